"""The builder's method of a condition on the object's own status of combat (506.4): "as long as it's attacking",
"as long as ~ is blocking"."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, tagged


class CombatStatusBuilder(PhraseBuilder):
    """"it's attacking", "~ is blocking"."""

    def self_in_combat(self, c: list) -> s.StateIs:
        status = str(tagged(c, "status"))
        words = " ".join(str(t) for t in c if not isinstance(t, tuple))
        return s.StateIs(f"{words} {status}", s.SelfRef(), status, "combat")
