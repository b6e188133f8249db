"""The value of "Destroy ... It can't be regenerated." (701.19c) as a sentence of a spell's or an ability's effect."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pysolver.cards.oracle.syntax.subjects import Target


@dataclass(frozen=True)
class Unregenerable:
    """"destroy target creature. it can't be regenerated": `destroyed` the words of what it destroys, `target` the
    target it names (a later "it" may name it), `subject` the words of what can't be regenerated."""

    destroyed: str
    subject: str
    target: Target | None = None
    several: bool = False  # "target A and target B" (115.1): no later "it" names one of them

    def render(self) -> str:
        return f"destroy {self.destroyed}. {self.subject} can't be regenerated"
