"""Worker processes answering a warm Engine's limited questions (pysolver.engine), so that a limit
stops a question for good.

A grounding cannot be interrupted inside a process: a run cut off by a limit goes on in its thread
until its next ground call, holding its memory, and an interpreter that exits meanwhile may crash.
So a question with a time or memory limit is answered in a worker process with a warm engine of its
own:

- a worker is reused while healthy (holding at most half of the question's memory limit); one
  whose question reaches a limit leaves (`os._exit`: its threads, and whatever a cut-off run holds,
  go with it), and a new one is started at once, warming while the caller goes on;
- the caller watches the worker's resident memory (Linux: /proc/PID/status) and its time, and kills
  it past the memory limit or GRACE_SECONDS past the time limit (the worker's own limits stop it
  first, in the usual way);
- a worker is a fresh interpreter (`python -c`, never the caller's main module: a script without
  `if __name__ == "__main__"` is not run again), talking over a socket pair; it ignores Ctrl-C (the
  caller answers it) and leaves when the caller's end closes (the caller exits, or `close()`).
"""

from __future__ import annotations

import os
import pickle
import signal
import socket
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from pysolver.errors import SolverLimitError
from pysolver.solving.workers import GRACE_SECONDS, POLL_SECONDS, resident_mb

# whether questions can be sent to worker processes here (a socket pair handed to a child by its
# descriptor: POSIX)
AVAILABLE = os.name == "posix"
# what a worker runs: its end of the socket pair is the descriptor argv[1]; the folder holding the
# package comes first on its path (argv[2]), as in the caller
_PROGRAM = ("import sys; sys.path.insert(0, sys.argv[2]); "
            "from pysolver.solving.pool import serve; serve(int(sys.argv[1]))")
_PACKAGE_FOLDER = str(Path(__file__).resolve().parent.parent.parent)
# a worker holding more than this share of a question's memory limit after answering it is replaced
HEALTHY_SHARE = 0.5


def _symbol_made(symbol: Any) -> tuple[Any, tuple[Any, ...]]:
    """A clingo symbol as the call that makes it again in another process (clingo's own pickling
    writes its address in this one, which means nothing there)."""
    import clingo

    kind = symbol.type
    if kind == clingo.SymbolType.Function:
        return clingo.Function, (symbol.name, symbol.arguments, symbol.positive)
    if kind == clingo.SymbolType.Number:
        return clingo.Number, (symbol.number,)
    if kind == clingo.SymbolType.String:
        return clingo.String, (symbol.string,)
    return clingo.parse_term, (str(symbol),)


def _pickle_symbols() -> None:
    """Send clingo symbols between processes as the calls that make them (the caller and a worker)."""
    import copyreg

    import clingo

    copyreg.pickle(clingo.Symbol, _symbol_made)


def serve(fd: int) -> None:
    """A worker's loop (the program of _PROGRAM): make the engine sent first (a callable making a warm,
    unlimited, in-process Engine), then answer each (method, args, options, limits) sent with
    `method(*args, **options)` of the engine with those limits (timeout, max_atoms,
    max_memory_mb); leave after a question that reached a limit, or when the caller has gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _pickle_symbols()
    connection = Connection(fd)
    try:
        engine = connection.recv()()
        while True:
            method, args, options, limits = connection.recv()
            _answer(connection, engine, method, args, options, limits)
    except (EOFError, OSError):  # the caller has gone (it exited, or closed its end)
        return


def _answer(connection: Connection, engine: Any, method: str, args: tuple[Any, ...], options: dict[str, Any],
            limits: tuple[float | None, int, float | None]) -> None:
    """Answer one question (serve); leave after it when it reached a limit."""
    timeout, max_atoms, max_memory_mb = limits
    try:
        answer = getattr(engine.with_limits(timeout=timeout, max_atoms=max_atoms, max_memory_mb=max_memory_mb),
                         method)(*args, **options)
    except SolverLimitError as exc:
        _send(connection, ("error", exc))
        os._exit(0)
    except Exception as exc:  # noqa: BLE001 -- bad input, or an internal error: the caller's to raise
        _send(connection, ("error", exc))
        return
    _send(connection, ("answer", answer))
    if isinstance(answer, list) and any(isinstance(item, SolverLimitError) for item in answer):
        os._exit(0)  # (layers_many: a scenario asked alone reached a limit here)


def _send(connection: Connection, message: tuple[str, Any]) -> None:
    """Send an answer, or the error of one that cannot be sent (an exception that does not pickle); a
    caller that has gone: leave (os._exit, as after a limit: a cut-off run may still be going)."""
    try:
        try:
            connection.send(message)
        except (pickle.PicklingError, TypeError, AttributeError) as exc:
            connection.send(("error", RuntimeError(f"internal error: an answer could not be sent back: {exc}")))
    except OSError:
        os._exit(0)


class _Worker:
    """One worker process and the caller's end of its socket pair."""

    def __init__(self, make_engine: Callable[[], Any]) -> None:
        ours, theirs = socket.socketpair()
        try:
            self.process = subprocess.Popen([sys.executable, "-c", _PROGRAM, str(theirs.fileno()), _PACKAGE_FOLDER],
                                            pass_fds=(theirs.fileno(),), stdin=subprocess.DEVNULL)
        finally:
            theirs.close()
        self.connection = Connection(ours.detach())
        self.connection.send(make_engine)

    def kill(self) -> None:
        """Stop the process (whatever it is doing) and close its socket."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.connection.close()


class QuestionWorkers:
    """The worker processes of an Engine (see the module's text): each question takes an idle worker,
    or starts one; safe to call from many threads. No process starts before the first question."""

    def __init__(self, make_engine: Callable[[], Any]) -> None:
        self.make_engine = make_engine  # (sent to each worker by pickle: a class or a module's function)
        self.idle: list[_Worker] = []
        self.lock = threading.Lock()
        _pickle_symbols()
        # the idle workers are stopped with this object, or as the interpreter exits
        weakref.finalize(self, _kill_all, self.idle)

    def ask(self, method: str, args: tuple[Any, ...], options: dict[str, Any],
            limits: tuple[float | None, int, float | None], label: str = "<scenario>") -> Any:
        """The answer of `method(*args, **options)` of a worker's engine with these limits (its
        exception raised here); `limits` are (timeout, max_atoms, max_memory_mb), None for no limit;
        `label` names the scenario in a limit's message."""
        timeout, _atoms, max_memory_mb = limits
        with self.lock:
            worker = self.idle.pop() if self.idle else None
        if worker is not None and worker.process.poll() is not None:  # (it died idle: killed from outside)
            worker.kill()
            worker = None
        worker = worker or _Worker(self.make_engine)
        deadline = None if timeout is None else time.monotonic() + timeout + GRACE_SECONDS
        try:
            worker.connection.send((method, args, options, limits))
            while not worker.connection.poll(POLL_SECONDS):
                memory = resident_mb(worker.process.pid)
                if max_memory_mb is not None and memory is not None and memory > max_memory_mb:
                    raise SolverLimitError(f"{label}: memory use reached {memory:.0f} MB, over the limit of "
                                           f"{max_memory_mb:g} MB; raise it with --max-memory MB")
                if deadline is not None and time.monotonic() > deadline:
                    raise SolverLimitError(f"{label}: time limit of {timeout:g} s reached; raise it with "
                                           "--timeout SECONDS")
                if worker.process.poll() is not None:
                    raise RuntimeError(f"internal error: the worker process answering {method} ended "
                                       f"(exit status {worker.process.returncode})")
            kind, value = worker.connection.recv()
        except SolverLimitError:
            self._replace(worker)
            raise
        except BaseException:
            worker.kill()
            raise
        limited = kind == "error" and isinstance(value, SolverLimitError) or (
            isinstance(value, list) and any(isinstance(item, SolverLimitError) for item in value))
        if limited or not _healthy(worker, max_memory_mb):
            self._replace(worker)  # (after a limit, it leaves on its own)
        else:
            with self.lock:
                self.idle.append(worker)
        if kind == "error":
            raise value
        return value

    def _replace(self, worker: _Worker) -> None:
        """Kill a worker that reached a limit (or is no longer healthy) and start its successor, which
        warms while the caller goes on (the next question need not wait for a whole start)."""
        worker.kill()
        successor = _Worker(self.make_engine)
        with self.lock:
            self.idle.append(successor)

    def close(self) -> None:
        """Stop every idle worker."""
        with self.lock:
            idle = list(self.idle)
            self.idle.clear()
        _kill_all(idle)


def _healthy(worker: _Worker, max_memory_mb: float | None) -> bool:
    """Whether a worker that answered may answer again: it holds at most HEALTHY_SHARE of the memory
    limit (memory a large question took is not always given back, and the next question's limit
    would count it)."""
    if max_memory_mb is None:
        return True
    memory = resident_mb(worker.process.pid)
    return memory is None or memory <= HEALTHY_SHARE * max_memory_mb


def _kill_all(workers: list[_Worker]) -> None:
    for worker in workers:
        worker.kill()
