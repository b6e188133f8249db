"""The value of a quoted ability (113.1): the text of an ability of its own between quotes, granted by
an effect ("enchanted creature has \"...\"", 613.1f) or given to a token as it is created (111.4)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class QuotedAbility:
    """"{r}: ~ deals 1 damage to any target." between quotes: `text` is the ability's own normalised
    line (its `~` the object that has it), which the compiler reads as a line of its own."""

    text: str

    def render(self) -> str:
        return f'"{self.text}"'
