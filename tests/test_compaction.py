"""A long run goes on in a new Control from the state of its last step (pysolver.solving.runner._compacted).
Going on that way after every step must give exactly the answer of one Control: the characteristics,
the order of application, the dependencies and their reasons, for every scenario case."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

import pysolver.solving.runner
from pysolver.cards.library import load_library
from pysolver.questions.layers.question import solve_layers
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits

CASES = Path(__file__).parent / "cases"


def case_params() -> list[Any]:
    """Every case of the copy files (copy records cross steps) and every third of the others (a new
    Control at every step costs a few hundredths of a second)."""
    params = []
    for path in sorted(CASES.glob("*.yaml")):
        cases = [c for c in yaml.safe_load_all(path.read_text()) if c and c.get("command") == "layers"]
        for i, case in enumerate(cases):
            if "copy" in path.stem or i % 3 == 0:
                params.append(pytest.param(case["scenario"], id=f"{path.stem}:{case['name']}"))
    return params


def answer(scenario: dict[str, Any]) -> str:
    library = load_library()
    sc = load_scenario(scenario, "case.yaml", library)
    return json.dumps([oc.to_json() for oc in solve_layers(sc, library, Limits())], sort_keys=True)


@pytest.mark.parametrize("scenario", case_params())
def test_compacting_after_every_step_changes_nothing(scenario: dict[str, Any], monkeypatch: Any) -> None:
    whole = answer(scenario)
    monkeypatch.setattr(pysolver.solving.runner, "COMPACT_ATOMS", 0)
    assert answer(scenario) == whole
