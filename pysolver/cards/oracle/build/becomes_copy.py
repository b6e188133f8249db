"""The builder's methods of "becomes a copy of target creature [, except ...]" (707.2, 707.9b)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, values_of


class BecomesCopyBuilder(PhraseBuilder):
    """A resolving effect's copy of a target."""

    def except_this_ability(self, c: list) -> s.ExceptThisAbility:
        return s.ExceptThisAbility()

    def except_own_name(self, c: list) -> s.ExceptOwnName:
        return s.ExceptOwnName()

    def becomes_copy_exceptions(self, c: list) -> tuple:
        return ("copy_exceptions", tuple(values_of(c, (*s.CopyException.__args__, s.ExceptThisAbility,
                                                         s.ExceptOwnName))))

    def copy_referent(self, c: list) -> s.CopyReferent:
        return s.CopyReferent(" ".join(str(t) for t in c))

    def becomes_copy(self, c: list) -> s.BecomesCopy:
        verb = next(str(t) for t in c if isinstance(t, Token) and str(t) in ("becomes", "become"))
        found = next((x for x in c if isinstance(x, tuple) and x[0] == "copy_exceptions"), ("copy_exceptions", ()))
        return s.BecomesCopy(verb, values_of(c, (s.Target, s.CopyReferent))[0], found[1])
