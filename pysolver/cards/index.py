"""Which files of the card library a board's layer engine needs.

The layer rules (asp/) read the library only through the abilities the board can meet (asp/effects.lp:
known_ability/1 and the facts of each ability: ability_class, cda, layer_of, scope, does), and the
facts of a library ability are read only for that ability. Loading every card and ability file for
every question cost about an eighth of a small question from the command line (parsing about 110 KB
and grounding it with the scenario). So each run loads `library.lp` and the ability files the board
can reach: those defining an ability named in the scenario's facts or in the rules, then those
defining an ability named in a file already chosen (what an effect grants, 613.1f), until nothing
is added. A name counts wherever it appears (an object's id, a word), so the choice errs only on the
side of a file too many. The card files are never needed: the scenario's facts carry each object's
printed values (pysolver.scenario.facts).

The index (what each file defines and names) is read with clingo's parser and kept in the cache
(pysolver.programs.cache) with the library.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import clingo

from pysolver.cards.vocabulary import subtype_facts
from pysolver.programs.cache import TEXT, Shape, cached, dict_of, frozenset_of, record
from pysolver.programs.files import library_programs, rule_programs
from pysolver.programs.terms import term_names

if TYPE_CHECKING:  # parsed only when the index is built (clingo.ast is not imported otherwise)
    from clingo import ast

# a function or constant name as clingo writes a term
_NAME = re.compile(r"[a-z_][A-Za-z0-9_']*")
# the predicates whose first argument names the ability (or the named selector, "artifacts you
# control") a file says something of: its text and class (encodings/library.lp) and everything the
# layer rules read of it (asp/effects.lp)
DEFINING = ("text", "ability_class", "cda", "layer_of", "scope", "does", "condition", "lasts_while")


@dataclass(frozen=True)
class LibraryIndex:
    """For each ability file (its path under encodings/), the abilities it defines and every name
    it mentions; and every name the rules (asp/) mention."""

    defines: dict[str, frozenset[str]]
    mentions: dict[str, frozenset[str]]
    rule_names: frozenset[str]


def _names(node: object, into: set[str]) -> None:
    """Every function and constant name in a syntax tree."""
    from clingo import ast

    if isinstance(node, ast.AST):
        if node.ast_type == ast.ASTType.Function:
            into.add(node.name)
        elif node.ast_type == ast.ASTType.SymbolicTerm:
            into.update(term_names(node.symbol))
        for key in node.child_keys:
            _names(getattr(node, key), into)
    elif isinstance(node, (list, tuple, ast.ASTSequence)):
        for item in node:
            _names(item, into)


def _defined(statement: ast.AST, into: set[str]) -> None:
    """The abilities a statement defines: the name of the first argument of a DEFINING head."""
    from clingo import ast

    if statement.ast_type != ast.ASTType.Rule or statement.head.ast_type != ast.ASTType.Literal:
        return
    atom = statement.head.atom
    if atom.ast_type != ast.ASTType.SymbolicAtom or atom.symbol.ast_type != ast.ASTType.Function:
        return
    head = atom.symbol
    if head.name in DEFINING and head.arguments:
        first = head.arguments[0]
        if first.ast_type == ast.ASTType.Function:
            into.add(first.name)
        elif first.ast_type == ast.ASTType.SymbolicTerm and first.symbol.type == clingo.SymbolType.Function:
            into.add(first.symbol.name)


def _file_names(path: Path) -> tuple[set[str], set[str]]:
    """What one file defines and every name it mentions."""
    from clingo import ast

    defines: set[str] = set()
    mentions: set[str] = set()

    def read(statement: ast.AST) -> None:
        _defined(statement, defines)
        _names(statement, mentions)

    ast.parse_files([str(path)], read)
    return defines, mentions


def _ability_files() -> list[Path]:
    return [path for path in library_programs() if path.parent.name == "abilities"]


def build_index() -> LibraryIndex:
    """Read every ability file and rule file (with clingo's parser)."""
    defines, mentions = {}, {}
    for path in _ability_files():
        key = f"{path.parent.name}/{path.name}"
        defines[key], mentions[key] = (frozenset(names) for names in _file_names(path))
    rule_names: set[str] = set()
    for path in rule_programs():
        rule_names |= _file_names(path)[1]
    return LibraryIndex(defines, mentions, frozenset(rule_names))


_NAMES = frozenset_of(TEXT)
INDEX_SHAPE: Shape[LibraryIndex] = record(LibraryIndex, defines=dict_of(TEXT, _NAMES), mentions=dict_of(TEXT, _NAMES),
                                          rule_names=_NAMES)


@functools.lru_cache(maxsize=1)
def load_index() -> LibraryIndex:
    """The index of this installation, read once per process and kept in the cache."""
    return cached("ability-index", [Path(__file__), *rule_programs(), *_ability_files()], build_index, INDEX_SHAPE)


def board_library(facts: Iterable[clingo.Symbol]) -> list[Path]:
    """The library files a run on these facts needs (see the module's text), in the order of
    resources.library_programs."""
    index = load_index()
    # the names in the facts' text (where walking each term asks clingo for every name and argument);
    # words inside strings count too, which only errs on the safe side. The rules' list of subtypes
    # (subtype_class/2, 205.3) is the same for every board and names no ability: skipped, it is most
    # of a small board's facts.
    # (known by identity: the board's facts hold the very symbols of subtype_facts, where reading a
    # fact's name asks clingo; the text of the others is read at once, as one tuple: two calls into
    # clingo where each fact took three. subtype_class facts made elsewhere, such as unpickled in a
    # worker process, are then known by name)
    shared = {id(fact) for fact in subtype_facts()}
    rest = [fact for fact in facts if id(fact) not in shared]
    text = str(clingo.Function("", rest))
    if "subtype_class(" in text:
        text = " ".join(str(fact) for fact in rest if fact.name != "subtype_class")
    names = set(index.rule_names) | set(_NAME.findall(text))
    chosen: set[str] = set()
    while True:
        found = {key for key, defined in index.defines.items() if key not in chosen and defined & names}
        if not found:
            break
        chosen |= found
        for key in found:
            names |= index.mentions[key]
    return [path for path in library_programs()
            if path.name == "library.lp" or (path.parent.name == "abilities" and f"abilities/{path.name}" in chosen)]
