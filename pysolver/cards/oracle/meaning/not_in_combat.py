"""The meaning of "Each untapped creature you control gets +0/+2 as long as it's not attacking." (Arcades Sabboth):
611.3a, the condition read for each object of the set as the effect applies. Attacking and blocking are statuses no
continuous effect changes (506.4, 613.1), fixed conditions of asp/selectors.lp as the question sees the scenario's
`combat`: the effect applies to each object of the set that does not have the status, one more negative condition of
its selector (meaning/combat_statuses.py)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.combat_statuses import BECOMES, refuse_early_layers

F, N = clingo.Function, clingo.Number


@ability.register
def _(a: s.EachNotInCombat, m: Meaning) -> None:
    ability(a.static, m)
    alternatives = {f.arguments[1] for f in m.facts if f.name == "scope" and f.arguments[0] == m.key}
    for alt in sorted(alternatives, key=lambda n: n.number):
        m.add("scope", m.key, alt, F("neg"), F(a.status))
    m.words.append(f"to each only while it is not {a.status} (611.3a; 506.4, {BECOMES[a.status]}: as the question "
                   "sees the scenario's `combat`)")
    refuse_early_layers(m, a.render())
