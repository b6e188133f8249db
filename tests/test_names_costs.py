"""Well-known cards the compiler read last (tests/data/names_costs_cards.json, their real Oracle text): Witness
Protection's name given by an effect (201.2, 612.8, 613.1c), Lair of the Hydra's "X can't be 0." (601.2b, 107.3a) and
Collective Restraint's attack cost counted by domain (305.6, 508.1d) and Grafdigger's Cage's cards that can't enter
the battlefield from graveyards and libraries (614.17)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_objects, pt, replace_outcomes, run_cli, write_scenario
from tests.cli_helpers import combat_answer as answer
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Lair of the Hydra", "Witness Protection", "Collective Restraint", "Tropical Island", "Grafdigger's Cage")
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


# ---- Collective Restraint (305.6, 508.1d, 508.1h) ------------------------------------------------------------------
RESTRAINT = ("Domain \u2014 Creatures can't attack you unless their controller pays {X} for each creature they control "
             "that's attacking you, where X is the number of basic land types among lands you control.")


def test_restraint_counts_basic_land_types(compiled: None, tmp_path: Path) -> None:
    """305.6, 508.1d: X is the number of basic land types among the lands bob (its controller) controls: a Forest and
    Tropical Island (Forest Island) make 2, the Forest counted once; alice's Swamp does not count."""
    objects = [{"id": "cr", "card": "Collective Restraint", "owner": "bob"},
               {"id": "forest", "card": "Forest", "owner": "bob"},
               {"id": "trop", "card": "Tropical Island", "owner": "bob"},
               {"id": "swamp", "card": "Swamp"},
               {"id": "bears", "card": "Grizzly Bears"}, {"id": "elves", "card": "Llanowar Elves"}]
    words = answer(tmp_path, "attacks", objects, {"attackers": {"bears": "bob"}}, words=True)
    assert "each creature attacking bob costs {2} (Collective Restraint (cr))" in words
    assert "(pays {2} for Grizzly Bears (bears), 508.1h)" in words
    words = answer(tmp_path, "attacks", objects[:1] + objects[3:], {"attackers": {"bears": "bob"}}, words=True)
    # without bob's lands: no basic land type, X is 0 (the Swamp is alice's)
    assert "each creature attacking bob costs {0} (Collective Restraint (cr))" in words


@pytest.mark.parametrize(("line", "unknown"), [
    # the lands of another player: the selector the combat rules evaluate is the source's controller's
    (RESTRAINT.replace("lands you control", "lands your opponents control"), "lands your opponents control"),
    # a fixed cost with "where X is": no X to define
    (RESTRAINT.replace("{X}", "{2}"), "domain \u2014 creatures ... {2} ... creature ... basic land types"),
])
def test_restraint_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Collective Restraint")
    assert isinstance(got, Refused) and got.unknown == unknown


# ---- Grafdigger's Cage (614.17) ------------------------------------------------------------------------------------


CAGE = {"id": "cage", "card": "Grafdigger's Cage", "owner": "bob"}


@pytest.mark.parametrize("zone", ["graveyard", "library"])
def test_cage_a_creature_card_stays_in_its_zone(compiled: None, tmp_path: Path, zone: str) -> None:
    """614.17: Grizzly Bears put onto the battlefield from alice's graveyard (Animate Dead) or library doesn't enter:
    nothing happens, the Cage says why."""
    objects = [CAGE, {"id": "bears", "card": "Grizzly Bears", "zone": zone}]
    (outcome,) = replace_outcomes(tmp_path, objects, {"kind": "enter", "object": "bears"})
    assert outcome["events"] == [] and outcome["cant"] == ["cage#1"]


def test_cage_other_zones_and_cards_enter(compiled: None, tmp_path: Path) -> None:
    """614.17: from alice's hand Grizzly Bears enters; a Forest (no creature card) enters from her graveyard."""
    objects = [CAGE, {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
               {"id": "forest", "card": "Forest", "zone": "graveyard"}]
    for oid in ("bears", "forest"):
        (tmp_path / oid).mkdir()
        (outcome,) = replace_outcomes(tmp_path / oid, objects, {"kind": "enter", "object": oid})
        assert outcome["events"] and outcome["events"][0]["object"] == oid and not outcome.get("cant"), outcome


@pytest.mark.parametrize(("line", "unknown"), [
    ("Instant cards in graveyards and libraries can't enter the battlefield.", "instant"),
    ("Creature cards in graveyards can't enter the battlefield.", "enter the battlefield"),
])
def test_cage_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Grafdigger's Cage")
    assert isinstance(got, Refused) and got.unknown == unknown
