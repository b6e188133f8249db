"""Throughput of `mtgsolve batch`: scenarios per second with 1 and 2 worker processes on generated
layer boards (3 to 12 permanents from the card library, 1 to 4 of them interacting statics).

    nice -n 10 python -m benchmarks.bench_batch [--scenarios 200] [--workers 1,2] [--repeat 3]

Each run starts from an empty result file and times the whole command (`python -m pysolver batch
DIR --command layers --workers N`): process start, the workers' warm-up and every answer. The
median of --repeat runs is shown (the machine may be shared).
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tabulate import tabulate

from benchmarks.bench_layers import board


def write_scenarios(folder: Path, count: int, seed: int = 13) -> None:
    """`count` random small boards as JSON files."""
    rnd = random.Random(seed)
    for i in range(count):
        permanents = rnd.randint(3, 12)
        scenario = board(permanents, rnd.randint(1, min(4, permanents)), seed=rnd.randrange(10**6))
        (folder / f"board{i:04d}.json").write_text(json.dumps(scenario))


def run(folder: Path, workers: int) -> tuple[float, float, dict[str, int]]:
    """Wall and CPU seconds of one whole batch run, and the count of lines per status."""
    out = folder.parent / f"out-{workers}.jsonl"
    out.unlink(missing_ok=True)
    start, cpu = time.perf_counter(), children_cpu()
    subprocess.run([sys.executable, "-m", "pysolver", "batch", str(folder), "--command", "layers", "--out", str(out),
                    "--workers", str(workers), "--no-progress"], check=True, capture_output=True)
    seconds, cpu = time.perf_counter() - start, children_cpu() - cpu
    statuses: dict[str, int] = {}
    for line in out.read_text().splitlines():
        status = json.loads(line)["status"]
        statuses[status] = statuses.get(status, 0) + 1
    return seconds, cpu, statuses


def children_cpu() -> float:
    """CPU seconds of the finished child processes (the batch and, reaped by it, its workers)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", type=int, default=200)
    parser.add_argument("--workers", default="1,2", help="comma-separated worker counts")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "boards"
        folder.mkdir()
        write_scenarios(folder, args.scenarios)
        for workers in (int(w) for w in args.workers.split(",")):
            runs = [run(folder, workers) for _ in range(args.repeat)]
            seconds = statistics.median(s for s, _, _ in runs)
            cpu = statistics.median(c for _, c, _ in runs)
            rows.append([workers, args.scenarios, f"{seconds:.1f}", f"{args.scenarios / seconds:.1f}",
                         f"{1000 * cpu / args.scenarios:.0f}",
                         ", ".join(f"{k} {v}" for k, v in sorted(runs[0][2].items()))])
    print(tabulate(rows, headers=["workers", "scenarios", "median wall s", "scenarios/s", "CPU ms per scenario",
                                  "statuses"], tablefmt="github", disable_numparse=True))
    print(f"\nmedian of {args.repeat} whole runs each")


if __name__ == "__main__":
    main()
