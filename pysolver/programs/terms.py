"""Reading clingo terms: what every answer reads many times is read once (Memo), and the names
inside a term (term_names)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import clingo


class Memo(dict[clingo.Symbol, Any]):
    """`read(symbol)` computed once per distinct symbol: every read of a symbol's name, number or
    arguments asks clingo again, and answers repeat the same constants and terms many times."""

    def __init__(self, read: Callable[[clingo.Symbol], Any]) -> None:
        super().__init__()
        self.read = read

    def __missing__(self, sym: clingo.Symbol) -> Any:
        value = self[sym] = self.read(sym)
        return value


def term_names(term: clingo.Symbol) -> set[str]:
    """Every function name inside a term (the operations and values of an effect, the constants)."""
    if term.type != clingo.SymbolType.Function:
        return set()
    found = {term.name}
    for arg in term.arguments:
        found |= term_names(arg)
    return found


def replace_word(term: clingo.Symbol, old: clingo.Symbol, new: clingo.Symbol) -> clingo.Symbol:
    """612.2: the term with every occurrence of the word `old` replaced by `new` (an ability of the
    library holds its colour and land type words as arguments: colored_creatures_you_control_get(white))."""
    if term == old:
        return new
    if term.type == clingo.SymbolType.Function and term.arguments:
        return clingo.Function(term.name, [replace_word(a, old, new) for a in term.arguments], term.positive)
    return term


class GroundContext:
    """Functions the grounder may call (term manipulation only)."""

    @staticmethod
    def replace_word(term: clingo.Symbol, old: clingo.Symbol, new: clingo.Symbol) -> clingo.Symbol:
        """612.2: the term with every occurrence of the word `old` replaced by `new`."""
        return replace_word(term, old, new)
