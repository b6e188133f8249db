"""A run ends with the step after which nothing can be left to apply (asp/layers.lp's left/1),
without grounding the step that would find nothing: held to the answers of the reference, which
grounds that step (finish_by_step, an input fact), on random boards of the library and on the
benchmark boards (characteristics, order, dependencies with their reasons, number of steps)."""

from __future__ import annotations

from typing import Any
from unittest import mock

import clingo
import pytest
from hypothesis import given

import pysolver.solving.runner as runner
from pysolver.questions.layers.decode import decode
from pysolver.questions.layers.question import solve_layers
from pysolver.scenario import load_scenario
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine
from tests.test_properties import LIBRARY, PROPERTY, boards_with_twins, interacting_boards, scenario


def answer(objects: list[dict[str, Any]], reference: bool = False) -> tuple[Any, ...]:
    """Characteristics, order, dependencies with reasons and the number of steps, of the engine as it
    runs or (`reference`) grounding the step that finds nothing left (finish_by_step)."""
    sc = scenario(objects)
    order = timestamp_orders(sc)[0]
    facts = scenario_facts(sc, order) + ([clingo.Function("finish_by_step")] if reference else [])
    run = run_engine(facts, Limits(timeout=120))
    outcome = decode(run, sc, LIBRARY, order)
    reasons = {(d.layer, d.effect, d.depends_on): d.because() for d in outcome.dependencies}
    return outcome.objects, outcome.order, reasons, run.steps


@PROPERTY
@given(interacting_boards())
def test_the_early_end_changes_nothing(objects: list[dict[str, Any]]) -> None:
    assert answer(objects) == answer(objects, reference=True)


@PROPERTY
@given(boards_with_twins())
def test_the_early_end_changes_nothing_with_twins_and_counts(objects: list[dict[str, Any]]) -> None:
    assert answer(objects) == answer(objects, reference=True)


@pytest.mark.parametrize("size,statics", [(20, 8), (50, 40)])
def test_the_early_end_on_benchmark_boards(size: int, statics: int) -> None:
    from benchmarks.bench_layers import board

    objects = board(size, statics)["objects"]
    assert answer(objects) == answer(objects, reference=True)


@pytest.mark.parametrize("cards,steps", [(["Humility", "Opalescence"], 3),
                                         (["Goblin War Drums", "Grizzly Bears"], 1),
                                         (["Starfield of Nyx", "Glorious Anthem", "Grizzly Bears"], 1)])
def test_the_run_ends_without_the_step_that_finds_nothing(cards: list[str], steps: int) -> None:
    """Humility and Opalescence: layers 4, 6 and 7b, one step each; after 7b no part is left and no
    ability was given, so the run ends there (three steps, as before) with one ground call fewer.
    Goblin War Drums gives its ability in layer 6, the last: an ability that generates no effect
    (adds_effects/1 reads generates/1), so that run ends with its one step too. Starfield of Nyx's
    condition fails (two enchantments, 604.1): its parts of layers 4 and 7b are never applied, but
    those layers are passed once Glorious Anthem applies in 7c (613.1), so they are not left."""
    objects = [{"id": f"o{i}", "card": card, "timestamp": i + 1} for i, card in enumerate(cards)]
    calls: list[list[str]] = []
    ground = runner.ground_within

    def counted(ctl: clingo.Control, parts: list[tuple[str, Any]], *args: Any, **kwargs: Any) -> None:
        calls.append([name for name, _params in parts])
        ground(ctl, parts, *args, **kwargs)

    with mock.patch.object(runner, "ground_within", counted):
        early = answer(objects)
    assert calls[-1] == ["commit", "close", "final"]
    assert not any("step" in names for names in calls[-2:])
    assert early == answer(objects, reference=True)
    assert early[3] == steps


def test_a_layer_that_gives_a_generating_ability_is_not_the_last() -> None:
    """613.1f, 604.1: an effect that gives Grizzly Bears "Creatures you control get +1/+1." in layer 6
    is the last part open, but the ability it gives generates an effect of layer 7c: the run goes on
    (adds_effects/1) and the bears are 3/3 (613.4c)."""
    sc = load_scenario({"players": ["alice", "bob"],
                        "objects": [{"id": "bears", "card": "Grizzly Bears", "timestamp": 1}],
                        "effects": [{"custom": {"gain_abilities": ["Creatures you control get +1/+1."]},
                                     "targets": ["bears"], "controller": "alice", "timestamp": 2}]},
                       "<gain>", LIBRARY)
    bears = solve_layers(sc, LIBRARY, Limits(timeout=120))[0].objects["bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3)
