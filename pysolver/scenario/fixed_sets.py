"""The fixed sets of resolved effects (611.2c): an effect whose words describe the objects it
affects, and that is given no `targets`, affects those its words described on the board as it stood
when it resolved, found by a layer run of that board (the question's to make: a callback,
pysolver.questions.layers.prepare.EarlierBoards)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import clingo

from pysolver.cards.library import Library
from pysolver.scenario.model import Scenario

# the objects each effect applied to (applied_to/2 of asp/layers.lp) in a layer run of a board of
# earlier effects, its timestamps in the list order
AppliedTo = Callable[[Scenario], list[clingo.Symbol]]


def with_fixed_sets(sc: Scenario, library: Library, applied: AppliedTo) -> Scenario:
    """611.2c: a continuous effect of a resolved spell or ability that modifies characteristics
    affects only the objects determined as it resolved. An effect whose words describe them
    ("Creatures you control get +2/+1 until end of turn.") and that is given no `targets` affects
    the objects they describe on the board as it stood then: those the layers pick for it with the
    effects of earlier timestamps (for equal timestamps, in the list order: `applied`), among the
    objects of earlier timestamps (a later one entered afterwards, a new object, 400.7). They become
    its fixed set (Effect.described), which the answer names."""
    pending = [i for i, e in enumerate(sc.effects) if e.ability in library.described and not e.targets
               and not e.described]
    if not pending:
        return sc
    effects = list(sc.effects)
    for i in sorted(pending, key=lambda j: effects[j].timestamp):
        eff = effects[i]
        # (in timestamp order: the sets of the earlier ones are already fixed)
        before = [e for e in effects if e.timestamp < eff.timestamp]
        me = clingo.Function(eff.id)
        picked = sorted(sym.arguments[1].name for sym in applied(dataclasses.replace(sc, effects=[*before, eff]))
                        if sym.arguments[0] == me)
        earlier = {o.id for o in sc.objects if o.timestamp < eff.timestamp}
        effects[i] = dataclasses.replace(eff, targets=[o for o in picked if o in earlier], described=True)
    return dataclasses.replace(sc, effects=effects)
