"""The builder's methods of every object (Mycosynth Lattice's subject) and "the chosen color in addition to their other
colors"."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class EveryObjectBuilder(PhraseBuilder):
    """"all cards that aren't on the battlefield, spells, and permanents ..."."""

    def every_object(self, c: list) -> s.EveryObject:
        return s.EveryObject()

    def static_every_object(self, c: list) -> s.Static:
        predicates = values_of(c, s.Predicates)[0]
        if not all(isinstance(p, (s.SetColorless, s.AddChosenColor)) for p in predicates.items):
            raise Unmeant(predicates.render(), "only the colours of every object are read")
        return s.Static(None, values_of(c, s.EveryObject)[0], predicates, None, False)

    def add_chosen_color(self, c: list) -> s.AddChosenColor:
        return s.AddChosenColor(str(tagged(c, "verb")), str(tagged(c, "poss")))
