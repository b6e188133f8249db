"""Typed values of the combat rules on what the defending player controls, named by a group (506.2, 508.1c,
509.1b): "~ can't attack unless defending player controls a creature with flying", "~ can't be blocked as long as
defending player controls three or more artifacts", and on what the defending player is or has ("is the monarch", "is
poisoned", "has a rad counter")."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Amount, Group


@dataclass(frozen=True)
class DefenderControls:
    """A combat rule on the player defending: `name` cant_attack_unless_defender (508.1c: it can't attack what a
    player defends unless that player controls `amount` or more of the `group`) or unblockable_while_defender
    (509.1b: it can't be blocked while its defending player does); `article` "a" / "an" when no amount is said."""

    name: str
    lead: str
    amount: Amount | None
    article: str | None
    group: Group

    def render(self) -> str:
        what = f"{self.amount.render()} or more" if self.amount is not None else self.article
        return f"{self.lead} defending player controls {what} {self.group.render()}"


@dataclass(frozen=True)
class DefenderIs:
    """A combat rule on what the player defending is or has (724, 122.1f): `name` cant_attack_unless_defender_is
    (508.1c) or unblockable_while_defender_is (509.1b); `state` "is the monarch", "is poisoned" or "has a rad counter",
    `counter` the counter's kind (poison for "is poisoned"), None for the monarch."""

    name: str
    lead: str
    state: str
    counter: str | None

    def render(self) -> str:
        return f"{self.lead} defending player {self.state}"
