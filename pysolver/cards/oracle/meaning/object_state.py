"""The meanings of conditions on the state of an object (604.1: an effect that exists only while its condition holds):
"~ has a counter on it", "there are exactly N KIND counters on ~", "there are N or more KIND counters on ~" (122.1:
asp/selectors.lp's fixed conditions counters_any(N) and counters(K,N), which no continuous effect changes), "~ has no
KIND counters on it" (122.1: at most none), "~'s power is N or greater" (208.1: read by the combat rules only), "N or
more Equipment are attached to it" (301.5: Equipment attached to the source or to what the source is attached to, read
as the layer applies, 205.3d: an Equipment while an artifact) and "~ is enchanted or equipped", "~ is enchanted by
exactly N / N or more Auras" (303.4, 301.5: the Auras / Equipment attached to the source)."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, self_condition

F, N, S = clingo.Function, clingo.Number, clingo.String


def object_state_condition(m: Meaning, c: s.Condition) -> bool:
    """The facts of a condition of this module's (whether `c` is one)."""
    if isinstance(c, s.HasCounter) and not c.kind and c.at_least is None:
        # 122.1: a counter of any kind, one or more counters of every kind together
        sel = F("self_with_counters_any", [N(1)])
        m.add("scope", sel, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(1), F("pos"), F("counters_any", [N(1)]))
        m.add("condition", m.key, F("at_least", [N(1), sel]))
        m.words.append("only while it has a counter on it (122.1: of any kind)")
    elif isinstance(c, s.CountersOnSelf):
        counters_on_self_condition(m, c)
    elif isinstance(c, s.EquipmentAttached):
        equipment_attached_condition(m, c)
    elif isinstance(c, s.NoCountersOnSelf):
        # 122.1: no counter of the kind on the object itself: it is not among the objects with one (at most none)
        sel = F("self_with_counter", [S(c.kind)])
        m.add("scope", sel, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(1), F("pos"), F("counter", [S(c.kind)]))
        m.add("condition", m.key, F("at_most", [N(0), sel]))
        m.words.append(f"only while it has no {c.kind} counters on it (122.1)")
    elif isinstance(c, s.AttachedToSelf):
        attached_to_self_condition(m, c)
    elif isinstance(c, s.SelfPowerAtLeast):
        # 208.1: its own power after every layer, power_at_least(N): read by the combat rules only (a layer effect
        # under it is refused: conditions.refuse_power_conditions)
        n = c.amount.value or 0
        self_condition(m, F("self_power_at_least", [N(n)]), F("power_at_least", [N(n)]),
                       f"only while its power is {n} or greater (208.1)")
    else:
        return False
    return True


def counters_on_self_condition(m: Meaning, c: s.CountersOnSelf) -> None:
    """122.1: N or more counters of the kind on the object itself; exactly N: N or more and not N+1 or more (two
    conditions, both of which must hold, 604.1)."""
    n = c.amount.value or 0
    if n < 1:
        raise Unmeant(c.render(), "a condition on no counters")
    sel = F("self_with_counters", [S(c.kind), N(n)])
    m.add("scope", sel, N(1), F("pos"), F("self"))
    m.add("scope", sel, N(1), F("pos"), F("counters", [S(c.kind), N(n)]))
    m.add("condition", m.key, F("at_least", [N(1), sel]))
    if not c.exactly:
        m.words.append(f"only while it has {n} or more {c.kind} counters on it")
        return
    more = F("self_with_counters", [S(c.kind), N(n + 1)])
    m.add("scope", more, N(1), F("pos"), F("self"))
    m.add("scope", more, N(1), F("pos"), F("counters", [S(c.kind), N(n + 1)]))
    m.add("condition", m.key, F("at_most", [N(0), more]))
    m.words.append(f"only while it has exactly {n} {c.kind} counters on it")


def equipment_attached_condition(m: Meaning, c: s.EquipmentAttached) -> None:
    """301.5: N or more Equipment attached to the source, or (`host`) to the object the source is attached to (an
    Equipment that is the source counts itself), each an Equipment as the layer applies (205.3d: while an
    artifact)."""
    n = c.amount.value or 0
    where = "attached_to_attached" if c.host else "attached_to_source"
    sel = F(f"equipment_{where}")
    m.add("scope", sel, N(1), F("pos"), F("subtype", [F("equipment")]))
    m.add("scope", sel, N(1), F("pos"), F(where))
    m.add("condition", m.key, F("at_least", [N(n), sel]))
    whom = "what it is attached to" if c.host else "it"
    m.words.append(f"only while {n} or more Equipment are attached to {whom} (301.5)")


def attached_to_self_condition(m: Meaning, c: s.AttachedToSelf) -> None:
    """303.4, 301.5: N or more (or exactly N) permanents attached to the source, each of one of the kinds (an Aura, an
    Equipment: one selector alternative a kind, each object once, 611.3a), read as the layer applies (205.3d: an Aura
    while an enchantment, an Equipment while an artifact); exactly N: N or more and not N+1 or more (604.1)."""
    n = c.amount.value or 0
    sel = F("_or_".join(c.kinds) + "_attached_to_source")
    for alt, kind in enumerate(c.kinds, start=1):
        m.add("scope", sel, N(alt), F("pos"), F("subtype", [F(kind)]))
        m.add("scope", sel, N(alt), F("pos"), F("attached_to_source"))
    m.add("condition", m.key, F("at_least", [N(n), sel]))
    if c.exactly:
        m.add("condition", m.key, F("at_most", [N(n), sel]))
    kinds = " or ".join("an Aura" if k == "aura" else "an Equipment" for k in c.kinds)
    bound = "exactly" if c.exactly else "at least"
    m.words.append(f"only while {c.render()} ({bound} {n} of what is attached to it, each {kinds}: 303.4, 301.5)")


def with_equipment_subject(a: s.Static) -> s.Static:
    """"two or more Equipment are attached to it" names the ability's subject: the object itself (~), or the creature
    its source is attached to ("equipped creature", "enchanted creature"); after any other subject it is refused."""
    c = a.condition
    if not isinstance(c, s.EquipmentAttached):
        return a
    if isinstance(a.subject, s.Attached):
        return dataclasses.replace(a, condition=dataclasses.replace(c, host=True))
    if not isinstance(a.subject, s.SelfRef):
        raise Unmeant(c.render(), "\"it\" names an object other than the source or what it is attached to")
    return a
