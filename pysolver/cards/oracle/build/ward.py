"""The builder's method of ward (702.21): "ward {2}", printed or granted."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class WardBuilder(PhraseBuilder):
    """Ward."""

    def ward(self, c: list) -> s.Ward:
        return s.Ward(str(c[1]))
