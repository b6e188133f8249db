"""The builder's methods of a replacement or prevention sentence on the target a sentence before it named (608.2c)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged


class NamedShieldBuilder(PhraseBuilder):
    """"Regenerate it.", "Prevent all damage that would be dealt to it this turn.", "If that creature would die this
    turn, exile it instead." as sentences of an effect."""

    def named_regenerate(self, c: list) -> s.NamedShield:
        return s.NamedShield(said(c), "regenerate", str(tagged(c, "untapped")))

    def named_prevent(self, c: list) -> s.NamedShield:
        return s.NamedShield(said(c), "prevent_all", str(tagged(c, "untapped")), side=str(tagged(c, "side")),
                             combat=tagged(c, "combat") is not None)

    def named_prevent_self(self, c: list) -> s.NamedShield:
        """"Prevent all damage that would be dealt to him this turn.": "him" / "her" names the planeswalker itself."""
        return s.NamedShield(said(c), "prevent_all", str(tagged(c, "self_pronoun")), side=str(tagged(c, "side")),
                             combat=tagged(c, "combat") is not None)

    def named_prevent_until_next(self, c: list) -> s.NamedShield:
        """"Prevent all damage that would be dealt to and dealt by that permanent until your next turn." (611.2a)"""
        return s.NamedShield(said(c), "prevent_all", str(tagged(c, "untapped")),
                             side=str(tagged(c, "side")), combat=tagged(c, "combat") is not None,
                             duration="until your next turn")

    def named_exile_if_dies(self, c: list) -> s.NamedShield:
        named = " ".join(str(t) for t in c[1:3])  # "that creature"
        return s.NamedShield(said(c), "exile_if_dies", named)
