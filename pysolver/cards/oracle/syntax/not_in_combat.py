"""The typed value of "Each untapped creature you control gets +0/+2 as long as it's not attacking." (Arcades
Sabboth): a static ability's change to each object of its set while that object is not attacking (506.4, 611.3a)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Static


@dataclass(frozen=True)
class EachNotInCombat:
    """`static` (with no condition of its own) applies to each object of its subject ("each GROUP") while that object
    does not have the status of combat `status` ("attacking", "blocking")."""

    static: Static
    status: str

    def render(self) -> str:
        return f"{self.static.render()[:-1]} as long as it's not {self.status}."
