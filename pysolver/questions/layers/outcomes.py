"""The outcomes of a scenario from its runs (one per order of equal timestamps): each run read back,
those with the same characteristics counted once (613.7m), and the copy choices judged on the boards
the layers give (707.5)."""

from __future__ import annotations

import json
from dataclasses import dataclass

import clingo

from pysolver.cards.library import Library
from pysolver.errors import ScenarioError
from pysolver.questions.layers.decode import decode
from pysolver.questions.layers.model import Outcome
from pysolver.scenario import GameObject, Scenario
from pysolver.solving.runner import EngineRun


@dataclass
class FinalState:
    """One outcome of the layers: the answer as shown, the engine's final characteristics
    (out/3 of asp/layers.lp: object, attribute, value, one atom per element of a set) and the
    objects each effect applied to (applied_to/2, 613.6)."""

    outcome: Outcome
    characteristics: list[clingo.Symbol]
    applied_to: list[clingo.Symbol]


def distinct_states(sc: Scenario, library: Library, orders: list[dict[str, int]],
                    runs: list[EngineRun]) -> list[FinalState]:
    """The distinct final states of a scenario's runs (in the order of the runs), each run in its
    order of timestamps: those with the same characteristics of every object count once (613.7m).
    A copy choice that names what is not of the type copied is bad input (check_copied_creatures)."""
    check_copied_creatures(sc.source, sc.objects, library, [_types(run.out) for run in runs])
    states = [FinalState(decode(run, sc, library, order), run.out, run.applied_to)
              for order, run in zip(orders, runs, strict=True)]
    seen: dict[str, FinalState] = {}
    for state in states:
        seen.setdefault(json.dumps(state.outcome.objects, sort_keys=True), state)
    return list(seen.values())


def _types(characteristics: list[clingo.Symbol]) -> dict[str, list[str]]:
    """The card types of each object in a run's final characteristics (out/3)."""
    types: dict[str, list[str]] = {}
    for sym in characteristics:
        obj, attr, value = sym.arguments
        if attr.name == "type":
            types.setdefault(obj.name, []).append(value.name)
    return {oid: sorted(found) for oid, found in types.items()}


def check_copied_creatures(source: str, objects: list[GameObject], library: Library,
                           boards: list[dict[str, list[str]]]) -> None:
    """707.5 ("a copy of any creature on the battlefield"): what a `copy` choice names has the card
    type the ability asks for, judged on the board the layers give (the copied object's effects
    with later timestamps than the copy are not told apart: see README, copy effects)."""
    for i, obj in enumerate(objects):
        target = obj.choices.get("copy")
        kinds = {library.copy_kinds[a] for a in obj.printed.abilities if a in library.copy_kinds}
        if target is None or not kinds:
            continue
        for board in boards:
            types = board.get(target, [])
            missing = sorted(k for k in kinds if k not in types)
            if missing:
                raise ScenarioError(source, f"objects[{i}].choices.copy",
                                    f"{target} is not a {missing[0]} (the layers make it "
                                    f"{' '.join(types) or 'typeless'}): {obj.printed.name} enters as a copy "
                                    f"of a {missing[0]} on the battlefield (707.5)")
