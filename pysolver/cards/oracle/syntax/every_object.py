"""The value of "all cards that aren't on the battlefield, spells, and permanents" (every object in every zone:
Mycosynth Lattice, Painter's Servant) and of "the chosen color in addition to its / their other colors" (105.3,
205.1b)."""

from __future__ import annotations

from dataclasses import dataclass

EVERY_OBJECT = "all cards that aren't on the battlefield, spells, and permanents"


@dataclass(frozen=True)
class EveryObject:
    """Every card in every zone, every spell and every permanent (109.1: every object of the game)."""

    def render(self) -> str:
        return EVERY_OBJECT


@dataclass(frozen=True)
class AddChosenColor:
    """"are the chosen color in addition to their other colors" (the colour chosen as its source entered, 614.12)."""

    verb: str
    poss: str  # "its" or "their"

    def render(self) -> str:
        return f"{self.verb} the chosen color in addition to {self.poss} other colors"
