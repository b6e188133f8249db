"""The engine's own effect terms beside the scenario's ids. A resolved spell or ability is its scenario id, an ASP
constant (`effects[i].id`, any word matching [a-z][a-z0-9_]*); the effects the rules make are terms with arguments:
a static ability's `eff(Object, Ability)`, the counters' `ctr(Object)` (613.4c), a kind of keyword counter's
`kc(Object, Kind)` (122.1b), a face-down permanent's `fd(Object)` (708.2), riot's haste `rt(Object)` (702.136a).
An id may spell one of those names ("eff", "ctr"): the arguments tell them apart."""

from __future__ import annotations

import clingo


def is_engine_term(term: clingo.Symbol, name: str) -> bool:
    """Whether `term` is the engine's effect term `name(...)`, not a resolved effect whose id is `name`."""
    return term.type == clingo.SymbolType.Function and term.name == name and bool(term.arguments)
