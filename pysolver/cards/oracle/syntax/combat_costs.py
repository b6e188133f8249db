"""Typed values of costs to attack or block one creature (508.1d, 508.1h, 509.1c-d): "Enchanted creature can't attack
unless its controller pays {3}." (Brainwash), "This creature can't attack or block unless you pay {2}." (Qal Sisma
Behemoth)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.combat import BlockerFilter
from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class CombatCost:
    """"can't VERBS [FILTER] unless PAYER pays MANA": `verbs` ("attack", "block" or both), `payer` ("its controller"
    or "you"), `mana` as written ("{3}"); `filter` the attackers a cost to block is for ("creatures with power 3 or
    greater", Hipparion), None: any."""

    verbs: tuple[str, ...]
    payer: str
    mana: str
    filter: BlockerFilter | None = None

    def render(self) -> str:
        pays = "you pay" if self.payer == "you" else f"{self.payer} pays"
        which = f" {self.filter.render()}" if self.filter is not None else ""
        return f"can't {' or '.join(self.verbs)}{which} unless {pays} {self.mana}"


@dataclass(frozen=True)
class SacrificeCost:
    """"can't attack unless you sacrifice COUNT NOUN" (Leviathan: "two Islands"): `count` as written ("two", "a"),
    its `number`, the `noun` as written ("islands", "land")."""

    count: str
    number: int
    noun: Term

    def render(self) -> str:
        return f"can't attack unless you sacrifice {self.count} {self.noun.render()}"
