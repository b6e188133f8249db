"""The builder's methods of compound conditions of static abilities: "you control an artifact or enchantment", "you
control another Wolf or Werewolf" (604.1: a permanent of either kind)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, tagged


class CompoundBuilder(PhraseBuilder):
    """A permanent of either kind its controller controls."""

    def control_either_kind(self, c: list) -> s.EitherKindControl:
        tokens = [t for t in c if isinstance(t, Token)]
        kinds = [t for t in tokens if t.type in ("CTYPE", "CARDTYPE")]
        return s.EitherKindControl(str(tokens[2]), self.term(kinds[0]), self.term(kinds[1]),
                                   str(tagged(c, "article") or ""))
