"""The values of a triggered ability's prevention effect (615.1, 603.2): "Whenever ~ blocks, prevent all combat
damage that would be dealt to and dealt by it this turn.", "Whenever ~ becomes blocked, prevent all combat damage
that would be dealt this turn.", "When ~ enters, prevent all damage that would be dealt to you this turn."."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TriggeredPrevention:
    """`whom` "it" (the object whose own event triggered it), "you" (its controller) or None (all damage);
    `side` the damage of "it" prevented ("to", "by", "to and dealt by"); `combat` combat damage only."""

    words: str
    whom: str | None
    side: str | None
    combat: bool

    def render(self) -> str:
        return self.words
