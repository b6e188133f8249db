"""The values of the replacements of tokens created (614.1a, 111.2): "If one or more tokens would be created, twice
that many of those tokens are created instead." (Primal Vigor), "If an opponent would create one or more tokens, they
create half that many ..., rounded down." (Halving Season)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TokenMod:
    """Tokens that `creator` creates ("you", "an opponent", None: any player) created as `op` says instead ("times":
    twice that many, "half": half that many rounded down); `loyalty` the cost of a loyalty ability whose effect lasts
    until end of turn (606, 611.2a)."""

    words: str
    creator: str | None
    op: str
    loyalty: str | None = None

    def render(self) -> str:
        return self.words
