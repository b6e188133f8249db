"""The meaning of "Target creature can't be the target of spells or abilities your opponents control this turn."
(Vines of Vastwood): a restriction on targeting (115.1; the words of hexproof's rule, 702.11b, but no keyword: the
object does not have hexproof, and an effect that counts or removes hexproof does not see it). It changes no
characteristic (613.1), so no layer applies it; no question reads targeting (as ward's, 702.21a): the answer names it
among the effect's words and no fact is made of it (a `cant` fact is a replacement's, 614.17, which this is not)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.predicates import predicate


@predicate.register
def _(p: s.CantBeOpponentsTarget, m: Meaning, subject: s.Affected) -> None:
    if not m.one_shot:  # a static ability's "can't be the target" would be a rule of every board: not read
        raise Unmeant(p.render(), "a static restriction on targeting")
    m.words.append(f"{p.render()} (115.1: a restriction on targeting, not hexproof, 702.11b; no characteristic, "
                   "no layer; no question reads targeting)")
