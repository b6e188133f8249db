"""The value of crew (702.122a): "Crew N [. Activate only once each turn.]", an activated ability of a Vehicle."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount


@dataclass(frozen=True)
class Crew:
    """"crew N" (702.122a: "Tap any number of other untapped creatures you control with total power N or greater: This
    permanent becomes an artifact creature until end of turn."), with a restriction on activating it (602.5b)."""

    amount: Amount
    restriction: str | None = None

    def render(self) -> str:
        return f"crew {self.amount.render()}" + (f". {self.restriction}" if self.restriction else "")
