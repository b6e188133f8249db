"""The meaning of a "can't" effect a resolved spell or ability makes for the turn (614.17): cant/2 and cant_if/2 of the
ability, which asp/replace/effects.lp reads of a resolved effect the board lists (611.2c: while it lasts)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function


def turn_cant(m: Meaning, e: s.TurnCant, it: s.Affected | None) -> s.Affected | None:
    """cant(Key, prevent_damage | life_gain), with cant_if(Key, affected(you | opponent)) for "you" / "your opponents"
    ("players": every player); what a later "it" names is unchanged."""
    m.add("cant", m.key, F(e.what))
    if e.who in ("you", "your opponents"):
        m.add("cant_if", m.key, F("affected", [F("you" if e.who == "you" else "opponent")]))
    m.words.append("614.17, 615.12: damage can't be prevented this turn (prevention effects still apply and prevent "
                   "none)" if e.what == "prevent_damage" else f"614.17, 119.7: {e.who} can't gain life this turn")
    return it
