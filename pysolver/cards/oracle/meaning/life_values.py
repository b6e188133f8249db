"""The meaning of "~'s power and toughness are each equal to your life total." (issue i28; 604.3, 613.4a: a
characteristic-defining ability in layer 7a; 119: the life total of its controller, asp/effects.lp's value your_life,
the scenario's `life`)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.predicates import add_operation

F, N = clingo.Function, clingo.Number


@ability.register
def _(a: s.LifePT, m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("static"))
    m.add("cda", k)  # 604.3: it works in every zone
    m.add("scope", k, N(1), F("pos"), F("self"))
    m.add("scope", k, N(1), F("pos"), F("anywhere"))
    add_operation(m, "l7a", F("cda_pt", [F("your_life"), F("your_life")]))
    m.words.append("a characteristic-defining ability (604.3, 613.4a layer 7a): its power and toughness = its "
                   "controller's life total (119)")
