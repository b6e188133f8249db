"""The value of a "can't" effect a resolved spell or ability makes for the turn (614.17): "Damage can't be prevented
this turn.", "Players can't gain life this turn."."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TurnCant:
    """`what` cannot happen this turn: "prevent_damage" (615.12) or "life_gain" (119.7), of `who` ("players", "your
    opponents", "you"; None for damage)."""

    words: str
    what: str
    who: str | None = None

    def render(self) -> str:
        return self.words
