"""The layer engine's time per board, alone and many boards to one Control (solve.run_engines).

For each small classic board (those of bench_peers) and a board of 10 objects, N timestamp orders
of its entries (the list order, then seeded random orders: what `explore` and 613.7m run) are given
the engine, in this one process with the library loaded (warm):

- alone: each order in its own Control (run_engine), the median CPU time of one;
- together: all N in one Control (run_engines), the median CPU time of the whole run over N.

The ratio is alone / together. The answers are checked to be the same. Run it niced: the machine is
shared.

    nice -n 10 python -m benchmarks.bench_boards [--boards 8,32] [--repeat 5]
"""

from __future__ import annotations

import argparse
import functools
import random
from typing import Any

from benchmarks.bench_layers import board
from benchmarks.bench_peers import classic_boards, median_time
from pysolver.cards.index import board_library
from pysolver.cards.library import load_library
from pysolver.questions.explore.question import entry_ids
from pysolver.scenario import load_scenario
from pysolver.scenario.facts import scenario_facts
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine, run_engines
from pysolver.text import simple_table


def boards() -> dict[str, dict[str, Any]]:
    """The small classic boards and one of 10 permanents, 4 of them interacting statics."""
    found = {name: scenario for name, scenario in classic_boards().items() if "permanents" not in name}
    found["10 permanents, 4 statics"] = board(10, 4)
    return found


def orders(ids: list[str], count: int) -> list[dict[str, int]]:
    """The list order and count - 1 seeded random orders of the entries."""
    rng = random.Random(count)
    found = [{ident: rank for rank, ident in enumerate(ids, start=1)}]
    while len(found) < count:
        shuffled = ids[:]
        rng.shuffle(shuffled)
        found.append({ident: rank for rank, ident in enumerate(shuffled, start=1)})
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", default="8,32", help="how many boards to one Control, comma-separated")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.boards.split(",")]
    library = load_library()
    rows = []
    for name, data in boards().items():
        sc = load_scenario(data, f"{name}.yaml", library)
        for count in counts:
            facts = [scenario_facts(sc, order) for order in orders(entry_ids(sc), count)]
            files = board_library(facts[0])
            alone = [run_engine(f, Limits(), library=files) for f in facts]
            together = run_engines(facts, Limits(), library=files)
            same = all(sorted(map(str, a.out)) == sorted(map(str, t.out)) for a, t in zip(alone, together, strict=True))
            one = median_time(functools.partial(run_engine, facts[0], Limits(), library=files), args.repeat)
            each = median_time(functools.partial(run_engines, facts, Limits(), library=files), args.repeat) / count
            rows.append([name, len(sc.objects), count, f"{one * 1000:.1f}", f"{each * 1000:.1f}", f"{one / each:.1f}",
                         "yes" if same else "NO"])
    print(simple_table(["board", "objects", "boards", "alone ms", "together ms/board", "ratio", "same answers"],
                       [[str(cell) for cell in row] for row in rows]))


if __name__ == "__main__":
    main()
