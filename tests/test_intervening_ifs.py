"""Triggered abilities with an intervening "if" clause (603.4): "At the beginning of each combat, if you control a
creature with power 4 or greater, this creature gets +1/+1 until end of turn." (Stampede Rider). The ability resolves
only if the condition still holds then (else it is removed from the stack and does nothing), so a board listing its
effect says the condition held: no choice is asked, and the condition's words are still read by the grammar (refused
where not understood). A condition in a later sentence is checked as the effect resolves (608.2c) and stays the
effect's `choices.condition` (tests/test_resolved_ifs.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, pt, two_player_layers
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Stampede Rider", "Stone Haven Pilgrim", "Keldon Berserker", "Toolcraft Exemplar", "Nogi, Draco-Zealot",
         "Opal Gargoyle", "Ornery Dilophosaur", "Grizzly Bears", "Ornithopter", "Foundry Hornet")
CORPUS = Path(__file__).parent / "data" / "intervening_if_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)




@pytest.mark.parametrize(("card", "index"), [
    ("Stampede Rider", 1), ("Stone Haven Pilgrim", 0), ("Keldon Berserker", 0), ("Toolcraft Exemplar", 0),
    ("Nogi, Draco-Zealot", 1), ("Ornery Dilophosaur", 1), ("Foundry Hornet", 1)])
def test_the_intervening_if_is_read(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    assert "603.4" in got.meaning
    # the condition held: it is no condition of the effect (no condition/2 fact)
    assert not [f for f in got.facts if f.name == "condition"]


def test_stampede_rider_without_a_big_creature_now(compiled: None, tmp_path: Path) -> None:
    # the board has no creature with power 4 or greater any more; the ability resolved, so it had one then: 3/4
    objects = layers_objects(tmp_path, [{"id": "rider", "card": "Stampede Rider", "controller": "alice"}],
                         [{"ability_of": "rider", "ability": 2}])
    assert pt(objects["rider"]) == (3, 4)


def test_keldon_berserker_it_is_the_object_itself(compiled: None, tmp_path: Path) -> None:
    # "it gets +3/+0": the Berserker (2/3) itself, 5/3
    objects = layers_objects(tmp_path, [{"id": "berserker", "card": "Keldon Berserker", "controller": "alice"}],
                         [{"ability_of": "berserker"}])
    assert pt(objects["berserker"]) == (5, 3)


def test_nogi_becomes_a_dragon(compiled: None, tmp_path: Path) -> None:
    # until end of turn a Dragon with base power and toughness 5/5 (613.4b) and flying (613.1f)
    objects = layers_objects(tmp_path, [{"id": "nogi", "card": "Nogi, Draco-Zealot", "controller": "alice"}],
                         [{"ability_of": "nogi", "ability": 2}])
    assert pt(objects["nogi"]) == (5, 5)
    assert objects["nogi"]["subtypes"] == ["dragon"]  # its creature types replaced (205.1a)
    assert "flying" in objects["nogi"]["abilities"]


@pytest.mark.parametrize(("held", "exemplar", "first_strike"), [(True, (3, 2), True), (False, (3, 2), False)])
def test_a_later_condition_is_still_the_effects_choice(compiled: None, tmp_path: Path, held: bool,
                                                       exemplar: tuple[int, int], first_strike: bool) -> None:
    # Toolcraft Exemplar (1/1): the intervening "if you control an artifact" held (603.4); "If you control three or
    # more artifacts, it also gains first strike" is checked as it resolved (608.2c): the board's choices.condition
    objects = layers_objects(tmp_path, [{"id": "exemplar", "card": "Toolcraft Exemplar", "controller": "alice"},
                                    {"id": "thopter", "card": "Ornithopter", "controller": "alice"}],
                         [{"ability_of": "exemplar", "choices": {"condition": held}}])
    assert pt(objects["exemplar"]) == exemplar
    assert ("first strike" in objects["exemplar"]["abilities"]) is first_strike


def test_the_later_condition_must_be_said(compiled: None, tmp_path: Path) -> None:
    run = two_player_layers(tmp_path, [{"id": "exemplar", "card": "Toolcraft Exemplar", "controller": "alice"}],
                            [{"ability_of": "exemplar"}])
    assert run.status == 2
    assert "condition" in run.err


def test_foundry_hornet_fixes_its_group(compiled: None, tmp_path: Path) -> None:
    # "creatures your opponents control get -1/-1 until end of turn": those bob controlled as it resolved (611.2c)
    objects = layers_objects(tmp_path, [{"id": "hornet", "card": "Foundry Hornet", "controller": "alice"},
                                    {"id": "bears", "card": "Grizzly Bears", "controller": "bob"},
                                    {"id": "late", "card": "Grizzly Bears", "controller": "bob", "timestamp": 20}],
                         [{"ability_of": "hornet", "ability": 2, "timestamp": 10}])
    assert pt(objects["bears"]) == (1, 1)
    assert pt(objects["late"]) == (2, 2)
    assert pt(objects["hornet"]) == (2, 3)


def test_opal_gargoyle_still_animates_itself(compiled: None, tmp_path: Path) -> None:
    # "if this permanent is an enchantment, it becomes a 2/2 Gargoyle creature with flying": "it" is the Gargoyle
    objects = layers_objects(tmp_path, [{"id": "gargoyle", "card": "Opal Gargoyle", "controller": "alice"}],
                         [{"ability_of": "gargoyle"}])
    assert pt(objects["gargoyle"]) == (2, 2)
    assert objects["gargoyle"]["types"] == ["creature"]  # its old types replaced (205.1a)
    assert "flying" in objects["gargoyle"]["abilities"]


@pytest.mark.parametrize(("line", "unknown"), [
    # a condition the grammar does not read stays refused, naming it
    ("At the beginning of each combat, if you have more life than an opponent, this creature gains double strike "
     "until end of turn.", "life than an opponent"),
    # "it" after a trigger of another creature and a condition on the object itself: either one
    ("Whenever a creature you control attacks, if this creature is untapped, it gets +1/+1 until end of turn.",
     "if ~ is untapped"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Rider")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown
