"""The meaning of an attack or block cost under a condition (604.1, 508.1d, 509.1c-d: Archangel of Tithes): the cost's
combat_meaning/3
with the condition/2 of its ability, which asp/combat/conditions.lp evaluates (rule_on/2) before asp/combat/costs.lp
reads the cost."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.combat import check_combat_condition
from pysolver.cards.oracle.meaning.combat_costs import source_attacking
from pysolver.cards.oracle.meaning.conditions import condition_facts


@ability.register
def _(a: s.ConditionalTax, m: Meaning) -> None:
    # the grammar's taxed_rule: an attack cost (asp/combat/costs.lp) of the game rule's meaning
    condition_facts(m, a.condition)
    ability(a.rule, m)
    # the condition is one the combat rules evaluate, "~" its source (the object that has the ability), or "~ is
    # attacking" (Archangel of Tithes' cost to block, 506.4)
    if not source_attacking(m):
        check_combat_condition(m, s.SelfRef())
