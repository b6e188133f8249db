"""The fixed sets of resolved effects (611.2c): an effect whose words describe the objects it
affects, and that is given no `targets`, affects those its words described on the board as it stood
when it resolved, found by a layer run of that board (the question's to make: a callback,
pysolver.questions.layers.prepare.EarlierBoards)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import clingo

from pysolver.cards.library import Library
from pysolver.scenario.model import Effect, Scenario

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
    its fixed set (Effect.described), which the answer names. An effect that copies a target ("Each other
    creature becomes a copy of target creature") is given that target alone, and keeps it first."""
    pending = [i for i, e in enumerate(sc.effects) if e.ability in library.described and not e.described
               and len(e.targets) == copied_targets(library, e.ability)]
    if not pending:
        return sc
    effects = list(sc.effects)
    for i in sorted(pending, key=lambda j: effects[j].timestamp):
        eff = effects[i]
        # (in timestamp order: the sets of the earlier ones are already fixed)
        before = [e for e in effects if e.timestamp < eff.timestamp]
        me = clingo.Function(eff.id)
        board = dataclasses.replace(sc, effects=[*before, eff])
        if copied_targets(library, eff.ability):
            board = _read_at_the_end(board, eff)
        picked = sorted(sym.arguments[1].name for sym in applied(board) if sym.arguments[0] == me)
        earlier = {o.id for o in sc.objects if o.timestamp < eff.timestamp}
        # (after the target it copies, when it copies one: the first of its `targets`)
        described = [o for o in picked if o in earlier and o not in eff.targets]
        effects[i] = dataclasses.replace(eff, targets=[*eff.targets, *described], described=True)
    return dataclasses.replace(sc, effects=effects)


def copied_targets(library: Library, ability: clingo.Symbol | None) -> int:
    """How many of the effect's `targets` are objects it copies rather than affects: 1 for "each other creature
    becomes a copy of target creature" (707.2; the op copy_of(copied_target), asp/resolved.lp), else 0."""
    return int("copied_target" in library.operations.get(ability, set())) if ability is not None else 0


def _read_at_the_end(board: Scenario, eff: Effect) -> Scenario:
    """The board of earlier effects with, in place of a copy effect (layer 1a), a probe with its words (scope/4,
    copied_target/2) and a change of layer 7d that reads nothing: 611.2c, the objects its words describe are those
    they describe on the game state as it began, every earlier effect applied, not on the state of layer 1a
    (an enchantment Opalescence animates in layer 4 is a creature then)."""
    probe = clingo.Function("fixed_set_probe", [eff.ability])
    words = [clingo.Function(f.name, [probe, *f.arguments[1:]]) for f in board.definitions
             if f.name in ("scope", "copied_target") and f.arguments and f.arguments[0] == eff.ability]
    layer = clingo.Function("l7d")
    probe_facts = [clingo.Function("layer_of", [probe, layer]),
                   clingo.Function("does", [probe, layer, clingo.Function("switch_pt")]), *words]
    effects = [dataclasses.replace(e, ability=probe) if e is eff else e for e in board.effects]
    return dataclasses.replace(board, effects=effects, definitions=[*board.definitions, *probe_facts])
