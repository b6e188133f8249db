"""The layout of the Python code (README, "How the code is laid out"): every import between the
package's modules, also those made inside a function, runs one way (no circle), no module is over
450 lines, and every package says in its docstring what it is for."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pysolver"
MAX_LINES = 450


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in PACKAGE.rglob("*.py")}


def _imports(path: Path, known: set[str]) -> set[str]:
    """The package's modules a file imports (`from pysolver.x import y` counts pysolver.x.y when it
    is a module, else pysolver.x)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{alias.name}" if f"{node.module}.{alias.name}" in known else node.module
                     for alias in node.names]
        else:
            continue
        found |= {name for name in names if name in known}
    return found


def import_graph() -> nx.DiGraph:
    """Module -> the package's modules it imports. A package's __init__ that only hands names on is
    left out as a target (importing `pysolver.cli` runs `pysolver.cli.main`, which is the edge)."""
    modules = _modules()
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for name, path in modules.items():
        for target in _imports(path, set(modules)):
            if target != name and not (name.startswith(target + ".")):  # a module's own package
                graph.add_edge(name, target)
    return graph


def test_no_import_circle() -> None:
    cycles = list(nx.simple_cycles(import_graph()))
    assert cycles == [], f"import circles: {cycles[:3]}"


def test_the_questions_do_not_import_the_engine_or_the_command_line() -> None:
    """The questions sit below the warm engine and the command line: they never reach back up."""
    graph = import_graph()
    for name in graph:
        if name.startswith(("pysolver.questions", "pysolver.solving", "pysolver.scenario", "pysolver.cards",
                            "pysolver.programs")):
            upward = {t for t in graph.successors(name)
                      if t.startswith(("pysolver.engine", "pysolver.cli", "pysolver.batch", "pysolver.check"))}
            assert not upward, f"{name} imports {upward}"


def test_the_card_library_does_not_know_scenarios() -> None:
    graph = import_graph()
    for name in graph:
        if name.startswith(("pysolver.cards", "pysolver.programs")):
            assert not {t for t in graph.successors(name) if t.startswith(("pysolver.scenario", "pysolver.questions"))}


def test_no_module_is_over_450_lines() -> None:
    long = {name for name, path in _modules().items() if len(path.read_text(encoding="utf-8").splitlines()) > MAX_LINES}
    assert not long, f"over {MAX_LINES} lines: {sorted(long)}"


def test_every_package_says_what_it_is_for() -> None:
    for init in PACKAGE.rglob("__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc and len(doc) > 40, f"{init.relative_to(ROOT)} has no docstring saying what the package is for"


def test_the_public_functions_are_plain_functions() -> None:
    """`pysolver.layers(...)` and the other question functions are functions, not modules made
    callable: the question packages live under pysolver.questions."""
    import types

    import pysolver

    for name in ("layers", "attacks", "blocks", "replace", "explore", "ask"):
        assert isinstance(getattr(pysolver, name), types.FunctionType), name
