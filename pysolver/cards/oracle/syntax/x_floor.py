"""The value of "COST: EFFECT X can't be 0." (Lair of the Hydra; 107.3a, 601.2b, 602.2b)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Activated


@dataclass(frozen=True)
class ActivatedXFloor:
    """An activated ability whose X, chosen as it was activated (601.2b), is at least `least`."""

    activated: Activated
    least: int = 1

    def render(self) -> str:
        return f"{self.activated.render()} x can't be 0."
