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
