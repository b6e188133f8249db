"""The values of a condition on at most N objects (604.1): "as long as you have no cards in hand" (hellbent),
"as long as you have one or fewer cards in hand", "as long as you control no untapped lands", "as long as
there are no cards in your graveyard"; and on at least N: "as long as you have seven or more cards in hand"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class AtMost:
    """The condition's words as written, the most objects it allows (0 for "no"), and the group it
    counts: its controller's cards in hand, the objects its controller controls, the cards in a zone."""

    words: str
    amount: int
    group: Group

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class AtLeast:
    """"you have seven or more cards in hand" (604.1): the condition's words as written, the fewest objects it needs
    and the group it counts (its controller's cards in hand)."""

    words: str
    amount: int
    group: Group

    def render(self) -> str:
        return self.words
