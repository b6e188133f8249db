"""The meaning of a "can't" effect on counters (614.17, 122.6): cant/2 and cant_if/2 of the ability, which
asp/replace/counter_cants.lp reads. The effect changes no characteristic: counters already on a permanent or player
stay (614.17a: it can't go back in time), so it matters to `replace` only, never to the layers."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions
from pysolver.cards.oracle.meaning.unless import affected_conditions
from pysolver.cards.vocabulary import normal_word

F, N, S = clingo.Function, clingo.Number, clingo.String
# 122.1: the players who can't get counters: "you" is the controller of the ability's source (109.5), "your
# opponents" every other player (102.3)
GETTERS = {"players": None, "you": "you", "your opponents": "opponent"}


def _on_permanents(m: Meaning, a: s.CounterCant) -> str:
    """cant_if/2 of the permanents the counters can't be put on; returns them in words."""
    k = m.key
    if a.on == "self":
        m.add("cant_if", k, F("affected", [F("self")]))
        return "itself"
    if a.on == "group":
        (g,) = a.kinds
        if g.relative not in (None, "you control", "your opponents control"):
            raise Unmeant(g.relative, "whose permanents they are")
        for cond in affected_conditions(g, replacing=False):
            m.add("cant_if", k, cond)
        return g.render()
    # one of several kinds (asp/replace/kinds.lp's selectors), one scope/4 alternative each
    sel = F(normal_word(" or ".join(g.render() for g in a.kinds) + " no counters"))
    for alt, g in enumerate(a.kinds, start=1):
        if g.relative is not None:
            raise Unmeant(g.render(), "whose permanents they are")
        for sign, cond in group_conditions(g):
            if cond.name not in ("type", "subtype", "supertype", "color"):
                raise Unmeant(g.render(), "a quality of the permanent that no rule reads")
            m.add("scope", sel, N(alt), F(sign), cond)
    m.add("cant_if", k, F("affected_one_of", [sel]))
    words = [g.render() for g in a.kinds]
    return ", ".join(words[:-1]) + ", or " + words[-1] if len(words) > 2 else " or ".join(words)


@ability.register
def _(a: s.CounterCant, m: Meaning) -> None:
    # 614.17, 614.17c: putting such counters is an event that can't happen; 122.6: counters put on a permanent as it
    # enters are put on it too
    k = m.key
    m.add("ability_class", k, F("static"))
    if a.kind is not None:
        m.add("cant_if", k, F("counter_kind", [S(a.kind)]))
    counters = f"{a.kind} counters" if a.kind else "counters"
    if a.on in GETTERS:
        m.add("cant", k, F("get_counters"))
        who = GETTERS[a.on]
        if who is not None:
            m.add("cant_if", k, F("affected", [F(who)]))
        m.words.append(f"614.17, 122.1: {a.on} can't get {counters}; an event of putting them on such a player does "
                       "not happen, and no effect but a self-replacement modifies it (614.17c)")
        return
    m.add("cant", k, F("have_counters"))
    whom = _on_permanents(m, a)
    m.words.append(f"614.17, 122.6: {counters} can't be put on {whom} (also as it enters); such an event does not "
                   "happen, and no effect but a self-replacement modifies it (614.17c); counters already there stay")
