"""The `layers` question: every object's characteristics after all continuous effects (CR 613).

The other questions (combat, replacement) read the same answer as facts: `final_state`.
"""

from __future__ import annotations

from pysolver.cards.index import board_library
from pysolver.cards.library import Library
from pysolver.cards.modelled import check_understood
from pysolver.errors import ScenarioError
from pysolver.questions.layers.model import Outcome
from pysolver.questions.layers.outcomes import FinalState, distinct_states
from pysolver.scenario import Scenario
from pysolver.scenario.choices import check_required_choices
from pysolver.scenario.facts import ordered_facts
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
    to a Control, pysolver.solving.runner.run_boards), within one set of limits. The first run of a
    scenario takes the list order; it tells which entries' timestamps the rules read (timed/1), and
    only the orders of those among equal timestamps are run too (timestamp_orders). With
    `require_choices`, every choice an ability needs must be made (check_required_choices): the answer
    shows what each ability does. A card on the board with an ability the engine does not understand
    that matters to `question` (the command asked) refuses it (pysolver.cards.modelled)."""
    for sc in scenarios:
        check_understood(sc.source, sc.not_modelled, question)
        if require_choices:
            check_required_choices(sc, library)
    firsts = [ordered_facts(sc, set())[0] for sc in scenarios]
    # the library files each board needs, the same for every order (only the timestamps' ranks differ)
    files = [board_library(facts) for _order, facts in firsts]
    runs = run_boards([facts for _order, facts in firsts], max((len(sc.objects) for sc in scenarios), default=0),
                      limits, [sc.source for sc in scenarios], history, files)
    answers: list[list[FinalState]] = []
    for sc, (first, _facts), run, board_files in zip(scenarios, firsts, runs, files, strict=True):
        others = ordered_facts(sc, run.timed, start=1)
        more = run_boards([facts for _order, facts in others], len(sc.objects), limits, [sc.source] * len(others),
                          history, [board_files] * len(others))
        orders = [first] + [order for order, _facts in others]
        answers.append(distinct_states(sc, library, orders, [run, *more]))
    return answers


def solve_layers(sc: Scenario, library: Library, limits: Limits, history: bool = False) -> list[Outcome]:
    """The `layers` answer: one outcome per distinct result (613.7m). Every choice an ability needs
    must be made: the answer shows what each ability does. `history`: record what each step did."""
    return [state.outcome for state in final_states(sc, library, limits, history)]


def final_state(sc: Scenario, library: Library, limits: Limits, question: str) -> FinalState:
    """The one board a later question (combat, replacement) reads. Equal timestamps whose orders
    give different characteristics leave the board undecided: that is bad input for `question`."""
    # `replace` answers about an event: a choice no replacement effect reads changes nothing of it (a
    # token copying Voice of All under Doubling Season, 616.1g), so a missing one is not refused there
    states = final_states(sc, library, limits, require_choices=question != "replace", question=question)
    if len(states) > 1:
        raise ScenarioError(sc.source, "timestamp",
                            f"equal timestamps give {len(states)} different boards (613.7m), and `{question}` "
                            "needs one; give the objects and effects distinct timestamps "
                            "(`mtgsolve layers` lists the outcomes)")
    return states[0]
