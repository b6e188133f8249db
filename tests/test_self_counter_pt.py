"""Power and toughness equal to the counters on the object itself (122.1, 604.3): "Rusting Golem's power and toughness
are each equal to the number of fade counters on it." (a characteristic-defining ability, layer 7a), and Chimeric
Mass's "{1}: Until end of turn, this artifact becomes a Construct artifact creature with "This creature's power and
toughness are each equal to the number of charge counters on it."": granted by an effect, that ability is no
characteristic-defining ability (604.3a) and sets the values in layer 7b in timestamp order (613.4b)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Chimeric Mass", "Rusting Golem", "Myth Realized")
CORPUS = Path(__file__).parent / "data" / "self_counter_pt_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)




def test_rusting_golem_counts_its_fade_counters(compiled: None, tmp_path: Path) -> None:
    objects = layers_objects(tmp_path, [{"id": "golem", "card": "Rusting Golem", "controller": "alice",
                                     "counters": {"fade": 3}}], [])
    assert pt(objects["golem"]) == (3, 3)


def test_rusting_golem_is_a_cda_under_a_later_set(compiled: None, tmp_path: Path) -> None:
    # 613.4a before 613.4b: a set P/T of any timestamp applies after the characteristic-defining ability
    objects = layers_objects(tmp_path, [{"id": "golem", "card": "Rusting Golem", "controller": "alice",
                                     "counters": {"fade": 3}}],
                         [{"custom": {"set_pt": [1, 1]}, "targets": ["golem"], "timestamp": 1}])
    assert pt(objects["golem"]) == (1, 1)


@pytest.mark.parametrize(("set_at", "expected"), [(5, (4, 4)), (20, (1, 1))])
def test_chimeric_mass_sets_in_timestamp_order(compiled: None, tmp_path: Path, set_at: int,
                                              expected: tuple[int, int]) -> None:
    # animated at timestamp 10 with four charge counters: a set 1/1 of timestamp 5 applies first (4/4), one of
    # timestamp 20 after (1/1): both in layer 7b (604.3a: granted, no characteristic-defining ability)
    objects = layers_objects(tmp_path, [{"id": "mass", "card": "Chimeric Mass", "controller": "alice",
                                     "counters": {"charge": 4}}],
                         [{"ability_of": "mass", "ability": 2, "timestamp": 10},
                          {"custom": {"set_pt": [1, 1]}, "targets": ["mass"], "timestamp": set_at}])
    assert pt(objects["mass"]) == expected
    assert "creature" in objects["mass"]["types"]


def test_myth_realized_counts_lore_counters(compiled: None, tmp_path: Path) -> None:
    objects = layers_objects(tmp_path, [{"id": "myth", "card": "Myth Realized", "controller": "alice",
                                     "counters": {"lore": 2}}], [{"ability_of": "myth", "ability": 3}])
    assert pt(objects["myth"]) == (2, 2)
    assert "enchantment" in objects["myth"]["types"]


def test_the_lines_are_read() -> None:
    for card, index in (("Chimeric Mass", 1), ("Rusting Golem", 1), ("Myth Realized", 2)):
        assert isinstance(line_of(card, index), Accepted), card


@pytest.mark.parametrize("line", [
    # counters on another object, or of every kind in a CDA, are not this count
    "Test Golem's power and toughness are each equal to the number of fade counters on target creature.",
    "Test Golem's power and toughness are each equal to twice the number of fade counters on it.",
])
def test_near_variants_stay_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Test Golem"), Refused)
