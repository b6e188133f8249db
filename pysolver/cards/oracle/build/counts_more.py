"""The builder's methods of more counts and selectors: "gets an additional +N/+N" (613.4c), "for each of its colors",
"for each color among GROUP", "the number of colors among GROUP" (105.1), "for each GROUP and each GROUP" (608.2h),
"in your opponents' graveyards / hands" (404.2, 402.1), "named ~" (201.2), "you control but don't own" (108.3,
109.4) and "for each other GROUP that shares a creature type with it" (205.3m)."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class CountsMoreBuilder(PhraseBuilder):
    """An additional change, colour counts, the opponents' zones, the source's name, control without ownership."""

    def get_pt_additional(self, c: list) -> s.GetPT:
        return dataclasses.replace(self.get_pt(c), additional=True)

    def for_each_own_color(self, _c: list) -> s.OwnColors:
        return s.OwnColors()

    def for_each_color_among(self, c: list) -> s.ColorsAmong:
        return s.ColorsAmong(values_of(c, s.Group)[0], False)

    def colors_number(self, c: list) -> s.ColorsAmong:
        return s.ColorsAmong(values_of(c, s.Group)[0], True)

    def share_words(self, c: list) -> tuple:
        words = " ".join(map(str, c))
        if words not in ("a", "at least one"):  # "shares at least two creature types" is no form of the rules
            raise Unmeant(f"shares {words}", "a number of shared types other than one")
        return ("share", words)

    def for_each_sharing(self, c: list) -> s.SharingCount:
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        if kind != "creature":  # 205.3m: creature types; no other kind of subtype is shared here
            raise Unmeant(f"shares {tagged(c, 'share')} {kind} type with it", "a shared subtype of another kind")
        return s.SharingCount(values_of(c, s.Group)[0], str(tagged(c, "share")), kind)

    def for_each_sharing_resolved(self, c: list) -> s.Tail:
        # 608.2h: after the duration of a resolving effect, counted once as it resolves (the effect's `x`)
        return s.Tail(False, None, self.for_each_sharing(c).render())

    def for_each_two_groups(self, c: list) -> s.CountSum:
        first, second = values_of(c, s.Group)
        return s.CountSum(first, second)

    def opponents_graveyards(self, _c: list) -> tuple:
        return ("zone", "in your opponents' graveyards")

    def opponents_hands(self, _c: list) -> tuple:
        return ("zone", "in your opponents' hands")

    def group_named(self, _c: list) -> s.GroupFilter:
        return s.GroupFilter("named ~")

    def group_named_list(self, c: list) -> s.GroupFilter:
        """201.2: "named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra" (Shield of Kaldra): any of the names."""
        return s.GroupFilter("named", names=tuple(str(t) for t in c if isinstance(t, Token) and t.type == "NAME"))

    def enchanted_player_controls(self, _c: list) -> tuple:
        return ("relative", "enchanted player controls")

    def control_not_own(self, _c: list) -> tuple:
        return ("relative", "you control but don't own")
