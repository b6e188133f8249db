"""The Oracle-text compiler the compiled library is built with, behind one import.

The compiler (`pysolver.cards.oracle.compile_ability(line, card_name)`) turns one line of Oracle
text into an Accepted ability (its key, its definition facts, the questions it matters to and its
meaning in words) or a Refused one (the words not understood, the questions it would matter to, why).
Everything that builds a library takes the compiler as a parameter; `default_compiler` is the one
place that names the real one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pysolver.errors import MtgSolveError

# compile_ability(line, card_name) -> Accepted | Refused (pysolver.cards.oracle)
CompileAbility = Callable[[str, str], Any]


class CompilerMissing(MtgSolveError):
    """The Oracle-text compiler is not part of this installation (exit status 2: nothing was done)."""

    exit_status = 2


def default_compiler() -> CompileAbility:
    """The Oracle-text compiler of this installation (pysolver.cards.oracle.compile_ability)."""
    try:
        from pysolver.cards.oracle import compile_ability
    except ImportError as exc:
        raise CompilerMissing(f"the Oracle-text compiler (pysolver.cards.oracle) cannot be imported: {exc}; "
                              "card data cannot be compiled without it") from None
    return compile_ability
