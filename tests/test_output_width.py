"""The answers for people fit an 80-column terminal: every example and every case of tests/cases,
run with its command (layers with --trace) at COLUMNS=80, prints no line longer than 80."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.cli_helpers import run_cli

ROOT = Path(__file__).parent.parent
WIDTH = 80


def _command(scenario: dict[str, Any]) -> str:
    """The question an example asks: replace with an event, blocks or attacks with combat, else layers."""
    if "event" in scenario:
        return "replace"
    combat = scenario.get("combat") or {}
    if "blockers" in combat or combat.get("attackers"):
        return "blocks" if "blockers" in combat else "attacks"
    return "layers"


def _params() -> list[Any]:
    params = []
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        scenario = yaml.safe_load(path.read_text())
        params.append(pytest.param(_command(scenario), scenario, id=f"examples:{path.stem}"))
    for path in sorted((ROOT / "tests" / "cases").glob("*.yaml")):
        for case in yaml.safe_load_all(path.read_text()):
            if case:
                params.append(pytest.param(case["command"], case["scenario"], id=f"{path.stem}:{case['name']}"))
    return params


@pytest.mark.parametrize(("command", "scenario"), _params())
def test_fits_80_columns(command: str, scenario: dict[str, Any], tmp_path: Path,
                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump(scenario, sort_keys=False, allow_unicode=True))
    run = run_cli(command, str(path), *(["--trace"] if command == "layers" else []))
    assert run.status in (0, 2), run.err
    long = [line for line in run.out.splitlines() if len(line) > WIDTH]
    assert not long, f"{len(long)} lines longer than {WIDTH}, e.g.:\n" + "\n".join(long[:3])


def test_cards_and_abilities_fit_80_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    """`mtgsolve cards`, `mtgsolve cards NAME` for every card of the library, and `mtgsolve abilities`
    print no line longer than 80 at COLUMNS=80 (a long ability under its number, its kind on a line
    of its own; Progenitus's cost on two lines of its cell)."""
    from pysolver.cards.library import load_library

    monkeypatch.setenv("COLUMNS", str(WIDTH))
    runs = [run_cli("cards"), run_cli("abilities")] + [run_cli("cards", name) for name in load_library().cards]
    assert all(run.status == 0 for run in runs)
    long = [line for run in runs for line in run.out.splitlines() if len(line) > WIDTH]
    assert not long, f"{len(long)} lines longer than {WIDTH}, e.g.:\n" + "\n".join(long[:3])
    mishra = run_cli("cards", "Mishra's Factory").out.splitlines()
    assert mishra[4:6] == ["  2. {1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until",
                           "     end of turn. It's still a land."]


def test_a_zone_column_breaks_no_word(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a zone column (cards in graveyards and exile) the layers table still fits 80 columns by
    wrapping between words, never inside one: "colorless" stays whole (it was "colorles" / "s")."""
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "goyf", "card": "Tarmogoyf"}, {"id": "jailer", "card": "Yixlid Jailer", "owner": "bob"},
        {"id": "g1", "card": "Grizzly Bears", "zone": "graveyard"},
        {"id": "g2", "card": "Mishra's Factory", "zone": "graveyard", "owner": "bob"},
        {"id": "v", "card": "Vorinclex, Monstrous Raider", "zone": "exile"}]}
    path = tmp_path / "zones.yaml"
    path.write_text(yaml.safe_dump(board))
    lines = run_cli("layers", str(path)).out.splitlines()
    assert all(len(line) <= WIDTH for line in lines)
    row = next(line for line in lines if line.startswith("g2 "))
    assert row.split()[-1] == "colorless"
    words = {w.strip(",") for line in lines for w in line.split()}
    assert not {"colorles", "Zombi", "Phyrexia", "graveyar"} & words
