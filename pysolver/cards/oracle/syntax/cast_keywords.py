"""The values of the keywords read with what was chosen as the permanent entered or how it was cast: riot (702.136a),
unleash (702.98a), dash (702.109a), blitz (702.152a), prototype (702.160a), flashback (702.34a), jump-start (702.133a)
and rebound (702.88a)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EntryKeyword:
    """"Riot", "Unleash", "Dash {2}{R}", "Blitz {2}{B}", "Prototype {1}{U}{U} — 2/1", "Flashback {2}{U}",
    "Jump-start", "Rebound": `name` the keyword, `cost` its mana cost (dash, blitz, prototype, flashback), `power`
    and `toughness` the prototype's."""

    name: str
    cost: str = ""
    power: int | None = None
    toughness: int | None = None

    def render(self) -> str:
        if self.power is not None:
            return f"{self.name} {self.cost} \u2014 {self.power}/{self.toughness}"
        return f"{self.name} {self.cost}".strip()
