"""The grounding work of a warm layer question, counted: how many rules gringo prepares on each board.

gringo prepares every rule of a program part at each ground call, whether or not the rule can fire, and on
a small board that preparation is most of a question's time (pysolver.programs.reachable drops the rules
that can never fire). A rule costs about the same to prepare on any board: some tens of microseconds, more
for each body literal, about eight times as much with an aggregate. The count of rules prepared is exact
and the same on every machine, so a change that drops rules can be judged without the noise of timing:

    python -m benchmarks.bench_grounding [--parts]

For each board of `bench_peers` (the classic boards, 20 permanents with 8 statics, 200 with 30), one warm
`Engine.layers`: its ground calls after the base part, the rules those calls prepare (each call's parts'
statements, counted at every call that names them), how many of those have an aggregate, and the steps.
`--parts` adds, for each board, the rules prepared by each part over the whole question.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from clingo import ast
from tabulate import tabulate

from benchmarks.bench_peers import classic_boards
from pysolver.engine import Engine
from pysolver.solving import runner

AGGREGATES = ("#count", "#sum", "#min", "#max")


@dataclass
class Work:
    """The ground calls of one question and the rules each part prepares over them."""

    calls: int = 0
    rules: Counter[str] = field(default_factory=Counter)
    aggregates: Counter[str] = field(default_factory=Counter)


@contextmanager
def counting() -> Iterator[Work]:
    """Count the work of the layer runs made inside the block (the runner's Controls, wrapped)."""
    work = Work()
    sizes: dict[int, dict[str, tuple[int, int]]] = {}  # each Control's parts: (statements, with an aggregate)
    add_parts, ground = runner._Grounding._add_parts, runner._Grounding.ground

    def counted_add(self: runner._Grounding, names: set[str]) -> None:
        mine = sizes.setdefault(id(self), {})
        for name, statements in self.waiting:
            if name in names:
                texts = [str(statement) for statement in statements if statement.ast_type != ast.ASTType.Program]
                rules, aggs = mine.get(name, (0, 0))
                mine[name] = (rules + len(texts), aggs + sum(any(a in text for a in AGGREGATES) for text in texts))
        add_parts(self, names)

    def counted_ground(self: runner._Grounding, parts: dict[int, Any]) -> None:
        ground(self, parts)
        names = {name for board_parts in parts.values() for name, _params in board_parts}
        if names == {"base"}:
            return
        work.calls += 1
        for name in names:
            rules, aggs = sizes.get(id(self), {}).get(name, (0, 0))
            work.rules[name] += rules
            work.aggregates[name] += aggs

    runner._Grounding._add_parts, runner._Grounding.ground = counted_add, counted_ground  # type: ignore[method-assign]
    try:
        yield work
    finally:
        runner._Grounding._add_parts, runner._Grounding.ground = add_parts, ground  # type: ignore[method-assign]


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parts", action="store_true", help="the rules each part prepares, for each board")
    args = parser.parse_args()
    engine = Engine()
    rows, parts = [], []
    for name, scenario in classic_boards().items():
        engine.layers(scenario)  # (warm: the library and the probes read)
        with counting() as work:
            outcome = engine.layers(scenario)
        steps = max((number for number, _layer, _effects in outcome.outcomes[0].steps), default=0)
        rows.append([name, len(scenario["objects"]), steps, work.calls, sum(work.rules.values()),
                     sum(work.aggregates.values())])
        parts.append((name, work))
    print(tabulate(rows, headers=["board", "objects", "steps", "ground calls", "rules prepared", "with an aggregate"]))
    if args.parts:
        for name, work in parts:
            print(f"\n{name}: " + ", ".join(f"{part} {count}" for part, count in work.rules.most_common()))


if __name__ == "__main__":
    main()
