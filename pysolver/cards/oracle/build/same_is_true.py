"""The builder's methods of "The same is true for creature spells you control and creature cards you own that aren't
on the battlefield." after a static ability."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, tagged, values_of


class SameIsTrueBuilder(PhraseBuilder):
    """A static ability extended to spells and to the cards of the other zones."""

    def cards_elsewhere(self, c: list) -> s.CardsElsewhere:
        words = [t for t in c if isinstance(t, Token)]
        adjectives = words[:[str(t) for t in words].index("cards")] if any(str(t) == "cards" for t in words) else words
        permanent = bool(adjectives) and str(adjectives[-1]) == "permanent"
        return s.CardsElsewhere(tuple(self.term(t) for t in adjectives[:-1 if permanent else None]), permanent)

    def any_spells(self, c: list) -> s.AnySpells:
        return s.AnySpells(str(tagged(c, "relative")))

    def permanent_spells(self, c: list) -> s.AnySpells:
        return s.AnySpells(str(tagged(c, "relative")), permanent=True)

    def static_same_true(self, c: list) -> s.SameIsTrue:
        subject = next(x for x in c if isinstance(x, (s.Group, s.GroupUnion)))
        first = s.Static(None, subject, values_of(c, s.Predicates)[0], None, False)
        return s.SameIsTrue(first, values_of(c, (s.SpellGroup, s.AnySpells))[0], values_of(c, s.CardsElsewhere)[0])
