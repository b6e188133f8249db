"""The builder's methods of conditions on the state of an object: "~ has a counter on it", "there are exactly N KIND
counters on ~", "there are N or more KIND counters on ~" (122.1) and "N or more Equipment are attached to it"
(301.5)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant


class ObjectStateBuilder(PhraseBuilder):
    """Counters on the object itself, Equipment attached to it."""

    def has_any_counter(self, c: list) -> s.HasCounter:
        # 122.1: "~ has a counter on it": a counter of any kind (the kind "")
        return s.HasCounter("a", "", "~" if str(c[0]) == "~" else "it")

    def _counters_on_self(self, c: list, exactly: bool) -> s.CountersOnSelf:
        amount = self.first_amount(c)
        if amount.value is None:
            raise Unmeant(amount.render(), "a condition on X counters")
        kind = next(t for t in c if isinstance(t, Token) and t.type in ("PTMOD", "COUNTER_NAME"))
        return s.CountersOnSelf(amount, str(kind), exactly)

    def counters_on_self_exactly(self, c: list) -> s.CountersOnSelf:
        return self._counters_on_self(c, True)

    def counters_on_self_at_least(self, c: list) -> s.CountersOnSelf:
        return self._counters_on_self(c, False)

    def equipment_attached_at_least(self, c: list) -> s.EquipmentAttached:
        noun = next(t for t in c if isinstance(t, Token) and t.type == "ATYPE")
        if str(noun) != "equipment":
            raise Unmeant(str(noun), "only Equipment attached to it is read")
        amount = self.first_amount(c)
        if amount.value is None:
            raise Unmeant(amount.render(), "a condition on X objects")
        return s.EquipmentAttached(amount)

    def self_power_at_least(self, c: list) -> s.SelfPowerAtLeast:
        if str(c[0]) != "~'s":
            raise Unmeant(str(c[0]), "the object's own power is written ~'s")
        amount = self.first_amount(c)
        if amount.value is None:
            raise Unmeant(amount.render(), "a power of X")
        return s.SelfPowerAtLeast(amount)

    def group_no_abilities(self, c: list) -> s.GroupFilter:
        # 113.1: "with no abilities"
        return s.GroupFilter("with no abilities")
