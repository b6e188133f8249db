"""The builder's methods of compound conditions of static abilities: "you control an artifact or enchantment", "you
control another Wolf or Werewolf" (604.1: a permanent of either kind), "as long as you control exactly one creature,
that creature ...", "you have more cards in hand than each opponent", "during your turn, as long as ~ is equipped, it
..." (101.4: both), and a group of negated adjectives written with commas ("nonartifact, nonwhite creatures")."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class CompoundBuilder(PhraseBuilder):
    """A permanent of either kind its controller controls; negated adjectives with commas."""

    def control_either_kind(self, c: list) -> s.EitherKindControl:
        tokens = [t for t in c if isinstance(t, Token)]
        kinds = [t for t in tokens if t.type in ("CTYPE", "CARDTYPE")]
        return s.EitherKindControl(str(tokens[2]), self.term(kinds[0]), self.term(kinds[1]),
                                   str(tagged(c, "article") or ""))

    def group_comma(self, c: list) -> s.Group:
        # the commas are words of the production, not terms of the group: each adjective one condition
        words = [x for x in c if not (isinstance(x, Token) and str(x) == ",")]
        return dataclasses.replace(self.group(words), comma=True)

    def static_exactly_one(self, c: list) -> s.ExactlyOneStatic:
        kinds = [t for t in c if isinstance(t, Token) and t.type == "CARDTYPE"]
        number = next(t for t in c if isinstance(t, Token) and t.type == "NUMWORD")
        if str(number) != "one":  # "that creature" names one
            raise Unmeant(f"{number} {kinds[0]}", "\"that\" after a number of them other than one")
        if str(kinds[0]) != str(kinds[1]):  # "that creature" names the one of the condition's kind
            raise Unmeant(f"that {kinds[1]}", "\"that\" naming another kind than the condition's")
        label = tagged(c, "label")
        return s.ExactlyOneStatic(str(label) if label else None, self.term(kinds[0]), values_of(c, s.Predicates)[0])

    def static_during_if_it(self, c: list) -> s.Static:
        # 101.4, 604.1: "during your turn, as long as ~ is equipped, it ...": both conditions, "it" what the second
        # names
        cond = values_of(c, (s.StateIs, s.CountersOnSelf, s.SelfPowerAtLeast, s.NoCountersOnSelf, s.AttachedToSelf))
        if not cond:
            raise Unmeant("it", "\"it\" after a condition that names no object")
        return s.Static(tagged(c, "label"), s.ItRef(), values_of(c, s.Predicates)[0], s.DuringYourTurnAnd(cond[0]),
                        True, lead="during")

    def more_cards_than_each_opponent(self, c: list) -> s.MoreCardsThanEachOpponent:
        return s.MoreCardsThanEachOpponent()
