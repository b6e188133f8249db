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
