"""The builder's methods of the tail of one-shot effects (611.2): an ability word before an effect alone (207.2c),
domain counted once as the effect resolves (305.6, 608.2h) and "... and deals N damage to you" (120)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import Unmeant, tagged, values_of
from pysolver.cards.oracle.build.more_statics import MoreStaticBuilder


class OneShotTailBuilder(MoreStaticBuilder):
    """Ability-worded effects, domain of a resolving effect, the damage to you beside a change."""

    def worded_effect(self, c: list) -> s.EffectLine:
        # 207.2c: an ability word has no rules meaning; the effect is read as without it, the word kept to render
        return dataclasses.replace(values_of(c, s.EffectLine)[0], ability_word=tagged(c, "label"))

    def for_each_land_type_resolved(self, c: list) -> s.Tail:
        # 608.2h: "for each basic land type among lands you control" after the duration: counted once, as it resolves
        return s.Tail(False, None, s.LandTypeCount(self._lands_you_control(c), False).render())

    def land_types_defined(self, c: list) -> tuple:
        # 107.3c: "where X is the number of basic land types among lands you control", determined as it resolves
        return ("defined", s.LandTypeCount(self._lands_you_control(c), True).render())

    def _lands_you_control(self, c: list) -> s.Group:
        """The group of a domain count (305.6): only "lands you control", the board's `x` being their number."""
        group = self._basic_land(c)
        if group.render() != "lands you control":
            raise Unmeant(group.render(), "only the basic land types among lands you control are counted as it "
                                          "resolves")
        return group

    def effect_and_self_damage(self, c: list) -> s.AndSelfDamage:
        effect, amount = values_of(c, s.OneShot), self.first_amount(c)
        if not effect or not isinstance(effect[0].affected, s.SelfRef):
            raise Unmeant(f"and deals {amount.render()} damage to you", "\"and deals N damage\" after a change of "
                          "another object than the source (which deals it?)")
        return s.AndSelfDamage(effect[0], amount)

    def same_name_one_shot(self, c: list) -> s.OneShot:
        target = values_of(c, s.Target)[0]
        nouns = [str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE"]
        if target.render() != "target creature" or nouns != ["creatures", "creature"]:
            raise Unmeant(target.render(), "only \"target creature and all other creatures with the same name as that "
                          "creature\" is read")
        return s.OneShot(s.SameNameAs(target.render(), nouns[0], nouns[1]), values_of(c, s.Predicates)[0],
                         tagged(c, "duration"), False)

    def gains_choice(self, c: list) -> s.GainsChoice:
        return s.GainsChoice(tagged(c, "verb"), tuple(values_of(c, s.KeywordAbility.__args__)))
