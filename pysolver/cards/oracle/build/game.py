"""The builder's methods of the rules of the game an ability sets aside: the "can't" effects on the game's end (104,
101.2): "You can't lose the game"; the state-based actions that do not apply (704.5a, 704.5j)."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, values_of


class GameBuilder(PhraseBuilder):
    """Winning and losing the game."""

    def cant_lose(self, c: list) -> s.GameRule:
        return s.GameRule("cant_lose", "you can't lose the game.")

    def cant_lose_cant_win(self, c: list) -> s.GameRule:
        return s.GameRule("cant_lose_cant_win", "you can't lose the game and your opponents can't win the game.")

    def no_loss_for_life(self, c: list) -> s.GameRule:
        n = self.first_amount(c)
        if n.value != 0:  # 704.5a is about 0 or less life; another number is a rule the engine lacks
            raise Unmeant(f"{n.render()} or less life", "a loss for a life total other than 0 or less (704.5a)")
        return s.GameRule("no_loss_for_life", f"you don't lose the game for having {n.render()} or less life.")

    def no_legend_rule(self, c: list) -> s.GameRule:
        """704.5j does not apply: to every permanent, or to those of a group ("Slivers you control")."""
        group = next(iter(values_of(c, s.Group)), None)
        if group is None:
            return s.GameRule("no_legend_rule", 'the "legend rule" doesn\'t apply.')
        return s.GameRule("no_legend_rule", f'the "legend rule" doesn\'t apply to {group.render()}.', subject=group)
