"""Typed values of more combat forms: a Lure under a condition ("Threshold — As long as there are seven or
more cards in your graveyard, all creatures able to block this creature do so.", 509.1c, 604.1) and "As long as
enchanted creature is attacking alone, it can't be blocked." (509.1b)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Static
from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class ConditionalLure:
    """A Lure on `static`'s subject while its condition holds: its meaning is the static ability's, whose
    one predicate is the Lure on that subject (`lure_it`); `noun` the word of "all creatures"."""

    static: Static
    noun: Term

    def render(self) -> str:
        s = self.static
        label = f"{s.ability_word} \u2014 " if s.ability_word else ""
        return (f"{label}{s.lead} {s.condition.render() if s.condition else ''}, all {self.noun.render()} able to "
                f"block {s.subject.render()} do so.")


@dataclass(frozen=True)
class AloneUnblockable:
    """"As long as SUBJECT is attacking alone, it can't be blocked." (509.1b, 506.5): its meaning is `static`'s, whose
    one predicate is "can't be blocked as long as it's attacking alone" on that subject."""

    static: Static

    def render(self) -> str:
        return f"as long as {self.static.subject.render()} is attacking alone, it can't be blocked."
