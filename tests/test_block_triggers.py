"""Triggers of a block that name the other creature (509.1h, 603.2): "Whenever this creature blocks or becomes
blocked by a creature, that creature gets +1/+1 until end of turn." (Flailing Drake), "... the other creature ..."
(Mammoth Harness), "Whenever this creature becomes blocked by a creature, the blocking creature ..." (Order of the
Alabaster Host). The other creature is the effect's `targets` on the board (one); "it" in such an effect could be
either creature and is refused, and "the blocking creature" where the object itself may be the blocker."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Flailing Drake", "Talruum Champion", "Aisling Leprechaun", "Barrow-Blade", "Witherscale Wurm",
         "Order of the Alabaster Host", "Mammoth Harness", "Serra Angel", "Grizzly Bears", "Acolyte of the Inferno")
CORPUS = Path(__file__).parent / "data" / "block_trigger_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)




@pytest.mark.parametrize(("card", "index"), [
    ("Flailing Drake", 1), ("Talruum Champion", 1), ("Aisling Leprechaun", 0), ("Barrow-Blade", 1),
    ("Witherscale Wurm", 0), ("Order of the Alabaster Host", 0), ("Mammoth Harness", 2)])
def test_the_other_creature_is_the_one_target(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    # 603.2: the other creature of the block is the board's `targets`, exactly one
    assert [(f.arguments[1].number, f.arguments[2].number) for f in got.facts if f.name == "target_count"] == [(1, 1)]


def test_flailing_drake_pumps_its_blocker(compiled: None, tmp_path: Path) -> None:
    # bob's Grizzly Bears (2/2) blocked Flailing Drake: the Bears gets +1/+1 (613.4c), the Drake stays 2/3
    objects = layers_objects(tmp_path, [{"id": "drake", "card": "Flailing Drake", "controller": "alice"},
                                    {"id": "bears", "card": "Grizzly Bears", "controller": "bob"}],
                         [{"ability_of": "drake", "ability": 2, "targets": ["bears"]}])
    assert pt(objects["bears"]) == (3, 3)
    assert pt(objects["drake"]) == (2, 3)


def test_talruum_champion_takes_first_strike(compiled: None, tmp_path: Path) -> None:
    # bob's Serra Angel (4/4 flying, vigilance), given first strike earlier (timestamp 1), blocked Talruum Champion:
    # the Angel loses first strike until end of turn (613.1f, the later timestamp); the Champion keeps its own
    objects = layers_objects(tmp_path, [{"id": "champion", "card": "Talruum Champion", "controller": "alice"},
                                    {"id": "angel", "card": "Serra Angel", "controller": "bob"}],
                         [{"ability_of": "champion", "ability": 2, "targets": ["angel"]},
                          {"custom": {"gain_abilities": ["first strike"]}, "targets": ["angel"], "timestamp": 1}])
    assert "first strike" not in objects["angel"]["abilities"]
    assert "flying" in objects["angel"]["abilities"]
    assert "first strike" in objects["champion"]["abilities"]


def test_aisling_leprechaun_makes_it_green_for_good(compiled: None, tmp_path: Path) -> None:
    # no duration: the effect lasts as long as the board lists it (611.2a); layer 5 sets the colour (613.1e)
    objects = layers_objects(tmp_path, [{"id": "leprechaun", "card": "Aisling Leprechaun", "controller": "alice"},
                                    {"id": "angel", "card": "Serra Angel", "controller": "bob"}],
                         [{"ability_of": "leprechaun", "targets": ["angel"]}])
    assert objects["angel"]["colors"] == ["green"]


def test_barrow_blade_on_the_equipped_creature(compiled: None, tmp_path: Path) -> None:
    # Barrow-Blade on alice's Grizzly Bears (3/3 with it); bob's Serra Angel blocked it and loses all abilities
    objects = layers_objects(tmp_path, [{"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                                    {"id": "blade", "card": "Barrow-Blade", "controller": "alice",
                                     "attached_to": "bears"},
                                    {"id": "angel", "card": "Serra Angel", "controller": "bob"}],
                         [{"ability_of": "blade", "ability": 2, "targets": ["angel"]}])
    assert pt(objects["bears"]) == (3, 3)
    assert objects["angel"]["abilities"] == []


def test_the_effect_needs_its_one_target(compiled: None, tmp_path: Path) -> None:
    # without the other creature named, the effect cannot be applied: a one-line error (exit 2)
    scenario = {"players": ["alice", "bob"],
                "objects": [{"id": "drake", "card": "Flailing Drake", "controller": "alice"}],
                "effects": [{"ability_of": "drake", "ability": 2}]}
    run = run_cli("layers", str(write_scenario(tmp_path, scenario)), "--json")
    assert run.status == 2
    assert "target" in run.err


@pytest.mark.parametrize(("line", "unknown"), [
    # "it" after a block of two creatures could name either
    ("Whenever this creature blocks or becomes blocked by a creature, it gets +1/+1 until end of turn.", "it"),
    ("Whenever this creature blocks a creature, that creature gets -1/-1 until end of turn and it gains flying "
     "until end of turn.", "it"),
    # the blocking creature is either one where the object itself may block
    ("Whenever this creature blocks or becomes blocked by a creature, the blocking creature gets -1/-1 until end "
     "of turn.", "the blocking creature"),
    # "the other creature" with no block before it
    ("Whenever this creature attacks, the other creature gets -1/-1 until end of turn.", "the other creature"),
    # a block of something that is not a creature
    ("Whenever this creature blocks an artifact, that creature gets -1/-1 until end of turn.", "artifact"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Wall")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown


def test_acolyte_of_the_inferno_stays_refused() -> None:
    # "it deals 2 damage to that creature": damage, an action no question reads, after a block
    got = line_of("Acolyte of the Inferno", 1)
    assert isinstance(got, Refused)
