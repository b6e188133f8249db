"""Rules of the layer engine whose answers a scenario case cannot state in its `expect` format: every
creature type of a changeling (702.73a), subtypes of every card type's list (205.3), and what later
questions read of the final board (pysolver.scenario.facts.board_facts)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import clingo
import pytest

from pysolver.cards import vocabulary as vocab
from pysolver.cards.library import load_library
from pysolver.questions.layers.question import final_state
from pysolver.scenario import load_scenario
from pysolver.scenario.facts import board_facts
from pysolver.solving.limits import Limits
from tests.cli_helpers import HUMILITY, run_cli, write_scenario

EVERY_CREATURE_TYPE = sorted(w.lower() for w in vocab.CREATURE_TYPES)
CHANGELING = {"name": "Test Changeling", "mana_cost": "{1}{B}", "types": ["creature"],
              "subtypes": ["shapeshifter"], "power": 2, "toughness": 2, "abilities": ["changeling"]}


def layers_json(tmp_path: Path, data: dict[str, Any]) -> dict[str, Any]:
    """The objects of the only outcome of `mtgsolve layers --json`."""
    run = run_cli("layers", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["objects"]


def test_changeling_under_humility_keeps_every_creature_type(tmp_path: Path) -> None:
    """702.73a, 613.3: the changeling's layer-4 effect comes before Humility removes it in layer 6."""
    objects = layers_json(tmp_path, {"players": ["alice"], "objects": [
        {"id": "ch", "custom": CHANGELING, "timestamp": 1}, {"id": "hum", "card": HUMILITY, "timestamp": 2}]})
    assert objects["ch"]["subtypes"] == EVERY_CREATURE_TYPE
    assert {"wall", "time lord", "assembly-worker", "c'tan", "saproling"} <= set(objects["ch"]["subtypes"])
    assert objects["ch"]["abilities"] == [] and (objects["ch"]["power"], objects["ch"]["toughness"]) == (1, 1)


def test_changeling_card_in_a_graveyard_is_every_creature_type(tmp_path: Path) -> None:
    """604.3: a characteristic-defining ability works in every zone."""
    objects = layers_json(tmp_path, {"players": ["alice"], "objects": [
        {"id": "ch", "custom": CHANGELING, "zone": "graveyard"}]})
    assert objects["ch"]["subtypes"] == EVERY_CREATURE_TYPE


def test_changeling_table_says_every_creature_type(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "160")  # the type line on one line
    run = run_cli("layers", str(write_scenario(tmp_path, {"players": ["alice"], "objects": [
        {"id": "ch", "custom": CHANGELING}]})))
    assert run.status == 0
    assert "Creature — (every creature type)" in run.out
    assert "wall" not in run.out.lower()


def test_board_facts_give_each_creature_type_of_a_changeling(tmp_path: Path) -> None:
    """What combat reads ("can't be blocked by Walls"): one plain characteristic atom per type."""
    library = load_library()
    sc = load_scenario({"players": ["alice"], "objects": [{"id": "ch", "custom": CHANGELING}]}, "t.yaml",
                       library)
    state = final_state(sc, library, Limits(), "blocks")
    facts = set(board_facts(sc, state.characteristics))
    F = clingo.Function
    for word in ("wall", "time_lord", "saproling", "shapeshifter"):
        assert F("characteristic", [F("ch"), F("subtype"), F(word)]) in facts


def test_subtypes_of_every_card_types_list_are_kept(tmp_path: Path) -> None:
    """205.3d: a subtype stays while the object has the card type its list belongs to: planeswalker
    types (205.3j), spell types (205.3k), every artifact and land type of 205.3g and 205.3i."""
    objects = layers_json(tmp_path, {"players": ["alice"], "objects": [
        {"id": "pw", "custom": {"name": "Jace Test", "types": ["planeswalker"], "subtypes": ["jace"]}},
        {"id": "arcane", "zone": "hand", "custom": {"name": "Arcane Test", "types": ["instant"],
                                                     "subtypes": ["arcane"]}},
        {"id": "art", "custom": {"name": "Contraption Test", "types": ["artifact"], "subtypes": ["contraption"]}},
        {"id": "planet", "custom": {"name": "Planet Test", "types": ["land"], "subtypes": ["planet"]}},
        {"id": "siege", "custom": {"name": "Siege Test", "types": ["battle"], "subtypes": ["siege"]}}]})
    assert {oid: o["subtypes"] for oid, o in objects.items()} == {
        "pw": ["jace"], "arcane": ["arcane"], "art": ["contraption"], "planet": ["planet"], "siege": ["siege"]}


def test_library_subtypes_are_subtypes_of_the_rules() -> None:
    """Every subtype a library card prints belongs to a list of 205.3 (else 205.3d would drop it)."""
    for card in load_library().cards.values():
        for subtype in card.printed.subtypes:
            assert subtype in vocab.SUBTYPE_WORDS, (card.name, subtype)


def test_library_effects_name_subtypes_of_the_rules() -> None:
    """Every subtype an ability's effect adds or sets belongs to a list of 205.3 (subtype_class/2)."""
    from pysolver.cards.vocabulary import subtype_facts
    from pysolver.programs.files import library_programs

    ctl = clingo.Control(["--warn=none"])
    for path in library_programs():
        ctl.load(str(path))
    ctl.add("base", [], "named(X) :- does(_A,_L,Op), X != chosen,"
                        " Op = (add_subtype(X);set_creature_type(X);set_land_type(X);add_land_type(X))."
                        " known(X) :- subtype_class(X,_K). unknown(X) :- named(X), not known(X).")
    with ctl.backend() as backend:
        for fact in subtype_facts():
            backend.add_rule([backend.add_atom(fact)])
    ctl.ground([("base", [])])
    assert [str(a.symbol) for a in ctl.symbolic_atoms.by_signature("named", 1)], "no subtype found: test broken"
    assert [str(a.symbol) for a in ctl.symbolic_atoms.by_signature("unknown", 1)] == []


def library_atoms(predicate: str, arity: int) -> list[clingo.Symbol]:
    """The atoms of a predicate in the grounded card library."""
    from pysolver.programs.files import library_programs

    ctl = clingo.Control(["--warn=none"])
    for path in library_programs():
        ctl.load(str(path))
    ctl.ground([("base", [])])
    return [a.symbol for a in ctl.symbolic_atoms.by_signature(predicate, arity)]


def test_every_resolved_layer_effect_says_what_it_affects() -> None:
    """611.2c: a spell's or ability's continuous effect affects its targets (target_count/3) or the
    objects its own words pick (scope/4) -- exactly one of them, and the targets when its text says
    "target"."""
    library = load_library()
    scoped = {s.arguments[0] for s in library_atoms("scope", 4)}
    resolving = [a for a in library.effect_abilities
                 if library.ability_class.get(a) in ("spell", "activated", "triggered")]
    assert resolving
    for ability in resolving:
        assert (ability in library.target_counts) != (ability in scoped), ability
        if "target" in library.templates[ability.name].lower():
            assert ability in library.target_counts, ability


def test_every_enter_as_copy_ability_says_what_it_copies() -> None:
    """707.5: the `copy` choice of an "enter as a copy" ability is checked against copy_kind/2."""
    library = load_library()
    chosen = [a for a in library.effect_abilities if {"copy_of", "chosen"} <= library.operations.get(a, set())]
    assert chosen
    assert all(a in library.copy_kinds for a in chosen)


def test_every_choice_of_the_library_is_known() -> None:
    """Each "As [this] enters, choose a ..." of a library card names a choice of the scenario."""
    library = load_library()
    abilities = {a for card in library.cards.values() for a in card.printed.abilities}
    choosing = [a for a in abilities if a.name == "as_enters_choose"]
    assert choosing
    for ability in choosing:
        assert library.required_choices(ability), ability
