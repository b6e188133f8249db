"""The explanations agree with the answer they explain: what --explain says last set a value is that
value in the result, and the record of the steps (asp/history.lp) is the same when a long run goes
on in a new Control (compaction)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from pysolver.cards.library import load_library
from pysolver.cards.vocabulary import SUBTYPE_WORDS
from pysolver.questions.layers.explain import last_changes
from pysolver.questions.layers.question import solve_layers
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.scenario.files import read_scenario
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine

ROOT = Path(__file__).parent.parent
SCALARS = {"power", "toughness", "mana_value", "name", "controller"}
JSON_KEY = {"type": "types", "subtype": "subtypes", "supertype": "supertypes", "color": "colors",
            "ability": "abilities"}


def _scenarios() -> list[Any]:
    params = [pytest.param(path, id=path.stem) for path in sorted((ROOT / "examples").glob("*.yaml"))
              if "combat" not in path.stem and "replace" not in path.stem]
    for name in ("layers_interactions", "layers_copy"):
        for case in yaml.safe_load_all((ROOT / "tests" / "cases" / f"{name}.yaml").read_text()):
            if case and case["command"] == "layers":
                params.append(pytest.param(case["scenario"], id=f"{name}:{case['name']}"))
    return params


@pytest.mark.parametrize("scenario", _scenarios())
def test_the_last_change_is_the_value_shown(scenario: Any, tmp_path: Path) -> None:
    if isinstance(scenario, dict):
        path = tmp_path / "s.yaml"
        path.write_text(yaml.safe_dump(scenario))
        scenario = path
    library = load_library()
    sc = read_scenario(str(scenario), library)
    for outcome in solve_layers(sc, library, Limits(), history=True):
        for oid, obj in outcome.objects.items():
            changes = last_changes(outcome.history, sc, oid)
            numbers = [t for t in changes if t.attribute in SCALARS]
            for touch in changes:
                if touch.attribute in JSON_KEY:
                    shown = obj[JSON_KEY[touch.attribute]]
                    value = touch.value if touch.attribute == "ability" else touch.value.lower()
                    if touch.attribute == "subtype":
                        value = SUBTYPE_WORDS.get(value, value).lower()
                    assert (value in shown) == (touch.how == "added"), touch
            for attribute in {t.attribute for t in numbers}:
                chain = [t for t in numbers if t.attribute == attribute]
                if attribute in ("power", "toughness") and chain[0].how == "set" and len(chain) == 1:
                    if obj["power"] is not None:
                        assert str(obj[attribute]) == chain[0].value, (oid, chain)


@pytest.mark.parametrize("example", ["lattice-march"])
def test_the_record_survives_compaction(example: str) -> None:
    library = load_library()
    sc = read_scenario(str(ROOT / "examples" / f"{example}.yaml"), library)
    order = next(iter(timestamp_orders(sc)))
    whole = run_engine(scenario_facts(sc, order), Limits(), history=True)
    compacted = run_engine(scenario_facts(sc, order), Limits(), history=True, compact_atoms=1)
    assert whole.history and set(map(str, whole.history)) == set(map(str, compacted.history))
