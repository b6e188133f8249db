"""The builder's methods of a card returned or put onto the battlefield by a resolving effect (400.7, 611.2c):
"Return target creature card from your graveyard to the battlefield.", "Put target creature card from a graveyard
onto the battlefield under your control.": the move an action whose result the board states; a later "it" or
"that creature" names the permanent it became, a new object (400.7), the board's `targets` naming it there."""

from __future__ import annotations

import dataclasses

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, values_of

# 400.7, 611.2c: what the meaning says of the move
RETURNED_WORDS = ("an action as it resolves whose result the board states (the permanent on the battlefield, under its "
                  "controller); the card is a new object there (400.7), and what the effect then does to \"it\" "
                  "affects that permanent only (611.2c): the board's `targets` name it on the battlefield")


class ReturnedBuilder(PhraseBuilder):
    """A card from a graveyard onto the battlefield, the target a later "it" names as the permanent it became."""

    def from_your_graveyard(self, c: list) -> tuple:
        return ("graveyard", "your graveyard")

    def from_a_graveyard(self, c: list) -> tuple:
        return ("graveyard", "a graveyard")

    def from_an_opponents_graveyard(self, c: list) -> tuple:
        return ("graveyard", "an opponent's graveyard")

    def act_returned(self, c: list) -> s.Action:
        return self._moved(c)

    def act_put_onto(self, c: list) -> s.Action:
        return self._moved(c)

    def _moved(self, c: list) -> s.Action:
        target = values_of(c, s.Target)[0]
        if target.noun.render() != "card" or target.relative is not None:
            # 115.1: a card in a graveyard is chosen; a permanent's words (what it is, who controls it) are not read
            raise Unmeant(target.render(), "only \"target ... card\" is returned from a graveyard")
        # 400.7: what a later "it" names is the permanent the card became, targeted as the card was (608.2b)
        permanent = dataclasses.replace(target, noun=s.Term("permanent"))
        return s.Action(said(c), permanent, note=RETURNED_WORDS)

    def returned_is_kind(self, c: list) -> s.OneShot:
        # 205.1b: "it's a Phyrexian in addition to its other types": "it's" is the subject and its verb
        kind = self._kind(c, "")
        return s.OneShot(s.ItRef("it's"), s.Predicates((kind,), False), None, False)
