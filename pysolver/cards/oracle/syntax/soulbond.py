"""The values of soulbond's pairs (702.95): the condition "~ is paired with another creature" / "it's paired with a
creature with soulbond" and the subject "each of those creatures" / "both creatures" (the creature itself and the one
it is paired with)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.keywords import Keyword


@dataclass(frozen=True)
class Paired:
    """"~ is paired with another creature", "it's paired with a creature with soulbond" (702.95b): the creature the
    source is paired with, while the pair holds (702.95e), with a keyword when one is named."""

    words: str  # the words before the keyword: "~ is paired with another creature"
    keyword: Keyword | None = None

    def render(self) -> str:
        return self.words + (f" with {self.keyword.render()}" if self.keyword is not None else "")


@dataclass(frozen=True)
class PairMembers:
    """"each of those creatures", "both creatures" after "as long as ~ is paired with another creature": the creature
    itself and the one it is paired with (702.95b)."""

    words: str

    def render(self) -> str:
        return self.words
