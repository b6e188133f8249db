"""The values of the keywords read with what was chosen as the permanent entered or how it was cast: riot (702.136a),
unleash (702.98a), dash (702.109a), blitz (702.152a) and prototype (702.160a)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EntryKeyword:
    """"Riot", "Unleash", "Dash {2}{R}", "Blitz {2}{B}", "Prototype {1}{U}{U} — 2/1": `name` the keyword, `cost`
    its mana cost (dash, blitz, prototype), `power` and `toughness` the prototype's."""

    name: str
    cost: str = ""
    power: int | None = None
    toughness: int | None = None

    def render(self) -> str:
        if self.power is not None:
            return f"{self.name} {self.cost} \u2014 {self.power}/{self.toughness}"
        return f"{self.name} {self.cost}".strip()
