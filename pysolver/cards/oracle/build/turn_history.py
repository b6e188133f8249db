"""The builder's methods of conditions on what its controller did this turn (121.1 draws, 119.3 life gained) and on
what the object itself did ("it entered this turn")."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class TurnHistoryBuilder(PhraseBuilder):
    """"you've drawn N or more cards this turn", "you gained life this turn"."""

    def drawn_at_least(self, c: list) -> s.DrawnAtLeast:
        return s.DrawnAtLeast(self.first_amount(c))

    def gained_life(self, _c: list) -> s.GainedLife:
        return s.GainedLife()

    def self_entered_this_turn(self, c: list) -> s.EnteredThisTurn:
        return s.EnteredThisTurn(" ".join(str(t) for t in c))
