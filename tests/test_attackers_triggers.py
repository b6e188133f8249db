"""Triggers of several attackers (508.1, 603.2): "Whenever one or more creatures you control attack, they gain
indestructible until end of turn." (Angelic Guardian), "Whenever one or more creatures attack you, those creatures get
-1/-0 until end of turn." (Sabotage Strategist). "They" / "those creatures" are the creatures whose attack triggered
it, the effect's `targets` on the board (one or more); "it" or "that creature" there names no one creature and is
refused, as "they" is after a trigger of one creature."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, two_player_layers
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Angelic Guardian", "Sabotage Strategist", "Grizzly Bears", "Llanowar Elves", "Tyvar the Bellicose")
CORPUS = Path(__file__).parent / "data" / "attackers_trigger_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)



@pytest.mark.parametrize(("card", "index"), [("Angelic Guardian", 1), ("Sabotage Strategist", 2),
                                             ("Tyvar the Bellicose", 0)])
def test_the_attackers_are_the_targets(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    # 603.2: one or more creatures attacked: the board's `targets`, at least one
    assert [(f.arguments[1].number, str(f.arguments[2])) for f in got.facts if f.name == "target_count"] == \
        [(1, "any")]


def test_angelic_guardian_shields_each_attacker(compiled: None, tmp_path: Path) -> None:
    # alice attacked with the Bears and the Elves: both gain indestructible (613.1f); the Guardian did not attack
    objects = layers_objects(tmp_path, [{"id": "guardian", "card": "Angelic Guardian", "controller": "alice"},
                                    {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                                    {"id": "elves", "card": "Llanowar Elves", "controller": "alice"}],
                         [{"ability_of": "guardian", "ability": 2, "targets": ["bears", "elves"]}])
    assert "indestructible" in objects["bears"]["abilities"]
    assert "indestructible" in objects["elves"]["abilities"]
    assert "indestructible" not in objects["guardian"]["abilities"]


def test_sabotage_strategist_weakens_the_attackers(compiled: None, tmp_path: Path) -> None:
    # bob's Bears attacked alice, who controls the Strategist: -1/-0 (613.4c), 1/2
    objects = layers_objects(tmp_path, [{"id": "strategist", "card": "Sabotage Strategist", "controller": "alice"},
                                    {"id": "bears", "card": "Grizzly Bears", "controller": "bob"}],
                         [{"ability_of": "strategist", "ability": 3, "targets": ["bears"]}])
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (1, 2)


def test_at_least_one_attacker(compiled: None, tmp_path: Path) -> None:
    # no creature named: a one-line error naming the effect's targets (exit 2)
    run = two_player_layers(tmp_path, [{"id": "guardian", "card": "Angelic Guardian", "controller": "alice"}],
                            [{"ability_of": "guardian", "ability": 2}])
    assert run.status == 2
    assert "effects[0].targets" in run.err


@pytest.mark.parametrize(("line", "unknown"), [
    ("Whenever one or more creatures you control attack, it gains indestructible until end of turn.", "it"),
    ("Whenever one or more creatures you control attack, that creature gains indestructible until end of turn.",
     "that creature"),
    ("Whenever a creature you control attacks, they gain indestructible until end of turn.", "they"),
    ("Whenever two or more creatures you control attack, they gain indestructible until end of turn.",
     "two or more"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Angel")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown
