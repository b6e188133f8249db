"""The builder's methods of a keyword ability of a player ("You have hexproof.", "You have shroud.", "You have
protection from each of your opponents.")."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant

# 702.11c, 702.18a: the keywords a player may have whose meaning is what may target the player
PLAYER_KEYWORDS = ("hexproof", "shroud")


class PlayerKeywordBuilder(PhraseBuilder):
    """"you have hexproof", "you have protection from each of your opponents"."""

    def player_keyword(self, c: list) -> s.PlayerKeyword:
        keyword = self.term(next(t for t in c if isinstance(t, Token) and t.type == "KEYWORD"))
        if keyword.word is None or keyword.word.value not in PLAYER_KEYWORDS:
            raise Unmeant(keyword.render(), "a keyword of a player other than hexproof or shroud")
        return s.PlayerKeyword(keyword)

    def player_protection(self, c: list) -> s.PlayerProtection:
        return s.PlayerProtection()
