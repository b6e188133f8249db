"""Typed values of an exchange of control (701.12a): "exchange control of two target creatures", "exchange control of
target land you control and target land an opponent controls"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Target


@dataclass(frozen=True)
class ExchangeControl:
    """"[you may] exchange control of TARGET [and TARGET]": the two objects chosen (one target naming two, "two target
    creatures", or two targets) each get the controller of the other (701.12a, 613.1b)."""

    targets: tuple[Target, ...]
    may: bool = False

    def render(self) -> str:
        return f"{'you may ' if self.may else ''}exchange control of " + " and ".join(t.render() for t in self.targets)
