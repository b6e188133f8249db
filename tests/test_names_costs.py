"""Well-known cards the compiler read last (tests/data/names_costs_cards.json, their real Oracle text): Witness
Protection's name given by an effect (201.2, 612.8, 613.1c) and Lair of the Hydra's "X can't be 0." (601.2b, 107.3a)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Lair of the Hydra", "Witness Protection")
CORPUS = Path(__file__).parent / "data" / "names_costs_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)

LAIR = "{X}{G}: Until end of turn, this land becomes an X/X green Hydra creature. It's still a land. X can't be 0."


WITNESS = ("Enchanted creature loses all abilities and is a green and white Citizen creature with base power and "
           "toughness 1/1 named Legitimate Businessperson.")


# ---- Witness Protection (201.2, 612.8, 613.1) ----------------------------------------------------------------------
def test_witness_protection_names_the_creature(compiled: None, tmp_path: Path) -> None:
    """612.8, 613.1c-f, 613.4b-c: Grizzly Bears with a +1/+1 counter, enchanted by Witness Protection, is a green and
    white Citizen creature named Legitimate Businessperson (the name as printed), base 1/1 and the counter: 2/2."""
    objects = [{"id": "bear", "card": "Grizzly Bears", "counters": {"+1/+1": 1}},
               {"id": "wp", "card": "Witness Protection", "attached_to": "bear"}]
    bear = layers_objects(tmp_path, objects, [])["bear"]
    assert bear["name"] == "Legitimate Businessperson"
    assert pt(bear) == (2, 2) and set(bear["colors"]) == {"green", "white"}
    assert bear["types"] == ["creature"] and bear["subtypes"] == ["citizen"]


def test_a_name_is_only_capitalised_words_after_named() -> None:
    """201.2: the given name keeps its capitals in the normalised line; the card's other words are lower-cased."""
    got = compile_ability(WITNESS, "Witness Protection")
    assert got.text.endswith("1/1 named Legitimate Businessperson.") and got.text.startswith("enchanted creature")


@pytest.mark.parametrize(("line", "unknown"), [
    # a name in lower case is no name: its words are not the grammar's
    (WITNESS.replace("Legitimate Businessperson", "legitimate businessperson"), "named legitimate businessperson"),
    # a name with no other change: only read as part of "is a ... creature"
    ("Enchanted creature is named Legitimate Businessperson.", "is named Legitimate Businessperson"),
])
def test_witness_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Witness Protection")
    assert isinstance(got, Refused) and got.unknown == unknown


# ---- Lair of the Hydra (107.3a, 601.2b, 613.4b) -------------------------------------------------------------------
def test_lair_becomes_an_x_by_x_hydra(compiled: None, tmp_path: Path) -> None:
    """107.3a, 613.4b: activated for X = 3, Lair of the Hydra is a 3/3 green Hydra creature land (205.1b: still a
    land)."""
    lair = layers_objects(tmp_path, [{"id": "lair", "card": "Lair of the Hydra"}],
                          [{"ability_of": "lair", "ability": 3, "x": 3}])["lair"]
    assert pt(lair) == (3, 3) and lair["colors"] == ["green"]
    assert set(lair["types"]) == {"land", "creature"} and lair["subtypes"] == ["hydra"]


def test_lair_x_can_not_be_0(compiled: None, tmp_path: Path) -> None:
    """601.2b: X can't be 0, so no effect of it resolved with X = 0: the board is refused in one line naming x."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [{"id": "lair", "card": "Lair of the Hydra"}],
             "effects": [{"ability_of": "lair", "ability": 3, "x": 0}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].x" in line and "at least 1" in line, line


@pytest.mark.parametrize(("line", "unknown"), [
    # only "can't be 0" is printed; another floor is not read
    (LAIR.replace("can't be 0", "can't be 1"), "x can't be 1"),
    # an X that is no value of the cost
    (LAIR.replace("{X}{G}", "{2}{G}"), "x can't be 0"),
])
def test_lair_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Lair of the Hydra")
    assert isinstance(got, Refused) and got.unknown == unknown
