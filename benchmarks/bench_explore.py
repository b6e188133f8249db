"""`mtgsolve explore` against the brute-force loop over every ordering of the timestamps.

Boards of N = 4..8 permanents, every one of them interacting with another through the order of
their timestamps (asp/explore.lp: same (sub)layer, one writes what the other reads or writes): the
first N of Humility, Opalescence, Blood Moon, Urborg, Enchanted Evening, Starfield of Nyx, Magus
of the Moon, Yavimaya. For each N, measured in this one run:

- explore: `explore()` in this process (the card library loaded once), median of R runs, wall
  clock and CPU time of the process (the engine runs use up to one thread per core), and the whole
  command line (`mtgsolve explore FILE --json` in a fresh process), once;
- brute force: the layer engine run on every ordering of the N timestamps (N!), the outcomes
  grouped. Up to --full N it is run on all of them; beyond, on a uniform sample of S orderings and
  the time per ordering (median) multiplied by N! (marked "est.").

The ratio is brute force / explore (in process). Run it niced: the machine is shared.

    nice -n 10 python -m benchmarks.bench_explore
    nice -n 10 python -m benchmarks.bench_explore --sizes 4,5,6 --repeat 3 --full 5 --sample 40
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tabulate import tabulate

from pysolver.cards.library import Library, load_library
from pysolver.questions.explore.question import explore
from pysolver.questions.layers.decode import decode
from pysolver.scenario import Scenario, load_scenario
from pysolver.scenario.facts import scenario_facts
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine

SOUP = ["Humility", "Opalescence", "Blood Moon", "Urborg, Tomb of Yawgmoth", "Enchanted Evening", "Starfield of Nyx",
        "Magus of the Moon", "Yavimaya, Cradle of Growth"]


def board(n: int) -> dict[str, Any]:
    """The first n cards of SOUP, alice's, timestamps in that order."""
    return {"players": ["alice", "bob"], "objects": [{"id": f"c{i}", "card": c} for i, c in enumerate(SOUP[:n])]}


def one_ordering(sc: Scenario, library: Library, order: tuple[str, ...]) -> str:
    """The characteristics (as JSON) the engine gives for one ordering."""
    rank = {ident: r for r, ident in enumerate(order, start=1)}
    outcome = decode(run_engine(scenario_facts(sc, rank), Limits(timeout=600)), sc, library, rank)
    return json.dumps(outcome.objects, sort_keys=True)


def brute_force(sc: Scenario, library: Library, full: bool, sample: int, seed: int) -> tuple[float, int | None]:
    """Seconds for the loop over every ordering (measured, or estimated from a sample), and the
    number of distinct outcomes when measured."""
    ids = [o.id for o in sc.objects]
    if full:
        start = time.perf_counter()
        outcomes = {one_ordering(sc, library, order) for order in itertools.permutations(ids)}
        return time.perf_counter() - start, len(outcomes)
    rng = random.Random(seed)
    times = []
    for _ in range(sample):
        order = list(ids)
        rng.shuffle(order)
        start = time.perf_counter()
        one_ordering(sc, library, tuple(order))
        times.append(time.perf_counter() - start)
    return statistics.median(times) * math.factorial(len(ids)), None


def command_line(data: dict[str, Any]) -> float:
    """Seconds for `mtgsolve explore FILE --json` in a fresh process."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "board.json"
        path.write_text(json.dumps(data))
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "pysolver", "explore", str(path), "--json", "--timeout", "3600"],
                       check=True, capture_output=True)
        return time.perf_counter() - start


def measure(n: int, library: Library, args: argparse.Namespace) -> list[Any]:
    """One row of the table."""
    data = board(n)
    sc = load_scenario(data, f"soup-{n}", library)
    times, cpu = [], []
    for _ in range(args.repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = explore(sc, library, Limits(timeout=3600), limit=args.limit)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    explore_s = statistics.median(times)
    cli_s = command_line(data)
    full = n <= args.full
    brute_s, brute_outcomes = brute_force(sc, library, full, args.sample, args.seed)
    if brute_outcomes is not None and not result.sampled:
        assert brute_outcomes == len(result.outcomes), "explore and brute force disagree"
    return [n, result.orderings, "yes" if result.sampled else "no", result.runs, len(result.outcomes),
            f"{explore_s:.2f}", f"{statistics.median(cpu):.2f}", f"{cli_s:.2f}",
            f"{brute_s:.1f}" + ("" if full else " est."),
            f"{brute_s / explore_s:.0f}x"]


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="4,5,6,7,8", help="numbers of interacting permanents")
    parser.add_argument("--repeat", type=int, default=1, help="runs of explore per size (median)")
    parser.add_argument("--full", type=int, default=5, help="brute force over every ordering up to this size")
    parser.add_argument("--sample", type=int, default=20, help="orderings timed beyond --full (estimate)")
    parser.add_argument("--limit", type=int, default=1000, help="explore --limit (classes before sampling)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    library = load_library()
    rows = [measure(int(n), library, args) for n in args.sizes.split(",")]
    print(tabulate(rows, headers=["N", "orderings", "sampled", "engine runs", "outcomes", "explore s",
                                  "explore CPU s", "CLI s", "brute force s", "brute/explore"], tablefmt="simple",
                   disable_numparse=True))


if __name__ == "__main__":
    main()
