"""`mtgsolve check --card NAME` with cards of the compiled library (encodings/compiled/cards.jsonl),
not only the hand-written library's: the boards are drawn from those cards, a misspelt name gets a
"did you mean", and a card whose line that matters to the layers is not understood is refused (no
board with it could be answered)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from pysolver.cards.library import load_library
from pysolver.check.boards import layer_boards
from pysolver.cli.main import main

LIBRARY = load_library()
# Kird Ape (compiled: "Kird Ape gets +1/+2 as long as you control a Forest.") is no card of the
# hand-written library; Forest is
COMPILED = ("Kird Ape", "Forest")


def test_the_cards_are_not_all_hand_written() -> None:
    assert LIBRARY.card("Kird Ape") is None and LIBRARY.card("Forest") is not None


@settings(max_examples=5, deadline=None, suppress_health_check=list(HealthCheck))
@given(layer_boards(LIBRARY, COMPILED))
def test_boards_are_drawn_from_the_compiled_cards_named(board: dict) -> None:
    assert {o["card"] for o in board["objects"]} <= set(COMPILED)


def test_check_runs_on_a_compiled_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["check", "--questions", "layers", "--examples", "4", "--seed", "2", "--out", str(tmp_path / "found"),
            "--no-progress", "--fail-on-counterexample", "--card", "kird ape", "--card", "Forest"]
    assert main(argv) == 0
    assert "layers: 4 boards, every property held" in capsys.readouterr().out


def test_check_names_the_compiled_card_meant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--questions", "layers", "--examples", "1", "--card", "Kird Apee"]) == 2
    err = capsys.readouterr().err
    assert "--card" in err and "did you mean 'Kird Ape'" in err


def test_check_refuses_a_compiled_card_whose_layer_line_is_not_understood(capsys: pytest.CaptureFixture[str]) -> None:
    """"Brims" Barone's "... has menace as long as you're wearing a hat." matters to the layers
    (layer 6) and has no meaning: every board with it would be refused."""
    assert main(["check", "--questions", "layers", "--examples", "1", "--card", '"Brims" Barone, Midway Mobster']) == 2
    err = capsys.readouterr().err
    assert "you're wearing a hat" in err and "layers" in err


def test_check_puts_compiled_cards_in_combats_and_replacements(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Bog Rats ("can't be blocked by Walls"), Mirran Crusader (protection from black and from green),
    Dueling Grounds (one attacker, one blocker), Gloomshrieker ("If this creature would die, exile it
    instead."): the attacks, blocks and replace boards take the compiled cards among those named that
    the brute-force checkers read whole, and the engine agrees with the checkers."""
    from hypothesis import find

    from pysolver.check.runner import _strategy

    cards = ("Bog Rats", "Dueling Grounds", "Gloomshrieker", "Mirran Crusader")
    settings_ = settings(database=None, max_examples=200)
    combat = find(_strategy("blocks", LIBRARY, cards), lambda c: any(x.card == "Bog Rats" for x in c.creatures),
                  settings=settings_)
    assert "unblockable_by:wall" in next(x for x in combat.creatures if x.card == "Bog Rats").abilities
    board, _event, rules = find(_strategy("replace", LIBRARY, cards),
                                lambda case: any(o.get("card") == "Gloomshrieker" for o in case[0]["objects"]),
                                settings=settings_)
    # (find's shrinking does not always reach one Gloomshrieker: two alike are as minimal to it)
    cards_of = {o["id"]: o.get("card") for o in board["objects"]}
    found = [r for oid, (_owner, read) in rules.items() if cards_of[oid] == "Gloomshrieker" for r in read]
    assert found and all(r.kind == "zone" and "affected(self)" in r.conditions for r in found)
    argv = ["check", "--questions", "attacks,blocks,replace", "--examples", "6", "--seed", "4", "--out",
            str(tmp_path / "found"), "--no-progress", "--fail-on-counterexample"]
    assert main(argv + [a for name in cards for a in ("--card", name)]) == 0
    out = capsys.readouterr().out
    for question in ("attacks", "blocks", "replace"):
        assert f"{question}: 6 boards, every property held" in out
