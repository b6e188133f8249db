"""The meanings of damage as counters (615.1, 614.1a, 122.1): replaces/2, repl_if/2 and repl_op/2 of asp/replace/
(damage_counters.lp, and modify.lp's remove_counter), and damage_as/2 (events.lp: every damage as though its source
had wither)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.prevention import recipient_conditions, source_quality

F, S, N = clingo.Function, clingo.String, clingo.Number


def _prevent_put(a: s.DamageCounters, m: Meaning) -> None:
    """615.1: a prevention effect that also puts counters: all the damage to the damaged is prevented and its
    controller puts counters on the damaged object or on the effect's source (615.12: "that many", "a": put even when
    the damage can't be prevented; "for each 1 damage prevented this way": as many as were prevented), an event of
    counters the counter effects then modify (616.1)."""
    k = m.key
    cond, whom = recipient_conditions(a)
    m.add("ability_class", k, F("replacement"))
    m.add("replaces", k, F("damage"))
    for c in cond:
        m.add("repl_if", k, c)
    if a.combat is not None:  # 510.2
        m.add("repl_if", k, F("combat_damage" if a.combat == "combat" else "noncombat_damage"))
    if a.source_kind is not None:  # 702.16a's words: "a creature" is a creature source
        m.add("repl_if", k, F("source_quality", [source_quality(a.source_kind)]))
    if a.monarch:  # 724
        m.add("repl_if", k, F("you_monarch"))
    m.add("repl_op", k, F("prevent_all"))
    where = F(a.holder)
    if a.how == "prevent_put_per":
        m.add("repl_op", k, F("put_counters_per_prevented", [S(a.kind), where]))
        many = f"a {a.kind} counter for each 1 damage prevented (none when none is, 615.12)"
    elif a.amount is None:
        m.add("repl_op", k, F("put_that_many_counters", [S(a.kind), where]))
        many = f"as many {a.kind} counters as the damage (615.12: even when it can't be prevented)"
    else:
        m.add("repl_op", k, F("put_counters", [S(a.kind), N(a.amount), where]))
        many = f"{a.amount} {a.kind} counter (615.12: even when the damage can't be prevented)"
    kinds = {"combat": "combat ", "noncombat": "noncombat "}.get(a.combat or "", "")
    by = f" by a {a.source_kind} source" if a.source_kind else ""
    monarch = " while its controller is the monarch (724)" if a.monarch else ""
    on = "the damaged permanent" if a.holder == "damaged" else "itself"
    m.words.append(f"a prevention effect (615.1): all {kinds}damage that would be dealt{by} to {whom}{monarch} is "
                   f"prevented, and its controller puts {many} on {on}")


@ability.register
def _(a: s.DamageCounters, m: Meaning) -> None:
    k = m.key
    if a.how in ("prevent_put", "prevent_put_per"):
        _prevent_put(a, m)
        return
    m.add("ability_class", k, F("replacement"))
    m.add("replaces", k, F("damage"))
    m.add("repl_if", k, F("affected", [F("you" if a.how == "counters_on_source" else "self")]))
    if a.how == "prevent_remove":
        # 615.1: a prevention effect, and the counters removed beside it (615.12: removed even when the damage can't
        # be prevented); 614.1: it applies only while the object has such a counter as the damage would be dealt
        if a.while_counter is not None:
            m.add("repl_if", k, F("self_counter", [S(a.while_counter)]))
        m.add("repl_op", k, F("prevent_all"))
        m.add("repl_op", k, F("remove_counter", [S(a.kind)]) if a.amount == 1
              else F("remove_counters", [S(a.kind)]))
        removed = f"a {a.kind} counter" if a.amount == 1 else f"that many {a.kind} counters (as many as it has)"
        only = f" while it has a {a.while_counter} counter" if a.while_counter else ""
        m.words.append(f"a prevention effect (615.1){only}: all damage to itself is prevented and {removed} removed "
                       "from it (615.12: removed even when the damage can't be prevented)")
    elif a.how == "counters_instead":
        # 614.1a: the damage is never dealt; its controller puts that many counters on it instead, an event the
        # counter effects then see (616.1)
        m.add("repl_op", k, F("counters_instead", [S(a.kind)]))
        m.words.append(f"a replacement effect (614.1a): damage that would be dealt to itself is not dealt; its "
                       f"controller puts that many {a.kind} counters on it instead")
    else:
        m.add("repl_op", k, F("counters_on_source", [S(a.kind)]))
        m.words.append(f"a replacement effect (614.1a): damage that would be dealt to its controller is not dealt; "
                       f"they put that many {a.kind} counters on it instead")


@ability.register
def _(a: s.DamageAsKeyword, m: Meaning) -> None:
    # 702.80a, 120.3d: a static ability (not a replacement effect): all damage has the results of damage from a source
    # with wither, -1/-1 counters on a creature put by the source's controller, which the counter effects then modify
    # (asp/replace/events.lp)
    m.add("ability_class", m.key, F("static"))
    if a.to_you:  # 702.90b, 120.3b: to its controller at 0 or less life, poison counters and no loss of life
        m.add("damage_to_you_as", m.key, F("kw", [F(a.keyword)]))
        m.words.append("702.90b, 120.3b: while its controller has 0 or less life (the scenario's `life`), damage dealt "
                       "to them gives them that many poison counters, put by the source's controller, and no loss of "
                       "life")
        return
    m.add("damage_as", m.key, F("kw", [F(a.keyword)]))
    m.words.append(f"702.80a, 120.3d: all damage is dealt as though its source had {a.keyword}: damage to a creature "
                   "is that many -1/-1 counters its source's controller puts on it")
