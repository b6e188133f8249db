"""The builder's methods of devotion (700.5) and "isn't a CARDTYPE" (205.1a)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, tagged, values_of


class DevotionBuilder(PhraseBuilder):
    """"your devotion to COLOR [and COLOR]", "... is less than N", "isn't a CARDTYPE"."""

    def devotion(self, c: list) -> s.Devotion:
        return s.Devotion(tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "COLOR"))

    def devotion_below(self, c: list) -> s.DevotionBelow:
        return s.DevotionBelow(values_of(c, s.Devotion)[0], self.first_amount(c))

    def not_card_type(self, c: list) -> s.NotCardType:
        return s.NotCardType(str(tagged(c, "article")), self.term(next(t for t in c if isinstance(t, Token)
                                                                  and t.type == "CARDTYPE")))
