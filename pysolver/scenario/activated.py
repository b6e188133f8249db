"""Which ability an `ability_of` effect activated (602.1): the ability is read among those its source
had when it was activated, as the layers give them with the effects of earlier timestamps (a copy's
are the copied object's, 707.2; a granted one counts, 613.1f; a text change keeps an ability's place,
612), in Oracle order (Scenario.oracle_order). The layers are the question's to give (a callback:
pysolver.questions.layers.prepare.EarlierBoards); the ability and the effect's targets and X are
checked as the loader checks `ability: N` (pysolver.scenario.effects)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import clingo

from pysolver.cards.library import Library
from pysolver.scenario.context import Context
from pysolver.scenario.effects import (
    check_option,
    check_targets,
    check_x,
    effect_ability,
    not_understood,
    unsure_abilities,
)
from pysolver.scenario.model import Effect, Scenario

# the characteristics after every layer (out/3 of asp/layers.lp) of a board of earlier effects: how
# the preparation asks the layers question itself (pysolver.questions.layers.question.final_state)
EarlierBoard = Callable[[Scenario], list[clingo.Symbol]]


def with_activated_abilities(sc: Scenario, library: Library, earlier: EarlierBoard) -> Scenario:
    """The scenario with the ability of every `ability_of` effect read among the abilities its source
    had when it was activated (602.1: an object's abilities after the layers are the ones it can
    activate; a copy's are the copied object's, 707.2, a granted one counts, 613.1f): those the
    layers give it with the effects of earlier timestamps (`earlier`), in Oracle order
    (Scenario.oracle_order)."""
    if not any(eff.after_layers for eff in sc.effects):
        return sc
    effects = list(sc.effects)
    for i in sorted(range(len(effects)), key=lambda j: effects[j].timestamp):
        eff = effects[i]
        if not eff.after_layers:
            continue
        before = [e for e in effects if not e.after_layers and e.timestamp < eff.timestamp]
        source = clingo.Function(eff.source or "")
        have = {sym.arguments[2] for sym in earlier(dataclasses.replace(sc, effects=before))
                if sym.arguments[0] == source and sym.arguments[1].name == "ability"}
        effects[i] = activated_ability(sc, library, eff, have)
    return dataclasses.replace(sc, effects=effects)


def activated_ability(sc: Scenario, library: Library, eff: Effect, have: set[clingo.Symbol]) -> Effect:
    """An `ability_of` effect whose ability is read among `have`, those its source had after the
    layers, in Oracle order (Scenario.oracle_order): `ability: N`, or the only one that can have made
    the effect; its targets checked against that ability (611.2c)."""
    abilities = sc.oracle_order(eff.source or "", have)
    cx = Context(sc.source, library)
    cx.players, cx.active = sc.players, sc.active
    cx.objects = {o.id: o for o in sc.objects}
    cx.object_ids = list(cx.objects)
    cx.definitions = list(sc.definitions)  # (an ability that gives an emblem: effect_ability)
    path = f"effects[{eff.index}]"
    source = cx.objects[eff.source or ""]
    name = source.printed.name
    if not abilities:
        raise cx.fail(f"{path}.ability_of", f"{eff.source} ({name}) has no ability after every continuous "
                                            "effect of an earlier timestamp, so none it could have activated")
    # (an activated or triggered ability not understood that it has, held as unmodelled("text"): the
    # refused line of a card of the board, pysolver.cards.compiled.CompiledAbility.held, or a quoted
    # ability granted, once_resolved/1 of pysolver.cards.oracle.meaning.grants)
    held = {not_understood(a) for a in abilities if a is not None}
    unsure = [text for text in unsure_abilities(sc.not_modelled) if text in held]
    unsure += [not_understood(a) for a in abilities if a in library.once_resolved and not_understood(a) not in unsure]
    ability = effect_ability(cx, abilities, path, "ability_of", f"{eff.source} ({name}, after the layers)",
                             eff.ability_number, unsure)
    check_targets(cx, ability, eff.targets, path, name)
    check_x(cx, ability, eff.x, path, name)
    check_option(cx, ability, {**source.choices, **eff.choices}, path, name)
    return dataclasses.replace(eff, ability=ability, after_layers=False)
