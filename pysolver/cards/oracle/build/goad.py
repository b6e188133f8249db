"""The builder's methods of goad (701.15): "enchanted creature ... is goaded"."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class GoadBuilder(PhraseBuilder):
    """Goaded creatures."""

    def is_goaded(self, c: list) -> s.CombatRule:
        # 701.15b: it attacks each combat if able and attacks a player other than the goading player
        # if able (asp/combat/requirements.lp, meaning `goaded`)
        return s.CombatRule("goaded", "is goaded", ("goaded",))
