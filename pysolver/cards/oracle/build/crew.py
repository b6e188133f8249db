"""The builder's method of crew (702.122a)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, tagged


class CrewBuilder(PhraseBuilder):
    """"crew N [. activate only once each turn.]"."""

    def crew(self, c: list) -> s.Crew:
        restriction = tagged(c, "restriction")
        return s.Crew(self.first_amount(c), str(restriction) if restriction else None)

    def crew_grant(self, c: list) -> s.Crew:
        """"have crew N": the crew ability granted (702.122a, 613.1f)."""
        return s.Crew(self.first_amount(c))
