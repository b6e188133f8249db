"""The value of "Enchanted creature has protection from white. This effect doesn't remove this Aura." (issue i28;
702.16c, 303.4d)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Static


@dataclass(frozen=True)
class NotRemoving:
    """A static ability and the exception that keeps its own Aura attached (702.16c, 303.4d)."""

    static: Static

    def render(self) -> str:
        return f"{self.static.render()} this effect doesn't remove ~."
