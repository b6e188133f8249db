"""The builder's methods of conditions on commanders (903.3): "you control your commander"."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class CommanderBuilder(PhraseBuilder):
    """"you control your commander"."""

    def control_your_commander(self, _c: list) -> s.ControlYourCommander:
        return s.ControlYourCommander()
