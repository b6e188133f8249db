"""A Saga's lore counter as it enters (714.3a: "As a Saga enters the battlefield, its controller puts a lore counter on
it"; read ahead's chosen number instead, 702.155b, 714.3b), judged as it would exist (614.12: a copy effect decides
whether it is a Saga), a counters event the counter effects modify (614.1c, 122.6: Vorinclex); and the enter event's
fields that only a keyword of the entering object gives meaning to (`devoured`, `tribute`, `read_ahead`, `amplified`,
`kicked`, `kicked_with`), bad input for an object without it. Real cards: tests/data/saga_enter_cards.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("The Eldest Reborn", "History of Benalia", "The World Spell", "Copy Enchantment", "Grizzly Bears",
         "Hardened Scales", "Mycoloth", "Nessian Demolok", "Feral Throwback", "Vorinclex, Monstrous Raider",
         "Aether Figment", "Carnage Wurm", "Enormous Baloth", "Essence of the Wild", "Ornithopter", "Cetavolver",
         "Gnarlid Pack", "Solemnity")
CORPUS = Path(__file__).parent / "data" / "saga_enter_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def obj(oid: str, card: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": owner, **more}


def run_enter(tmp_path: Path, entering: dict[str, Any], others: list[dict[str, Any]], **event: Any) -> Any:
    data = {"players": ["alice", "bob"], "active": "alice", "objects": [entering, *others],
            "event": {"kind": "enter", "object": entering["id"], **event}}
    return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")


def outcomes(tmp_path: Path, card: str, others: list[dict[str, Any]] | None = None, zone: str = "stack",
             choices: dict[str, str] | None = None, **event: Any) -> list[list[dict[str, Any]]]:
    """The events of each outcome of the card entering under alice's control."""
    entering = obj("new", card, zone=zone, **({"choices": choices} if choices else {}))
    answer = run_enter(tmp_path, entering, others or [], **event)
    assert answer.status == 0, answer.err
    return [o["events"] for o in json.loads(answer.out)["outcomes"]]


def counters(tmp_path: Path, card: str, others: list[dict[str, Any]] | None = None, **kw: Any) -> list[tuple]:
    """The counters events (kind, amount, who puts them) of its only outcome."""
    (events,) = outcomes(tmp_path, card, others, **kw)
    return [(e["counter"], e["amount"], e["player"]) for e in events if e["kind"] == "counters"]


def refusal(tmp_path: Path, card: str, others: list[dict[str, Any]] | None = None, **event: Any) -> str:
    """The one-line error (exit 2) of the card entering from the stack under alice's control: nothing printed."""
    answer = run_enter(tmp_path, obj("new", card, zone="stack"), others or [], **event)
    assert answer.out == "", answer.out
    return assert_one_line_error(answer, 2)


# ---- 714.3a: a Saga enters with a lore counter -------------------------------------------------------------------
@pytest.mark.parametrize("card", ["The Eldest Reborn", "History of Benalia"])
@pytest.mark.parametrize("zone", ["stack", "graveyard"])
def test_a_saga_enters_with_one_lore_counter(compiled: None, tmp_path: Path, card: str, zone: str) -> None:
    # from the stack (cast) or from elsewhere (put onto the battlefield): 714.3a applies either way
    assert counters(tmp_path, card, zone=zone) == [("lore", 1, "alice")]


def test_a_saga_under_bobs_control_gets_it_from_bob(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "The Eldest Reborn", controller="bob") == [("lore", 1, "bob")]


def test_read_ahead_puts_the_chosen_number_instead(compiled: None, tmp_path: Path) -> None:
    # 714.3b: the chosen number instead of the one counter, not beside it
    for chosen in (1, 2, 3):
        assert counters(tmp_path, "The World Spell", read_ahead=chosen) == [("lore", chosen, "alice")]


def test_a_non_saga_gets_no_lore_counter(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "Grizzly Bears") == []
    assert counters(tmp_path, "Hardened Scales") == []  # an enchantment, not a Saga
    assert counters(tmp_path, "Copy Enchantment") == []  # entering as itself (no `copy` chosen)


def test_the_counter_effects_modify_the_lore_counter(compiled: None, tmp_path: Path) -> None:
    # 614.1c, 122.6: the lore counter is put on it as it enters; Vorinclex doubles the counters its controller puts,
    # halves (rounded down) those an opponent puts: none then (614.7a)
    vorinclex = obj("vorinclex", "Vorinclex, Monstrous Raider")
    assert counters(tmp_path, "History of Benalia", [vorinclex]) == [("lore", 2, "alice")]
    assert counters(tmp_path, "The World Spell", [vorinclex], read_ahead=2) == [("lore", 4, "alice")]
    assert counters(tmp_path, "History of Benalia", [obj("vorinclex", "Vorinclex, Monstrous Raider", "bob")]) == []
    # Hardened Scales names +1/+1 counters: a lore counter stays one
    assert counters(tmp_path, "History of Benalia", [obj("scales", "Hardened Scales")]) == [("lore", 1, "alice")]


def test_counters_that_cant_be_put_leave_the_saga_without(compiled: None, tmp_path: Path) -> None:
    # Solemnity (614.17d: not put as it enters either): the Saga enters, no lore counter
    (events,) = outcomes(tmp_path, "History of Benalia", [obj("solemnity", "Solemnity", "bob")])
    assert [e["kind"] for e in events] == ["enter"]


def test_a_copy_is_a_saga_or_not_as_it_would_enter(compiled: None, tmp_path: Path) -> None:
    # 614.12, 707.2: Copy Enchantment entering as a copy of a Saga is a Saga as it enters; of Hardened Scales, not
    saga = obj("saga", "The Eldest Reborn", "bob")
    assert counters(tmp_path, "Copy Enchantment", [saga], choices={"copy": "saga"}) == [("lore", 1, "alice")]
    scales = obj("scales", "Hardened Scales", "bob")
    assert counters(tmp_path, "Copy Enchantment", [scales], choices={"copy": "scales"}) == []
    # a copy of The World Spell has its read ahead, and its final chapter number (3)
    world = obj("world", "The World Spell", "bob")
    assert counters(tmp_path, "Copy Enchantment", [world], choices={"copy": "world"}, read_ahead=3) == [
        ("lore", 3, "alice")]
    err = refusal(tmp_path, "Copy Enchantment", [world], copy_of="world", read_ahead=4)
    assert "event.read_ahead" in err and "final chapter number (entering as a copy of world, 707.2), 3" in err, err


def test_tokens_copying_a_saga_enter_with_a_lore_counter_each(compiled: None, tmp_path: Path) -> None:
    data = {"players": ["alice", "bob"], "active": "alice", "objects": [obj("saga", "History of Benalia")],
            "event": {"kind": "create_token", "token": {"copy_of": "saga"}, "amount": 2}}
    answer = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert answer.status == 0, answer.err
    (outcome,) = json.loads(answer.out)["outcomes"]
    assert [(e["counter"], e["amount"], e["tokens"]) for e in outcome["events"] if e["kind"] == "counters"] == [
        ("lore", 1, 2)]


# ---- fields a keyword the entering object lacks gives meaning to: bad input (exit 2, one line) --------------------
BEARS = [obj("b1", "Grizzly Bears", zone="battlefield"), obj("baloth", "Enormous Baloth", zone="hand")]


@pytest.mark.parametrize(("card", "field", "value", "words"), [
    ("Carnage Wurm", "devoured", ["b1"], "no devour (702.82a"),
    ("Carnage Wurm", "devoured", [], "no devour (702.82a"),
    ("Carnage Wurm", "tribute", {"opponent": "bob", "paid": True}, "no tribute (702.104a"),
    ("History of Benalia", "read_ahead", 2, "no read ahead (702.155b"),
    ("Carnage Wurm", "amplified", ["baloth"], "no amplify (702.38a")])
def test_a_field_without_its_keyword_is_bad_input(compiled: None, tmp_path: Path, card: str, field: str, value: Any,
                                                  words: str) -> None:
    err = refusal(tmp_path, card, BEARS, **{field: value, "damaged_this_turn": []})
    assert f"event.{field}:" in err and words in err and "remove it" in err, err


def test_the_keyword_is_read_as_it_would_enter(compiled: None, tmp_path: Path) -> None:
    # Copy Enchantment copying The World Spell has read ahead (above); Mycoloth entering as a copy of Essence of the
    # Wild (616.1c: the copy effect first) has no devour: nothing to sacrifice, and stating a sacrifice is bad input
    essence = obj("essence", "Essence of the Wild", zone="battlefield")
    assert counters(tmp_path, "Mycoloth", [essence, *BEARS]) == []
    err = refusal(tmp_path, "Mycoloth", [essence, *BEARS], devoured=["b1"])
    assert "event.devoured:" in err and "no devour" in err, err
    # with the keyword, the field is read
    assert counters(tmp_path, "Mycoloth", BEARS, devoured=["b1"]) == [("+1/+1", 2, "alice")]


@pytest.mark.parametrize(("card", "event", "words"), [
    ("Carnage Wurm", {"kicked": 1}, "can't be kicked 1 time(s): its card has no kicker"),
    ("Carnage Wurm", {"kicked_with": ["{1}{R}"]}, "{1}{R} is no kicker cost of new: its card has no kicker"),
    ("Aether Figment", {"kicked": 2}, "its card's kicker is {3}"),
    ("Aether Figment", {"kicked_with": ["{2}"]}, "{2} is no kicker cost of new: its card's kicker is {3}"),
    ("Cetavolver", {"kicked": 3}, "its card's kicker is {1}{R} and/or {G}"),
    ("Cetavolver", {"kicked_with": ["{1}{G}"]}, "{1}{G} is no kicker cost")])
def test_kicks_the_card_does_not_offer_are_bad_input(compiled: None, tmp_path: Path, card: str, event: dict[str, Any],
                                                      words: str) -> None:
    # 702.33a-d: a spell is kicked only by paying its kicker costs, each once (multikicker: any number of times)
    field = next(iter(event))
    err = refusal(tmp_path, card, **event, damaged_this_turn=[])
    assert f"event.{field}:" in err and words in err, err


def test_kicks_the_card_offers_are_read(compiled: None, tmp_path: Path) -> None:
    assert counters(tmp_path, "Aether Figment", kicked=1) == [("+1/+1", 2, "alice")]
    assert counters(tmp_path, "Gnarlid Pack", kicked=3) == [("+1/+1", 3, "alice")]
    assert counters(tmp_path, "Cetavolver", kicked_with=["{G}"]) == [("+1/+1", 1, "alice")]
    assert counters(tmp_path, "Cetavolver", kicked_with=["{1}{R}"], kicked=1) == [("+1/+1", 2, "alice")]
    # not kicked is true of any spell; the mana spent, X and the turn's history are facts of any cast or turn
    assert counters(tmp_path, "Grizzly Bears", kicked=0, kicked_with=[], x=2, mana_spent={"G": 2},
                    damaged_this_turn=["bob"]) == []
