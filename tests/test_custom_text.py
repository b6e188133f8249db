"""A custom object's abilities written as Oracle text mean what they say (issue 14): each word of a
template belongs to the class its slot takes (a colour, a creature type, a land type ...), the article
before a word is the one the word takes, and a word outside its class is refused with a message.

Expected answers are written from the rules before running the engine: 613.4c (layer 7c P/T
modifications), 105.1 (colours), 205.3m (creature types), 305.7 (land types)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.library import load_library
from tests.cli_helpers import run_cli, write_scenario
from tests.test_layer_rules import layers_json


def creature(name: str, colors: list[str], subtypes: list[str], *abilities: str,
             pt: tuple[int, int] = (2, 2)) -> dict[str, Any]:
    return {"name": name, "types": ["creature"], "subtypes": subtypes, "colors": colors,
            "power": pt[0], "toughness": pt[1], "abilities": list(abilities)}


def lord_board(text: str) -> dict[str, Any]:
    """A lord with `text` controlled by alice, and a blue Elf, a green Goblin and a blue Human of each
    player: which of them grow is the answer."""
    objects = [{"id": "lord", "custom": creature("Lord", ["blue", "green"], ["elf"], text, pt=(1, 3))}]
    for player in ("alice", "bob"):
        objects += [
            {"id": f"{player}_elf", "custom": creature("Blue Elf", ["blue"], ["elf"]), "owner": player},
            {"id": f"{player}_goblin", "custom": creature("Green Goblin", ["green"], ["goblin"]), "owner": player},
            {"id": f"{player}_human", "custom": creature("Blue Human", ["blue"], ["human"]), "owner": player}]
    return {"players": ["alice", "bob"], "objects": objects}


def grown(objects: dict[str, Any]) -> set[str]:
    """The objects whose power is above what their custom text prints."""
    printed = {"lord": 1}
    return {oid for oid, o in objects.items() if o["power"] is not None and o["power"] > printed.get(oid, 2)}


@pytest.mark.parametrize(("text", "expected"), [
    # Grand Architect: other blue creatures its controller controls (613.4c)
    ("Other blue creatures you control get +1/+1.", {"alice_elf", "alice_human"}),
    ("Other green creatures you control get +1/+1.", {"alice_goblin"}),
    # Elvish Archdruid: a creature type (205.3m), not the lord itself ("other")
    ("Other Elf creatures you control get +1/+1.", {"alice_elf"}),
    ("Other Goblin creatures you control get +1/+1.", {"alice_goblin"}),
    # Honor of the Pure and Crusade: the lord itself too; Crusade every player's
    ("Blue creatures you control get +1/+1.", {"lord", "alice_elf", "alice_human"}),
    ("Green creatures get +1/+1.", {"lord", "alice_goblin", "bob_goblin"}),
    # the same wordings with a creature type (Lord of the Undead: "Other Zombie creatures get +1/+1.")
    ("Goblin creatures get +1/+1.", {"alice_goblin", "bob_goblin"}),
    ("Elf creatures you control get +1/+1.", {"lord", "alice_elf"}),
    ("Other Elf creatures get +1/+1.", {"alice_elf", "bob_elf"}),
])
def test_custom_lords_pump_what_their_words_say(tmp_path: Path, text: str, expected: set[str]) -> None:
    assert grown(layers_json(tmp_path, lord_board(text))) == expected


def test_other_blue_is_shown_as_written(tmp_path: Path) -> None:
    run = run_cli("layers", str(write_scenario(tmp_path, lord_board("Other blue creatures you control get +1/+1."))))
    assert run.status == 0 and "Other blue creatures you control get +1/+1." in run.out


@pytest.mark.parametrize(("text", "word", "hint"), [
    ("Other Zebra creatures you control get +1/+1.", "'Zebra' is neither a colour (105.1) nor a creature type",
     "did you mean 'Zubera'?"),
    ("Creatures you control have zebra.", "'zebra' is not a keyword", ""),
    ("Each land is a Islend in addition to its other land types.", "'Islend' is not a land type", "'Island'"),
    ("Protection from zebras", "'zebras' is not a quality", ""),
    ("Flyng", "'Flyng' is not a keyword", "did you mean 'flying'?"),
])
def test_a_word_outside_its_class_is_refused(tmp_path: Path, text: str, word: str, hint: str) -> None:
    run = run_cli("layers", str(write_scenario(tmp_path, lord_board(text))))
    assert run.status == 2 and run.out == ""
    assert "objects[0].custom.abilities[0]" in run.err and word in run.err and hint in run.err
    assert len(run.err.strip().splitlines()) == 1


def test_an_island_takes_its_article(tmp_path: Path) -> None:
    """305.7 with "an Island": every land gains the type and its mana ability (305.6)."""
    data = {"players": ["alice"], "objects": [
        {"id": "u", "custom": {"name": "Isle", "types": ["land"],
                               "abilities": ["Each land is an Island in addition to its other land types."]}},
        {"id": "f", "custom": {"name": "Wood", "types": ["land"], "subtypes": ["forest"]}}]}
    objects = layers_json(tmp_path, data)
    assert objects["f"]["subtypes"] == ["forest", "island"] and objects["u"]["subtypes"] == ["island"]
    assert "{T}: Add {U}." in objects["f"]["abilities"]
    assert "Each land is an Island in addition to its other land types." in objects["u"]["abilities"]


def test_rendering_takes_the_article_of_the_word() -> None:
    library = load_library()
    assert library.render(library.parse_ability("Each land is a Swamp in addition to its other land types."),
                          "x") == "Each land is a Swamp in addition to its other land types."
    assert library.render(library.parse_ability("Enchanted land is a Island."), "x") == "Enchanted land is an Island."


def test_curly_apostrophes_read_as_straight_ones() -> None:
    library = load_library()
    parsed = library.parse_ability("Juggernaut can\u2019t be blocked by Walls.", "Juggernaut")
    assert str(parsed) == "cant_be_blocked_by(wall)"


def test_unknown_text_suggests_the_nearest_template(tmp_path: Path) -> None:
    run = run_cli("layers", str(write_scenario(tmp_path, lord_board(
        "Each land is an Island in addition to its other land type"))))
    assert run.status == 2
    assert "did you mean 'Each land is a [land type] in addition to its other land types.'?" in run.err
