"""The combat optimiser (asp/combat, opt-mode optN) against the brute-force judge of
tests/combat_brute.py on random small combats: up to 4 attackers and 4 blockers with random abilities
of the combat vocabulary, Lures, Echo Circlets, Silent Arbiter, Tangle Angler and Alluring Siren
effects, Swamps, attack taxes and two or three players. Both must give the same max_requirements and
exactly the same set of legal declarations, and a random declaration, when one is drawn, is checked
legal exactly when the brute force lists it."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.combat import solve_combat
from pysolver.library import load_library
from pysolver.scenario import load_scenario
from pysolver.solve import Limits
from tests.combat_brute import Combat, Creature, legal_attacks, legal_blocks, to_scenario

ATTACK_WORDS = ["attacks each combat if able", "can't attack", "can't attack or block alone", "defender",
                "haste", "vigilance"]
EVASION_WORDS = ["flying", "menace", "shadow", "horsemanship", "fear", "intimidate", "skulk", "swampwalk",
                 "protection from red", "protection from green", "can't be blocked",
                 "All creatures able to block this creature do so.", "must be blocked if able"]
BLOCK_WORDS = ["flying", "reach", "shadow", "horsemanship", "blocks each combat if able", "can't block",
               "can block an additional creature each combat", "can block any number of creatures",
               "can't attack or block alone", "can block only creatures with flying."]
COLORS = ["white", "blue", "black", "red", "green"]
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def canonical(decls: list[dict[str, Any]]) -> list[str]:
    return sorted(json.dumps(d, sort_keys=True) for d in decls)


def engine(combat: Combat, question: str) -> tuple[int, list[str]]:
    """max_requirements and the legal declarations; the checked declaration, when there is one, is
    legal exactly when it is among them."""
    library = load_library()
    sc = load_scenario(to_scenario(combat, question), "<random>", library)
    answer = solve_combat(sc, library, Limits(), question, 100_000)
    assert not answer.truncated
    legal = canonical(answer.legal)
    if combat.declared is not None:
        assert answer.checked is not None
        declared = {k: sorted(v) for k, v in combat.declared.items() if v} if question == "blocks" else combat.declared
        assert answer.checked.legal == (json.dumps(declared, sort_keys=True) in legal)
    return answer.max_requirements, legal


@st.composite
def players(draw: st.DrawFn) -> list[str]:
    return draw(st.sampled_from([["alice", "bob"], ["alice", "bob", "carol"]]))


def arbiter(draw: st.DrawFn, opponents: list[str]) -> list[Creature]:
    if not draw(st.booleans()):
        return []
    return [Creature("arbiter", draw(st.sampled_from(opponents)), card="Silent Arbiter", artifact=True, power=1)]


@st.composite
def attack_combats(draw: st.DrawFn) -> Combat:
    names = draw(players())
    opponents = names[1:]
    mine = [Creature(f"c{i}", "alice", abilities=draw(st.lists(st.sampled_from(ATTACK_WORDS), max_size=2, unique=True)),
                     tapped=draw(st.integers(0, 5)) == 0, sick=draw(st.integers(0, 3)) == 0)
            for i in range(draw(st.integers(0, 4)))]
    sirens = []
    if mine:
        sirens = draw(st.lists(st.tuples(st.sampled_from(opponents), st.sampled_from([c.id for c in mine])),
                               max_size=2))
    taxes = {p: n for p in opponents if (n := draw(st.integers(0, 2)))}
    declared = None
    if draw(st.booleans()):
        declared = {c.id: t for c in mine if (t := draw(st.sampled_from([None, *opponents])))}
    return Combat(names, mine + arbiter(draw, opponents), taxes=taxes, sirens=sirens, declared=declared)


@st.composite
def block_combats(draw: st.DrawFn) -> Combat:
    names = draw(players())
    opponents = names[1:]
    attackers = []
    for i in range(draw(st.integers(1, 4))):
        attackers.append(Creature(
            f"a{i}", "alice", abilities=draw(st.lists(st.sampled_from(EVASION_WORDS), max_size=2, unique=True)),
            colors=draw(st.lists(st.sampled_from(COLORS), max_size=2, unique=True)), power=draw(st.integers(1, 3)),
            lures=draw(st.integers(0, 3)) // 2, attacks=draw(st.sampled_from(opponents))))
    blockers = []
    for i in range(draw(st.integers(0, 4))):
        blockers.append(Creature(
            f"b{i}", draw(st.sampled_from(opponents)),
            abilities=draw(st.lists(st.sampled_from(BLOCK_WORDS), max_size=2, unique=True)),
            colors=draw(st.lists(st.sampled_from(COLORS), max_size=2, unique=True)), artifact=draw(st.booleans()),
            power=draw(st.integers(1, 3)), tapped=draw(st.integers(0, 5)) == 0, circlets=draw(st.integers(0, 3)) // 2))
    anglers: list[str] = []
    if draw(st.booleans()):
        attackers.append(Creature("angler", "alice", card="Tangle Angler", abilities=["infect"], colors=["green"],
                                  power=1, attacks=draw(st.sampled_from(opponents))))
        if blockers:
            anglers = draw(st.lists(st.sampled_from([b.id for b in blockers]), max_size=2))
    swamps = draw(st.lists(st.sampled_from(opponents), unique=True))
    combat = Combat(names, attackers + blockers + arbiter(draw, opponents), swamps=swamps, anglers=anglers)
    if draw(st.booleans()):
        combat.declared = {}
        for b in (c for c in combat.creatures if c.controller != "alice"):
            mine = [a.id for a in attackers if a.attacks == b.controller]
            combat.declared[b.id] = draw(st.lists(st.sampled_from(mine), unique=True, max_size=2)) if mine else []
    return combat


@SETTINGS
@given(attack_combats())
def test_attacks_match_brute_force(combat: Combat) -> None:
    top, legal = legal_attacks(combat)
    assert engine(combat, "attacks") == (top, canonical(legal))


@SETTINGS
@given(block_combats())
def test_blocks_match_brute_force(combat: Combat) -> None:
    top, legal = legal_blocks(combat)
    assert engine(combat, "blocks") == (top, canonical(legal))
