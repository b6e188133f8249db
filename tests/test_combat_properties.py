"""The combat optimiser (asp/combat, opt-mode optN) against the brute-force judge of
pysolver/check/combat_brute.py on random small combats (pysolver.check.boards): up to 4 attackers
and 4 blockers with random abilities of the combat vocabulary, Lures, Echo Circlets, Silent Arbiter,
Tangle Angler and Alluring Siren effects, Swamps, attack taxes and two or three players. Both must
give the same max_requirements and exactly the same set of legal declarations, and a random
declaration, when one is drawn, is checked legal exactly when the brute force lists it."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from pysolver.cards.library import load_library
from pysolver.check.boards import attack_combats, block_combats
from pysolver.check.combat_brute import Combat
from pysolver.check.properties import brute_combat, combat_answer

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(attack_combats())
def test_attacks_match_brute_force(combat: Combat) -> None:
    assert combat_answer(combat, "attacks", load_library()) == brute_combat(combat, "attacks")


@SETTINGS
@given(block_combats())
def test_blocks_match_brute_force(combat: Combat) -> None:
    assert combat_answer(combat, "blocks", load_library()) == brute_combat(combat, "blocks")
