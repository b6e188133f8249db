"""Well-known cards the compiler read last (tests/data/names_costs_cards.json, their real Oracle text): Lair of the
Hydra's "X can't be 0." (601.2b, 107.3a)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Lair of the Hydra",)
CORPUS = Path(__file__).parent / "data" / "names_costs_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)

LAIR = "{X}{G}: Until end of turn, this land becomes an X/X green Hydra creature. It's still a land. X can't be 0."


# ---- Lair of the Hydra (107.3a, 601.2b, 613.4b) -------------------------------------------------------------------
def test_lair_becomes_an_x_by_x_hydra(compiled: None, tmp_path: Path) -> None:
    """107.3a, 613.4b: activated for X = 3, Lair of the Hydra is a 3/3 green Hydra creature land (205.1b: still a
    land)."""
    lair = layers_objects(tmp_path, [{"id": "lair", "card": "Lair of the Hydra"}],
                          [{"ability_of": "lair", "ability": 3, "x": 3}])["lair"]
    assert pt(lair) == (3, 3) and lair["colors"] == ["green"]
    assert set(lair["types"]) == {"land", "creature"} and lair["subtypes"] == ["hydra"]


def test_lair_x_can_not_be_0(compiled: None, tmp_path: Path) -> None:
    """601.2b: X can't be 0, so no effect of it resolved with X = 0: the board is refused in one line naming x."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [{"id": "lair", "card": "Lair of the Hydra"}],
             "effects": [{"ability_of": "lair", "ability": 3, "x": 0}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].x" in line and "at least 1" in line, line


@pytest.mark.parametrize(("line", "unknown"), [
    # only "can't be 0" is printed; another floor is not read
    (LAIR.replace("can't be 0", "can't be 1"), "x can't be 1"),
    # an X that is no value of the cost
    (LAIR.replace("{X}{G}", "{2}{G}"), "x can't be 0"),
])
def test_lair_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Lair of the Hydra")
    assert isinstance(got, Refused) and got.unknown == unknown
