"""The value of "becomes a copy of target creature [, except ...]" in a resolving effect (707.2, 613.2a: a copy
effect of layer 1a; 707.9b: its exceptions, "except it has this ability" among them)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from pysolver.cards.oracle.syntax.copies import CopyException, join_exceptions
from pysolver.cards.oracle.syntax.predicates import Predicates
from pysolver.cards.oracle.syntax.pumps import Triggering
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
class ChosenCopy:
    """"Choose a nonlegendary creature on the battlefield." (608.2d): the object chosen as the effect resolves."""

    kind: str  # a card type: "creature"
    nonlegendary: bool

    def render(self) -> str:
        return f"choose a {'nonlegendary ' if self.nonlegendary else ''}{self.kind} on the battlefield"


@dataclass(frozen=True)
class CopyReferent:
    """"that creature" as the object copied (608.2c): what the words before it name, the object whose event
    triggered the ability (603.2) once the effect is read in its ability (`referred`), or the object the sentence
    before chose (`chosen`)."""

    words: str  # "that creature"
    triggering: Triggering | None = None
    chosen: ChosenCopy | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class BecomesCopy:
    """"becomes a copy of target nonlegendary creature": the target is the object copied (115.1), not one the effect
    affects; "becomes a copy of that creature": the object whose event triggered the ability."""

    verb: str  # "becomes", or "become" after "you may have"
    target: Target | CopyReferent
    exceptions: tuple[CopyException | ExceptThisAbility | ExceptOwnName, ...] = ()

    def render(self) -> str:
        words = f"{self.verb} a copy of {self.target.render()}"
        return words + (", except " + join_exceptions(self.exceptions) if self.exceptions else "")


def referred(preds: Predicates, it: object) -> Predicates:
    """The predicates with "a copy of that creature" naming `it`, the object the words before it name (608.2c), when
    that is the object whose event triggered the ability (603.2); otherwise unchanged (and refused as they are read)."""
    if not isinstance(it, Triggering):
        return preds
    items = tuple(replace(p, target=replace(p.target, triggering=it))
                  if isinstance(p, BecomesCopy) and isinstance(p.target, CopyReferent) else p for p in preds.items)
    return replace(preds, items=items)


def chosen_copied(preds: Predicates, chosen: ChosenCopy) -> Predicates | None:
    """The predicates with "a copy of that creature" naming the object `chosen` before (608.2d), when they have one
    such copy of the kind chosen; else None."""
    found = [p for p in preds.items if isinstance(p, BecomesCopy) and isinstance(p.target, CopyReferent)
             and p.target.words.split()[-1] == chosen.kind]
    if len(found) != 1:
        return None
    items = tuple(replace(p, target=replace(p.target, chosen=chosen)) if p in found else p for p in preds.items)
    return replace(preds, items=items)
