"""The meaning of "Destroy ... It can't be regenerated." (701.19c) as a sentence of an effect: cant/2 of the ability,
which asp/replace/applicability.lp reads for a destruction whose `cause` is the resolving spell or the resolved
ability's effect."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function


def unregenerable(m: Meaning, e: s.Unregenerable, it: s.Affected | None) -> s.Affected | None:
    """cant(Key, be_regenerated); "it" after the sentence names its target (608.2c), else what it named before."""
    m.add("cant", m.key, F("be_regenerated"))
    m.words.append(f"destroy {e.destroyed}: 701.19c, the destruction it causes (an event whose `cause` is the spell, "
                   "or the resolved ability's effect) is replaced by no regeneration shield")
    if e.several:  # "target A and target B. They can't be regenerated.": a later "it" names neither
        return None
    return e.target if e.target is not None else it
