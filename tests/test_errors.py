"""Malformed scenarios: exit status 2 and one line naming the file, the field and what is wrong.

A table of {case: scenario, field path, phrase}; every case runs through the real command line
(`mtgsolve layers FILE --json`) in-process, and a sample of them as a subprocess as well.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_helpers import (
    BEARS,
    BLOOD_MOON,
    HUMILITY,
    OPALESCENCE,
    PLAINS,
    URBORG,
    assert_one_line_error,
    run_cli,
    run_subprocess,
    write_scenario,
)

BASE: dict[str, Any] = {
    "players": ["alice", "bob"],
    "objects": [
        {"id": "hum", "card": HUMILITY},
        {"id": "bears", "card": BEARS, "owner": "bob"},
        {"id": "plains", "card": PLAINS},
        {"id": "dork", "custom": {"name": "Test Dork", "mana_cost": "{1}{G}", "types": ["creature"],
                                  "subtypes": ["elf"], "power": 1, "toughness": 1}},
    ],
}


def base(**top: Any) -> dict[str, Any]:
    """BASE with top-level fields replaced or added."""
    data = copy.deepcopy(BASE)
    data.update(copy.deepcopy(top))
    return data


def obj(**fields: Any) -> dict[str, Any]:
    """BASE with one more object (id x, Plains unless said otherwise)."""
    extra = {"id": "x", "card": PLAINS}
    extra.update(fields)
    data = copy.deepcopy(BASE)
    data["objects"].append({k: v for k, v in extra.items() if v is not None})
    return data


def custom(**fields: Any) -> dict[str, Any]:
    """BASE with one more custom object x."""
    return obj(card=None, custom=fields)


def effect(**fields: Any) -> dict[str, Any]:
    """BASE with one effect."""
    return base(effects=[fields])


def combat(**fields: Any) -> dict[str, Any]:
    return base(combat=fields)


def event(**fields: Any) -> dict[str, Any]:
    return base(event=fields)


def deep(levels: int) -> str:
    return "players: [alice]\nextra: " + "[" * levels + "]" * levels + "\n"


BILLION_LAUGHS = "\n".join(
    ["players: [alice]", 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)},*{chr(97 + i)},*{chr(97 + i)},*{chr(97 + i)}]"
       for i in range(8)]) + "\n"

# (case id, scenario (YAML text or data), field path the message must name, phrase it must contain)
CASES: list[tuple[str, Any, str, str]] = [
    # --- the file ------------------------------------------------------------------------------
    ("not-yaml", "players: [alice, bob\nobjects: [", "", "not valid YAML at line"),
    ("not-a-mapping", "- alice\n- bob\n", "(top level)", "expected a mapping, got a list"),
    ("scalar", "42\n", "(top level)", "expected a mapping, got an integer"),
    ("empty", "", "(top level)", "the file is empty"),
    ("only-comment", "# nothing\n", "(top level)", "the file is empty"),
    ("tab-indent", "players:\n\t- alice\n", "", "found character '\\t'"),
    ("alias", "players: &p [alice]\nobjects: *p\n", "", "aliases (*name) are not allowed"),
    ("alias-bomb", BILLION_LAUGHS, "", "aliases (*name) are not allowed"),
    ("deep-nesting", deep(40), "", "nested deeper than"),
    ("duplicate-key", "players: [alice]\nplayers: [bob]\n", "", "duplicate key 'players'"),
    ("duplicate-key-object", "players: [alice]\nobjects:\n  - {id: a, id: b, card: Plains}\n", "",
     "duplicate key 'id'"),
    ("int-key-top", "players: [alice]\n1: 2\n", "(top level)", "keys must be strings"),
    ("null-key-counters", "players: [alice]\nobjects:\n  - {id: a, card: Plains, counters: {~: 1}}\n",
     "objects[0].counters", "keys must be strings"),
    ("unhashable-key", "players: [alice]\n? [a, b]\n: 1\n", "", "not valid YAML"),
    ("bad-int-tag", "players: [alice]\nobjects: [{id: a, card: Plains, timestamp: !!int x}]\n", "",
     "cannot read the value as int"),
    ("python-tag", "players: !!python/object:os.system [echo]\n", "", "not valid YAML"),
    ("binary-tag", "players: [!!binary aGVsbG8=]\n", "players[0]", "expected an id"),
    ("bad-date", "players: [alice]\nobjects: [{id: a, card: Plains, timestamp: 2001-13-01}]\n",
     "objects[0].timestamp", "expected an integer, got '2001-13-01'"),
    ("nul-escape", 'players: [alice]\nobjects: [{id: a, custom: {name: "a\\0b"}}]\n',
     "objects[0].custom.name", "not printable text"),
    ("surrogate-escape", 'players: [alice]\nobjects: [{id: a, custom: {name: "a\\ud800b"}}]\n',
     "objects[0].custom.name", "not printable text"),
    ("two-documents", "players: [alice]\n---\nplayers: [bob]\n", "", "not valid YAML"),
    ("bad-json", '{"players": ["alice"] "objects": []}', "", "not valid YAML"),
    ("escape-beyond-unicode", 'players: ["\\U7fffffff"]\n', "", "escape sequence names no Unicode"),
    # --- players -------------------------------------------------------------------------------
    ("missing-players", {"objects": []}, "players", "missing"),
    ("players-not-list", {"players": "alice"}, "players", "expected a list of player ids"),
    ("no-players", {"players": []}, "players", "at least one player"),
    ("duplicate-player", {"players": ["alice", "alice"]}, "players[1]", "duplicate player id 'alice'"),
    ("player-capitalised", {"players": ["Alice"]}, "players[0]", "expected an id matching"),
    ("player-digit-first", {"players": ["1st"]}, "players[0]", "expected an id matching"),
    ("player-hyphen", {"players": ["a-b"]}, "players[0]", "expected an id matching"),
    ("player-newline", {"players": ["alice\n"]}, "players[0]", "expected an id matching"),
    ("player-too-long", {"players": ["a" * 65]}, "players[0]", "at most 64 characters"),
    ("player-yes", "players: [yes, no]\n", "players[0]", "quote the id"),
    ("active-unknown", base(active="alcie"), "active", "did you mean 'alice'"),
    ("unknown-top-field", base(efects=[]), "efects", "did you mean 'effects'"),
    # --- objects -------------------------------------------------------------------------------
    ("objects-not-list", base(objects={"a": 1}), "objects", "expected a list of objects"),
    ("objects-zero", base(objects=0), "objects", "expected a list of objects"),
    ("object-not-mapping", base(objects=["hum"]), "objects[0]", "expected a mapping"),
    ("object-missing-id", base(objects=[{"card": PLAINS}]), "objects[0].id", "missing"),
    ("object-duplicate-id", obj(id="bears"), "objects[4].id", "duplicate id 'bears'"),
    ("object-id-is-player", obj(id="alice"), "objects[4].id", "duplicate id 'alice'"),
    ("object-id-form", obj(id="Bears!"), "objects[4].id", "expected an id matching"),
    ("object-id-int", obj(id=7), "objects[4].id", "expected an id matching"),
    ("unknown-object-field", obj(contoller="bob"), "objects[4].contoller", "did you mean 'controller'"),
    ("unknown-card", obj(card="Humilty"), "objects[4].card", "did you mean 'Humility'"),
    ("unknown-card-far", obj(card="Zzyzx Qwerty"), "objects[4].card", "unknown card"),
    ("card-not-string", obj(card=["Humility"]), "objects[4].card", "expected a non-empty string"),
    ("card-and-custom", obj(custom={"name": "X"}), "objects[4]", "exactly one of card"),
    ("neither-card-nor-custom", obj(card=None), "objects[4]", "exactly one of card"),
    ("unknown-zone", obj(zone="graveyrad"), "objects[4].zone", "did you mean 'graveyard'"),
    ("owner-unknown", obj(owner="bobb"), "objects[4].owner", "did you mean 'bob'"),
    ("controller-unknown", obj(controller="carol"), "objects[4].controller", "is not a player"),
    ("timestamp-float", obj(timestamp=1.5), "objects[4].timestamp", "expected an integer"),
    ("timestamp-bool", obj(timestamp=True), "objects[4].timestamp", "expected an integer"),
    ("timestamp-too-big", obj(timestamp=2**31), "objects[4].timestamp", "32-bit"),
    ("timestamp-too-small", obj(timestamp=-(2**31) - 1), "objects[4].timestamp", "32-bit"),
    ("timestamp-huge", obj(timestamp=10**40), "objects[4].timestamp", "32-bit"),
    ("tapped-string", obj(tapped="yes please"), "objects[4].tapped", "expected true or false"),
    ("summoning-sick-int", obj(summoning_sick=1), "objects[4].summoning_sick", "expected true or false"),
    ("damage-negative", obj(damage=-1), "objects[4].damage", "at least 0"),
    ("counters-not-mapping", obj(counters=["+1/+1"]), "objects[4].counters", "expected a mapping"),
    ("counter-unknown", obj(counters={"chrage": 1}), "objects[4].counters.chrage", "did you mean 'charge'"),
    ("counter-keyword", obj(counters={"exalted": 1}), "objects[4].counters.exalted", "not modelled"),
    ("counter-other-pt", obj(counters={"+2/+2": 1}), 'objects[4].counters[\'+2/+2\']', "not modelled"),
    ("counter-negative", obj(counters={"+1/+1": -2}), "objects[4].counters['+1/+1']", "at least 0"),
    ("counter-string-count", obj(counters={"charge": "3"}), "objects[4].counters.charge",
     "expected an integer"),
    ("counter-twice", obj(counters={"Charge": 1, "charge": 2}), "objects[4].counters.charge", "twice"),
    ("counter-huge", obj(counters={"+1/+1": 2**31}), "objects[4].counters['+1/+1']", "32-bit"),
    ("numbers-add-up", obj(counters={"+1/+1": 2**29, "-1/-1": 2**29 + 1}),
     "objects[4].counters['-1/-1']", "add up to more than"),
    ("attached-unknown", obj(attached_to="bares"), "objects[4].attached_to", "did you mean 'bears'"),
    ("attached-self", obj(attached_to="x"), "objects[4].attached_to", "attached to itself"),
    ("choices-not-mapping", obj(choices="red"), "objects[4].choices", "expected a mapping"),
    ("choice-unknown-key", obj(choices={"colour": "red"}), "objects[4].choices.colour",
     "did you mean 'color'"),
    ("choice-color", obj(choices={"color": "purple"}), "objects[4].choices.color", "unknown colour"),
    ("choice-creature-type", obj(choices={"creature_type": "Elff"}), "objects[4].choices.creature_type",
     "did you mean 'Elf'"),
    ("choice-creature-type-is-land", obj(choices={"creature_type": "Island"}),
     "objects[4].choices.creature_type", "unknown creature type"),
    ("choice-land-type", obj(choices={"land_type": "Islnd"}), "objects[4].choices.land_type",
     "did you mean 'Island'"),
    ("choice-player", obj(choices={"player": "carol"}), "objects[4].choices.player", "is not a player"),
    ("choice-copy", obj(choices={"copy": "angel"}), "objects[4].choices.copy", "not an object"),
    ("choice-copy-self", obj(choices={"copy": "x"}), "objects[4].choices.copy", "copy of itself"),
    ("choice-card-name-empty", obj(choices={"card_name": "  "}), "objects[4].choices.card_name",
     "non-empty string"),
    # --- custom objects ------------------------------------------------------------------------
    ("custom-not-mapping", obj(card=None, custom="Dork"), "objects[4].custom", "expected a mapping"),
    ("custom-unknown-field", custom(powr=1), "objects[4].custom.powr", "did you mean 'power'"),
    ("custom-name-empty", custom(name=""), "objects[4].custom.name", "non-empty string"),
    ("custom-name-long", custom(name="x" * 500), "objects[4].custom.name", "longer than"),
    ("custom-color", custom(colors=["gren"]), "objects[4].custom.colors[0]", "did you mean 'green'"),
    ("custom-colors-string", custom(colors="green"), "objects[4].custom.colors", "expected a list"),
    ("custom-type", custom(types=["creture"]), "objects[4].custom.types[0]", "did you mean 'creature'"),
    ("custom-subtype", custom(types=["creature"], subtypes=["Goblinn"]), "objects[4].custom.subtypes[0]",
     "did you mean 'Goblin'"),
    ("custom-subtype-nonsense", custom(subtypes=["Qwxyzzy"]), "objects[4].custom.subtypes[0]",
     "unknown subtype"),
    ("custom-supertype", custom(supertypes=["legend"]), "objects[4].custom.supertypes[0]",
     "did you mean 'legendary'"),
    ("custom-power-float", custom(power=1.5), "objects[4].custom.power", "expected an integer"),
    ("custom-power-huge", custom(power=10**12), "objects[4].custom.power", "32-bit"),
    ("custom-power-string", custom(power="two"), "objects[4].custom.power", "expected an integer"),
    ("custom-ability", custom(abilities=["flyng"]), "objects[4].custom.abilities[0]",
     "did you mean 'flying'"),
    ("custom-ability-not-text", custom(abilities=[3]), "objects[4].custom.abilities[0]",
     "non-empty string"),
    ("custom-abilities-string", custom(abilities="flying"), "objects[4].custom.abilities", "expected a list"),
    ("mana-cost-symbol", custom(mana_cost="{Q}"), "objects[4].custom.mana_cost", "unknown mana symbol {Q}"),
    ("mana-cost-form", custom(mana_cost="1G"), "objects[4].custom.mana_cost", "expected a mana cost"),
    ("mana-cost-int", custom(mana_cost=3), "objects[4].custom.mana_cost", "expected a mana cost"),
    ("mana-cost-huge", custom(mana_cost="{99999999999}"), "objects[4].custom.mana_cost", "32-bit"),
    # --- effects -------------------------------------------------------------------------------
    ("effects-not-list", base(effects={"spell": HUMILITY}), "effects", "expected a list of effects"),
    ("effect-not-mapping", base(effects=["Giant Growth"]), "effects[0]", "expected a mapping"),
    ("effect-nothing", effect(targets=["bears"]), "effects[0]", "exactly one of spell, ability_of or custom"),
    ("effect-two-kinds", effect(spell=HUMILITY, custom={"set_pt": [1, 1]}), "effects[0]", "exactly one"),
    ("effect-unknown-field", effect(custom={"set_pt": [1, 1]}, target=["bears"]), "effects[0].target",
     "did you mean 'targets'"),
    ("effect-unknown-spell", effect(spell="Giant Growht"), "effects[0].spell", "unknown card"),
    ("effect-spell-no-effect", effect(spell=HUMILITY), "effects[0].spell",
     "Humility is a permanent card (enchantment)"),
    ("effect-keyword-ability", custom(name="X", abilities=["flying"]) | {"effects": [{"ability_of": "x",
                                                                                       "ability": 1}]},
     "effects[0].ability", "keyword ability"),
    ("effect-ability-index", effect(ability_of="hum", ability=5), "effects[0].ability", "has 1 abilities"),
    ("effect-ability-zero", effect(ability_of="hum", ability=0), "effects[0].ability", "at least 1"),
    ("effect-ability-of-unknown", effect(ability_of="humm"), "effects[0].ability_of", "did you mean 'hum'"),
    ("effect-target-unknown", effect(custom={"set_pt": [1, 1]}, targets=["baers"]), "effects[0].targets[0]",
     "did you mean 'bears'"),
    ("effect-targets-string", effect(custom={"set_pt": [1, 1]}, targets="bears"), "effects[0].targets",
     "expected a list"),
    ("effect-id-duplicate", effect(id="hum", custom={"set_pt": [1, 1]}), "effects[0].id", "duplicate id"),
    ("effect-id-form", effect(id="E 1", custom={"set_pt": [1, 1]}), "effects[0].id", "expected an id"),
    ("effect-x-negative", effect(custom={"set_pt": [1, 1]}, x=-3), "effects[0].x", "at least 0"),
    ("effect-controller", effect(custom={"set_pt": [1, 1]}, controller="eve"), "effects[0].controller",
     "is not a player"),
    ("effect-timestamp", effect(custom={"set_pt": [1, 1]}, timestamp="late"), "effects[0].timestamp",
     "expected an integer"),
    ("custom-effect-empty", effect(custom={}), "effects[0].custom", "empty custom effect"),
    ("custom-effect-noop", effect(custom={"switch_pt": False}), "effects[0].custom", "does nothing"),
    ("custom-effect-unknown-part", effect(custom={"set_power": 3}), "effects[0].custom.set_power",
     "unknown field"),
    ("set-pt-length", effect(custom={"set_pt": [1]}), "effects[0].custom.set_pt", "[power, toughness]"),
    ("set-pt-huge", effect(custom={"set_pt": [2**40, 1]}), "effects[0].custom.set_pt[0]", "32-bit"),
    ("modify-pt-text", effect(custom={"modify_pt": ["+1", 1]}), "effects[0].custom.modify_pt[0]",
     "expected an integer"),
    ("control-unknown", effect(custom={"control": "mallory"}), "effects[0].custom.control",
     "is not a player"),
    ("copy-of-unknown", effect(custom={"copy_of": "angel"}), "effects[0].custom.copy_of", "not an object"),
    ("add-types", effect(custom={"add_types": ["artefact"]}), "effects[0].custom.add_types[0]",
     "did you mean 'artifact'"),
    ("set-creature-types", effect(custom={"set_creature_types": ["Forest"]}),
     "effects[0].custom.set_creature_types[0]", "unknown creature type"),
    ("set-land-types", effect(custom={"set_land_types": ["Elf"]}), "effects[0].custom.set_land_types[0]",
     "unknown land type"),
    ("add-subtypes", effect(custom={"add_subtypes": ["Mountian"]}), "effects[0].custom.add_subtypes[0]",
     "did you mean 'Mountain'"),
    ("set-colors", effect(custom={"set_colors": ["purple"]}), "effects[0].custom.set_colors[0]",
     "unknown colour"),
    ("gain-abilities", effect(custom={"gain_abilities": ["flyin"]}), "effects[0].custom.gain_abilities[0]",
     "did you mean 'flying'"),
    ("lose-all-abilities-string", effect(custom={"lose_all_abilities": "yes"}),
     "effects[0].custom.lose_all_abilities", "expected true or false"),
    ("change-text-mixed", effect(custom={"change_text": {"from": "red", "to": "island"}}),
     "effects[0].custom.change_text.to", "612.2"),
    ("change-text-missing", effect(custom={"change_text": {"from": "red"}}),
     "effects[0].custom.change_text.to", "missing"),
    # --- combat --------------------------------------------------------------------------------
    ("combat-not-mapping", base(combat=["bears"]), "combat", "expected a mapping"),
    ("combat-unknown-field", combat(attacker={"dork": "bob"}), "combat.attacker", "did you mean 'attackers'"),
    ("attackers-list", combat(attackers=["dork"]), "combat.attackers", "expected a mapping"),
    ("attacker-unknown", combat(attackers={"drok": "bob"}), "combat.attackers.drok", "did you mean 'dork'"),
    ("attacker-not-creature", combat(attackers={"plains": "bob"}), "combat.attackers.plains",
     "is not a creature"),
    ("attacker-enchantment", combat(attackers={"hum": "bob"}), "combat.attackers.hum", "is not a creature"),
    ("attacker-of-defender", combat(attackers={"bears": "alice"}), "combat.attackers.bears",
     "active player"),
    ("attacker-own-controller", combat(attackers={"dork": "alice"}), "combat.attackers.dork",
     "opponent of its controller"),
    ("attacker-target-unknown", combat(attackers={"dork": "bbo"}), "combat.attackers.dork",
     "did you mean 'bob'"),
    ("attacker-target-not-pw", combat(attackers={"dork": "plains"}), "combat.attackers.dork",
     "neither a planeswalker nor a battle"),
    ("attacker-in-graveyard", obj(card=BEARS, zone="graveyard") | {"combat": {"attackers": {"x": "bob"}}},
     "combat.attackers.x", "not on the battlefield"),
    ("blockers-without-attackers", combat(blockers={"bears": ["dork"]}), "combat.blockers",
     "need combat.attackers"),
    ("blocker-of-attacker", combat(attackers={"dork": "bob"}, blockers={"dork": ["dork"]}),
     "combat.blockers.dork", "the attacking player"),
    ("blocker-not-creature", obj(owner="bob") | {"combat": {"attackers": {"dork": "bob"},
                                                            "blockers": {"x": ["dork"]}}},
     "combat.blockers.x", "is not a creature"),
    ("blocker-blocks-nonattacker", combat(attackers={"dork": "bob"}, blockers={"bears": ["hum"]}),
     "combat.blockers.bears[0]", "not an attacking creature"),
    ("blocker-list-string", combat(attackers={"dork": "bob"}, blockers={"bears": "dork"}),
     "combat.blockers.bears", "a list of the attackers it blocks"),
    ("blocker-twice", combat(attackers={"dork": "bob"}, blockers={"bears": ["dork", "dork"]}),
     "combat.blockers.bears[1]", "listed twice"),
    ("blocker-unknown", combat(attackers={"dork": "bob"}, blockers={"wall": ["dork"]}),
     "combat.blockers.wall", "not an object"),
    # --- event ---------------------------------------------------------------------------------
    ("event-not-mapping", base(event="draw"), "event", "expected a mapping"),
    ("event-no-kind", event(object="bears"), "event.kind", "missing"),
    ("event-kind", event(kind="zone_chnge", object="bears"), "event.kind", "did you mean 'zone_change'"),
    ("event-kind-int", event(kind=3), "event.kind", "unknown event kind"),
    ("event-missing-key", event(kind="zone_change", object="bears"), "event.to", "missing"),
    ("event-wrong-key", event(kind="damage", source="hum", target="bears", amount=2, counter="charge"),
     "event.counter", "not a field of a damage event"),
    ("event-object-unknown", event(kind="destroy", object="baers"), "event.object", "did you mean 'bears'"),
    ("event-zone", event(kind="zone_change", object="bears", to="graveyrad"), "event.to",
     "did you mean 'graveyard'"),
    ("event-from-mismatch", event(kind="zone_change", object="bears", **{"from": "hand", "to": "exile"}),
     "event.from", "not in the hand"),
    ("event-same-zone", event(kind="zone_change", object="bears", to="battlefield"), "event.to",
     "already in the battlefield"),
    ("event-damage-negative", event(kind="damage", source="hum", target="bears", amount=-2), "event.amount",
     "at least 0"),
    ("event-damage-huge", event(kind="damage", source="hum", target="bob", amount=2**33), "event.amount",
     "32-bit"),
    ("event-damage-target", event(kind="damage", source="hum", target="carol", amount=2), "event.target",
     "not an object"),
    ("event-counter-kind", event(kind="counters", object="bears", counter="+1/+2", amount=1), "event.counter",
     "not modelled"),
    ("event-player", event(kind="draw", player="carol"), "event.player", "is not a player"),
    ("event-gain-life-missing", event(kind="gain_life"), "event.amount", "missing"),
    ("event-token", event(kind="create_token", token={"card": "Grizly Bears"}), "event.token.card",
     "did you mean 'Grizzly Bears'"),
    ("event-token-both", event(kind="create_token", token={"card": BEARS, "copy_of": "bears"}), "event.token",
     "exactly one"),
    ("event-enter-on-battlefield", event(kind="enter", object="bears"), "event.object",
     "already on the battlefield"),
    ("event-destroy-not-permanent", obj(zone="graveyard") | {"event": {"kind": "destroy", "object": "x"}},
     "event.object", "not on the battlefield"),
    ("event-tapped", obj(zone="hand") | {"event": {"kind": "enter", "object": "x", "tapped": "no"}},
     "event.tapped", "expected true or false"),
]


@pytest.mark.parametrize("case,data,field,phrase", CASES, ids=[c[0] for c in CASES])
def test_malformed_scenario(tmp_path: Path, case: str, data: Any, field: str, phrase: str) -> None:
    path = write_scenario(tmp_path, data)
    line = assert_one_line_error(run_cli("layers", str(path), "--json"), 2)
    assert line.startswith(f"mtgsolve: {path}: ")
    if field:
        assert f": {field}: " in line, line
    assert phrase in line, line


SUBPROCESS_SAMPLE = ["not-yaml", "alias-bomb", "deep-nesting", "surrogate-escape", "unknown-card",
                     "counter-unknown", "numbers-add-up", "attacker-not-creature", "event-kind"]


@pytest.mark.parametrize("case", SUBPROCESS_SAMPLE)
def test_malformed_scenario_subprocess(tmp_path: Path, case: str) -> None:
    _, data, field, phrase = next(c for c in CASES if c[0] == case)
    path = write_scenario(tmp_path, data)
    run = run_subprocess("layers", str(path), "--json")
    line = assert_one_line_error(run, 2)
    assert run.out == ""
    assert f": {field}: " in line if field else True
    assert phrase in line


# --- the file itself ----------------------------------------------------------------------------

def test_missing_file(tmp_path: Path) -> None:
    line = assert_one_line_error(run_cli("layers", str(tmp_path / "nope.yaml")), 2)
    assert "cannot read the file" in line


def test_directory(tmp_path: Path) -> None:
    line = assert_one_line_error(run_cli("layers", str(tmp_path)), 2)
    assert "cannot read the file" in line


def test_not_utf8(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, b"players: [\xff\xfe]\n")
    assert "not UTF-8" in assert_one_line_error(run_cli("layers", str(path)), 2)


def test_raw_control_character(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, b"players: [alice]\x00\n")
    assert "not valid YAML" in assert_one_line_error(run_cli("layers", str(path)), 2)


def test_too_large(tmp_path: Path) -> None:
    text = "players: [alice]\n" + "# padding\n" * 110_000
    path = write_scenario(tmp_path, text)
    assert "larger than 1000000 bytes" in assert_one_line_error(run_cli("layers", str(path)), 2)


def test_too_large_stdin() -> None:
    run = run_subprocess("layers", "-", stdin=b"players: [alice]\n" + b"#" * 1_100_000 + b"\n")
    assert "<stdin>: file larger than" in assert_one_line_error(run, 2)


def test_stdin_error_names_stdin() -> None:
    run = run_subprocess("layers", "-", "--json", stdin=b"players: [Alice]\n")
    assert assert_one_line_error(run, 2).startswith("mtgsolve: <stdin>: players[0]: ")


def test_unknown_card_command() -> None:
    line = assert_one_line_error(run_cli("cards", "Humilty"), 2)
    assert "unknown card" in line


def test_unwritable_graph(tmp_path: Path) -> None:
    path = write_scenario(tmp_path, BASE)
    target = tmp_path / "no" / "such" / "dir" / "graph.dot"
    line = assert_one_line_error(run_cli("layers", str(path), "--graph", str(target)), 2)
    assert "--graph" in line and "cannot write the graph" in line


# --- what is accepted ---------------------------------------------------------------------------

def test_base_scenario_is_valid(tmp_path: Path) -> None:
    """The table's cases differ from a valid scenario only by the one mistake each names."""
    run = run_cli("layers", str(write_scenario(tmp_path, BASE)), "--json")
    assert run.status == 0, run.err
    assert set(json.loads(run.out)["outcomes"][0]["objects"]) == {"hum", "bears", "plains", "dork"}


def test_json_input(tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(BASE))
    run = run_cli("layers", str(path), "--json")
    assert run.status == 0, run.err


def test_bom_and_crlf(tmp_path: Path) -> None:
    text = "\ufeffplayers: [alice, bob]\r\nobjects:\r\n  - {id: moon, card: Blood Moon}\r\n"
    path = write_scenario(tmp_path, text.encode("utf-8"))
    assert run_cli("layers", str(path), "--json").status == 0


GOYF_TEXT = ("This creature's power is equal to the number of card types among cards in all graveyards and "
             "its toughness is equal to that number plus 1.")


def test_full_valid_scenario(tmp_path: Path) -> None:
    """Every section at once, with words in the spellings people write."""
    data = {
        "players": ["alice", "bob"],
        "active": "alice",
        "objects": [
            {"id": "moon", "card": BLOOD_MOON.upper(), "timestamp": 1},
            {"id": "urborg", "card": URBORG, "owner": "bob", "timestamp": 2},
            {"id": "opal", "card": OPALESCENCE, "timestamp": 3, "counters": {"Charge": 2}},
            {"id": "dork", "custom": {"name": "Test Dork", "mana_cost": "{1}{G/P}{2/W}",
                                      "types": ["Creature"], "subtypes": ["Elf", "Time Lord", "C'tan"],
                                      "supertypes": ["Legendary"], "power": "*", "toughness": "1+*",
                                      "abilities": ["flying", "protection from red", GOYF_TEXT]},
             "counters": {"+1/+1": 2, "-1/-1": 1}, "choices": {"creature_type": "Assembly-Worker",
                                                              "land_type": "Urza's", "color": "Red",
                                                              "card_name": URBORG, "player": "bob"},
             "tapped": False, "summoning_sick": True, "damage": 1},
            {"id": "bears", "card": BEARS, "owner": "bob"},
            {"id": "hum", "card": HUMILITY, "zone": "Graveyard"},
        ],
        "effects": [{"id": "pump", "custom": {"modify_pt": [3, 3], "add_subtypes": ["Power-Plant"]},
                     "targets": ["dork"], "timestamp": 9},
                    {"custom": {"change_text": {"from": "red", "to": "blue"}}, "targets": ["moon"]}],
        "combat": {"attackers": {"dork": "bob"}, "blockers": {"bears": ["dork"]}},
        "event": {"kind": "counters", "object": "bears", "counter": "+1/+1"},
    }
    run = run_cli("layers", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    result = json.loads(run.out)["outcomes"][0]["objects"]
    assert set(result) == {"moon", "urborg", "opal", "dork", "bears", "hum"}


def test_loader_normalises_combat_and_event(tmp_path: Path) -> None:
    from pysolver.cards.library import load_library
    from pysolver.scenario import load_scenario

    data = base(combat={"attackers": {"dork": "bob"}, "blockers": {"bears": ["dork"]}},
                event={"kind": "draw"})
    sc = load_scenario(data, "t.yaml", load_library())
    assert sc.combat == {"attackers": {"dork": "bob"}, "blockers": {"bears": ["dork"]}}
    assert sc.event == {"kind": "draw", "amount": 1, "player": "alice"}
    token = load_scenario(base(event={"kind": "create_token", "token": "grizzly bears", "player": "bob"}),
                          "t.yaml", load_library()).event
    assert token == {"kind": "create_token", "token": {"card": BEARS}, "amount": 1, "player": "bob"}


def test_animated_noncreature_may_attack(tmp_path: Path) -> None:
    """Printed types decide only when no effect of the scenario can change them (Opalescence)."""
    data = base(combat={"attackers": {"hum": "bob"}})
    data["objects"].append({"id": "opal", "card": OPALESCENCE})
    run = run_cli("layers", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err


# --- what reaches the terminal (issue 24) ---------------------------------------------------------

UNPRINTABLE_TEXT = {"bidi override": "Grizzly \u202eBears", "zero width space": "Grizzly\u200bBears",
                    "zero width joiner": "Bears\u200d", "line separator": "Bears\u2028x", "escape": "Bears\x1b[2J"}


@pytest.mark.parametrize("name", list(UNPRINTABLE_TEXT), ids=list(UNPRINTABLE_TEXT))
def test_control_and_format_characters_in_a_name_are_refused(tmp_path: Path, name: str) -> None:
    """Issue 24: bidi overrides and zero-width characters in names reached the terminal (a name shown
    other than it is). A text field holds none; the message shows the character escaped."""
    data = {"players": ["alice"], "objects": [{"id": "x", "custom": {"name": UNPRINTABLE_TEXT[name],
                                                                     "types": ["artifact"]}}]}
    run = run_subprocess("layers", str(write_scenario(tmp_path, data)))
    line = assert_one_line_error(run, 2)
    assert "objects[0].custom.name: contains the character" in line and "not printable text" in line
    assert line.isprintable()


def test_an_escape_sequence_in_a_mana_cost_reaches_no_terminal(tmp_path: Path) -> None:
    """Issue 24: a raw ESC in a mana cost (an OSC sequence that sets the terminal's title) was echoed."""
    text = 'players: [alice]\nobjects:\n  - {id: x, custom: {name: X, mana_cost: "{\\e]0;owned\\a}"}}\n'
    run = run_subprocess("layers", str(write_scenario(tmp_path, text)))
    line = assert_one_line_error(run, 2)
    assert "\x1b" not in run.err and "\x07" not in run.err
    assert "unknown mana symbol {\\x1b]0;owned\\x07}" in line


def test_a_file_name_is_printed_escaped(tmp_path: Path) -> None:
    """Issue 24: escape sequences in a file's name were echoed in its error."""
    path = write_scenario(tmp_path, "players: [Alice]\n", name="evil\x1b]0;owned\x07\u202e.yaml")
    run = run_subprocess("layers", str(path))
    line = assert_one_line_error(run, 2)
    assert "\x1b" not in run.err and "\u202e" not in run.err
    assert "evil\\x1b]0;owned\\x07\\u202e.yaml" in line
