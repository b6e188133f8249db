"""The rules of the later parts of a program that can fire on a board, found once its base part is
grounded: the others are never handed to the Control.

gringo prepares every rule of a part at each ground call whether or not the rule can fire, and on a
small board that preparation is most of a question's time; many rules of the step parts can never
fire on a given board (the conditions, selectors and copies its cards do not have). A Control is
therefore given the base part of the programs first, with a few probe rules, grounds it, and then
gets the statements of the other parts (`#program step(k).` ...) but the rules found dead here.

A predicate is static when no rule of a later part derives it: the grounded base holds all its atoms.
For each later rule:
- its body literals of static predicates (positive, outside aggregates and conditions), each part
  parameter, arithmetic term, interval and external function in them made a variable of its own,
  are one probe: `reach_probe(N) :- <those literals>.` in the base part, so that gringo itself says
  whether their conjunction has an instance (a literal of a predicate the rule files state facts of,
  with no constant argument, holds and is left out of it);
- each of its other positive literals can hold when the base may hold atoms of its predicate (a rule
  of a base part derives it, or a fact names it), or when the head of a rule found able to fire
  unifies with it: a term read as a pattern, every variable and operation standing for anything;
- the rule can fire when its probe held and each of those literals can hold, repeated until nothing
  changes (cached for each set of answers).

Why the Control then derives the same atoms: by induction over the ground calls after the base, every
atom gringo derives is an atom of the base or an instance of the head of a rule found able to fire (a
rule instance that fires has its static literals an instance of its probe's body, so the probe held,
and each other positive literal an atom derived before, whose predicate the base holds or which
unifies with the head pattern of the rule that derived it). A rule left out therefore never has an
instance that fires: nothing it could derive is lost. (Its negative literals, aggregates and
conditions are only read more loosely here: more rules kept, never fewer.)
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import clingo

from pysolver.programs import rule_reading
from pysolver.programs.cache import INT, TEXT, cached, list_of, optional, tuple_of
from pysolver.programs.files import layer_rule_programs
from pysolver.programs.rule_reading import (
    POOL,
    READING,
    Pattern,
    Reading,
    Rule,
    Signature,
    file_parts,
    positive_literals,
    read_statement,
    rule_heads,
)

if TYPE_CHECKING:
    from clingo import ast

def unify(a: Pattern, b: Pattern) -> bool:
    """Whether two patterns have an instance in common (the occurrences of a variable read apart)."""
    if a is None or b is None:
        return True
    a_int, b_int = a.__class__ is int, b.__class__ is int
    if a_int or b_int:
        return a_int and b_int and a == b
    if a[0] == POOL:
        return any(unify(x, b) for x in a[1:])
    if b[0] == POOL:
        return any(unify(a, y) for y in b[1:])
    if len(a) != len(b) or a[0] != b[0]:
        return False
    return all(unify(x, y) for x, y in zip(a[1:], b[1:], strict=True))


_lock = threading.Lock()
# the atoms of the probes (probe_program), a name no program uses
PROBE = "reach_probe"


def _probe_literals(literals: list[ast.AST], params: frozenset[str]) -> str:
    """Body literals as a probe reads them in the base part: each part parameter, arithmetic term,
    interval and external function replaced by a variable of its own, the variables named in the
    order they come (so that the same conjunction is one probe wherever it is written)."""
    from clingo import ast

    names: dict[str, str] = {}

    class Loose(ast.Transformer):
        def _any(self, term: ast.AST) -> ast.AST:
            names[f" {len(names)}"] = name = f"V{len(names)}"
            return ast.Variable(term.location, name)

        def visit_Variable(self, term: ast.AST) -> ast.AST:  # noqa: N802 (clingo's visitor names)
            if term.name == "_":
                return self._any(term)
            return term.update(name=names.setdefault(term.name, f"V{len(names)}"))

        def visit_SymbolicTerm(self, term: ast.AST) -> ast.AST:  # noqa: N802
            sym = term.symbol
            if sym.type == clingo.SymbolType.Function and not sym.arguments and sym.name in params:
                return self._any(term)
            return term

        def visit_Function(self, term: ast.AST) -> ast.AST:  # noqa: N802
            if term.external or (not term.arguments and term.name in params):
                return self._any(term)
            return term.update(**self.visit_children(term))

        def visit_BinaryOperation(self, term: ast.AST) -> ast.AST:  # noqa: N802
            return self._any(term)

        def visit_UnaryOperation(self, term: ast.AST) -> ast.AST:  # noqa: N802
            return self._any(term)

        def visit_Interval(self, term: ast.AST) -> ast.AST:  # noqa: N802
            return self._any(term)

    loose = Loose()
    return ", ".join(str(literal.update(atom=literal.atom.update(symbol=literal.atom.symbol.update(
        **loose.visit_children(literal.atom.symbol))))) for literal in literals)


def _base_heads(path: Path | str, facts: bool) -> set[Signature]:
    """The predicates the base part of a file can derive (its rules' heads; `facts`: of its facts only)."""
    from clingo import ast

    parts = file_parts(path)
    return {signature for statement, reading in zip(parts.base, parts.base_read, strict=True)
            if statement.ast_type == ast.ASTType.Rule and not (facts and statement.body)
            for signature, _pattern in (reading.heads if isinstance(reading, Rule)
                                        else rule_heads(statement.head, frozenset()))}


_heads_of: dict[str, frozenset[Signature]] = {}


def base_signatures(paths: Iterable[Path | str]) -> set[Signature]:
    """The predicates the base parts of these files can derive (each file read once per process)."""
    found: set[Signature] = set()
    for path in paths:
        key = str(path)
        if key not in _heads_of:
            _heads_of[key] = frozenset(_base_heads(key, facts=False))
        found |= _heads_of[key]
    return found


def fact_names(facts: Iterable[clingo.Symbol]) -> set[str]:
    """The names of the predicates of these facts (read without their arguments: a symbol's arguments
    are read from clingo one by one)."""
    return {fact.name if fact.positive else "-" + fact.name for fact in facts}


def _probes(later: list[tuple[ast.AST, Rule]], dynamic: set[Signature], given: set[Signature]) -> tuple[
        list[int | None], str, list[Reading]]:
    """Each later rule's probe: the number of the conjunction of its body literals of static predicates
    (no later part derives them: the grounded base holds all their atoms; those of `given`, the
    predicates the rule files state facts of, only with a constant argument), or None (it has none);
    the text of the probes, and the reading of each (read_statement)."""
    numbers: dict[str, int] = {}
    static_probe: list[int | None] = []
    for statement, rule in later:
        static = [literal for literal, atoms in zip(positive_literals(statement), rule.body, strict=True)
                  if all(signature not in dynamic and (signature not in given or any(pattern[1:]))
                         for signature, pattern in atoms)]
        body = _probe_literals(static, rule.params)
        static_probe.append(numbers.setdefault(body, len(numbers)) if static else None)
    text = "".join(f"{PROBE}({number}) :- {body}.\n" for body, number in numbers.items())
    return static_probe, text, [read_statement(statement, frozenset()) for statement in _probe_rules(text)]


def _probe_rules(text: str) -> list[ast.AST]:
    """The rules of the probes' text."""
    from clingo import ast

    found: list[ast.AST] = []
    ast.parse_string(text, lambda statement: found.append(statement)
                     if statement.ast_type == ast.ASTType.Rule else None)
    return found


# the probes kept in the cache: each rule's probe number, the text, the probes' readings
PROBES_SHAPE = tuple_of(list_of(optional(INT)), TEXT, list_of(READING))


class _Analysis:
    """The reachability of the later rules of some program files: the probes that the base part
    answers, and for each set of answers the rules that can fire."""

    def __init__(self, paths: tuple[str, ...]) -> None:
        later = [(statement, rule) for path in paths for statement, rule in file_parts(path).later if rule is not None]
        self.rules = [rule for _statement, rule in later]
        self.dynamic = {signature for rule in self.rules for signature, _pattern in rule.heads}
        # the predicates the rule files state facts of (set_attr/1, layer_rank/2 ...): a literal of
        # them with no constant argument holds (taken apart from the others: looser; _probes)
        given = set().union(*(_base_heads(path, facts=True) for path in paths))
        self.base = base_signatures(paths)

        def build() -> tuple[list[int | None], str, list[Reading]]:
            return _probes(later, self.dynamic, given)

        # each rule's probe (its number, or None: no static literal), the probes' text and their readings,
        # kept in the cache on disk for the layer rules (reading the literals again takes a warm engine's
        # start some 0.1 s)
        kept = list(paths) == [str(path) for path in layer_rule_programs()]
        found = cached("probes", [Path(__file__), Path(rule_reading.__file__), *map(Path, paths)], build,
                       PROBES_SHAPE) if kept else build()
        self.program: list[ast.AST] = _probe_rules(found[1])
        if len(found[0]) != len(self.rules) or len(found[2]) != len(self.program):  # (a damaged entry: a miss)
            found = build()
            self.program = _probe_rules(found[1])
        self.static_probe, _text, self.probe_readings = found
        self.alive: dict[tuple[frozenset[int], frozenset[str]], frozenset[int]] = {}

    def alive_rules(self, answers: frozenset[int], based: frozenset[str]) -> frozenset[int]:
        """The ids of the rules that can fire when the base part holds exactly the probes `answers`
        and may hold atoms of the predicates named `based` (and of those its rules derive)."""
        key = (answers, based)
        found = self.alive.get(key)
        if found is not None:
            return found
        alive: set[int] = set()
        heads: dict[Signature, list[Pattern]] = {}

        def holds(signature: Signature, pattern: Pattern) -> bool:
            return (signature in self.base or signature[0] in based or signature not in self.dynamic
                    or any(unify(pattern, h) for h in heads.get(signature, ())))

        changed = True
        while changed:
            changed = False
            for number, rule in enumerate(self.rules):
                probe = self.static_probe[number]
                if id(rule) in alive or (probe is not None and probe not in answers):
                    continue
                if all(any(holds(*atom) for atom in atoms) for atoms in rule.body):
                    alive.add(id(rule))
                    for signature, pattern in rule.heads:
                        heads.setdefault(signature, []).append(pattern)
                    changed = True
        if len(self.alive) > 1000:  # (bounded: a long-lived engine sees many boards)
            self.alive.clear()
        found = self.alive[key] = frozenset(alive)
        return found


_analyses: dict[tuple[str, ...], _Analysis] = {}
atexit.register(_analyses.clear)


def _analysis(paths: Sequence[Path | str]) -> _Analysis:
    key = tuple(str(path) for path in paths)
    found = _analyses.get(key)
    if found is None:
        found = _Analysis(key)
        with _lock:
            found = _analyses.setdefault(key, found)
    return found


def probe_program(paths: Sequence[Path | str]) -> list[ast.AST]:
    """The rules to add to the base part so that later_statements can tell, once it is grounded,
    which rules of the later parts of these files can fire."""
    return _analysis(paths).program


def probe_readings(paths: Sequence[Path | str]) -> list[Reading]:
    """The reading of each rule of probe_program(paths) (read_statement), in order."""
    return _analysis(paths).probe_readings


def later_statements(ctl: clingo.Control, paths: Sequence[Path | str], based: Iterable[str]) -> dict[
        str, list[ast.AST]]:
    """The statements of the later parts of each file (file_parts) that can matter once the
    Control's base part, with probe_program(paths), is grounded: all but the rules that can never
    fire (see the module's text). `based`: the names of the predicates of the facts and of the rules
    of the Control's base part that are not among `paths` (the card library)."""
    analysis = _analysis(paths)
    answers = frozenset(atom.symbol.arguments[0].number for atom in ctl.symbolic_atoms.by_signature(PROBE, 1))
    alive = analysis.alive_rules(answers, frozenset(based))
    return {str(path): [statement for statement, rule in file_parts(path).later if rule is None or id(rule) in alive]
            for path in paths}
