"""The `layers` question: every object's characteristics after all continuous effects (CR 613).

Each scenario is prepared once (pysolver.questions.layers.prepare: every refusal, the resolved effects
as they resolved, the board's facts), run (pysolver.solving.runner: every run of a board is made here,
those the preparation asks for too), and its runs read once
(pysolver.questions.layers.outcomes: the final states with their state-based actions and notes).
The other questions (combat, replacement) read the same answer: `final_state`.
"""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.library import Library
from pysolver.errors import ScenarioError
from pysolver.questions.layers.combat_statuses import check_declared, statuses_read
from pysolver.questions.layers.copies_lost import without_lost_copies
from pysolver.questions.layers.model import Outcome
from pysolver.questions.layers.outcomes import FinalState, read_states
from pysolver.questions.layers.prepare import EarlierBoards, Prepared, prepare
from pysolver.scenario import Scenario
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import EngineRun, run_boards, run_engines


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
    prepared once for `question` (the command asked; prepare: every refusal, with `require_choices`
    the choices abilities need, its resolved effects as they resolved, asking the layers of boards of
    earlier effects). Its boards are run in rounds, those waiting for a run together: the first run
    of a scenario takes the list order; a board where a copied land's subtype was set to a basic land
    type runs again without the copiable effects affecting that land (305.7, without_lost_copies:
    which may change what else applies, until stable); the first run tells which entries' timestamps
    the rules read (timed/1), and only the orders of those among equal timestamps are run too
    (timestamp_orders). Its runs are read once (read_states): each outcome says the state-based
    actions its board calls for (704) and the rules behind unexpected values (notes). The combat section
    behind the statuses of combat the question sees is checked on each (check_declared, 506.4)."""
    prepared = prepare_boards(scenarios, library, limits, question, require_choices)
    orders: list[list[dict[str, int]]] = [[] for _ in prepared]
    runs: list[list[EngineRun]] = [[] for _ in prepared]
    # the boards waiting for a run (first the list order of every scenario, all together), each with
    # its scenario's index and whether it is that scenario's first run
    waiting = prepared[:]  # (a copy: a board run again takes its scenario's place in `prepared`)
    of: list[tuple[int, bool]] = [(i, True) for i in range(len(prepared))]
    while waiting:
        done = run_boards([p.facts for p in waiting], [len(p.scenario.objects) for p in waiting], limits,
                          [p.scenario.source for p in waiting], history, [p.files for p in waiting])
        after: list[Prepared] = []
        after_of: list[tuple[int, bool]] = []
        for p, (i, first), run in zip(waiting, of, done, strict=True):
            if first:
                again = without_lost_copies(p, run, library)
                if again is not None:  # 305.7: the board again, until stable
                    prepared[i] = again
                    after.append(again)
                    after_of.append((i, True))
                    continue
                for other in p.other_orders(run.timed):  # then its other orders that can differ
                    after.append(other)
                    after_of.append((i, False))
            orders[i].append(p.order)
            runs[i].append(run)
        waiting, of = after, after_of
    states = [read_states(p.scenario, library, o, r) for p, o, r in zip(prepared, orders, runs, strict=True)]
    for p, each in zip(prepared, states, strict=True):  # 506.4: the statuses of combat seen are kept
        if statuses_read(p.scenario):
            for state in each:
                check_declared(p.scenario, state.outcome.objects)
    return states


def prepare_boards(scenarios: list[Scenario], library: Library, limits: Limits, question: str,
                   require_choices: bool = True) -> list[Prepared]:
    """Each scenario prepared for `question` (prepare_board)."""
    prepared: list[Prepared] = []
    for sc in scenarios:
        prepared.append(prepare_board(sc, library, limits, question, require_choices))
    return prepared


def prepare_board(sc: Scenario, library: Library, limits: Limits, question: str,
                  require_choices: bool = True) -> Prepared:
    """The scenario prepared for `question` (pysolver.questions.layers.prepare), the boards of earlier
    effects that the preparation asks about (602.1, 611.2c) answered here: as `layers` (final_state),
    and by a run in the list order of timestamps."""

    def characteristics(board: Scenario) -> list[clingo.Symbol]:
        """The characteristics after every layer of a board of earlier effects (its objects with the statuses of
        combat the question sees; the declarations are checked on the final board only: combat=None)."""
        return final_state(dataclasses.replace(board, combat=None), library, limits, "layers").characteristics

    def applied_to(board: Scenario) -> list[clingo.Symbol]:
        """The objects each effect of a board of earlier effects applied to, its timestamps in the list order."""
        return run_engines([scenario_facts(board, timestamp_orders(board, set())[0])], limits,
                           label=board.source)[0].applied_to

    return prepare(sc, library, question, require_choices, EarlierBoards(characteristics, applied_to))


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
