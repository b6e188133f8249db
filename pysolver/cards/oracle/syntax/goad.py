"""Typed values of goad as an action (701.15a): "Goad target creature [an opponent controls]."."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.actions import Action
from pysolver.cards.oracle.syntax.subjects import ItRef, Target


@dataclass(frozen=True)
class GoadTarget:
    """"goad TARGET": until the goading player's next turn the target is goaded (701.15a-b); "goad it" / "goad that
    creature" the target of an action before it; `may`: "you may goad TARGET". Only actions come before it in its
    effect (another sentence's duration would not be the goad's)."""

    target: Target | ItRef
    may: bool = False
    after: Action | None = None  # "ACTION and goad it": the action whose target "it" is

    def render(self) -> str:
        before = f"{self.after.render()} and " if self.after is not None else ""
        return f"{before}{'you may ' if self.may else ''}goad {self.target.render()}"
