"""The meaning of "are the chosen color in addition to their other colors" (105.3, 205.1b: the colour chosen as the
source entered, 614.12, added in layer 5). (Every object as a subject, scope anywhere, is meaning/base.py's
scope_facts.)"""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate

F = clingo.Function


@predicate.register
def _(p: s.AddChosenColor, m: Meaning, subject: s.Affected) -> None:
    add_operation(m, "l5", F("add_color", [F("chosen")]))
    m.words.append(f"{p.render()} (the colour chosen as its source entered, 614.12; 105.3; {LAYERS['l5']})")
