"""The answer types of the `replace` question: each distinct outcome of an event (the events that
finally happen) with one order of applied effects reaching it, and who chose each (616.1)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import clingo

from pysolver.questions.layers.model import Outcome


@dataclass
class Step:
    """One application of an effect (616.1): who chose it, which effect, and what it made of the event."""

    chooser: str
    effect: str
    source: str
    option: str
    ops: list[clingo.Symbol]
    before: clingo.Symbol
    after: list[clingo.Symbol]
    names: dict[str, str] = field(default_factory=dict)
    root: int = 0
    # the step in words (pysolver.questions.replace.text), written when the answer is complete
    sentence: str = ""


@dataclass
class ReplaceOutcome:
    """One distinct result: the events that finally happen, and one order of choices reaching it."""

    events: list[dict[str, Any]]
    applied: list[str]
    steps: list[Step]
    cant: list[tuple[str, clingo.Symbol]] = field(default_factory=list)
    # 615.7: what is left of each shield the event could meet: {"effect", "source", "prevents", "left"}
    shields: list[dict[str, Any]] = field(default_factory=list)
    # 120.3a: the life each player loses by the damage dealt: {"player", "amount"}, APNAP
    life_loss: list[dict[str, Any]] = field(default_factory=list)
    # 119.3: the life totals after the outcome, of the players the scenario gives one for
    life_totals: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The outcome as in docs/replace.md (`applied`, `events`), plus who chose what, what is left
        of each prevention shield, the life players lose and (when the scenario gives them) the
        life totals after."""
        answer = {"applied": self.applied, "events": self.events,
                  "choices": [{"player": s.chooser, "effect": s.effect, "text": s.sentence}
                              for s in self.steps],
                  "cant": [c for c, _ in self.cant], "shields": self.shields, "life_loss": self.life_loss}
        return answer | {"life_totals": self.life_totals} if self.life_totals else answer


@dataclass
class ReplaceAnswer:
    """Every outcome, and what the search took: events considered (nodes), models, solver choices."""

    outcomes: list[ReplaceOutcome]
    nodes: int = 0
    models: int = 0
    choices: int = 0
    layer_runs: int = 1
    # the board the question read: the layers' outcome (with its history when one was asked for)
    board: Outcome | None = None
