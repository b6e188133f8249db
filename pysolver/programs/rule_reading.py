"""Each statement of a program file as the analyses of the rules that can fire read it
(pysolver.programs.reachable, pysolver.programs.live_base): the atoms its head may derive and the
positive atoms of its body, as patterns; and the files split into their base part and later parts.

Reading a statement goes through clingo's syntax tree attribute by attribute: the some 2,200 rules of
the layer rules and the card library took a warm engine about 0.3 s at every start (each `batch`
worker, each question worker, `serve`). The readings of those files are kept in the cache on disk
(pysolver.programs.cache: an entry named by a digest of the files and of this module, so an edited
rule or reader is a new entry), and a later process reads them back instead.
"""

from __future__ import annotations

import atexit
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import clingo

from pysolver.programs.cache import Shape, WrongShape, cache_dir, cached, list_items, list_of
from pysolver.programs.files import layer_program_files
from pysolver.programs.parsed import statements

if TYPE_CHECKING:
    from clingo import ast

# a pattern: None (anything), an int (a number), or a tuple: (name, *arguments) for a function (the
# name with a leading "-" when classically negated; "" for a tuple), ('"', text) for a string,
# ("|", *terms) for a pool, ("#inf",) and ("#sup",)
Pattern = Any
Signature = tuple[str, int]
Atom = tuple[Signature, Pattern]
POOL, STRING = "|", '"'


def symbol_pattern(sym: clingo.Symbol) -> Pattern:
    """The pattern of a symbol (itself)."""
    kind = sym.type
    if kind == clingo.SymbolType.Number:
        return sym.number
    if kind == clingo.SymbolType.String:
        return (STRING, sym.string)
    if kind == clingo.SymbolType.Function:
        name = sym.name if sym.positive else "-" + sym.name
        return (name, *(symbol_pattern(arg) for arg in sym.arguments))
    return ("#inf",) if kind == clingo.SymbolType.Infimum else ("#sup",)


def _term_pattern(term: ast.AST, params: frozenset[str]) -> Pattern:
    """The pattern of a term of a rule in a part with these parameters."""
    from clingo import ast

    kind = term.ast_type
    if kind == ast.ASTType.SymbolicTerm:
        sym = term.symbol
        if sym.type == clingo.SymbolType.Function and not sym.arguments and sym.name in params:
            return None
        return symbol_pattern(sym)
    if kind == ast.ASTType.Function:
        if term.external or (not term.arguments and term.name in params):
            return None
        return (term.name, *(_term_pattern(arg, params) for arg in term.arguments))
    if kind == ast.ASTType.Pool:
        return (POOL, *(_term_pattern(arg, params) for arg in term.arguments))
    if kind == ast.ASTType.UnaryOperation and term.operator_type == ast.UnaryOperator.Minus:
        inner = term.argument
        if inner.ast_type == ast.ASTType.Function and not inner.external:  # classical negation
            return ("-" + inner.name, *(_term_pattern(arg, params) for arg in inner.arguments))
    return None  # a variable, an operation, an interval: anything


def _atoms(literal: ast.AST, params: frozenset[str]) -> tuple[Atom, ...] | None:
    """The atom of a literal as (signature, pattern), one for each term of a pool of atoms; None when
    the literal is not a symbolic atom (a comparison, #true, #false)."""
    from clingo import ast

    atom = literal.atom
    if atom.ast_type != ast.ASTType.SymbolicAtom:
        return None
    pattern = _term_pattern(atom.symbol, params)
    alternatives = pattern[1:] if pattern.__class__ is tuple and pattern[0] == POOL else (pattern,)
    if any(alt is None or alt.__class__ is not tuple or alt[0] in (POOL, STRING) for alt in alternatives):
        raise ValueError(f"pysolver.programs.rule_reading: an atom it cannot read: {atom}")
    return tuple(((alt[0], len(alt) - 1), alt) for alt in alternatives)


def rule_heads(head: ast.AST, params: frozenset[str]) -> list[Atom]:
    """The atoms a rule's head may derive."""
    from clingo import ast

    kind = head.ast_type
    if kind == ast.ASTType.Literal:
        if head.sign != ast.Sign.NoSign:
            return []
        return list(_atoms(head, params) or ())
    found: list[Atom] = []
    if kind in (ast.ASTType.Disjunction, ast.ASTType.Aggregate):
        for element in head.elements:
            found += rule_heads(element.literal, params)
    elif kind == ast.ASTType.HeadAggregate:
        for element in head.elements:
            found += rule_heads(element.condition.literal, params)
    else:
        raise ValueError(f"pysolver.programs.rule_reading: a rule head it cannot read: {head}")
    return found


@dataclass(frozen=True)
class Rule:
    """A rule as the analyses read it: the atoms its head may derive, the positive atoms of its body
    (each a tuple of alternatives, one of which must hold; positive_literals gives their literals) and the
    parameters of its part. An `#external` is read as a rule of its atom with no body."""

    heads: tuple[Atom, ...]
    body: tuple[tuple[Atom, ...], ...]
    params: frozenset[str]


def positive_literals(statement: ast.AST) -> list[ast.AST]:
    """The positive literals of a rule's body that are symbolic atoms (outside aggregates and
    conditions), in order: those whose atoms a Rule's body holds."""
    from clingo import ast

    return [literal for literal in statement.body if literal.ast_type == ast.ASTType.Literal
            and literal.sign == ast.Sign.NoSign and literal.atom.ast_type == ast.ASTType.SymbolicAtom]


def read_rule(statement: ast.AST, params: frozenset[str]) -> Rule:
    """The statement as the analyses read it (Rule); `params` are its part's parameters. ValueError
    when an atom or the head cannot be read."""
    return Rule(tuple(rule_heads(statement.head, params)),
                tuple(_atoms(literal, params) for literal in positive_literals(statement)), params)


# what a statement reads as: a Rule (a rule or an #external), the message of the ValueError of a rule
# that cannot be read, or None (anything else: #program, #show, #defined ...)
Reading = Rule | str | None


def read_statement(statement: ast.AST, params: frozenset[str]) -> Reading:
    """How a statement reads (Reading) in a part with the parameters `params`."""
    from clingo import ast

    kind = statement.ast_type
    try:
        if kind == ast.ASTType.Rule:
            return read_rule(statement, params)
        if kind == ast.ASTType.External:
            return Rule(tuple(rule_heads(ast.Literal(statement.location, ast.Sign.NoSign, statement.atom), params)),
                        (), params)
    except ValueError as error:
        return str(error)
    return None


def _read_file(path: str) -> list[Reading]:
    """The reading of each statement of a parsed program file (statements), in order."""
    from clingo import ast

    found: list[Reading] = []
    params: frozenset[str] = frozenset()
    for statement in statements(path):
        if statement.ast_type == ast.ASTType.Program:
            params = frozenset(p.name for p in statement.parameters)
        found.append(read_statement(statement, params))
    return found


def _pattern(value: Any) -> Pattern:
    """A pattern back from its JSON data (a tuple written as a list), every part checked."""
    kind = type(value)
    if value is None or kind is int:
        return value
    if kind is not list or not value or type(value[0]) is not str:
        raise WrongShape("pattern expected")
    if value[0] == STRING:
        if len(value) != 2 or type(value[1]) is not str:
            raise WrongShape("string pattern expected")
        return (STRING, value[1])
    return (value[0], *map(_pattern, value[1:]))


def _atom(value: Any) -> Atom:
    if type(value) is not list or len(value) != 3 or type(value[0]) is not str or type(value[1]) is not int:
        raise WrongShape("atom expected")
    return ((value[0], value[1]), _pattern(value[2]))


def _read_reading(value: Any) -> Reading:
    if value is None or type(value) is str:
        return value
    if type(value) is not list or len(value) != 3:
        raise WrongShape("a rule's reading expected")
    heads, body, params = value
    if any(type(param) is not str for param in list_items(params)):
        raise WrongShape("parameter names expected")
    return Rule(tuple(map(_atom, list_items(heads))),
                tuple(tuple(map(_atom, list_items(atoms))) for atoms in list_items(body)), frozenset(params))


def _write_reading(reading: Reading) -> Any:
    if reading is None or isinstance(reading, str):
        return reading
    return [[[name, arity, pattern] for (name, arity), pattern in reading.heads],
            [[[name, arity, pattern] for (name, arity), pattern in atoms] for atoms in reading.body],
            sorted(reading.params)]


# a Reading as JSON data
READING: Shape[Reading] = Shape(_write_reading, _read_reading)
# the readings of every layer program file, in the order of layer_program_files (json writes a
# pattern's tuples as lists)
_FILES_SHAPE = list_of(list_of(READING))

_readings: dict[str, list[Reading]] = {}
_lock = threading.Lock()
atexit.register(_readings.clear)


def readings(path: Path | str) -> list[Reading]:
    """The reading of each statement of a program file (statements(path)), made once per process. The
    files of layer_program_files are read all at once and kept in the cache on disk for the next
    processes; others (a test's program), and every file when the cache is off, one by one as asked."""
    key = str(path)
    found = _readings.get(key)
    if found is not None:
        return found
    files = [str(file) for file in layer_program_files()]
    read: dict[str, list[Reading]] = {}
    if cache_dir() is not None and key in files:
        kept = cached("rule-readings", [Path(__file__), *map(Path, files)],
                      lambda: [_read_file(file) for file in files], _FILES_SHAPE)
        if len(kept) == len(files):
            read = {file: kept_file for file, kept_file in zip(files, kept, strict=True)
                    if len(kept_file) == len(statements(file))}
    if key not in read:  # (an entry of another shape: this file read here)
        read[key] = _read_file(key)
    with _lock:
        for name, value in read.items():
            _readings.setdefault(name, value)
    return _readings[key]


@dataclass(frozen=True)
class FileParts:
    """A parsed program file split in two: the statements of its base part with their readings, and
    those of its other parts in order (their `#program` statements among them), each rule with its
    Rule."""

    base: list[ast.AST]
    base_read: list[Reading]
    later: list[tuple[ast.AST, Rule | None]]


_split: dict[str, FileParts] = {}
# the syntax trees are released while clingo is still there (as pysolver.programs.parsed does)
atexit.register(_split.clear)


def file_parts(path: Path | str) -> FileParts:
    """The parts of a parsed program file (pysolver.programs.parsed.statements), split once per process.
    ValueError when a rule of a later part cannot be read."""
    key = str(path)
    found = _split.get(key)
    if found is None:
        from clingo import ast

        found = FileParts([], [], [])
        in_base = True
        for statement, reading in zip(statements(key), readings(key), strict=True):
            kind = statement.ast_type
            if kind == ast.ASTType.Program:
                in_base = statement.name == "base"
                if in_base:
                    continue  # (every file begins in the base part: its statement is added with it)
            if in_base:
                found.base.append(statement)
                found.base_read.append(reading)
            elif kind != ast.ASTType.Rule:
                found.later.append((statement, None))
            elif isinstance(reading, str):
                raise ValueError(reading)
            else:
                found.later.append((statement, reading))
        with _lock:
            found = _split.setdefault(key, found)
    return found
