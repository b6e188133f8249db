"""The values of conditions on the cards in a graveyard or a hand (404.2, 402.1; 604.1) that are worded other than
threshold's "there are N or more cards in your graveyard" (syntax.ThereAre, which holds each wording): two cards of
two kinds both there, and a permanent on the battlefield or a card in the graveyard."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (syntax/predicates.py names these conditions among its own)
    from pysolver.cards.oracle.syntax.predicates import ControlAtLeast, ThereAre


@dataclass(frozen=True)
class BothIn:
    """"an instant card and a sorcery card are in your graveyard" (604.1): a card of each kind there, both conditions
    (each a ThereAre of one card, written "is in")."""

    first: ThereAre
    second: ThereAre

    def render(self) -> str:
        zone = self.second.group.zone
        first, second = (x.render().removesuffix(f" is {zone}") for x in (self.first, self.second))
        return f"{first} and {second} are {zone}"


@dataclass(frozen=True)
class ControlOrThereIs:
    """"you control a Desert or there is a Desert card in your graveyard" (604.1): a permanent of the kind its
    controller controls, or a card of the kind in its graveyard (one selector, one alternative each)."""

    control: ControlAtLeast
    there: ThereAre

    def render(self) -> str:
        return f"{self.control.render()} or {self.there.render()}"
