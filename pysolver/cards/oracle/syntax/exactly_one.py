"""The value of "as long as you control exactly one creature, that creature ..." (604.1: a permanent while it is the
only one of its kind its controller controls)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.predicates import Predicates
from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class ExactlyOneStatic:
    """"As long as you control exactly one creature, that creature gets +2/+0 and has deathtouch and lifelink."
    (Deadly Wanderings): while its controller controls exactly one permanent of the kind, that permanent has the
    predicates (604.1; "that creature" the one its controller controls)."""

    label: str | None
    kind: Term
    predicates: Predicates

    def render(self) -> str:
        label = f"{self.label} \u2014 " if self.label else ""
        kind = self.kind.render()
        return f"{label}as long as you control exactly one {kind}, that {kind} {self.predicates.render()}."
