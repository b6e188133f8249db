"""The builder's methods of more counts and selectors: "gets an additional +N/+N" (613.4c), "for each of its colors",
"for each color among GROUP", "the number of colors among GROUP" (105.1), "for each GROUP and each GROUP" (608.2h),
"in your opponents' graveyards / hands" (404.2, 402.1), "named ~" (201.2) and "you control but don't own" (108.3,
109.4)."""

from __future__ import annotations

import dataclasses

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, values_of


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

    def for_each_two_groups(self, c: list) -> s.CountSum:
        first, second = values_of(c, s.Group)
        return s.CountSum(first, second)

    def opponents_graveyards(self, _c: list) -> tuple:
        return ("zone", "in your opponents' graveyards")

    def opponents_hands(self, _c: list) -> tuple:
        return ("zone", "in your opponents' hands")

    def group_named(self, _c: list) -> s.GroupFilter:
        return s.GroupFilter("named ~")

    def control_not_own(self, _c: list) -> tuple:
        return ("relative", "you control but don't own")
