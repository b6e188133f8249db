"""The builder's methods of costs to attack or block one creature (508.1d, 509.1c-d): "can't attack [or block] unless
its controller pays {3}", "can't attack or block unless you pay {2}", "can't block creatures with power 3 or greater
unless you pay {1}", and of a cost on every blocking creature ("creatures can't block unless their controller pays
{1} for each of those creatures", under Archangel of Tithes' condition)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, values_of


class CombatCostBuilder(PhraseBuilder):
    """One production per payer; the verbs are the cost_verbs words."""

    def cost_verbs(self, c: list) -> tuple:
        return ("cost_verbs", tuple(str(t) for t in c if str(t) != "or"))

    def _cost(self, c: list, payer: str) -> s.CombatCost:
        verbs = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "cost_verbs")
        mana = next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA")
        return s.CombatCost(verbs, payer, mana)

    def cost_its_controller(self, c: list) -> s.CombatCost:
        return self._cost(c, "its controller")

    def cost_you_pay(self, c: list) -> s.CombatCost:
        return self._cost(c, "you")

    def cost_block_filter(self, c: list) -> s.CombatCost:
        # 509.1c-d: "can't block FILTER unless you pay {N}" (Hipparion)
        mana = next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA")
        return s.CombatCost(("block",), "you", mana, values_of(c, s.BlockerFilter)[0])

    def cost_sacrifice_lands(self, c: list) -> s.SacrificeCost:
        # 508.1d, 701.21a: "can't attack unless you sacrifice two Islands" (Leviathan)
        article = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "article"), None)
        if article is not None:
            return s.SacrificeCost(article, 1, self.term(c[-1]))
        amount = self.first_amount(c)
        return s.SacrificeCost(amount.text, amount.value or 0, self.term(c[-1]))

    def block_tax(self, c: list) -> s.GameRule:
        first, mana, last = self.term(c[0]), str(c[7]), self.term(c[-2])
        if first.render() != "creatures" or last.render() != "creatures" or not mana[1:-1].isdigit() \
                or mana.count("{") != 1:
            raise Unmeant(f"{first.render()} ... {mana} ... {last.render()}",
                          "only creatures taxed a generic cost for each of them have a meaning")
        return s.GameRule("block_tax", f"creatures can't block unless their controller pays {mana} for each of those "
                                       "creatures.", amount=int(mana[1:-1]))
