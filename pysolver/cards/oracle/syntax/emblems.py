"""The values of emblems (114): their creation, "you get an emblem with "ABILITY"" (114.2), and the condition "you have
one or more emblems"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.grants import QuotedAbility


@dataclass(frozen=True)
class GetEmblem:
    """"you get an emblem with "A" [and "B"]": the ability's controller puts an emblem with abilities A (and B) into the
    command zone (114.2), the emblem's only characteristics (114.3); "target opponent gets an emblem with ..."
    (`who` "target opponent"): that opponent gets it, and owns and controls it (114.2)."""

    abilities: tuple[QuotedAbility, ...]
    who: str = "you"

    def render(self) -> str:
        gets = "you get" if self.who == "you" else f"{self.who} gets"
        return f"{gets} an emblem with " + " and ".join(q.render() for q in self.abilities)


@dataclass(frozen=True)
class HaveEmblems:
    """"you have N or more emblems" (`amount` as written): the emblems the effect's controller owns and controls
    (114.2), in the command zone (114.1)."""

    amount: str
    count: int

    def render(self) -> str:
        return f"you have {self.amount} or more emblems"
