"""The meanings of values over the objects a group picks, read as the effect applies (issue i28, second part; 608.2h),
for meaning/predicates.py and meaning/more_statics.py: domain, "for each basic land type among lands you control" and
"the number of basic land types among lands you control" (305.6: asp/effects.lp's value land_types(Sel)), and "the
greatest mana value among creatures you control" (202.3: the value greatest_mv(Sel)), also as X ("gets +X/+0, where X is
..."), "the total number of cards in all players' hands" (402.1: a count of the cards in hands) and the objects "named
~" (201.2: asp/selectors.lp's condition same_name)."""

from __future__ import annotations

import re

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, named_selector
from pysolver.cards.oracle.meaning.counter_counts import count_as_applies, per_count
from pysolver.cards.oracle.meaning.devotion import devotion_value
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number


def among_value(m: Meaning, value: s.LandTypeCount | s.GreatestManaValue | s.CardsInHands | s.NamedCount | s.Devotion
                | s.ColorsAmong | s.SelfCounters) -> clingo.Symbol:
    """The engine's value term of a count over a group, with the group's selector."""
    if isinstance(value, s.SelfCounters):  # 122.1: the kind's counters on the object the ability defines (itself)
        return F("counters", [clingo.String(value.kind)])
    if isinstance(value, s.Devotion):  # 700.5 (meaning/devotion.py)
        return devotion_value(m, value)
    if isinstance(value, s.CardsInHands):  # 402.1: every player's hand, the cards the board lists there
        sel = clingo.Function("every_hand_card")
        m.add("scope", sel, N(1), F("pos"), F("zone", [F("hand")]))
        return F("count", [sel])
    if isinstance(value, s.NamedCount):  # 201.2: of the card type, with the name the source has (asp/selectors.lp)
        kind = value.kind.word
        if kind is None:
            raise Unmeant(value.render(), "objects of no card type")
        words = normal_word(value.render()).replace(" ", "_").replace("~", "this")
        sel = F(re.sub(r"[^a-z0-9_]", "_", words))
        conds = [F("type", [F(kind.value)]), F("same_name")]
        conds += [F("other")] if not value.number else []
        conds += [F("you_control")] if "you control" in value.where else []
        for cond in conds:
            m.add("scope", sel, N(1), F("pos"), cond)
        return F("count", [sel])
    group = value.group
    if group.attached_to is not None:
        raise Unmeant(group.render(), "objects attached to something, in a count over a group")
    if isinstance(value, s.ColorsAmong):  # 105.1: each colour once among what the group picks
        return F("colors_among", [named_selector(m, group)])
    if isinstance(value, s.LandTypeCount):
        if group.noun.word is None or group.noun.word.value != "land" or group.zone is not None:
            raise Unmeant(group.render(), "the basic land types among lands on the battlefield only (305.6)")
        return F("land_types", [named_selector(m, group)])
    return F("greatest_mv", [named_selector(m, group)])


def land_types_pt(p: s.GetPT, m: Meaning) -> None:
    """"~ gets +1/+1 for each basic land type among lands you control" (domain): +N/+N times the basic land types
    (305.6) among the lands the group picks; "for each other creature on the battlefield named ~" (201.2): times the
    objects of the card type with the source's name; each counted as the effect applies (608.2h)."""
    each = p.for_each
    assert isinstance(each, (s.LandTypeCount, s.NamedCount))
    count_as_applies(m, f"for each {each.render()}", "a count of land types")
    counted = among_value(m, each)
    values = per_count(p.change, counted)
    m.words.append(f"{p.change.render()} for each {each.render()}, counted as it applies (608.2h) "
                   f"({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", values))


def greatest_mv_pt(p: s.GetPT, m: Meaning) -> None:
    """"~ gets +X/+0, where X is the greatest mana value among artifacts you control" (202.3, 608.2h): X read as the
    effect applies (a resolving effect's X is determined once: refused)."""
    tail = m.tail
    assert tail is not None and tail.group is not None
    if m.one_shot or p.for_each is not None:
        raise Unmeant(tail.render(), "a greatest mana value of a resolving effect (608.2h) or beside another count")
    m.tail = None
    value = among_value(m, s.GreatestManaValue(tail.group))
    values = []
    for part in p.change.text.split("/"):
        if part.lstrip("+-") not in ("x", "0"):
            raise Unmeant(p.change.render(), "a change that is not X")
        values.append(F("n", [N(0)]) if part.lstrip("+-") == "0" else F("neg", [value]) if part.startswith("-")
                      else value)
    m.words.append(f"{p.change.render()}, X {tail.defined} (202.3), read as it applies (608.2h) ({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", values))
