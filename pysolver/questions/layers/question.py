"""The `layers` question: every object's characteristics after all continuous effects (CR 613).

Each scenario is prepared once (pysolver.questions.layers.prepare: every refusal, the resolved effects
as they resolved, the board's facts), run (pysolver.solving.runner), and its runs read once
(pysolver.questions.layers.outcomes: the final states with their state-based actions and notes).
The other questions (combat, replacement) read the same answer: `final_state`.
"""

from __future__ import annotations

import clingo

from pysolver.cards.library import Library
from pysolver.errors import ScenarioError
from pysolver.questions.layers.copies_lost import without_lost_copies
from pysolver.questions.layers.model import Outcome
from pysolver.questions.layers.outcomes import FinalState, read_states
from pysolver.questions.layers.prepare import Prepared, prepare
from pysolver.scenario import Scenario
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_boards


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
    earlier effects). The first run of a scenario takes the list order; it tells which entries'
    timestamps the rules read (timed/1), and only the orders of those among equal timestamps are run
    too (timestamp_orders). Its runs are read once (read_states): each outcome says the state-based
    actions its board calls for (704) and the rules behind unexpected values (notes)."""
    prepared: list[Prepared] = []
    for sc in scenarios:
        prepared.append(prepare_board(sc, library, limits, question, require_choices))
    runs = run_boards([p.facts for p in prepared], [len(sc.objects) for sc in scenarios], limits,
                      [sc.source for sc in scenarios], history, [p.files for p in prepared])
    # 305.7: a board where a copied land's subtype was set to a basic land type runs again, the land
    # without the copiable effects affecting it (which may change what else applies: until stable)
    for i, p in enumerate(prepared):
        while True:
            again = without_lost_copies(p, runs[i], library)
            if again is None:
                break
            p = prepared[i] = again
            runs[i] = run_boards([p.facts], [len(p.scenario.objects)], limits, [p.scenario.source], history,
                                 [p.files])[0]
    answers: list[list[FinalState]] = []
    for p, run in zip(prepared, runs, strict=True):
        others = p.other_orders(run.timed)
        more = run_boards([facts for _order, facts in others], [len(p.scenario.objects)] * len(others), limits,
                          [p.scenario.source] * len(others), history, [p.files] * len(others))
        orders = [p.order, *(order for order, _facts in others)]
        answers.append(read_states(p.scenario, library, orders, [run, *more]))
    return answers


def prepare_board(sc: Scenario, library: Library, limits: Limits, question: str,
                  require_choices: bool = True) -> Prepared:
    """The scenario prepared for `question` (pysolver.questions.layers.prepare), the boards of earlier
    effects that an `ability_of` reads (602.1) answered here, as `layers` (final_state)."""

    def earlier(board: Scenario) -> list[clingo.Symbol]:
        """The characteristics after every layer of a board of earlier effects."""
        return final_state(board, library, limits, "layers").characteristics

    return prepare(sc, library, limits, question, require_choices, earlier)


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
