"""The builder's methods of "[this permanent] enters with ... counters" read on how it was cast
(614.1c; 601.2, 702.33d, 207.2c: converge, adamant, raid)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


class CastingBuilder(PhraseBuilder):
    """Counters an object enters with, counted or conditioned on its casting."""

    def _check(name: str):  # noqa: N805 -- a factory of methods
        def method(self: PhraseBuilder, c: list) -> s.CastCheck:
            return s.CastCheck(name, said(c))
        return method

    per_kick = _check("per_kick")
    per_color = _check("per_color")
    per_mana = _check("per_mana")
    if_attacked = _check("attacked_this_turn")
    if_cast_from_hand = _check("cast_from_hand")
    if_not_cast_from_hand = _check("not_cast_from_hand")
    if_kicked = _check("kicked")
    if_opponent_lost_life = _check("opponent_lost_life")
    if_permanent_left = _check("permanent_left")

    def _creature_check(name: str):  # noqa: N805 -- a factory of methods
        def method(self: PhraseBuilder, c: list) -> s.CastCheck:
            kind = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
            if str(kind) != "creature":  # 700.4: "dies" is said of creatures and planeswalkers
                raise Unmeant(str(kind), "only the creatures that died this turn are counted")
            return s.CastCheck(name, said(c))
        return method

    per_died = _creature_check("per_died")
    if_creature_died = _creature_check("creature_died")

    def if_spent_color(self, c: list) -> s.CastCheck:
        color = next(t for t in c if isinstance(t, Token) and t.type == "COLOR")
        return s.CastCheck("spent_at_least", said(c), self.first_amount(c).value, str(color))

    def if_spent_same(self, c: list) -> s.CastCheck:
        return s.CastCheck("spent_same_color", said(c), self.first_amount(c).value)

    def mana_counters(self, c: list) -> tuple:
        return ("mana_counters", said(c), str(c[-2]))

    def _cast(self, c: list) -> s.EntersAsCast:
        label = tagged(c, "label")
        _, n, kind, _words = next(x for x in c if isinstance(x, tuple) and x[0] == "counters")
        # 107.3m: "If ~ was kicked, it enters with X counters" (Kicker {X}): X is the value the spell had, the enter
        # event's `x`; another condition or a count beside X is not read
        if n is None and values_of(c, s.CastCheck)[0].name != "kicked":
            raise Unmeant(_words, "X counters read on how it was cast")
        # the counters' words in their place (said reads a tagged pair's words second)
        words = said([("counters", _words) if isinstance(x, tuple) and x[0] == "counters" else x
                      for x in c if not (isinstance(x, tuple) and x[0] == "label")])
        return s.EntersAsCast(f"{label} \u2014 {words}" if label else words, n, kind, values_of(c, s.CastCheck)[0],
                              label)

    enters_with_per = _cast

    def enters_with_per_group(self, c: list) -> s.EntersAsCast:
        group = values_of(c, s.Group)[0]
        value = self._cast([*c, s.CastCheck("per_group", "")])
        return s.EntersAsCast(value.words, value.amount, value.counter, value.check, value.label, group)
    def enters_with_x_group(self, c: list) -> s.EntersAsCast:
        # 107.3c: X is the number the text defines, counted as it enters: one counter for each object
        kind = next(t for t in c if isinstance(t, Token) and t.type in ("PTMOD", "COUNTER_NAME"))
        return s.EntersAsCast(said(c), 1, str(kind), s.CastCheck("per_group", ""), tagged(c, "label"),
                              values_of(c, s.Group)[0])

    enters_with_if = _cast
    if_enters_with = _cast

    def enters_with_mana_amount(self, c: list) -> s.EntersAsCast:
        kind = next(x for x in c if isinstance(x, tuple) and x[0] == "mana_counters")[2]
        return s.EntersAsCast(said(c), 1, kind, s.CastCheck("per_mana", "equal to the amount of mana spent"))
