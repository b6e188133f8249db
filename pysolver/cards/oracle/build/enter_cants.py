"""The builder's method of "Lands can't enter the battlefield." (Worms of the Earth; 614.17)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class EnterCantBuilder(PhraseBuilder):
    """"TYPES can't enter the battlefield."."""

    def kinds_cant_enter(self, c: list) -> s.KindsCantEnter:
        return s.KindsCantEnter(self.term(c[0]))
