"""The values of combat restrictions on what a player controls and on the whole declaration (508.1c,
509.1b): "if defending player controls an untapped creature", "unless at least two other creatures
attack"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount, Term


@dataclass(frozen=True)
class PlayerCondition:
    """A restriction on what a player controls (508.1c, 509.1b): `name` cant_attack_if_untapped ("if defending
    player controls an untapped creature with power 3 or greater"), cant_block_if_untapped ("if you control an
    untapped land"), cant_attack_unless_more / cant_block_unless_more ("unless you control more creatures than
    defending / attacking player"); `noun` the card type, `amount` the least power (`bound` "greater") or the
    greatest (`bound` "less": "with power 2 or less")."""

    name: str
    words: str
    noun: Term
    amount: Amount | None = None
    bound: str | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class WithOthers:
    """A restriction on the whole declaration (508.1c, 509.1b): it attacks (blocks) only if `amount` other
    creatures also do ("unless at least two other creatures attack"), or (amount None) a creature with
    greater power also does."""

    name: str
    words: str
    noun: Term
    amount: Amount | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class NotCondition:
    """The condition after "unless" (604.1): the rule works while it does not hold."""

    condition: object

    def render(self) -> str:
        return self.condition.render()
