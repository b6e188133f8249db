"""The layer programs rewritten so that one Control holds many boards (pysolver.solving.runner.run_engines).

gringo prepares every rule of a part again at every ground call, whether or not the rule can fire,
and on a small board that preparation is most of a question's time (about 25 µs per rule, some 400
rules per layer step). Grounding many boards in one Control pays it once for all of them.

The rewriting, done on the syntax tree of every statement of the layer programs:
- every atom gets the board as a first argument, the variable BOARD (one per rule: a rule joins
  atoms of one board only);
- every rule gets the body literal `grounds(BOARD,Part)`, Part the part it belongs to with its
  parameters (`base`, `step(k)`, `sel(k,p)` ...). The driver makes `grounds(b,Part)` a fact for
  each board b that grounds that part in the call (and only those), by grounding the part
  `grounding(Part,First,Last)` (GROUNDING: grounds(B,Part) for B from First to Last) for each run of
  consecutive such boards in the same call: a board takes part in exactly the ground calls it would
  have alone, and every rule instance is the one it would have had. (They were added through
  clingo's backend before each call: opening a backend takes some microseconds for every rule of
  the Control, 3% of the instructions of a batch of small boards);
- `#defined p/n` becomes `#defined p/n+1` (of a GLOBAL predicate it stays);
- the atoms of GLOBAL predicates, facts alike on every board, are left as they are.

How many boards go to one Control: MAX_BOARDS_PER_RUN and MAX_OBJECTS_PER_RUN (board_runs for boards of
one size; pysolver.solving.runner.packed_runs for boards of many).

The facts of board b are its facts with b as first argument (`board_fact`); an answer's atoms are
read back without it (`unboard`). Names of the rewriting: BOARD, grounds/2 and the part `grounding`
(no program uses them).
"""

from __future__ import annotations

import math
import threading
from pathlib import Path
from typing import TYPE_CHECKING

import clingo

from pysolver.cards.vocabulary import subtype_facts
from pysolver.programs.cache import TEXT, cache_dir, cached, list_of
from pysolver.programs.files import layer_program_files

if TYPE_CHECKING:
    from clingo import ast

BOARD = "BOARD"
GROUNDS = "grounds"
# the part that makes grounds(b,Part) a fact for the boards b of a range, grounded with the part it names
GROUNDING = "grounding"
_GROUNDING_PROGRAM = f"#program {GROUNDING}(part,first,last).\n{GROUNDS}({BOARD},part) :- {BOARD} = first..last.\n"
# predicates whose facts are the same on every board (205.3: the subtypes of the rules, most of a
# small board's facts): given no board, and added once to a Control
GLOBAL = frozenset({"subtype_class"})

_rewritten: dict[str, str] = {}
_lock = threading.Lock()


def _rewrite_statements(path: Path) -> str:
    """The text of a program file with every statement rewritten (see the module's text)."""
    from clingo import ast

    location = ast.Location(ast.Position(str(path), 0, 0), ast.Position(str(path), 0, 0))
    board = ast.Variable(location, BOARD)
    out: list[str] = []
    part: list[ast.AST] = [ast.Function(location, "base", [], 0)]

    class Boarded(ast.Transformer):
        def visit_SymbolicAtom(self, atom: ast.AST) -> ast.AST:  # noqa: N802 (clingo's visitor names)
            return atom.update(symbol=_with_board(atom.symbol))

    def _with_board(term: ast.AST) -> ast.AST:
        if term.ast_type == ast.ASTType.Function and not term.external:
            if term.name in GLOBAL:
                return term
            return term.update(arguments=[board, *term.arguments])
        if term.ast_type == ast.ASTType.Pool:
            return term.update(arguments=[_with_board(t) for t in term.arguments])
        raise ValueError(f"{path}: cannot give the atom {term} a board (pysolver.solving.boards)")

    boarded = Boarded()

    def add(statement: ast.AST) -> None:
        kind = statement.ast_type
        if kind == ast.ASTType.Program:
            params = [ast.Function(location, p.name, [], 0) for p in statement.parameters]
            part[0] = ast.Function(location, statement.name, params, 0)
            out.append(str(statement))
        elif kind == ast.ASTType.Rule:
            guard = ast.Literal(location, ast.Sign.NoSign,
                                ast.SymbolicAtom(ast.Function(location, GROUNDS, [board, part[0]], 0)))
            rule = boarded(statement)
            out.append(str(rule.update(body=[guard, *rule.body])))
        elif kind == ast.ASTType.Defined:
            out.append(str(statement if statement.name in GLOBAL else statement.update(arity=statement.arity + 1)))
        elif kind == ast.ASTType.Comment:
            return
        else:
            raise ValueError(f"{path}: pysolver.solving.boards cannot rewrite the statement {statement}")

    ast.parse_files([str(path)], add)
    return "\n".join(out) + "\n"


def rewritten(paths: list[Path]) -> list[str]:
    """The rewritten text of each program file, made once per process. The files of
    layer_program_files are rewritten all at once and kept in the cache on disk for the next
    processes (rewriting them all takes about a second), in their order, so that another installation
    of the same files reads them too; others (a test's copy of the rules) and every file when the
    cache is off, one by one as asked."""
    missing = [path for path in paths if str(path) not in _rewritten]
    if missing:
        texts: dict[str, str] = {}
        files = layer_program_files()
        if cache_dir() is not None and not {str(path) for path in missing}.isdisjoint(map(str, files)):
            kept = cached("boards", [Path(__file__), *files], lambda: [_rewrite_statements(path) for path in files],
                          list_of(TEXT))
            if len(kept) == len(files):  # (an entry of another length: each file rewritten below)
                texts.update(zip(map(str, files), kept, strict=True))
        for path in missing:
            if str(path) not in texts:
                texts[str(path)] = _rewrite_statements(path)
        with _lock:
            for name, text in texts.items():
                _rewritten.setdefault(name, text)
    return [_rewritten[str(path)] for path in paths]


def add_board_programs(ctl: clingo.Control, paths: list[Path]) -> None:
    """Add the rewritten program files to the Control (each begins in the `base` part, as a loaded
    file does), and the part GROUNDING (grounding_part)."""
    for text in rewritten(paths):
        ctl.add("base", [], text)
    ctl.add("base", [], _GROUNDING_PROGRAM)


def board_fact(board: int, fact: clingo.Symbol) -> clingo.Symbol:
    """The fact `fact` of board `board`."""
    return clingo.Function(fact.name, [clingo.Number(board), *fact.arguments], fact.positive)


def control_facts(boards: dict[int, list[clingo.Symbol]]) -> list[clingo.Symbol]:
    """The facts of a Control that grounds these boards: each board's facts with its board, those of
    GLOBAL predicates once."""
    # the rules' subtypes are the same symbols in every board's facts (pysolver.scenario.facts): known at
    # once, where reading each fact's name costs a call into clingo
    shared = {id(fact): fact for fact in subtype_facts()}
    found: dict[clingo.Symbol, None] = {}  # (a dict: the order of a first run, as every run has it)
    facts: list[clingo.Symbol] = []
    for board, board_facts in boards.items():
        number = clingo.Number(board)
        for fact in board_facts:
            if id(fact) in shared:
                found[fact] = None
                continue
            name = fact.name
            if name in GLOBAL:
                found[fact] = None
            else:
                facts.append(clingo.Function(name, [number, *fact.arguments]))
    return [*found, *facts]


def grounding_parts(part: str, params: list[clingo.Symbol], boards: list[int]) -> list[tuple[str, list[clingo.Symbol]]]:
    """The parts to ground with the part `part` (these parameters) so that exactly the boards `boards`
    (in increasing order) ground it: one for each run of consecutive boards, which makes the facts
    grounds(b,part(params)) for the boards b of the run."""
    term = clingo.Function(part, params)
    found: list[tuple[str, list[clingo.Symbol]]] = []
    first = 0
    for i, board in enumerate(boards):
        if i + 1 == len(boards) or boards[i + 1] != board + 1:
            found.append((GROUNDING, [term, clingo.Number(boards[first]), clingo.Number(board)]))
            first = i + 1
    return found


def unboard(atom: clingo.Symbol, name: str) -> tuple[int, clingo.Symbol]:
    """The board of a positive atom `name`(...) of the rewritten programs and the atom without it (its
    name given: reading it and its sign from clingo cost two calls of each atom of an answer)."""
    board, *arguments = atom.arguments
    return board.number, clingo.Function(name, arguments)


# how many boards one Control grounds together (pysolver.solving.runner.run_engines): the fixed costs
# of a ground call are shared by more boards (on boards of 3 to 12 objects, 64 to a Control took 11% fewer instructions
# each than 32, and 128 7% fewer than 64; 100 of them held 283,000 atoms and 127 MB), and the objects
# of all of them are bounded so that big boards run one at a time, and small ones mostly in a Control
# under COMPACT_ATOMS
MAX_BOARDS_PER_RUN = 128
MAX_OBJECTS_PER_RUN = 960


def board_runs(count: int, objects: int, runs: int = 1) -> list[range]:
    """How to split `count` boards of `objects` objects each into runs of run_engines: at least
    `runs` of them (one per worker) when there are boards enough, of at most MAX_BOARDS_PER_RUN
    boards and MAX_OBJECTS_PER_RUN objects each, as even as can be. Returns the indexes of each."""
    per_run = max(1, min(MAX_BOARDS_PER_RUN, MAX_OBJECTS_PER_RUN // max(objects, 1)))
    parts = min(count, max(runs, math.ceil(count / per_run)))
    return [range(count * i // parts, count * (i + 1) // parts) for i in range(parts)]
