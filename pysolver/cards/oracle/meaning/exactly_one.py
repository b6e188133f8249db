"""The meaning of "As long as you control exactly one creature, that creature gets +2/+0 and has deathtouch and
lifelink." (Deadly Wanderings; 604.1): a static ability on the permanents of the kind its controller controls (109.5),
which exists only while they are exactly one (conditions at_least(1, Sel) and at_most(1, Sel), each read as a layer of
the effect applies: a type-changing effect of layer 4 or a control change of layer 2 changes whether it holds, and
asp/dependency.lp reads the selector's words as for any condition)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, named_selector

F, N = clingo.Function, clingo.Number


@ability.register
def _(a: s.ExactlyOneStatic, m: Meaning) -> None:
    # "that creature": the one permanent of the kind its controller controls, so the effect's set is all of them
    # (while the condition holds there is exactly one)
    group = s.Group(None, None, (), a.kind, "you control", None)
    ability(s.Static(a.label, group, a.predicates, None, False), m)
    sel = named_selector(m, group)
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    m.add("condition", m.key, F("at_most", [N(1), sel]))
    m.words.insert(1, f"only while you control exactly one {a.kind.render()} (604.1)")
