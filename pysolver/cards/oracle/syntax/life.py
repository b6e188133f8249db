"""The value of a condition on its controller's life total (119): "as long as you have 25 or more life"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount


@dataclass(frozen=True)
class LifeAtLeast:
    """"you have N or more life" (`more`) / "you have N or less life"."""

    amount: Amount
    more: bool

    def render(self) -> str:
        return f"you have {self.amount.render()} or {'more' if self.more else 'less'} life"
