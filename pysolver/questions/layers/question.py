"""The `layers` question: every object's characteristics after all continuous effects (CR 613).

The other questions (combat, replacement) read the same answer as facts: `final_state`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import clingo

from pysolver.cards.index import board_library
from pysolver.cards.library import Library
from pysolver.cards.modelled import check_understood
from pysolver.errors import ScenarioError
from pysolver.programs.files import library_programs
from pysolver.questions.layers.decode import decode, distinct
from pysolver.questions.layers.model import Outcome
from pysolver.scenario import Scenario
from pysolver.scenario.choices import check_copied_creatures, check_required_choices
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import EngineRun, board_runs, run_engines


@dataclass
class FinalState:
    """One outcome of the layers: the answer as shown, the engine's final characteristics
    (out/3 of asp/layers.lp: object, attribute, value, one atom per element of a set) and the
    objects each effect applied to (applied_to/2, 613.6)."""

    outcome: Outcome
    characteristics: list[clingo.Symbol]
    applied_to: list[clingo.Symbol]


def final_states(sc: Scenario, library: Library, limits: Limits, history: bool = False) -> list[FinalState]:
    """Distinct outcomes over every order of equal timestamps the active player may choose (613.7m).

    The first run takes the list order; it tells which entries' timestamps the rules read (timed/1),
    and only the orders of those among equal timestamps are run too (timestamp_orders).
    `history`: with what each step did, for the explanations (Outcome.history)."""
    return final_states_together([sc], library, limits, history)[0]


def final_states_together(scenarios: list[Scenario], library: Library, limits: Limits,
                          history: bool = False) -> list[list[FinalState]]:
    """final_states of each scenario, the first runs of all of them grounded together (many boards
    to a Control, solve.run_engines), within one set of limits."""
    firsts = [timestamp_orders(sc, set())[0] for sc in scenarios]
    facts = [scenario_facts(sc, first) for sc, first in zip(scenarios, firsts, strict=True)]
    # the library files each board needs, the same for every order (only the timestamps' ranks differ)
    files = [board_library(board) for board in facts]
    runs: list[EngineRun] = []
    for indexes in board_runs(len(scenarios), max((len(sc.objects) for sc in scenarios), default=0)):
        wanted = {path for i in indexes for path in files[i]}
        runs += run_engines([facts[i] for i in indexes], limits, label=_label(scenarios, indexes), history=history,
                            library=[path for path in library_programs() if path in wanted])
    return [_outcomes(sc, library, limits, history, first, run, board_files)
            for sc, first, run, board_files in zip(scenarios, firsts, runs, files, strict=True)]


def _label(scenarios: list[Scenario], indexes: range) -> str:
    """What a limit's message names: the scenario, or the scenarios run together."""
    names = [scenarios[i].source for i in indexes]
    return names[0] if len(names) == 1 else f"{names[0]} (with {len(names) - 1} more run together)"


def _outcomes(sc: Scenario, library: Library, limits: Limits, history: bool, first: dict[str, int], run: EngineRun,
              files: list[Path]) -> list[FinalState]:
    """The distinct final states of a scenario whose first run (in the list order) is `run`: the
    other orders of its equal timestamps are run too, many boards to a Control (solve.run_engines)."""
    runs = [(first, run)]
    orders = timestamp_orders(sc, run.timed)[1:]
    for indexes in board_runs(len(orders), len(sc.objects)):
        boards = [scenario_facts(sc, orders[i]) for i in indexes]
        answers = run_engines(boards, limits, label=sc.source, history=history, library=files)
        runs += [(orders[i], answer) for i, answer in zip(indexes, answers, strict=True)]
    states: dict[int, FinalState] = {}
    for order, result in runs:
        outcome = decode(result, sc, library, order)
        states[id(outcome)] = FinalState(outcome, result.out, result.applied_to)
    kept = {id(oc) for oc in distinct([s.outcome for s in states.values()])}
    check_copied_creatures(sc.source, sc.objects, library, [s.outcome.objects for s in states.values()])
    return [s for key, s in states.items() if key in kept]


def solve_layers(sc: Scenario, library: Library, limits: Limits, history: bool = False) -> list[Outcome]:
    """The `layers` answer: one outcome per distinct result (613.7m). Every choice an ability needs
    must be made: the answer shows what each ability does. `history`: record what each step did."""
    check_understood(sc.source, sc.not_modelled, "layers")
    check_required_choices(sc, library)
    return [state.outcome for state in final_states(sc, library, limits, history)]


def final_state(sc: Scenario, library: Library, limits: Limits, question: str) -> FinalState:
    """The one board a later question (combat, replacement) reads. Equal timestamps whose orders
    give different characteristics leave the board undecided: that is bad input for `question`."""
    states = final_states(sc, library, limits)
    if len(states) > 1:
        raise ScenarioError(sc.source, "timestamp",
                            f"equal timestamps give {len(states)} different boards (613.7m), and `{question}` "
                            "needs one; give the objects and effects distinct timestamps "
                            "(`mtgsolve layers` lists the outcomes)")
    return states[0]
