"""A warm run hands the Control the statements of the later parts it grounds, and holds back those of
the parts it can tell it will not ground (pysolver.solving.step_parts.unused_parts, the runner's
add_parts_but); a part held back is handed over at its first ground call. The answers are held to those of a run that
holds every later part back until its first ground call, and to those of the code before (the
same statements at once), on random boards of the library, the examples and with compaction.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest import mock

import pytest
import yaml
from clingo import ast
from hypothesis import given

import pysolver.solving.runner as runner
from pysolver.engine import Engine
from pysolver.programs.parsed import part_chunks
from pysolver.questions.layers.decode import decode
from pysolver.scenario import load_scenario
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine
from tests.test_properties import LIBRARY, PROPERTY, interacting_boards, scenario

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.fixture(autouse=True, scope="module")
def warm() -> None:
    """Every program file a run may load parsed, as in a warm engine: only then are parts held back."""
    Engine.warm()


def test_statements_are_cut_in_runs_of_one_part() -> None:
    program: list[ast.AST] = []
    ast.parse_string("a. #program step(k). b(k). c(k). #program base. d. #program step(k). e(k).", program.append)
    chunks = part_chunks(program[1:])  # (parse_string begins with `#program base.`)
    assert [name for name, _statements in chunks] == ["base", "step", "base", "step"]
    assert [[str(statement) for statement in statements] for _name, statements in chunks] == [
        ["a."], ["#program step(k).", "b(k).", "c(k)."], ["#program base.", "d."], ["#program step(k).", "e(k)."]]


def run_parts(facts: list[Any], hold_all: bool = False, at_once: bool = False,
              compact_atoms: int | None = None) -> tuple[Any, set[str], set[str]]:
    """The run of the facts, the parts it grounded and the parts it held back; `hold_all`: every later
    part held back until its first ground call; `at_once`: none held back (the code before)."""
    grounded: set[str] = set()
    held: set[str] = set()
    ground = runner.ground_within
    unused_parts = runner.unused_parts

    def counted(ctl: Any, parts: list[tuple[str, Any]], *args: Any, **kwargs: Any) -> None:
        grounded.update(name for name, _params in parts)
        ground(ctl, parts, *args, **kwargs)

    def unused(names: set[str], *args: Any) -> set[str]:
        chosen = set(names) if hold_all else set() if at_once else unused_parts(names, *args)
        held.update(chosen)
        return chosen

    with mock.patch.object(runner, "ground_within", counted), mock.patch.object(runner, "unused_parts", unused):
        run = run_engine(facts, Limits(timeout=120), history=False, compact_atoms=compact_atoms)
    return run, grounded, held


def answer(sc: Any, run: Any) -> tuple[Any, ...]:
    """Characteristics, order, dependencies with reasons and steps of a run."""
    order = timestamp_orders(sc)[0]
    outcome = decode(run, sc, LIBRARY, order)
    reasons = {(d.layer, d.effect, d.depends_on): d.because() for d in outcome.dependencies}
    return outcome.objects, outcome.order, reasons, run.steps, sorted(map(str, run.applied))


def same_answers(sc: Any, compact_atoms: int | None = None) -> set[str]:
    """Assert that holding parts back changes nothing; the parts the run held back."""
    facts = scenario_facts(sc, timestamp_orders(sc)[0])
    run, grounded, held = run_parts(facts, compact_atoms=compact_atoms)
    # what the run tells it will not ground, it does not ground (carry: only to go on in a new Control)
    assert not (held - {"carry"}) & grounded
    mine = answer(sc, run)
    assert mine == answer(sc, run_parts(facts, at_once=True, compact_atoms=compact_atoms)[0])
    assert mine == answer(sc, run_parts(facts, hold_all=True, compact_atoms=compact_atoms)[0])
    return held


def example(name: str) -> Any:
    """An example scenario of the repository."""
    path = EXAMPLES / f"{name}.yaml"
    return load_scenario(yaml.safe_load(path.read_text(encoding="utf-8")), str(path), LIBRARY)


@PROPERTY
@given(interacting_boards())
def test_parts_held_back_change_nothing(objects: list[dict[str, Any]]) -> None:
    same_answers(scenario(objects))


@pytest.mark.parametrize("name", ["humility-opalescence", "blood-moon-urborg", "lattice-march"])
def test_parts_held_back_on_the_examples(name: str) -> None:
    held = same_answers(example(name))
    # none of these boards copies (707) or has a selector of colour (105.2b, 105.2c): those parts wait
    assert {"carry", "ops_copy", "sel_colorless", "sel_multicolored"} <= held


def test_parts_held_back_with_compaction() -> None:
    # a new Control after every step (carry grounded in each one it leaves)
    same_answers(example("lattice-march"), compact_atoms=0)
