"""Typed values of goad as an action (701.15a): "Goad target creature [an opponent controls]."."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Target


@dataclass(frozen=True)
class GoadTarget:
    """"goad TARGET": until the goading player's next turn the target is goaded (701.15a-b); the sentence is
    the effect's only one (another sentence's duration would not be the goad's)."""

    target: Target

    def render(self) -> str:
        return f"goad {self.target.render()}"
