"""Scaling of `mtgsolve layers` on large boards made from library cards.

Boards of N permanents of which S are interacting static abilities (type-changers, Opalescence /
Enchanted Evening / Mycosynth Lattice / March of the Machines style effects, land-type changers,
anthems), the rest creatures and lands they act on. Each board is run R times end to end (a fresh
`python -m pysolver layers FILE --json` process); the table gives the median wall time, the
engine's own time, peak memory, ground program size (atoms) and layer steps, and a plot of time
against size is written when matplotlib is installed (`pip install .[bench]`).

    python -m benchmarks.bench_layers                 # the default grid
    python -m benchmarks.bench_layers --sizes 20,200,500 --statics 30 --repeat 5
    python -m benchmarks.bench_layers --sizes "" --custom 150,36,200 --repeat 1   # the stress board
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


# Oracle texts of static abilities for custom objects (`custom_board`)
CUSTOM_STATICS = [
    "Nonbasic lands are Mountains.", "Each land is a Swamp in addition to its other land types.",
    "All creatures lose all abilities and have base power and toughness 1/1.",
    "Each other non-Aura enchantment is a creature in addition to its other types and has base power and "
    "base toughness each equal to its mana value.",
    "All permanents are enchantments in addition to their other types.", "Creatures you control get +1/+1.",
    "Artifact creatures you control get +2/+2.",
    "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.",
    "Lands you control are every basic land type in addition to their other types.",
    "White creatures you control get +1/+1.", "All permanents are artifacts in addition to their other types.",
]


def custom_board(objects: int, statics: int, effects: int, seed: int = 1) -> dict[str, Any]:
    """`objects` custom objects, `statics` of them with a static ability of CUSTOM_STATICS, and `effects`
    resolved custom effects, each of one to three parts (types, abilities, colour, P/T) on one to six
    targets: many type-changing effects in one layer that the statics' selectors read."""
    rnd = random.Random(seed)
    objs = []
    for i in range(objects):
        types = rnd.choice([["creature"], ["land"], ["artifact"], ["enchantment"], ["artifact", "creature"]])
        custom: dict[str, Any] = {"name": f"Obj {i}", "types": types,
                                  "mana_cost": rnd.choice(["{1}{G}", "{2}{W}", "{3}", ""])}
        if "creature" in types:
            custom["power"], custom["toughness"] = rnd.randint(0, 5), rnd.randint(1, 5)
        if i < statics:
            custom["abilities"] = [CUSTOM_STATICS[i % len(CUSTOM_STATICS)]]
        objs.append({"id": f"o{i}", "custom": custom, "owner": rnd.choice(["alice", "bob"])})
    rnd.shuffle(objs)
    for t, obj in enumerate(objs, start=1):
        obj["timestamp"] = t
    ids = [o["id"] for o in objs]

    def part() -> dict[str, Any]:
        return rnd.choice([{"add_types": [rnd.choice(["artifact", "creature", "enchantment", "land"])]},
                           {"remove_types": [rnd.choice(["artifact", "creature", "enchantment"])]},
                           {"lose_all_abilities": True}, {"set_colors": ["white"]},
                           {"gain_abilities": [rnd.choice(CUSTOM_STATICS)]}, {"set_pt": [1, 1]},
                           {"modify_pt": [1, 1]}])

    effs = []
    for j in range(effects):
        custom_effect: dict[str, Any] = {}
        for _ in range(rnd.randint(1, 3)):
            custom_effect.update(part())
        effs.append({"custom": custom_effect, "targets": rnd.sample(ids, rnd.randint(1, 6)),
                     "timestamp": objects + 50 + j})
    return {"players": ["alice", "bob"], "objects": objs, "effects": effs}


def child(path: str) -> None:
    """Run the engine in this process and print its own measurements (used by the parent)."""
    from pysolver.cards.library import load_library
    from pysolver.scenario import load_scenario, parse_text
    from pysolver.scenario.facts import scenario_facts, timestamp_orders
    from pysolver.solving.limits import Limits
    from pysolver.solving.runner import run_engine

    library = load_library()
    sc = load_scenario(parse_text(Path(path).read_text(), path), path, library)
    start = time.perf_counter()
    run = run_engine(scenario_facts(sc, timestamp_orders(sc)[0]), Limits(timeout=600))
    engine = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"engine": engine, "atoms": run.atoms, "steps": run.steps, "peak_mb": peak}))


def measure(permanents: int, statics: int, repeat: int, scenario: dict[str, Any] | None = None,
            effects: int = 0) -> dict[str, Any]:
    """Median end-to-end and engine time over `repeat` runs of one board (`board` unless given)."""
    # (JSON for a given board: YAML would write its shared lists as aliases, which scenarios refuse)
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as fh:
        if scenario is None:
            yaml.safe_dump(board(permanents, statics), fh)
        else:
            json.dump(scenario, fh)
        path = fh.name
    walls, engines, last = [], [], {}
    for _ in range(repeat):
        start = time.perf_counter()
        # (the stress board may need more than the default 60 s on a slow machine)
        cli = subprocess.run([sys.executable, "-m", "pysolver", "layers", path, "--json", "--timeout", "600"],
                             capture_output=True, text=True)
        walls.append(time.perf_counter() - start)
        if cli.returncode != 0:
            raise SystemExit(f"mtgsolve failed on {permanents}/{statics}: {cli.stderr.strip()}")
        inner = subprocess.run([sys.executable, "-m", "benchmarks.bench_layers", "--child", path],
                               capture_output=True, text=True, check=True)
        last = json.loads(inner.stdout)
        engines.append(last["engine"])
    Path(path).unlink()
    return {"permanents": permanents, "statics": statics, "effects": effects, "wall_s": statistics.median(walls),
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
    for statics in sorted({r["statics"] for r in rows if not r["effects"]}):
        pts = sorted((r["permanents"], r["wall_s"]) for r in rows if r["statics"] == statics and not r["effects"])
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
    parser.add_argument("--custom", metavar="OBJECTS,STATICS,EFFECTS",
                        help="also measure custom_board of that size (the stress board: 150,36,200)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child)
        return
    rows = []

    def record(row: dict[str, Any]) -> None:
        rows.append(row)
        print(f"  measured {json.dumps(row)}", file=sys.stderr, flush=True)
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / "layers_scaling.json").write_text(json.dumps(rows, indent=1))

    for statics in [int(s) for s in args.statics.split(",") if s]:
        for size in [int(s) for s in args.sizes.split(",") if s]:
            if statics <= size:
                record(measure(size, statics, args.repeat))
    if args.custom:
        objects, statics, effects = (int(n) for n in args.custom.split(","))
        record(measure(objects, statics, args.repeat, custom_board(objects, statics, effects), effects))
    print(tabulate(rows, headers="keys", floatfmt=".3f"))
    for statics in sorted({r["statics"] for r in rows if not r["effects"]}):
        pts = {r["permanents"]: r for r in rows if r["statics"] == statics and not r["effects"]}
        if 200 in pts and 500 in pts:
            ratio = pts[500]["engine_s"] / pts[200]["engine_s"]
            print(f"{statics} statics: engine time 500/200 permanents = {ratio:.2f} (linear would be 2.50)")
    print(plot(rows, OUT / "layers_scaling.png"))


if __name__ == "__main__":
    main()
