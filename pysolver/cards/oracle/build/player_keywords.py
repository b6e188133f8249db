"""The builder's methods of a keyword ability of a player ("You have hexproof.", "You have shroud.", "You have
protection from each of your opponents.")."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.abilities import AbilityBuilder
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of

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

    def you_and_static(self, c: list) -> s.YouAnd:
        return _you_and(AbilityBuilder.static(self, _without_you_and(c)))

    def you_and_during(self, c: list) -> s.YouAnd:
        return _you_and(AbilityBuilder.static_during(self, _without_you_and(c)))

    def you_and_effect(self, c: list) -> s.YouAndEffect:
        """"You and permanents you control gain hexproof until end of turn.": one sentence on a group, giving only
        keywords a player may have."""
        line = values_of(c, s.EffectLine)[0]
        effect = line.effects[0] if len(line.effects) == 1 and not line.restrictions else None
        if not (isinstance(effect, s.OneShot) and isinstance(effect.affected, s.Group) and effect.tail is None
                and not effect.may_have):
            raise Unmeant(line.render(), "\"you and\" before other than one sentence on a group")
        for p in effect.predicates.items:
            if not isinstance(p, s.Gains) or not all(
                    isinstance(k, s.Keyword) and k.term.word is not None and k.term.word.value in PLAYER_KEYWORDS
                    for k in p.grants.keywords):
                raise Unmeant(p.render(), "only hexproof or shroud given to a player and objects together")
        return s.YouAndEffect(line)

    def you_and_union(self, c: list) -> s.YouAnd:
        parts = tuple(values_of(c, s.UnionPart))
        subject = s.GroupUnion(parts)
        static = s.Static(tagged(c, "label"), subject, values_of(c, s.Predicates)[0], None, False)
        return _you_and(static, listed=True)


def _without_you_and(c: list) -> list:
    """The children of the line without its first words "you and" (those of the rule: a condition is one child)."""
    at = next(i for i, t in enumerate(c) if isinstance(t, Token) and str(t) == "you")
    return c[:at] + c[at + 2:]


def _you_and(static: s.Static, listed: bool = False) -> s.YouAnd:
    """The line, if what it gives is only keywords a player may have (hexproof, shroud)."""
    for p in static.predicates.items:
        if not isinstance(p, s.Gains) or p.verb != "have" or not all(
                isinstance(k, s.Keyword) and k.term.word is not None and k.term.word.value in PLAYER_KEYWORDS
                for k in p.grants.keywords):
            raise Unmeant(p.render(), "only hexproof or shroud given to a player and objects together")
    return s.YouAnd(static, listed)
