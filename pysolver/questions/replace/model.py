"""The answer types of the `replace` question: each distinct outcome of an event (the events that
finally happen) with one order of applied effects reaching it, and who chose each (616.1)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import clingo


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

    def to_json(self) -> dict[str, Any]:
        """The outcome as in SCENARIO.md (`applied`, `events`), plus who chose what."""
        return {"applied": self.applied, "events": self.events,
                "choices": [{"player": s.chooser, "effect": s.effect, "text": s.sentence}
                            for s in self.steps],
                "cant": [c for c, _ in self.cant]}


@dataclass
class ReplaceAnswer:
    """Every outcome, and what the search took: events considered (nodes), models, solver choices."""

    outcomes: list[ReplaceOutcome]
    nodes: int = 0
    models: int = 0
    choices: int = 0
    layer_runs: int = 1
