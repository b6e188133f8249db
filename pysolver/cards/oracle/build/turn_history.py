"""The builder's methods of conditions on what its controller did this turn (121.1 draws, 119.3 life gained, 601.2
spells cast) and on what the object itself did ("it entered this turn")."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged, values_of


class TurnHistoryBuilder(PhraseBuilder):
    """"you've drawn N or more cards this turn", "you gained life this turn", "you've cast a noncreature spell this
    turn"."""

    def drawn_at_least(self, c: list) -> s.DrawnAtLeast:
        return s.DrawnAtLeast(self.first_amount(c))

    def gained_life(self, _c: list) -> s.GainedLife:
        return s.GainedLife()

    def self_entered_this_turn(self, c: list) -> s.EnteredThisTurn:
        return s.EnteredThisTurn(" ".join(str(t) for t in c))

    def cast_at_least(self, c: list) -> s.CastAtLeast:
        kinds = next((x[2] for x in c if isinstance(x, tuple) and x[0] == "cast_kind"), ())
        amount = s.Amount(1, str(tagged(c, "article"))) if tagged(c, "article") else self.first_amount(c)
        return s.CastAtLeast(amount, kinds, said(c))

    def cast_kind(self, c: list) -> tuple:
        words = [t for t in c if isinstance(t, Token) and str(t) != "or"]
        return ("cast_kind", said(c), tuple(self.term(t) for t in words))

    def static_if_cast(self, c: list) -> s.Static:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        return s.Static(tagged(c, "label"), subject, values_of(c, s.Predicates)[0], values_of(c, s.CastAtLeast)[0],
                        False, lead="if")
