"""`mtgsolve batch`: one question over many scenario files, in worker processes each holding a warm
engine (pysolver.engine), or on a Dask cluster; one JSON line per scenario, resumable.

A line: {"file": PATH, "status": "ok"|"error"|"limit", "exit_status": 0|2|3, and "result" (the
command's JSON) or "error" (the one-line message the command line would have printed)}. A file
already in the output is not asked again; a line cut short by an interruption is dropped.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pysolver.errors import MtgSolveError, ScenarioError

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


def answered(out: Path) -> set[str]:
    """The files the output already holds. A last line cut short (an interrupted run) is cut off the
    file, so that the next line starts on a line of its own."""
    if not out.exists():
        return set()
    data = out.read_bytes()
    if data and not data.endswith(b"\n"):
        data = data[: data.rfind(b"\n") + 1]
        out.write_bytes(data)
    done = set()
    for line in data.decode("utf-8", "replace").splitlines():
        try:
            done.add(json.loads(line)["file"])
        except (ValueError, KeyError, TypeError):
            continue  # not a line of ours: kept, never read as an answer
    return done


def record(path: str, status: int, result: Any = None, error: str | None = None) -> dict[str, Any]:
    """The JSON line of one scenario."""
    line: dict[str, Any] = {"file": path, "status": STATUS.get(status, "error"), "exit_status": status}
    if status == 0:
        line["result"] = result
    else:
        line["error"] = error
    return line


_engines: dict[tuple[float, int, float], Any] = {}
# how many `layers` scenarios a worker answers together (Engine.layers_many: their runs grounded many
# to a clingo Control)
GROUP = 16


def _engine(options: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """This process's warm engine for the options' limits (made on first use), and the other options."""
    from pysolver.engine import Engine

    options = dict(options)
    limits = (options.pop("timeout", 60.0), options.pop("max_atoms", 5_000_000), options.pop("max_memory_mb", 2048.0))
    engine = _engines.get(limits)
    if engine is None:
        engine = _engines[limits] = Engine(*limits)
    return engine, options


def _failure(path: str, exc: Exception) -> dict[str, Any]:
    """The line of a scenario whose question failed."""
    if isinstance(exc, MtgSolveError):
        return record(path, exc.exit_status, error=f"mtgsolve: {' '.join(str(exc).split())}")
    return record(path, 1, error=f"mtgsolve: internal error: {type(exc).__name__}: {exc}")


def answer(job: Job) -> dict[str, Any]:
    """The line of one job, from this process's warm engine for the job's limits."""
    from pysolver.scenario import parse_text

    engine, options = _engine(job.options)
    try:
        scenario = engine.scenario(parse_text(job.text, job.path), job.path)
        result = engine.ask(job.command, scenario, **options)
        return record(job.path, 0, result.to_json())
    except Exception as exc:  # noqa: BLE001 -- an internal error too: recorded for its scenario, the sweep goes on
        return _failure(job.path, exc)


def answer_group(jobs: list[Job]) -> list[dict[str, Any]]:
    """The lines of jobs of one command and options: `layers` scenarios answered together
    (Engine.layers_many, the same answers), any other question one by one."""
    if len(jobs) < 2 or jobs[0].command != "layers":
        return [answer(job) for job in jobs]
    from pysolver.scenario import parse_text

    engine, _options = _engine(jobs[0].options)
    scenarios: dict[int, Any] = {}
    lines: dict[int, dict[str, Any]] = {}
    for i, job in enumerate(jobs):
        try:
            scenarios[i] = engine.scenario(parse_text(job.text, job.path), job.path)
        except MtgSolveError as exc:
            lines[i] = _failure(job.path, exc)
    try:
        results = engine.layers_many(list(scenarios.values()))
    except Exception:  # noqa: BLE001 -- an internal error of one of them: each alone, for its own line
        return [answer(job) for job in jobs]
    for i, result in zip(scenarios, results, strict=True):
        lines[i] = _failure(jobs[i].path, result) if isinstance(result, Exception) else record(
            jobs[i].path, 0, result.to_json())
    return [lines[i] for i in range(len(jobs))]


def groups(jobs: list[Job], workers: int) -> list[list[Job]]:
    """The jobs in groups of at most GROUP (`layers`; one each for the other questions), at least one
    group per worker when there are jobs enough."""
    if not jobs:
        return []
    size = 1 if jobs[0].command != "layers" else max(1, min(GROUP, -(-len(jobs) // max(workers, 1))))
    return [jobs[i:i + size] for i in range(0, len(jobs), size)]


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


def local_map(jobs: list[Job], workers: int) -> Iterator[dict[str, Any]]:
    """Answer the jobs in `workers` processes (in this one for 1), in the order they finish."""
    if workers <= 1:
        for group in groups(jobs, 1):
            yield from answer_group(group)
        return
    import multiprocessing

    # spawn: a worker starts clean whatever threads this process has (the progress bar's, clingo's)
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        for lines in pool.imap_unordered(answer_group, groups(jobs, workers), chunksize=1):
            yield from lines


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
    files = scenario_files(paths)
    done = answered(out)
    todo = [f for f in files if f not in done]
    counts = {"skipped": len(files) - len(todo), "ok": 0, "error": 0, "limit": 0}
    jobs, unreadable = jobs_for(todo, command, options)
    mapper: Callable[[], Iterator[dict[str, Any]]] = (
        (lambda: dask_map(jobs, workers, scheduler)) if dask or scheduler else (lambda: local_map(jobs, workers)))
    from tqdm import tqdm

    with open(out, "a", encoding="utf-8") as sink, tqdm(total=len(todo), disable=not progress, unit="scenario",
                                                        file=sys.stderr) as bar:
        def write(line: dict[str, Any]) -> None:
            sink.write(json.dumps(line, ensure_ascii=False) + "\n")
            sink.flush()
            counts[line["status"]] += 1
            bar.update(1)

        for line in unreadable:
            write(line)
        if jobs:
            for line in mapper():
                write(line)
    return counts
