"""Typed values of costs to attack or block one creature (508.1d, 508.1h, 509.1c-d): "Enchanted creature can't attack
unless its controller pays {3}." (Brainwash), "This creature can't attack or block unless you pay {2}." (Qal Sisma
Behemoth)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CombatCost:
    """"can't VERBS unless PAYER pays MANA": `verbs` ("attack", "block" or both), `payer` ("its controller" or "you"),
    `mana` as written ("{3}")."""

    verbs: tuple[str, ...]
    payer: str
    mana: str

    def render(self) -> str:
        pays = "you pay" if self.payer == "you" else f"{self.payer} pays"
        return f"can't {' or '.join(self.verbs)} unless {pays} {self.mana}"
