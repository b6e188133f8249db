"""The builder's methods of the replacements of tokens created (614.1a, 111.2): oracle.lark's block "tokens created,
multiplied"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged
from pysolver.cards.oracle.build.tokens import SUBTYPE_TERMINALS


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

    def tokens_each(self, c: list) -> s.TokenMod:
        # 111.10: "one of each" of the predefined tokens named (Clue, Food, Treasure), each created as the words of
        # a creation "create a Treasure token" give it
        n = next(t for t in c if isinstance(t, Token) and t.type == "NUMWORD")
        if str(n) != "one":
            raise Unmeant(f"{n} of each", "\"one of each\"")
        kinds = tuple(str(t) for t in c if isinstance(t, Token) and t.type == "ATYPE")
        if len(set(kinds)) != len(kinds):
            raise Unmeant(said(c), "a kind of token named twice")
        made = tuple(s.CreateToken("a", 1, None, (), (self.term(t),), (), "token")
                     for t in c if isinstance(t, Token) and t.type == "ATYPE")
        return s.TokenMod(said(c), "you", "each", kinds=kinds, made=made)

    def tokens_plus_one(self, c: list) -> s.TokenMod:
        return self._plus_one(c, ())

    def tokens_plus_one_of(self, c: list) -> s.TokenMod:
        # "one or more Treasure tokens": the kind before "tokens" (111.10), the one after "plus" the token made
        at = next(i for i, t in enumerate(c) if isinstance(t, Token) and str(t) == "tokens")
        kinds = tuple(str(t) for t in c[:at] if isinstance(t, Token) and t.type == "ATYPE")
        return self._plus_one(c, kinds)

    def _plus_one(self, c: list, kinds: tuple[str, ...]) -> s.TokenMod:
        _one_or_more(c)
        at = next(i for i, t in enumerate(c) if isinstance(t, Token) and str(t) == "plus")
        made, words = self._added_token(c, c[at:], "a", 1, "token")
        return s.TokenMod(said(words), "you", "plus_one", kinds=kinds, made=(made,))

    def tokens_plus(self, c: list) -> s.TokenMod:
        _one_or_more(c)
        made, words = self._added_token(c, c, "that many", 2, "tokens")
        return s.TokenMod(said(words), "you", "plus", made=(made,))

    def _added_token(self, c: list, described: list, article: str, count: int, noun: str) -> tuple[s.CreateToken, list]:
        """The token an effect adds to a creation, from the words `described` (its P/T, subtypes, card types) and the
        colours tagged in `c`; and `c`'s words with the colour words as said (said/1 reads a tagged word choice)."""
        pt = next((str(t) for t in described if isinstance(t, Token) and t.type == "PT"), None)
        subtypes = tuple(self.term(t) for t in described if isinstance(t, Token) and t.type in SUBTYPE_TERMINALS)
        types = tuple(self.term(t) for t in described if isinstance(t, Token) and t.type == "CARDTYPE")
        colors = tagged(c, "colors") or ()
        made = s.CreateToken(article, count, pt, colors, subtypes, types, noun)  # type: ignore[arg-type]
        words = [("colors", " and ".join(t.render() for t in colors)) if isinstance(x, tuple) and x[0] == "colors"
                 else x for x in c]
        return made, words
