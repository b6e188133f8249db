"""Solver limits: exit status 3 with one line saying which limit was hit and how to raise it."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import clingo
import pytest

from pysolver.cards.library import load_library
from pysolver.errors import ScenarioError, SolverLimitError
from pysolver.programs.terms import GroundContext
from pysolver.scenario import Scenario, load_scenario, parse_text
from pysolver.scenario.facts import MAX_ORDERINGS, scenario_facts, timestamp_orders
from pysolver.scenario.yaml_text import MAX_DEPTH
from pysolver.solving import limits as limits_module
from pysolver.solving import runner as solve
from pysolver.solving.limits import Limits, ground_within, run_within, wait_within
from pysolver.solving.runner import run_engine
from tests.cli_helpers import (
    BEARS,
    HUMILITY,
    PLAINS,
    assert_one_line_error,
    run_cli,
    run_subprocess,
    write_scenario,
)

SMALL = {"players": ["alice", "bob"],
         "objects": [{"id": "hum", "card": HUMILITY}, {"id": "bears", "card": BEARS, "owner": "bob"}]}


@pytest.fixture
def small(tmp_path: Path) -> Path:
    return write_scenario(tmp_path, SMALL)


def test_small_scenario_within_limits(small: Path) -> None:
    assert run_cli("layers", str(small), "--json", "--timeout", "60", "--max-atoms", "5000000").status == 0


def test_tiny_timeout_subprocess(small: Path) -> None:
    run = run_subprocess("layers", str(small), "--json", "--timeout", "0.000001")
    line = assert_one_line_error(run, 3)
    assert run.out == ""
    assert "time limit" in line and "--timeout" in line and str(small) in line


def test_tiny_timeout_in_process(small: Path) -> None:
    line = assert_one_line_error(run_cli("layers", str(small), "--timeout", "1e-9"), 3)
    assert "--timeout" in line


def test_atom_limit(small: Path) -> None:
    run = run_subprocess("layers", str(small), "--json", "--max-atoms", "1")
    line = assert_one_line_error(run, 3)
    assert "exceeded 1 atoms" in line and "--max-atoms" in line


@pytest.mark.parametrize("option,value", [("--timeout", "0"), ("--timeout", "-1"), ("--timeout", "nan"),
                                          ("--timeout", "inf"), ("--timeout", "soon"), ("--max-atoms", "0"),
                                          ("--max-atoms", "-5"), ("--max-atoms", "1.5"), ("--max-atoms", "")])
def test_bad_limit_values(small: Path, option: str, value: str) -> None:
    line = assert_one_line_error(run_cli("layers", str(small), option, value), 2)
    assert option in line


def test_bad_limit_value_subprocess(small: Path) -> None:
    line = assert_one_line_error(run_subprocess("layers", str(small), "--timeout", "-3"), 2)
    assert "positive number of seconds" in line


def test_too_many_orders_of_equal_timestamps(tmp_path: Path) -> None:
    """613.7m: 8 objects with one timestamp and one controller, each the source of an effect (whose
    timestamp is the object's, 613.7a), have 40320 orders."""
    anthems = [{"id": f"a{i}", "card": "Glorious Anthem", "timestamp": 1} for i in range(8)]
    data = {"players": ["alice"], "objects": anthems}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, data))), 3)
    assert "distinct timestamps" in line


def test_equal_timestamps_of_objects_without_effects_are_one_order(tmp_path: Path) -> None:
    """613.7m: the order of objects whose timestamps no rule reads (no effect comes from them) changes
    nothing: 8 Plains entering together take one run, not 40320 (nor a limit error)."""
    plains = [{"id": f"p{i}", "card": PLAINS, "timestamp": 1} for i in range(8)]
    data = {"players": ["alice"], "objects": plains}
    run = run_cli("layers", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    assert len(json.loads(run.out)["outcomes"]) == 1


def test_time_limit_counts_the_whole_question() -> None:
    """The limit starts when the limits are made, not again for each engine run."""
    library = load_library()
    sc = load_scenario(SMALL, "small.yaml", library)
    facts = scenario_facts(sc, {o.id: i for i, o in enumerate(sc.objects, start=1)})
    spent = Limits(timeout=5, start=time.monotonic() - 10)
    assert spent.remaining() < 0
    with pytest.raises(SolverLimitError, match="--timeout"):
        run_engine(facts, spent, label="small.yaml")
    assert run_engine(facts, Limits(timeout=60), label="small.yaml").steps > 0


def test_the_atom_limit_is_the_most_atoms_allowed() -> None:
    """--max-atoms N allows a run of exactly N atoms (in all its Controls) and refuses one of N + 1."""
    library = load_library()
    sc = load_scenario(SMALL, "small.yaml", library)
    facts = scenario_facts(sc, {o.id: i for i, o in enumerate(sc.objects, start=1)})
    for compact_atoms in (None, 1):  # one Control, and a new one after every step
        atoms = run_engine(facts, Limits(), compact_atoms=compact_atoms).atoms
        assert run_engine(facts, Limits(max_atoms=atoms), compact_atoms=compact_atoms).atoms == atoms
        with pytest.raises(SolverLimitError, match=f"exceeded {atoms - 1} atoms"):
            run_engine(facts, Limits(max_atoms=atoms - 1), compact_atoms=compact_atoms)


def test_a_question_with_less_than_a_second_left_is_answered() -> None:
    """Only a limit that has run out refuses a run (a small board takes some 50 ms)."""
    library = load_library()
    sc = load_scenario(SMALL, "small.yaml", library)
    facts = scenario_facts(sc, {o.id: i for i, o in enumerate(sc.objects, start=1)})
    run_engine(facts, Limits())  # the worker thread started, the rules read
    assert run_engine(facts, Limits(timeout=0.9)).steps > 0


def test_long_grounding_is_cut_off() -> None:
    """A single long grounding step does not outlast the limit (it runs in a worker thread)."""
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], "p(1..1500). q(X,Y,Z) :- p(X), p(Y), Z = X+Y, Z < 1000.")
    start = time.monotonic()
    with pytest.raises(SolverLimitError, match="time limit of 0.2 s"):
        run_within(lambda: ctl.ground([("base", [])], context=GroundContext()), Limits(timeout=0.2), "long")
    assert time.monotonic() - start < 1.5


def test_quick_grounding_completes() -> None:
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], "p(1..3).")
    run_within(lambda: ctl.ground([("base", [])], context=GroundContext()), Limits(timeout=5), "quick")
    assert len(ctl.symbolic_atoms) == 3


def test_a_run_over_the_time_limit_is_cut_off_and_stops_at_its_next_ground_call() -> None:
    """run_within: a run of many ground calls made on the worker thread; when the time is up its caller
    gets the limit at once, and the run left behind grounds nothing more."""
    grounded: list[int] = []
    started = time.monotonic()

    def run() -> None:
        ctl = clingo.Control(["--warn=none"])
        ctl.add("step", ["k"], "done(k).")
        for k in range(1, 40):
            time.sleep(0.05)  # the Python work between two ground calls
            ground_within(ctl, [("step", [clingo.Number(k)])], Limits(timeout=60), "long run")
            grounded.append(k)

    with pytest.raises(SolverLimitError, match="time limit of 0.3 s"):
        run_within(run, Limits(timeout=0.3), "long run")
    assert time.monotonic() - started < 1.0
    seen = len(grounded)
    time.sleep(0.3)
    assert seen <= len(grounded) <= seen + 1 < 39  # at most the call it was in, then nothing


def _subsets_search(limits: Limits, label: str) -> None:
    """A search that runs for hours (every subset of 40 atoms, 2^40 models), within the limits."""
    ctl = clingo.Control(["--warn=none", "--models=0"])
    ctl.add("base", [], "{p(1..40)}.")
    ground_within(ctl, [("base", [])], limits, label)
    with ctl.solve(async_=True) as handle:
        wait_within(handle, limits, label, "counting the subsets")


def test_a_search_in_a_run_ends_at_the_time_limit_with_its_own_message() -> None:
    """A run's search on the worker thread (combat's, replace's) is stopped by the time limit as one on
    the caller's thread is: cancelled, its message saying what was searched (a search can be cut off,
    so its caller waits for it rather than leave it running and blame the grounding)."""
    limits = Limits(timeout=0.5)
    started = time.monotonic()
    with pytest.raises(SolverLimitError, match="^long search: counting the subsets took longer than the time limit "
                                               "of 0.5 s; raise it with --timeout SECONDS$"):
        run_within(lambda: _subsets_search(limits, "long search"), limits, "long search")
    assert time.monotonic() - started < 1.5


def test_a_search_whose_caller_gave_up_is_cancelled(monkeypatch: pytest.MonkeyPatch) -> None:
    """When the caller of a run leaves it (here at the memory limit, which only the caller's thread
    sees), the run's search stops at its next look at the limits instead of running on."""
    caller = threading.get_ident()
    monkeypatch.setattr(limits_module, "peak_memory_mb",
                        lambda: 10_000.0 if threading.get_ident() == caller else 0.0)
    ended = threading.Event()

    def run() -> None:
        try:
            _subsets_search(Limits(timeout=60), "left")
        finally:
            ended.set()

    with pytest.raises(SolverLimitError, match="^left: memory use reached 10000 MB, over the limit of 100 MB"):
        run_within(run, Limits(timeout=60, max_memory_mb=100), "left")
    assert ended.wait(2)


def test_a_layer_run_builds_and_grounds_its_controls_on_one_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """A run's Controls are made and grounded on the same (worker) thread, not the caller's: a Control
    grounded on another thread than the one that built it took 10-15% longer."""
    made: set[int] = set()
    grounded: set[int] = set()

    class Watched(clingo.Control):
        def __init__(self, *args: object, **kwargs: object) -> None:
            made.add(threading.get_ident())
            super().__init__(*args, **kwargs)

        def ground(self, *args: object, **kwargs: object) -> None:
            grounded.add(threading.get_ident())
            super().ground(*args, **kwargs)

    monkeypatch.setattr(solve.clingo, "Control", Watched)
    library = load_library()
    sc = load_scenario(SMALL, "small.yaml", library)
    facts = scenario_facts(sc, {o.id: i for i, o in enumerate(sc.objects, start=1)})
    assert run_engine(facts, Limits(), compact_atoms=1).steps > 0  # a new Control after every step
    assert made == grounded and threading.get_ident() not in made


def equal_timestamps(count: int) -> Scenario:
    """A scenario of `count` Grizzly Bears of one player sharing one timestamp."""
    objects = [{"id": f"b{i}", "card": BEARS, "timestamp": 1} for i in range(count)]
    return load_scenario({"players": ["alice", "bob"], "objects": objects}, "orders.yaml", load_library())


def test_exactly_the_most_orderings_allowed() -> None:
    """613.7m: 7 objects of one player with one timestamp have 7! = 5040 orders, the most allowed:
    every one is returned, each a different order."""
    orders = timestamp_orders(equal_timestamps(7))
    assert len(orders) == MAX_ORDERINGS == 5040
    assert len({tuple(sorted(o.items(), key=lambda item: item[1])) for o in orders}) == 5040


def test_one_ordering_over_the_limit_is_refused() -> None:
    with pytest.raises(SolverLimitError, match="more than 5040 orders"):
        timestamp_orders(equal_timestamps(8))


def nested(levels: int) -> str:
    """A document whose deepest node is at nesting level `levels` (the top mapping is level 1)."""
    return "a: " + "[" * (levels - 1) + "]" * (levels - 1) + "\n"


def test_exactly_the_deepest_nesting_allowed() -> None:
    """The YAML reader accepts nodes nested MAX_DEPTH levels deep (the top mapping counts as one)
    and refuses one level more."""
    value = parse_text(nested(MAX_DEPTH), "deep.yaml")["a"]
    for _ in range(MAX_DEPTH - 2):
        value = value[0]
    assert value == []
    with pytest.raises(ScenarioError, match=f"nested deeper than {MAX_DEPTH} levels"):
        parse_text(nested(MAX_DEPTH + 1), "deep.yaml")


def _memory_in_use_mb() -> float:
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS")) / 1024


@pytest.mark.skipif(not Path("/proc/self/clear_refs").exists(), reason="the peak is set back on Linux only")
def test_one_questions_peak_memory_is_not_charged_to_the_next() -> None:
    """Issue 24: the memory limit read the process's all-time peak, so once anything had taken a warm
    engine's process over --max-memory, every later question was refused. The peak counts from when a
    question's limits are made (here in this process: a limited question is answered in a worker
    process by default, test_engine.py)."""
    from pysolver.engine import Engine

    engine = Engine(max_memory_mb=_memory_in_use_mb() + 150, isolated=False)
    spike = bytearray(400 * 2**20)  # (touched: resident)
    for i in range(0, len(spike), 4096):
        spike[i] = 1
    del spike
    assert engine.layers(SMALL).outcomes


def test_a_chain_of_3000_clones_is_checked_within_the_time_limit(tmp_path: Path) -> None:
    """Issue 24: checking a chain of 3,000 Clones (each a copy of the one before, 707.5) took 48 s under
    --timeout 5, outside the limit and growing with the cube of the chain. The checks are near-linear
    (each chain of copies walked once, each reference looked up in constant time) and the time limit
    counts them: the command ends at the limit (exit 3) or with the answer."""
    objects = [{"id": "c0", "card": BEARS}] + [{"id": f"c{i}", "card": "Clone", "choices": {"copy": f"c{i - 1}"}}
                                                for i in range(1, 3000)]
    path = write_scenario(tmp_path, {"players": ["alice"], "objects": objects})
    start = time.monotonic()
    run = run_subprocess("layers", str(path), "--json", "--timeout", "5", timeout=120)
    elapsed = time.monotonic() - start
    assert run.status in (0, 3), run.err
    assert elapsed < 5 + 3, elapsed  # the limit, and the start of a Python process on a busy machine


def test_checking_copy_chains_is_near_linear() -> None:
    """The scenario checks alone: a chain four times as long takes well under sixteen times as long."""
    library = load_library()

    def checking(length: int) -> float:
        objects = [{"id": "c0", "card": BEARS}] + [
            {"id": f"c{i}", "card": "Clone", "choices": {"copy": f"c{i - 1}"}} for i in range(1, length)]
        start = time.perf_counter()
        load_scenario({"players": ["alice"], "objects": objects}, "<chain>", library)
        return time.perf_counter() - start

    checking(100)
    short, long = min(checking(500) for _ in range(3)), min(checking(2000) for _ in range(3))
    assert long < 8 * short, (short, long)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="VmHWM is read on Linux")
def test_a_process_is_not_charged_with_the_memory_of_the_one_that_started_it(small: Path) -> None:
    """getrusage's peak (ru_maxrss) survives exec: a command (or a batch worker) started from a process of
    400 MB read a peak of 400 MB and refused everything under --max-memory 200. The peak read is the
    process's own (VmHWM)."""
    ballast = bytearray(400 * 2**20)
    for i in range(0, len(ballast), 4096):
        ballast[i] = 1
    run = run_subprocess("layers", str(small), "--json", "--max-memory", "200")
    del ballast
    assert run.status == 0, run.err
