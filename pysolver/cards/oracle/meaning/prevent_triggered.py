"""The meaning of a triggered ability's prevention effect (615.1): replaces/2, repl_if/2, repl_op/2 of a
resolved ability, which exists once it resolved (the board's `effects`, `ability_of`) for the turn."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function
# the damage of the ability's source prevented (asp/replace/applicability.lp, shields.lp)
SIDES = {"to": F("affected", [F("source")]), "by": F("source", [F("source")]),
         "to and dealt by": F("involves", [F("source")])}


@ability.register
def _(a: s.TriggeredPrevention, m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("triggered"))
    m.add("replaces", k, F("damage"))
    if a.whom == "it" and a.side is not None:
        m.add("repl_if", k, SIDES[a.side])
        whom = f"dealt {a.side} it (the object whose event triggered it, 603.2)"
    elif a.whom == "you":
        m.add("repl_if", k, F("affected", [F("you")]))
        whom = "dealt to its controller"
    else:
        whom = "dealt"
    if a.combat:
        m.add("repl_if", k, F("combat_damage"))  # 510.2
    m.add("repl_op", k, F("prevent_all"))
    m.words.append(f"a prevention effect (615.1) of a resolved triggered ability: all {'combat ' if a.combat else ''}"
                   f"damage that would be {whom} this turn is prevented")
