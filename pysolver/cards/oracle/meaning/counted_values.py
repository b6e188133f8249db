"""The meanings of sums in a characteristic-defining ability (604.3, 613.4a layer 7a, in every zone; 608.2h: each count
read as the effect applies): "N plus the number of GROUP" is asp/effects.lp's value plus(count(Sel), N), "the number of
GROUP plus the number of GROUP" its value sum(count(Sel1), count(Sel2)): two counts added, an object both groups pick
counted in each; "twice the number of GROUP" its value times(count(Sel), 2), "twice the number of basic land types among
lands you control" times(land_types(Sel), 2) (305.6)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.among_values import among_value
from pysolver.cards.oracle.meaning.base import Meaning, named_selector
from pysolver.cards.oracle.meaning.predicates import add_operation

F, N = clingo.Function, clingo.Number


@ability.register
def _(a: s.SummedPT, m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("static"))
    m.add("cda", k)  # 604.3: it works in every zone
    m.add("scope", k, N(1), F("pos"), F("self"))
    m.add("scope", k, N(1), F("pos"), F("anywhere"))
    counts = [among_value(m, g) if isinstance(g, s.LandTypeCount) else F("count", [named_selector(m, g)])
              for g in a.counts]
    value = counts[0] if len(counts) == 1 else F("sum", counts)
    if a.twice:  # 608.2h: the count doubled
        value = F("times", [value, N(2)])
    if a.number is not None:
        value = F("plus", [value, N(a.number_value)])
    if a.what.startswith("power and"):
        add_operation(m, "l7a", F("cda_pt", [value, value]))
    else:
        add_operation(m, "l7a", F("set_power" if a.what == "power is" else "set_toughness", [value]))
    what = a.what.removesuffix(" are each").removesuffix(" is")
    added = [str(a.number_value)] if a.number is not None else []
    counted = [g.render() if isinstance(g, s.LandTypeCount) else f"the number of {g.render()}" for g in a.counts]
    m.words.append(f"a characteristic-defining ability (604.3, 613.4a layer 7a): its {what} = "
                   + "2 x " * a.twice + " + ".join(added + counted))
