"""The value of "becomes a copy of target creature [, except ...]" in a resolving effect (707.2, 613.2a: a copy
effect of layer 1a; 707.9b: its exceptions, "except it has this ability" among them)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.copies import CopyException, join_exceptions
from pysolver.cards.oracle.syntax.subjects import Target


@dataclass(frozen=True)
class ExceptThisAbility:
    """"except it has this ability" (707.9b): the copy has the ability whose effect made it a copy."""

    def render(self) -> str:
        return "it has this ability"


@dataclass(frozen=True)
class ExceptOwnName:
    """"except its name is ~" (707.9b): the copy has the name of the object with the ability (its own)."""

    def render(self) -> str:
        return "its name is ~"


@dataclass(frozen=True)
class BecomesCopy:
    """"becomes a copy of target nonlegendary creature": the target is the object copied (115.1), not one the effect
    affects."""

    verb: str  # "becomes", or "become" after "you may have"
    target: Target
    exceptions: tuple[CopyException | ExceptThisAbility | ExceptOwnName, ...] = ()

    def render(self) -> str:
        words = f"{self.verb} a copy of {self.target.render()}"
        return words + (", except " + join_exceptions(self.exceptions) if self.exceptions else "")
