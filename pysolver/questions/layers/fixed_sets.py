"""The fixed sets of resolved effects (611.2c): an effect whose words describe the objects it
affects, and that is given no `targets`, affects those its words described on the board as it stood
when it resolved, found by a layer run of that board."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.library import Library
from pysolver.scenario import Scenario
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engines


def with_fixed_sets(sc: Scenario, library: Library, limits: Limits) -> Scenario:
    """611.2c: a continuous effect of a resolved spell or ability that modifies characteristics
    affects only the objects determined as it resolved. An effect whose words describe them
    ("Creatures you control get +2/+1 until end of turn.") and that is given no `targets` affects
    the objects they describe on the board as it stood then: those the layers pick for it with the
    effects of earlier timestamps (for equal timestamps, in the list order), among the objects of
    earlier timestamps (a later one entered afterwards, a new object, 400.7). They become its fixed
    set (Effect.described), which the answer names."""
    pending = [i for i, e in enumerate(sc.effects) if e.ability in library.described and not e.targets
               and not e.described]
    if not pending:
        return sc
    effects = list(sc.effects)
    for i in sorted(pending, key=lambda j: effects[j].timestamp):
        eff = effects[i]
        # (in timestamp order: the sets of the earlier ones are already fixed)
        before = [e for e in effects if e.timestamp < eff.timestamp]
        board = dataclasses.replace(sc, effects=[*before, eff])
        run = run_engines([scenario_facts(board, timestamp_orders(board, set())[0])], limits, label=sc.source)[0]
        me = clingo.Function(eff.id)
        picked = sorted(sym.arguments[1].name for sym in run.applied_to if sym.arguments[0] == me)
        effects[i] = dataclasses.replace(eff, targets=[o for o in picked if sc.object(o).timestamp < eff.timestamp],
                                         described=True)
    return dataclasses.replace(sc, effects=effects)
