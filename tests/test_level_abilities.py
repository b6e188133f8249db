"""A leveler's level symbols (711, level up 702.87) read as the static abilities they are, and a Class's
levels (716) read from the scenario's `level`.

711.2: a level symbol is a keyword ability representing one static ability, of which the abilities and
the power/toughness box printed in its striation are part; 711.2a "{LEVEL N1-N2} [Abilities] [P/T]" means
"As long as this creature has at least N1 level counters on it, but no more than N2 level counters on
it, it has base power and toughness [P/T] and has [abilities]", 711.2b the same with "N3 or more". The
base power and toughness is a layer-7b effect (613.4b), the abilities are gained in layer 6 (613.1f).
716.2a: a Class's abilities below "[cost]: Level N" are the Class's only at level N or greater, a designation
(not counters, 702.87c) the scenario states; a Class is level 1 until a level ability makes it level N. Real
cards' Oracle text: tests/data/level_cards.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import clingo

from pysolver.cards.build import compile_face
from pysolver.cards.compiled import CompiledAbility, CompiledCard
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.levels import level_ability
from pysolver.cards.oracle import compile_ability
from tests.cli_helpers import combat_answer, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CORPUS = Path(__file__).parent / "data" / "level_cards.json"
CARDS = ["Caravan Escort", "Coralhelm Commander", "Dress Down", "Figure of Destiny", "Hada Spy Patrol",
         "Hedron-Field Purists", "Hexdrinker", "Innkeeper's Talent", "Kargan Dragonlord",
         "Merfolk of the Pearl Trident", "Ninja Teen", "Paladin Class", "Rogue Class", "Student of Warfare",
         "The Fearsome Flock", "Transcendent Master", "Under-Construction Skyscraper", "Wizard Class",
         "Zulaport Enforcer"]
library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
F, N, S = clingo.Function, clingo.Number, clingo.String


def _face(name: str) -> CompiledCard:
    [face] = [f for f in read_corpus(CORPUS).faces if f.name == name]
    return compile_face(face, compile_ability)


def _levels(name: str) -> dict[str, CompiledAbility]:
    """A face's level abilities by their symbol's line."""
    return {a.text.split("\n")[0]: a for a in _face(name).abilities if a.text.startswith("LEVEL ")}


def _counters(sel_counters: int) -> clingo.Symbol:
    return F("self_with_counters", [S("level"), N(sel_counters)])


def test_a_level_symbol_and_its_striation_are_one_static_ability() -> None:
    levels = _levels("Student of Warfare")
    assert list(levels) == ["LEVEL 2-6", "LEVEL 7+"]
    low, high = levels["LEVEL 2-6"], levels["LEVEL 7+"]
    assert low.text == "LEVEL 2-6\n3/3\nFirst strike" and low.accepted and high.accepted
    key = low.key
    # 711.2a: 2 or more level counters and not 7 or more (no more than 6); a set of base P/T in 7b, first strike in 6
    assert F("condition", [key, F("at_least", [N(1), _counters(2)])]) in low.facts
    assert F("condition", [key, F("at_most", [N(0), _counters(7)])]) in low.facts
    assert F("does", [key, F("l7b"), F("set_pt", [F("n", [N(3)]), F("n", [N(3)])])]) in low.facts
    assert F("does", [key, F("l6"), F("gain", [F("kw", [F("first_strike")])])]) in low.facts
    assert F("ability_class", [key, F("static")]) in low.facts
    # 711.2b: N3 or more, no upper bound
    assert [f for f in high.facts if f.name == "condition"] == [
        F("condition", [high.key, F("at_least", [N(1), _counters(7)])])]
    # 711.4: the level up ability before the first symbol is an ability of its own
    assert _face("Student of Warfare").abilities[0].text.startswith("Level up {W}")


def test_a_level_without_a_power_toughness_box_on_a_noncreature_is_read() -> None:
    # Under-Construction Skyscraper has no printed power and toughness: its levels have no box, no 7b part
    for level in _levels("Under-Construction Skyscraper").values():
        assert level.accepted
        assert not any(f.name == "layer_of" and f.arguments[1] == F("l7b") for f in level.facts)


def test_a_creature_level_whose_box_the_text_does_not_give_is_refused() -> None:
    # a corpus that left the power/toughness box out of the text: the level's P/T is never guessed
    first_strike = compile_ability("First strike", "Student of Warfare")
    part = CompiledAbility("First strike", first_strike.questions, first_strike.key, first_strike.facts)
    level = level_ability("LEVEL 2-6", ["First strike"], [part], printed_pt=True)
    assert not level.accepted and level.unknown == "LEVEL 2-6" and "711.2a" in level.reason
    assert "layers" in level.questions


def test_a_level_with_an_ability_not_understood_is_refused_naming_its_words() -> None:
    flock = _levels("The Fearsome Flock")
    assert not flock["LEVEL 1-3"].accepted and flock["LEVEL 1-3"].unknown == "that player controls"
    assert flock["LEVEL 4+"].accepted


def test_a_class_level_and_its_section_are_one_ability() -> None:
    abilities = _face("Ninja Teen").abilities
    two = next(a for a in abilities if a.text.startswith("{1}{B}: Level 2"))
    assert two.text == "{1}{B}: Level 2\nCreatures you control get +1/+0 and have menace."
    assert two.accepted and {"layers", "combat"} <= two.questions
    sel = F("self_at_class_level", [N(2)])
    assert F("condition", [two.key, F("at_least", [N(1), sel])]) in two.facts
    assert F("scope", [sel, N(1), F("pos"), F("class_level", [N(2)])]) in two.facts
    granted = [f.arguments[2].arguments[0] for f in two.facts if f.name == "does" and f.arguments[0] == two.key]
    assert [str(g) for g in granted] == ['oracle("creatures you control get +1/+0 and have menace.")']
    # the level-1 abilities, above the first level ability, are lines of their own (716: a Class is level 1)
    assert abilities[1].text.startswith("Whenever a creature you control leaves the battlefield")


def test_class_levels_not_understood_are_refused_naming_their_words() -> None:
    # Innkeeper's Talent's level 3 (Vorinclex's doubling, read since branch i29-replace) is one accepted ability
    abilities = _face("Innkeeper's Talent").abilities
    three = next(a for a in abilities if a.text.startswith("{3}{G}: Level 3"))
    assert three.accepted and "replace" in three.questions
    assert next(a for a in abilities if a.text.startswith("{G}: Level 2")).accepted
    ninja = next(a for a in _face("Ninja Teen").abilities if a.text.startswith("{B}: Level 3"))
    assert not ninja.accepted and "716.2a" in ninja.reason and "layers" in ninja.questions and ninja.unknown
    # Paladin Class's level 3 is read: "+1/+1 for each other attacking creature" of its resolved trigger is counted
    # once, as it resolves (608.2h: the effect's x)
    paladin = next(a for a in _face("Paladin Class").abilities if a.text.startswith("{4}{W}: Level 3"))
    assert paladin.accepted and "608.2h" in paladin.meaning


def test_a_card_with_no_level_is_compiled_as_before() -> None:
    # "becomes ... with base power and toughness" (Figure of Destiny) has no level symbol: no line is held
    for ability in _face("Figure of Destiny").abilities:
        assert "711.2a" not in ability.reason and "716.2a" not in ability.reason


def _student(oid: str, level: int, timestamp: int, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": "Student of Warfare", "timestamp": timestamp, "counters": {"level": level}, **more}


def test_layers_student_of_warfare_at_each_boundary(tmp_path: Path, compiled: None) -> None:
    # LEVEL 2-6 3/3 first strike, LEVEL 7+ 4/4 double strike; printed 1/1 below 2 (711.5)
    objects = [_student(f"s{n}", n, n + 1) for n in (0, 1, 2, 6, 7, 9)]
    got = layers_objects(tmp_path, objects, [])
    assert {oid: pt(obj) for oid, obj in got.items()} == {
        "s0": (1, 1), "s1": (1, 1), "s2": (3, 3), "s6": (3, 3), "s7": (4, 4), "s9": (4, 4)}
    keywords = {oid: {a for a in obj["abilities"] if a in ("first strike", "double strike")}
                for oid, obj in got.items()}
    assert keywords == {"s0": set(), "s1": set(), "s2": {"first strike"}, "s6": {"first strike"},
                        "s7": {"double strike"}, "s9": {"double strike"}}


def test_layers_transcendent_master_and_counters_after_the_set(tmp_path: Path, compiled: None) -> None:
    # LEVEL 6-11 6/6 lifelink; LEVEL 12+ 9/9 lifelink, indestructible; a +1/+1 counter applies in 7c,
    # after the level's base P/T in 7b (613.4b-c)
    objects = [{"id": f"m{n}", "card": "Transcendent Master", "timestamp": n, "counters": {"level": n}}
               for n in (5, 6, 11, 12)]
    objects.append({"id": "plus", "card": "Transcendent Master", "timestamp": 20,
                    "counters": {"level": 12, "+1/+1": 1}})
    got = layers_objects(tmp_path, objects, [])
    assert {oid: pt(obj) for oid, obj in got.items()} == {
        "m5": (3, 3), "m6": (6, 6), "m11": (6, 6), "m12": (9, 9), "plus": (10, 10)}
    assert "lifelink" not in got["m5"]["abilities"] and "lifelink" in got["m6"]["abilities"]
    assert "indestructible" not in got["m11"]["abilities"]
    assert {"lifelink", "indestructible"} <= set(got["m12"]["abilities"])


def test_layers_a_static_ability_a_level_grants(tmp_path: Path, compiled: None) -> None:
    # Coralhelm Commander LEVEL 4+: 4/4, flying, "Other Merfolk creatures you control get +1/+1." (a layer-7c
    # effect of the ability the level gives it); at level 3 (LEVEL 2-3) a 3/3 flier that gives nothing
    objects = [{"id": "c4", "card": "Coralhelm Commander", "timestamp": 1, "counters": {"level": 4}},
               {"id": "c3", "card": "Coralhelm Commander", "timestamp": 2, "counters": {"level": 3}},
               {"id": "merfolk", "card": "Merfolk of the Pearl Trident", "timestamp": 3}]
    got = layers_objects(tmp_path, objects, [])
    assert {oid: pt(obj) for oid, obj in got.items()} == {"c4": (4, 4), "c3": (4, 4), "merfolk": (2, 2)}
    assert "Other Merfolk creatures you control get +1/+1." in got["c4"]["abilities"]
    assert "Other Merfolk creatures you control get +1/+1." not in got["c3"]["abilities"]
    assert "flying" in got["c3"]["abilities"]


def test_layers_a_level_lost_to_an_effect_removing_abilities(tmp_path: Path, compiled: None) -> None:
    # Dress Down removes the level symbol's ability in layer 6; the level's effect depends on it (613.8a:
    # applying it changes whether the level's effect exists), so whatever the timestamps the leveler has
    # neither first strike nor its level's base P/T (711.2a: both are that one ability's)
    for dress_down in (1, 9):
        objects = [_student("s", 3, 5), {"id": "dd", "card": "Dress Down", "timestamp": dress_down}]
        got = layers_objects(tmp_path, objects, [])
        assert pt(got["s"]) == (1, 1) and got["s"]["abilities"] == []


def _bob(oid: str, card: str) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": "bob"}


def test_combat_evasion_a_level_gives(tmp_path: Path, compiled: None) -> None:
    # Hada Spy Patrol LEVEL 1-2: "This creature can't be blocked." (509.1b); Kargan Dragonlord LEVEL 4-7: flying
    # (702.9b: only creatures with flying or reach block it)
    objects = [{"id": "h0", "card": "Hada Spy Patrol"},
               {"id": "h1", "card": "Hada Spy Patrol", "counters": {"level": 1}},
               {"id": "k3", "card": "Kargan Dragonlord", "counters": {"level": 3}},
               {"id": "k4", "card": "Kargan Dragonlord", "counters": {"level": 4}},
               _bob("bears", "Grizzly Bears"), _bob("spider", "Giant Spider")]
    attackers = {"h0": "bob", "h1": "bob", "k3": "bob", "k4": "bob"}
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": attackers})
    blocked = {(blocker, attacker) for legal in got["legal"] for blocker, attackers in legal.items()
               for attacker in attackers}
    assert blocked == {("bears", "h0"), ("bears", "k3"), ("spider", "h0"), ("spider", "k3"), ("spider", "k4")}


def test_layers_refuses_a_leveler_whose_level_is_not_understood(tmp_path: Path, compiled: None) -> None:
    board = {"players": ["alice", "bob"],
             "objects": [{"id": "flock", "card": "The Fearsome Flock", "timestamp": 1}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)))
    # its levels' base P/T would matter with or without level counters: never shown without them
    assert run.status == 2, run.out
    assert "LEVEL 1-3" in run.err and "that player controls" in run.err and "not understood" in run.err
    assert len(run.err.strip().splitlines()) == 1


def test_layers_ninja_teen_at_each_level(tmp_path: Path, compiled: None) -> None:
    # 716.2a: level 1 (not given, or 1): nothing; level 2: creatures you control get +1/+0 and have menace; level 3
    # keeps level 2's class ability (a Class has the abilities of every level up to its own)
    for level, bears in ((None, (2, 2)), (1, (2, 2)), (2, (3, 2)), (3, (3, 2))):
        teen = {"id": "teen", "card": "Ninja Teen", "timestamp": 1} | ({"level": level} if level else {})
        got = layers_objects(tmp_path, [teen, {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}], [])
        assert pt(got["bears"]) == bears, level
        assert ("menace" in got["bears"]["abilities"]) == (bears == (3, 2)), level


def test_combat_menace_a_class_level_gives(tmp_path: Path, compiled: None) -> None:
    # Rogue Class level 2: "Creatures you control have menace." (702.111b: blocked only by two or more creatures)
    def legal(level: int) -> list[dict[str, list[str]]]:
        objects = [{"id": "rogue", "card": "Rogue Class", "level": level}, {"id": "bears", "card": "Grizzly Bears"},
                   _bob("b1", "Grizzly Bears"), _bob("b2", "Grizzly Bears")]
        return combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})["legal"]

    assert legal(2) == [{}, {"b1": ["bears"], "b2": ["bears"]}]
    assert legal(1) == [{}, {"b1": ["bears"]}, {"b2": ["bears"]}, {"b1": ["bears"], "b2": ["bears"]}]


def test_a_level_no_game_reaches_is_refused(tmp_path: Path, compiled: None) -> None:
    for obj, words in (({"id": "teen", "card": "Ninja Teen", "level": 4}, "no level ability that makes it level 4"),
                       ({"id": "teen", "card": "Ninja Teen", "level": 0}, "at least 1"),
                       ({"id": "teen", "card": "Ninja Teen", "level": "two"}, "expected an integer"),
                       ({"id": "teen", "card": "Ninja Teen", "level": 2, "zone": "hand"}, "only a Class on the "),
                       ({"id": "student", "card": "Student of Warfare", "level": 2}, "not a Class")):
        run = run_cli("layers", str(write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": [obj]})))
        assert run.status == 2 and "objects[0].level" in run.err and words in run.err, (obj, run.err)
        assert len(run.err.strip().splitlines()) == 1


def test_a_text_change_reaches_the_abilities_of_a_level(tmp_path: Path, compiled: None) -> None:
    # 612.2: "Merfolk" changed to "Goblin" on Coralhelm Commander changes the static its LEVEL 4+ gives it: the
    # Goblin gets +1/+1, the Merfolk not; a word its text does not have changes nothing (and is not refused)
    def board(old: str, new: str) -> dict[str, Any]:
        objects = [{"id": "c4", "card": "Coralhelm Commander", "timestamp": 1, "counters": {"level": 4}},
                   {"id": "merfolk", "card": "Merfolk of the Pearl Trident", "timestamp": 2},
                   {"id": "gob", "custom": {"name": "Gob", "types": ["creature"], "subtypes": ["goblin"],
                                            "power": 1, "toughness": 1}, "timestamp": 3}]
        return layers_objects(tmp_path, objects, [{"id": "hack", "custom": {"change_text": {"from": old, "to": new}},
                                                   "targets": ["c4"], "timestamp": 4}])

    got = board("merfolk", "goblin")
    assert (pt(got["merfolk"]), pt(got["gob"]), pt(got["c4"])) == ((1, 1), (2, 2), (4, 4))
    assert "Other Goblin creatures you control get +1/+1." in got["c4"]["abilities"]
    got = board("green", "red")
    assert (pt(got["merfolk"]), pt(got["gob"])) == ((2, 2), (1, 1))


def test_replace_protection_a_level_gives(tmp_path: Path, compiled: None) -> None:
    # Hexdrinker LEVEL 3-7: protection from instants; LEVEL 8+: protection from everything (702.16e: damage from
    # a source it has protection from is prevented): Juggernaut's 5 damage is dealt at level 7, prevented at 8
    def events(level: int) -> list[list[dict[str, Any]]]:
        board = {"players": ["alice", "bob"],
                 "objects": [{"id": "jugg", "card": "Juggernaut"},
                             {"id": "hex", "card": "Hexdrinker", "owner": "bob", "counters": {"level": level}}],
                 "event": {"kind": "damage", "source": "jugg", "target": "hex", "amount": 5}}
        run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
        assert run.status == 0, run.err
        return [outcome["events"] for outcome in json.loads(run.out)["outcomes"]]

    assert events(7) == [[{"kind": "damage", "source": "jugg", "target": "hex", "amount": 5}]]
    assert events(8) == [[]]


def test_a_levels_prevention_applies_from_its_level_on(tmp_path: Path, compiled: None) -> None:
    # Hedron-Field Purists LEVEL 1-4: prevent 1 of the damage a source would deal to you or a creature you
    # control; LEVEL 5+: prevent 2 (711.2a, 615.7): Juggernaut's 5 damage to bob's Grizzly Bears and to bob
    def amounts(level: int, target: str) -> list[int]:
        board = {"players": ["alice", "bob"],
                 "objects": [{"id": "jugg", "card": "Juggernaut"},
                             {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
                             {"id": "purists", "card": "Hedron-Field Purists", "owner": "bob",
                              "counters": {"level": level}}],
                 "event": {"kind": "damage", "source": "jugg", "target": target, "amount": 5}}
        run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
        assert run.status == 0, run.err
        return [sum(e["amount"] for e in outcome["events"]) for outcome in json.loads(run.out)["outcomes"]]

    assert amounts(0, "bears") == [5]
    assert amounts(1, "bears") == amounts(4, "bob") == [4]
    assert amounts(5, "bears") == amounts(9, "bob") == [3]
