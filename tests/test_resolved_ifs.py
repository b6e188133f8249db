"""Parts of resolved spells under a condition checked once, as the effect resolved (608.2c, 608.2h): "If it's a
Vampire, it gains first strike until end of turn.", "If you control three or more creatures, it gets +4/+4 until
end of turn instead.". Whether the condition held is the effect's `choices.condition` (the board may have changed
since), which such an effect requires; the condition's words are still read, and refused where not understood."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario
from tests.cli_helpers import read_layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Vampire's Zeal", "Flare of Faith", "Pride of Conquerors", "Goatnap", "You're Not Alone",
         "Blessing of Belzenlok", "Grizzly Bears", "Child of Night", "Elite Vanguard", "Wild Colos",
         "Isamaru, Hound of Konda")
CORPUS = Path(__file__).parent / "data" / "resolved_if_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)

BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
VAMPIRE = {"id": "vampire", "card": "Child of Night", "controller": "alice"}
HUMAN = {"id": "human", "card": "Elite Vanguard", "controller": "alice"}
GOAT = {"id": "goat", "card": "Wild Colos", "controller": "bob"}
ISAMARU = {"id": "isamaru", "card": "Isamaru, Hound of Konda", "controller": "alice"}


def board(objects: list[dict[str, Any]], effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"players": ["alice", "bob"], "objects": objects, "effects": effects}




def pt(obj: dict[str, Any]) -> tuple[int, int]:
    return obj["power"], obj["toughness"]


@pytest.mark.parametrize(("held", "vampire", "first_strike"), [(True, (4, 3), True), (False, (4, 3), False)])
def test_an_added_part_exists_only_if_the_condition_held(compiled: None, tmp_path: Path, held: bool,
                                                         vampire: tuple[int, int], first_strike: bool) -> None:
    # Vampire's Zeal on Child of Night (a 2/1 Vampire): +2/+2 (613.4c) whatever the condition; first strike
    # (613.1f) only if it was a Vampire as the spell resolved (608.2c: the board's `choices.condition`)
    objects = objects_of(tmp_path, [VAMPIRE], [{"spell": "Vampire's Zeal", "targets": ["vampire"],
                                                "choices": {"condition": held}}])
    assert pt(objects["vampire"]) == vampire
    assert ("first strike" in objects["vampire"]["abilities"]) is first_strike
    assert "lifelink" in objects["vampire"]["abilities"]


@pytest.mark.parametrize(("held", "human", "indestructible"), [(True, (5, 4), True), (False, (4, 3), False)])
def test_instead_first_replaces_the_sentence_before(compiled: None, tmp_path: Path, held: bool,
                                                    human: tuple[int, int], indestructible: bool) -> None:
    # Flare of Faith on Elite Vanguard (2/1 Human): "If it's a Human, instead it gets +3/+3 and gains
    # indestructible": held, 5/4 and indestructible, not 4/3 and 7/6; not held, +2/+2 alone
    objects = objects_of(tmp_path, [HUMAN], [{"spell": "Flare of Faith", "targets": ["human"],
                                              "choices": {"condition": held}}])
    assert pt(objects["human"]) == human
    assert ("indestructible" in objects["human"]["abilities"]) is indestructible


@pytest.mark.parametrize(("held", "bears"), [(True, (6, 6)), (False, (4, 4))])
def test_a_count_of_what_you_control_as_it_resolved(compiled: None, tmp_path: Path, held: bool,
                                                    bears: tuple[int, int]) -> None:
    # You're Not Alone: alice controls one creature now, but whether she controlled three or more as it resolved
    # is the effect's choice (608.2h: checked once, not again on the board as it is now): +4/+4 instead of +2/+2
    objects = objects_of(tmp_path, [BEARS], [{"spell": "You're Not Alone", "targets": ["bears"],
                                              "choices": {"condition": held}}])
    assert pt(objects["bears"]) == bears


@pytest.mark.parametrize(("held", "bears", "isamaru"), [(True, (4, 4), (4, 4)), (False, (3, 3), (3, 3))])
def test_the_citys_blessing_as_it_resolved(compiled: None, tmp_path: Path, held: bool, bears: tuple[int, int],
                                           isamaru: tuple[int, int]) -> None:
    # Pride of Conquerors: "those creatures get +2/+2 until end of turn instead" (702.131c: the city's blessing);
    # bob's goat is none of alice's creatures
    objects = objects_of(tmp_path, [BEARS, ISAMARU, GOAT], [{"spell": "Pride of Conquerors",
                                                             "choices": {"condition": held}}])
    assert (pt(objects["bears"]), pt(objects["isamaru"]), pt(objects["goat"])) == (bears, isamaru, (2, 2))


@pytest.mark.parametrize(("held", "goat"), [(True, (5, 2)), (False, (2, 2))])
def test_it_also_gets_after_a_control_change(compiled: None, tmp_path: Path, held: bool,
                                             goat: tuple[int, int]) -> None:
    # Goatnap on bob's Wild Colos (a 2/2 Goat Beast with haste): alice controls it (613.1b), +3/+0 only if it was
    # a Goat as it resolved
    objects = objects_of(tmp_path, [GOAT], [{"spell": "Goatnap", "targets": ["goat"],
                                             "choices": {"condition": held}}])
    assert objects["goat"]["controller"] == "alice"
    assert pt(objects["goat"]) == goat


def test_it_also_gains_if_legendary(compiled: None, tmp_path: Path) -> None:
    # Blessing of Belzenlok on Isamaru (a legendary 2/2): +2/+1 and lifelink
    objects = objects_of(tmp_path, [ISAMARU], [{"spell": "Blessing of Belzenlok", "targets": ["isamaru"],
                                                "choices": {"condition": True}}])
    assert pt(objects["isamaru"]) == (4, 3) and "lifelink" in objects["isamaru"]["abilities"]


def test_whether_the_condition_held_must_be_given(compiled: None, tmp_path: Path) -> None:
    scenario = write_scenario(tmp_path, board([HUMAN], [{"spell": "Flare of Faith", "targets": ["human"]}]))
    line = assert_one_line_error(run_cli("layers", str(scenario)), 2)
    assert "effects[0].choices.condition" in line and "missing" in line
    scenario = write_scenario(tmp_path, board([HUMAN], [{"spell": "Flare of Faith", "targets": ["human"],
                                                         "choices": {"condition": "maybe"}}]))
    line = assert_one_line_error(run_cli("layers", str(scenario)), 2)
    assert "effects[0].choices.condition" in line
    # an object's choices are made as it entered: a condition checked as an effect resolved is none of them
    scenario = write_scenario(tmp_path, board([{**HUMAN, "choices": {"condition": True}}], []))
    line = assert_one_line_error(run_cli("layers", str(scenario)), 2)
    assert "objects[0].choices.condition" in line and "only on an effect" in line


@pytest.mark.parametrize(("line", "reason"), [
    # a part the engine does not model (122.1 counters put, 701.22 scry): op_if/4 guards changes of the layers only
    ("Target creature gets +2/+2 until end of turn. If it's an Ally, scry 2.", "scry 2"),
    ("[+1]: Target creature you control gains deathtouch and lifelink until end of turn. If it's a Vampire, put a "
     "+1/+1 counter on it.", "put a +1/+1 counter"),
    ("Target creature gets +2/+2 until end of turn. If it's a Vampire, untap it.", "conditional part"),
    # a condition on an object the grammar reads as the source's, not the target's
    ("Target creature gets +2/+2 until end of turn. If it has a +1/+1 counter on it, it also gains flying until end "
     "of turn.", "other than what its controller"),
    # "it" after a group names no one object
    ("Creatures you control get +1/+1 until end of turn. If it's a Human, it gains first strike until end of turn.",
     "no one object"),
    # two conditions: the effect's `choices` name one
    ("Target creature gets +1/+1 until end of turn. If it's a Knight, it gains first strike until end of turn. If "
     "you control three or more creatures, it gains vigilance until end of turn.", "second condition"),
    # "instead" after two sentences of changes
    ("Gain control of target creature until end of turn. It gains haste until end of turn. If you control three or "
     "more creatures, it gets +2/+0 until end of turn instead.", "instead"),
    # a condition the grammar does not read (the night, 730.1)
    ("Target creature gets -2/-2 until end of turn. If it's night, that creature gets -13/-13 until end of turn "
     "instead.", "night"),
])
def test_what_is_refused(line: str, reason: str) -> None:
    result = compile_ability(line, "Test Card")
    assert not isinstance(result, Accepted)
    assert reason in result.reason + result.unknown
