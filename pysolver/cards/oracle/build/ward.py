"""The builder's methods of ward (702.21) and toxic (702.164): "ward {2}", "toxic 1", printed or granted."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class WardBuilder(PhraseBuilder):
    """Ward and toxic."""

    def ward(self, c: list) -> s.Ward:
        return s.Ward(str(c[1]))

    def toxic(self, c: list) -> s.Toxic:
        return s.Toxic(str(c[1]))
