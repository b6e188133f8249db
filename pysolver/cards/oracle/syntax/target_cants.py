"""The value of "can't be the target of spells or abilities your opponents control" in a resolving effect (Vines of
Vastwood): a restriction on targeting (115.1, the words of hexproof's rule, 702.11b, without the keyword), no
characteristic."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CantBeOpponentsTarget:
    """"can't be the target of spells or abilities your opponents control" (not hexproof: no keyword, 702.11b)."""

    def render(self) -> str:
        return "can't be the target of spells or abilities your opponents control"
