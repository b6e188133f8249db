"""The builder's methods of a group of creatures a combat rule names by an ability or a power
(508.1c, 509.1b): "creatures without flying", "each creature you control with power 4 or greater"; of
"can attack as though they didn't have defender" (702.3b), of "as long as ~ has a +1/+1 counter on it"
(604.1) and of an effect after an optional cost (608.2c,
603.12)."""

from __future__ import annotations

import re

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of
from pysolver.cards.oracle.build.tokens import token_abilities

WORDS = ("COLOR", "NONWORD", "SUPERTYPE", "CTYPE", "CARDTYPE", "ATYPE", "ETYPE")
# 702.9b, 702.28b, 702.31b: the evasion abilities a blocker may block "as though" (asp/combat/block.lp)
EVASIONS = ("shadow", "horsemanship", "flying")


class CombatGroupBuilder(PhraseBuilder):
    """The filters of a group (what its objects have) and the combat forms beside them."""

    def _keywords(self, c: list) -> tuple[s.Term, ...]:
        return tuple(self.term(t) for t in c if isinstance(t, Token) and t.type in ("KEYWORD", "LANDWALK"))

    def group_without(self, c: list) -> s.GroupFilter:
        return s.GroupFilter("without", self._keywords(c))

    def group_with(self, c: list) -> s.GroupFilter:
        return s.GroupFilter("with", self._keywords(c))

    def group_power(self, c: list) -> s.GroupFilter:
        return s.GroupFilter("with", amount=self.first_amount(c), bound=tagged(c, "bound"))

    def attacks_despite_they(self, c: list) -> s.CombatRule:
        return self._attacks_as_though(c, "they")  # type: ignore[attr-defined] -- CombatBuilder's, joined in Builder

    def self_has_counter(self, c: list) -> s.HasCounter:
        return s.HasCounter(str(tagged(c, "article")), str(c[3]), "~")

    def may_cost(self, c: list) -> tuple:
        return ("may_cost", said(c))

    def paid_word(self, c: list) -> tuple:
        return ("paid_word", str(c[0]))

    def effect_line_paid(self, c: list) -> s.PaidEffectLine:
        effects = token_abilities(tuple(x for x in c if isinstance(x, s.Effect.__args__)))
        restrictions = tuple(x[1] for x in c if isinstance(x, tuple) and x[0] == "restriction")
        return s.PaidEffectLine(effects, restrictions, cost=str(tagged(c, "may_cost")),
                                word=str(tagged(c, "paid_word")))

    def power_bound(self, c: list) -> tuple:
        # 208.1: "with power 3 or greater" (Orgg), "with power 2 or less" (Mogg Jailer)
        amount, bound = self.first_amount(c), tagged(c, "bound")
        return ("power_bound", f"with power {amount.render()} or {bound}", amount, bound)

    def _player(self, c: list, name: str) -> s.PlayerCondition:
        noun = next(self.term(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        power = next((x for x in c if isinstance(x, tuple) and x[0] == "power_bound"), None)
        return s.PlayerCondition(name, said(c), noun, power[2] if power else None, power[3] if power else None)

    def cant_attack_if_untapped(self, c: list) -> s.PlayerCondition:
        return self._player(c, "cant_attack_if_untapped")

    def cant_block_if_untapped(self, c: list) -> s.PlayerCondition:
        return self._player(c, "cant_block_if_untapped")

    def cant_attack_unless_more(self, c: list) -> s.PlayerCondition:
        return self._player(c, "cant_attack_unless_more")

    def cant_block_unless_more(self, c: list) -> s.PlayerCondition:
        return self._player(c, "cant_block_unless_more")

    def attack_tax_walkers(self, c: list) -> s.GameRule:
        first, walkers, mana, last = self.term(c[0]), self.term(c[5]), str(c[12]), self.term(c[17])
        generic = mana[1:-1]
        # 107.4f: a Phyrexian mana symbol ({W/P}: paid with {W} or 2 life) is one cost a creature (Norn's Annex)
        phyrexian = re.fullmatch(r"\{[wubrg]/p\}", mana) is not None
        if first.render() != "creatures" or walkers.render() != "planeswalkers" or last.render() != "creatures" \
                or not (generic.isdigit() or phyrexian) or mana.count("{") != 1:
            raise Unmeant(f"{first.render()} ... {mana} ... {last.render()}",
                          "only creatures taxed a generic cost or one Phyrexian mana symbol for each of them have a "
                          "meaning")
        return s.GameRule("attack_tax_walkers", f"creatures can't attack you or planeswalkers you control unless "
                                                f"their controller pays {mana} for each of those creatures.",
                          amount=None if phyrexian else int(generic), symbol=mana if phyrexian else None)

    def one_shot_self_timed(self, c: list) -> s.OneShot:
        """A resolved requirement with its own duration on a group or the object itself ("attack this turn if
        able", "must be blocked this turn if able")."""
        affected = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        rule = values_of(c, s.CombatRule)[0]
        return s.OneShot(affected, s.Predicates((rule,), False), None, False)

    def cant_block_yours(self, c: list) -> s.CombatRule:
        noun = self.term(c[2])
        return s.CombatRule("cant_block_yours", f"can't block {noun.render()} you control", ("cant_block_yours",),
                            noun=noun)

    def max_attackers_you(self, c: list) -> s.GameRule:
        num, noun = self.first_amount(c), self.term(c[4])
        if num.value is None or noun.word is None or noun.word.value != "creature" \
                or noun.word.plural != (num.value != 1):
            raise Unmeant(f"{num.render()} {noun.render()}", "only \"no more than N creature(s)\" has a meaning")
        return s.GameRule("max_attackers_you", f"no more than {num.render()} {noun.render()} can attack you each "
                                               "combat.", amount=num.value)

    def _others(self, c: list, name: str) -> s.WithOthers:
        noun = next(self.term(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        amount = self.first_amount(c) if name.endswith("_others") else None
        return s.WithOthers(name, said(c), noun, amount)

    def cant_attack_unless_others(self, c: list) -> s.WithOthers:
        return self._others(c, "attacks_with_others")

    def cant_block_unless_others(self, c: list) -> s.WithOthers:
        return self._others(c, "blocks_with_others")

    def cant_attack_unless_greater(self, c: list) -> s.WithOthers:
        return self._others(c, "attacks_with_greater")

    def cant_block_unless_greater(self, c: list) -> s.WithOthers:
        return self._others(c, "blocks_with_greater")

    def unless_line(self, c: list) -> s.Static:
        return c[0]

    def static_unless(self, c: list) -> s.Static:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        rule = values_of(c, s.CombatRule)[0]
        cond = next(x for x in c if isinstance(x, s.Condition.__args__))
        return s.Static(tagged(c, "label"), subject, s.Predicates((rule,), False), s.NotCondition(cond), False,
                        lead="unless")

    def blocks_despite(self, c: list) -> s.CombatRule:
        noun = self.term(c[2])
        first, second = (self.term(t) for t in c if isinstance(t, Token) and t.type == "KEYWORD")
        if first.render() != second.render() or first.render() not in EVASIONS:
            raise Unmeant(f"{first.render()} ... {second.render()}", "only shadow, horsemanship or flying, named twice")
        how = "it had" if any(isinstance(t, Token) and str(t) == "had" for t in c) else "they didn't have"
        return s.CombatRule("blocks_despite", f"can block {noun.render()} with {first.render()} as though {how} "
                                              f"{second.render()}", (f"blocks_despite_{first.render()}",), noun=noun)
