"""The meanings of colour counts (105.1, 608.2h: counted as the effect applies, after layer 5): "for each of its colors"
(asp/effects.lp's value own_colors, the colours of the object the effect applies to) and "for each color among GROUP"
(the value colors_among(Sel), each colour once among what the selector picks); and of two groups counted together, "for
each land you control and each land card in your graveyard" (608.2h: the value sum(count(Sel1), count(Sel2))); and
"for each other creature on the battlefield that shares at least one creature type with it" (205.3m: the value
sharing(Sel), for each object the effect applies to, the others the selector picks with a creature type it has)."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, named_selector
from pysolver.cards.oracle.meaning.counter_counts import count_as_applies, per_count

F = clingo.Function


def colors_pt(p: s.GetPT, m: Meaning, subject: s.Affected, value: clingo.Symbol) -> None:
    """"gets +1/+1 for each of its colors / for each color among GROUP": +N/+N times the colours counted (`value`, of
    asp/effects.lp), read as the effect applies in layer 7c (608.2h; 613.4c: after layer 5 has set the colours)."""
    each = p.for_each
    assert isinstance(each, (s.OwnColors, s.ColorsAmong))
    count_as_applies(m, f"for each {each.render()}", "a count of colours")
    # "its": the object itself, what the source is attached to, or each object of "each GROUP" (one at a time)
    if isinstance(each, s.OwnColors) and not (isinstance(subject, (s.SelfRef, s.Attached)) or (
            isinstance(subject, s.Group) and subject.quant == "each")):
        raise Unmeant(f"for each {each.render()}", "\"its\" after a subject that is not one object at a time")
    whose = "the colours of the object it applies to" if isinstance(each, s.OwnColors) else \
        f"the colours among {each.group.render()}, each once"
    m.words.append(f"{p.change.render()} for each {each.render()} ({whose}, 105.1), counted as it applies (608.2h) "
                   f"({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", per_count(p.change, value)))


def count_sum_pt(p: s.GetPT, m: Meaning) -> None:
    """"gets +1/+1 for each land you control and each land card in your graveyard": +N/+N times the objects of both
    groups, each counted as the effect applies (608.2h). The permanents of the first group and the cards of the second,
    in a zone of its own, are never the same object, so the sum counts each object once."""
    each = p.for_each
    assert isinstance(each, s.CountSum)
    words = f"for each {each.render()}"
    count_as_applies(m, words, "a count")
    first, second = each.first, each.second
    if first.zone not in (None, "on the battlefield") or second.zone in (None, "on the battlefield") \
            or first.attached_to or second.attached_to:
        raise Unmeant(words, "two groups of which an object could be in both (only permanents and cards in another "
                             "zone are read)")
    value = F("sum", [F("count", [named_selector(m, first)]), F("count", [named_selector(m, second)])])
    m.words.append(f"{p.change.render()} {words}, both counted as it applies (608.2h) ({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", per_count(p.change, value)))


def sharing_pt(p: s.GetPT, m: Meaning, subject: s.Affected) -> None:
    """"Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with
    it." (Coat of Arms): +N/+N times, for each object the effect applies to ("it", one at a time), the objects of the
    group other than it that have at least one creature type it has (205.3m), counted as the effect applies in layer 7c
    (608.2h, 613.4c: after layer 4 has set the creature types: changeling, Conspiracy). "other" is other than "it", not
    other than the source (Coat of Arms counts itself when it is a creature sharing a type)."""
    each = p.for_each
    assert isinstance(each, s.SharingCount)
    words = f"for each {each.render()}"
    count_as_applies(m, words, "a count of objects sharing a creature type")
    if not (isinstance(subject, (s.SelfRef, s.Attached)) or isinstance(subject, s.Group) and subject.quant == "each"):
        raise Unmeant(words, "\"it\" after a subject that is not one object at a time")
    group = each.group
    if group.other != "other":
        raise Unmeant(words, "a count of sharing objects not written \"other\" (the object itself would count)")
    if group.attached_to is not None or group.status is not None:  # 506.4: a combat status no layers board states
        raise Unmeant(words, "a count of sharing objects attached to something or in combat")
    value = F("sharing", [named_selector(m, dataclasses.replace(group, other=None))])
    m.words.append(f"{p.change.render()} {words} (the objects other than the one it applies to with a creature type "
                   f"it has, 205.3m), counted as it applies after layer 4 (608.2h) ({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", per_count(p.change, value)))
