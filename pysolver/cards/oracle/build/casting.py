"""The builder's methods of "[this permanent] enters with ... counters" read on how it was cast
(614.1c; 601.2, 702.33d, 207.2c: converge, adamant, raid)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


def labelled_line(c: list) -> str:
    """The words of a line: "LABEL — " before them, each counters' words in their place (said reads a tagged pair's
    words second)."""
    label = tagged(c, "label")
    words = said([("counters", x[3]) if isinstance(x, tuple) and x[0] == "counters" else x
                  for x in c if not (isinstance(x, tuple) and x[0] == "label")])
    return f"{label} \u2014 {words}" if label else words


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

    def if_kicked_with(self, c: list) -> s.CastCheck:
        cost = next(t for t in c if isinstance(t, Token) and t.type == "MANA")
        return s.CastCheck("kicked_with", said(c), cost=str(cost))

    def if_spent_color(self, c: list) -> s.CastCheck:
        color = next(t for t in c if isinstance(t, Token) and t.type == "COLOR")
        return s.CastCheck("spent_at_least", said(c), self.first_amount(c).value, str(color))

    def if_spent_same(self, c: list) -> s.CastCheck:
        return s.CastCheck("spent_same_color", said(c), self.first_amount(c).value)

    def mana_counters(self, c: list) -> tuple:
        return ("mana_counters", said(c), str(c[-2]))

    def _cast(self, c: list) -> s.EntersAsCast:
        _, n, kind, _words = next(x for x in c if isinstance(x, tuple) and x[0] == "counters")
        # 107.3m: "If ~ was kicked, it enters with X counters" (Kicker {X}): X is the value the spell had, the enter
        # event's `x`; another condition or a count beside X is not read
        if n is None and values_of(c, s.CastCheck)[0].name != "kicked":
            raise Unmeant(_words, "X counters read on how it was cast")
        return s.EntersAsCast(labelled_line(c), n, kind, values_of(c, s.CastCheck)[0], tagged(c, "label"))

    enters_with_per = _cast

    def enters_with_per_group(self, c: list) -> s.EntersAsCast:
        group = values_of(c, s.Group)[0]
        value = self._cast([*c, s.CastCheck("per_group", "")])
        return s.EntersAsCast(value.words, value.amount, value.counter, value.check, value.label, group)

    def enters_with_per_union(self, c: list) -> s.EntersAsCast:
        """"... for each other creature and/or artifact you control." (611.3a: an object of both counted once)"""
        (union,) = values_of(c, s.CountedUnion)
        union = dataclasses.replace(union, other=tagged(c, "other"))
        value = self._cast([*c, s.CastCheck("per_group", "")])
        return s.EntersAsCast(value.words, value.amount, value.counter, value.check, value.label, union)

    def enters_with_per_two_groups(self, c: list) -> s.EntersAsCast:
        """"... for each other Zombie you control and each Zombie card in your graveyard." (608.2h: both counted)"""
        first, second = values_of(c, s.Group)
        value = self._cast([*c, s.CastCheck("per_group", "")])
        return s.EntersAsCast(value.words, value.amount, value.counter, value.check, value.label, first, second)

    def enters_with_two_counts(self, c: list) -> s.EntersAsCast:
        """"... a +1/+1 counter on it for each other red creature you control and a +1/+1 counter on it for each
        other green creature you control." (Ulasht): one kind and one number for each object of either count"""
        (_, n, kind, _w), (_, n2, kind2, words2) = [x for x in c if isinstance(x, tuple) and x[0] == "counters"]
        if (n, kind) != (n2, kind2) or n is None:
            raise Unmeant(words2, "two counts of other numbers or kinds of counters")
        first, second = values_of(c, s.Group)
        return s.EntersAsCast(labelled_line(c), n, kind, s.CastCheck("per_group", ""), tagged(c, "label"), first,
                              second)

    def enters_with_x_group(self, c: list) -> s.EntersAsCast:
        # 107.3c: X is the number the text defines, counted as it enters: one counter for each object
        kind = next(t for t in c if isinstance(t, Token) and t.type in ("PTMOD", "COUNTER_NAME"))
        return s.EntersAsCast(labelled_line(c), 1, str(kind), s.CastCheck("per_group", ""), tagged(c, "label"),
                              values_of(c, (s.Group, s.CountedUnion))[0])

    def enters_with_plus_group(self, c: list) -> s.EntersAsCast:
        """"... equal to one plus the number of other creatures you control." (Boss's Chauffeur)"""
        value = self.enters_with_x_group(c)
        base = next(t for t in c if isinstance(t, Token) and t.type == "NUMWORD")
        return s.EntersAsCast(value.words, 1, value.counter, value.check, value.label, value.group,
                              base=self.first_amount([base]).value or 0)

    def enters_with_plus_each(self, c: list) -> s.EntersAsCast:
        """"~ enters with a +1/+1 counter on it plus an additional +1/+1 counter on it for each other creature you
        control." (Sheriff of Safe Passage): the first counters, and one of the same kind for each object"""
        _, n, kind, words = next(x for x in c if isinstance(x, tuple) and x[0] == "counters")
        more = next(t for t in c if isinstance(t, Token) and t.type in ("PTMOD", "COUNTER_NAME"))
        if n is None or str(more) != kind:
            raise Unmeant(words, "counters of another kind or X beside a count")
        return s.EntersAsCast(labelled_line(c), 1, kind, s.CastCheck("per_group", ""), tagged(c, "label"),
                              values_of(c, s.Group)[0], base=n)

    enters_with_if = _cast
    if_enters_with = _cast

    def if_enters_with_keyword(self, c: list) -> s.EntersAsCast:
        """"If ~ was kicked, it enters with two +1/+1 counters on it and with flying." (Faerie Squadron; 614.1c: the
        replacement gives it the keyword as it enters): only a keyword, only on its kicked condition (the object's
        `kicked` or `kicked_with` choice tells the layers whether it has it)."""
        value = self._cast(c)
        keyword = next(x for x in c if isinstance(x, s.KeywordAbility))
        if value.check.name not in ("kicked", "kicked_with"):
            raise Unmeant(value.check.words, "a keyword it enters with on another condition than being kicked")
        if not isinstance(keyword, s.Keyword):
            raise Unmeant(keyword.render(), "an ability it enters with other than a keyword without a parameter")
        return dataclasses.replace(value, keyword=keyword)

    def enters_with_mana_amount(self, c: list) -> s.EntersAsCast:
        kind = next(x for x in c if isinstance(x, tuple) and x[0] == "mana_counters")[2]
        return s.EntersAsCast(said(c), 1, kind, s.CastCheck("per_mana", "equal to the amount of mana spent"))
