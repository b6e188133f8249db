"""What a limited question costs on a warm Engine (issue 24), and what repeated limits leave behind.

A question with a time or memory limit is answered in a worker process (pysolver.solving.pool), one
without in this process. This measures, on one warm engine, the same small questions asked without
a limit and with `--timeout 60 --max-memory 2048` (the command line's), interleaved so that the
load of the machine falls on both alike: the median of R runs each, and the first limited question
(a worker's start). Then N questions stopped at a 1 s limit (200 objects whose effects depend on
one another): this process's threads and resident memory (now, not its peak) before and after, in
a worker (the default) and in this process (`isolated=False`).

    python -m benchmarks.bench_isolation
    python -m benchmarks.bench_isolation --repeat 21 --limits 5
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time
from pathlib import Path
from typing import Any

from tabulate import tabulate

from pysolver.engine import Engine
from pysolver.errors import ScenarioError, SolverLimitError

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SMALL = {"players": ["alice", "bob"], "objects": [{"id": "hum", "card": "Humility"},
                                                 {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]}
SOUP = ("Glorious Anthem", "Opalescence", "Humility", "Grizzly Bears", "Blood Moon", "Urborg, Tomb of Yawgmoth",
        "Mycosynth Lattice", "March of the Machines")
# (a player named twice: refused as it is read, before any grounding)
BAD = {"players": ["alice", "alice"], "objects": []}
HEAVY = {"players": ["alice", "bob"], "objects": [{"id": f"o{i}", "card": SOUP[i % len(SOUP)]} for i in range(200)]}


def resident_mb() -> float:
    """This process's resident memory now (Linux)."""
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS")) / 1024


def answer(engine: Engine, board: Any) -> Any:
    """The engine's layers answer, or its error."""
    try:
        return engine.layers(board)
    except ScenarioError as exc:
        return exc


def seconds(call: Any) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def cost(repeat: int) -> list[list[Any]]:
    """Per board: the median ms without a limit, with limits, and the difference."""
    engine = Engine()
    limited = engine.with_limits(timeout=60.0, max_memory_mb=2048.0)
    first = seconds(lambda: limited.layers(SMALL))
    rows: list[list[Any]] = [["the first limited question (a worker starts)", "", f"{first:.2f} s", ""]]
    for name, board in (("a bad board (refused at once)", BAD), ("2 objects", SMALL),
                        ("blood-moon-urborg", EXAMPLES / "blood-moon-urborg.yaml"),
                        ("layer-soup-6", EXAMPLES / "layer-soup-6.yaml")):
        free, held = [], []
        for _ in range(repeat + 1):  # (the first of each: not counted)
            free.append(seconds(lambda b=board: answer(engine, b)))
            held.append(seconds(lambda b=board: answer(limited, b)))
        free, held = free[1:], held[1:]
        a, b = statistics.median(free) * 1000, statistics.median(held) * 1000
        rows.append([name, f"{a:.1f} ms", f"{b:.1f} ms", f"{b - a:+.1f} ms"])
    engine.close()
    return rows


def leftovers(limits: int, isolated: bool | None) -> list[Any]:
    """Threads and resident memory before and after `limits` questions stopped at 1 s."""
    engine = Engine(timeout=1, isolated=isolated)
    engine.layers(SMALL)
    before = threading.active_count(), resident_mb()
    for _ in range(limits):
        try:
            engine.layers(HEAVY)
        except SolverLimitError:
            pass
    after = threading.active_count(), resident_mb()
    answered = bool(engine.layers(SMALL).outcomes)
    engine.close()
    return ["in a worker" if isolated is None else "in this process", f"{before[0]} / {before[1]:.0f} MB",
            f"{after[0]} / {after[1]:.0f} MB", answered]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--limits", type=int, default=5)
    args = parser.parse_args()
    print(tabulate(cost(args.repeat), headers=["layers of", "no limit", "limited", "difference"]))
    print()
    print(tabulate([leftovers(args.limits, None), leftovers(args.limits, False)],
                   headers=["answered", "threads / RSS before", f"after {args.limits} limits", "then answered"]))


if __name__ == "__main__":
    main()
