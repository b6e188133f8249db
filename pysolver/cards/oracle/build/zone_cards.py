"""The builder's methods of the conditions on cards in a graveyard or a hand worded other than threshold's (404.2,
402.1; 604.1): "N or more cards are in your graveyard", "there is / there's a KIND card in your graveyard", "a KIND
card is in your graveyard", "a KIND card and a KIND card are in your graveyard", "you control a KIND or there is a
KIND card in your graveyard"."""

from __future__ import annotations

import dataclasses

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


def _cards(group: s.Group, zone: str | None, plural: bool) -> s.Group:
    """The group of cards the condition counts, in the zone its words name (written after the group, or inside it);
    the cards are named "card" (one) or "cards" (N or more)."""
    if zone is not None and group.zone is not None:
        raise Unmeant(group.render(), "a group in two zones")
    if group.noun.text != ("cards" if plural else "card"):
        raise Unmeant(group.noun.render(), "only cards in a zone are counted so")
    if group.quant is not None or group.other is not None:
        raise Unmeant(group.render(), "\"all\", \"each\" or \"other\" before the cards a condition counts")
    placed = group if zone is None else dataclasses.replace(group, zone=zone)
    if placed.zone is None or placed.zone == "on the battlefield":
        raise Unmeant(group.render(), "cards outside a graveyard or a hand")
    return placed


class ZoneCardBuilder(PhraseBuilder):
    """Threshold's condition worded with the cards first, one card of a kind, two cards of two kinds, or a permanent
    or a card of one kind."""

    def its_controllers_graveyard(self, _c: list) -> tuple:
        return ("zone", "in its controller's graveyard")

    def its_controllers_hand(self, _c: list) -> tuple:
        return ("zone", "in its controller's hand")

    def single_graveyard(self, c: list) -> s.SingleGraveyard:
        return s.SingleGraveyard(self.first_amount(c))

    def there_is(self, c: list) -> tuple:
        return ("there_is", " ".join(str(t) for t in c))

    def cards_are_in(self, c: list) -> s.ThereAre:
        group = _cards(values_of(c, s.Group)[0], tagged(c, "zone"), True)
        return s.ThereAre(self.first_amount(c), group, written="are in")

    def _one_card(self, c: list, written: str) -> s.ThereAre:
        article = str(tagged(c, "article"))
        return s.ThereAre(s.Amount(1, article), _cards(values_of(c, s.Group)[0], tagged(c, "zone"), False),
                          written=written)

    def there_is_card(self, c: list) -> s.ThereAre:
        return self._one_card(c, str(tagged(c, "there_is")))

    def card_is_in(self, c: list) -> s.ThereAre:
        return self._one_card(c, "is in")

    def cards_both_in(self, c: list) -> s.BothIn:
        first, second = values_of(c, s.Group)
        articles = [x[1] for x in c if isinstance(x, tuple) and x[0] == "article"]
        zone = tagged(c, "zone")
        return s.BothIn(s.ThereAre(s.Amount(1, articles[0]), _cards(first, zone, False), written="is in"),
                        s.ThereAre(s.Amount(1, articles[1]), _cards(second, zone, False), written="is in"))

    def control_or_there_is(self, c: list) -> s.ControlOrThereIs:
        first, second = values_of(c, s.Group)
        articles = [x[1] for x in c if isinstance(x, tuple) and x[0] == "article"]
        return s.ControlOrThereIs(s.ControlAtLeast(None, articles[0], first),
                                  s.ThereAre(s.Amount(1, articles[1]), _cards(second, None, False),
                                             written=str(tagged(c, "there_is"))))
