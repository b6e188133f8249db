"""The values of conditions on the state of an object (122.1 its counters, 301.5 the Equipment attached to it, 303.4
the Auras): "there are exactly three tide counters on ~", "there are five or more growth counters on ~", "~ has no
shell counters on it", "two or more Equipment are attached to it", "~ is enchanted or equipped", "~ is enchanted by
exactly one Aura"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount, SelfRef


@dataclass(frozen=True)
class CountersOnSelf:
    """"there are exactly three tide counters on ~" / "there is exactly one tide counter on ~" / "there are five or
    more growth counters on ~" (122.1): the counters of one kind on the object itself, exactly N or N or more."""

    amount: Amount
    kind: str  # the counter's kind as written: "tide"
    exactly: bool  # "exactly N" (else "N or more")

    @property
    def names(self) -> SelfRef:
        """The object the condition is about: the object itself ("..., it gets +1/+1")."""
        return SelfRef()

    def render(self) -> str:
        verb, noun = ("is", "counter") if self.amount.value == 1 else ("are", "counters")
        if self.exactly:
            return f"there {verb} exactly {self.amount.render()} {self.kind} {noun} on ~"
        return f"there are {self.amount.render()} or more {self.kind} counters on ~"


@dataclass(frozen=True)
class EquipmentAttached:
    """"two or more Equipment are attached to it" (301.5): N or more Equipment attached to the object the ability's
    subject names ("it": the object itself, or the creature its source is attached to)."""

    amount: Amount
    host: bool = False  # "it" is what the source is attached to (after "equipped creature"), not the source

    def render(self) -> str:
        return f"{self.amount.render()} or more equipment are attached to it"


@dataclass(frozen=True)
class SelfPowerAtLeast:
    """"~'s power is 7 or greater" (208.1): the object's own power, N or greater."""

    amount: Amount

    @property
    def names(self) -> SelfRef:
        """The object the condition is about: the object itself ("..., it can attack ...")."""
        return SelfRef()

    def render(self) -> str:
        return f"~'s power is {self.amount.render()} or greater"


@dataclass(frozen=True)
class NoCountersOnSelf:
    """"~ has no shell counters on it" (122.1): no counter of the kind on the object itself."""

    kind: str  # the counter's kind as written: "shell"

    @property
    def names(self) -> SelfRef:
        """The object the condition is about: the object itself ("..., it gets +3/+2")."""
        return SelfRef()

    def render(self) -> str:
        return f"~ has no {self.kind} counters on it"


@dataclass(frozen=True)
class AttachedToSelf:
    """"~ is enchanted or equipped" (303.4, 301.5: an Aura or an Equipment attached to it), "~ is enchanted by exactly
    one Aura", "~ is enchanted by three or more Auras": the objects of the kinds attached to the object itself, N or
    more or exactly N."""

    words: str  # as written
    kinds: tuple[str, ...]  # the subtypes of what is attached: ("aura", "equipment"), ("aura",)
    amount: Amount
    exactly: bool  # "exactly N" (else "N or more")

    @property
    def names(self) -> SelfRef:
        """The object the condition is about: the object itself ("..., it has base power and toughness 3/3")."""
        return SelfRef()

    def render(self) -> str:
        return self.words
