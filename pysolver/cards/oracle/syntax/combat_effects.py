"""The value of a one-shot combat requirement whose words surround what it affects (509.1c):
"all creatures able to block target creature this turn do so"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import OneShot
from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class LureEffect(OneShot):
    """A resolved Lure on its target or its source: a one-shot effect whose predicate is the requirement
    (`predicates`, a lure CombatRule) and whose words are "all `noun` able to block `affected` `duration`
    do so"."""

    noun: Term | None = None

    def render(self) -> str:
        noun = self.noun.render() if self.noun else ""
        return f"all {noun} able to block {self.affected.render()} {self.duration} do so"
