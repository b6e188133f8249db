"""The builder's method of "can't be the target of spells or abilities your opponents control" (Vines of Vastwood)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class TargetCantBuilder(PhraseBuilder):
    """A restriction on targeting, no characteristic."""

    def cant_be_opponents_target(self, _c: list) -> s.CantBeOpponentsTarget:
        return s.CantBeOpponentsTarget()
