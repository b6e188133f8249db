"""The meaning of a condition on at most or at least N objects (604.1): condition/2 at_most(N, Sel) or at_least(N, Sel),
read by asp/effects.lp (layers) and asp/combat/conditions.lp (combat) on what the selector picks."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.base import Meaning, named_selector

F, N = clingo.Function, clingo.Number


def at_most_condition(m: Meaning, c: s.AtMost) -> None:
    """The effect exists only while the selector picks N or fewer objects ("no": none)."""
    m.add("condition", m.key, F("at_most", [N(c.amount), named_selector(m, c.group)]))
    m.words.append(f"only while {c.render()} (at most {c.amount} of {c.group.render()})")


def at_least_condition(m: Meaning, c: s.AtLeast) -> None:
    """The effect exists only while the selector picks N or more objects ("you have seven or more cards in hand")."""
    m.add("condition", m.key, F("at_least", [N(c.amount), named_selector(m, c.group)]))
    m.words.append(f"only while {c.render()} (at least {c.amount} of {c.group.render()})")
