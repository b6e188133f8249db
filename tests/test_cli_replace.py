"""`mtgsolve replace`: the JSON result (docs/replace.md) and the text for people."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_helpers import BEARS, run_cli, run_subprocess, write_scenario

RIP_PROGENITUS: dict[str, Any] = {
    "players": ["alice", "bob"],
    "objects": [{"id": "rip", "card": "Rest in Peace", "owner": "bob"}, {"id": "prog", "card": "Progenitus"}],
    "event": {"kind": "zone_change", "object": "prog", "from": "battlefield", "to": "graveyard"},
}
KALITAS: dict[str, Any] = {
    "players": ["alice", "bob"],
    "objects": [{"id": "kalitas", "card": "Kalitas, Traitor of Ghet"},
                {"id": "rip", "card": "Rest in Peace", "owner": "bob"},
                {"id": "bears", "card": BEARS, "owner": "bob"}],
    "event": {"kind": "zone_change", "object": "bears", "from": "battlefield", "to": "graveyard"},
}


def replace_json(tmp_path: Path, data: dict[str, Any]) -> list[dict[str, Any]]:
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def test_json_names_effects_by_object_and_ability(tmp_path: Path) -> None:
    """The contract's example: `applied` ids name the source object and its ability (obj#N)."""
    outcomes = replace_json(tmp_path, RIP_PROGENITUS)
    by_zone = {o["events"][0]["to"]: o for o in outcomes}
    assert by_zone["exile"]["applied"] == ["rip#2"]
    assert by_zone["library"]["applied"] == ["prog#2"]
    assert by_zone["exile"]["events"] == [{"kind": "zone_change", "object": "prog", "from": "battlefield",
                                           "to": "exile"}]
    # who chose: the affected object's controller (616.1)
    assert by_zone["exile"]["choices"][0]["player"] == "alice"


def test_kalitas_outcome_lists_the_token(tmp_path: Path) -> None:
    outcomes = replace_json(tmp_path, KALITAS)
    kalitas = next(o for o in outcomes if o["applied"] == ["kalitas#2"])
    assert {"kind": "create_token", "player": "alice", "amount": 1, "token": {"name": "Zombie Token"},
            "controller": "alice", "tapped": False} in kalitas["events"]
    assert kalitas["choices"][0]["player"] == "bob"


def test_applied_in_apnap_order(tmp_path: Path) -> None:
    """616.1, 101.4: with several affected players, the active player's choices come first."""
    data = {"players": ["alice", "bob"], "active": "bob",
            "objects": [{"id": "furnace", "card": "Furnace of Rath"},
                        {"id": "boars", "card": BEARS, "owner": "alice"},
                        {"id": "bears", "card": BEARS, "owner": "bob"},
                        {"id": "pyro", "card": "Pyroclasm", "zone": "stack"}],
            "event": {"kind": "damage", "source": "pyro", "targets": ["boars", "bears"], "amount": 2}}
    (outcome,) = replace_json(tmp_path, data)
    assert [c["player"] for c in outcome["choices"]] == ["bob", "alice"]
    assert outcome["applied"] == ["furnace#1", "furnace#1"]


def test_text_output_chains_sentences(tmp_path: Path) -> None:
    run = run_cli("replace", str(write_scenario(tmp_path, KALITAS)))
    assert run.status == 0, run.err
    text = " ".join(run.out.split())  # the lines are wrapped to the terminal
    assert "Kalitas, Traitor of Ghet: exile it instead, then create a 2/2 black Zombie creature token" in text
    assert "Rest in Peace: exile it instead" in text
    assert "Outcome 2 of 2" in text
    assert "bob chooses" in text


def test_nothing_happens(tmp_path: Path) -> None:
    data = {"players": ["alice", "bob"],
            "objects": [{"id": "emperion", "card": "Platinum Emperion"}, {"id": "boon", "card": "Boon Reflection"}],
            "event": {"kind": "gain_life", "amount": 3}}
    (outcome,) = replace_json(tmp_path, data)
    assert outcome["events"] == [] and outcome["applied"] == []
    assert outcome["cant"] == ["emperion#1"]
    run = run_cli("replace", str(write_scenario(tmp_path, data)))
    assert "nothing happens" in run.out and "can't happen (614.17)" in run.out


def test_subprocess_and_stdin(tmp_path: Path) -> None:
    run = run_subprocess("replace", "-", "--json", stdin=json.dumps(RIP_PROGENITUS).encode())
    assert run.status == 0, run.err
    assert len(json.loads(run.out)["outcomes"]) == 2


def test_time_limit_is_exit_3(tmp_path: Path) -> None:
    from tests.cli_helpers import assert_one_line_error

    run = run_cli("replace", str(write_scenario(tmp_path, RIP_PROGENITUS)), "--timeout", "0.000001")
    assert "time limit" in assert_one_line_error(run, 3)


def test_what_is_left_of_a_shield_tells_outcomes_apart(tmp_path: Path) -> None:
    """615.7, 616.1e: a shield that prevents "the next 4 damage" is reduced by the damage it
    prevents. Shock's 2 damage to bears under Furnace of Rath (614.1a, doubling) and a Mending Hands
    shield: bears' controller applies the shield first (it prevents 2, leaving 2, and 0 damage is
    no event for Furnace to double, 614.7a) or Furnace first (4 damage, all prevented: nothing
    left). Both end with no damage dealt, but the shields differ: two results, each showing what
    remains (615.12: damage that can't be prevented leaves the shield whole)."""
    board: dict[str, Any] = {
        "players": ["alice", "bob"],
        "objects": [{"id": "furnace", "card": "Furnace of Rath"}, {"id": "bears", "card": BEARS, "owner": "bob"},
                    {"id": "shock", "card": "Shock", "zone": "stack"}],
        "effects": [{"spell": "Mending Hands", "targets": ["bears"], "controller": "bob"}],
        "event": {"kind": "damage", "source": "shock", "target": "bears", "amount": 2}}
    outcomes = replace_json(tmp_path, board)
    assert sorted((o["events"], o["applied"], o["shields"]) for o in outcomes) == [
        ([], ["e1"], [{"effect": "e1", "source": "Mending Hands", "prevents": 4, "left": 2}]),
        ([], ["furnace#1", "e1"], [{"effect": "e1", "source": "Mending Hands", "prevents": 4, "left": 0}])]
    text = run_cli("replace", str(write_scenario(tmp_path, board))).out
    assert "Shield left (615.7): e1 (Mending Hands): 2 of 4 damage left to prevent." in " ".join(text.split())
    board["event"]["cant_be_prevented"] = True
    outcomes = replace_json(tmp_path, board)
    assert [o["shields"] for o in outcomes] == [[{"effect": "e1", "source": "Mending Hands", "prevents": 4, "left": 4}]]


def test_life_loss_lifelink_and_combat_damage(tmp_path: Path) -> None:
    """120.3a: 3 damage dealt to alice makes her lose 3 life (`life_loss`); 702.15b: the source has
    lifelink, so its controller bob gains 3 life, a life gain event that Boon Reflection doubles to 6
    (614.1a). 614.17: under Platinum Emperion alice's life total can't change: she loses none. Fog
    ("prevent all combat damage") prevents the damage when it is combat damage (`combat: true`,
    510.2) -- then nothing is dealt, lost or gained -- and not otherwise."""
    angel = {"name": "Test Angel", "types": ["creature"], "power": 3, "toughness": 3, "abilities": ["lifelink"]}
    board: dict[str, Any] = {
        "players": ["alice", "bob"],
        "objects": [{"id": "angel", "custom": angel, "owner": "bob"}, {"id": "boon", "card": "Boon Reflection",
                                                                      "owner": "bob"}],
        "effects": [{"spell": "Fog", "controller": "alice"}],
        "event": {"kind": "damage", "source": "angel", "target": "alice", "amount": 3}}
    [outcome] = replace_json(tmp_path, board)
    assert outcome["events"] == [{"kind": "damage", "source": "angel", "target": "alice", "amount": 3},
                                 {"kind": "gain_life", "player": "bob", "amount": 6}]
    assert outcome["life_loss"] == [{"player": "alice", "amount": 3}] and outcome["applied"] == ["boon#1"]
    text = " ".join(run_cli("replace", str(write_scenario(tmp_path, board))).out.split())
    assert "alice loses 3 life (120.3a: damage dealt to a player)." in text
    board["event"]["combat"] = True
    [outcome] = replace_json(tmp_path, board)
    assert (outcome["events"], outcome["life_loss"], outcome["applied"]) == ([], [], ["e1"])
    board["event"]["combat"] = False
    board["objects"].append({"id": "emperion", "card": "Platinum Emperion"})
    [outcome] = replace_json(tmp_path, board)
    assert outcome["life_loss"] == [] and outcome["events"][0]["amount"] == 3


def test_life_totals_after_each_outcome(tmp_path: Path) -> None:
    """119.3: with the players' life totals given (`life`), each outcome says them after it: alice at
    3 loses 3 to the lifelinked damage (120.3a) and is at 0, bob at 20 gains 3 doubled by Boon
    Reflection: 26; the board's state-based actions then say alice loses the game (704.5a)."""
    angel = {"name": "Test Angel", "types": ["creature"], "power": 3, "toughness": 3, "abilities": ["lifelink"]}
    board: dict[str, Any] = {
        "players": ["alice", "bob"], "life": {"alice": 3, "bob": 20},
        "objects": [{"id": "angel", "custom": angel, "owner": "bob"}, {"id": "boon", "card": "Boon Reflection",
                                                                      "owner": "bob"}],
        "event": {"kind": "damage", "source": "angel", "target": "alice", "amount": 3}}
    [outcome] = replace_json(tmp_path, board)
    assert outcome["life_totals"] == {"alice": 0, "bob": 26}
    assert "Life totals after (119.3): alice 0, bob 26." in run_cli("replace", str(write_scenario(tmp_path, board))).out
    del board["life"]
    assert "life_totals" not in replace_json(tmp_path, board)[0]


def test_trace_and_explain_show_the_board_the_question_reads() -> None:
    """`replace --trace` and `--explain OBJECT` as `layers` has them: the board the question reads
    after every layer (613), here Humility removing Corpsejack Menace's replacement ability in layer 6
    (613.1f), so that it is no effect to order (616.1)."""
    example = str(Path(__file__).parent.parent / "examples" / "replace-counter-doublers-humility.yaml")
    run = run_cli("replace", example, "--trace", "--explain", "menace")
    text = " ".join(run.out.split())
    assert run.status == 0
    assert "The board the question reads, after every layer (as `layers --trace`): Effects" in text
    assert "step 1 layer 6 hum#1 (Humility)" in text
    assert ("Why menace (Corpsejack Menace) is as shown (the last effect that set each changed value): ability "
            "\"If one or more +1/+1 counters would be put on a creature you control") in text
    answer = json.loads(run_cli("replace", example, "--json", "--explain", "menace").out)
    assert {"attribute": "power", "value": "1", "how": "set", "effect": "hum#1", "layer": "7b",
            "step": 2} in answer["explain"]["menace"]
    assert run_cli("replace", example, "--explain", "nobody").status == 2


def test_a_permanent_put_into_a_graveyard_is_exiled_a_card_in_hand_is_not(tmp_path: Path) -> None:
    """Samurai of the Pale Curtain (compiled from its Oracle text): "If a permanent would be put into a
    graveyard, exile it instead." 614.1a; a permanent is an object on the battlefield (110.1), so a
    creature that would die is exiled, and a card discarded from a hand goes to the graveyard."""
    objects = [{"id": "samurai", "card": "Samurai of the Pale Curtain"},
               {"id": "bears", "card": BEARS, "owner": "bob"},
               {"id": "card", "card": BEARS, "owner": "bob", "zone": "hand"}]
    dies = replace_json(tmp_path, {"players": ["alice", "bob"], "objects": objects, "event": {
        "kind": "zone_change", "object": "bears", "from": "battlefield", "to": "graveyard"}})
    assert [o["events"][0]["to"] for o in dies] == ["exile"] and dies[0]["applied"] == ["samurai#2"]
    discarded = replace_json(tmp_path, {"players": ["alice", "bob"], "objects": objects, "event": {
        "kind": "zone_change", "object": "card", "from": "hand", "to": "graveyard"}})
    assert [o["events"][0]["to"] for o in discarded] == ["graveyard"] and discarded[0]["applied"] == []


def test_a_red_instant_or_sorcery_spell_you_control_deals_double_damage(tmp_path: Path) -> None:
    """Fire Servant (compiled from its Oracle text), 614.1a: damage from a red instant or sorcery spell
    its controller controls is doubled (Shock, on the stack: 2 -> 4); not that of a red creature (not a
    spell, 112.1), nor of an opponent's red instant."""
    def damage(source: dict[str, Any]) -> list[int]:
        board = {"players": ["alice", "bob"],
                 "objects": [{"id": "servant", "card": "Fire Servant"}, source,
                             {"id": "bears", "card": BEARS, "owner": "bob"}],
                 "event": {"kind": "damage", "source": source["id"], "target": "bears", "amount": 2}}
        return sorted(o["events"][0]["amount"] for o in replace_json(tmp_path, board))

    assert damage({"id": "shock", "card": "Shock", "zone": "stack"}) == [4]
    assert damage({"id": "goblin", "card": "Raging Goblin"}) == [2]
    assert damage({"id": "shock", "card": "Shock", "zone": "stack", "owner": "bob"}) == [2]
