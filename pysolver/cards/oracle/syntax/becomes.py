"""The values of the "becomes" family's own whole abilities: "~ is all colors." (604.3, 105.2)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AllColors:
    """"~ is all colors.": a characteristic-defining ability (604.3): it is each of the five colours."""

    def render(self) -> str:
        return "~ is all colors."
