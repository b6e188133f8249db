"""The builder's methods of replacement effects on a player's life and draws (614.1a): a floor to the life damage
makes its player lose (120.3a), life gained replaced by cards drawn, a card drawn replaced by several (121.2)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, values_of


class LifeEventBuilder(PhraseBuilder):
    """Replacement effects on the life damage takes and on life gained."""

    def floor_if(self, c: list) -> s.Unless:
        """"if you control a creature": the effect applies unless its controller controls none (0 or fewer)."""
        return s.Unless("you", 0, True, tuple(values_of(c, s.Group)), said(c[1:-1]))

    def life_floor(self, c: list) -> s.LifeFloor:
        """"... damage that would reduce your life total to less than K reduces it to K instead." (614.1a)"""
        below, to = (int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER")
        if below != to:
            raise Unmeant(f"less than {below} reduces it to {to}", "a floor other than the life total it keeps")
        conditions = values_of(c, s.Unless)
        words = said([x for x in c if not isinstance(x, s.Unless)])
        if conditions:
            return s.LifeFloor(f"if {conditions[0].words}, {words}", to, conditions[0])
        return s.LifeFloor(words, to, None)

    def gain_as_draws(self, c: list) -> s.GainAsDraws:
        """"If you would gain life, draw that many cards instead." (614.1a, 121.2)"""
        return s.GainAsDraws(said(c))

    def draws_multiplied(self, c: list) -> s.DrawsMultiplied:
        """"If you would draw a card, draw two cards instead." (614.1a, 121.2)"""
        n = self.first_amount(c)
        if n.value is None or n.value < 2:
            raise Unmeant(n.render(), "a number of cards drawn instead of one other than two or more")
        return s.DrawsMultiplied(said(c), n.value)

    def life_floor_this_turn(self, c: list) -> s.LifeFloor:
        """"When ~ enters, until end of turn, damage that would reduce your life total to less than K reduces it to K
        instead." (603.1, 611.2a: the effect of the triggered ability once it resolved)"""
        below, to = (int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER")
        if below != to:
            raise Unmeant(f"less than {below} reduces it to {to}", "a floor other than the life total it keeps")
        return s.LifeFloor(said(c), to, None, triggered=True)

    def gain_none(self, c: list) -> s.NoneInstead:
        """"If a player would gain life, that player gains no life instead." (614.1a)"""
        return s.NoneInstead(said(c), "gain")

    def draws_shared(self, c: list) -> s.DrawsShared:
        """"If an opponent would draw two or more cards, instead you and that player each draw a card." (614.1a)"""
        n = self.first_amount(c)
        if n.value != 2:
            raise Unmeant(f"{n.render()} or more cards", "\"two or more cards\"")
        return s.DrawsShared(said(c), n.value)

    def draw_empty_wins(self, c: list) -> s.DrawEmptyWins:
        """"If you would draw a card while your library has no cards in it, you win the game instead." (614.1a)"""
        return s.DrawEmptyWins(said(c))

    def draw_skipped(self, c: list) -> s.NoneInstead:
        """"If a player would draw a card, that player skips that draw instead." (614.1a, 121.2)"""
        return s.NoneInstead(said(c), "draw")

    def gain_as_loss(self, c: list) -> s.GainAsLoss:
        """"If an opponent would gain life, that player loses that much life instead." (614.1a, 119.3)"""
        return s.GainAsLoss(said(c))

    def loss_doubled(self, c: list) -> s.LossDoubled:
        """"If an opponent would lose life during your turn, they lose twice that much life instead." (614.1a, 119.3)"""
        return s.LossDoubled(said(c))

    def caused_gain_as_loss(self, c: list) -> s.CausedGainAsLoss:
        """"If a spell or ability would cause its controller to gain life, that player loses that much life instead."
        (614.1a, 119.3)"""
        return s.CausedGainAsLoss(said(c))
