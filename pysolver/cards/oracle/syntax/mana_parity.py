"""Typed values of the combat rules reading the parity of a mana value (202.3, 509.1b): "Your opponents can't block
with creatures with even mana values." (Void Winnower)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class OpponentsCantBlockParity:
    """509.1b: the creatures the source's controller's opponents control whose mana value (202.3) is `parity` ("even":
    0 too, "odd") can't block; `noun` the word "creatures"."""

    noun: Term
    parity: str

    def render(self) -> str:
        return f"your opponents can't block with {self.noun.render()} with {self.parity} mana values."
