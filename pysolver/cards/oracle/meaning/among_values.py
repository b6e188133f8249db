"""The meanings of values over the objects a group picks, read as the effect applies (issue i28, second part; 608.2h),
for meaning/predicates.py and meaning/more_statics.py: domain, "for each basic land type among lands you control" and
"the number of basic land types among lands you control" (305.6: asp/effects.lp's value land_types(Sel)), and "the
greatest mana value among creatures you control" (202.3: the value greatest_mv(Sel))."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, named_selector

F, N = clingo.Function, clingo.Number


def among_value(m: Meaning, value: s.LandTypeCount | s.GreatestManaValue) -> clingo.Symbol:
    """The engine's value term of a count over a group, with the group's selector."""
    group = value.group
    if group.attached_to is not None:
        raise Unmeant(group.render(), "objects attached to something, in a count over a group")
    if isinstance(value, s.LandTypeCount):
        if group.noun.word is None or group.noun.word.value != "land" or group.zone is not None:
            raise Unmeant(group.render(), "the basic land types among lands on the battlefield only (305.6)")
        return F("land_types", [named_selector(m, group)])
    return F("greatest_mv", [named_selector(m, group)])


def land_types_pt(p: s.GetPT, m: Meaning) -> None:
    """"~ gets +1/+1 for each basic land type among lands you control" (domain): +N/+N times the basic land types
    (305.6) among the lands the group picks, counted as the effect applies (608.2h)."""
    each = p.for_each
    assert isinstance(each, s.LandTypeCount)
    if m.one_shot:  # 608.2h: a resolving effect's count is determined once, as it resolves
        raise Unmeant(f"for each {each.render()}", "a count of land types of a resolving effect (608.2h)")
    if m.tail is not None:
        raise Unmeant(m.tail.render(), "two counts for one change")
    counted = among_value(m, each)
    values = []
    for part in p.change.text.split("/"):
        if part.lstrip("+-") == "x":
            raise Unmeant(p.change.render(), "X with no value")
        v = int(part)
        # 608.2h: N for each is the count times N (times/2, asp/effects.lp)
        values.append({1: counted, -1: F("neg", [counted]), 0: F("n", [N(0)])}.get(v, F("times", [counted, N(v)])))
    m.words.append(f"{p.change.render()} for each {each.render()} (305.6), counted as it applies (608.2h) "
                   f"({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", values))
