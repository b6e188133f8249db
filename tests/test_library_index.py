"""The library files a board's layer engine loads (pysolver.cards.index): what the index says of
the library, and a run on the chosen files answers exactly as a run on the whole library, on every
layers case and example and on random boards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings

from pysolver.cards.index import board_library, build_index
from pysolver.cards.library import load_library
from pysolver.check.boards import layer_boards
from pysolver.errors import MtgSolveError
from pysolver.programs.files import library_programs
from pysolver.questions.layers.question import prepare_board
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits
from pysolver.solving.runner import EngineRun, run_engine

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = load_library()


def answer(run: EngineRun) -> tuple[Any, ...]:
    """Everything a run answers, order aside."""
    return (sorted(map(str, run.out)), sorted(map(str, run.applied)), sorted(map(str, run.depends_on)),
            sorted(map(str, run.reasons)), sorted(map(str, run.applied_to)), sorted(map(str, run.loops)),
            sorted(run.timed), run.steps)


def same_as_whole_library(data: dict[str, Any], source: str) -> list[Path]:
    """Run the board on the files chosen for it and on every file of the library: the same answer.
    Returns the files chosen. The board is read as its effects resolved (an `ability_of` read after
    earlier text changes and copies, the words a text change gives: questions.layers.question.prepare_board)."""
    facts = prepare_board(load_scenario(data, source, LIBRARY), LIBRARY, Limits(timeout=300), "layers", False).facts
    chosen = board_library(facts)
    assert answer(run_engine(facts, Limits(timeout=300))) == \
        answer(run_engine(facts, Limits(timeout=300), library=library_programs()))
    return chosen


def layer_scenarios() -> list[tuple[str, dict[str, Any]]]:
    """Every layers case of tests/cases and every example."""
    found = []
    for path in sorted((ROOT / "tests" / "cases").glob("*.yaml")):
        for case in (c for c in yaml.safe_load_all(path.read_text()) if c):
            if case["command"] == "layers" and "error" not in case.get("expect", {}):
                found.append((f"{path.stem}:{case['name']}", case["scenario"]))
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        found.append((path.stem, yaml.safe_load(path.read_text())))
    return found


def test_every_ability_file_defines_abilities_and_every_ability_has_its_file() -> None:
    index = build_index()
    assert len(index.defines) == len([p for p in library_programs() if p.parent.name == "abilities"])
    assert all(index.defines.values())
    defined = set().union(*index.defines.values())
    assert set(LIBRARY.templates) <= defined
    assert {"intrinsic_mana", "kw"} <= defined  # 305.6, 702: given by the rules, named by keywords
    # changeling says only what kw(changeling) does (702.73a); metalcraft names the selector its
    # abilities count
    assert index.defines["abilities/changeling.lp"] == {"kw"}
    assert index.defines["abilities/metalcraft.lp"] == {"artifacts_you_control"}


def test_a_board_loads_its_abilities_and_what_they_grant_never_the_cards() -> None:
    data = {"players": ["alice"], "objects": [{"id": "moon", "card": "Blood Moon"},
                                              {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"}]}
    chosen = {path.name for path in same_as_whole_library(data, "moon.yaml")}
    assert {"library.lp", "nonbasic_lands_are.lp", "each_land_is_also.lp", "mana.lp"} <= chosen
    assert "humility.lp" not in chosen and not chosen & {p.name for p in library_programs()
                                                          if p.parent.name == "cards"}
    # Darksteel Mutation grants indestructible (613.1f): the keyword's file comes with it
    data["objects"].append({"id": "mutation", "card": "Darksteel Mutation", "attached_to": "urborg"})
    assert "keywords.lp" in {path.name for path in same_as_whole_library(data, "mutation.yaml")}


@pytest.mark.parametrize(("name", "data"), layer_scenarios(), ids=[name for name, _ in layer_scenarios()])
def test_cases_answer_as_with_the_whole_library(name: str, data: dict[str, Any]) -> None:
    try:
        same_as_whole_library(data, name)
    except MtgSolveError:  # a case the loader refuses (it expects an error) has no run to compare
        pytest.skip("refused by the loader")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layer_boards(LIBRARY))
def test_random_boards_answer_as_with_the_whole_library(data: dict[str, Any]) -> None:
    same_as_whole_library(data, "random.yaml")
