"""The builder's methods of the redirection effects of oracle.lark's block "more redirection effects" (614.9)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged, values_of


def _part(c: list, tag: str) -> tuple | None:
    """The (tag, words, target) pair one of the sub-rules below gave, if any."""
    return next((x for x in c if isinstance(x, tuple) and len(x) == 3 and x[0] == tag), None)


class RedirectionBuilder(PhraseBuilder):
    """"All [combat] damage that would be dealt to you / TARGET this turn [by TARGET / a source of your choice] is
    dealt to ~ / TARGET / you instead.", "All damage that would be dealt to enchanted creature is dealt to its
    controller instead." """

    def redirected(self, c: list) -> s.Redirection:
        return c[0]

    def redirected_from_you(self, c: list) -> tuple:
        return ("redirected_from", "you", None)

    def redirected_from_target(self, c: list) -> tuple:
        (target,) = values_of(c, s.Target)
        return ("redirected_from", target.render(), target)

    def redirected_by_target(self, c: list) -> tuple:
        (target,) = values_of(c, s.Target)
        return ("redirected_by", f"by {target.render()}", target)

    def redirected_by_chosen(self, c: list) -> tuple:
        return ("redirected_by", said(c), None)

    def redirected_onto_self(self, c: list) -> tuple:
        return ("redirected_onto", said(c), None)

    def redirected_onto_target(self, c: list) -> tuple:
        (target,) = values_of(c, s.Target)
        return ("redirected_onto", target.render(), target)

    def redirected_onto_you(self, c: list) -> tuple:
        return ("redirected_onto", "you", None)

    def redirect_this_turn(self, c: list) -> s.Redirection:
        """"[COST:] All [combat] damage that would be dealt to you / TARGET this turn [by ...] is dealt to ... instead."
        (Turn the Tables, Shimian Night Stalker, Sivvi's Valor)"""
        damaged, by, onto = _part(c, "redirected_from"), _part(c, "redirected_by"), _part(c, "redirected_onto")
        assert damaged is not None and onto is not None
        parts = (damaged, by, onto)
        targets = [p[2] for p in parts if p is not None and p[2] is not None]
        costs = values_of(c, s.Cost)
        return s.Redirection(
            said([x[:2] if isinstance(x, tuple) and len(x) == 3 else x for x in c]),
            damaged="you" if damaged[2] is None else "target",
            onto="target" if onto[2] is not None else "you" if onto[1] == "you" else "~",
            by=None if by is None else "chosen" if by[2] is None else "target",
            combat=tagged(c, "combat") is not None, cost=costs[0] if costs else None,
            target=targets[0] if targets else None, targets=len(targets))

    def redirect_enchanted_controller(self, c: list) -> s.Redirection:
        """"All damage that would be dealt to enchanted creature is dealt to its controller instead." (Treacherous
        Link)"""
        kinds = tuple(str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        return s.Redirection(said(c), damaged="enchanted", onto="its controller",
                             combat=tagged(c, "combat") is not None, kinds=kinds)
