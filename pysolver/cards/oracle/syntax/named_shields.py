"""The value of a replacement or prevention sentence of a resolved effect on the target a sentence before it named
(608.2c: "it", "that creature"): "Regenerate it." (701.19a), "Prevent all [combat] damage that would be dealt to / by
/ to and dealt by it this turn." (615.1), "If that creature would die this turn, exile it instead." (614.1a, 700.4)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class NamedShield:
    """`op`: "regenerate", "prevent_all" or "exile_if_dies"; `named` the words naming the object ("it", "that
    creature", "that permanent"); `side` for a prevention ("to", "by", "to and dealt by"), `combat` whether only combat
    damage; `duration` how long it lasts (611.2a: "this turn" or "until your next turn")."""

    words: str
    op: str
    named: str
    side: str | None = None
    combat: bool = False
    duration: str = "this turn"

    def render(self) -> str:
        return self.words
