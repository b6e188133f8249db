"""The builder's methods of the keywords granted whose rules no question reads (613.1f): "afflict 3", "unearth {2}{b}",
"... has scavenge. The scavenge cost is equal to its mana cost."."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant


class UnreadKeywordBuilder(PhraseBuilder):
    """A keyword granted with its number or cost, and the sentence giving its cost."""

    def unread_keyword(self, c: list) -> s.UnreadKeyword:
        return s.UnreadKeyword(str(c[0]), str(c[1]) if len(c) > 1 else None)

    def affinity_keyword(self, c: list) -> s.UnreadKeyword:  # 702.41a: "affinity for artifacts"
        return s.UnreadKeyword("affinity", f"for {c[2]}")

    def keyword_cost_static(self, c: list) -> s.KeywordCost:
        static = c[0]
        if not isinstance(static, s.Static):
            raise Unmeant(static.render(), "a keyword's cost after no static ability granting it")
        words = [str(t) for t in c[1:] if isinstance(t, Token)]
        # [lead, keyword, "cost", "is", "equal", "to", whose..., "mana", "cost", "."]
        return s.KeywordCost(static, words[0], words[1], " ".join(words[6:-3]))
