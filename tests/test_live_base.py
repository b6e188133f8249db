"""The base part a warm run hands the Control (pysolver.programs.live_base): the rules that can fire on
the board's facts, no `#defined`, and the probes that can hold. Which rules are kept, on small
programs; and the answers held to those of every base statement and probe, on random boards of the
library and the examples (characteristics, order, dependencies with their reasons, the record the
explanations read).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest import mock

import pytest
import yaml
from hypothesis import given

from pysolver.engine import Engine
from pysolver.programs import live_base as live_base_module
from pysolver.programs import rule_reading
from pysolver.programs.live_base import _every, live_base
from pysolver.questions.layers.decode import decode
from pysolver.scenario import load_scenario
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine
from tests.test_properties import LIBRARY, PROPERTY, interacting_boards, scenario

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.fixture(autouse=True, scope="module")
def warm() -> None:
    """Every program file a run may load parsed, as in a warm engine: only then is the base chosen."""
    Engine.warm()


def kept(tmp_path: Path, program: str, facts: set[str], later: str = "") -> list[str]:
    """The statements live_base keeps of a file's base part (and of the probes of a file of later parts)."""
    base, rules = tmp_path / "base.lp", tmp_path / "later.lp"
    base.write_text(program, encoding="utf-8")
    rules.write_text(later, encoding="utf-8")
    return [str(statement) for statement in live_base([base], frozenset(facts), [rules])]


def test_a_rule_is_kept_when_each_positive_literal_can_hold(tmp_path: Path) -> None:
    program = """
        #defined g/1.
        a(X) :- f(X).
        b(X) :- g(X).
        c(X) :- b(X), f(X).
        d :- a(_X), not b(1).
        e(N) :- N = #count{ X : g(X) }.
        -h(X) :- f(X).
        i(X) :- -h(X).
        j(X) :- h(X).
        k(1).
    """
    assert kept(tmp_path, program, {"f"}) == [
        "a(X) :- f(X).", "d :- a(_X); not b(1).", "e(N) :- N = #count { X: g(X) }.", "-h(X) :- f(X).",
        "i(X) :- -h(X).", "k(1)."]
    # with g among the facts: b, and then c, can fire (the heads of rules that can fire count too)
    assert kept(tmp_path, program, {"f", "g"}) == [
        "a(X) :- f(X).", "b(X) :- g(X).", "c(X) :- b(X); f(X).", "d :- a(_X); not b(1).",
        "e(N) :- N = #count { X: g(X) }.", "-h(X) :- f(X).", "i(X) :- -h(X).", "k(1)."]


def test_a_rule_read_after_the_one_that_feeds_it_is_kept(tmp_path: Path) -> None:
    # (the rules are gone through until nothing changes, not once in order)
    assert kept(tmp_path, "c :- b. b :- a.", {"a"}) == ["c :- b.", "b :- a."]


def test_a_pool_of_atoms_is_kept_and_an_external_can_hold(tmp_path: Path) -> None:
    # (a pool is read as always able to hold: looser; an external atom may be true)
    program = "p :- q(1;2).  #external s(1).  t :- s(1).  u :- v."
    assert kept(tmp_path, program, set()) == ["p :- q(1;2).", "#external s(1). [false]", "t :- s(1)."]


def test_a_probe_that_cannot_hold_is_left_out(tmp_path: Path) -> None:
    later = "#program step(k). y(k) :- f(k). x(k) :- f(X), y(k). z(k) :- g(X), y(k)."
    # the probes of the static literals f(k) and f(X) (one), and g(X): it cannot hold without a fact of g
    assert kept(tmp_path, "", {"f"}, later) == ["reach_probe(0) :- f(V0)."]
    assert kept(tmp_path, "", {"f", "g"}, later) == ["reach_probe(0) :- f(V0).", "reach_probe(1) :- g(V0)."]


def test_every_statement_is_kept_when_a_rule_cannot_be_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    read = rule_reading.readings

    def base_unreadable(path: Any) -> list[Any]:
        # (the base file's rules as a rule the reader cannot read reads: its message)
        return ["pysolver.programs.rule_reading: an atom it cannot read"
                if Path(path).name == "base.lp" and isinstance(reading, rule_reading.Rule) else reading
                for reading in read(path)]

    monkeypatch.setattr(rule_reading, "readings", base_unreadable)
    assert kept(tmp_path, "#defined g/1. b(X) :- g(X).", set(), "#program step(k). x(k) :- g(k).") == [
        "#defined g/1.", "b(X) :- g(X).", "reach_probe(0) :- g(V0)."]


def answer(objects: Any, every: bool = False, history: bool = False) -> tuple[Any, ...]:
    """Characteristics, order, dependencies with reasons, steps and (`history`) the record of the steps,
    of the run as it is or (`every`) with every base statement and probe."""
    sc = scenario(objects) if isinstance(objects, list) else objects
    order = timestamp_orders(sc)[0]
    facts = scenario_facts(sc, order)
    everything = lambda paths, _facts, probes: _every(  # noqa: E731
        tuple(map(str, paths)), tuple(map(str, probes)))
    # (the runner imports live_base from its module when it runs: patched there)
    with mock.patch.object(live_base_module, "live_base", everything if every else live_base_module.live_base):
        run = run_engine(facts, Limits(timeout=120), history=history)
    outcome = decode(run, sc, LIBRARY, order)
    reasons = {(d.layer, d.effect, d.depends_on): d.because() for d in outcome.dependencies}
    return outcome.objects, outcome.order, reasons, run.steps, sorted(map(str, run.history or []))


@PROPERTY
@given(interacting_boards())
def test_rules_left_out_of_the_base_change_nothing(objects: list[dict[str, Any]]) -> None:
    assert answer(objects) == answer(objects, every=True)


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda path: path.stem)
def test_rules_left_out_of_the_base_change_nothing_on_the_examples(path: Path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if "objects" not in data:
        pytest.skip("not a board")
    sc = load_scenario(data, str(path), LIBRARY)
    assert answer(sc, history=True) == answer(sc, every=True, history=True)
