"""The builder's method of a rule of the untap step (502.3)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class UntapBuilder(PhraseBuilder):
    """"doesn't untap during its controller's untap step"."""

    def untap_forbidden(self, c: list) -> s.UntapForbidden:
        return s.UntapForbidden()
