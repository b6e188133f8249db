"""The kind of creature a combat rule's group names by an ability or a power (508.1c, 509.1b), as
asp/combat/board.lp reads it (of_kind/2): "creatures without flying or islandwalk" ->
lacks(either(has_ability(kw(flying)), has_ability(landwalk(island)))), "creatures with power 4 or
greater" -> power_at_least(4)."""

from __future__ import annotations

from functools import reduce

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import ability_term

F, N = clingo.Function, clingo.Number


def filter_kind(f: s.GroupFilter) -> clingo.Symbol:
    """The kind of a group's filter: has_ability(A), lacks(K), either(K1,K2), power_at_least/most(N)."""
    if f.amount is not None:
        if f.amount.value is None:
            raise Unmeant(f.render(), "a power of no fixed value")
        return F("power_at_most" if f.bound == "less" else "power_at_least", [N(f.amount.value)])
    terms = [F("has_ability", [ability_term(k)]) for k in f.keywords]
    if f.how == "with" and len(terms) != 1:
        raise Unmeant(f.render(), "creatures with one of several abilities")
    either = reduce(lambda a, b: F("either", [a, b]), terms)
    # "without A or B": having neither (lacking the one or the other ability would be "without A or without B")
    return F("lacks", [either]) if f.how == "without" else either


def with_filter(whom: clingo.Symbol, f: s.GroupFilter | None) -> clingo.Symbol:
    """group(Whose, Which, Kind) with the filter's kind joined to Kind (both/2; alone for any)."""
    if f is None:
        raise Unmeant("", "a group with no filter")
    whose, which, kind = whom.arguments
    extra = filter_kind(f)
    return F("group", [whose, which, extra if kind == F("any") else F("both", [kind, extra])])

