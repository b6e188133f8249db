"""The preparation step of the layers: a scenario and the library turned into what the layer engine
reads, every check that refuses the board made here, once.

First a card's ability the engine does not understand that matters to the question refuses it
(pysolver.cards.modelled). Then every resolved effect is read as it was when it resolved: the ability an
`ability_of` names among those its source had then (602.1, with the words text changes gave them, 612),
the objects an effect whose words describe them affected then (611.2c). A choice an ability needs that is
not made is refused (when the question asks for them). Last, the board's facts in the list order of
timestamps, with the library files they need.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import clingo

from pysolver.cards.index import board_library
from pysolver.cards.library import Library
from pysolver.cards.modelled import check_understood
from pysolver.questions.layers.decode import oracle_order
from pysolver.questions.layers.life import check_life_given
from pysolver.questions.layers.text_changes import with_text_variants
from pysolver.scenario import Scenario
from pysolver.scenario.choices import check_required_choices
from pysolver.scenario.effects import activated_ability
from pysolver.scenario.facts import ordered_facts, scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import EngineRun, run_engines

# the characteristics after every layer (out/3 of asp/layers.lp) of a board of earlier effects: how
# the preparation asks the layers question itself (pysolver.questions.layers.question.final_state)
EarlierBoard = Callable[[Scenario], list[clingo.Symbol]]


@dataclass
class Prepared:
    """A scenario as the layer engine reads it: every resolved effect as it resolved, the timestamp
    ranks of the list order, the board's facts in that order and the library files they need."""

    scenario: Scenario
    order: dict[str, int]
    facts: list[clingo.Symbol]
    files: list[Path]

    def other_orders(self, timed: set[str]) -> list[tuple[dict[str, int], list[clingo.Symbol]]]:
        """The other orders of equal timestamps that can differ, with the board's facts in each: only
        those among the `timed` entries, whose timestamps the rules read (timed/1 of the first run)."""
        return ordered_facts(self.scenario, timed, start=1)

    def again_after(self, run: EngineRun, library: Library) -> Prepared | None:
        """305.7 (as the rules excerpt words it): "If an effect sets a land's subtype to one or more of
        the basic land types, ... it loses ... any copiable effects affecting that land." The board
        again, when the run shows lands that a copy effect (layer 1a) and an effect setting their land
        type (layer 4) applied to and that have not lost them yet: without the copiable effects
        affecting them (the same library files: only an effect's reach changes); None when there are none."""
        layers: dict[clingo.Symbol, set[str]] = {}
        for sym in run.applied:
            layers.setdefault(sym.arguments[2], set()).add(sym.arguments[1].name)
        if not any("l1a" in applied_in for applied_in in layers.values()):
            return None  # no copy effect applied: no land lost one
        copied, land_set = set(), set()
        for sym in run.applied_to:
            eff, obj = sym.arguments
            if "l1a" in layers.get(eff, set()) and "copy_of" in self._operations(library, eff):
                copied.add(obj.name)
            if "l4" in layers.get(eff, set()) and "set_land_type" in self._operations(library, eff):
                land_set.add(obj.name)
        lost = copied & land_set
        if not lost - self.scenario.copies_lost:
            return None
        sc = dataclasses.replace(self.scenario, copies_lost=self.scenario.copies_lost | lost)
        order, facts = ordered_facts(sc, set())[0]
        return Prepared(sc, order, facts, self.files)

    def _operations(self, library: Library, eff: clingo.Symbol) -> set[str]:
        """The names of the operations of an engine effect term (asp/effects.lp)."""
        if eff.name == "eff":
            return library.operations.get(eff.arguments[1], set())
        effect = next((e for e in self.scenario.effects if e.id == eff.name), None)
        if effect is None:
            return set()
        if effect.ability is not None:
            return library.operations.get(effect.ability, set())
        return {op.name for _, op in effect.parts}


def prepare(sc: Scenario, library: Library, limits: Limits, question: str, require_choices: bool,
            earlier: EarlierBoard) -> Prepared:
    """The scenario prepared for `question` (the command asked): refused when a card on it has an
    ability the engine does not understand that matters to the question (check_understood); its
    abilities' words as text changes make them (with_text_variants, 612); its resolved effects as they
    resolved: the ability of each `ability_of` (with_activated_abilities; `earlier` gives the layers of
    a board of earlier effects, text changes among them), the objects of each
    effect whose words describe them (with_fixed_sets); with `require_choices`, refused when a choice
    an ability needs is not made (check_required_choices: the answer shows what each ability does)."""
    check_understood(sc.source, sc.not_modelled, question)
    check_life_given(sc)
    sc = with_text_variants(sc, library)
    sc = with_activated_abilities(sc, library, earlier)
    sc = with_fixed_sets(sc, library, limits)
    if require_choices:
        check_required_choices(sc, library)
    order, facts = ordered_facts(sc, set())[0]
    # the library files the board needs, the same for every order (only the timestamps' ranks differ)
    return Prepared(sc, order, facts, board_library(facts))


def with_activated_abilities(sc: Scenario, library: Library, earlier: EarlierBoard) -> Scenario:
    """The scenario with the ability of every `ability_of` effect read among the abilities its source
    had when it was activated (602.1: an object's abilities after the layers are the ones it can
    activate; a copy's are the copied object's, 707.2, a granted one counts, 613.1f): those the
    layers give it with the effects of earlier timestamps (`earlier`), in Oracle order
    (decode.oracle_order)."""
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
        in_order = oracle_order(sc, eff.source or "", have)
        effects[i] = activated_ability(sc, library, eff, in_order)
    return dataclasses.replace(sc, effects=effects)


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
