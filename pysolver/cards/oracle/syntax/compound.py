"""The values of compound conditions of static abilities: "you control an artifact or enchantment" (604.1: a permanent
of either kind), "you have more cards in hand than each opponent" (402.1, 102.2) and "during your turn, as long as ~ is
equipped" (101.4: both)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class EitherKindControl:
    """"you control an artifact or enchantment", "you control another Wolf or Werewolf" (604.1): a permanent of either
    kind its controller controls (611.3a: one selector alternative a kind, a permanent of both counted once)."""

    article: str  # "a", "an" or "another" (then not the source itself)
    first: Term
    second: Term
    second_article: str = ""  # "a Plains or an Island": the second kind's own article, if written

    def render(self) -> str:
        second = f"{self.second_article} {self.second.render()}".lstrip()
        return f"you control {self.article} {self.first.render()} or {second}"




@dataclass(frozen=True)
class MoreCardsThanEachOpponent:
    """"you have more cards in hand than each opponent" (402.1, 102.2; 604.1): the cards its controller owns in their
    hand outnumber those of every opponent."""

    def render(self) -> str:
        return "you have more cards in hand than each opponent"


@dataclass(frozen=True)
class DuringYourTurnAnd:
    """"during your turn, as long as ~ is equipped" (101.4, 604.1): its controller is the active player and the
    condition holds, both; `names` is what the condition names ("..., it has double strike")."""

    condition: object  # the condition after "as long as" (one of syntax.predicates.Condition)

    @property
    def names(self) -> object:
        """The object the second condition names (the object "it" names)."""
        return self.condition.names

    def render(self) -> str:
        return f"your turn, as long as {self.condition.render()}"

