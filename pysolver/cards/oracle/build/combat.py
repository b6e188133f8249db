"""The builder's methods of the combat restrictions that read a filter of creatures or a condition
(508.1c, 509.1b), and of "its activated abilities can't be activated" (602.5)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of
from pysolver.cards.oracle.syntax.subjects import join_words

NOUNS = ("CARDTYPE", "CTYPE", "LTYPE", "ATYPE", "ETYPE")


class CombatBuilder(PhraseBuilder):
    """Filters of creatures and the combat restrictions reading them."""

    # ---- filters -------------------------------------------------------------------------------
    def bound(self, c: list) -> tuple:
        return ("bound", str(c[0]))

    def f_power(self, c: list) -> s.FilterPart:
        return s.FilterPart("power", self.term(c[0]), self.first_amount(c), bound=tagged(c, "bound"))

    def f_greater_power(self, c: list) -> s.FilterPart:
        return s.FilterPart("greater_power", self.term(c[0]))

    def f_keywords(self, c: list) -> s.FilterPart:
        keywords = tuple(self.term(t) for t in c if isinstance(t, Token) and t.type == "KEYWORD")
        return s.FilterPart("keywords", self.term(c[0]), keywords=keywords)

    def f_words(self, c: list) -> s.FilterPart:
        words = [self.term(t) for t in c if isinstance(t, Token)]
        return s.FilterPart("words", words[-1], adjectives=tuple(words[:-1]))

    def f_noun(self, c: list) -> s.FilterPart:
        return s.FilterPart("words", self.term(c[0]))

    def blocker_filter(self, c: list) -> s.BlockerFilter:
        joined = "and/or" if any(isinstance(t, Token) and str(t) == "and/or" for t in c) else "or"
        return s.BlockerFilter(tuple(values_of(c, s.FilterPart)), joined)

    # ---- restrictions --------------------------------------------------------------------------
    def _filtered(self, c: list, name: str, words: str) -> s.FilteredCombat:
        f = values_of(c, s.BlockerFilter)[0]
        return s.FilteredCombat(name, f"{words} {f.render()}", filter=f)

    def cant_be_blocked_by_filter(self, c: list) -> s.FilteredCombat:
        return self._filtered(c, "not_blocked_by", "can't be blocked by")

    def cant_be_blocked_except(self, c: list) -> s.FilteredCombat:
        return self._filtered(c, "blocked_only_by", "can't be blocked except by")

    def cant_be_blocked_except_now(self, c: list) -> s.FilteredCombat:
        return self._filtered(c, "blocked_only_by", f"can't be blocked {tagged(c, 'duration')} except by")

    def cant_block_filter(self, c: list) -> s.FilteredCombat:
        return self._filtered(c, "cant_block_attackers", "can't block")

    def cant_block_or_be_blocked_by(self, c: list) -> s.FilteredCombat:
        return self._filtered(c, "cant_block_or_be_blocked_by", "can't block or be blocked by")

    def cant_block_source(self, c: list) -> s.FilteredCombat:
        return s.FilteredCombat("cant_block_source", f"can't block {c[-1]}")

    def max_blockers(self, c: list) -> s.FilteredCombat:
        amount, noun = self.first_amount(c), self.term(c[-1])
        return s.FilteredCombat("max_blockers", f"can't be blocked by more than {amount.render()} {noun.render()}",
                                amount=amount, noun=noun)

    def min_blockers(self, c: list) -> s.FilteredCombat:
        amount, noun = self.first_amount(c), self.term(c[-1])
        return s.FilteredCombat("min_blockers", f"can't be blocked except by {amount.render()} or more "
                                                f"{noun.render()}", amount=amount, noun=noun)

    def unblockable_alone(self, c: list) -> s.FilteredCombat:
        return s.FilteredCombat("unblockable_alone", "can't be blocked as long as it's attacking alone")

    def _controls(self, c: list, name: str, words: str) -> s.FilteredCombat:
        controls = tuple(self.term(t) for t in c if isinstance(t, Token) and (t.type in NOUNS or t.type in (
            "COLOR", "NONWORD", "SUPERTYPE") or str(t) in ("colorless", "permanent")))
        text = join_words([words, tagged(c, "article") or "", *(w.render() for w in controls)])
        return s.FilteredCombat(name, text, controls=controls)

    def cant_attack_unless_you(self, c: list) -> s.FilteredCombat:
        return self._controls(c, "cant_attack_unless_you", "can't attack unless you control another")

    def cant_block_unless_you(self, c: list) -> s.FilteredCombat:
        return self._controls(c, "cant_block_unless_you", "can't block unless you control another")

    def cant_attack_you(self, c: list) -> s.FilteredCombat:
        return s.FilteredCombat("cant_attack_you", "can't attack you")

    def cant_attack_you_or_planeswalkers(self, c: list) -> s.FilteredCombat:
        noun = self.term(c[4])
        return s.FilteredCombat("cant_attack_you_or_planeswalkers", f"can't attack you or {noun.render()} you control",
                                noun=noun)

    def can_block_additional_now(self, c: list) -> s.CombatRule:
        noun = self.term(c[4])
        return s.CombatRule("can_block_additional_now", f"can block an additional {noun.render()}", ("extra_block",),
                            noun=noun)

    def can_block_additional_many(self, c: list) -> s.CombatRule:
        many, noun = self.amount(c[4]), self.term(c[5])
        words = f"can block an additional {many.text} {noun.render()} each combat"
        return s.CombatRule("can_block_additional_many", words, ("extra_blocks",), noun=noun, count=many.value)

    def attacks_or_blocks_each_combat(self, c: list) -> s.CombatRule:
        attack, block = (x[1] for x in c if isinstance(x, tuple) and x[0] == "verb")
        return s.CombatRule("attacks_or_blocks_each_combat", f"{attack} or {block} each combat if able",
                            ("attacks_if_able", "blocks_if_able"))

    def attacks_despite(self, c: list) -> s.CombatRule:
        return self._attacks_as_though(c, "it")

    def attacks_as_though_had(self, c: list) -> s.CombatRule:
        """302.6, 702.10b: "can attack as though it had haste": it may attack though it has not been controlled
        continuously since the turn began (its other abilities of haste, 602.5a, are not given)."""
        kw = self.term(c[-1])
        return s.CombatRule("attacks_as_though_had", f"can attack as though it had {kw.render()}",
                            ("attacks_as_though_haste",), keyword=kw)

    def _attacks_as_though(self, c: list, pronoun: str) -> s.CombatRule:
        """702.3b: "can attack [DURATION] as though it / they didn't have defender" (the pronoun as written)."""
        duration, kw = tagged(c, "duration"), self.term(c[-1])
        words = join_words(["can attack", duration or "", f"as though {pronoun} didn't have {kw.render()}"])
        name = "attacks_despite_this_turn" if duration else "attacks_despite"
        return s.CombatRule(name, words, ("attacks_despite_defender",), keyword=kw)

    def self_timed(self, c: list) -> s.Predicates:
        """A one-shot list whose last predicate has its own duration."""
        return self.predicates(c)  # type: ignore[attr-defined] -- PredicateBuilder's, joined in Builder

    def lure_effect(self, c: list) -> s.LureEffect:
        noun = self.term(c[1])
        if noun.render() != "creatures":
            raise Unmeant(noun.render(), "only \"all creatures able to block\" has a meaning")
        affected = next(x for x in c if isinstance(x, (s.Target, s.SelfRef, s.Attached, s.Group, s.ItRef)))
        duration = tagged(c, "duration")
        lure = s.CombatRule("lure", "must be blocked by every creature able to block it", ("lure",))
        return s.LureEffect(affected, s.Predicates((lure,), False), duration, False, noun=noun)

    def unless_mana(self, c: list) -> tuple:
        return ("unless_mana", True)

    def activation_forbidden(self, c: list) -> s.ActivationForbidden:
        return s.ActivationForbidden(tagged(c, "poss"), bool(tagged(c, "unless_mana")))

    def less_power_cant_block(self, c: list) -> s.LessPowerCantBlock:
        than = tagged(c, "than")
        self_text = next(str(t) for t in c if isinstance(t, Token) and t.type == "SELF")
        return s.LessPowerCantBlock(self.term(c[0]), self_text, than)

    def power_than(self, c: list) -> tuple:
        return ("than", str(c[0]))

    def cant_block_greater_power(self, c: list) -> s.FilteredCombat:
        # 208.1, 509.1b: an attacker with greater power than the blocker's (filters.lp greater_power)
        noun = self.term(c[2])
        self_text = next(str(t) for t in c if isinstance(t, Token) and t.type == "SELF")
        f = s.BlockerFilter((s.FilterPart("greater_power", noun),), "or")
        return s.FilteredCombat("cant_block_attackers",
                                f"can't block {noun.render()} with power greater than {self_text} power", filter=f)
