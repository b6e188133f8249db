"""The kind of creature a combat rule's group names by an ability or a power (508.1c, 509.1b), as
asp/combat/board.lp reads it (of_kind/2): "creatures without flying or islandwalk" ->
lacks(either(has_ability(kw(flying)), has_ability(landwalk(island)))), "creatures with power 4 or
greater" -> power_at_least(4)."""

from __future__ import annotations

from functools import reduce

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, ability_term, named_selector

F, N = clingo.Function, clingo.Number
# the words of a counted selector asp/combat/conditions.lp evaluates (its sel_misses/4), with their signs
COUNTED_WORDS = frozenset({("pos", "type"), ("neg", "type"), ("pos", "subtype"), ("neg", "subtype"),
                           ("pos", "supertype"), ("neg", "supertype"), ("pos", "color"), ("neg", "color"),
                           ("pos", "colorless"), ("pos", "you_control"), ("pos", "zone"), ("pos", "you_own"),
                           ("pos", "tapped"), ("neg", "tapped")})


def counted_selector(m: Meaning, g: s.Group) -> clingo.Symbol:
    """The selector of "the number of GROUP" a combat rule reads (asp/combat/conditions.lp evaluates it for the rule's
    source); Unmeant for a word it does not evaluate."""
    sel = named_selector(m, g)
    for fact in m.facts:
        if fact.name == "scope" and fact.arguments[0] == sel and (
                fact.arguments[1] != N(1) or (fact.arguments[2].name, fact.arguments[3].name) not in COUNTED_WORDS):
            raise Unmeant(g.render(), "a count combat does not evaluate")
    return sel


def _compared(f: s.GroupFilter, m: Meaning) -> clingo.Symbol:
    """power_than(greater|less, V) (208.1): V count(Sel), the number of objects Sel picks as the rule's source sees it
    ("you": its controller, 109.5), or source_power, the source's own power (asp/combat/groups.lp)."""
    if isinstance(f.than, str):
        value = F("source_power")
    else:
        assert f.than is not None
        value = F("count", [counted_selector(m, f.than)])
    return F("power_than", [F(str(f.bound)), value])


def filter_kind(f: s.GroupFilter) -> clingo.Symbol:
    """The kind of a group's filter: has_ability(A), lacks(K), either(K1,K2), power_at_least/most(N)."""
    if f.than is not None:
        raise Unmeant(f.render(), "a power compared with what the source reads, of a combat rule's group only")
    if f.how == "named ~":
        raise Unmeant(f.render(), "a combat rule's group of objects with the source's name")
    if f.amount is not None:
        if f.amount.value is None:
            raise Unmeant(f.render(), "a power of no fixed value")
        return F("power_at_most" if f.bound == "less" else "power_at_least", [N(f.amount.value)])
    if not f.keywords:
        raise Unmeant(f.render(), "a combat rule's group of creatures with no abilities")
    terms = [F("has_ability", [ability_term(k)]) for k in f.keywords]
    if f.how == "with" and len(terms) != 1:
        raise Unmeant(f.render(), "creatures with one of several abilities")
    either = reduce(lambda a, b: F("either", [a, b]), terms)
    # "without A or B": having neither (lacking the one or the other ability would be "without A or without B")
    return F("lacks", [either]) if f.how == "without" else either


def with_filter(whom: clingo.Symbol, f: s.GroupFilter | None, m: Meaning) -> clingo.Symbol:
    """group(Whose, Which, Kind) with the filter's kind joined to Kind (both/2; alone for any). A power compared with
    what the source reads is the whole kind of a static ability's group (power_than/2, read with its source)."""
    if f is None:
        raise Unmeant("", "a group with no filter")
    whose, which, kind = whom.arguments
    if f.than is not None:
        if kind != F("any") or m.one_shot:
            raise Unmeant(f.render(), "a power compared with what the source reads, of all creatures of a static "
                                      "ability's group only")
        return F("group", [whose, which, _compared(f, m)])
    extra = filter_kind(f)
    return F("group", [whose, which, extra if kind == F("any") else F("both", [kind, extra])])



def attack_cost(a: s.GameRule, m: Meaning) -> clingo.Symbol:
    """The cost of a creature attacking the source's controller (508.1d, asp/combat/costs.lp): attack_cost(N) for
    {N}; attack_cost_domain(Sel) for Domain's {X}, X the basic land types among what Sel picks (305.6)."""
    if a.counted is not None:
        return F("attack_cost_domain", [counted_selector(m, a.counted)])
    return F("attack_cost", [N(a.amount or 0)])


def attack_cost_walkers(a: s.GameRule, m: Meaning) -> clingo.Symbol:
    """The cost of a creature attacking the source's controller or their planeswalkers (508.1d, asp/combat/costs.lp):
    attack_cost_walkers(N) for {N}; attack_cost_walkers_symbol("{W/P}") for a Phyrexian mana symbol (107.4f: {W} or
    2 life); attack_cost_walkers_x(Sel) for {X}, X the number of objects Sel picks as the source sees them."""
    if a.counted is not None:
        return F("attack_cost_walkers_x", [counted_selector(m, a.counted)])
    if a.symbol is not None:
        return F("attack_cost_walkers_symbol", [clingo.String(a.symbol.upper())])
    return F("attack_cost_walkers", [N(a.amount or 0)])
