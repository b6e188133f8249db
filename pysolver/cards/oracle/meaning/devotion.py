"""The meanings of devotion (700.5; asp/devotion.lp): "your devotion to black [and red]" as the value of a
characteristic-defining ability ("~'s power is equal to your devotion to red": 604.3, layer 7a) and as the condition of
a static ability ("as long as your devotion to white is less than five": 604.1), both counted where the effect applies,
which is after the copy, control and text-changing effects (700.5a). ("~ isn't a creature", 205.1a, the gods' other
words, is a predicate: meaning/predicates.py.)"""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number


def devotion_value(m: Meaning, d: s.Devotion) -> clingo.Symbol:
    """The value term devotion(colors(C1[,C2]),Sel): Sel picks the permanents "you" control (109.5: the effect's
    controller; a selector picks permanents unless it names a zone, 110.1)."""
    colors = [c.word.value for c in d.colors if c.word is not None]
    if len(colors) != len(d.colors) or len(set(colors)) != len(colors):
        raise Unmeant(d.render(), "a devotion to colours each named once")
    if m.one_shot:  # 608.2h: a resolving effect's value is determined once, as it resolves: the board's x
        raise Unmeant(d.render(), "a devotion counted by a resolving effect (608.2h)")
    sel = F("your_permanents")
    m.add("scope", sel, N(1), F("pos"), F("you_control"))
    return F("devotion", [F("colors", [F(c) for c in colors]), sel])


def devotion_condition(m: Meaning, c: s.Condition) -> bool:
    """604.1: "as long as your devotion to COLOR [and COLOR] is less than N": the effect exists while fewer than N
    mana symbols of those colours are among the mana costs of the permanents its controller controls (700.5)."""
    if not isinstance(c, s.DevotionBelow):
        return False
    if c.amount.value is None:
        raise Unmeant(c.render(), "a devotion compared with X")
    value = devotion_value(m, c.devotion)
    m.add("condition", m.key, F("devotion_below", [N(c.amount.value), *value.arguments]))
    m.words.append(f"only while {c.render()} (700.5: the coloured mana symbols among the mana costs of the permanents "
                   "its controller controls, counted after the copy, control and text-changing effects, 700.5a)")
    return True
