"""What the page shows of each answer: the command line's text (the same functions render it), the
JSON `--json` prints, and for `layers` the dependency graph drawn as SVG (pysolver.graph).

Every function here is called on a worker thread of the app (pysolver.web.app), with the scenario
already read; the engine's errors (pysolver.errors) go up to the app, which shows their lines.
"""

from __future__ import annotations

import io
import threading
from typing import TYPE_CHECKING, Any

from pysolver.engine import Engine
from pysolver.scenario import Scenario

if TYPE_CHECKING:
    from pysolver.questions.layers.model import Outcome

# the width of the answer's text on the page (columns of the monospace block)
TEXT_WIDTH = 100
# matplotlib's pyplot keeps global state: one drawing at a time
_DRAWING = threading.Lock()


def layers_answer(engine: Engine, sc: Scenario) -> dict[str, Any]:
    """`mtgsolve layers --trace`: the text (table, application order, dependencies in words, what did not
    apply and why), the JSON, each outcome's dependency graph as inline SVG, and for each outcome and
    object what `--explain OBJECT` says (the last effect that set each changed value)."""
    from pysolver.questions.layers.text import render
    from pysolver.questions.layers.trace import explain

    result = engine.layers(sc, history=True)
    return {"text": with_not_modelled(render(result.outcomes, sc, TEXT_WIDTH, True, []), sc), "json": result.to_json(),
            "graphs": [graph_svg(outcome) for outcome in result.outcomes],
            "explain": [{oid: explain(outcome, sc, oid, TEXT_WIDTH) for oid in outcome.objects}
                        for outcome in result.outcomes]}


def graph_svg(outcome: Outcome) -> str:
    """The dependency graph of an outcome (613.8) drawn by pysolver.questions.layers.graph, as an <svg> element."""
    import matplotlib

    from pysolver.questions.layers.graph import dependency_graph, draw

    picture = io.BytesIO()
    # the words as SVG text (readable, searchable, smaller) in the page's own fonts, not as outlines
    with _DRAWING, matplotlib.rc_context({"svg.fonttype": "none"}):
        draw(dependency_graph(outcome), picture, "svg")  # type: ignore[arg-type]  # savefig takes a file too
    text = picture.getvalue().decode("utf-8")
    return text[text.index("<svg"):]  # without the XML declaration and doctype: inline in the page


def combat_answer(engine: Engine, sc: Scenario, question: str, limit: int) -> dict[str, Any]:
    """`mtgsolve attacks` / `blocks`: the text, the JSON, the legal declarations in words and, for the
    scenario's declaration, whether it is legal and why (the witness of an illegal one)."""
    from pysolver.questions.combat.text import declaration_text, reason, render
    from pysolver.text import wrap_lines

    answer = engine.attacks(sc, limit) if question == "attacks" else engine.blocks(sc, limit)
    combat = answer.answer
    checked = None
    if combat.checked is not None:
        checked = {"declaration": declaration_text(combat, combat.checked.declaration),
                   "legal": combat.checked.legal, "reason": reason(combat)}
    return {"text": with_not_modelled(wrap_lines(render(combat), TEXT_WIDTH), sc), "json": answer.to_json(),
            "legal": [declaration_text(combat, d) for d in combat.legal], "truncated": combat.truncated,
            "checked": checked}


def replace_answer(engine: Engine, sc: Scenario) -> dict[str, Any]:
    """`mtgsolve replace`: the text and the JSON."""
    from pysolver.questions.replace.text import render
    from pysolver.text import wrap_lines

    answer = engine.replace(sc)
    return {"text": with_not_modelled(wrap_lines(render(answer.answer, sc.event or {}), TEXT_WIDTH), sc),
            "json": answer.to_json()}


def explore_answer(engine: Engine, sc: Scenario, limit: int, seed: int) -> dict[str, Any]:
    """`mtgsolve explore`: the text and the JSON."""
    from pysolver.questions.explore.text import render

    result = engine.explore(sc, limit, seed)
    return {"text": with_not_modelled(render(result, sc, TEXT_WIDTH), sc), "json": result.to_json()}


def with_not_modelled(text: str, sc: Scenario) -> str:
    """An answer's text followed, as on the command line, by the lines of the board's compiled cards
    the engine does not understand and that cannot matter to the question (pysolver.cards.modelled)."""
    if not sc.not_modelled:
        return text
    from pysolver.cards.modelled import not_modelled_lines
    from pysolver.text import wrap_lines

    return text + "\n\n" + wrap_lines("\n".join(not_modelled_lines(sc.not_modelled)), TEXT_WIDTH)
