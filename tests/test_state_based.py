"""State-based actions (CR 704) the board after every layer calls for, as `layers` reports them
(`state_based_actions` in the JSON, a section after the table): each case derived from the rule
named, on the characteristics the layers give."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_helpers import BEARS, HUMILITY, OPALESCENCE, PLAINS, URBORG, run_cli, write_scenario


def actions(tmp_path: Path, objects: list[dict[str, Any]], effects: list[dict[str, Any]] | None = None,
            ) -> list[tuple[str, list[str]]]:
    """(rule, objects) of each state-based action of the only outcome of `layers --json`."""
    board = {"players": ["alice", "bob"], "objects": objects, "effects": effects or []}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return [(a["rule"], a["objects"]) for a in outcome["state_based_actions"]]


def test_lattice_and_march_make_lands_0_0_creatures(tmp_path: Path) -> None:
    """704.5f: Mycosynth Lattice makes every permanent an artifact; March of the Machines makes each
    noncreature artifact a creature with power and toughness equal to its mana value: a land's is 0,
    so it is a 0/0 creature and is put into its owner's graveyard. The Lattice (6) and March (5) are
    not; in words the section names the land and the rule."""
    objects = [{"id": "lattice", "card": "Mycosynth Lattice"}, {"id": "march", "card": "March of the Machines"},
               {"id": "plains", "card": PLAINS}, {"id": "urborg", "card": URBORG, "owner": "bob"}]
    assert actions(tmp_path, objects) == [("704.5f", ["plains"]), ("704.5f", ["urborg"])]
    text = " ".join(run_cli("layers", str(write_scenario(tmp_path, {"players": ["alice", "bob"],
                                                                     "objects": objects}))).out.split())
    assert ("State-based actions this board calls for (704.3: they would happen next, all at once; not applied "
            "above): plains (Plains) is a creature with toughness 0: it is put into its owner alice's graveyard "
            "(704.5f") in text
    assert "urborg (Urborg, Tomb of Yawgmoth) is a creature with toughness 0: it is put into its owner bob's" in text


def test_plus_and_minus_counters_annihilate(tmp_path: Path) -> None:
    """704.5q, 122.3 (the Scars of Mirrodin FAQ): a creature with three +1/+1 counters that gets two
    -1/-1 counters loses two of each, keeping one +1/+1 counter (its power and toughness stay 3/3);
    a 2/2 with two -1/-1 counters and no +1/+1 counter loses none, and as a 0/0 is put into its
    owner's graveyard (704.5f), at the same time (704.3)."""
    objects = [{"id": "a", "card": BEARS, "counters": {"+1/+1": 3, "-1/-1": 2}},
               {"id": "b", "card": BEARS, "counters": {"-1/-1": 2}}]
    board = {"players": ["alice"], "objects": objects}
    outcome = json.loads(run_cli("layers", str(write_scenario(tmp_path, board)), "--json").out)["outcomes"][0]
    assert [(a["rule"], a["objects"]) for a in outcome["state_based_actions"]] == [("704.5f", ["b"]),
                                                                                  ("704.5q", ["a"])]
    [annihilate] = [a for a in outcome["state_based_actions"] if a["rule"] == "704.5q"]
    assert "2 of each are removed (704.5q), leaving 1 +1/+1 and 0 -1/-1" in annihilate["text"]
    assert (outcome["objects"]["a"]["power"], outcome["objects"]["a"]["toughness"]) == (3, 3)


def test_lethal_damage_and_indestructible(tmp_path: Path) -> None:
    """704.5g: a creature with damage marked at least equal to its toughness is destroyed; a +1/+1
    counter (3 toughness) saves a 2/2 from 2 damage; 702.12b: one with indestructible ignores the
    state-based action."""
    tough = {"name": "Test Wall", "types": ["creature"], "power": 0, "toughness": 2, "abilities": ["indestructible"]}
    objects = [{"id": "hurt", "card": BEARS, "damage": 2}, {"id": "saved", "card": BEARS, "damage": 2,
                                                            "counters": {"+1/+1": 1}},
               {"id": "wall", "custom": tough, "damage": 5}]
    assert actions(tmp_path, objects) == [("704.5g", ["hurt"])]


def test_planeswalker_without_loyalty(tmp_path: Path) -> None:
    """704.5i: a planeswalker with loyalty 0 (no loyalty counter on it) is put into its owner's
    graveyard; one with loyalty counters is not."""
    def walker(name: str) -> dict[str, Any]:
        return {"name": name, "types": ["planeswalker"], "subtypes": ["jace"]}

    objects = [{"id": "w0", "custom": walker("Test Walker")},
               {"id": "w3", "custom": walker("Other Walker"), "counters": {"loyalty": 3}}]
    assert actions(tmp_path, objects) == [("704.5i", ["w0"])]


def test_legend_rule_per_controller(tmp_path: Path) -> None:
    """704.5j: two legendary permanents with the same name controlled by one player: that player keeps
    one. The same name under two controllers is no matter for the rule."""
    objects = [{"id": "u1", "card": URBORG}, {"id": "u2", "card": URBORG}, {"id": "u3", "card": URBORG, "owner": "bob"}]
    assert actions(tmp_path, objects) == [("704.5j", ["u1", "u2"])]


def test_auras_and_equipment_attached_illegally_after_layers(tmp_path: Path) -> None:
    """704.5m, 702.5a: Pacifism ("enchant creature") on Opalescence, which is not a creature (it makes
    each *other* non-Aura enchantment one), is put into the graveyard; on Humility, a 1/1 creature
    under Opalescence, it stays. An Aura attached to nothing goes too. 704.5n, 702.6a: an Equipment
    on a permanent that stopped being a creature becomes unattached. 704.5p: under March of the
    Machines an Equipment is an artifact creature, and a creature attached to something becomes
    unattached."""
    objects = [{"id": "opal", "card": OPALESCENCE}, {"id": "hum", "card": HUMILITY},
               {"id": "p1", "card": "Pacifism", "attached_to": "opal"},
               {"id": "p2", "card": "Pacifism", "attached_to": "hum"}, {"id": "p3", "card": "Pacifism"}]
    assert actions(tmp_path, objects) == [("704.5m", ["p1"]), ("704.5m", ["p3"])]
    equipped = [{"id": "bears", "card": BEARS}, {"id": "nim", "card": "Nim Deathmantle", "attached_to": "bears"}]
    unmade = [{"custom": {"remove_types": ["creature"]}, "targets": ["bears"]}]
    assert actions(tmp_path, equipped, unmade) == [("704.5n", ["nim"])]
    assert actions(tmp_path, equipped) == []
    march = [*equipped, {"id": "march", "card": "March of the Machines"}]
    assert actions(tmp_path, march) == [("704.5p", ["nim"])]


def test_token_outside_the_battlefield(tmp_path: Path) -> None:
    """704.5d: a token in a zone other than the battlefield ceases to exist."""
    objects = [{"id": "t", "card": BEARS, "token": True, "zone": "graveyard"},
               {"id": "u", "card": BEARS, "token": True}]
    assert actions(tmp_path, objects) == [("704.5d", ["t"])]


def test_a_player_with_no_life_loses(tmp_path: Path) -> None:
    """704.5a: a player with 0 or less life loses the game (the scenario's `life`); one with life left
    does not, and without `life` nothing is said of players."""
    board = {"players": ["alice", "bob"], "objects": [{"id": "b", "card": BEARS}], "life": {"alice": 0, "bob": 1}}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    [outcome] = json.loads(run.out)["outcomes"]
    assert [(a["rule"], a["objects"], a["text"]) for a in outcome["state_based_actions"]] == [
        ("704.5a", ["alice"], "alice has 0 life: alice loses the game (704.5a)")]
    assert actions(tmp_path, board["objects"]) == []


def test_a_player_who_cant_lose_the_game_stays_at_no_life(tmp_path: Path) -> None:
    """704.5a with 101.2: Platinum Angel's controller at 0 life can't lose the game ("can't" wins over
    the rule that would make them lose); its opponent at 0 life loses. Under Humility (layer 6, 613.1f)
    the Angel has no abilities: its controller loses too."""
    def sba(objects: list[dict[str, Any]]) -> list[tuple[str, list[str], str]]:
        board = {"players": ["alice", "bob"], "objects": objects, "life": {"alice": 0, "bob": -2}}
        run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
        assert run.status == 0, run.err
        [outcome] = json.loads(run.out)["outcomes"]
        return [(a["rule"], a["objects"], a["text"]) for a in outcome["state_based_actions"]]

    angel = {"id": "angel", "card": "Platinum Angel", "controller": "alice", "timestamp": 1}
    assert sba([angel]) == [
        ("704.5a", ["alice", "angel"], "alice has 0 life, but can't lose the game (angel (Platinum Angel), 101.2): "
                                       "nothing happens (704.5a)"),
        ("704.5a", ["bob"], "bob has -2 life: bob loses the game (704.5a)")]
    humbled = sba([angel, {"id": "humility", "card": HUMILITY, "controller": "bob", "timestamp": 2}])
    assert ("704.5a", ["alice"], "alice has 0 life: alice loses the game (704.5a)") in humbled
