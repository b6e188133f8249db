"""The builder's methods of a condition on at most N objects (604.1), and on N or more counters of a kind on
the object itself (122.1)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, values_of


class AtMostBuilder(PhraseBuilder):
    """"no", "N or fewer"."""

    def _amount(self, c: list) -> int:
        """0 for "no", else the number of "N or fewer"."""
        if any(isinstance(t, Token) and str(t) == "no" for t in c):
            return 0
        amount = self.first_amount(c)
        if amount.value is None:
            raise Unmeant(amount.render(), "a condition on X objects")
        return amount.value

    def hand_at_most(self, c: list) -> s.AtMost:
        # 402.1: a player's hand; the cards its controller owns there (asp/selectors.lp zone(hand), you_own)
        cards = s.Group(None, None, (), s.Term("cards"), None, "in your hand")
        return s.AtMost(said(c), self._amount(c), cards)

    def control_at_most(self, c: list) -> s.AtMost:
        group = values_of(c, s.Group)[0]
        if group.relative is not None or group.zone is not None or group.quant is not None:
            raise Unmeant(group.render(), "a condition on objects other than the ones you control")
        return s.AtMost(said(c), self._amount(c), dataclasses.replace(group, relative="you control"))

    def there_are_at_most(self, c: list) -> s.AtMost:
        group = values_of(c, s.Group)[0]
        if group.zone is None:
            raise Unmeant(group.render(), "only a number of cards in a zone is read")
        return s.AtMost(said(c), self._amount(c), group)

    def has_counters_at_least(self, c: list) -> s.HasCounter:
        # 122.1: "~ has three or more +1/+1 counters on it" (or "it has ...", after its subject ~)
        amount = self.first_amount(c)
        if amount.value is None:
            raise Unmeant(amount.render(), "a condition on X counters")
        kind = next(t for t in c if isinstance(t, Token) and t.type in ("PTMOD", "COUNTER_NAME"))
        return s.HasCounter("", str(kind), "~" if str(c[0]) == "~" else "it", amount)
