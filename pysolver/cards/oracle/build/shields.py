"""The builder's methods of the shield family (oracle.lark's `shield`): shields against a source of a
player's choice (615.8), prevention around and regeneration of the enchanted creature (615.1, 701.19),
the exile of what a spell damaged (614.1a)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


def _types(c: list) -> tuple[str, ...]:
    """The card types (CARDTYPE) a production's words name, in order."""
    return tuple(str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")


class ShieldBuilder(PhraseBuilder):
    """The shield family's productions."""

    def chosen_quality(self, c: list) -> tuple:
        return ("chosen_quality", said(c), tuple(str(t) for t in c if isinstance(t, Token) and str(t) != "or"))

    def shield_you(self, c: list) -> tuple:
        return ("shielded", "you", None)

    def shield_any_target(self, c: list) -> tuple:
        return ("shielded", "any target", None)

    def shield_target(self, c: list) -> tuple:
        (target,) = values_of(c, s.Target)
        return ("shielded", target.render(), target)

    def side_to(self, c: list) -> tuple:
        return ("side", "to")

    def side_by(self, c: list) -> tuple:
        return ("side", "by")

    def side_both(self, c: list) -> tuple:
        return ("side", "to and dealt by")

    def chosen_source_shield(self, c: list) -> s.Shield:
        """"[COST:] The next time a black source of your choice would deal damage to you this turn,
        prevent that damage." (Circle of Protection: Black)"""
        quality = next((x for x in c if isinstance(x, tuple) and x[0] == "chosen_quality"), None)
        _, recipient, target = next(x for x in c if isinstance(x, tuple) and x[0] == "shielded")
        words = said([x[:2] if isinstance(x, tuple) and x[0] in ("chosen_quality", "shielded") else x for x in c])
        costs = values_of(c, s.Cost)
        return s.Shield("chosen_source", words, cost=costs[0] if costs else None, target=target,
                        qualities=quality[2] if quality else (), recipient=recipient)

    def regenerate_enchanted(self, c: list) -> s.Shield:
        """"{G}: Regenerate enchanted creature." (Regeneration), "Sacrifice ~: Regenerate enchanted
        creature." (Thrull Retainer)"""
        return s.Shield("regenerate_enchanted", said(c), cost=values_of(c, s.Cost)[0], kinds=_types(c))

    def prevent_enchanted(self, c: list) -> s.Shield:
        """"Prevent all [combat] damage that would be dealt to / by / to and dealt by enchanted
        creature." (Inviolability, Defang, Gaseous Form)"""
        return s.Shield("prevent_enchanted", said(c), side=str(tagged(c, "side")),
                        combat=tagged(c, "combat") is not None, kinds=_types(c))

    def exile_damaged_by_self(self, c: list) -> s.Shield:
        """"If a creature dealt damage by this creature this turn would die, exile it instead."
        (Frostwielder)"""
        return s.Shield("exile_damaged_by_self", said(c), kinds=_types(c))

    def exile_damaged_each(self, c: list) -> s.Shield:
        """"~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn,
        exile it instead." (Anger of the Gods)"""
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Shield("exile_damaged_each", said(c), kinds=_types(c), amount=n.value)

    def exile_damaged_either(self, c: list) -> s.Shield:
        """"~ deals 3 damage to target creature or planeswalker. If that creature or planeswalker would
        die this turn, exile it instead." (Scorching Dragonfire)"""
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Shield("exile_damaged_either", said(c), kinds=_types(c), amount=n.value)

    def quoted_regenerate(self, c: list) -> s.QuotedRegenerate:
        """A granted "{1}{G}: Regenerate this creature." (Trollhide)."""
        return s.QuotedRegenerate(values_of(c, s.Cost)[0].render())
