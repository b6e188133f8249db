"""The typed value of the shield family of oracle.lark: shields against a source of a player's choice
(609.7, 615.8), prevention around and regeneration of the enchanted creature (615.1, 701.19), and the
exile of what a spell damaged instead of its dying (614.1a)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Cost
from pysolver.cards.oracle.syntax.subjects import Group, Target


@dataclass(frozen=True)
class Shield:
    """One line of the family: `name` its production; `cost` an activated ability's; `qualities` the
    chosen source's ("black", "artifact"; two: either); `recipient` the shielded ("you", "any target",
    or `target`); `side` the enchanted creature's damage prevented ("to", "by", "to and dealt by");
    `kinds` the card types the words name (the damaged, the regenerated, the enchanted); `gains`: its
    controller gains the life the damage prevented."""

    name: str
    words: str
    cost: Cost | None = None
    target: Target | None = None
    qualities: tuple[str, ...] = ()
    recipient: str | None = None
    side: str | None = None
    combat: bool = False
    kinds: tuple[str, ...] = ()
    amount: int | None = None
    gains: bool = False  # "You gain life equal to the damage prevented this way."
    group: Group | None = None  # "you and other permanents you control": the objects shielded beside its controller
    duration: str = "this turn"  # how long a resolved effect lasts (611.2a: "until your next turn" as well)

    def render(self) -> str:
        return self.words

