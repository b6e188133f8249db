"""The `replace` question: every distinct result of an event under replacement and prevention
effects (CR 614-616), with one order of applied effects that reaches each.

The board is the layer engine's answer (`final_state`): applicability is judged on the computed
characteristics. The event is read as facts (`event`), the replacement rules run over them and the
board's (`rules`), an object about to enter judged as it would exist on the battlefield (614.12:
`variants`, the layer engine run once more for each way it may enter that the rules ask for), and
their answer sets read back (`decode`) and put in words (`text`).
"""

from __future__ import annotations

from pysolver.cards.library import Library
from pysolver.errors import ScenarioError
from pysolver.questions.layers.question import final_state
from pysolver.questions.replace.decode import Decoder, outcome_key
from pysolver.questions.replace.event import event_facts
from pysolver.questions.replace.model import ReplaceAnswer, ReplaceOutcome
from pysolver.questions.replace.rules import run_rules
from pysolver.questions.replace.text import step_sentence
from pysolver.questions.replace.variants import variant_facts
from pysolver.scenario import Scenario
from pysolver.scenario.facts import board_facts
from pysolver.solving.limits import Limits


def solve_replace(sc: Scenario, library: Library, limits: Limits, history: bool = False) -> ReplaceAnswer:
    """Every distinct result the affected players can reach by their choices (616.1), one each, with
    the board the layers give (`history`: with what each step did, for `--trace` and `--explain`)."""
    if sc.event is None:
        raise ScenarioError(sc.source, "event", "missing: `replace` needs the event about to happen")
    state = final_state(sc, library, limits, "replace", history)
    sc = state.scenario
    events = event_facts(sc, state)
    facts = board_facts(sc, state.characteristics) + events
    run = run_rules(facts, limits, sc.source,
                    lambda needs, defs: variant_facts(sc, library, limits, needs, defs))
    decoder = Decoder(state, library, run.defs)
    seen: dict[str, ReplaceOutcome] = {}
    for symbols in run.models:
        outcome = decoder.outcome(symbols)
        seen.setdefault(outcome_key(outcome), outcome)
    outcomes = sorted(seen.values(), key=outcome_key)
    for outcome in outcomes:
        for step in outcome.steps:
            step.sentence = step_sentence(step)
    return ReplaceAnswer(outcomes, nodes=run.nodes, models=len(run.models), choices=run.choices,
                         layer_runs=1 + run.variants, board=state.outcome)
