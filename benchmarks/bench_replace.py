"""Scaling of `mtgsolve replace`: long replacement chains and many objects entering at once.

Two families of scenarios, each solved R times in this process (the median is reported):

- chain N: N counter-modifying effects (Hardened Scales, Corpsejack Menace, Doubling Season,
  Vorinclex, Monstrous Raider, in turn) on one event of one +1/+1 counter: every order is a branch,
  and the distinct amounts are the outcomes;
- enter K: K creatures (Grizzly Bears, or Rusted Sentinels whose own enters-tapped ability adds
  an effect each) entering at once under Orb of Dreams and Essence of the Wild (616.1c: the copy
  first, then Orb taps them), and K Grizzly Bears tokens created under Doubling Season (K/2
  created, doubled) with the same two permanents.

The table gives the time (median, seconds, the layer runs included), the events the rules
considered (nodes of the rewriting: event, effects already applied), the answer sets clingo
enumerated (projected: one per outcome), the solver's choices (branches explored), the outcomes
and the layer-engine runs (the board, and each way an object may enter, 614.12).

    python -m benchmarks.bench_replace
    python -m benchmarks.bench_replace --chain 4,6,8,10 --enter 10,40,80 --repeat 3
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from tabulate import tabulate

from pysolver.cards.library import load_library
from pysolver.questions.replace.question import ReplaceAnswer, solve_replace
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits

COUNTER_EFFECTS = ["Hardened Scales", "Corpsejack Menace", "Doubling Season", "Vorinclex, Monstrous Raider"]


def chain(n: int) -> dict[str, Any]:
    """N counter-modifying effects and one +1/+1 counter put on alice's creature."""
    objects = [{"id": f"e{i}", "card": COUNTER_EFFECTS[i % len(COUNTER_EFFECTS)]} for i in range(n)]
    objects.append({"id": "bears", "card": "Grizzly Bears"})
    return {"players": ["alice", "bob"], "objects": objects,
            "event": {"kind": "counters", "object": "bears", "counter": "+1/+1", "amount": 1}}


def entering(k: int, card: str) -> dict[str, Any]:
    """K objects entering at once under Orb of Dreams and Essence of the Wild."""
    objects: list[dict[str, Any]] = [{"id": "orb", "card": "Orb of Dreams"},
                                     {"id": "essence", "card": "Essence of the Wild"}]
    objects += [{"id": f"c{i}", "card": card, "zone": "hand"} for i in range(k)]
    return {"players": ["alice", "bob"], "objects": objects,
            "event": {"kind": "enter", "objects": [f"c{i}" for i in range(k)]}}


def tokens(k: int) -> dict[str, Any]:
    """K/2 Grizzly Bears tokens created, doubled by Doubling Season, entering under Orb and Essence."""
    objects = [{"id": "orb", "card": "Orb of Dreams"}, {"id": "essence", "card": "Essence of the Wild"},
               {"id": "season", "card": "Doubling Season"}]
    return {"players": ["alice", "bob"], "objects": objects,
            "event": {"kind": "create_token", "token": {"card": "Grizzly Bears"}, "amount": k // 2}}


def measure(label: str, data: dict[str, Any], repeat: int) -> dict[str, Any]:
    """Solve the scenario `repeat` times; the median time and the last answer's figures."""
    library = load_library()
    times: list[float] = []
    answer: ReplaceAnswer | None = None
    for _ in range(repeat):
        sc = load_scenario(data, label, library)
        start = time.perf_counter()
        answer = solve_replace(sc, library, Limits(timeout=600, max_atoms=50_000_000))
        times.append(time.perf_counter() - start)
    assert answer is not None
    return {"scenario": label, "seconds": round(statistics.median(times), 3), "events considered": answer.nodes,
            "answer sets": answer.models, "solver choices": answer.choices, "outcomes": len(answer.outcomes),
            "layer runs": answer.layer_runs}


def main(argv: list[str] | None = None) -> None:
    """Measure the two families and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chain", default="2,4,6,8,9,10", help="numbers of counter-modifying effects")
    parser.add_argument("--enter", default="10,20,40,80", help="numbers of objects entering at once")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    load_library()  # read once, outside the timings
    rows = [measure(f"chain {n}", chain(n), args.repeat) for n in map(int, args.chain.split(","))]
    for k in map(int, args.enter.split(",")):
        rows.append(measure(f"enter {k} Grizzly Bears", entering(k, "Grizzly Bears"), args.repeat))
        rows.append(measure(f"enter {k} Rusted Sentinels", entering(k, "Rusted Sentinel"), args.repeat))
        rows.append(measure(f"create {k // 2} x2 tokens", tokens(k), args.repeat))
    print(tabulate(rows, headers="keys", tablefmt="github"))


if __name__ == "__main__":
    main()
