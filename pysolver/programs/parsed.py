"""The answer-set programs, parsed once per process by a warm engine and added to each Control
from their syntax trees.

Reading and parsing some 130 `.lp` files took about a quarter of a small question's time when every
Control loaded them again. A warm engine (pysolver.engine) parses every file once (`statements`);
`add_programs` then hands the kept statements to the Control through a ProgramBuilder, which gives
the same program as `Control.load` (each file begins in the `base` part, as a loaded file does).
Parsing into syntax trees costs more than one `load`, so a process that asks one question (the
command line) loads the files as text. The facts of a board go to a Control as symbols (`add_facts`).
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import clingo

if TYPE_CHECKING:
    from clingo import ast

_parsed: dict[str, list[ast.AST]] = {}
# the part each parsed `#program` statement begins, by the statement's id, and None for every other
# parsed statement (read once as the file is parsed: part_chunks runs over a board's statements at every
# question, and reading a statement's type asks clingo). The parsed statements live as long as the
# process, so their ids are never those of other statements.
_begins: dict[int, str | None] = {}
_lock = threading.Lock()
# the syntax trees are released while clingo is still there: at the interpreter's end, clingo.ast
# (imported after this module) is torn down first, and a tree released after it fails
atexit.register(_parsed.clear)


def statements(path: Path | str) -> list[ast.AST]:
    """The statements of one program file, parsed on first use."""
    key = str(path)
    found = _parsed.get(key)
    if found is None:
        from clingo import ast  # a process that asks one question never parses into syntax trees

        found = []

        def keep(statement: ast.AST) -> None:
            # (a comment is a statement of the syntax tree too: handing it to a builder costs as
            # much as a rule, for nothing)
            kind = statement.ast_type
            if kind != ast.ASTType.Comment:
                found.append(statement)
                _begins[id(statement)] = statement.name if kind == ast.ASTType.Program else None

        ast.parse_files([key], keep)
        with _lock:
            found = _parsed.setdefault(key, found)
    return found


def all_parsed(paths: Iterable[Path | str]) -> bool:
    """Whether a warm engine has parsed every one of these program files (statements)."""
    return all(str(path) in _parsed for path in paths)


def add_programs(ctl: clingo.Control, paths: Iterable[Path | str]) -> None:
    """Add the program files to the Control: from their parsed statements when a warm engine has
    parsed them all, else as `ctl.load` (the same program either way)."""
    names = [str(path) for path in paths]
    if not names:  # (a board with no optional rules: nothing to add, and no syntax trees to import)
        return
    if not all_parsed(names):
        for name in names:
            ctl.load(name)
        return
    add_statements(ctl, [statement for name in names for statement in _parsed[name]])


def add_statements(ctl: clingo.Control, program: Iterable[ast.AST]) -> None:
    """Add parsed statements to the Control (from the `base` part on, as a loaded file begins)."""
    from clingo import ast

    # one thread at a time: the parsed statements are shared, and clingo's syntax trees may not be
    # handed to builders from several threads at once (explore runs engines on several threads)
    with _lock, ast.ProgramBuilder(ctl) as builder:
        for statement in program:
            builder.add(statement)


def part_chunks(program: Iterable[ast.AST]) -> list[tuple[str, list[ast.AST]]]:
    """The statements in runs of one part each, in their order: each run begins with its `#program`
    statement and is named by its part (statements before the first one: `base`, as a builder begins)."""
    from clingo import ast

    chunks: list[tuple[str, list[ast.AST]]] = []
    for statement in program:
        begins = _begins.get(id(statement), "")
        if begins == "":  # (a statement not parsed here)
            begins = statement.name if statement.ast_type == ast.ASTType.Program else None
        if begins is not None:
            chunks.append((begins, [statement]))
        elif chunks:
            chunks[-1][1].append(statement)
        else:
            chunks.append(("base", [statement]))
    return chunks


def add_facts(ctl: clingo.Control, facts: list[clingo.Symbol]) -> None:
    """Add facts through the backend, as symbols: no text of the scenario is ever parsed. The
    grounder takes them as facts of every part grounded afterwards."""
    with ctl.backend() as backend:
        for fact in facts:
            backend.add_rule([backend.add_atom(fact)])
