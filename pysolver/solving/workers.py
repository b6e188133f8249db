"""Worker processes for `mtgsolve batch`, each with a warm engine, that a limit can stop for good
(pysolver.solving.pool has those of a warm Engine's limited questions).

A grounding cannot be interrupted inside a process: a run cut off by a limit goes on in its thread
until its next ground call, holding its memory. So each worker is a process of its own (spawned:
it starts clean), serving one group of jobs at a time over a pipe, and

- it leaves after any scenario of its group reaches a limit (a new worker serves the next group),
  and a group of `layers` scenarios that reaches one together is handed back to be asked again one
  scenario at a time, each in a fresh worker: every limit is a scenario's own;
- this process watches each busy worker's resident memory (Linux: /proc/PID/status) and its time,
  and kills a worker past `--max-memory` or well past `--timeout` (the worker's own limits first
  stop it in the usual way); the scenario's line says which limit it reached;
- the workers ignore Ctrl-C: this process answers it, and kills them.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection, wait
from typing import Any

# how often the memory of busy workers is read
POLL_SECONDS = 0.05
# the time a worker has beyond --timeout for each scenario of its group (starting, warming its engine,
# reading and writing), before it is stopped from outside
GRACE_SECONDS = 15.0
# what a worker sends back for a group that reached a limit together: ask each scenario alone
SPLIT = "split"

Lines = list[dict[str, Any]]


def resident_mb(pid: int) -> float | None:
    """The resident memory of a process in MB (Linux), or None where it cannot be read."""
    try:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        return None
    return None


def _serve(connection: Connection, answer: Callable[[list[Any]], Lines | str]) -> None:
    """A worker's loop: answer each group sent, send its lines back; leave after a limit."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            group = connection.recv()
        except EOFError:
            return
        lines = answer(group)
        connection.send(lines)
        if lines == SPLIT or any(line["exit_status"] == 3 for line in lines):
            connection.close()
            os._exit(0)  # (its threads, and whatever a cut-off run still holds, go with it)


class _Worker:
    """One worker process and the group it is answering."""

    def __init__(self, context: Any, answer: Callable[[list[Any]], Lines | str]) -> None:
        self.connection, theirs = context.Pipe()
        # Ctrl-C reaches the whole process group: ignored from the worker's very start
        interrupt = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            self.process = context.Process(target=_serve, args=(theirs, answer), daemon=True)
            self.process.start()
        finally:
            signal.signal(signal.SIGINT, interrupt)
        theirs.close()
        self.group: list[Any] | None = None
        self.deadline = 0.0

    def give(self, group: list[Any], seconds: float) -> None:
        self.group = group
        self.deadline = time.monotonic() + seconds
        self.connection.send(group)

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.connection.close()


def answer_in_workers(groups: list[list[Any]], workers: int, answer: Callable[[list[Any]], Lines | str],
                      stopped: Callable[[Any, str, float], dict[str, Any]], timeout: float,
                      max_memory_mb: float) -> Iterator[dict[str, Any]]:
    """The lines of every group, answered by `answer` in at most `workers` worker processes, in the order
    they finish. `stopped(job, limit, value)` is the line of a job whose worker was stopped alone from
    outside ("memory": its memory in MB; "time": the seconds it took; "crash": the signal)."""
    context = multiprocessing.get_context("spawn")
    queue = list(groups)
    idle: list[_Worker] = []
    busy: list[_Worker] = []
    try:
        while queue or busy:
            while queue and len(busy) < workers:
                worker = idle.pop() if idle else _Worker(context, answer)
                group = queue.pop(0)
                worker.give(group, len(group) * (timeout + GRACE_SECONDS))
                busy.append(worker)
            ready = wait([w.connection for w in busy], POLL_SECONDS)
            for worker in list(busy):
                lines: Lines | str | None = None
                if worker.connection in ready:
                    try:
                        lines = worker.connection.recv()
                    except (EOFError, OSError):
                        lines = None
                    if lines is None:  # the worker died answering (a crash)
                        worker.kill()
                        busy.remove(worker)
                        code = worker.process.exitcode or 0
                        yield from _again_or(worker.group or [], queue, lambda job, c=code: stopped(job, "crash", -c))
                        continue
                else:
                    memory = resident_mb(worker.process.pid or 0)
                    over_time = time.monotonic() > worker.deadline
                    if not over_time and (memory is None or memory <= max_memory_mb):
                        continue
                    worker.kill()
                    busy.remove(worker)
                    limit, value = ("time", timeout) if over_time else ("memory", memory or 0.0)
                    yield from _again_or(worker.group or [], queue, lambda job, k=limit, v=value: stopped(job, k, v))
                    continue
                busy.remove(worker)
                if lines == SPLIT:
                    queue[:0] = [[job] for job in worker.group or []]
                    worker.kill()
                    continue
                assert isinstance(lines, list)
                yield from lines
                if any(line["exit_status"] == 3 for line in lines):
                    worker.kill()  # (it leaves on its own; a new one serves the next group)
                else:
                    idle.append(worker)
    finally:
        for worker in idle + busy:
            worker.kill()


def _again_or(group: list[Any], queue: list[list[Any]], line: Callable[[Any], dict[str, Any]]) -> Lines:
    """A group whose worker was stopped: each of its jobs asked again alone (first in the queue), or
    the line of a job that was alone."""
    if len(group) > 1:
        queue[:0] = [[job] for job in group]
        return []
    return [line(job) for job in group]
