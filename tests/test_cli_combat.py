"""`mtgsolve attacks` / `mtgsolve blocks` through the command line: the answer in words names the
rules, --limit truncates, --json is the contract's object."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_helpers import run_cli

EXAMPLE = Path(__file__).parent.parent / "examples" / "combat-lure-menace.yaml"


def test_blocks_in_words_names_the_rules() -> None:
    run = run_cli("blocks", str(EXAMPLE))
    assert run.status == 0, run.err
    text = " ".join(run.out.split())  # the lines are wrapped to the terminal
    assert ("can't block Serra Angel (angel): it has flying and the blocker has neither flying nor reach "
            "(702.9b)") in text
    assert "Boggart Brute (brute) has menace: blocked by none or by two or more (702.111b)" in text
    assert "Wall of Stone (wall) blocks Prized Unicorn (unicorn) if able (Prized Unicorn (unicorn))" in text
    assert "Most requirements obeyed without breaking a restriction: 3" in text
    assert "illegal: breaks 1 restriction(s): Boggart Brute (brute) has menace and is blocked by exactly one" in text


def test_limit_truncates() -> None:
    run = run_cli("blocks", str(EXAMPLE), "--json", "--limit", "2")
    answer = json.loads(run.out)
    assert len(answer["legal"]) == 2 and answer["truncated"] is True and answer["max_requirements"] == 3
    full = json.loads(run_cli("blocks", str(EXAMPLE), "--json").out)
    assert len(full["legal"]) == 5 and full["truncated"] is False
    assert set(full) == {"max_requirements", "legal", "truncated", "checked"}
    assert full["checked"]["restrictions_broken"] and full["checked"]["legal"] is False


def test_attacks_without_declaration_has_no_checked(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("players: [alice, bob]\nobjects:\n  - {id: jugg, card: Juggernaut}\n")
    answer = json.loads(run_cli("attacks", str(path), "--json").out)
    assert answer == {"max_requirements": 1, "legal": [{"jugg": "bob"}], "truncated": False}
