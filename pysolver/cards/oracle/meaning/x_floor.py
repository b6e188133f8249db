"""The meaning of "COST: EFFECT X can't be 0." (Lair of the Hydra): the activated ability's meaning and
x_least(K, 1), which the scenario loader reads (601.2b, 602.2b: X is chosen as the ability is activated, and a value
the ability forbids can't be chosen; 107.3a: the resolved effect's X is that value, the board's `x`)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning

N = clingo.Number


@ability.register
def _(a: s.ActivatedXFloor, m: Meaning) -> None:
    if "{x}" not in a.activated.cost.render():
        raise Unmeant("x can't be 0", "an X that is no value of the ability's cost (107.3a)")
    ability(a.activated, m)
    m.add("x_least", m.key, N(a.least))
    m.words.append(f"X can't be {a.least - 1}: the value chosen as it was activated is at least {a.least} (601.2b)")
