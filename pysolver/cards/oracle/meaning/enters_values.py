"""The meanings of "enters with" counters numbered by values of objects (614.1c, 614.12, 107.3c): repl_op/2
enters_with_counters(Kind, among(How, Value, Sel)) or (Kind, source_value(Value)), which asp/replace/values.lp reads;
"a number more" on a group's entering objects (enters_with_counters(Kind, N), asp/replace/modify.lp)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, named_selector
from pysolver.cards.oracle.meaning.casting import check_counted
from pysolver.cards.oracle.meaning.entering import enters_self
from pysolver.cards.oracle.meaning.unless import affected_conditions

F, N, S = clingo.Function, clingo.Number, clingo.String


def _value(value: str, counted: str | None) -> clingo.Symbol:
    """power, toughness (208.1), or counters(Kind) (122.1: the counters of a kind on an object)."""
    return F("counters", [S(counted or "")]) if value == "counters" else F(value)


@ability.register
def _(a: s.EntersWithValue, m: Meaning) -> None:
    enters_self(m)
    check_counted(a.group)  # the qualities asp/replace/counts.lp reads as it enters
    sel = named_selector(m, a.group)
    m.add("repl_op", m.key, F("enters_with_counters", [S(a.counter), F("among", [F(a.how), _value(a.value, a.counted),
                                                                                  sel])]))
    what = {"max": f"the greatest {a.value} among", "sum": f"the total {a.value} of"}[a.how] if a.value != "counters" \
        else f"the {a.counted} counters among"
    m.words.append(f"a replacement effect (614.1c, 614.12): it enters with as many {a.counter} counters as "
                   f"{what} {a.group.render()}, read as it enters (107.1b: none when less than 1)")


@ability.register
def _(a: s.GroupEntersWithSourceValue, m: Meaning) -> None:
    if a.counter == "loyalty":  # 306.5b: a planeswalker's own loyalty counters are not modelled
        raise Unmeant(f"additional {a.counter} counters", "a planeswalker's own loyalty counters are not modelled")
    m.add("ability_class", m.key, F("replacement"))
    m.add("replaces", m.key, F("enter"))
    for cond in affected_conditions(a.group):
        m.add("repl_if", m.key, cond)
    if a.value is None:
        m.add("repl_op", m.key, F("enters_with_counters", [S(a.counter), N(a.amount or 0)]))
        more = f"{a.amount} additional {a.counter} counters"
    else:
        amount = F("source_value", [_value(a.value, a.counted)])
        m.add("repl_op", m.key, F("enters_with_counters", [S(a.counter), amount]))
        if a.value == "counters":
            more = f"an additional {a.counter} counter for each {a.counted} counter on its source"
        else:
            more = f"as many additional {a.counter} counters as its source's {a.value} (107.1b: none when less than 1)"
    m.words.append(f"a replacement effect (614.1c, 614.12): {a.group.render()} enter with {more}, read as each enters")
