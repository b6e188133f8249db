"""The facts of a crew ability (702.122a), printed ("Crew 2") or granted ("Vehicles you control have crew 1.", 613.1f):
an activated ability whose effect, once resolved, makes its Vehicle an artifact creature until end of turn (205.1b:
every old card type and subtype kept; 208.3: the power and toughness printed on it); the cost (tapping creatures of
total power N or greater) is not modelled: the board says which abilities resolved and lists the effect while it lasts
(611.2a)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, oracle_key

F, N, S = clingo.Function, clingo.Number, clingo.String


def crew_facts(a: s.Crew, m: Meaning) -> None:
    """The definition facts of the crew ability `a` under the meaning's key (refused for crew X)."""
    if a.amount.value is None:
        raise Unmeant(a.render(), "crew X")
    m.add("ability_class", m.key, F("activated"))
    m.add("scope", m.key, N(1), F("pos"), F("self"))
    m.add("layer_of", m.key, F("l4"))
    for card_type in ("artifact", "creature"):
        m.add("does", m.key, F("l4"), F("add_type", [F(card_type)]))
    m.words.append(f"activated ability (702.122a: {a.render()}, its cost not modelled) once resolved (611.2): this "
                   f"permanent becomes an artifact creature until end of turn (205.1b: its other types kept; 208.3: "
                   f"its printed power and toughness; {LAYERS['l4']})")


def granted_crew(a: s.Crew, m: Meaning) -> clingo.Symbol:
    """The crew ability a grant adds (613.1f, layer 6): the ability the line "crew N" is, its key oracle("crew N") and
    its definition facts added to the meaning's (as a quoted ability's are, meaning/grants.py)."""
    inner = Meaning(oracle_key(a.render()))
    inner.add("text", inner.key, S(a.render()))
    crew_facts(a, inner)
    for fact in inner.facts:
        if fact not in m.facts:
            m.facts.append(fact)
    m.words.append(f"the ability {a.render()}: {inner.words[0]}")
    return inner.key
