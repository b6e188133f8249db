"""The builder's methods of sums in a characteristic-defining ability (604.3): "~'s power and toughness are each equal
to 1 plus the number of lands you control.", "... the number of Elves you control plus the number of Elf cards in your
graveyard.", "... equal to twice the number of creatures you control.", and "you have N or more cards in hand"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


class CountedValueBuilder(PhraseBuilder):
    """"N plus the number of GROUP", "the number of GROUP plus the number of GROUP"."""

    def cda_what(self, c: list) -> tuple:
        return ("what", " ".join(str(t) for t in c))

    def counted_term(self, c: list) -> s.Group | s.CountedUnion:
        return values_of(c, (s.Group, s.CountedUnion))[0]

    def _summed(self, c: list, number: Token | None) -> s.SummedPT:
        if str(c[0]) != "~'s":
            raise Unmeant(str(c[0]), "the object's own power is written ~'s")
        counts = tuple(values_of(c, (s.Group, s.CountedUnion)))
        if number is None:
            return s.SummedPT(str(tagged(c, "what")), None, 0, counts)
        amount = self.amount(number)
        assert amount.value is not None  # NUMBER or NUMWORD: never X
        return s.SummedPT(str(tagged(c, "what")), str(number), amount.value, counts)

    def cda_number_plus(self, c: list) -> s.SummedPT:
        return self._summed(c, next(t for t in c if isinstance(t, Token) and t.type in ("NUMBER", "NUMWORD")))

    def cda_count_sum(self, c: list) -> s.SummedPT:
        return self._summed(c, None)

    def cda_twice(self, c: list) -> s.SummedPT:
        # 608.2h: the one count doubled; "domain" an ability word (207.2c: no rules meaning)
        words = [x for x in c if not (isinstance(x, tuple) and x[0] == "label")]
        value = self._summed(words, None)
        land_types = values_of(c, s.LandTypeCount)
        label = tagged(c, "label")
        return s.SummedPT(value.what, None, 0, tuple(land_types) or value.counts, twice=True,
                          label=str(label) if label else None)

    def hand_at_least(self, c: list) -> s.AtLeast:
        amount = self.first_amount(c)
        if amount.value is None:
            raise Unmeant(amount.render(), "a condition on X cards")
        # 402.1: a player's hand; the cards its controller owns there (asp/selectors.lp zone(hand), you_own)
        cards = s.Group(None, None, (), s.Term("cards"), None, "in your hand")
        return s.AtLeast(said(c), amount.value, cards)
