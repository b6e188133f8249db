"""The values of more layer statics (issue i28): a count of the counters of one kind ("for each age counter on
it", 122.1) and the condition "during turns other than yours" (101.4)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CounterCount:
    """"age counter on it", "charge counter on ~" after "for each": the counters of one kind on the affected
    object ("it") or on the source (~), counted as the effect applies (608.2h)."""

    kind: str  # the counter's kind as written: "age", "+1/+1"
    on: str  # "it" or "~"

    def render(self) -> str:
        return f"{self.kind} counter on {self.on}"


@dataclass(frozen=True)
class OthersTurn:
    """"turns other than yours" after "during" (101.4: a turn of which its controller is not the active player)."""

    def render(self) -> str:
        return "turns other than yours"
