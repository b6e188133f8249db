"""Triggers whose event must happen while a state of the game holds (603.2): "Whenever this creature attacks while
saddled, it gets +2/+2 until end of turn." (702.171b), "Whenever this creature attacks or blocks while you control a
Dinosaur, ...". The board says which abilities resolved (611.2c), so the state held as the ability triggered: the
state's words are read by the grammar's conditions (refused where not understood) and the effect is the effect of
the resolved ability, whatever the board is now."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Alacrian Jaguar", "Burning Sun Cavalry", "Ruby, Daring Tracker", "Brightfield Glider", "Hand That Feeds",
         "Congregation Gryff", "Courageous Goblin", "Seasoned Warrenguard", "Brazen Blademaster",
         "Moon-Boy, Dino Rider", "Pugnacious Hammerskull", "Grizzly Bears", "Drover Grizzly", "Warkite Marauder",
         "Spring Splasher")
CORPUS = Path(__file__).parent / "data" / "trigger_state_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)




@pytest.mark.parametrize(("card", "index"), [
    ("Alacrian Jaguar", 1), ("Burning Sun Cavalry", 0), ("Ruby, Daring Tracker", 1), ("Brightfield Glider", 1),
    ("Hand That Feeds", 0), ("Congregation Gryff", 2), ("Courageous Goblin", 0), ("Seasoned Warrenguard", 0),
    ("Brazen Blademaster", 0), ("Moon-Boy, Dino Rider", 1), ("Drover Grizzly", 0)])
def test_the_state_of_a_trigger_is_read(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    assert " while " in got.text
    # the effect is a continuous effect of a resolved triggered ability (611.2c), in layer 7c or 6
    assert {str(f.arguments[1]) for f in got.facts if f.name == "layer_of"} <= {"l7c", "l6"}
    assert any(f.name == "layer_of" for f in got.facts)


def test_saddled_mount_gets_its_bonus(compiled: None, tmp_path: Path) -> None:
    # Alacrian Jaguar (4/4) attacked while saddled: +2/+2 until end of turn (613.4c)
    objects = layers_objects(tmp_path, [{"id": "jaguar", "card": "Alacrian Jaguar", "controller": "alice"}],
                         [{"ability_of": "jaguar"}])
    assert pt(objects["jaguar"]) == (6, 6)


def test_glider_gains_flying(compiled: None, tmp_path: Path) -> None:
    # Brightfield Glider (1/1): +1/+2 (613.4c) and flying (613.1f)
    objects = layers_objects(tmp_path, [{"id": "glider", "card": "Brightfield Glider", "controller": "alice"}],
                         [{"ability_of": "glider"}])
    assert pt(objects["glider"]) == (2, 3)
    assert "flying" in objects["glider"]["abilities"]


def test_the_state_is_not_checked_again(compiled: None, tmp_path: Path) -> None:
    # Burning Sun Cavalry (2/2) resolved its trigger: it triggered while alice controlled a Dinosaur (603.2); the
    # Dinosaur gone since, the +1/+1 until end of turn stays (611.2c): 3/3
    objects = layers_objects(tmp_path, [{"id": "cavalry", "card": "Burning Sun Cavalry", "controller": "alice"}],
                         [{"ability_of": "cavalry"}])
    assert pt(objects["cavalry"]) == (3, 3)


def test_a_group_of_the_effect_is_fixed_as_it_resolved(compiled: None, tmp_path: Path) -> None:
    # Drover Grizzly: "creatures you control gain trample until end of turn": the creatures alice controlled as it
    # resolved (611.2c); a creature entering later (a later timestamp) is not among them
    objects = layers_objects(tmp_path, [
        {"id": "drover", "card": "Drover Grizzly", "controller": "alice"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "bob"},
        {"id": "late", "card": "Grizzly Bears", "controller": "alice", "timestamp": 20}],
        [{"ability_of": "drover", "timestamp": 10}])
    assert "trample" in objects["drover"]["abilities"]
    assert "trample" in objects["bears"]["abilities"]
    assert "trample" not in objects["theirs"]["abilities"]
    assert "trample" not in objects["late"]["abilities"]


def test_x_of_the_resolved_trigger(compiled: None, tmp_path: Path) -> None:
    # Congregation Gryff (1/4): +X/+X, X the number of Mounts alice controlled as it resolved (608.2h): the board's x
    objects = layers_objects(tmp_path, [{"id": "gryff", "card": "Congregation Gryff", "controller": "alice"}],
                         [{"ability_of": "gryff", "x": 2}])
    assert pt(objects["gryff"]) == (3, 6)


def test_a_target_defending_player_controls(compiled: None, tmp_path: Path) -> None:
    # Warkite Marauder attacked bob: his Brightfield Glider (1/1, vigilance) loses all abilities and has base power
    # and toughness 0/1 (613.1f, 613.4b); Spring Splasher's trigger gives another -3/-0 (613.4c): -3/1
    objects = layers_objects(tmp_path, [
        {"id": "marauder", "card": "Warkite Marauder", "controller": "alice"},
        {"id": "splasher", "card": "Spring Splasher", "controller": "alice"},
        {"id": "glider", "card": "Brightfield Glider", "controller": "bob"}],
        [{"ability_of": "marauder", "ability": 2, "targets": ["glider"]},
         {"ability_of": "splasher", "targets": ["glider"]}])
    assert pt(objects["glider"]) == (-3, 1)
    assert objects["glider"]["abilities"] == []


@pytest.mark.parametrize(("line", "unknown"), [
    # a state the conditions do not read stays refused, naming it
    ("Whenever this creature attacks while you don't control another Dinosaur, this creature gets +1/+1 until end "
     "of turn.", "don't"),
    ("Whenever this creature attacks while saddled by a blue creature, it gets +1/+1 until end of turn.", "by"),
    ("Whenever this creature attacks while defending player controls an Island, it gets +1/+1 until end of turn.",
     "defending player controls an island"),
])
def test_a_state_not_understood_is_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Mount")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown


def test_pugnacious_hammerskull_stays_refused() -> None:
    got = line_of("Pugnacious Hammerskull", 0)
    assert isinstance(got, Refused)
    assert "don't control another dinosaur" in got.unknown
