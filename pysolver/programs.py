"""The answer-set programs parsed once per process and added to each Control from their syntax trees.

Reading and parsing some 130 `.lp` files took about a quarter of a small question's time when every
Control loaded them again; the statements of each file are kept (clingo.ast) and handed to the
Control through a ProgramBuilder, which gives the same program as `Control.load` (each file begins
in the `base` part, as a loaded file does).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from pathlib import Path

import clingo
from clingo import ast

_parsed: dict[str, list[ast.AST]] = {}
_lock = threading.Lock()


def statements(path: Path | str) -> list[ast.AST]:
    """The statements of one program file, parsed on first use."""
    key = str(path)
    found = _parsed.get(key)
    if found is None:
        found = []
        ast.parse_files([key], found.append)
        with _lock:
            found = _parsed.setdefault(key, found)
    return found


def add_programs(ctl: clingo.Control, paths: Iterable[Path | str]) -> None:
    """Add the program files to the Control, as `ctl.load` would, from their parsed statements."""
    with ast.ProgramBuilder(ctl) as builder:
        for path in paths:
            for statement in statements(path):
                builder.add(statement)
