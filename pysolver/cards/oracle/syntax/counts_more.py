"""The values of more counts: the colours of the object an effect applies to ("for each of its colors", 105.1), the
colours among what a group picks ("for each color among permanents you control", "the number of colors among ...") and
two groups counted together ("for each land you control and each land card in your graveyard", 608.2h)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class OwnColors:
    """"of its colors" after "for each": the colours (105.1) of the object the effect applies to."""

    def render(self) -> str:
        return "of its colors"


@dataclass(frozen=True)
class ColorsAmong:
    """"color among permanents you control" after "for each", "the number of colors among permanents you control":
    the colours (105.1) among the objects the group picks, each colour once."""

    group: Group
    number: bool  # "the number of colors among ..." (a characteristic-defining ability), else after "for each"

    def render(self) -> str:
        if self.number:
            return f"the number of colors among {self.group.render()}"
        return f"color among {self.group.render()}"


@dataclass(frozen=True)
class CountSum:
    """"land you control and each land card in your graveyard" after "for each": the objects of two groups, each group
    counted (608.2h)."""

    first: Group
    second: Group

    def render(self) -> str:
        return f"{self.first.render()} and each {self.second.render()}"
