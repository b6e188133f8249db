"""The meaning of a printed crew ability (702.122a); its facts: meaning/crew_facts.py."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.crew_facts import crew_facts


@ability.register
def _(a: s.Crew, m: Meaning) -> None:
    crew_facts(a, m)
