"""The values of what happens as a permanent enters, besides its counters (614.1c, 614.12): a card
revealed from the hand or it enters tapped; "enters tapped" beside a rule of the untap step."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group, Term


@dataclass(frozen=True)
class RevealOrTapped:
    """"As ~ enters, you may reveal a Swamp or Mountain card from your hand. If you don't, ~ enters
    tapped.": the `kinds` (land or creature types) a revealed card may have, `words` the line."""

    kinds: tuple[Term, ...]
    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class EntersTappedNoUntap:
    """"~ enters tapped and doesn't untap during your untap step.": a replacement (614.1c) and a rule
    of the untap step (502.3)."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class KindsEnterTapped:
    """"Artifacts, creatures, and lands your opponents control enter tapped." (Kismet), "Creatures
    enter tapped.": an entering object of one of the `kinds` (under `relative`'s control) enters tapped."""

    kinds: tuple[Group, ...]
    relative: str | None
    words: str

    def render(self) -> str:
        return self.words
