"""The meanings of compound conditions of static abilities: "as long as you control an artifact or enchantment" (604.1:
a condition at_least(1, Sel) whose selector has one alternative a kind, 611.3a; read as the layer applies, so that an
effect making a permanent an artifact, or taking control of one, changes whether it holds: asp/dependency.lp reads the
selector's words); "as long as you have more cards in hand than each opponent" (402.1, 102.2: condition
more_than_each_opponent(Sel), the cards of every hand counted by owner, asp/board_conditions.lp)."""

from __future__ import annotations

import re

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number


def compound_condition(m: Meaning, c: s.Condition) -> bool:
    """The facts of a compound condition (whether `c` is one)."""
    if isinstance(c, s.MoreCardsThanEachOpponent):
        # 402.1, 102.2: the cards of every hand, counted by owner (asp/board_conditions.lp): its controller's ("you",
        # 109.5) more than each opponent's
        sel = F("every_hand_card")
        m.add("scope", sel, N(1), F("pos"), F("zone", [F("hand")]))
        m.add("condition", m.key, F("more_than_each_opponent", [sel]))
        m.words.append(f"only while {c.render()} (402.1, 102.2: the cards each player owns in their hand)")
        return True
    if not isinstance(c, s.EitherKindControl):
        return False
    sel = F(re.sub(r"[^a-z0-9_]", "_", normal_word(c.render())))
    other = "another" if c.article == "another" else None
    for alt, kind in enumerate((c.first, c.second), start=1):
        if kind.word is None or kind.word.plural or kind.negated:
            raise Unmeant(c.render(), "one permanent of either kind, each named in the singular")
        # 109.5: "you" the source's controller; "another": not the source itself
        for sign, cond in group_conditions(s.Group(None, other, (), kind, "you control", None)):
            m.add("scope", sel, N(alt), F(sign), cond)
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.words.append(f"only while {c.render()} (611.3a: a permanent of either kind)")
    return True

