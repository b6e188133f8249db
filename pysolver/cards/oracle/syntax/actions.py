"""The value of an action as an effect resolves that no question reads (the board states its result): "draw a
card", "tap target creature", "~ deals 2 damage to any target"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group, Target


@dataclass(frozen=True)
class Action:
    """"draw a card", "scry 2", "~ deals 2 damage to any target": an action as the effect resolves
    that no question reads (the board states its result). `target` the target it acts on (a later
    "it" may name it); `names_target` when it targets what no layer effect may name (a player); `of_it` the words
    naming the controller of what the sentence before it named ("its controller loses 2 life", 608.2c)."""

    words: str
    target: Target | None = None
    names_target: bool = False
    group: Group | None = None  # "put a +1/+1 counter on each creature you control": "those creatures" next
    of_it: str | None = None
    note: str | None = None  # what the meaning says of it, when not only that the board states its result

    def render(self) -> str:
        return self.words
