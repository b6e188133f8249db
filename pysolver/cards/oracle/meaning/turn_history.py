"""The meanings of conditions on what its controller did this turn (604.1): condition/2 drawn_at_least(N) ("as long as
you've drawn N or more cards this turn", 121.1) and gained_life ("as long as you gained life this turn", 119.3), read by
asp/turn_history.lp (layers) and asp/combat/conditions.lp against the scenario's `drawn_this_turn` and
`gained_life_this_turn` of the effect's controller (109.5: "you"); and "as long as it entered this turn", the object
itself with the scenario's `entered_this_turn` (a fixed condition of asp/selectors.lp)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number

# the condition kinds of the turn's history (asp/turn_history.lp)
TURN_HISTORY_CONDITIONS = frozenset({"drawn_at_least", "gained_life"})


def turn_history_condition(m: Meaning, c: s.Condition) -> bool:
    """The condition's facts and words if it reads the turn's history (False otherwise)."""
    if isinstance(c, s.DrawnAtLeast):
        if c.amount.value is None:
            raise Unmeant(c.render(), "a number of cards drawn compared with X")
        m.add("condition", m.key, F("drawn_at_least", [N(c.amount.value)]))
        m.words.append(f"only while its controller has drawn {c.amount.value} or more cards this turn (121.1, the "
                       "scenario's `drawn_this_turn`)")
        return True
    if isinstance(c, s.GainedLife):
        m.add("condition", m.key, F("gained_life"))
        m.words.append("only while its controller has gained life this turn (119.3, the scenario's "
                       "`gained_life_this_turn`)")
        return True
    if isinstance(c, s.EnteredThisTurn):
        # 400.7: the object itself entered the battlefield this turn (asp/selectors.lp's fixed condition
        # entered_this_turn: no continuous effect changes it)
        sel = F("self_entered_this_turn")
        m.add("scope", sel, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(1), F("pos"), F("entered_this_turn"))
        m.add("condition", m.key, F("at_least", [N(1), sel]))
        m.words.append(f"only while {c.render()} (the scenario's `entered_this_turn`)")
        return True
    return False
