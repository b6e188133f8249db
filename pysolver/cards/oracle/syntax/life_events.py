"""The values of replacement effects on a player's life (614.1a): the life a player loses to damage limited by a
floor ("damage that would reduce your life total to less than 1 reduces it to 1 instead", 120.3a), and life gained
replaced by cards drawn ("If you would gain life, draw that many cards instead.", 121.2), each card drawn replaced by
several ("If you would draw a card, draw two cards instead.", 121.2)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Unless


@dataclass(frozen=True)
class LifeFloor:
    """"[If you control a creature,] damage that would reduce your life total to less than 1 reduces it to 1
    instead.": damage dealt to its controller is still dealt, and the life it makes them lose (120.3a) leaves them at
    `floor` at least; `condition` (an "unless" read the other way round: "if you control a creature" is "unless you
    control 0 or fewer creatures") says when the effect applies. `triggered`: "When ~ enters, until end of turn,
    damage ..." (Angel of Grace), the effect of a triggered ability once it resolved (603.1, 611.2a)."""

    words: str
    floor: int
    condition: Unless | None
    triggered: bool = False

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class GainAsDraws:
    """"If you would gain life, draw that many cards instead." (Lich): a life gain of its controller becomes a draw
    of as many cards."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class DrawsMultiplied:
    """"If you would draw a card, draw two cards instead." (Thought Reflection): each card its controller would draw
    (121.2: cards are drawn one at a time) is replaced by `factor` cards drawn."""

    words: str
    factor: int

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class DrawsShared:
    """"If an opponent would draw two or more cards, instead you and that player each draw a card." (Alms Collector):
    an opponent's instruction to draw `least` or more cards (121.2: before they are drawn one at a time) is replaced by
    one card drawn by each of them."""

    words: str
    least: int

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class DrawEmptyWins:
    """"If you would draw a card while your library has no cards in it, you win the game instead." (Laboratory
    Maniac): a card its controller would draw from an empty library (121.2: one at a time) is replaced by winning the
    game (104.2b)."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class NoneInstead:
    """"If a player would gain life, that player gains no life instead." (Sulfuric Vortex), "If a player would draw a
    card, that player skips that draw instead." (Possessed Portal): any player's life gain or draw (`kind`: gain,
    draw) is replaced by none (614.1a, 614.7a: an event of none does not happen)."""

    words: str
    kind: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class GainAsLoss:
    """"If an opponent would gain life, that player loses that much life instead." (Tainted Remedy, Plague Drone): an
    opponent's life gain becomes a loss of as much life (119.3)."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class LossDoubled:
    """"If an opponent would lose life during your turn, they lose twice that much life instead." (Bloodletter of
    Aclazotz): each loss of life (119.3) of an opponent of its controller while that controller is the active player,
    the loss damage results in too (120.3a), is twice as much."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class CausedGainAsLoss:
    """"If a spell or ability would cause its controller to gain life, that player loses that much life instead."
    (Rain of Gore): a gain of life the resolving spell or ability causes its own controller becomes a loss of as much
    life (119.3), whoever controls the effect."""

    words: str

    def render(self) -> str:
        return self.words
