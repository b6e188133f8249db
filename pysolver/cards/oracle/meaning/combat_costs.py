"""The meaning of a cost to attack or block one creature (508.1d, 508.1h, 509.1c-d): combat_meaning(K, Whom,
cost_to_attack(N)) and cost_to_block(N), {N} of generic mana paid by the creature's controller for it to attack
(block), and cost_to_block_filtered(N, F), {N} for each attacker of filter F it blocks (Hipparion), never forced
(asp/combat/costs.lp, block_costs.lp); and the one condition of a cost combat reads besides asp/combat/conditions.lp's
usual words, "~ is attacking" (Archangel of Tithes)."""

from __future__ import annotations

import re

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.combat import combat_whom, filter_term
from pysolver.cards.oracle.meaning.predicates import predicate

F, N = clingo.Function, clingo.Number


@predicate.register
def _(p: s.CombatCost, m: Meaning, subject: s.Affected) -> None:
    if m.one_shot:
        raise Unmeant(p.render(), "a cost to attack or block of a resolved effect")
    generic = re.fullmatch(r"\{([0-9]+)\}", p.mana)
    if generic is None:
        # 107.4: coloured, hybrid, Phyrexian or {X} symbols are not read in a cost on one creature
        raise Unmeant(p.mana, "only a generic mana cost to attack or block is read")
    # the payer is the creature's controller: "its controller" of the creature itself or the one an Aura or Equipment
    # is attached to; "you" (109.5: the controller of the ability's source) only of the creature itself
    if not isinstance(subject, (s.SelfRef, s.Attached)) or p.payer == "you" and not isinstance(subject, s.SelfRef):
        raise Unmeant(f"{subject.render()} ... {p.render()}", "a cost paid by the controller of the creature itself "
                                                              "or of the enchanted or equipped creature only")
    whom = combat_whom(m, subject)
    if p.filter is not None:
        # 509.1c-d: {N} for each attacker of the filter it blocks (asp/combat/block_costs.lp; filters.lp reads the
        # attacker as the pair is declared)
        m.add("combat_meaning", m.key, whom, F("cost_to_block_filtered", [N(int(generic.group(1))),
                                                                          filter_term(p.filter)]))
        m.words.append(f"{p.render()} (a cost for each such attacker it blocks, never forced: 509.1c-d)")
        return
    for verb in p.verbs:
        m.add("combat_meaning", m.key, whom, F(f"cost_to_{verb}", [N(int(generic.group(1)))]))
    rule = "508.1d, 508.1h" if p.verbs == ("attack",) else "509.1c-d" if p.verbs == ("block",) else "508.1d, 509.1c-d"
    m.words.append(f"{p.render()} (a cost, never forced: {rule})")


@predicate.register
def _(p: s.SacrificeCost, m: Meaning, subject: s.Affected) -> None:
    # 508.1d, 508.1g, 701.21a: sacrificing lands its controller controls ("you", 109.5: of the creature itself only)
    word = p.noun.word
    if m.one_shot or not isinstance(subject, s.SelfRef):
        raise Unmeant(f"{subject.render()} ... {p.render()}", "a cost of sacrificing lands on ~ itself only")
    if word is None or p.noun.negated or word.plural != (p.number > 1) \
            or not (word.cls == "land_type" or word.cls == "card_type" and word.value == "land"):
        raise Unmeant(p.noun.render(), "only lands or a land type are read as what a cost to attack sacrifices")
    kind = F("land") if word.cls == "card_type" else F("subtype", [F(word.value)])
    m.add("combat_meaning", m.key, combat_whom(m, subject), F("cost_to_attack_sacrifice", [N(p.number), kind]))
    m.words.append(f"{p.render()} (a cost, never forced: 508.1d, 701.21a)")


def source_attacking(m: Meaning) -> bool:
    """Whether the ability's one condition is "~ is attacking" (506.4: its source is an attacking creature), which
    asp/combat/conditions.lp evaluates on the attack `blocks` is given (for `attacks` no creature is attacking yet)."""
    conditions = [f.arguments[1] for f in m.facts if f.name == "condition" and f.arguments[0] == m.key]
    if len(conditions) != 1 or conditions[0].name != "at_least" or conditions[0].arguments[0] != N(1):
        return False
    sel = conditions[0].arguments[1]
    words = {tuple(map(str, f.arguments[1:])) for f in m.facts if f.name == "scope" and f.arguments[0] == sel}
    return words == {("1", "pos", "self"), ("1", "pos", "attacking")}
