"""The meaning of damage multiplied by its source's or its recipient's kind (614.1a): repl_op times(K) with repl_if/2
on the source (asp/replace/prevention.lp, shields.lp) and the damaged (asp/replace/applicability.lp)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.prevention import PLURAL

F, N = clingo.Function, clingo.Number

# the damaged: its repl_if (none: any permanent or player, 120.1)
RECIPIENT = {"player": "player", "you": "you", "self": "self", "opponent": "opponent", "opponent_side": "opponent_side"}


@ability.register
def _(a: s.MultipliedDamage, m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("replacement"))
    m.add("replaces", k, F("damage"))
    if a.source == "self":  # the effect's own object deals the damage
        m.add("repl_if", k, F("source", [F("source")]))
    elif a.source == "attached":  # 301.5, 303.4: the permanent it is attached to
        m.add("repl_if", k, F("source", [F("enchanted")]))
    elif a.source in ("yours", "other_yours"):  # 108.4: a source its controller controls
        m.add("repl_if", k, F("source_controller", [F("you")]))
        if a.source == "other_yours":  # "another": not the effect's own object
            m.add("repl_if", k, F("source", [F("other")]))
    if a.kind is not None and a.kind[0] == "type":
        if a.kind[1] not in PLURAL:
            raise Unmeant(a.kind[1], "a card type of a source the rules do not read")
        m.add("repl_if", k, F("source_quality", [F(PLURAL[a.kind[1]])]))
    elif a.kind is not None:  # 205.3m: a creature type of the source
        m.add("repl_if", k, F("source_has", [F(a.kind[0]), F(a.kind[1])]))
    if a.recipient in RECIPIENT:
        m.add("repl_if", k, F("affected", [F(RECIPIENT[a.recipient])]))
    if a.combat is not None:  # 510.2
        m.add("repl_if", k, F("combat_damage" if a.combat == "combat" else "noncombat_damage"))
    if a.plus is not None:
        m.add("repl_op", k, F("plus", [N(a.plus)]))
        m.words.append(f"a replacement effect (614.1a): the damage it names plus {a.plus} ({a.render()})")
        return
    m.add("repl_op", k, F("times", [N(a.factor)]))
    m.words.append(f"a replacement effect (614.1a): {a.factor} times the damage it names ({a.render()})")
