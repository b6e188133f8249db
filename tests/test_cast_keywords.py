"""Keywords read with what was chosen as the permanent entered or how it was cast: riot (702.136a: the object's
`riot` choice, a +1/+1 counter or haste), unleash (702.98a: it may enter with a +1/+1 counter, and can't block while
it has one), dash and blitz (702.109a, 702.152a: "as long as this permanent's dash cost was paid, it has haste": the
object's `cast`), prototype (702.160a, 718.3b: cast prototyped, its P/T, mana cost and colours are the prototype's)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import (
    HUMILITY,
    assert_one_line_error,
    combat_answer,
    layers_objects,
    pt,
    run_cli,
    two_player_layers,
    write_scenario,
)
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Zhur-Taa Goblin", "Rakdos Cackler", "Bloodfray Giant", "Mardu Scout", "Lightning Berserker",
         "Riveteers Decoy", "Goring Warplow", "Combat Thresher", "Sabin, Master Monk", "Humility")
CORPUS = Path(__file__).parent / "data" / "cast_keyword_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def goblin(**fields: Any) -> dict[str, Any]:
    return {"id": "goblin", "card": "Zhur-Taa Goblin", "owner": "alice", **fields}


def abilities(objects: dict[str, Any], oid: str) -> list[str]:
    return objects[oid]["abilities"]


def has_haste(objects: dict[str, Any], oid: str) -> bool:
    return "haste" in abilities(objects, oid)


@pytest.mark.parametrize(("card", "index"), [
    ("Zhur-Taa Goblin", 0), ("Rakdos Cackler", 0), ("Bloodfray Giant", 1), ("Mardu Scout", 0),
    ("Lightning Berserker", 1), ("Riveteers Decoy", 1), ("Goring Warplow", 0), ("Combat Thresher", 0)])
def test_the_keyword_is_read(card: str, index: int) -> None:
    assert isinstance(line_of(card, index), Accepted), line_of(card, index)


def test_riot_haste_or_counter_on_layers(compiled: None, tmp_path: Path) -> None:
    # 702.136a: haste chosen, it has haste (layer 6); the counter chosen, it is a 3/3 (the board's counter) without it
    objects = layers_objects(tmp_path, [goblin(choices={"riot": "haste"})], [])
    assert has_haste(objects, "goblin") and pt(objects["goblin"]) == (2, 2)
    objects = layers_objects(tmp_path, [goblin(choices={"riot": "counter"}, counters={"+1/+1": 1})], [])
    assert not has_haste(objects, "goblin") and pt(objects["goblin"]) == (3, 3)


def test_riot_without_the_choice_is_refused_on_layers(compiled: None, tmp_path: Path) -> None:
    line = assert_one_line_error(two_player_layers(tmp_path, [goblin()]), 2)
    assert "objects[0].choices.riot" in line and "counter or haste" in line


def test_riot_haste_outlasts_an_earlier_humility(compiled: None, tmp_path: Path) -> None:
    # 613.7d: the haste riot gave dates from when the Goblin entered, after Humility's: it is not removed (613.1f);
    # a Humility that entered after the Goblin removes it
    hum = {"id": "hum", "card": HUMILITY, "owner": "bob"}
    objects = layers_objects(tmp_path, [hum, goblin(choices={"riot": "haste"})], [])
    assert abilities(objects, "goblin") == ["haste"] and pt(objects["goblin"]) == (1, 1)
    objects = layers_objects(tmp_path, [goblin(choices={"riot": "haste"}), hum], [])
    assert abilities(objects, "goblin") == []


def test_a_clone_of_a_riot_creature_makes_its_own_choice(compiled: None, tmp_path: Path) -> None:
    # 707.5, 614.1c: a Clone entering as a copy of Zhur-Taa Goblin has riot as it enters: its own choice
    clone = {"id": "clone", "card": "Clone", "owner": "bob", "choices": {"copy": "goblin"}}
    objects = layers_objects(tmp_path, [goblin(choices={"riot": "counter"}, counters={"+1/+1": 1}),
                                        dict(clone, choices={"copy": "goblin", "riot": "haste"})], [])
    assert has_haste(objects, "clone") and not has_haste(objects, "goblin")
    line = assert_one_line_error(two_player_layers(tmp_path, [goblin(choices={"riot": "haste"}), clone]), 2)
    assert "objects[1].choices.riot" in line, line


def test_a_dashed_creature_has_haste(compiled: None, tmp_path: Path) -> None:
    # 702.109a: "As long as this permanent's dash cost was paid, it has haste."
    scout = {"id": "scout", "card": "Mardu Scout", "owner": "alice"}
    assert has_haste(layers_objects(tmp_path, [dict(scout, cast="dash")], []), "scout")
    assert not has_haste(layers_objects(tmp_path, [scout], []), "scout")


def test_dash_is_a_static_ability_humility_removes(compiled: None, tmp_path: Path) -> None:
    # 613.8a: the dash ability's effect depends on Humility's, which removes the ability: no haste, whatever the order
    hum = {"id": "hum", "card": HUMILITY, "owner": "bob"}
    scout = {"id": "scout", "card": "Mardu Scout", "owner": "alice", "cast": "dash"}
    assert abilities(layers_objects(tmp_path, [hum, scout], []), "scout") == []


def test_a_blitzed_creature_has_haste_and_the_draw_trigger(compiled: None, tmp_path: Path) -> None:
    decoy = {"id": "decoy", "card": "Riveteers Decoy", "owner": "alice", "cast": "blitz"}
    got = abilities(layers_objects(tmp_path, [decoy], []), "decoy")
    assert "haste" in got and any("draw a card" in a for a in got), got


def test_a_prototyped_creature(compiled: None, tmp_path: Path) -> None:
    # 718.3b: Goring Warplow cast prototyped is a black 1/1 with mana cost {1}{B} (mana value 2), still a deathtouch
    # Construct artifact creature; cast normally a colourless 5/4
    warplow = {"id": "warplow", "card": "Goring Warplow", "owner": "alice"}
    proto = layers_objects(tmp_path, [dict(warplow, cast="prototype")], [])["warplow"]
    assert pt(proto) == (1, 1) and proto["colors"] == ["black"] and proto["mana_value"] == 2
    assert "deathtouch" in proto["abilities"]
    full = layers_objects(tmp_path, [warplow], [])["warplow"]
    assert pt(full) == (5, 4) and full["colors"] == [] and full["mana_value"] == 6


def test_a_clone_of_a_prototyped_creature_copies_the_prototype(compiled: None, tmp_path: Path) -> None:
    # 718.3c, 707.2: the prototype's values are copiable values
    warplow = {"id": "warplow", "card": "Goring Warplow", "owner": "alice", "cast": "prototype"}
    clone = {"id": "clone", "card": "Clone", "owner": "bob", "choices": {"copy": "warplow"}}
    got = layers_objects(tmp_path, [warplow, clone], [])["clone"]
    assert pt(got) == (1, 1) and got["colors"] == ["black"]


def test_a_dashed_creature_may_attack_the_turn_it_entered(compiled: None, tmp_path: Path) -> None:
    scout = {"id": "scout", "card": "Mardu Scout", "owner": "alice", "entered_this_turn": True}
    # 302.6, 702.10: summoning sick, it may attack only with haste: dashed, it may
    attacks = combat_answer(tmp_path, "attacks", [dict(scout, cast="dash")], {})
    assert attacks["legal"] == [{}, {"scout": "bob"}]
    assert combat_answer(tmp_path, "attacks", [scout], {})["legal"] == [{}]


def test_riot_haste_lets_it_attack(compiled: None, tmp_path: Path) -> None:
    sick = {"entered_this_turn": True}
    assert combat_answer(tmp_path, "attacks", [goblin(choices={"riot": "haste"}, **sick)], {})["legal"] == [
        {}, {"goblin": "bob"}]
    assert combat_answer(tmp_path, "attacks", [goblin(choices={"riot": "counter"}, counters={"+1/+1": 1}, **sick)],
                         {})["legal"] == [{}]
    # without the choice, whether it may attack is not known: refused in one line naming it
    data = {"players": ["alice", "bob"], "objects": [goblin(**sick)], "combat": {}}
    line = assert_one_line_error(run_cli("attacks", str(write_scenario(tmp_path, data))), 2)
    assert "objects[0].choices.riot" in line, line


def test_unleash_cant_block_with_a_counter(compiled: None, tmp_path: Path) -> None:
    # 702.98a: "It can't block as long as it has a +1/+1 counter on it." (the board's counters)
    bears = {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}
    cackler = {"id": "cackler", "card": "Rakdos Cackler", "owner": "bob"}
    combat = {"attackers": {"bears": "bob"}}
    with_counter = combat_answer(tmp_path, "blocks", [bears, dict(cackler, counters={"+1/+1": 1})], combat)
    assert with_counter["legal"] == [{}]
    assert combat_answer(tmp_path, "blocks", [bears, cackler], combat)["legal"] == [{}, {"cackler": ["bears"]}]



def enter(tmp_path: Path, card: str, **fields: Any) -> list[dict[str, int]]:
    """The counters of each outcome of the card entering from alice's hand (`replace`), sorted."""
    data = {"players": ["alice", "bob"], "active": "alice",
            "objects": [{"id": "new", "card": card, "zone": "hand", "owner": "alice", **fields}],
            "event": {"kind": "enter", "object": "new"}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    outcomes = json.loads(run.out)["outcomes"]
    return sorted(({e["counter"]: e["amount"] for e in o["events"] if e["kind"] == "counters"} for o in outcomes),
                  key=str)


def test_riot_and_unleash_as_they_enter(compiled: None, tmp_path: Path) -> None:
    # 614.1c, 616.1: its controller chooses: with an additional +1/+1 counter, or not (riot: haste instead)
    assert enter(tmp_path, "Zhur-Taa Goblin") == [{"+1/+1": 1}, {}]
    assert enter(tmp_path, "Rakdos Cackler") == [{"+1/+1": 1}, {}]
    # a riot choice the board states: only that outcome
    assert enter(tmp_path, "Zhur-Taa Goblin", choices={"riot": "haste"}) == [{}]
    assert enter(tmp_path, "Zhur-Taa Goblin", choices={"riot": "counter"}) == [{"+1/+1": 1}]


@pytest.mark.parametrize(("fields", "where", "words"), [
    ({"card": "Mardu Scout", "cast": "kicker"}, "objects[0].cast", "expected one of dash, blitz, prototype"),
    ({"card": "Mardu Scout", "cast": True}, "objects[0].cast", "expected one of dash, blitz, prototype"),
    ({"card": "Zhur-Taa Goblin", "cast": "dash"}, "objects[0].cast", "has no dash ability"),
    ({"card": "Mardu Scout", "cast": "blitz"}, "objects[0].cast", "has no blitz ability"),
    ({"card": "Mardu Scout", "cast": "dash", "zone": "graveyard"}, "objects[0].cast", "only a spell on the stack"),
    ({"card": "Mardu Scout", "cast": "dash", "token": True}, "objects[0].cast", "a token was not cast"),
    ({"card": "Zhur-Taa Goblin", "choices": {"riot": "both"}}, "objects[0].choices.riot", "expected counter or haste"),
    ({"card": "Mardu Scout", "choices": {"riot": "haste"}}, "objects[0].choices.riot", "has no riot ability"),
])
def test_bad_fields(compiled: None, tmp_path: Path, fields: dict[str, Any], where: str, words: str) -> None:
    line = assert_one_line_error(two_player_layers(tmp_path, [{"id": "it", "owner": "alice", **fields}]), 2)
    assert where in line and words in line, line


def test_riot_is_no_choice_of_an_effect(compiled: None, tmp_path: Path) -> None:
    goblin_board = [goblin(choices={"riot": "haste"}), {"id": "hum", "card": HUMILITY, "owner": "bob"}]
    run = two_player_layers(tmp_path, goblin_board, [{"spell": "Giant Growth", "targets": ["goblin"],
                                                      "choices": {"riot": "haste"}}])
    line = assert_one_line_error(run, 2)
    assert "effects[0].choices.riot" in line and "702.136a" in line, line


@pytest.mark.parametrize(("line", "unknown"), [
    ("Blitz\u2014{2}{R}{R}, Discard a card.", "\u2014{2}{r}{r}"),  # a cost with more than mana (Sabin)
    ("Riot 2", "2"),
    ("Dash", "dash"),
    ("Prototype {1}{R}", "prototype {1}{r}"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


def test_a_board_with_sabin_stays_refused(compiled: None, tmp_path: Path) -> None:
    # its blitz cost discards a card: the line is not read, and blocks the layers (whether it has haste)
    line = assert_one_line_error(two_player_layers(tmp_path, [{"id": "sabin", "card": "Sabin, Master Monk",
                                                               "owner": "alice"}]), 2)
    assert "blitz" in line, line
