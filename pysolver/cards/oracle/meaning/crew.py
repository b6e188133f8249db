"""The meaning of crew (702.122a): an activated ability whose effect, once resolved, makes its Vehicle an artifact
creature until end of turn (205.1b: every old card type and subtype kept; 208.3: the power and toughness printed on
it); the cost (tapping creatures of total power N or greater) is not modelled: the board says which abilities resolved
and lists the effect while it lasts (611.2a)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.predicates import add_operation

F, N = clingo.Function, clingo.Number


@ability.register
def _(a: s.Crew, m: Meaning) -> None:
    if a.amount.value is None:
        raise Unmeant(a.render(), "crew X")
    m.add("ability_class", m.key, F("activated"))
    m.add("scope", m.key, N(1), F("pos"), F("self"))
    for card_type in ("artifact", "creature"):
        add_operation(m, "l4", F("add_type", [F(card_type)]))
    m.words.append(f"activated ability (702.122a: {a.render()}, its cost not modelled) once resolved (611.2): this "
                   f"permanent becomes an artifact creature until end of turn (205.1b: its other types kept; 208.3: "
                   f"its printed power and toughness; {LAYERS['l4']})")
