"""The builder's method of a condition on its controller's life total (119)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class LifeBuilder(PhraseBuilder):
    """Life totals in conditions."""

    def life_at_least(self, c: list) -> s.LifeAtLeast:
        return s.LifeAtLeast(self.first_amount(c), str(c[-2]) == "more")
