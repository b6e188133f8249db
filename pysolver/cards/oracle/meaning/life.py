"""The meaning of a condition on its controller's life total (119, 604.1): condition/2 life_at_least(N)
or life_at_most(N), read by asp/effects.lp against the scenario's `life` of the effect's controller."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number


def life_condition(m: Meaning, c: s.LifeAtLeast) -> None:
    """The effect exists only while its controller has N or more (or N or less) life."""
    if c.amount.value is None:
        raise Unmeant(c.render(), "a life total compared with X")
    m.add("condition", m.key, F("life_at_least" if c.more else "life_at_most", [N(c.amount.value)]))
    m.words.append(f"only while its controller has {c.amount.value} or {'more' if c.more else 'less'} life "
                   "(119, the scenario's `life`)")
