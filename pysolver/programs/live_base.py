"""The statements of the base part of a program that can matter on a board: its rules but those that
can never fire on the board's facts, and no `#defined` statement; and the probes of the later rules
(pysolver.programs.reachable) but those that can never hold.

gringo rewrites and prepares every statement handed to a Control, about 9 µs each with the builder,
whether or not it can fire, and a warm question's Control gets the base parts of the rules and of the
library files its board needs (some 450 statements). On a small board about 40 of its rules can
never fire (the copies, the symmetry of objects nothing can tell apart ..., whose inputs the board
does not have), and its 52 `#defined` statements only keep gringo from warning about predicates
with no rule, which a Control made with `--warn=none` never does.

A rule of the base part can fire only when each positive literal of its body (outside aggregates and
conditions) can hold, that is when a fact or a rule of the base part that can fire has an atom of its
predicate. Starting from the names of the facts' predicates, the rules are found to be able to fire
until nothing changes (a predicate is read by its name alone, whatever its arity: more rules kept,
never fewer). A probe is a rule of the base part too: one left out would not have held, and its later
rules are found unable to fire as before.

Why the Control then derives the same atoms: by induction over gringo's instantiation of the base,
every atom it derives is a fact or the head of an instance of a rule that fires, whose positive body
atoms were derived before it: their predicates are named by the facts or by heads of rules found
able to fire, so the rule was found able to fire too. A rule left out never has an instance that
fires, so its head atoms are never derived, with it or without it; and a negative literal over its
head is true either way (the programs are stratified: the runner reads every atom as a fact).
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pysolver.programs.reachable import probe_program, probe_readings
from pysolver.programs.rule_reading import Reading, file_parts

if TYPE_CHECKING:
    from clingo import ast

# each statement with the predicates its body needs (None: kept whatever the facts) and its head's
_Statements = tuple[tuple[Any, frozenset[str] | None, frozenset[str]], ...]
_read: dict[str | tuple[str, ...], _Statements | None] = {}
_live: dict[tuple[tuple[str, ...], tuple[str, ...], frozenset[str]], list[ast.AST]] = {}
_lock = threading.Lock()
# the syntax trees are released while clingo is still there (as pysolver.programs.parsed does)
atexit.register(_read.clear)
atexit.register(_live.clear)


def _names(atoms: tuple[tuple[tuple[str, int], object], ...]) -> frozenset[str]:
    return frozenset(signature[0] for signature, _pattern in atoms)


def _every(paths: tuple[str, ...], probes: tuple[str, ...]) -> list[ast.AST]:
    """The statements of the base parts of the files `paths`, then the probes of the later rules of
    the files `probes`."""
    return [statement for path in paths for statement in file_parts(path).base] + probe_program(probes)


def _rows(key: str | tuple[str, ...]) -> _Statements | None:
    """Each statement of the base part of the file `key` (or of the probes of the files `key`) with the
    predicates of its body's positive literals (None for a statement kept whatever the facts) and
    those of its head, read once per process; None when a rule cannot be read (then every statement
    is kept)."""
    from clingo import ast

    found = _read.get(key)
    if found is not None or key in _read:
        return found
    rows: list[tuple[ast.AST, frozenset[str] | None, frozenset[str]]] = []
    readable = True
    if isinstance(key, tuple):
        pairs: Iterable[tuple[ast.AST, Reading]] = zip(probe_program(key), probe_readings(key), strict=True)
    else:
        parts = file_parts(key)
        pairs = zip(parts.base, parts.base_read, strict=True)
    for statement, reading in pairs:
        kind = statement.ast_type
        if kind == ast.ASTType.Defined:
            continue
        if kind in (ast.ASTType.Rule, ast.ASTType.External):
            if isinstance(reading, str):  # (a rule or an #external it cannot read)
                if kind == ast.ASTType.External:
                    raise ValueError(reading)
                readable = False
                break
            assert reading is not None
            body = reading.body
            rows.append((statement, frozenset().union(*(_names(atoms) for atoms in body))
                         if kind == ast.ASTType.Rule and all(len(atoms) == 1 for atoms in body) else None,
                         _names(reading.heads)))
        else:  # (#show, #project ...: derive nothing)
            rows.append((statement, None, frozenset()))
    result = tuple(rows) if readable else None
    with _lock:
        _read.setdefault(key, result)
    return result


def _statements(paths: tuple[str, ...], probes: tuple[str, ...]) -> _Statements | None:
    """The rows (_rows) of the base parts of the files `paths`, then of the probes of the files
    `probes`; None when a rule of them cannot be read."""
    parts = [_rows(path) for path in paths] + [_rows(probes)]
    return None if any(part is None for part in parts) else tuple(row for part in parts for row in part or ())


def warm(paths: Sequence[Path | str], probes: Sequence[Path | str]) -> None:
    """Read the base parts of the files `paths` and the probes of the files `probes` (a warm engine, so
    that its first question does not)."""
    _statements(tuple(str(path) for path in paths), tuple(str(path) for path in probes))


def live_base(paths: Sequence[Path | str], facts: frozenset[str], probes: Sequence[Path | str]) -> list[ast.AST]:
    """The statements of the base parts of the files `paths`, in order, then the probes of the later
    rules of the files `probes` (probe_program), but the rules that can never fire when the facts'
    predicates are those named `facts` and the `#defined` statements (see the module's text).
    Cached for each set of files and names."""
    key = (tuple(str(path) for path in paths), tuple(str(path) for path in probes), facts)
    found = _live.get(key)
    if found is not None:
        return found
    rows = _statements(key[0], key[1])
    if rows is None:
        return _every(key[0], key[1])
    have = set(facts)
    alive = [body is None for _statement, body, _heads_of in rows]
    for number, (_statement, _body, heads) in enumerate(rows):
        if alive[number]:
            have |= heads
    changed = True
    while changed:
        changed = False
        for number, (_statement, body, heads) in enumerate(rows):
            if not alive[number] and body is not None and body <= have:
                alive[number] = changed = True
                have |= heads
    found = [statement for number, (statement, _body, _heads_of) in enumerate(rows) if alive[number]]
    if len(_live) > 1000:  # (bounded: a long-lived engine sees many boards)
        _live.clear()
    _live[key] = found
    return found
