"""The examples of the README and of docs/*.md run as shown: every `mtgsolve` command of a code block
that names a file of the project runs (exit 0), and where the block shows its output (a `$ mtgsolve`
line followed by what it prints) the output is exactly that, at 80 columns."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from tests.cli_helpers import run_cli

ROOT = Path(__file__).parent.parent
BLOCK = re.compile(r"^```[a-z]*\n(.*?)^```", re.MULTILINE | re.DOTALL)


def _examples() -> list[Any]:
    """(document, command words, shown output or None) of every command in a code block."""
    params = []
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = doc.read_text(encoding="utf-8")
        for block in BLOCK.finditer(text):
            line_no = text[:block.start()].count("\n") + 2
            lines = block.group(1).splitlines()
            for i, line in enumerate(lines):
                if "mtgsolve " not in line:
                    continue
                words = shlex.split(line[line.index("mtgsolve "):])[1:]
                if len(words) < 2 or not (ROOT / words[1]).is_file():
                    continue  # a usage line (SCENARIO), not an example
                shown = None
                if line.startswith("$ "):
                    end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("$ ")), len(lines))
                    shown = "\n".join(lines[i + 1:end])
                params.append(pytest.param(words, shown, id=f"{doc.name}:{line_no + i}"))
    return params


@pytest.mark.parametrize(("words", "shown"), _examples())
def test_documented_example_runs_as_shown(words: list[str], shown: str | None,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.chdir(ROOT)
    run = run_cli(*words)
    assert run.status == 0, run.err
    if shown is not None:
        assert [line.rstrip() for line in run.out.rstrip("\n").splitlines()] == \
            [line.rstrip() for line in shown.rstrip("\n").splitlines()]


def test_the_readme_example_is_among_them() -> None:
    ids = [p.id for p in _examples()]
    assert any(i.startswith("README.md:") for i in ids) and len(ids) >= 4


# what a user of the project does not have: the contract file of the machines the project was made
# on, and their paths (the project's own docs are the reference: docs/scenario.md ...)
FOREIGN = re.compile(r"SCENARIO\.md|\.\./shared/|/work/")


def test_nothing_cites_a_file_users_do_not_have() -> None:
    """The README, docs, code, rules, tests and examples cite the project's own documents, never a
    contract file or a path users do not have."""
    places = [ROOT / "README.md"] + [path for folder in ("docs", "pysolver", "asp", "encodings", "tests", "examples",
                                                         "benchmarks", "tools")
                                     for path in sorted((ROOT / folder).rglob("*"))
                                     if path.suffix in (".md", ".py", ".lp", ".yaml", ".txt")]
    found = [f"{path.relative_to(ROOT)}:{n}" for path in places if path.name != "test_docs.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1) if FOREIGN.search(line)]
    assert found == []


def test_every_public_name_of_the_python_api_is_documented(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/python.md documents every public name of the package and of the Engine (methods and
    attributes), every field of the result types, and its examples run as shown (doctest)."""
    import dataclasses
    import doctest
    import inspect

    import pysolver
    from pysolver.engine import Engine
    from pysolver.questions.explore.question import ExploreOutcome, ExploreResult
    from pysolver.questions.layers.model import Outcome
    from pysolver.questions.replace.model import ReplaceAnswer, ReplaceOutcome

    text = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")
    names = ["ask", "layers", "attacks", "blocks", "replace", "explore", "__version__", *pysolver._ENGINE_NAMES]
    names += [name for name, _ in inspect.getmembers(Engine, inspect.isfunction) if not name.startswith("_")]
    names += ["library", "timeout", "max_atoms", "max_memory_mb"]
    for cls in (Outcome, ReplaceOutcome, ReplaceAnswer, ExploreResult, ExploreOutcome):
        names += [f.name for f in dataclasses.fields(cls)]
    missing = sorted({name for name in names if not re.search(rf"[`.]{re.escape(name)}\b", text)})
    assert missing == []
    monkeypatch.chdir(ROOT)  # the examples name the project's files
    failures, tried = doctest.testfile(str(ROOT / "docs" / "python.md"), module_relative=False)
    assert tried > 5 and failures == 0
