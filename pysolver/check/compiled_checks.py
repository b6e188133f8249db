"""The engine against the brute-force checkers on boards of real compiled cards
(pysolver.check.compiled_boards): the checkers read the compiler's facts themselves
(pysolver.check.compiled_rules, layers_brute), so a meaning the compiler gives a line that the engine
reads otherwise than the rules say shows up as a difference. Each raises Failure (as the properties of
pysolver.check.properties) naming what differs."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import assume

from pysolver.cards.library import Library
from pysolver.cards.names import find_card
from pysolver.check.combat_brute import Combat, to_scenario
from pysolver.check.compiled_boards import Pool
from pysolver.check.layers_brute import KEYWORD_TERMS, Dependent, evaluate
from pysolver.check.properties import RUN_TIMEOUT, Failure, _outcomes, check_combat
from pysolver.check.replace_brute import as_tuples, brute_force
from pysolver.errors import ScenarioError
from pysolver.questions.layers.question import final_states
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits

LAYERS_PROP = "agrees with the brute-force evaluator of layers 4-7"


def check_compiled_combat(combat: Combat, question: str, library: Library) -> None:
    """attacks / blocks: the engine's legal declarations are the brute-force judge's (a board whose
    spell's target the rules refuse, "target creature an opponent controls", is not a question)."""
    try:
        load_scenario(to_scenario(combat, question), "<check>", library)
    except ScenarioError:
        assume(False)
    check_combat(combat, question, library)


def check_compiled_replace(board: dict[str, Any], event: dict[str, Any], rules: dict[str, Any],
                           library: Library) -> None:
    """replace: the engine's outcomes are the enumerator's, with the compiled cards' effects."""
    from pysolver.questions.replace.question import solve_replace

    scenario = dict(board, event=event)
    try:
        answer = solve_replace(load_scenario(scenario, "<check>", library), library, Limits(timeout=RUN_TIMEOUT))
    except Exception as exc:
        raise Failure("replace", "answered", f"the engine failed: {exc!r}", scenario) from None
    got = {as_tuples(o.events) for o in answer.outcomes}
    noncreatures = frozenset(o["id"] for o in board["objects"] if o["id"] in rules and "card" in o
                             and "creature" not in find_card(library, o["card"]).printed.types)
    expected = brute_force(board, event, rules, noncreatures)
    if got != expected:
        raise Failure("replace", "agrees with the brute-force enumerator",
                      f"engine {_outcomes(got)}, brute force {_outcomes(expected)}", scenario)


def _printed(library: Library, pool: Pool, name: str) -> tuple[dict[str, Any], list[Any]]:
    """A card's printed values and layer effects for layers_brute.evaluate: a compiled card's reading,
    or a card of the hand-written library with no layer effect (a basic land)."""
    reading = pool.readings.get(name)
    if reading is not None:
        return reading.printed, list(reading.layers or ())
    p = find_card(library, name).printed
    if any(a in library.effect_abilities for a in p.abilities):
        raise ValueError(f"{name}: a hand-written card with a layer effect")
    keywords = sorted(str(a) for a in p.abilities if a.name in KEYWORD_TERMS)
    return {"types": p.types, "subtypes": p.subtypes, "supertypes": p.supertypes, "colors": p.colors,
            "power": p.power, "toughness": p.toughness, "abilities": keywords}, []


def check_compiled_layers(board: dict[str, Any], pool: Pool, library: Library) -> None:
    """layers: every object's card types, subtypes, colours, keyword abilities, and a creature's power
    and toughness, after the layers are those the evaluator of layers 4-7 computes from the compiled
    facts."""
    try:
        sc = load_scenario(board, "<check>", library)
        states = final_states(sc, library, Limits(timeout=RUN_TIMEOUT))
    except ScenarioError:
        assume(False)  # a board the rules refuse (a target the spell may not have): not a question
        raise
    except Exception as exc:
        raise Failure("layers", "answered", f"the engine failed: {exc!r}", board) from None
    if len(states) != 1:
        raise Failure("layers", "one outcome", f"{len(states)} outcomes with distinct timestamps", board)
    cards = {name: _printed(library, pool, name)
             for name in {o["card"] for o in board["objects"]} | {e["spell"] for e in board.get("effects", [])}}
    try:
        expected = evaluate(board, cards)
    except Dependent:
        assume(False)  # effects that may depend on each other (613.8): the evaluator does not order them
        raise
    engine: dict[str, dict[str, Any]] = {}
    for sym in states[0].characteristics:
        oid, attr, value = sym.arguments
        entry = engine.setdefault(oid.name, {"abilities": set(), "type": set(), "subtype": set(), "color": set()})
        if attr.name == "ability" and value.name in KEYWORD_TERMS:
            entry["abilities"].add(str(value))
        elif attr.name in ("type", "subtype", "color"):
            entry[attr.name].add(value.name)
        elif attr.name in ("power", "toughness"):
            entry[attr.name] = value.number
    for oid, thing in sorted(expected.items()):
        got = engine.get(oid, {})
        want: dict[str, Any] = {"abilities": thing.abilities, "type": thing.types, "subtype": thing.subtypes,
                                "color": thing.colors}
        if "creature" in thing.types:
            want.update(power=thing.power, toughness=thing.toughness)
        have = {key: got.get(key) for key in want}
        if have != want:
            show = {k: sorted(v) if isinstance(v, set) else v for k, v in have.items()}
            expect = {k: sorted(v) if isinstance(v, set) else v for k, v in want.items()}
            raise Failure("layers", LAYERS_PROP, f"{oid} ({board_card(board, oid)}): engine {json.dumps(show)}, "
                                                 f"brute force {json.dumps(expect)}", board)


def board_card(board: dict[str, Any], oid: str) -> str:
    """The card name of an object of the board."""
    return next(o["card"] for o in board["objects"] if o["id"] == oid)
