"""The builder's methods of "spells you cast" (601.2a): "Artifact spells you cast have convoke."."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, values_of


class CastSpellBuilder(PhraseBuilder):
    """The spells you cast, and the static ability granting them abilities."""

    def cast_spells(self, c: list) -> s.CastSpells:
        words = [t for t in c if isinstance(t, Token)]
        each = str(words[0]) == "each"
        if each != (str(words[-3]) == "spell"):
            raise Unmeant(" ".join(map(str, words)), "\"each\" with spells, or one spell without \"each\"")
        kinds = words[1 if each else 0:-3]
        joined = next((i for i, t in enumerate(kinds) if str(t) in ("and", "or")), None)
        if joined is None:
            return s.CastSpells(each, tuple(self.term(t) for t in kinds), (), None)
        return s.CastSpells(each, tuple(self.term(t) for t in kinds[:joined - 1]),
                            (self.term(kinds[joined - 1]), self.term(kinds[joined + 1])), str(kinds[joined]))

    def static_cast_spells(self, c: list) -> s.Static:
        predicates = values_of(c, s.Predicates)[0]
        # 613.1f: an ability a spell has; no question reads a spell's combat rule or power
        if not all(isinstance(p, s.Gains) for p in predicates.items):
            raise Unmeant(predicates.render(), "only abilities granted to spells are read")
        return s.Static(None, values_of(c, s.CastSpells)[0], predicates, None, False)
