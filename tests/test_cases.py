"""Every scenario case of tests/cases/ through the public command line
(`mtgsolve layers|attacks|blocks|replace --json`).

The expected answers are derived from the Comprehensive Rules (each case's `source` names the
rule); acceptance_*.yaml are the public acceptance samples.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.casecheck import combat_errors, layers_errors, replace_errors
from tests.cli_helpers import run_cli

CASES = Path(__file__).parent / "cases"


def load_cases(command: str) -> list[Any]:
    """All cases of the given command, as pytest params named file:case."""
    params = []
    for path in sorted(CASES.glob("*.yaml")):
        for case in yaml.safe_load_all(path.read_text()):
            if case and case.get("command") == command:
                params.append(pytest.param(case, id=f"{path.stem}:{case['name']}"))
    return params


@pytest.mark.parametrize("case", load_cases("layers"))
def test_layers_case(case: dict[str, Any], tmp_path: Path) -> None:
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text(yaml.safe_dump(case["scenario"], sort_keys=False))
    run = run_cli("layers", str(scenario), "--json")
    assert run.status == 0, run.err
    errors = layers_errors(json.loads(run.out), case.get("expect", {}))
    assert not errors, f"{case['source']}\n" + "\n".join(errors)


@pytest.mark.parametrize("case", load_cases("attacks") + load_cases("blocks"))
def test_combat_case(case: dict[str, Any], tmp_path: Path) -> None:
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text(yaml.safe_dump(case["scenario"], sort_keys=False))
    run = run_cli(case["command"], str(scenario), "--json")
    assert run.status == 0, run.err
    errors = combat_errors(json.loads(run.out), case.get("expect", {}))
    assert not errors, f"{case['source']}\n" + "\n".join(errors)


@pytest.mark.parametrize("case", load_cases("replace"))
def test_replace_case(case: dict[str, Any], tmp_path: Path) -> None:
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text(yaml.safe_dump(case["scenario"], sort_keys=False))
    run = run_cli("replace", str(scenario), "--json")
    assert run.status == 0, run.err
    errors = replace_errors(json.loads(run.out), case.get("expect", {}))
    assert not errors, f"{case['source']}\n" + "\n".join(errors)
