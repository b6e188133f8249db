"""The cards of the compiled library a board can hold, for each command: of the faces with a line that matters
to what the command reads (pysolver.cards.modelled.READS), those no question refuses. Beside the faces whose every
such line is understood, those whose lines not understood are only activated or triggered abilities, which
matter only once resolved (pysolver.cards.modelled.resolves: the board refuses no question for them).

    python -m benchmarks.bench_boards_held [PATH]   # the shipped library, or a compiled library file

About 10 s: every face of the file is read.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from tabulate import tabulate

from pysolver.cards.compiled import CompiledLibrary, shipped_library_path
from pysolver.cards.modelled import READS


def held_counts(library: CompiledLibrary) -> tuple[Counter[str], Counter[str], Counter[str]]:
    """For each command: the faces with a line that matters to it, those whose every such line is understood,
    and those a board can hold (no line not understood blocks the command)."""
    relevant: Counter[str] = Counter()
    understood: Counter[str] = Counter()
    held: Counter[str] = Counter()
    for name in sorted(set(library.names.values())):
        row = library.entry(name)
        if row is None:
            continue
        card = library.card(row)
        questions = frozenset().union(*(a.questions for a in card.abilities))
        refused = card.not_modelled("object", "card", held=True)
        for command, reads in READS.items():
            if not questions & reads and not card.problem:
                continue
            relevant[command] += 1
            understood[command] += not any(n.questions & reads for n in refused)
            held[command] += not any(n.questions & reads and not n.resolving for n in refused)
    return relevant, understood, held


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=None, help="a compiled library (default: shipped)")
    args = parser.parse_args()
    path = args.path or shipped_library_path()
    relevant, understood, held = held_counts(CompiledLibrary(path))

    def pct(a: int, b: int) -> str:
        return f"{a} ({100 * a / b:.1f} %)" if b else "-"

    rows = [[command, relevant[command], pct(understood[command], relevant[command]),
             pct(held[command], relevant[command])] for command in READS]
    print(f"library: {path.name}")
    print(tabulate(rows, headers=["command", "faces with text it reads", "every such line understood",
                                  "a board can hold"]))


if __name__ == "__main__":
    main()
