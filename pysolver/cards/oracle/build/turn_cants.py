"""The builder's methods of the "can't" effects a resolved spell or ability makes for the turn (614.17)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, said, tagged


class TurnCantBuilder(PhraseBuilder):
    """"Damage can't be prevented this turn.", "Players can't gain life this turn."."""

    def turn_cant_prevent(self, c: list) -> s.TurnCant:
        return s.TurnCant(said(c[:-1]), "prevent_damage")

    def turn_cant_gain(self, c: list) -> s.TurnCant:
        return s.TurnCant(said(c[:-1]), "life_gain", tagged(c, "life_gainers"))
