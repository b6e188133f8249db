"""The value of a static ability granting a keyword whose cost the next sentence gives: "Each creature card in your
graveyard has scavenge. The scavenge cost is equal to its mana cost." (Varolz; 613.1f, 702.97a)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Static


@dataclass(frozen=True)
class KeywordCost:
    """A static ability and the sentence giving the cost of the keyword it grants: `lead` "the" or "its", `keyword`
    the keyword named, `whose` "its", "that card's" or "the card's" (each the object that has the keyword)."""

    static: Static
    lead: str
    keyword: str
    whose: str

    def render(self) -> str:
        return f"{self.static.render()} {self.lead} {self.keyword} cost is equal to {self.whose} mana cost."
