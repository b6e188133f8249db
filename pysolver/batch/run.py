"""`mtgsolve batch`: one question over many scenario files, in worker processes each holding a warm
engine (pysolver.engine), or on a Dask cluster; one JSON line per scenario, resumable.

A line: {"file": PATH, "status": "ok"|"error"|"limit", "exit_status": 0|2|3, and "result" (the
command's JSON) or "error" (the one-line message the command line would have printed)}. A file
already in the output is not asked again. The output is only ever appended to: a line cut short
by an interruption is cut off (the file truncated at its last newline), nothing before it is
written again, so that a run killed at any moment, resuming included, loses no line written
before. A file that is not a batch results file (any complete line that is not one of ours) is
refused, as is one that is not a regular file.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pysolver.errors import MtgSolveError, ScenarioError, SolverLimitError
from pysolver.solving.workers import SPLIT

SUFFIXES = (".yaml", ".yml", ".json")
# the questions batch asks (pysolver.engine.QUESTIONS, written here so that the command line's
# parser does not import the engine)
QUESTIONS = ("layers", "attacks", "blocks", "replace", "explore")
STATUS = {0: "ok", 2: "error", 3: "limit"}


@dataclass(frozen=True)
class Job:
    """One scenario to answer: its path (as given), its text (read by the caller, so that a remote
    worker needs no shared file system) and the question with its options."""

    path: str
    text: str
    command: str
    options: dict[str, Any] = field(default_factory=dict)


def scenario_files(paths: Iterable[str]) -> list[str]:
    """The scenario files named: files as given, and every .yaml/.yml/.json file under a folder (sorted)."""
    found: list[str] = []
    for given in paths:
        if os.path.isdir(given):
            found += sorted(str(p) for p in Path(given).rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES)
        else:
            found.append(given)
    return list(dict.fromkeys(found))


# how every line of ours begins (json.dumps of `record`: "file" is its first key)
LINE_START = b'{"file": '


def _our_line(line: bytes) -> str | None:
    """The file a results line is about, or None when the line is not one `batch` writes."""
    try:
        read = json.loads(line)
    except ValueError:
        return None
    if isinstance(read, dict) and isinstance(read.get("file"), str) and read.get("status") in STATUS.values():
        return read["file"]
    return None


class Results:
    """The results file of a sweep, opened once (created when missing) and only appended to.

    Opening it reads the files already answered and cuts off a last line cut short (truncating at
    the last newline: the lines before it are never written again). ScenarioError (exit status 2)
    when it cannot be opened for appending, is not a regular file, or holds a line that `batch`
    does not write (a user's notes: left as they are)."""

    def __init__(self, out: Path) -> None:
        name = str(out)
        flags = os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_NONBLOCK | os.O_CLOEXEC
        try:
            self.fd = os.open(out, flags, 0o666)
        except IsADirectoryError:
            raise ScenarioError(name, "--out", "is a folder: name the results file to write") from None
        except FileNotFoundError:
            raise ScenarioError(name, "--out", "its folder does not exist") from None
        except OSError as exc:
            raise ScenarioError(name, "--out", f"cannot open the results file: {exc.strerror or exc}") from None
        try:
            self.done = self._read(name)
        except BaseException:
            os.close(self.fd)
            raise

    def _read(self, name: str) -> set[str]:
        if not stat.S_ISREG(os.fstat(self.fd).st_mode):
            raise ScenarioError(name, "--out", "not a regular file (a FIFO, a device, ...): batch appends to a file")
        chunks = []
        while chunk := os.read(self.fd, 1 << 20):
            chunks.append(chunk)
        data = b"".join(chunks)
        complete = data[: data.rfind(b"\n") + 1]
        done = set()
        for number, line in enumerate(complete.splitlines(), start=1):
            file = _our_line(line)
            if file is None:
                raise ScenarioError(name, "--out", f"line {number} is not a line of mtgsolve batch: not a results "
                                    "file (left as it is; name another --out)")
            done.add(file)
        tail = data[len(complete):]
        if tail:
            if not (tail.startswith(LINE_START) or LINE_START.startswith(tail)):
                raise ScenarioError(name, "--out", "its last line is not a line of mtgsolve batch: not a results file "
                                    "(left as it is; name another --out)")
            os.ftruncate(self.fd, len(complete))  # the cut line only: its scenario is asked again
        return done

    def append(self, line: dict[str, Any]) -> None:
        """Append one line (one write call; the file is opened for appending only)."""
        data = (json.dumps(line, ensure_ascii=False) + "\n").encode("utf-8")
        while data:
            data = data[os.write(self.fd, data):]

    def close(self) -> None:
        """Close the file."""
        os.close(self.fd)


def record(path: str, status: int, result: Any = None, error: str | None = None) -> dict[str, Any]:
    """The JSON line of one scenario."""
    line: dict[str, Any] = {"file": path, "status": STATUS.get(status, "error"), "exit_status": status}
    if status == 0:
        line["result"] = result
    else:
        line["error"] = error
    return line


_engines: dict[tuple[float, int, float, bool], Any] = {}
# how many `layers` scenarios a worker answers together at most (Engine.layers_many: their runs grounded
# many to a clingo Control, pysolver.solving.boards.MAX_BOARDS_PER_RUN of them at most)
GROUP = 128


def _engine(options: dict[str, Any], in_worker: bool, warm: bool = True) -> tuple[Any, dict[str, Any]]:
    """This process's engine for the options' limits (made on first use), and the other options.
    `in_worker`: this process is a worker of pysolver.solving.workers, which a limit stops: the engine
    answers here; else (a Dask worker) the engine answers in worker processes of its own
    (pysolver.solving.pool), so that a limit stops its scenario's run for good there too. `warm`: the
    engine is made warm (Engine.warm) for a question of one scenario; a group of `layers` scenarios
    grounded together needs none of it (about 0.1 s of a worker's start)."""
    from pysolver.engine import Engine

    options = dict(options)
    limits = (options.pop("timeout", 60.0), options.pop("max_atoms", 5_000_000), options.pop("max_memory_mb", 2048.0))
    engine = _engines.get((*limits, in_worker))
    if engine is None:
        engine = _engines[(*limits, in_worker)] = Engine(*limits, isolated=False if in_worker else None, warm=False)
    if warm:
        engine.warm()
    return engine, options


def _failure(path: str, exc: Exception) -> dict[str, Any]:
    """The line of a scenario whose question failed."""
    if isinstance(exc, MtgSolveError):
        return record(path, exc.exit_status, error=f"mtgsolve: {' '.join(str(exc).split())}")
    return record(path, 1, error=f"mtgsolve: internal error: {type(exc).__name__}: {exc}")


def answer(job: Job, in_worker: bool = False) -> dict[str, Any]:
    """The line of one job, from this process's warm engine for the job's limits (`in_worker`: as _engine)."""
    from pysolver.scenario.files import ScenarioText

    engine, options = _engine(job.options, in_worker)
    try:  # (the question's limits count reading and checking the scenario too)
        result = engine.ask(job.command, ScenarioText(job.text, job.path), **options)
        return record(job.path, 0, result.to_json())
    except Exception as exc:  # noqa: BLE001 -- an internal error too: recorded for its scenario, the sweep goes on
        return _failure(job.path, exc)


def answer_group(jobs: list[Job], in_worker: bool = False) -> list[dict[str, Any]] | str:
    """The lines of jobs of one command and options: `layers` scenarios answered together
    (Engine.layers_many, the same answers), any other question one by one. In a worker of
    pysolver.solving.workers (`in_worker`), a group that reaches a limit together is answered
    workers.SPLIT: to be asked one scenario at a time in fresh worker processes; elsewhere (Dask), the
    engine's worker processes do the same (Engine.layers_many): every limit is a scenario's own."""
    if len(jobs) < 2 or jobs[0].command != "layers":
        return [answer(job, in_worker) for job in jobs]
    engine, _options = _engine(jobs[0].options, in_worker, warm=False)
    scenarios: dict[int, Any] = {}
    lines: dict[int, dict[str, Any]] = {}
    for i, job in enumerate(jobs):
        try:
            scenarios[i] = engine.scenario_from_text(job.text, job.path)
        except Exception as exc:  # noqa: BLE001 -- recorded for its scenario (as in answer), the sweep goes on
            lines[i] = _failure(job.path, exc)
    try:
        results = engine.layers_many(list(scenarios.values()), alone_after_limit=not in_worker)
    except SolverLimitError:
        return SPLIT
    except Exception:  # noqa: BLE001 -- an internal error of one of them: each alone, for its own line
        return [answer(job, in_worker) for job in jobs]
    for i, result in zip(scenarios, results, strict=True):
        lines[i] = _failure(jobs[i].path, result) if isinstance(result, Exception) else record(
            jobs[i].path, 0, result.to_json())
    return [lines[i] for i in range(len(jobs))]


def groups(jobs: list[Job], workers: int) -> list[list[Job]]:
    """The jobs in groups of at most GROUP (`layers`; one each for the other questions): as few groups as
    can be, but at least one per worker when there are jobs enough and as many for each worker, of
    sizes as even as can be (a worker does not wait on another's larger group at the end)."""
    if not jobs:
        return []
    if jobs[0].command != "layers":
        return [[job] for job in jobs]
    workers = max(workers, 1)
    count = -(-len(jobs) // GROUP)
    count = min(len(jobs), -(-count // workers) * workers)
    return [jobs[len(jobs) * i // count:len(jobs) * (i + 1) // count] for i in range(count)]


def jobs_for(files: list[str], command: str, options: dict[str, Any]) -> tuple[list[Job], list[dict[str, Any]]]:
    """The jobs of the files, and the lines of files that cannot be read (recorded without a worker)."""
    from pysolver.scenario.files import read_text

    jobs, unreadable = [], []
    for path in files:
        try:
            jobs.append(Job(path, read_text(path), command, options))
        except ScenarioError as exc:
            unreadable.append(record(path, exc.exit_status, error=f"mtgsolve: {' '.join(str(exc).split())}"))
    return jobs, unreadable


def answer_isolated(jobs: list[Job]) -> list[dict[str, Any]] | str:
    """answer_group in a worker process of pysolver.solving.workers (a group's limit: SPLIT)."""
    return answer_group(jobs, in_worker=True)


def _stopped(options: dict[str, Any]) -> Callable[[Job, str, float], dict[str, Any]]:
    """The line of a job whose worker process was stopped from outside (pysolver.solving.workers)."""
    timeout, memory = options.get("timeout", 60.0), options.get("max_memory_mb", 2048.0)

    def line(job: Job, limit: str, value: float) -> dict[str, Any]:
        if limit == "memory":
            return record(job.path, 3, error=f"mtgsolve: {job.path}: memory use reached {value:.0f} MB, over the "
                                             f"limit of {memory:g} MB; raise it with --max-memory MB")
        if limit == "time":
            return record(job.path, 3, error=f"mtgsolve: {job.path}: time limit of {timeout:g} s reached (its worker "
                                             "was stopped); raise it with --timeout SECONDS")
        return record(job.path, 1, error=f"mtgsolve: internal error: the worker process answering {job.path} "
                                         f"ended (signal {value:g})")
    return line


def local_map(jobs: list[Job], workers: int) -> Iterator[dict[str, Any]]:
    """Answer the jobs in `workers` worker processes (pysolver.solving.workers: a worker that reaches a limit is
    replaced, one past a limit is stopped, and every limit is a scenario's own), in the order they
    finish."""
    from pysolver.solving.workers import answer_in_workers

    if not jobs:
        return
    options = jobs[0].options
    yield from answer_in_workers(groups(jobs, workers), workers, answer_isolated, _stopped(options),
                                 options.get("timeout", 60.0), options.get("max_memory_mb", 2048.0))


def dask_map(jobs: list[Job], workers: int, scheduler: str | None) -> Iterator[dict[str, Any]]:
    """Answer the jobs on a Dask cluster: the scheduler at `scheduler`, else a local cluster of
    `workers` processes with one thread each. Each worker process keeps its warm engines."""
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise ScenarioError("batch", "--dask", "Dask is not installed: pip install \"mtgsolve[dask]\"") from None
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(n_workers=max(workers, 1), threads_per_worker=1, processes=True,
                               dashboard_address=None)
    try:
        with Client(scheduler or cluster) as client:
            futures = client.map(answer_group, groups(jobs, workers), pure=False)
            for future in as_completed(futures):
                yield from future.result()
    finally:
        if cluster is not None:
            cluster.close()


def run_batch(paths: list[str], command: str, out: Path, options: dict[str, Any], workers: int = 1,
              dask: bool = False, scheduler: str | None = None, progress: bool = True) -> dict[str, int]:
    """Answer every scenario not yet in `out`, appending one line each; return the count per status
    (and `skipped`: those already answered)."""
    results = Results(out)
    try:
        return _sweep(paths, command, results, options, workers, dask, scheduler, progress)
    finally:
        results.close()


def _sweep(paths: list[str], command: str, results: Results, options: dict[str, Any], workers: int, dask: bool,
           scheduler: str | None, progress: bool) -> dict[str, int]:
    files = scenario_files(paths)
    todo = [f for f in files if f not in results.done]
    counts = {"skipped": len(files) - len(todo), "ok": 0, "error": 0, "limit": 0}
    jobs, unreadable = jobs_for(todo, command, options)
    mapper: Callable[[], Iterator[dict[str, Any]]] = (
        (lambda: dask_map(jobs, workers, scheduler)) if dask or scheduler else (lambda: local_map(jobs, workers)))
    from tqdm import tqdm

    with tqdm(total=len(todo), disable=not progress, unit="scenario", file=sys.stderr) as bar:
        def write(line: dict[str, Any]) -> None:
            results.append(line)
            counts[line["status"]] += 1
            bar.update(1)

        for line in unreadable:
            write(line)
        if jobs:
            for line in mapper():
                write(line)
    return counts
