"""The builder's methods of conditions on what a player is or has (604.1): a completed dungeon (309.7), the city's
blessing (702.131c), the monarch (724), a player's counters (122.1f), max speed (702.179e), a life total against the
starting life total (103.4)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, values_of
from pysolver.cards.oracle.syntax.player_state import COMPARISONS


def _words(c: list) -> list[str]:
    return [str(t) for t in c if isinstance(t, Token)]


class PlayerStateBuilder(PhraseBuilder):
    """"you've completed a dungeon", "you have the city's blessing", "you're the monarch", "an opponent has three or
    more poison counters", "an opponent is poisoned", "you have max speed", "your life total is less than or equal to
    half your starting life total"."""

    def dungeon_completed(self, _c: list) -> s.PlayerState:
        return s.PlayerState("dungeon_completed")

    def citys_blessing(self, c: list) -> s.PlayerState:
        return s.PlayerState("citys_blessing", blessing_word=_words(c)[-1])

    def is_monarch(self, _c: list) -> s.PlayerState:
        return s.PlayerState("monarch")

    def max_speed(self, _c: list) -> s.PlayerState:
        return s.PlayerState("max_speed")

    def opponent_counters_at_least(self, c: list) -> s.PlayerState:
        return s.PlayerState("counters", opponent=True, amount=self.first_amount(c), counter=_words(c)[-2])

    def opponent_poisoned(self, _c: list) -> s.PlayerState:
        # 122.1f: a player is "poisoned" if they have one or more poison counters
        return s.PlayerState("counters", opponent=True, amount=s.Amount(1, "1"), counter="poison", poisoned=True)

    def life_over_start(self, c: list) -> s.PlayerState:
        return s.PlayerState("life_vs_start", amount=self.first_amount(c), compare="ge")

    def life_vs_start(self, c: list) -> s.PlayerState:
        return self._versus_start(c, opponent=False)

    def opponent_life_vs_start(self, c: list) -> s.PlayerState:
        return self._versus_start(c, opponent=True)

    @staticmethod
    def _versus_start(c: list, opponent: bool) -> s.PlayerState:
        words = _words(c)
        compare = COMPARISONS[("greater" in words, "equal" in words)]
        return s.PlayerState("life_vs_start", opponent=opponent, compare=compare, half="half" in words)

    def for_each_player_counter(self, c: list) -> s.PlayerCount:
        words = _words(c)
        return s.PlayerCount(words[2], opponents="opponents" in words)

    def for_each_opponent_life_vs_start(self, c: list) -> s.PlayerCount:
        return s.PlayerCount(state=self._versus_start(c, opponent=True))

    def static_where_speed(self, c: list) -> s.Static:
        subject = next(x for x in c if isinstance(x, (s.SelfRef, s.Attached, s.Group)))
        return s.Static(None, subject, values_of(c, s.Predicates)[0], None, False, s.Tail(True, None, "your speed"))

    def cda_speed(self, _c: list) -> s.SpeedPower:
        return s.SpeedPower()
