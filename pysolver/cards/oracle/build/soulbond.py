"""The builder's methods of soulbond's pairs (702.95): the condition "~ is paired with another creature" and the
subject "each of those creatures" / "both creatures"."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


class SoulbondBuilder(PhraseBuilder):
    """"as long as ~ is paired with another creature, each of those creatures ...", "unless it's paired with a
    creature with soulbond"."""

    def _creature(self, c: list, plural: bool) -> None:
        """The card type the words name must be "creature" (or "creatures"): 702.95a pairs creatures."""
        tok = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        word = self.term(tok).word
        if word is None or word.value != "creature" or word.plural != plural:
            raise Unmeant(str(tok), "soulbond pairs creatures (702.95a)")

    def paired(self, c: list) -> s.Paired:
        self._creature(c, plural=False)
        keyword = values_of(c, s.Keyword)
        if len(values_of(c, (s.Keyword, s.Protection, s.Landwalk))) != len(keyword):
            raise Unmeant(said(c), "a paired creature with a keyword of one word is read")
        before = c[:c.index(keyword[0]) - 1] if keyword else c
        return s.Paired(said(before), keyword[0] if keyword else None)

    def pair_members(self, c: list) -> s.PairMembers:
        self._creature(c, plural=True)
        return s.PairMembers(said(c))

    def static_if_pair(self, c: list) -> s.Static:
        cond = values_of(c, s.Paired)
        if not cond or cond[0].keyword is not None or not cond[0].words.startswith("~ is"):
            words = cond[0].render() if cond else said(c[:c.index(",")])
            raise Unmeant(words, "\"those creatures\" after a condition other than \"~ is paired with another "
                                 "creature\"")
        return s.Static(tagged(c, "label"), values_of(c, s.PairMembers)[0], values_of(c, s.Predicates)[0], cond[0],
                        True)

    def static_if_pair_quoted(self, c: list) -> s.Static:
        # a sentence whose last words are a quoted ability ends inside the quotes
        value = self.static_if_pair(c)
        if not value.predicates.render().endswith('"'):
            raise Unmeant(value.predicates.render(), "a sentence with no period")
        return s.Static(value.ability_word, value.subject, value.predicates, value.condition, True, period=False)
