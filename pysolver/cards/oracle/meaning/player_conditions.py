"""The meanings of the combat restrictions on what a player controls (508.1c, 509.1b), as
asp/combat/player_conditions.lp reads them: "~ can't attack if defending player controls an untapped creature
with power 3 or greater" -> cant_attack_if_untapped(power_at_least(3)) ("2 or less": power_at_most(2)), "~ can't
block unless you control more creatures than attacking player" -> cant_block_unless_more; and of the restrictions
on the whole declaration read by asp/combat/limits.lp ("~ can't attack unless at least two other creatures
attack" -> attacks_with_others(2), "~ can't block unless a creature with greater power also blocks" ->
blocks_with_greater)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.combat import combat_whom
from pysolver.cards.oracle.meaning.predicates import predicate

F, N = clingo.Function, clingo.Number


@predicate.register
def _(p: s.PlayerCondition, m: Meaning, subject: s.Affected) -> None:
    whom = combat_whom(m, subject)
    noun = p.noun.word
    if p.name.endswith("_unless_more"):
        if noun is None or noun.value not in ("creature", "land") or not noun.plural:
            raise Unmeant(p.noun.render(), "only a number of creatures or of lands is compared")
        # "more lands than defending player" (Monstrous Hound): the lands each controls (205.2a)
        meaning = F(p.name if noun.value == "creature" else f"{p.name}_lands")
    else:
        if noun is None or noun.plural or noun.value not in ("land", "creature") \
                or p.amount is not None and (noun.value != "creature" or p.amount.value is None):
            raise Unmeant(p.render(), "only an untapped land or creature [with power N or greater / less] is read")
        # 208.1: the power after every layer, N or greater / N or less
        kind = F(noun.value) if p.amount is None else \
            F("power_at_most" if p.bound == "less" else "power_at_least", [N(p.amount.value)])
        meaning = F(p.name, [kind])
    m.add("combat_meaning", m.key, whom, meaning)
    m.words.append(f"{p.render()} (a combat rule, 508.1c, 509.1b)")


@predicate.register
def _(p: s.WithOthers, m: Meaning, subject: s.Affected) -> None:
    whom = combat_whom(m, subject)
    noun = p.noun.word
    plural = p.amount is not None
    if noun is None or noun.value != "creature" or noun.plural != plural \
            or plural and (p.amount is None or p.amount.value is None):
        raise Unmeant(p.render(), "only other creatures are counted")
    meaning = F(p.name, [N(p.amount.value)]) if p.amount is not None and p.amount.value is not None else F(p.name)
    m.add("combat_meaning", m.key, whom, meaning)
    m.words.append(f"{p.render()} (a restriction on the whole declaration, 508.1c, 509.1b)")
