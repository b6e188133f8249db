"""The builder's methods of emblems (114): "you get an emblem with "ABILITY"" and "you have N or more emblems"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class EmblemBuilder(PhraseBuilder):
    """An emblem's creation (114.2) and a condition on a player's emblems."""

    def emblem_gained(self, c: list) -> s.GetEmblem:
        quoted = [t for t in c if isinstance(t, Token) and t.type == "QUOTED"]
        return s.GetEmblem(tuple(s.QuotedAbility(str(t)[1:-1]) for t in quoted))

    def emblem_given(self, c: list) -> s.GetEmblem:
        """114.2: "target opponent gets an emblem with ...": the opponent gets it."""
        return s.GetEmblem(self.emblem_gained(c).abilities, "target opponent")

    def have_emblems(self, c: list) -> s.HaveEmblems:
        number = next(t for t in c if isinstance(t, Token) and t.type == "NUMWORD")
        amount = self.amount(number)
        return s.HaveEmblems(amount.text, int(amount.value or 0))  # a NUMWORD is never X
