"""The builder's methods of the keywords read with what was chosen as the permanent entered or how it was cast: riot,
unleash, dash, blitz, prototype, flashback, jump-start and rebound (702.136a, 702.98a, 702.109a, 702.152a, 702.160a,
702.34a, 702.133a, 702.88a)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class CastKeywordBuilder(PhraseBuilder):
    """"Riot", "Unleash", "Dash {2}{R}", "Blitz {2}{B}", "Prototype {1}{U}{U} — 2/1", "Flashback {2}{U}",
    "Jump-start", "Rebound"."""

    def keyword_riot(self, c: list) -> s.EntryKeyword:
        return s.EntryKeyword("riot")

    def keyword_unleash(self, c: list) -> s.EntryKeyword:
        return s.EntryKeyword("unleash")

    def keyword_cast_haste(self, c: list) -> s.EntryKeyword:
        # 702.109a dash, 702.152a blitz: the keyword and its mana cost
        name, cost = (str(t) for t in c if isinstance(t, Token))
        return s.EntryKeyword(name, cost)

    def keyword_prototype(self, c: list) -> s.EntryKeyword:
        # 702.160a: "Prototype [mana cost] — [power]/[toughness]"
        words = [str(t) for t in c if isinstance(t, Token) and t.type in ("MANA", "PT")]
        power, toughness = words[1].split("/")
        return s.EntryKeyword("prototype", words[0], int(power), int(toughness))

    def keyword_flashback(self, c: list) -> s.EntryKeyword:
        # 702.34a: "Flashback [cost]", a mana cost
        return s.EntryKeyword("flashback", next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA"))

    def keyword_jump_start(self, c: list) -> s.EntryKeyword:
        return s.EntryKeyword("jump-start")  # 702.133a

    def keyword_rebound(self, c: list) -> s.EntryKeyword:
        return s.EntryKeyword("rebound")  # 702.88a
