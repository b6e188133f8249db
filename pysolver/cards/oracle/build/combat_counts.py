"""The builder's methods of a group of creatures named by their power compared with a number the rule's source
reads (208.1, 508.1c, 509.1b): "creatures with power greater than the number of cards in your hand" (Ensnaring
Bridge), "creatures with power less than ~'s power" (Champion of Lambholt)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class CombatCountBuilder(PhraseBuilder):
    """"with power greater / less than the number of GROUP", "with power greater / less than ~'s power"."""

    def group_power_count(self, c: list) -> s.GroupFilter:
        return s.GroupFilter("with", bound=tagged(c, "than"), than=values_of(c, s.Group)[0])

    def group_power_self(self, c: list) -> s.GroupFilter:
        self_text = next(str(t) for t in c if isinstance(t, Token) and t.type == "SELF")
        return s.GroupFilter("with", bound=tagged(c, "than"), than=self_text)

    def attack_tax_walkers_x(self, c: list) -> s.GameRule:
        """508.1d: "... unless their controller pays {X} for each of those creatures, where X is the number of GROUP"
        (Sphere of Safety)."""
        first, walkers, mana, last = self.term(c[0]), self.term(c[5]), str(c[12]), self.term(c[17])
        counted = values_of(c, s.Group)[0]
        if first.render() != "creatures" or walkers.render() != "planeswalkers" or last.render() != "creatures" \
                or mana != "{x}":
            raise Unmeant(f"{first.render()} ... {mana} ... {last.render()}",
                          "only creatures taxed {X} for each of them have a meaning")
        return s.GameRule("attack_tax_walkers", f"creatures can't attack you or planeswalkers you control unless "
                                                f"their controller pays {mana} for each of those creatures, where x "
                                                f"is the number of {counted.render()}.", symbol=mana, counted=counted)

    def attack_tax_domain(self, c: list) -> s.GameRule:
        """305.6, 508.1d: "Domain — ... pays {X} for each creature ..., where X is the number of basic land types
        among GROUP" (Collective Restraint)."""
        words = [str(t) for t in c if isinstance(t, Token)]
        first, mana, second, basic, land = words[2], words[10], words[13], words[26], words[27]
        counted = values_of(c, s.Group)[0]
        if (words[0], first, second, mana, basic, land) != ("domain", "creatures", "creature", "{x}", "basic", "land"):
            raise Unmeant(f"{words[0]} — {first} ... {mana} ... {second} ... {basic} {land} types",
                          "only Domain's creatures taxed {X}, X the basic land types, have a meaning")
        return s.GameRule("attack_tax", f"domain — creatures can't attack you unless their controller pays {{x}} for "
                                        "each creature they control that's attacking you, where x is the number of "
                                        f"basic land types among {counted.render()}.", symbol=mana, counted=counted)

    def must_be_blocked_by_one(self, c: list) -> s.CombatRule:
        """509.1c: "must be blocked by exactly one creature if able" (Nacatl War-Pride)."""
        num, noun = self.first_amount(c), self.term(c[6])
        if num.value != 1 or noun.render() != "creature":
            raise Unmeant(f"{num.render()} {noun.render()}", "only \"exactly one creature\" has a meaning")
        return s.CombatRule("must_be_blocked_by_one", f"must be blocked by exactly {num.render()} {noun.render()} if "
                                                      "able", ("must_be_blocked_by_one",))

    def conditional_tax(self, c: list) -> s.ConditionalTax:
        """604.1, 508.1d: "As long as CONDITION, creatures can't attack you ... unless their controller pays ...".
        (Archangel of Tithes)."""
        cond = next(x for x in c if isinstance(x, s.Condition.__args__))
        return s.ConditionalTax(cond, values_of(c, s.GameRule)[0])
