"""The value of a max speed ability (702.178a): "Max speed \u2014 [ability]" means "As long as your speed is 4, this
object has '[ability]'"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Static, StaticIt


@dataclass(frozen=True)
class MaxSpeed:
    """"max speed \u2014 ~ has double strike.": `granted`, the static ability the object has at max speed."""

    granted: Static | StaticIt

    def render(self) -> str:
        return f"max speed \u2014 {self.granted.render()}"
