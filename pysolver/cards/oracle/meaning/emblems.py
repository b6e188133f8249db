"""The meaning of emblems (114).

"You get an emblem with "A" [and "B"]" (114.2): as the ability resolves its controller puts into the command zone an
emblem whose only characteristics are those abilities (114.3), owned and controlled by that player (114.2, 109.4c).
The creation is an action whose result the board states (an object `emblem: {of: CARD}`, pysolver.scenario.emblems):
emblem_ability(K,N,A) says that ability K creates an emblem whose Nth ability is A, each quoted ability compiled as a
line of its own (its definition facts with the line's). An emblem's abilities are all it is: one the compiler does not
fully understand refuses the whole line, naming its words (never an emblem with an ability missing).

"as long as you have N or more emblems" (604.1): condition at_least(N, Sel) where Sel picks the emblems (asp/
selectors.lp's fixed condition emblem) in the command zone (114.1) that the effect's controller owns (114.2: an emblem
is owned and controlled by the player who got it)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number


def emblem_facts(m: Meaning, e: s.GetEmblem) -> None:
    """The facts of an emblem's creation (see the module)."""
    if m.quoted is None:
        raise Unmeant(e.render(), "an emblem's abilities outside a compiled line")
    for place, q in enumerate(e.abilities, start=1):
        inner = m.quoted(q.text)
        if inner.key is None:  # 114.3: the abilities are the emblem's only characteristics
            raise Unmeant(inner.unknown or q.text, f"an emblem's ability not understood ({inner.reason})")
        if any(f.name == "ability_class" and f.arguments[0] == inner.key and f.arguments[1] == F("spell")
               for f in inner.facts):
            raise Unmeant(q.render(), "a spell ability of an emblem (113.3a: only instants and sorceries have them)")
        if inner.key.name == "oracle":  # the engine's own terms (keywords) are the library's
            m.facts += [f for f in inner.facts if f not in m.facts]
        m.add("emblem_ability", m.key, N(place), inner.key)
        m.words.append(f"the emblem's ability {q.render()}: {inner.meaning}")
    whom = "its controller" if e.who == "you" else "the target opponent, who owns and controls it,"
    m.words.append(f"gives {whom} an emblem with those abilities in the command zone (114.2-114.4: the board "
                   "states the emblems, `emblem: {of: CARD}`, and who got each, its `owner`)")


def emblem_condition(m: Meaning, c: s.Condition) -> bool:
    """The condition's facts and words if it is on its controller's emblems (False otherwise)."""
    if not isinstance(c, s.HaveEmblems):
        return False
    sel = F("your_emblems")
    for cond in (F("emblem"), F("zone", [F("command")]), F("you_own")):
        m.add("scope", sel, N(1), F("pos"), cond)
    m.add("condition", m.key, F("at_least", [N(c.count), sel]))
    m.words.append(f"only while {c.render()} (114.2: the emblems it owns in the command zone, the scenario's "
                   "`emblem` objects)")
    return True
