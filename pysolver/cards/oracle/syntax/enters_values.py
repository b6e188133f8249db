"""The values of "enters with" counters numbered by values of objects (614.1c, 614.12, 107.3c): the greatest power
or the total power or toughness of what a group picks, the counters of a kind among them; of the effect's source, for
the objects of a group entering ("equal to Arwen's toughness", "the number of +1/+1 counters on this creature")."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class EntersWithValue:
    """"[label —] ~ enters with X KIND counters on it, where X is the greatest power among GROUP / the total toughness
    of GROUP", "~ enters with a KIND counter on it for each KIND counter among GROUP": `counter` counters, as many as
    `how` (max or sum) of `value` (power, toughness, or counters(K): the `counted` counters on each) of the objects
    `group` picks as it enters."""

    words: str
    counter: str
    how: str  # "max" | "sum"
    value: str  # "power" | "toughness" | "counters"
    group: Group
    counted: str | None = None  # the kind of counter counted on each object (value "counters")
    label: str | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class GroupEntersWithSourceValue:
    """"Each other creature you control enters with a number of additional KIND counters on it equal to ~'s toughness"
    (Arwen), "... an additional X KIND counters on it, where X is the number of KIND counters on ~" (Bloodspore
    Thrinax), "Colorless creatures you control enter with two additional KIND counters on them" (Curator Beastie): the
    objects of `group` enter with `amount` more `counter` counters, or (amount None) as many as the source's `value`
    (power, toughness, or counters: the `counted` counters on it)."""

    words: str
    counter: str
    group: Group
    amount: int | None = None
    value: str | None = None
    counted: str | None = None

    def render(self) -> str:
        return self.words
