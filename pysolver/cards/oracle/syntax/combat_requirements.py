"""Typed values of the requirements naming whom to block (509.1c): a Lure of some blockers only ("All Walls able to
block ~ do so.") or of either of two objects ("All creatures able to block ~ or enchanted creature do so.")."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.combat import BlockerFilter
from pysolver.cards.oracle.syntax.subjects import Subject, Term


@dataclass(frozen=True)
class NamedLure:
    """"All `blockers` able to block `subjects` do so": `blockers` the filter of the creatures required to block (None:
    "all `noun`"), `subjects` the one or two objects ("~ or enchanted creature": either of them)."""

    subjects: tuple[Subject, ...]
    blockers: BlockerFilter | None = None
    noun: Term | None = None

    def render(self) -> str:
        who = self.blockers.render() if self.blockers is not None else self.noun.render() if self.noun else ""
        return f"all {who} able to block {' or '.join(x.render() for x in self.subjects)} do so."


@dataclass(frozen=True)
class JoinsAttack:
    """"If a creature you control attacks, ~ also attacks if able." (Ekundu Cyclops, `whose` "you") and "If a creature
    an opponent controls attacks, all creatures that opponent controls attack if able." (War's Toll, "opponents"): a
    requirement that exists only once some creature attacks (508.1d)."""

    whose: str

    def render(self) -> str:
        if self.whose == "you":
            return "if a creature you control attacks, ~ also attacks if able."
        return "if a creature an opponent controls attacks, all creatures that opponent controls attack if able."


@dataclass(frozen=True)
class AttackedByOne:
    """"Each opponent must attack you or a planeswalker you control with at least one creature each combat if able."
    (Trove of Temptation): one requirement on an opponent's declaration as a whole (508.1d)."""

    def render(self) -> str:
        return ("each opponent must attack you or a planeswalker you control with at least one creature each combat "
                "if able.")


@dataclass(frozen=True)
class TwoTargetCombat:
    """"up to one target creature attacks or blocks this combat if able and up to one target creature can't attack or
    block this combat" (Boros Battleshaper): the effect's first target must attack or block, its second can't."""

    def render(self) -> str:
        return ("up to one target creature attacks or blocks this combat if able and up to one target creature can't "
                "attack or block this combat")
