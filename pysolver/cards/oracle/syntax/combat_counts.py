"""Typed values of the combat forms of issue 30 beside the group filters: an attack cost under a condition ("As long as
this creature is untapped, creatures can't attack you or planeswalkers you control unless their controller pays {1}
for each of those creatures.", Archangel of Tithes: 508.1d, 604.1)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import GameRule
from pysolver.cards.oracle.syntax.predicates import Condition


@dataclass(frozen=True)
class ConditionalTax:
    """The attack cost `rule` of a static ability that works while `condition` holds (604.1)."""

    condition: Condition
    rule: GameRule

    def render(self) -> str:
        return f"as long as {self.condition.render()}, {self.rule.render()}"
