"""The warm engine (pysolver.Engine) answers exactly as a fresh command line does.

Every case of tests/cases/ and every example is asked of one Engine in a shuffled order, then again
in the reverse order (what one question leaves behind must not change the next answer), and the
JSON text is compared with that of `mtgsolve COMMAND FILE --json` in a fresh process
(tests/fresh_answers.py). Random boards (hypothesis) are compared with a fresh process too.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings

import pysolver
from pysolver.engine import Engine, LayersResult
from pysolver.errors import MtgSolveError, ScenarioError, SolverLimitError
from pysolver.scenario.files import is_path
from tests.test_properties import STATICS, boards

ROOT = Path(__file__).parent.parent
CASES = ROOT / "tests" / "cases"
EXAMPLES = {"blood-moon-urborg": "layers", "humility-opalescence": "layers", "lattice-march": "layers",
            "combat-lure-menace": "blocks", "replace-kalitas-rest-in-peace": "replace"}


def start_fresh(jobs: list[tuple[str, str]]) -> subprocess.Popen[str]:
    """Start computing the command line's answers, each in a process that answered nothing before."""
    process = subprocess.Popen([sys.executable, "-m", "tests.fresh_answers"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert process.stdin is not None
    process.stdin.write(json.dumps(jobs))
    process.stdin.close()
    return process


def fresh_results(process: subprocess.Popen[str]) -> list[tuple[int, str, str]]:
    """The answers of start_fresh."""
    assert process.stdout is not None
    answers = json.loads(process.stdout.read())
    assert process.wait(timeout=900) == 0
    return [tuple(answer) for answer in answers]


def fresh(jobs: list[tuple[str, str]]) -> list[tuple[int, str, str]]:
    """The command line's answers, each from a process that answered nothing before."""
    return fresh_results(start_fresh(jobs))


def warm_text(engine: Engine, command: str, path: str) -> tuple[int, str]:
    """The engine's answer as the command line prints it, or the exit status of its error."""
    try:
        result = engine.ask(command, path)
    except MtgSolveError as exc:
        return exc.exit_status, ""
    return 0, json.dumps(result.to_json(), indent=2) + "\n"


def case_files(directory: Path) -> list[tuple[str, str]]:
    """Every case of the case files as [command, scenario file] (scenarios written to `directory`)."""
    jobs = []
    for path in sorted(CASES.glob("*.yaml")):
        for i, case in enumerate(c for c in yaml.safe_load_all(path.read_text()) if c):
            scenario = directory / f"{path.stem}-{i}.yaml"
            scenario.write_text(yaml.safe_dump(case["scenario"], sort_keys=False, allow_unicode=True))
            jobs.append((case["command"], str(scenario)))
    jobs += [(command, str(ROOT / "examples" / f"{name}.yaml")) for name, command in EXAMPLES.items()]
    return jobs


def test_warm_engine_answers_every_case_as_a_fresh_process(tmp_path: Path) -> None:
    jobs = case_files(tmp_path)
    assert len(jobs) > 250
    reference = start_fresh(jobs)  # meanwhile, the warm engine answers
    engine = Engine()
    order = list(jobs)
    random.Random(13).shuffle(order)
    # every question in a mixed order, then one in five again in the reverse order, after all the others
    warm = [(job, warm_text(engine, *job)) for job in order + order[::-5]]
    expected = dict(zip(jobs, fresh_results(reference), strict=True))
    for job, (status, text) in warm:
        want_status, want_text, _err = expected[job]
        assert (status, text) == (want_status, want_text if status == 0 else ""), job


def test_examples_as_the_installed_command_line() -> None:
    engine = Engine()
    for name, command in EXAMPLES.items():
        path = str(ROOT / "examples" / f"{name}.yaml")
        done = subprocess.run([sys.executable, "-m", "pysolver", command, path, "--json"], capture_output=True,
                              text=True, check=True)
        assert warm_text(engine, command, path) == (0, done.stdout)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(objects=boards(STATICS, most=6))
def test_random_boards_as_a_fresh_process(objects: list[dict[str, Any]], tmp_path_factory: Any) -> None:
    scenario = {"players": ["alice", "bob"], "objects": objects}
    path = tmp_path_factory.mktemp("board") / "board.yaml"
    path.write_text(yaml.safe_dump(scenario, sort_keys=False))
    (status, out, _err), = fresh([("layers", str(path))])
    warm = pysolver.layers(scenario)
    assert status == 0
    assert json.dumps(warm.to_json(), indent=2) + "\n" == out
    assert pysolver.layers(str(path)).to_json() == warm.to_json()


def test_scenario_as_mapping_text_or_path() -> None:
    path = ROOT / "examples" / "blood-moon-urborg.yaml"
    text = path.read_text()
    data = yaml.safe_load(text)
    kept = json.dumps(data)
    answers = [pysolver.layers(given).to_json() for given in (data, text, str(path), path)]
    assert all(a == answers[0] for a in answers)
    assert json.dumps(data) == kept  # the caller's mapping is not changed
    assert isinstance(pysolver.layers(data), LayersResult)
    assert not is_path("players: [alice]\nobjects: []") and is_path("board.yaml")


def test_bad_input_is_a_scenario_error_naming_the_field() -> None:
    with pytest.raises(ScenarioError, match="objects"):
        pysolver.layers({"players": ["alice"], "objects": [{"id": "x", "card": "No Such Card"}]})
    with pytest.raises(ValueError, match="unknown question"):
        pysolver.ask("explain", {"players": ["alice"], "objects": []})
    with pytest.raises(TypeError):
        pysolver.layers(42)


def test_explore_on_a_warm_engine_runs_its_threads_on_the_shared_programs() -> None:
    """explore runs engines on several threads; on a warm engine they all add the same parsed
    programs (pysolver.programs.parsed), which once broke ("invalid ast") when two threads added them at
    once. The six-card soup of docs/research.md: 720 orderings, 4 outcomes of 240, 240, 120, 120."""
    engine = Engine()
    engine.layers(ROOT / "examples" / "blood-moon-urborg.yaml")  # warm: the programs are parsed
    for _ in range(2):
        result = engine.explore(ROOT / "examples" / "layer-soup-6.yaml")
        assert result.orderings == 720
        assert sorted(oc.count for oc in result.outcomes) == [120, 120, 240, 240]


def layer_case_scenarios() -> list[dict[str, Any]]:
    """The scenario of every layers case of tests/cases."""
    found = []
    for path in sorted(CASES.glob("*.yaml")):
        found += [case["scenario"] for case in yaml.safe_load_all(path.read_text())
                  if case and case["command"] == "layers"]
    return found


def as_answers(results: list[Any]) -> list[Any]:
    """Each result's JSON, or its error's class and message."""
    return [(type(r).__name__, str(r)) if isinstance(r, Exception) else r.to_json() for r in results]


def one_by_one(engine: Engine, scenarios: list[Any]) -> list[Any]:
    """Each scenario asked alone: its LayersResult or its error."""
    results: list[Any] = []
    for scenario in scenarios:
        try:
            results.append(engine.layers(scenario))
        except MtgSolveError as exc:
            results.append(exc)
    return results


def test_layers_many_answers_each_scenario_as_layers_alone() -> None:
    # every layers case and example, with bad inputs among them: an unknown card, a choice not made,
    # text that is not YAML
    scenarios: list[Any] = layer_case_scenarios()
    scenarios += [ROOT / "examples" / f"{name}.yaml" for name, command in EXAMPLES.items() if command == "layers"]
    scenarios[3:3] = [{"players": ["alice"], "objects": [{"id": "x", "card": "No Such Card"}]},
                      {"players": ["alice"], "objects": [{"id": "servant", "card": "Painter's Servant"}]},
                      "players: [alice\nobjects: ["]
    engine = Engine()
    together = engine.layers_many(scenarios)
    assert any(isinstance(r, ScenarioError) for r in together) and any(isinstance(r, LayersResult) for r in together)
    assert as_answers(together) == as_answers(one_by_one(engine, scenarios))


def test_layers_many_gives_a_limit_to_the_scenario_that_reaches_it() -> None:
    # Blood Moon/Urborg grounds about 2,100 atoms alone, Lattice/March about 2,700: together they
    # reach 2,500 atoms, and each is asked again alone with its own limits
    scenarios = [ROOT / "examples" / f"{name}.yaml" for name in ("blood-moon-urborg", "lattice-march")]
    engine = Engine(max_atoms=2500)
    moon, lattice = engine.layers_many(scenarios)
    assert isinstance(moon, LayersResult) and moon.to_json() == Engine().layers(scenarios[0]).to_json()
    assert isinstance(lattice, SolverLimitError) and "--max-atoms" in str(lattice)


# --- limited questions in worker processes a limit stops (issue 24) ------------------------------------

SMALL_BOARD = {"players": ["alice", "bob"], "objects": [{"id": "hum", "card": "Humility"},
                                                       {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]}


def _chain_of_clones(length: int) -> dict[str, Any]:
    objects = [{"id": "c0", "card": "Grizzly Bears"}] + [
        {"id": f"c{i}", "card": "Clone", "choices": {"copy": f"c{i - 1}"}} for i in range(1, length)]
    return {"players": ["alice"], "objects": objects}


def test_a_limited_engine_answers_as_the_unlimited_one() -> None:
    """A question with a time or memory limit is answered in a worker process: the same answers, the
    same errors (a ScenarioError naming the field comes back as one), for every question and for
    layers_many; Engine(isolated=True) sends every question there."""
    examples = Path(__file__).resolve().parent.parent / "examples"
    here, limited, isolated = Engine(), Engine(timeout=60, max_memory_mb=2048), Engine(isolated=True)
    try:
        for question, name in (("layers", "lattice-march"), ("attacks", "combat-lure-menace"),
                               ("blocks", "combat-lure-menace"), ("replace", "replace-kalitas-rest-in-peace"),
                               ("explore", "life-and-limb-yavimaya-loop")):
            path = examples / f"{name}.yaml"
            want = here.ask(question, path).to_json()
            assert limited.ask(question, path).to_json() == want == isolated.ask(question, path).to_json(), question
        boards = [examples / "blood-moon-urborg.yaml", {"players": ["Alice"]}, examples / "lattice-march.yaml"]
        got, want = limited.layers_many(boards), here.layers_many(boards)
        assert [r.to_json() if not isinstance(r, Exception) else str(r) for r in got] == \
               [r.to_json() if not isinstance(r, Exception) else str(r) for r in want]
        with pytest.raises(ScenarioError, match="players\\[0\\]"):
            limited.layers({"players": ["Alice"]})
        assert limited._workers is not None and limited._workers.idle  # (answered there)
    finally:
        limited.close()
        isolated.close()


def test_questions_without_a_time_or_memory_limit_are_answered_here() -> None:
    """The warm path: a question without a time or memory limit starts no process (no cost added);
    the atom limit is checked as each ground call returns, in this process, and stops nothing midway."""
    engine = Engine(max_atoms=100)
    with pytest.raises(SolverLimitError, match="exceeded 100 atoms"):
        engine.layers(SMALL_BOARD)
    assert engine.with_limits(max_atoms=5_000_000).layers(SMALL_BOARD).outcomes
    assert engine._workers is not None and not engine._workers.idle
    with pytest.raises(TypeError, match="unknown limit 'seconds'"):
        engine.with_limits(seconds=1)


# (Glorious Anthem, Opalescence, Humility ...: effects that depend on one another, 613.8)
SOUP = ("Glorious Anthem", "Opalescence", "Humility", "Grizzly Bears", "Blood Moon", "Urborg, Tomb of Yawgmoth",
        "Mycosynth Lattice", "March of the Machines")


def _soup(size: int) -> dict[str, Any]:
    """A board of `size` objects of SOUP, whose layers take far more than a second to ground."""
    return {"players": ["alice", "bob"], "objects": [{"id": f"o{i}", "card": SOUP[i % len(SOUP)]} for i in range(size)]}


def _resident_mb() -> float:
    """This process's memory in use now (not its peak)."""
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS")) / 1024


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="memory is read this way on Linux")
def test_a_warm_engine_that_reaches_time_limits_frees_everything() -> None:
    """Issue 24: a warm engine that reached a limit left the run going (45 live threads and 2.7 GB after
    repeated 1 s limits), and every later question was refused; in this process, three 1 s limits on
    200 objects of SOUP still took 63 MB to 120 MB. A limited question is answered in a worker process,
    which leaves at the limit: afterwards this process has no more threads and no more memory in use
    than before, the workers that reached the limits are gone, and the next question is answered as
    the unlimited engine answers it."""
    want = pysolver.layers(SMALL_BOARD).to_json()
    engine = Engine(timeout=1)
    try:
        assert engine.layers(SMALL_BOARD).to_json() == want  # (the first worker started)
        threads, memory = threading.active_count(), _resident_mb()
        heavy = _soup(200)
        stopped = []
        for _ in range(3):
            stopped += getattr(engine._workers, "idle", [])[:1]
            with pytest.raises(SolverLimitError, match="time limit of 1 s"):
                engine.layers(heavy)
        assert threading.active_count() == threads
        assert _resident_mb() < memory + 15, (memory, _resident_mb())
        assert engine.layers(SMALL_BOARD).to_json() == want
        assert len(stopped) == 3 and all(worker.process.poll() is not None for worker in stopped)
    finally:
        engine.close()


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="memory is read this way on Linux")
def test_a_memory_limit_is_the_workers_and_the_next_question_is_unaffected() -> None:
    """A question over its memory limit is stopped (its worker killed from here, or stopped by its own
    limit) and charged to no later question: the next one, with the same limit, is answered."""
    engine = Engine()
    try:
        small = engine.layers(SMALL_BOARD).to_json()
        with pytest.raises(SolverLimitError, match="over the limit of 150 MB"):
            engine.ask("layers", _chain_of_clones(3000), max_memory_mb=150, timeout=60)
        assert engine.ask("layers", SMALL_BOARD, max_memory_mb=150, timeout=60).to_json() == small
    finally:
        engine.close()


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="memory is read this way on Linux")
def test_a_worker_is_reused_while_it_holds_at_most_half_the_memory_limit() -> None:
    """A worker that answered is reused (the same process) unless it holds more than half of the memory
    limit after its question (memory a question took is not always given back, and the next question's
    limit would count it): then a fresh one answers the next question, the same answer."""
    from pysolver.solving.pool import resident_mb

    engine = Engine(timeout=60)
    try:
        want = engine.layers(SMALL_BOARD).to_json()
        assert engine._workers is not None
        [worker] = engine._workers.idle
        assert engine.layers(SMALL_BOARD).to_json() == want
        assert engine._workers.idle == [worker]  # (no memory limit: reused)
        held = resident_mb(worker.process.pid)
        assert held is not None
        tight = engine.with_limits(max_memory_mb=1.6 * held)  # (under twice what it holds)
        assert tight.layers(SMALL_BOARD).to_json() == want
        [fresh] = engine._workers.idle
        assert fresh is not worker and worker.process.poll() is not None
        roomy = engine.with_limits(max_memory_mb=4 * held)
        assert roomy.layers(SMALL_BOARD).to_json() == want
        assert engine._workers.idle == [fresh]
    finally:
        engine.close()


def test_the_module_functions_take_a_questions_limits() -> None:
    """`pysolver.layers(board, timeout=1)`: that question within 1 s, in the shared engine's worker."""
    with pytest.raises(SolverLimitError, match="time limit of 1 s"):
        pysolver.layers(_chain_of_clones(3000), timeout=1)
    assert pysolver.layers(SMALL_BOARD, timeout=10).to_json() == pysolver.layers(SMALL_BOARD).to_json()
    assert pysolver.default_engine().timeout is None


_EXITS = """
import sys
sys.path.insert(0, {root!r})
from pysolver.engine import Engine
from pysolver.errors import SolverLimitError
from tests.test_engine import _soup
engine = Engine(timeout=1)
for _ in range(2):
    try:
        engine.layers(_soup(400))
    except SolverLimitError:
        print('limit')
"""


def test_a_process_whose_engine_reached_a_limit_ends_cleanly(tmp_path: Path) -> None:
    """Issue 24: the interpreter crashed at exit while a run abandoned at a limit was grounding (6 of 6
    tries in the review; before this test, 8 of 12 processes on 200 or 400 objects of SOUP). A limited
    question leaves no run in the process: three such processes exit with status 0, from a script
    without `if __name__ == "__main__"` too (a worker never runs the caller's main module)."""
    script = tmp_path / "script.py"
    script.write_text(_EXITS.format(root=str(ROOT)))
    runs = [subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for _ in range(3)]
    for run in runs:
        out, err = run.communicate(timeout=120)
        assert (run.returncode, out) == (0, "limit\nlimit\n"), err
