"""The values of more layer statics (issue i28, second part): "can't have or gain flying" (113.11, 613.1f) and "as
long as white is the most common color among all permanents or is tied for most common" (105, 604.1)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.keywords import Grants
from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class CantHave:
    """"can't have or gain flying" (113.11: the object loses the ability and no effect can give it to it)."""

    grants: Grants

    def render(self) -> str:
        return f"can't have or gain {self.grants.render()}"


@dataclass(frozen=True)
class MostCommonColor:
    """"white is the most common color among all permanents or is tied for most common" (105: the permanents of that
    colour at least as many as those of any other)."""

    color: Term

    def render(self) -> str:
        return f"{self.color.render()} is the most common color among all permanents or is tied for most common"
