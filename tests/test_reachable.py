"""The rules of the later parts that can never fire on a board are not handed to the Control
(pysolver.programs.reachable): the patterns, the probes the base part answers, the rules left out,
and the answers held to those of the reference (every rule) on random boards of the library and on
the benchmark boards: characteristics, order, dependencies with their reasons, and the record the
explanations read.
"""

from __future__ import annotations

from typing import Any
from unittest import mock

import clingo
import clingo.ast
import pytest
from hypothesis import given

import pysolver.programs.reachable as reachable
from pysolver.engine import Engine
from pysolver.programs.parsed import add_statements, statements
from pysolver.programs.reachable import later_statements, probe_program, unify
from pysolver.programs.rule_reading import _atoms, file_parts
from pysolver.questions.layers.decode import decode
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine
from tests.test_properties import LIBRARY, PROPERTY, boards_with_twins, interacting_boards, scenario


@pytest.fixture(autouse=True, scope="module")
def warm() -> None:
    """Every program file a run may load parsed, as in a warm engine: only then are rules left out."""
    Engine.warm()


def every_rule(ctl: clingo.Control, paths: Any, based: Any) -> dict[str, list[Any]]:
    """The reference of later_statements: every statement of the later parts."""
    return {str(path): [statement for statement, read_rule in file_parts(path).later] for path in paths}


def answer(objects: list[dict[str, Any]], reference: bool = False, history: bool = False) -> tuple[Any, ...]:
    """Characteristics, order, dependencies with reasons and (with `history`) the record of the steps,
    of the engine as it runs, or (`reference`) with every rule of every part."""
    sc = scenario(objects)
    order = timestamp_orders(sc)[0]
    facts = scenario_facts(sc, order)
    if reference:
        with mock.patch.object(reachable, "later_statements", every_rule):
            run = run_engine(facts, Limits(timeout=120), history=history)
    else:
        run = run_engine(facts, Limits(timeout=120), history=history)
    outcome = decode(run, sc, LIBRARY, order)
    reasons = {(d.layer, d.effect, d.depends_on): d.because() for d in outcome.dependencies}
    record = sorted(map(str, run.history or []))
    return outcome.objects, outcome.order, reasons, run.steps, record


@PROPERTY
@given(interacting_boards())
def test_rules_left_out_change_nothing(objects: list[dict[str, Any]]) -> None:
    assert answer(objects) == answer(objects, reference=True)


@PROPERTY
@given(boards_with_twins())
def test_rules_left_out_change_nothing_with_twins_and_counts(objects: list[dict[str, Any]]) -> None:
    assert answer(objects) == answer(objects, reference=True)


@PROPERTY
@given(interacting_boards())
def test_rules_left_out_change_nothing_in_the_record_of_the_steps(objects: list[dict[str, Any]]) -> None:
    assert answer(objects, history=True) == answer(objects, reference=True, history=True)


@pytest.mark.parametrize("size,statics", [(20, 8), (50, 40)])
def test_rules_left_out_on_benchmark_boards(size: int, statics: int) -> None:
    from benchmarks.bench_layers import board

    objects = board(size, statics)["objects"]
    assert answer(objects) == answer(objects, reference=True)


# --- the patterns and the probes ------------------------------------------------------------------
def test_unify_reads_variables_pools_and_numbers() -> None:
    assert unify(("f", None, 1), ("f", ("a",), 1))
    assert not unify(("f", None, 1), ("f", ("a",), 2))
    assert not unify(("f", None), ("g", None))
    assert not unify(("f", None), ("f", None, None))
    assert unify(("|", ("a",), ("b",)), ("b",))
    assert not unify(("|", ("a",), ("b",)), ("c",))
    assert not unify(1, ("a",))
    assert unify(None, 7)


def test_a_rule_whose_static_literal_cannot_hold_is_left_out(tmp_path: Any) -> None:
    """A rule of a later part that needs an atom of the base that is not there is left out; one whose
    body can hold is kept, and so is a rule that reads what a kept rule derives."""
    program = tmp_path / "p.lp"
    program.write_text("#program base.\nkind(a). made(X) :- kind(X).\n"
                       "#program step(k).\n"
                       "one(k,X) :- made(X).\n"            # kept: made(a) holds
                       "two(k,X) :- made(X), kind(b).\n"   # left out: no kind(b)
                       "three(k,X) :- one(k,X).\n"         # kept: one/2 can be derived
                       "four(k,X) :- two(k,X).\n"          # left out: two/2 never can
                       "five(k,X) :- made(X), kind(X).\n")  # kept: kind(a) joins made(a)
    statements(program)
    ctl = clingo.Control(["--warn=none"])
    add_statements(ctl, file_parts(program).base + probe_program([program]))
    ctl.ground([("base", [])])
    kept = {str(st).split("(")[0] for st in later_statements(ctl, [program], {"kind"})[str(program)]
            if st.ast_type == st.ast_type.Rule}
    assert kept == {"one", "three", "five"}


def test_a_board_without_conditions_grounds_none_of_their_rules() -> None:
    """Humility and Opalescence have no condition (no "as long as"): the rules of conditional effects
    (604.1, effects.lp's cond_fails/2) are left out of the Control; with a conditional effect they are in."""
    kept: list[str] = []
    later = reachable.later_statements

    def seen(ctl: clingo.Control, paths: Any, based: Any) -> dict[str, list[Any]]:
        found = later(ctl, paths, based)
        kept.extend(str(st) for sts in found.values() for st in sts)
        return found

    with mock.patch.object(reachable, "later_statements", seen):
        answer([{"id": "humility", "card": "Humility", "timestamp": 1},
                {"id": "opalescence", "card": "Opalescence", "timestamp": 2}])
        assert not any(text.startswith("cond_fails(") for text in kept)
        kept.clear()
        answer([{"id": "starfield", "card": "Starfield of Nyx", "timestamp": 1},
                {"id": "bears", "card": "Grizzly Bears", "timestamp": 2}])
        assert any(text.startswith("cond_fails(") for text in kept)


def test_a_pool_unifies_by_any_of_its_alternatives_on_either_side() -> None:
    # a pattern that leaves an alternative out would find a rule dead that can fire (the first one too)
    f, g, h = ("f",), ("g",), ("h",)
    assert unify(("|", f, g), f) and unify(("|", g, f), f)
    assert unify(f, ("|", f, g)) and unify(f, ("|", g, f))
    assert not unify(("|", g, h), f) and not unify(f, ("|", g, h))


def test_a_pool_of_atoms_is_every_one_of_its_atoms() -> None:
    rules: list[Any] = []
    clingo.ast.parse_string("#program step(k). h(k) :- q(k, X), p(1;2).", rules.append)
    pool = list(rules[-1].body)[1]
    assert _atoms(pool, frozenset({"k"})) == ((("p", 1), ("p", 1)), (("p", 1), ("p", 2)))


def test_a_later_process_reads_the_kept_probes(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The probes of the layer rules are kept in the cache on disk: a later process reads the same probes
    (each rule's, their text, their readings) back without making them; a damaged entry is a miss."""
    from pysolver.programs.files import layer_rule_programs

    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(tmp_path))

    def probes() -> tuple[Any, ...]:
        monkeypatch.setattr(reachable, "_analyses", {})
        analysis = reachable._analysis(layer_rule_programs())
        return analysis.static_probe, [str(rule) for rule in analysis.program], analysis.probe_readings

    made = probes()
    assert sum(probe is not None for probe in made[0]) > 100 and len(made[1]) == len(made[2]) > 50
    [entry] = [path for path in tmp_path.iterdir() if path.name.startswith("probes-")]
    making = reachable._probes
    monkeypatch.setattr(reachable, "_probes", lambda *args: pytest.fail("probes made again"))
    assert probes() == made
    entry.write_text('[[1], "reach_probe(0) :- p.\\n", [null]]')  # (of the right shape, for other rules)
    monkeypatch.setattr(reachable, "_probes", making)
    assert probes() == made
