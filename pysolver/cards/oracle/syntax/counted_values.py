"""The typed values of sums in a characteristic-defining ability (604.3, 613.4a): "~'s power and toughness are each
equal to 1 plus the number of lands you control." and "... equal to the number of Elves you control plus the number of
Elf cards in your graveyard."."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group
from pysolver.cards.oracle.syntax.unions import CountedUnion


@dataclass(frozen=True)
class SummedPT:
    """A characteristic-defining ability whose value is a sum: `what` the words of what it sets ("power and toughness
    are each", "power is", "toughness is"); `number` the number added to the counts as written ("1", "two"), or None;
    `counts` the one or two groups counted (608.2h), each its own count."""

    what: str
    number: str | None
    number_value: int
    counts: tuple[Group | CountedUnion, ...]

    def render(self) -> str:
        parts = ([self.number] if self.number is not None else []) + [f"the number of {g.render()}"
                                                                       for g in self.counts]
        return f"~'s {self.what} equal to {' plus '.join(parts)}."

