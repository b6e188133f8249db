"""The builder's methods of conditions on the state of an object: "~ has a counter on it", "there are exactly N KIND
counters on ~", "there are N or more KIND counters on ~", "~ has no KIND counters on it" (122.1), "N or more Equipment
are attached to it" (301.5), "~ is enchanted or equipped", "~ is enchanted by exactly N / N or more Auras" (303.4) and
"~ is a CARDTYPE" (205.2a)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said


class ObjectStateBuilder(PhraseBuilder):
    """Counters on the object itself, Equipment and Auras attached to it, its own card type."""

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

    def self_no_counters(self, c: list) -> s.NoCountersOnSelf:
        # 122.1: "~ has no shell counters on it"
        kind = next(t for t in c if isinstance(t, Token) and t.type in ("PTMOD", "COUNTER_NAME"))
        return s.NoCountersOnSelf(str(kind))

    def self_is_type(self, c: list) -> s.StateIs:
        # 205.2a: "~ is a creature": the object's own card type (read as the layer applies)
        return s.StateIs(said(c), s.SelfRef(), self.term(c[-1]).word.value, "type")

    def self_enchanted_or_equipped(self, c: list) -> s.AttachedToSelf:
        # 303.4, 301.5: an Aura or an Equipment attached to it
        return s.AttachedToSelf(" ".join(str(t) for t in c), ("aura", "equipment"), s.Amount(1, "a"), False)

    def _enchanted_by(self, c: list, exactly: bool) -> s.AttachedToSelf:
        noun = c[-1]
        if self.term(noun).word.value != "aura":
            raise Unmeant(str(noun), "only Auras enchant an object (303.4)")
        amount = self.first_amount(c)
        if amount.value is None:
            raise Unmeant(amount.render(), "a condition on X objects")
        return s.AttachedToSelf(" ".join(str(t) for t in c), ("aura",), amount, exactly)

    def self_enchanted_by_exactly(self, c: list) -> s.AttachedToSelf:
        return self._enchanted_by(c, True)

    def self_enchanted_by_at_least(self, c: list) -> s.AttachedToSelf:
        return self._enchanted_by(c, False)

    def group_no_abilities(self, c: list) -> s.GroupFilter:
        # 113.1: "with no abilities"
        return s.GroupFilter("with no abilities")
