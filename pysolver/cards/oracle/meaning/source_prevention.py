"""The meanings of the prevention of the damage a group of sources would deal (615.1): replaces/2, repl_if/2 and
repl_op/2 of asp/replace/ (the damaged: applicability.lp; the sources: sources.lp, a selector of one scope/4
alternative per kind)."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions
from pysolver.cards.oracle.meaning.prevention import recipient_conditions
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number
# the conditions on a source asp/replace/sources.lp reads (205, 105, 113.3 a keyword it has, 109.5 its controller)
READ = frozenset({"type", "subtype", "supertype", "color", "colorless", "ability", "you_control", "opponent_controls"})


def _kind_conditions(g: s.Group) -> list[tuple[str, clingo.Symbol]]:
    """The conditions of one kind of source: its group's, and (208.1) a power of N or less / greater."""
    power: list[tuple[str, clingo.Symbol]] = []
    if g.filter is not None and g.filter.amount is not None:
        if g.filter.amount.value is None:
            raise Unmeant(g.render(), "a power of X")
        bound = "power_at_most" if g.filter.bound == "less" else "power_at_least"
        power.append(("pos", F(bound, [N(g.filter.amount.value)])))
        g = dataclasses.replace(g, filter=None)
    conds = group_conditions(g) + power
    for _sign, cond in conds:
        if cond.name not in READ and not cond.name.startswith("power_at"):
            raise Unmeant(g.render(), "a quality of a source the prevention rules do not read")
    return conds


@ability.register
def _(a: s.SourcePrevention, m: Meaning) -> None:
    # 615.1: a prevention effect; with a duration, a resolved spell's or activated ability's (611.2c: the board lists
    # it while it lasts, 602.1: an ability makes it only as it resolves), without, a static ability's. Which sources
    # it covers is read as the damage would be dealt (the layers' characteristics), not fixed as it began: it changes
    # no object's characteristics (611.2c)
    k = m.key
    p = a.prevention
    if a.cost is not None and p.duration is None:
        raise Unmeant(a.words, "an activated ability's prevention without a duration")
    m.add("ability_class", k, F("activated" if a.cost is not None else "spell" if p.duration else "replacement"))
    m.add("replaces", k, F("damage"))
    whom = "anything"
    if p.recipient == "players":  # 120.1: damage dealt to a player
        m.add("repl_if", k, F("affected", [F("player")]))
        whom = "a player"
    elif p.recipient is not None or p.group is not None:
        if p.duration is not None and p.recipient == "~":
            raise Unmeant(a.words, "a spell's prevention for itself")
        conds, whom = recipient_conditions(p)
        for cond in conds:
            m.add("repl_if", k, cond)
    if p.combat:
        m.add("repl_if", k, F("combat_damage"))
    if a.sources is not None and a.sources.itself:  # the effect's own object deals the damage (shields.lp)
        m.add("repl_if", k, F("source", [F("source")]))
    elif a.sources is not None and a.sources.chosen_color:
        # 614.12, 105.1: the colour its source chose as it entered (the scenario's `choices`), the damage's source
        # having it as the damage would be dealt (asp/replace/shields.lp)
        m.add("repl_if", k, F("source_color_chosen"))
    elif a.sources is not None:
        sel = F(normal_word(a.sources.render() + " dealing damage"))
        for alt, g in enumerate(a.sources.kinds, start=1):
            for sign, cond in _kind_conditions(g):
                m.add("scope", sel, N(alt), F(sign), cond)
            if a.sources.spells:  # 112.1: a spell is on the stack
                m.add("scope", sel, N(alt), F("pos"), F("spell"))
        m.add("repl_if", k, F("source_in", [sel]))
    m.add("repl_op", k, F("prevent_all"))
    m.words.append(f"a prevention effect (615.1): all {'combat ' if p.combat else ''}damage "
                   f"{a.sources.render() if a.sources else 'any source'} would deal to {whom} is prevented")
