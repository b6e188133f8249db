"""The combat words of a board as facts: every protection, "can't be blocked by" and landwalk word of
a permanent after every layer, decoded by the library's word tables (pysolver.cards.combat_words)."""

from __future__ import annotations

import clingo

from pysolver.cards.combat_words import landwalk_facts, quality_facts
from pysolver.scenario import Scenario


def word_facts(sc: Scenario, characteristics: list[clingo.Symbol]) -> list[clingo.Symbol]:
    """The facts that decode every protection, "can't be blocked by" and landwalk word of a permanent
    (its abilities after every layer); a word combat cannot give a meaning is bad input."""
    facts: set[clingo.Symbol] = set()
    for sym in characteristics:
        obj, attr, ability = sym.arguments
        if attr.name != "ability" or ability.type != clingo.SymbolType.Function or len(ability.arguments) != 1:
            continue
        if sc.object(obj.name).zone != "battlefield":
            continue
        where = f"objects.{obj.name}"
        if ability.name in ("protection_from", "cant_be_blocked_by"):
            facts.update(quality_facts(ability.arguments[0], sc.players, sc.source, where))
        elif ability.name == "landwalk":
            facts.update(landwalk_facts(ability.arguments[0], sc.source, where))
    return sorted(facts)
