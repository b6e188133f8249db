"""The limits of a question (time, ground atoms, memory: exit status 3 when one is reached) and the
worker that holds them: a run (its groundings and searches) is made on a long-lived worker thread
while the calling thread watches the clock and the process's peak memory (grounding cannot be
interrupted; a search stops itself at a limit, wait_within)."""

from __future__ import annotations

import math
import os
import queue
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import clingo

from pysolver.errors import SolverLimitError

try:  # the peak memory of the process (not on Windows: there the memory limit is not watched)
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]

# how often a long grounding step looks at the memory it has taken
MEMORY_POLL_SECONDS = 0.05
T = TypeVar("T")


@dataclass
class Limits:
    """Solver limits: wall-clock seconds, ground atoms and memory (exit status 3 when hit).

    The time limit counts from `start` (when the limits were made), so that it bounds the whole
    question however many engine runs it takes (one per order of equal timestamps). The memory limit
    is on the peak resident memory of the process since the limits were made (where the platform
    reports it: not on Windows; on Linux the peak is set back to the memory in use as the limits are
    made, so that one question's peak is never charged to the next).
    """

    timeout: float = 60.0
    max_atoms: int = 5_000_000
    max_memory_mb: float = 2048.0
    start: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        if self.max_memory_mb != math.inf:  # (no memory limit: the peak is never read)
            reset_peak_memory()

    def remaining(self) -> float:
        """Seconds left before the time limit."""
        return self.timeout - (time.monotonic() - self.start)


def reset_peak_memory() -> None:
    """Set the peak resident memory of this process back to the memory it uses now (Linux: writing 5
    to /proc/self/clear_refs resets VmHWM, which getrusage reports); elsewhere, nothing."""
    try:
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
    except OSError:
        pass


def _over_memory(max_memory_mb: float) -> float | None:
    """The peak resident memory in MB when it is over `max_memory_mb`, else None (without a memory limit
    it is not read: reading it costs some 0.1 ms at each job and search, a few percent of a small question)."""
    if max_memory_mb == math.inf:
        return None
    peak = peak_memory_mb()
    return peak if peak is not None and peak > max_memory_mb else None


def peak_memory_mb() -> float | None:
    """The peak resident memory of this process in MB, or None where the platform does not say: on
    Linux its VmHWM (getrusage's ru_maxrss keeps the peak of the process that started this one, when
    it was larger: a process started from a large one would be charged with its memory)."""
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        pass
    if resource is None:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10  # bytes on macOS, KB elsewhere


class MemoryLimitReached(Exception):
    """Grounding went over the memory limit (run_engine turns it into a SolverLimitError)."""

    def __init__(self, peak_mb: float) -> None:
        super().__init__(f"{peak_mb:.0f} MB")
        self.peak_mb = peak_mb


class _Job:
    """A call handed to a worker thread: done is set when it has returned or failed. `abandoned`: its
    caller has given up on it (a limit), and a run on the worker stops at its next ground call or
    search. `searching`: the run is in a search, which watches the limits itself (wait_within)."""

    def __init__(self, call: Callable[[], object]) -> None:
        self.call = call
        self.done = threading.Event()
        self.abandoned = False
        self.searching = False
        self.value: object = None
        self.failure: BaseException | None = None

    def run(self) -> None:
        _running.job = self
        try:
            self.value = self.call()
        except BaseException as exc:  # handed to the caller's thread
            self.failure = exc
        finally:
            _running.job = None
            self.done.set()


class _Abandoned(Exception):
    """Ends a run on a worker whose caller has gone (its answer is never read)."""


class _GroundWorker:
    """A long-lived daemon thread that runs one job at a time (clingo releases the GIL while it
    grounds), so that the grounding of a question does not start a thread per call. One per calling
    thread and process (a forked child has not inherited the thread: _worker makes it a new one)."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        threading.Thread(target=self._serve, name="clingo-ground", daemon=True).start()

    def _serve(self) -> None:
        while (job := self.jobs.get()) is not None:
            job.run()

    def retire(self) -> None:
        """Stop after the job it is running (one left behind by a limit): it ends on its own."""
        self.jobs.put(None)


class _Owner:
    """A calling thread's hold on its worker, kept in the thread's locals: when the thread ends (an
    explore's pool thread) or lets its worker go (_abandon), the worker retires."""

    def __init__(self, worker: _GroundWorker) -> None:
        self.worker = worker

    def __del__(self) -> None:
        self.worker.retire()


_workers = threading.local()
# on a worker thread: the job it runs (ground_within grounds there directly)
_running = threading.local()


def _worker() -> _GroundWorker:
    """The grounding worker of the calling thread in this process."""
    owner: _Owner | None = getattr(_workers, "owner", None)
    if owner is None or owner.worker.pid != os.getpid():
        owner = _workers.owner = _Owner(_GroundWorker())
    return owner.worker


def _run_in_time(call: Callable[[], T], seconds: float, max_memory_mb: float) -> tuple[bool, T | None]:
    """Run `call` on the worker thread and wait at most `seconds`, watching the process's peak memory
    meanwhile (MemoryLimitReached above `max_memory_mb`). Returns (True, its value), or (False, None)
    when the time ran out; its exception is raised here.

    A grounding cannot be interrupted: when the time runs out (or the memory limit is hit), the job is
    left to its worker, which stops at its next ground call or search (_Abandoned) and retires; a new
    worker serves later calls, and the job's Control is never used again. A search can be: when the
    time runs out during one, the job is waited for, and its search ends it with its own message
    (wait_within)."""
    if seconds <= 0:
        return False, None
    deadline = time.monotonic() + seconds
    worker = _worker()
    job = _Job(call)
    worker.jobs.put(job)
    try:
        while True:
            left = MEMORY_POLL_SECONDS if job.searching else deadline - time.monotonic()
            job.done.wait(max(min(left, MEMORY_POLL_SECONDS), 0.0))
            peak = _over_memory(max_memory_mb)
            if peak is not None:
                raise MemoryLimitReached(peak)
            if job.done.is_set() or (time.monotonic() >= deadline and not job.searching):
                break
    except BaseException:  # the memory limit, or an interruption (Ctrl-C) while waiting
        _abandon(job)
        raise
    if not job.done.is_set():
        _abandon(job)
        return False, None
    if job.failure is not None:
        raise job.failure
    return True, job.value  # type: ignore[return-value]


def _abandon(job: _Job) -> None:
    """Leave a job still running to its worker, which retires after it (a new one serves this thread)."""
    if not job.done.is_set():
        job.abandoned = True
        _workers.owner = None


def _time_limit(label: str, limits: Limits) -> SolverLimitError:
    """The error of the time limit."""
    return SolverLimitError(f"{label}: time limit of {limits.timeout:g} s reached while grounding; "
                            "raise it with --timeout SECONDS")


def _memory_limit(label: str, limits: Limits, exc: MemoryLimitReached) -> SolverLimitError:
    """The error of the memory limit."""
    return SolverLimitError(f"{label}: memory use reached {exc.peak_mb:.0f} MB, over the limit of "
                            f"{limits.max_memory_mb:g} MB; raise it with --max-memory MB")


def wait_within(handle: clingo.SolveHandle, limits: Limits, label: str, searching: str) -> None:
    """Wait for a search started with async_=True (its next model, or its end) within the limits of
    the question, watching the process's peak memory as grounding does: past a limit the search is
    cancelled and SolverLimitError names the file (`label`), what was being searched and the option.
    Inside run_within, its caller leaves the time limit to the search (_Job.searching), and a search
    whose caller has gone is cancelled."""
    job: _Job | None = getattr(_running, "job", None)
    if job is not None:
        job.searching = True
    try:
        _wait(handle, limits, label, searching, job)
    finally:
        if job is not None:
            job.searching = False


def _wait(handle: clingo.SolveHandle, limits: Limits, label: str, searching: str, job: _Job | None) -> None:
    """wait_within's watch over the search of `handle` (`job`: the run it is part of, on a worker)."""
    while True:
        finished = handle.wait(max(min(limits.remaining(), MEMORY_POLL_SECONDS), 0.0))
        peak = _over_memory(limits.max_memory_mb)
        if peak is not None:
            handle.cancel()
            raise _memory_limit(label, limits, MemoryLimitReached(peak))
        if finished:
            return
        if job is not None and job.abandoned:
            handle.cancel()
            raise _Abandoned
        if limits.remaining() <= 0:
            handle.cancel()
            raise SolverLimitError(f"{label}: {searching} took longer than the time limit of {limits.timeout:g} s; "
                                   "raise it with --timeout SECONDS")


def run_within(call: Callable[[], T], limits: Limits, label: str) -> T:
    """The value of `call`, a run of many ground calls and searches, made on the worker thread within
    the limits of the question (SolverLimitError when one is reached). Its ground calls (ground_within)
    and searches (wait_within) are made on that thread directly: a run whose Controls are built on one
    thread and grounded on another took 10-15% more time (each thread allocates from a memory arena of
    its own)."""
    if getattr(_running, "job", None) is not None:  # already on a worker
        return call()
    try:
        in_time, value = _run_in_time(call, limits.remaining(), limits.max_memory_mb)
    except MemoryLimitReached as exc:
        raise _memory_limit(label, limits, exc) from None
    if not in_time:
        raise _time_limit(label, limits)
    return value  # type: ignore[return-value]


def ground_within(ctl: clingo.Control, parts: list[tuple[str, list[clingo.Symbol]]], limits: Limits, label: str,
                  context: object | None = None, atoms_before: int = 0) -> None:
    """Ground the parts within the limits of the question, or raise SolverLimitError (exit 3) naming
    the limit reached and how to raise it. `atoms_before`: atoms of earlier Controls of the same
    run, counted against --max-atoms too. Inside run_within, the parts are grounded on its thread
    (its caller watches the time and the memory)."""
    job: _Job | None = getattr(_running, "job", None)
    if job is not None:
        if job.abandoned:
            raise _Abandoned
        if limits.remaining() <= 0:
            raise _time_limit(label, limits)
        ctl.ground(parts, context=context)
    else:  # one call on the worker, within the limits
        run_within(lambda: ctl.ground(parts, context=context), limits, label)
    if atoms_before + len(ctl.symbolic_atoms) > limits.max_atoms:
        raise SolverLimitError(f"{label}: the ground program exceeded {limits.max_atoms} atoms; "
                               "raise it with --max-atoms N")
