"""Unit tests of asp/combat on tiny hand-written boards: each concept file's outputs for facts as
pysolver.scenario.facts.board_facts writes them (the final characteristics) plus the question's facts."""

from __future__ import annotations

import clingo
import pytest

from pysolver.programs.files import combat_programs


def creature(oid: str, controller: str, *extra: str) -> str:
    """Facts of a creature on the battlefield; `extra` are more characteristic(O,...) facts' Attr,V."""
    facts = [f"object({oid}). zone({oid},battlefield). characteristic({oid},type,creature). "
             f"characteristic({oid},controller,{controller}). characteristic({oid},power,2)."]
    facts += [f"characteristic({oid},{item})." for item in extra]
    return " ".join(facts)


def derive(question: str, facts: str, predicate: str, arity: int) -> set[str]:
    """The atoms of `predicate` the check program derives (every atom is a fact there)."""
    ctl = clingo.Control(["--warn=none"])
    for path in combat_programs(question, ("check",)):
        ctl.load(str(path))
    ctl.add("base", [], "player(alice). player(bob). active(alice). " + facts)
    ctl.ground([("base", [])])
    return {str(a.symbol) for a in ctl.symbolic_atoms.by_signature(predicate, arity) if a.is_fact}


ATTACK = creature("a", "alice") + " attacking(a,bob). "
SNOW_SWAMP = ("object(l). zone(l,battlefield). characteristic(l,type,land). characteristic(l,controller,bob). "
              "characteristic(l,subtype,swamp). ")
CONDITIONAL = (creature("a", "alice", "ability,u") + " attacking(a,bob). combat_meaning(u,self,unblockable). "
               "condition(u,at_least(1,gate_you_control)). scope(gate_you_control,1,pos,subtype(gate)). "
               "scope(gate_you_control,1,pos,you_control). " + creature("b", "bob"))
WALKER = (creature("a", "alice", "ability,landwalk(snow_swamp)") + " attacking(a,bob). "
          + creature("b", "bob") + " walk_needs(snow_swamp,type,land). walk_needs(snow_swamp,supertype,snow). "
          "walk_needs(snow_swamp,subtype,swamp). ")


@pytest.mark.parametrize(("name", "facts", "predicate", "arity", "expected"), [
    ("snow swampwalk needs both words (702.14c)", WALKER + SNOW_SWAMP, "evasion", 3, set()),
    ("snow swampwalk: a snow Swamp stops blocks", WALKER + SNOW_SWAMP + "characteristic(l,supertype,snow).",
     "evasion", 3, {"evasion(b,a,landwalk(snow_swamp))"}),
    ("additional blocks stack (509.1a)",
     ATTACK + creature("b", "bob") + " combat_meaning(x,self,extra_block). combat_meaning(y,equipped,extra_block). "
     "characteristic(b,ability,x). object(c). zone(c,battlefield). characteristic(c,ability,y). attached(c,b).",
     "capacity", 2, {"capacity(b,3)"}),
    ("two Lures: two requirements for one able blocker (509.1c)",
     ATTACK + creature("b", "bob") + " combat_meaning(lure_aura,enchanted,lure). "
     "object(l1). zone(l1,battlefield). characteristic(l1,ability,lure_aura). attached(l1,a). "
     "object(l2). zone(l2,battlefield). characteristic(l2,ability,lure_aura). attached(l2,a).",
     "requirement", 1, {"requirement(req(blocks_attacker(b,a),l1))", "requirement(req(blocks_attacker(b,a),l2))"}),
    ("must be blocked: one requirement on the defending player (509.1c)",
     creature("a", "alice", "ability,mbb") + " attacking(a,bob). combat_meaning(mbb,self,must_be_blocked). "
     + creature("b", "bob") + creature("c", "bob"),
     "requirement", 1, {"requirement(req(blocked(a),a))"}),
    ("a flyer's Lure gives the non-flyer no requirement",
     creature("a", "alice", "ability,kw(flying)", "ability,l") + " attacking(a,bob). combat_meaning(l,self,lure). "
     + creature("b", "bob") + creature("c", "bob", "ability,kw(reach)"),
     "requirement", 1, {"requirement(req(blocks_attacker(c,a),a))"}),
    ("menace: blocked by exactly one breaks it (702.111b)",
     creature("a", "alice", "ability,kw(menace)") + " attacking(a,bob). " + creature("b", "bob")
     + " declared_block(b,a).", "broken", 1, {"broken(menace(a))"}),
    ("a resolved effect of a creature's own ability applies to that creature (611.2c)",
     ATTACK + creature("b", "bob") + " resolved(e). res_ability(e,unbl). res_source(e,a). "
     "combat_meaning(unbl,source,unblockable).", "evasion", 3, {"evasion(b,a,unblockable(e))"}),
    ("a resolved effect whose source is no creature now applies to nothing",
     "object(a). zone(a,battlefield). characteristic(a,type,land). characteristic(a,controller,alice). "
     + creature("b", "bob") + " resolved(e). res_ability(e,cb). res_source(e,a). "
     "combat_meaning(cb,source,cant_block).", "applies", 3, set()),
    ("filters: 'nonblack or artifact' creatures may block, a black non-artifact one may not (509.1b)",
     creature("a", "alice", "ability,o") + " attacking(a,bob). "
     "combat_meaning(o,self,blocked_only_by(either(is_not(color,black),is(type,artifact)))). "
     + creature("b", "bob", "color,black") + creature("c", "bob", "color,black", "type,artifact")
     + creature("d", "bob"),
     "may_block", 2, {"may_block(c,a)", "may_block(d,a)"}),
    ("greater power than the attacker can't block (208.1, 509.1b)",
     creature("a", "alice", "ability,g") + " attacking(a,bob). combat_meaning(g,self,not_blocked_by(greater_power)). "
     + creature("b", "bob") + "object(c). zone(c,battlefield). characteristic(c,type,creature). "
     "characteristic(c,controller,bob). characteristic(c,power,3).", "may_block", 2, {"may_block(b,a)"}),
    ("three or more blockers: two break it (509.1b)",
     creature("a", "alice", "ability,m") + " attacking(a,bob). combat_meaning(m,self,min_blockers(3)). "
     + creature("b", "bob") + creature("c", "bob") + " declared_block(b,a). declared_block(c,a).",
     "broken", 1, {"broken(min_blockers(a,3,a))"}),
    ("604.1: 'can't be blocked as long as you control a Gate' while its controller controls one",
     CONDITIONAL + "object(g). zone(g,battlefield). characteristic(g,type,land). characteristic(g,subtype,gate). "
     "characteristic(g,controller,alice).", "may_block", 2, set()),
    ("604.1: the condition fails when only the defending player controls a Gate",
     CONDITIONAL + "object(g). zone(g,battlefield). characteristic(g,type,land). characteristic(g,subtype,gate). "
     "characteristic(g,controller,bob).", "may_block", 2, {"may_block(b,a)"}),
    ("604.1: 'can't block as long as it has a +1/+1 counter on it' with the counter",
     creature("a", "alice") + " attacking(a,bob). " + creature("b", "bob", "ability,cb")
     + ' combat_meaning(cb,self,cant_block). condition(cb,at_least(1,swc)). scope(swc,1,pos,self). '
     'scope(swc,1,pos,counter("+1/+1")). counter(b,"+1/+1",1).', "may_block", 2, set()),
    ("604.1: ... and without it",
     creature("a", "alice") + " attacking(a,bob). " + creature("b", "bob", "ability,cb")
     + ' combat_meaning(cb,self,cant_block). condition(cb,at_least(1,swc)). scope(swc,1,pos,self). '
     'scope(swc,1,pos,counter("+1/+1")). counter(a,"+1/+1",1).', "may_block", 2, {"may_block(b,a)"}),
    ("122.1: ... and with no counter of the kind left on it (a count of 0 is no counter)",
     creature("a", "alice") + " attacking(a,bob). " + creature("b", "bob", "ability,cb")
     + ' combat_meaning(cb,self,cant_block). condition(cb,at_least(1,swc)). scope(swc,1,pos,self). '
     'scope(swc,1,pos,counter("+1/+1")). counter(b,"+1/+1",0).', "may_block", 2, {"may_block(b,a)"}),
    ("611.3a: 'black creatures can't block' reaches the black creature only",
     ATTACK + "object(e). zone(e,battlefield). characteristic(e,type,enchantment). characteristic(e,controller,alice). "
     "characteristic(e,ability,bcb). combat_meaning(bcb,group(all,every,is(color,black)),cant_block). "
     + creature("b", "bob", "color,black") + creature("c", "bob", "color,green"), "may_block", 2, {"may_block(c,a)"}),
    ("611.3a: 'other Goblins you control attack each combat if able': not the source, not the opponent's",
     creature("g", "alice", "subtype,goblin", "ability,ga") + creature("h", "alice", "subtype,goblin")
     + creature("k", "bob", "subtype,goblin")
     + " combat_meaning(ga,group(you,other,is(subtype,goblin)),attacks_if_able). attacking(h,bob).",
     "applies", 3, {"applies(h,attacks_if_able,g)"}),
    ("defender can block (702.3b)",
     ATTACK + creature("b", "bob", "ability,kw(defender)"), "may_block", 2, {"may_block(b,a)"}),
])
def test_block_rules(name: str, facts: str, predicate: str, arity: int, expected: set[str]) -> None:
    assert derive("blocks", facts, predicate, arity) == expected, name


@pytest.mark.parametrize(("name", "facts", "predicate", "arity", "expected"), [
    ("summoning sick without haste (302.6)", creature("c", "alice") + " summoning_sick(c).",
     "may_attack", 2, set()),
    ("summoning sick with haste (702.10b)", creature("c", "alice", "ability,kw(haste)") + " summoning_sick(c).",
     "may_attack", 2, {"may_attack(c,bob)"}),
    ("tapped with vigilance (508.1a)", creature("c", "alice", "ability,kw(vigilance)") + " tapped(c).",
     "may_attack", 2, set()),
    ("Propaganda taxes creatures attacking its controller",
     creature("c", "alice") + " object(p). zone(p,battlefield). characteristic(p,controller,bob). "
     "characteristic(p,ability,tax). combat_meaning(tax,you,attack_cost(2)). declared_attack(c,bob).",
     "pays_mana", 2, {"pays_mana(c,2)"}),
])
def test_attack_rules(name: str, facts: str, predicate: str, arity: int, expected: set[str]) -> None:
    assert derive("attacks", facts, predicate, arity) == expected, name


@pytest.mark.parametrize(("word", "expected"), [
    ("walls", "wall"), ("elves", "elf"), ("elve", "elf"), ("sorceries", "sorcery"), ("wolves", "wolf"),
    ("sphinxes", "sphinx"), ("faeries", "faerie"), ("zombie", "zombie"), ("monsters", "monsters"),
])
def test_quality_plurals(word: str, expected: str) -> None:
    """A plural quality word (or a "[1:Ts]" one, its final s cut off) is read as its singular."""
    from pysolver.cards.combat_words import _singular
    from pysolver.cards.vocabulary import CARD_TYPES, SUBTYPE_WORDS

    assert _singular(word, set(SUBTYPE_WORDS) | set(CARD_TYPES)) == expected


def test_protection_from_a_and_from_b_is_either_quality() -> None:
    """702.16g: "protection from green and from blue": a creature with either colour has the quality."""
    from pysolver.cards.combat_words import quality_facts

    facts = {str(f) for f in quality_facts(clingo.Function("green_and_from_blue"), ["alice", "bob"], "s", "w")}
    assert facts == {"quality_alternative(green_and_from_blue,green)", "quality_alternative(green_and_from_blue,blue)",
                     "quality_needs(green,color,green)", "quality_needs(blue,color,blue)"}
    board = (creature("a", "alice", "ability,protection_from(green_and_from_blue)") + " attacking(a,bob). "
             + creature("g", "bob", "color,green") + creature("u", "bob", "color,blue") + creature("c", "bob")
             + " ".join(f"{f}." for f in facts))
    assert derive("blocks", board, "may_block", 2) == {"may_block(c,a)"}
