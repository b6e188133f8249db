"""The meanings of the "becomes" family's own predicates (613.1f): "loses this ability"."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate

F = clingo.Function


@predicate.register
def _(p: s.LosesThisAbility, m: Meaning, subject: s.Affected) -> None:
    # 613.1f: the object the ability is on loses it (lose/1 of the ability's own term, the key the
    # card's card_ability/3 names); only a resolving ability's effect on that object says "this ability"
    if not m.one_shot or not isinstance(subject, s.SelfRef):
        raise Unmeant(p.render(), "\"this ability\" of an effect that is not an ability's own on its object")
    add_operation(m, "l6", F("lose", [m.key]))
    m.words.append(f"loses this ability ({LAYERS['l6']})")
