"""The builder's methods of more layer statics (issue i28, second part): "can't have or gain flying" and "as long as
white is the most common color among all permanents or is tied for most common"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, values_of


class MoreStaticBuilder(PhraseBuilder):
    """"can't have or gain", "the most common color"."""

    def cant_have_or_gain(self, c: list) -> s.CantHave:
        return s.CantHave(values_of(c, s.Grants)[0])

    def most_common_color(self, c: list) -> s.MostCommonColor:
        return s.MostCommonColor(self.term(next(t for t in c if isinstance(t, Token) and t.type == "COLOR")))
