"""The exchanges of control of resolved effects (701.12): "Exchange control of target land you control and target
land an opponent controls." gives each of its two targets the controller the other had as the effect resolved, on
the board as it stood then: the layers of a board of the effects of earlier timestamps (the question's to give, a
callback: pysolver.questions.layers.prepare.EarlierBoards). The exchange happens only if it can happen entirely
(701.12b): both targets still legal then (608.2b: what the words of each require, `exchange_target/3` of
pysolver/cards/oracle/meaning/exchanges.py, read on that board) and their controllers different; otherwise the
effect does nothing."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import clingo

from pysolver.cards.library import Library
from pysolver.errors import ScenarioError
from pysolver.scenario.model import Effect, Scenario

# the characteristics after every layer (out/3 of asp/layers.lp) of a board of earlier effects
EarlierBoard = Callable[[Scenario], list[clingo.Symbol]]


def with_exchanges(sc: Scenario, library: Library, earlier: EarlierBoard) -> Scenario:
    """The scenario with what each exchange of control gives its targets (Effect.exchanged), in timestamp order.
    Refused where the board of earlier effects is not the board as the exchange resolved: a target, or an object
    with a static ability (604.1: its effect would apply to that board), of a later timestamp (400.7: it was not
    there then)."""
    exchanges = {f.arguments[0] for f in sc.definitions
                 if f.name == "does" and len(f.arguments) == 3 and f.arguments[2].name == "exchange_control"}
    pending = [i for i, e in enumerate(sc.effects) if e.ability in exchanges]
    if not pending:
        return sc
    effects = list(sc.effects)
    for i in sorted(pending, key=lambda j: effects[j].timestamp):
        eff = effects[i]
        late = [o.id for o in sc.objects if o.id in eff.targets and o.timestamp > eff.timestamp]
        if late:  # 400.7: an object of a later timestamp is not the one the effect targeted
            raise ScenarioError(sc.source, f"effects[{eff.index}].targets",
                                f"{late[0]} has a later timestamp than {eff.id}: the exchange (701.12) is read on "
                                "the board as it stood when it resolved, and the object was not there then")
        statics = [o.id for o in sc.objects if o.timestamp > eff.timestamp
                   and any(library.ability_class.get(a) == "static" for a in o.printed.abilities)]
        if statics:
            raise ScenarioError(sc.source, f"effects[{eff.index}]",
                                f"{statics[0]} has a static ability and a later timestamp than {eff.id}: the "
                                "controllers as the exchange (701.12) resolved are not computed without it")
        board = dataclasses.replace(sc, effects=[e for e in effects if e.timestamp < eff.timestamp])
        out = earlier(board)
        effects[i] = dataclasses.replace(eff, exchanged=_exchanged(sc, eff, out))
    return dataclasses.replace(sc, effects=effects)


def _exchanged(sc: Scenario, eff: Effect, out: list[clingo.Symbol]) -> dict[str, str]:
    """Each target -> the controller the other had (701.12a), or nothing when the exchange cannot happen (701.12b)."""
    values: dict[str, dict[str, set[clingo.Symbol]]] = {}
    for sym in out:
        obj, attr, value = sym.arguments
        values.setdefault(obj.name, {}).setdefault(attr.name, set()).add(value)
    controllers = []
    for n, target in enumerate(eff.targets, start=1):
        have = values.get(target, {})
        owners = have.get("controller", set())
        if len(owners) != 1:
            return {}
        controller = next(iter(owners)).name
        needs = [f.arguments[2] for f in sc.definitions if f.name == "exchange_target" and len(f.arguments) == 3
                 and f.arguments[0] == eff.ability and f.arguments[1].number == n]
        if not _legal(needs, have, controller, eff.controller):
            return {}
        controllers.append(controller)
    if len(controllers) != 2 or controllers[0] == controllers[1]:
        return {}
    first, second = eff.targets
    return {first: controllers[1], second: controllers[0]}


def _legal(needs: list[clingo.Symbol], have: dict[str, set[clingo.Symbol]], controller: str, you: str) -> bool:
    """608.2b: whether a target still meets its words' requirements as the effect resolves."""
    types = {t.name for t in have.get("type", set())}
    kinds = {r.arguments[0].name for r in needs if r.name == "kind"}
    if kinds and not kinds & types:
        return False
    for r in needs:
        if r.name == "non" and r.arguments[0].name in types:
            return False
        if r.name == "controlled" and (controller == you) != (r.arguments[0].name == "you"):
            return False
        if r.name == "power_at_most":
            power = [p.number for p in have.get("power", set()) if p.type == clingo.SymbolType.Number]
            if len(power) != 1 or power[0] > r.arguments[0].number:
                return False
    return True
