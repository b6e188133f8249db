"""Scaling of `mtgsolve layers` on large boards made from library cards.

Boards of N permanents of which S are interacting static abilities (type-changers, Opalescence /
Enchanted Evening / Mycosynth Lattice / March of the Machines style effects, land-type changers,
anthems), the rest creatures and lands they act on. Each board is run R times end to end (a fresh
`python -m pysolver layers FILE --json` process); the table gives the median wall time, the
engine's own time, peak memory, ground program size (atoms) and layer steps, and a plot of time
against size is written when matplotlib is installed (`pip install .[bench]`).

    python -m benchmarks.bench_layers                 # the default grid
    python -m benchmarks.bench_layers --sizes 20,200,500 --statics 30 --repeat 5
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml
from tabulate import tabulate

STATICS: list[dict[str, Any]] = [
    {"card": "Opalescence"}, {"card": "Enchanted Evening"}, {"card": "Mycosynth Lattice"},
    {"card": "March of the Machines"}, {"card": "Blood Moon"}, {"card": "Urborg, Tomb of Yawgmoth"},
    {"card": "Humility"}, {"card": "Glorious Anthem"}, {"card": "Yavimaya, Cradle of Growth"},
    {"card": "Life and Limb"}, {"card": "Honor of the Pure"}, {"card": "Kormus Bell"},
    {"card": "Prismatic Omen"}, {"card": "Crusade"}, {"card": "Tempered Steel"},
    {"card": "Conspiracy", "choices": {"creature_type": "elf"}}, {"card": "Magus of the Moon"},
    {"card": "Painter's Servant", "choices": {"color": "blue"}}, {"card": "Goblin War Drums"},
    {"card": "Starfield of Nyx"},
]
BODIES = ["Grizzly Bears", "Plains", "Forest", "Memnite", "Serra Angel", "Island", "Breeding Pool",
          "Hill Giant", "Swamp", "Ornithopter", "Steam Vents", "Llanowar Elves"]
OUT = Path(__file__).parent / "out"


def board(permanents: int, statics: int, seed: int = 7) -> dict[str, Any]:
    """A scenario of `permanents` objects, `statics` of them interacting static abilities."""
    rnd = random.Random(seed)
    objects = []
    for i in range(permanents):
        if i < statics:
            spec = copy.deepcopy(STATICS[i % len(STATICS)])
        else:
            spec = {"card": rnd.choice(BODIES)}
        spec.update(id=f"p{i}", owner=rnd.choice(["alice", "bob"]))
        objects.append(spec)
    rnd.shuffle(objects)
    for t, obj in enumerate(objects, start=1):
        obj["timestamp"] = t
    return {"players": ["alice", "bob"], "objects": objects}


def child(path: str) -> None:
    """Run the engine in this process and print its own measurements (used by the parent)."""
    from pysolver.facts import scenario_facts, timestamp_orders
    from pysolver.library import load_library
    from pysolver.scenario import load_scenario, parse_text
    from pysolver.solve import Limits, run_engine

    library = load_library()
    sc = load_scenario(parse_text(Path(path).read_text(), path), path, library)
    start = time.perf_counter()
    run = run_engine(scenario_facts(sc, timestamp_orders(sc)[0]), Limits(timeout=600))
    engine = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"engine": engine, "atoms": run.atoms, "steps": run.steps, "peak_mb": peak}))


def measure(permanents: int, statics: int, repeat: int) -> dict[str, Any]:
    """Median end-to-end and engine time over `repeat` runs of one board."""
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as fh:
        yaml.safe_dump(board(permanents, statics), fh)
        path = fh.name
    walls, engines, last = [], [], {}
    for _ in range(repeat):
        start = time.perf_counter()
        cli = subprocess.run([sys.executable, "-m", "pysolver", "layers", path, "--json"],
                             capture_output=True, text=True)
        walls.append(time.perf_counter() - start)
        if cli.returncode != 0:
            raise SystemExit(f"mtgsolve failed on {permanents}/{statics}: {cli.stderr.strip()}")
        inner = subprocess.run([sys.executable, "-m", "benchmarks.bench_layers", "--child", path],
                               capture_output=True, text=True, check=True)
        last = json.loads(inner.stdout)
        engines.append(last["engine"])
    Path(path).unlink()
    return {"permanents": permanents, "statics": statics, "wall_s": statistics.median(walls),
            "engine_s": statistics.median(engines), "peak_mb": last["peak_mb"], "atoms": last["atoms"],
            "steps": last["steps"]}


def plot(rows: list[dict[str, Any]], target: Path) -> str:
    """Time against number of permanents, one line per number of statics."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib not installed (pip install .[bench]): no plot"
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for statics in sorted({r["statics"] for r in rows}):
        pts = sorted((r["permanents"], r["wall_s"]) for r in rows if r["statics"] == statics)
        ax.plot([p for p, _ in pts], [t for _, t in pts], marker="o", label=f"{statics} interacting statics")
    ax.axhline(2.0, color="grey", linestyle="--", linewidth=0.8, label="goal: 2 s at 200 permanents")
    ax.set_xlabel("permanents")
    ax.set_ylabel("median wall time, end to end (s)")
    ax.set_title("mtgsolve layers: time against board size")
    ax.legend()
    target.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(target, dpi=110, bbox_inches="tight")
    return f"plot written to {target}"


def main(argv: list[str] | None = None) -> None:
    """Measure the grid and print the table, ratios and plot location."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="20,50,100,200,350,500")
    parser.add_argument("--statics", default="10,30,40")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child)
        return
    rows = []
    for statics in [int(s) for s in args.statics.split(",")]:
        for size in [int(s) for s in args.sizes.split(",")]:
            if statics <= size:
                rows.append(measure(size, statics, args.repeat))
                print(f"  measured {json.dumps(rows[-1])}", file=sys.stderr, flush=True)
                OUT.mkdir(parents=True, exist_ok=True)
                (OUT / "layers_scaling.json").write_text(json.dumps(rows, indent=1))
    print(tabulate(rows, headers="keys", floatfmt=".3f"))
    for statics in sorted({r["statics"] for r in rows}):
        pts = {r["permanents"]: r for r in rows if r["statics"] == statics}
        if 200 in pts and 500 in pts:
            ratio = pts[500]["engine_s"] / pts[200]["engine_s"]
            print(f"{statics} statics: engine time 500/200 permanents = {ratio:.2f} (linear would be 2.50)")
    print(plot(rows, OUT / "layers_scaling.png"))


if __name__ == "__main__":
    main()
