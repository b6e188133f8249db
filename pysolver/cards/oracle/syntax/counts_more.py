"""The values of more counts: the colours of the object an effect applies to ("for each of its colors", 105.1), the
colours among what a group picks ("for each color among permanents you control", "the number of colors among ...") and
two groups counted together ("for each land you control and each land card in your graveyard", 608.2h), and the
others sharing a creature type with the object an effect applies to ("that shares at least one creature type with it",
205.3m)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class OwnColors:
    """"of its colors" after "for each": the colours (105.1) of the object the effect applies to."""

    def render(self) -> str:
        return "of its colors"


@dataclass(frozen=True)
class QualitiesAmong:
    """The values of one quality among the objects a group picks, each value once: "QUALITY among GROUP" after "for
    each", or "the number of QUALITYs among GROUP" (the subclasses name the quality)."""

    group: Group
    number: bool  # "the number of ... among ..." (a characteristic-defining ability), else after "for each"
    quality: ClassVar[str]  # the quality's word, singular: "color", "basic land type"

    def render(self) -> str:
        if self.number:
            return f"the number of {self.quality}s among {self.group.render()}"
        return f"{self.quality} among {self.group.render()}"


@dataclass(frozen=True)
class ColorsAmong(QualitiesAmong):
    """"color among permanents you control" after "for each", "the number of colors among permanents you control":
    the colours (105.1) among the objects the group picks, each colour once."""

    quality: ClassVar[str] = "color"


@dataclass(frozen=True)
class CountSum:
    """"land you control and each land card in your graveyard" after "for each": the objects of two groups, each group
    counted (608.2h)."""

    first: Group
    second: Group

    def render(self) -> str:
        return f"{self.first.render()} and each {self.second.render()}"


@dataclass(frozen=True)
class SharingCount:
    """"other creature on the battlefield that shares at least one creature type with it" after "for each": for each
    object the effect applies to ("it"), the objects of the group other than it that have a creature type it has
    (205.3m, 608.2h)."""

    group: Group  # as written, "other" included: other than "it" (the object the effect applies to)
    words: str  # "at least one", "a"
    kind: str  # the card type of "KIND type" ("creature")

    def render(self) -> str:
        return f"{self.group.render()} that shares {self.words} {self.kind} type with it"
