"""The value of a one-shot combat requirement whose words surround what it affects (509.1c):
"all creatures able to block target creature this turn do so"; and of an effect after an optional cost
("you may pay {R}. If you do, target creature can't block this turn.", 608.2c, 603.12)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import EffectLine, OneShot
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


@dataclass(frozen=True)
class PaidEffectLine(EffectLine):
    """The sentences of an effect that happens only if an optional cost was paid as it resolved: `cost`
    ("you may pay {r}"), then "if you do," (608.2c) or "when you do," (a reflexive trigger, 603.12)."""

    cost: str = ""
    word: str = "if"

    def render(self) -> str:
        return f"{self.cost}. {self.word} you do, {super().render()}"
