"""The values of the replacements of tokens created (614.1a, 111.2): "If one or more tokens would be created, twice
that many of those tokens are created instead." (Primal Vigor), "If an opponent would create one or more tokens, they
create half that many ..., rounded down." (Halving Season), "..., instead create one of each." (Academy Manufactor),
"... those tokens plus that many 1/1 green Squirrel creature tokens are created instead." (Chatterfang)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.tokens import CreateToken


@dataclass(frozen=True)
class TokenMod:
    """Tokens that `creator` creates ("you", "an opponent", None: any player) created as `op` says instead ("times":
    twice that many, "half": half that many rounded down, "each": that many of each of `made` instead, "plus": those
    tokens and that many of `made`); `kinds` the subtypes of the tokens it applies to (none: any token); `loyalty` the
    cost of a loyalty ability whose effect lasts until end of turn (606, 611.2a)."""

    words: str
    creator: str | None
    op: str
    loyalty: str | None = None
    kinds: tuple[str, ...] = ()
    made: tuple[CreateToken, ...] = ()

    def render(self) -> str:
        return self.words
