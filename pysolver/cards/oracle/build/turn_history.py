"""The builder's methods of conditions on what its controller did this turn (121.1 draws, 119.3 life gained)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class TurnHistoryBuilder(PhraseBuilder):
    """"you've drawn N or more cards this turn", "you gained life this turn"."""

    def drawn_at_least(self, c: list) -> s.DrawnAtLeast:
        return s.DrawnAtLeast(self.first_amount(c))

    def gained_life(self, _c: list) -> s.GainedLife:
        return s.GainedLife()
