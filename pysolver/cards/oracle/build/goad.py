"""The builder's methods of goad (701.15): "enchanted creature ... is goaded", and its two requirements
in words ("attack each combat if able and attack a player other than you if able")."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, values_of


class GoadBuilder(PhraseBuilder):
    """Goaded creatures."""

    def is_goaded(self, c: list) -> s.CombatRule:
        # 701.15b: it attacks each combat if able and attacks a player other than the goading player
        # if able (asp/combat/requirements.lp, meaning `goaded`)
        return s.CombatRule("goaded", "is goaded", ("goaded",))

    def goaded_words(self, c: list) -> s.CombatRule:
        # 701.15b's two requirements written out, "you" the goading player: the meaning `goaded`
        verbs = [t[1] for t in c if isinstance(t, tuple) and t[0] == "verb"]  # attack_v: ("verb", "attack")
        return s.CombatRule("goaded", f"{verbs[0]} each combat if able and {verbs[1]} a player other than you if able",
                            ("goaded",))

    def goad_sentence(self, c: list) -> s.GoadTarget:
        # 701.15a: the target (or what "it" names) is goaded until the goading player's next turn
        return s.GoadTarget(values_of(c, (s.Target, s.ItRef))[0])

    def action_and_goad(self, c: list) -> s.GoadTarget:
        return s.GoadTarget(s.ItRef("it"), after=values_of(c, s.Action)[0])

    def goad_may(self, c: list) -> s.GoadTarget:
        return s.GoadTarget(values_of(c, s.Target)[0], may=True)
