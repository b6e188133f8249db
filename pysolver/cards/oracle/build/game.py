"""The builder's methods of the "can't" effects on the game's end (104, 101.2): "You can't lose the game"."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class GameBuilder(PhraseBuilder):
    """Winning and losing the game."""

    def cant_lose(self, c: list) -> s.GameRule:
        return s.GameRule("cant_lose", "you can't lose the game.")

    def cant_lose_cant_win(self, c: list) -> s.GameRule:
        return s.GameRule("cant_lose_cant_win", "you can't lose the game and your opponents can't win the game.")
