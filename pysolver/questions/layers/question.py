"""The `layers` question: every object's characteristics after all continuous effects (CR 613).

The other questions (combat, replacement) read the same answer as facts: `final_state`.
"""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.index import board_library
from pysolver.cards.library import Library
from pysolver.cards.modelled import check_understood
from pysolver.errors import ScenarioError
from pysolver.questions.layers.decode import oracle_order
from pysolver.questions.layers.model import Outcome
from pysolver.questions.layers.notes import rule_notes
from pysolver.questions.layers.outcomes import FinalState, distinct_states
from pysolver.questions.layers.state_based import state_based_actions
from pysolver.questions.layers.text_changes import with_text_variants
from pysolver.scenario import Scenario
from pysolver.scenario.choices import check_required_choices
from pysolver.scenario.effects import activated_ability
from pysolver.scenario.facts import ordered_facts, scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import EngineRun, run_boards, run_engines


def with_activated_abilities(sc: Scenario, library: Library, limits: Limits) -> Scenario:
    """The scenario with the ability of every `ability_of` effect read among the abilities its source
    had when it was activated (602.1: an object's abilities after the layers are the ones it can
    activate; a copy's are the copied object's, 707.2, a granted one counts, 613.1f): those the
    layers give it with the effects of earlier timestamps, in Oracle order (decode.oracle_order)."""
    if not any(eff.after_layers for eff in sc.effects):
        return sc
    effects = list(sc.effects)
    for i in sorted(range(len(effects)), key=lambda j: effects[j].timestamp):
        eff = effects[i]
        if not eff.after_layers:
            continue
        earlier = [e for e in effects if not e.after_layers and e.timestamp < eff.timestamp]
        state = final_state(dataclasses.replace(sc, effects=earlier), library, limits, "layers")
        source = clingo.Function(eff.source or "")
        have = {sym.arguments[2] for sym in state.characteristics
                if sym.arguments[0] == source and sym.arguments[1].name == "ability"}
        effects[i] = activated_ability(sc, library, eff, oracle_order(sc, eff.source or "", have))
    return dataclasses.replace(sc, effects=effects)


def as_resolved(sc: Scenario, library: Library, limits: Limits) -> Scenario:
    """The scenario with every resolved effect as it was when it resolved: the ability an
    `ability_of` names read among its source's abilities then (with_activated_abilities: with the
    words a text change gave them, text_changes), and the objects an effect whose words describe
    them affects fixed then (with_fixed_sets)."""
    sc = with_text_variants(sc, library)
    return with_fixed_sets(with_activated_abilities(sc, library, limits), library, limits)


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
        earlier = [e for e in effects if e.timestamp < eff.timestamp]
        board = dataclasses.replace(sc, effects=[*earlier, eff])
        run = run_engines([scenario_facts(board, timestamp_orders(board, set())[0])], limits, label=sc.source)[0]
        me = clingo.Function(eff.id)
        picked = sorted(sym.arguments[1].name for sym in run.applied_to if sym.arguments[0] == me)
        effects[i] = dataclasses.replace(eff, targets=[o for o in picked if sc.object(o).timestamp < eff.timestamp],
                                         described=True)
    return dataclasses.replace(sc, effects=effects)


def final_states(sc: Scenario, library: Library, limits: Limits, history: bool = False,
                 require_choices: bool = True, question: str = "layers") -> list[FinalState]:
    """Distinct outcomes over every order of equal timestamps the active player may choose (613.7m).

    The first run takes the list order; it tells which entries' timestamps the rules read (timed/1),
    and only the orders of those among equal timestamps are run too (timestamp_orders).
    `history`: with what each step did, for the explanations (Outcome.history)."""
    return final_states_together([sc], library, limits, history, require_choices, question)[0]


def final_states_together(scenarios: list[Scenario], library: Library, limits: Limits,
                          history: bool = False, require_choices: bool = True,
                          question: str = "layers") -> list[list[FinalState]]:
    """final_states of each scenario, the first runs of all of them grounded together (many boards
    to a Control, pysolver.solving.runner.run_boards), within one set of limits. Each scenario is
    first read as its effects resolved (as_resolved). The first run of a scenario takes the list
    order; it tells which entries' timestamps the rules read (timed/1), and only the orders of those
    among equal timestamps are run too (timestamp_orders). With `require_choices`, every choice an
    ability needs must be made (check_required_choices): the answer shows what each ability does. A
    card on the board with an ability the engine does not understand that matters to `question` (the
    command asked) refuses it (pysolver.cards.modelled). Each outcome says the state-based actions its
    board calls for (704) and the rules behind unexpected values (notes)."""
    for sc in scenarios:
        check_understood(sc.source, sc.not_modelled, question)
    scenarios = [as_resolved(sc, library, limits) for sc in scenarios]
    if require_choices:
        for sc in scenarios:
            check_required_choices(sc, library)
    firsts = [ordered_facts(sc, set())[0] for sc in scenarios]
    # the library files each board needs, the same for every order (only the timestamps' ranks differ)
    files = [board_library(facts) for _order, facts in firsts]
    runs = run_boards([facts for _order, facts in firsts], max((len(sc.objects) for sc in scenarios), default=0),
                      limits, [sc.source for sc in scenarios], history, files)
    # 305.7: a board where a copied land's subtype was set to a basic land type runs again, the land
    # without the copiable effects affecting it (which may change what else applies: until stable)
    for i, sc in enumerate(scenarios):
        lost = lost_copies(sc, library, runs[i])
        while lost - sc.copies_lost:
            sc = scenarios[i] = dataclasses.replace(sc, copies_lost=sc.copies_lost | lost)
            firsts[i] = ordered_facts(sc, set())[0]
            runs[i] = run_boards([firsts[i][1]], len(sc.objects), limits, [sc.source], history, [files[i]])[0]
            lost = lost_copies(sc, library, runs[i])
    answers: list[list[FinalState]] = []
    for sc, (first, _facts), run, board_files in zip(scenarios, firsts, runs, files, strict=True):
        others = ordered_facts(sc, run.timed, start=1)
        more = run_boards([facts for _order, facts in others], len(sc.objects), limits, [sc.source] * len(others),
                          history, [board_files] * len(others))
        orders = [first] + [order for order, _facts in others]
        states = distinct_states(sc, library, orders, [run, *more])
        for state in states:
            state.outcome.state_based = state_based_actions(sc, state.characteristics)
            state.outcome.notes = rule_notes(sc, library, state.outcome, state.applied_to)
        answers.append(states)
    return answers


def lost_copies(sc: Scenario, library: Library, run: EngineRun) -> set[str]:
    """305.7 (as the rules excerpt words it): "If an effect sets a land's subtype to one or more of
    the basic land types, ... it loses ... any copiable effects affecting that land." The lands of a
    run that a copy effect (layer 1a) and an effect setting their land type (layer 4) applied to."""
    layers: dict[clingo.Symbol, set[str]] = {}
    for sym in run.applied:
        layers.setdefault(sym.arguments[2], set()).add(sym.arguments[1].name)
    copied, land_set = set(), set()
    for sym in run.applied_to:
        eff, obj = sym.arguments
        if "l1a" in layers.get(eff, set()) and "copy_of" in _operations(sc, library, eff):
            copied.add(obj.name)
        if "l4" in layers.get(eff, set()) and "set_land_type" in _operations(sc, library, eff):
            land_set.add(obj.name)
    return copied & land_set


def _operations(sc: Scenario, library: Library, eff: clingo.Symbol) -> set[str]:
    """The names of the operations of an engine effect term (asp/effects.lp)."""
    if eff.name == "eff":
        return library.operations.get(eff.arguments[1], set())
    effect = next((e for e in sc.effects if e.id == eff.name), None)
    if effect is None:
        return set()
    if effect.ability is not None:
        return library.operations.get(effect.ability, set())
    return {op.name for _, op in effect.parts}


def solve_layers(sc: Scenario, library: Library, limits: Limits, history: bool = False) -> list[Outcome]:
    """The `layers` answer: one outcome per distinct result (613.7m). Every choice an ability needs
    must be made: the answer shows what each ability does. `history`: record what each step did."""
    return [state.outcome for state in final_states(sc, library, limits, history)]


def final_state(sc: Scenario, library: Library, limits: Limits, question: str, history: bool = False) -> FinalState:
    """The one board a later question (combat, replacement) reads (`history`: with what each step
    did, for `--trace` and `--explain`). Equal timestamps whose orders give different
    characteristics leave the board undecided: that is bad input for `question`."""
    # `replace` answers about an event: a choice no replacement effect reads changes nothing of it (a
    # token copying Voice of All under Doubling Season, 616.1g), so a missing one is not refused there
    states = final_states(sc, library, limits, history, require_choices=question != "replace", question=question)
    if len(states) > 1:
        raise ScenarioError(sc.source, "timestamp",
                            f"equal timestamps give {len(states)} different boards (613.7m), and `{question}` "
                            "needs one; give the objects and effects distinct timestamps "
                            "(`mtgsolve layers` lists the outcomes)")
    return states[0]
