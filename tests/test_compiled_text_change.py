"""612.2 on compiled abilities: a compiled ability holds its words as one text (oracle("...")), which a
text-changing effect cannot yet reach, so a board where one meets the other is refused (exit 2, one
line) rather than answered as if the words had not changed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from pysolver.cards.build import build_library, write_library
from pysolver.cards.compiled import load_compiled
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.oracle import compile_ability
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario

DATA = Path(__file__).parent / "data"


@pytest.fixture
def compiled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The crafted corpus compiled by the real Oracle compiler into a cache folder of its own."""
    write_library(build_library(read_corpus(DATA / "atomic_cards.json"), compile_ability)[0],
                  tmp_path / "cache" / "cards.jsonl")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(tmp_path / "cache"))
    load_compiled.cache_clear()
    yield
    load_compiled.cache_clear()


def _board(effects: list[dict]) -> dict:
    return {"players": ["alice", "bob"],
            "objects": [{"id": "harbinger", "card": "Harbinger of the Seas", "timestamp": 1},
                        {"id": "pool", "card": "Breeding Pool", "owner": "bob", "timestamp": 2}],
            "effects": effects}


def test_a_compiled_ability_is_read_without_a_text_change(compiled: None, tmp_path: Path) -> None:
    run = run_cli("layers", str(write_scenario(tmp_path, _board([]))), "--json")
    assert run.status == 0, run.err
    assert "Island" in run.out or "island" in run.out  # Nonbasic lands are Islands (305.7)


def test_a_text_change_on_a_compiled_ability_is_refused(compiled: None, tmp_path: Path) -> None:
    change = {"id": "hack", "controller": "alice", "timestamp": 3, "targets": ["harbinger"],
              "custom": {"change_text": {"from": "island", "to": "swamp"}}}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, _board([change])))), 2)
    assert "Harbinger of the Seas" in line and "612.2" in line


@pytest.mark.parametrize("command", ["explore", "attacks"])
def test_every_question_refuses_a_text_change_on_a_compiled_ability(compiled: None, tmp_path: Path,
                                                                     command: str) -> None:
    """The refusal is made where every question prepares its board (pysolver.questions.layers.prepare):
    `explore` answered such a board as if the words had not changed."""
    change = {"id": "hack", "controller": "alice", "timestamp": 3, "targets": ["harbinger"],
              "custom": {"change_text": {"from": "island", "to": "swamp"}}}
    line = assert_one_line_error(run_cli(command, str(write_scenario(tmp_path, _board([change])))), 2)
    assert "Harbinger of the Seas" in line and "612.2" in line
