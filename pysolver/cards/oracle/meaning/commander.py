"""The meaning of a condition on commanders (604.1, 903.3): "as long as you control your commander" (the Lieutenant
ability word), condition at_least(1, Sel) where Sel picks a permanent that is a commander (the scenario's object field
`commander`, asp/selectors.lp's fixed condition commander), that the effect's controller controls (903.3d: controlling
a commander is a permanent on the battlefield that is one) and owns ("your commander": the commander of your deck,
903.3; with two commanders, either, 702.124e)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number


def commander_condition(m: Meaning, c: s.Condition) -> bool:
    """The condition's facts and words if it is on commanders (False otherwise)."""
    if not isinstance(c, s.ControlYourCommander):
        return False
    sel = F("your_commander_you_control")
    for cond in ("commander", "you_own", "you_control"):
        m.add("scope", sel, N(1), F("pos"), F(cond))
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.words.append(f"only while {c.render()} (903.3: a commander it owns, the scenario's `commander`)")
    return True
