"""The values of conditions on what its controller did this turn (604.1): "as long as you've drawn two or more
cards this turn" (121.1), "as long as you gained life this turn" (119.3), "as long as you've cast a noncreature spell
this turn" (601.2); and on what the object itself did: "as long as it entered this turn" (Drownyard Behemoth)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount, Term


@dataclass(frozen=True)
class DrawnAtLeast:
    """"you've drawn N or more cards this turn"."""

    amount: Amount

    def render(self) -> str:
        return f"you've drawn {self.amount.render()} or more cards this turn"


@dataclass(frozen=True)
class EnteredThisTurn:
    """"it entered this turn": the object itself entered the battlefield this turn (the scenario's
    `entered_this_turn`)."""

    words: str  # as written

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class GainedLife:
    """"you gained life this turn"."""

    def render(self) -> str:
        return "you gained life this turn"


@dataclass(frozen=True)
class CastAtLeast:
    """"you've cast a creature spell this turn", "you've cast an instant or sorcery spell this turn", "you've cast
    two or more noncreature spells this turn" (601.2): N or more spells of a kind its controller cast this turn."""

    amount: Amount  # "a" / "an" read as 1
    kinds: tuple[Term, ...]  # the spell's kind, each alternative a card type, a negated one or "historic"; () any
    words: str  # as written

    def render(self) -> str:
        return self.words
