"""The meanings of values a "gets" reads as the effect applies (issue i28; 608.2h), for meaning/predicates.py: "gets
+N/+N for each KIND counter on it / on ~" (122.1: asp/effects.lp's values counters(K) and src_counters(K)) and "gets
-X/-X, where X is your life total" (119: the value your_life); and the values a resolving effect determined once, as
it resolved (x_values: the effect's `x`)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning

F, N, S = clingo.Function, clingo.Number, clingo.String


def per_count(change: s.PTChange, counted: clingo.Symbol) -> list[clingo.Symbol]:
    """The power and toughness changes of "gets +N/+M for each ...": 608.2h, N for each is the count times N
    (times/2, asp/effects.lp), read as the effect applies."""
    values = []
    for part in change.text.split("/"):
        if part.lstrip("+-") == "x":
            raise Unmeant(change.render(), "X with no value")
        v = int(part)
        values.append({1: counted, -1: F("neg", [counted]), 0: F("n", [N(0)])}.get(v, F("times", [counted, N(v)])))
    return values


def x_values(change: s.PTChange, where_x: bool) -> list[clingo.Symbol]:
    """The changes of a value determined as the effect resolved (608.2h: the effect's `x`, 107.3c): "+X/+X" after
    "where X is", "+N/+N" for each (x times N)."""
    values = []
    for part in change.text.split("/"):
        number = part.lstrip("+-")
        if where_x and number not in ("x", "0") or not where_x and number == "x":
            raise Unmeant(change.render(), "a change that is not X (or N for each)")
        factor = 1 if number == "x" else int(number)
        value = F("x") if factor == 1 else F("times", [F("x"), N(factor)])
        values.append(F("n", [N(0)]) if factor == 0 else F("neg", [value]) if part.startswith("-") else value)
    return values


def count_as_applies(m: Meaning, each: str, what: str) -> None:
    """Refuse a "for each" count the layers cannot read as the effect applies (608.2h): one of a resolving effect
    (`what` names the count; `each` its words) and one beside a second count for the same change ("where X is")."""
    if m.one_shot:  # 608.2h: a resolving effect's count is determined once, as it resolves
        raise Unmeant(each, f"{what} of a resolving effect (608.2h)")
    if m.tail is not None:
        raise Unmeant(m.tail.render(), "two counts for one change")


def counter_count_pt(p: s.GetPT, m: Meaning, subject: s.Affected) -> None:
    """"~ gets +1/+1 for each age counter on it": +N/+N times the counters of the kind on the affected object
    ("it": the object itself, what the source is attached to, each object of "each creature ...") or on the source
    (~: "for each charge counter on this Equipment"), read as the effect applies (608.2h; 122.1: counters are no
    characteristic, no continuous effect changes them)."""
    each = p.for_each
    assert isinstance(each, s.CounterCount)
    count_as_applies(m, f"for each {each.render()}", "a count of counters")
    if each.on == "it" and not (isinstance(subject, (s.SelfRef, s.Attached))
                                or isinstance(subject, s.Group) and subject.quant == "each"):
        raise Unmeant(f"for each {each.render()}", "\"it\" after a subject of several objects")
    on = "counters" if each.on == "it" else "src_counters"
    counted = F(on, [S(each.kind)]) if each.kind else F(f"all_{on}")  # 122.1: counters of one kind, or of all
    values = per_count(p.change, counted)
    whose = "the object itself" if each.on == "it" else "its source"
    kind = f"{each.kind} counter" if each.kind else "counter of any kind"
    m.words.append(f"{p.change.render()} for each {kind} on {whose} (122.1), counted as it applies (608.2h) "
                   f"({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", values))


def life_total_pt(p: s.GetPT, m: Meaning) -> None:
    """"~ gets -X/-X, where X is your life total." (119, 608.2h): X is the life total of the effect's controller
    (109.5), read as the effect applies (asp/effects.lp's value your_life; the scenario's `life`)."""
    player_value_pt(p, m, "your_life", "life total", "its controller's life total (119)")


def player_value_pt(p: s.GetPT, m: Meaning, value: str, what: str, words: str) -> None:
    """"+X/+0" or "-X/-X" where X is a value of the effect's controller (109.5: asp/effects.lp's value `value`,
    your_life or your_speed), read as the effect applies (608.2h); `what` names it in a refusal, `words` in the
    meaning."""
    assert m.tail is not None
    if m.one_shot:  # 608.2h: a resolving effect's X is determined once, as it resolves
        raise Unmeant(m.tail.render(), f"a {what} of a resolving effect (608.2h)")
    m.tail = None
    values = []
    for part in p.change.text.split("/"):
        if part.lstrip("+-") not in ("x", "0"):
            raise Unmeant(p.change.render(), "a change that is not X")
        x = F("neg", [F(value)]) if part.startswith("-") else F(value)
        values.append(F("n", [N(0)]) if part.lstrip("+-") == "0" else x)
    m.words.append(f"{p.change.render()}, X {words}, read as it applies (608.2h) ({LAYERS['l7c']})")
    m.add("layer_of", m.key, F("l7c"))
    m.add("does", m.key, F("l7c"), F("modify_pt", values))
