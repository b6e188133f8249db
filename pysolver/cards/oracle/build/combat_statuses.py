"""The builder's method of a condition on the object's own status of combat (506.4): "as long as it's attacking",
"as long as ~ is blocking"; "each GROUP ... as long as it's not attacking"."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class CombatStatusBuilder(PhraseBuilder):
    """"it's attacking", "~ is blocking", "each GROUP ... as long as it's not attacking"."""

    def self_in_combat(self, c: list) -> s.StateIs:
        status = str(tagged(c, "status"))
        words = " ".join(str(t) for t in c if not isinstance(t, tuple))
        return s.StateIs(f"{words} {status}", s.SelfRef(), status, "combat")

    def each_not_in_combat(self, c: list) -> s.EachNotInCombat:
        """"Each untapped creature you control gets +0/+2 as long as it's not attacking." (Arcades Sabboth): "it" is
        each object of the subject in turn (611.3a), which only "each GROUP" says of a group."""
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        static = s.Static(tagged(c, "label"), subject, values_of(c, s.Predicates)[0], None, False)
        value = s.EachNotInCombat(static, str(tagged(c, "status")))
        if not isinstance(subject, s.Group) or subject.quant != "each" or subject.status is not None:
            raise Unmeant(value.render(), "\"it\" in the condition names each object only after \"each\" (and "
                                          "of no status of combat)")
        return value
