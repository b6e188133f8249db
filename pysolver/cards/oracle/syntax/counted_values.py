"""The typed values of sums in a characteristic-defining ability (604.3, 613.4a): "~'s power and toughness are each
equal to 1 plus the number of lands you control." and "... equal to the number of Elves you control plus the number of
Elf cards in your graveyard.", and twice a count: "... equal to twice the number of creatures you control.",
"Domain \u2014 ... equal to twice the number of basic land types among lands you control." (608.2h)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.more_statics import LandTypeCount
from pysolver.cards.oracle.syntax.subjects import Group
from pysolver.cards.oracle.syntax.unions import CountedUnion


@dataclass(frozen=True)
class SummedPT:
    """A characteristic-defining ability whose value is a sum: `what` the words of what it sets ("power and toughness
    are each", "power is", "toughness is"); `number` the number added to the counts as written ("1", "two"), or None;
    `counts` the one or two groups counted (608.2h), each its own count (a LandTypeCount: the basic land types among a
    group, 305.6); `twice` the one count doubled ("twice the number of ..."); `label` an ability word (207.2c)."""

    what: str
    number: str | None
    number_value: int
    counts: tuple[Group | CountedUnion | LandTypeCount, ...]
    twice: bool = False
    label: str | None = None

    def render(self) -> str:
        parts = ([self.number] if self.number is not None else []) + [
            g.render() if isinstance(g, LandTypeCount) else f"the number of {g.render()}" for g in self.counts]
        label = f"{self.label} \u2014 " if self.label else ""
        return f"{label}~'s {self.what} equal to {'twice ' * self.twice}{' plus '.join(parts)}."

