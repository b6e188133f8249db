"""Scaling of `mtgsolve blocks` on N attackers x N blockers, end to end, against the brute-force judge.

The board: attackers with "All creatures able to block this creature do so." and with Lure, menace,
flying and none; blockers with reach, flying, one that can block an additional creature, and plain
ones (powers and colours varied). Every run is a fresh `python -m pysolver blocks FILE --json`
process (start-up, the layers and the combat program all counted). Three timings, medians of R runs:

- optimum: `--limit 1` (max_requirements and one legal declaration);
- first 100: `--limit 100` (the first 100 legal declarations, default limit);
- check: the scenario's own declaration checked (`combat.blockers` given, `--limit 1`).

The brute-force judge of pysolver/check/combat_brute.py (plain Python, every declaration tried) runs in process
on the sizes it finishes in seconds (N <= --brute-max, default 6: 6x6 takes it about 4 s, 7x7 two
minutes); `brute/engine` is its time over the engine's optimum time, both measured in this run.

    python -m benchmarks.bench_combat                   # 2..10, 15, 20
    python -m benchmarks.bench_combat --sizes 10 --repeat 7
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml
from tabulate import tabulate

from pysolver.check.combat_brute import Combat, Creature, legal_blocks, to_scenario

LURE_TEXT = "All creatures able to block this creature do so."


def board(n: int) -> Combat:
    """n attackers (alice's, attacking bob) and n blockers (bob's)."""
    colors = ["white", "blue", "black", "red", "green"]
    attackers = []
    for i in range(n):
        kind = i % 5
        abilities = {0: [LURE_TEXT], 2: ["menace"], 3: ["flying"]}.get(kind, [])
        attackers.append(Creature(f"a{i}", "alice", abilities=abilities, colors=[colors[i % 5]],
                                  power=1 + i % 3, lures=1 if kind == 1 else 0, attacks="bob"))
    blockers = []
    for j in range(n):
        abilities = {0: ["reach"], 1: ["flying"]}.get(j % 4, [])
        if j == 2:
            abilities = ["can block an additional creature each combat"]
        blockers.append(Creature(f"b{j}", "bob", abilities=abilities, colors=[colors[(j + 2) % 5]],
                                 power=1 + j % 3))
    return Combat(["alice", "bob"], attackers + blockers)


def run_cli(path: str, limit: int) -> tuple[float, dict[str, Any]]:
    """Wall time of one `blocks` process and its JSON answer."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pysolver", "blocks", path, "--json", "--limit", str(limit)],
                          capture_output=True, text=True, check=True)
    return time.perf_counter() - start, json.loads(done.stdout)


def measure(n: int, repeat: int, brute_max: int, folder: Path) -> dict[str, Any]:
    """The three timings of one size, and the brute force where it is small enough."""
    combat = board(n)
    plain = folder / f"blocks{n}.yaml"
    plain.write_text(yaml.safe_dump(to_scenario(combat, "blocks")))
    checked = to_scenario(combat, "blocks")
    checked["combat"]["blockers"] = {f"b{j}": ["a0"] for j in range(n)}
    check_path = folder / f"check{n}.yaml"
    check_path.write_text(yaml.safe_dump(checked))
    optimum = [run_cli(str(plain), 1) for _ in range(repeat)]
    first100 = [run_cli(str(plain), 100) for _ in range(repeat)]
    check = [run_cli(str(check_path), 1) for _ in range(repeat)]
    answer = first100[-1][1]
    row: dict[str, Any] = {"size": f"{n}x{n}", "max_requirements": answer["max_requirements"],
                           "legal (<=100)": len(answer["legal"]) if not answer["truncated"] else "100+",
                           "optimum s": statistics.median(t for t, _ in optimum),
                           "first 100 s": statistics.median(t for t, _ in first100),
                           "check s": statistics.median(t for t, _ in check), "brute s": None, "brute/engine": None}
    if n <= brute_max:
        start = time.perf_counter()
        top, legal = legal_blocks(combat)
        brute = time.perf_counter() - start
        assert top == answer["max_requirements"], (top, answer["max_requirements"])
        if not answer["truncated"]:
            assert len(legal) == len(answer["legal"])
        row["brute s"] = brute
        row["brute/engine"] = brute / row["optimum s"]
    return {key: "-" if value is None else f"{value:.3f}" if isinstance(value, float) else value
            for key, value in row.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="2,3,4,5,6,8,10,15,20", help="N of N x N, comma-separated")
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing (the median is shown)")
    parser.add_argument("--brute-max", type=int, default=6,
                        help="largest N the brute force runs on (7x7 takes it about two minutes)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        rows = [measure(int(n), args.repeat, args.brute_max, Path(tmp)) for n in args.sizes.split(",")]
    print(tabulate(rows, headers="keys", disable_numparse=True))


if __name__ == "__main__":
    main()
