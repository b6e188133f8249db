"""The values of devotion (700.5): "your devotion to black [and red]" as a value or in a condition, and "~ isn't a
creature" (205.1a: a card type removed)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount, Term


@dataclass(frozen=True)
class Devotion:
    """"your devotion to black [and red]" (700.5: the mana symbols of those colours among the mana costs of the
    permanents its controller controls)."""

    colors: tuple[Term, ...]

    def render(self) -> str:
        return "your devotion to " + " and ".join(c.render() for c in self.colors)


@dataclass(frozen=True)
class DevotionBelow:
    """"your devotion to black is less than five" (604.1: a condition)."""

    devotion: Devotion
    amount: Amount

    def render(self) -> str:
        return f"{self.devotion.render()} is less than {self.amount.render()}"


@dataclass(frozen=True)
class NotCardType:
    """"isn't a creature" (205.1a: the object loses that card type)."""

    article: str
    kind: Term

    def render(self) -> str:
        return f"isn't {self.article} {self.kind.render()}"
