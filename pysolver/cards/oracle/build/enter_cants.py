"""The builder's methods of "Lands can't enter the battlefield." (Worms of the Earth) and "Creature cards in graveyards
and libraries can't enter the battlefield." (Grafdigger's Cage; 614.17)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class EnterCantBuilder(PhraseBuilder):
    """"TYPES can't enter the battlefield."."""

    def kinds_cant_enter(self, c: list) -> s.KindsCantEnter:
        return s.KindsCantEnter(self.term(c[0]))

    def cards_cant_enter(self, c: list) -> s.CardsCantEnter:
        return s.CardsCantEnter(self.term(c[0]))
