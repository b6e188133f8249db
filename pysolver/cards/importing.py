"""`mtgsolve cards import PATH`: compile a corpus file into the user's cache folder, where it is used
instead of the library shipped with the package.

The new library is written whole or not at all (a temporary file renamed over the old one): a
malformed corpus, a missing compiler or an interrupted import leaves the working library as it was.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from pysolver.cards.build import build_library, write_library
from pysolver.cards.compiled import imported_library_path, load_compiled
from pysolver.cards.compiler import CompileAbility, default_compiler
from pysolver.cards.corpus.readers import read_corpus
from pysolver.errors import ScenarioError


def import_corpus(path: Path, compile_ability: CompileAbility | None = None, progress: bool = True,
                  workers: int = 1) -> str:
    """Compile the corpus at `path` into the cache folder (in `workers` processes) and return the
    report: where it went, the coverage per question and the corpus's defects."""
    target = imported_library_path()
    if target is None:
        raise ScenarioError("cards import", "MTGSOLVE_CACHE_DIR", "is empty (no cache folder): set it to the folder "
                                                                  "the imported library should live in")
    compiler = compile_ability or default_compiler()
    corpus = read_corpus(path)
    if progress:
        from tqdm import tqdm

        lines, coverage = build_library(corpus, compiler, lambda rows, total: tqdm(
            rows, total=total, unit="face", desc="compiling", file=sys.stderr), workers)
    else:
        lines, coverage = build_library(corpus, compiler, workers=workers)
    try:
        write_library(lines, target)
    except OSError as exc:
        raise ScenarioError(str(target), "", f"cannot write the library: {exc.strerror or exc}") from None
    load_compiled.cache_clear()
    kinds = Counter(d.kind for d in corpus.defects)
    defects = ", ".join(f"{kind}: {n}" for kind, n in sorted(kinds.items())) or "none"
    return "\n".join([f"imported {path.name} ({corpus.format}, {len(corpus.faces)} faces) into {target}",
                      *coverage.lines(), f"defects of the corpus: {defects}"])
