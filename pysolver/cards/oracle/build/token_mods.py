"""The builder's methods of the replacements of tokens created (614.1a, 111.2): oracle.lark's block "tokens created,
multiplied"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said


def _one_or_more(c: list) -> None:
    """"one or more tokens": any number of them."""
    n = next(t for t in c if isinstance(t, Token) and t.type == "NUMWORD")
    if str(n) != "one":
        raise Unmeant(f"{n} or more tokens", "\"one or more tokens\"")


class TokenModBuilder(PhraseBuilder):
    """Tokens created, multiplied."""

    def tokens_doubled(self, c: list) -> s.TokenMod:
        _one_or_more(c)
        return s.TokenMod(said(c), None, "times")

    def opponent_tokens_halved(self, c: list) -> s.TokenMod:
        _one_or_more(c)
        return s.TokenMod(said(c), "an opponent", "half")

    def tokens_doubled_this_turn(self, c: list) -> s.TokenMod:
        _one_or_more(c)
        loyalty = next(str(t) for t in c if isinstance(t, Token) and t.type == "LOYALTY")
        return s.TokenMod(said(c), "you", "times", loyalty)
