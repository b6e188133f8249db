"""The meaning of the combat rules reading the parity of a mana value (202.3, 509.1b): "Your opponents can't block
with creatures with even mana values." -> combat_meaning(K, group(opponents, every, mana_value_parity(even)),
cant_block), read by asp/combat/groups.lp on the mana value after every layer."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function


@ability.register
def _(a: s.OpponentsCantBlockParity, m: Meaning) -> None:
    # 506.3: only creatures block; 109.5: "your opponents" are the opponents of the source's controller
    if a.noun.render() != "creatures":
        raise Unmeant(a.noun.render(), "only creatures block")
    m.add("ability_class", m.key, F("static"))
    kind = F("mana_value_parity", [F(a.parity)])
    m.add("combat_meaning", m.key, F("group", [F("opponents"), F("every"), kind]), F("cant_block"))
    m.words.append(f"static ability (604.1): {a.render()} (a combat rule on each creature an opponent controls "
                   f"whose mana value, 202.3, is {a.parity}; 509.1b)")
