"""The operations an effect of a layer run makes (asp/effects.lp), read from its engine term: a static
ability's `eff(Object, Ability)` by the library's operations of that ability, a resolved effect's id by
the scenario's effect (its ability's operations, or a custom effect's own parts)."""

from __future__ import annotations

import clingo

from pysolver.cards.library import Library
from pysolver.questions.engine_terms import is_engine_term
from pysolver.scenario import Scenario


def effect_operations(sc: Scenario, library: Library, eff: clingo.Symbol) -> set[str]:
    """The names of the operations of an engine effect term (none for a term the scenario does not name)."""
    if is_engine_term(eff, "eff"):
        return library.operations.get(eff.arguments[1], set())
    effect = next((e for e in sc.effects if e.id == eff.name), None)
    if effect is None:
        return set()
    if effect.ability is not None:
        return library.operations.get(effect.ability, set())
    return {op.name for _layer, op in effect.parts}
