"""The value of "Lands can't enter the battlefield." (Worms of the Earth; 614.17, 608.3e)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class KindsCantEnter:
    """No object of card type `noun` (in the plural) can enter the battlefield (614.17)."""

    noun: Term

    def render(self) -> str:
        return f"{self.noun.render()} can't enter the battlefield."


@dataclass(frozen=True)
class CardsCantEnter:
    """No card of card type `noun` (in the singular) in a graveyard or a library can enter the battlefield from there
    (614.17: Grafdigger's Cage)."""

    noun: Term

    def render(self) -> str:
        return f"{self.noun.render()} cards in graveyards and libraries can't enter the battlefield."
