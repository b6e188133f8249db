"""The builder's methods of a triggered ability's prevention effect (615.1, 603.2)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged


class TriggeredPreventionBuilder(PhraseBuilder):
    """"TRIGGER, prevent all [combat] damage that would be dealt ... this turn."."""

    @staticmethod
    def _trigger(c: list) -> tuple:
        return next(x for x in c if isinstance(x, tuple) and x[0] == "trigger")

    def prevent_it_triggered(self, c: list) -> s.TriggeredPrevention:
        # 603.2: "it" is the object whose own event triggered the ability ("whenever ~ blocks")
        trigger = self._trigger(c)
        if not trigger[2]:
            raise Unmeant(trigger[1], "\"it\" after a trigger that is not the object's own event")
        return s.TriggeredPrevention(said(c), "it", str(tagged(c, "side")), tagged(c, "combat") is not None)

    def fog_triggered(self, c: list) -> s.TriggeredPrevention:
        return s.TriggeredPrevention(said(c), None, None, True)

    def prevent_you_triggered(self, c: list) -> s.TriggeredPrevention:
        return s.TriggeredPrevention(said(c), "you", None, tagged(c, "combat") is not None)
