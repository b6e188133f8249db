"""One grammar production for a group of objects ("creatures your opponents control without flying"),
read by every question's meaning: the layers read its filter as selector conditions (113.3: an ability
the objects have after layer 6), the combat rules as the kind of creature a rule names (508.1c, 509.1b),
and the words mean the same whichever question reads them and wherever the filter is written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_outcome
from tests.compiled_fixtures import compiled_fixtures
from tests.test_oracle_meaning import facts_of

CORPUS = Path(__file__).parent / "data" / "group_cards.json"
library_dir, compiled = compiled_fixtures(CORPUS, ["Smog Elemental"])


def test_the_filter_means_the_same_before_or_after_the_relative() -> None:
    # "creatures with flying your opponents control" (Smog Elemental's words) and the usual order
    for predicate in ("get -1/-1.", "can't block."):
        before = facts_of(f"Creatures with flying your opponents control {predicate}")
        after = facts_of(f"Creatures your opponents control with flying {predicate}")
        assert before == after


def test_a_layer_effect_reads_the_filter_as_abilities_after_layer_6() -> None:
    assert facts_of("Creatures without flying get -1/-1.") == {
        "ability_class(K,static)", "scope(K,1,pos,type(creature))", "scope(K,1,neg,ability(kw(flying)))",
        "layer_of(K,l7c)", "does(K,l7c,modify_pt(n(-1),n(-1)))"}


def test_a_combat_rule_reads_the_same_words_as_the_kind_of_creature_it_names() -> None:
    assert facts_of("Creatures without flying can't attack.") == {
        "ability_class(K,static)", "combat_meaning(K,group(all,every,lacks(has_ability(kw(flying)))),cant_attack)"}


def test_without_one_ability_or_another_is_having_neither_in_both_meanings() -> None:
    layers = facts_of("Creatures without flying or reach get -1/-1.")
    assert {"scope(K,1,neg,ability(kw(flying)))", "scope(K,1,neg,ability(kw(reach)))"} <= layers
    combat = facts_of("Creatures without flying or reach can't attack.")
    assert ("combat_meaning(K,group(all,every,lacks(either(has_ability(kw(flying)),has_ability(kw(reach))))),"
            "cant_attack)") in combat


def test_a_landwalk_of_the_filter_is_the_landwalk_term_in_both_meanings() -> None:
    assert "scope(K,1,pos,ability(landwalk(island)))" in facts_of("Creatures with islandwalk get +1/+1.")
    assert "combat_meaning(K,group(all,every,has_ability(landwalk(island))),cant_attack)" in \
        facts_of("Creatures with islandwalk can't attack.")


def test_a_power_is_read_by_combat_and_refused_as_what_a_layer_effect_applies_to() -> None:
    assert "combat_meaning(K,group(you,every,power_at_least(4)),max_blockers(1))" in facts_of(
        "Each creature you control with power 4 or greater can't be blocked by more than one creature.")
    refused = compile_ability("Creatures with power 4 or greater get -1/-1.", "Grizzly Bears")
    assert isinstance(refused, Refused) and "power" in refused.reason


def test_with_one_of_several_abilities_is_refused_in_both_meanings() -> None:
    for line in ("Creatures with flying or reach get +1/+1.", "Creatures with flying or reach can't attack."):
        assert not isinstance(compile_ability(line, "Grizzly Bears"), Accepted), line


def test_smog_elemental_shrinks_the_opponents_creatures_with_flying_after_layer_6(compiled: None,
                                                                                   tmp_path: Path) -> None:
    # 613.1f before 613.4c: the filter reads the abilities after layer 6, so bob's Bear given flying by an
    # effect gets -1/-1 too; bob's Wolf without flying and alice's own Bird (and the Elemental) do not (109.5)
    def creature(oid: str, owner: str, abilities: list[str]) -> dict[str, Any]:
        return {"id": oid, "owner": owner, "custom": {"name": oid.title(), "types": ["creature"], "power": 2,
                                                      "toughness": 2, "abilities": abilities}}
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "smog", "card": "Smog Elemental", "owner": "alice"},
        creature("bird", "alice", ["flying"]), creature("roc", "bob", ["flying"]), creature("bear", "bob", []),
        creature("wolf", "bob", [])],
        "effects": [{"id": "wings", "custom": {"gain_abilities": ["flying"]}, "targets": ["bear"]}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    pt = {oid: (o["power"], o["toughness"]) for oid, o in objects.items()}
    assert pt == {"smog": (3, 3), "bird": (2, 2), "roc": (1, 1), "bear": (1, 1), "wolf": (2, 2)}
