"""The builder's methods of the combat rules reading the parity of a mana value (202.3, 509.1b)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class ManaParityBuilder(PhraseBuilder):
    """"Your opponents can't block with creatures with even mana values." (Void Winnower)."""

    def opponents_cant_block_parity(self, c: list) -> s.OpponentsCantBlockParity:
        noun = self.term(next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE"))
        parity = next(str(t) for t in c if isinstance(t, Token) and str(t) in ("even", "odd"))
        return s.OpponentsCantBlockParity(noun, parity)
