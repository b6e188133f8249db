"""The builder's methods of more layer statics (issue i28): a count of the counters of one kind ("for each age counter
on it"), "during turns other than yours", and groups of creatures with an Equipment or Aura attached ("equipped
creatures you control", "creatures you control that are enchanted or equipped"), "every land type" and "with an
everything counter on it" (Omo, Queen of Vesuva)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class LayerStaticBuilder(PhraseBuilder):
    """Counts of counters, the others' turns, attachment groups."""

    def for_each_counter(self, c: list) -> s.CounterCount:
        return s.CounterCount(str(c[2]), str(c[-1]))

    def has_any_counters_at_least(self, c: list) -> s.HasCounter:
        amount = self.first_amount(c)
        if amount.value is None:
            raise Unmeant(amount.render(), "a condition on X counters")
        return s.HasCounter("", "", "~" if str(c[0]) == "~" else "it", amount)

    def for_each_any_counter(self, c: list) -> s.CounterCount:
        return s.CounterCount("", str(c[-1]))

    def static_during_others(self, c: list) -> s.Static:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        return s.Static(tagged(c, "label"), subject, values_of(c, s.Predicates)[0], s.OthersTurn(), True,
                        lead="during")

    def attachment_status(self, c: list) -> tuple:
        return ("attachment", str(c[0]))

    def attached_quality(self, c: list) -> tuple:
        return ("attachment", " ".join(str(t) for t in c))

    def group_attachment(self, c: list) -> s.Group:
        return dataclasses.replace(self.group(c), attachment=tagged(c, "attachment"))

    def group_that_are(self, c: list) -> s.Group:
        # "that" and "are" are words of the production, not of the group's terms
        words = [x for x in c if not (isinstance(x, Token) and str(x) in ("that", "are"))]
        return dataclasses.replace(self.group(words), attachment=tagged(c, "attachment"), attachment_after=True)

    def control_either_color(self, c: list) -> s.EitherColorControl:
        colors = [t for t in c if isinstance(t, Token) and t.type == "COLOR"]
        noun = [t for t in c if isinstance(t, Token)][-1]
        return s.EitherColorControl(tagged(c, "article"), self.term(colors[0]), self.term(colors[1]), self.term(noun))

    def every_basic_land_type(self, c: list) -> s.EveryBasicLandType:
        supertype = next(t for t in c if isinstance(t, Token) and t.type == "SUPERTYPE")
        card_type = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        return s.EveryBasicLandType(tagged(c, "verb"), self.term(supertype), self.term(card_type), tagged(c, "poss"))

    def every_land_type(self, c: list) -> s.EveryLandType:
        card_type = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        return s.EveryLandType(tagged(c, "verb"), self.term(card_type), tagged(c, "poss"))

    def with_everything_counter(self, c: list) -> tuple:
        """"with an everything counter on it" (122.1: a counter of the kind "everything", Omo's)."""
        return ("counter", ("everything", "with an everything counter on it"))

    def static_not_removing(self, c: list) -> s.NotRemoving:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        return s.NotRemoving(s.Static(None, subject, values_of(c, s.Predicates)[0], None, False))

    def spell_group(self, c: list) -> s.SpellGroup:
        terms = [self.term(t) for t in c if isinstance(t, Token) and str(t) not in ("and", "spells")]
        count = 2 if any(str(t) == "and" for t in c if isinstance(t, Token)) else 1
        return s.SpellGroup(tuple(terms[:-count]), tuple(terms[-count:]), tagged(c, "relative"))

    def static_spells(self, c: list) -> s.Static:
        spells = values_of(c, s.SpellGroup)[0]
        predicates = values_of(c, s.Predicates)[0]
        # 613.1f: an ability a spell has; no question reads a spell's combat rule or power
        if not all(isinstance(p, s.Gains) for p in predicates.items):
            raise Unmeant(predicates.render(), "only abilities granted to spells are read")
        return s.Static(None, spells, predicates, None, False)

    def cda_card_types(self, c: list) -> s.CardTypesPT:
        return s.CardTypesPT(str(tagged(c, "zone")), str(c[-2]))

    def cda_life(self, c: list) -> s.LifePT:
        return s.LifePT()

    def static_where_life(self, c: list) -> s.Static:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        return s.Static(None, subject, values_of(c, s.Predicates)[0], None, False,
                        s.Tail(True, None, "your life total"))

    def any_player_controls(self, c: list) -> s.AnyPlayerControls:
        return s.AnyPlayerControls(tagged(c, "article"), values_of(c, s.Group)[0])

    def blocked_despite_landwalk(self, c: list) -> s.CombatRule:
        walk = self.term(c[-1])
        return s.CombatRule("blocked_despite_landwalk", f"can be blocked as though they didn't have {walk.render()}",
                            (), keyword=walk)

    def self_designation(self, c: list) -> s.StateIs:
        # 701.37b monstrous, 702.112b renowned: a designation of the object itself
        return s.StateIs(" ".join(str(t) for t in c), s.SelfRef(), str(c[-1]), "designation")
