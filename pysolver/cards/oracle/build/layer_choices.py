"""The builder's methods of layer effects whose words make a choice as they resolve ("Choose a color. ...") or read
two land types chosen in order ("of the first chosen type", "are the second chosen type"), "becomes your choice of A
or B", "Then you may have it become ...", "As long as this card is in your graveyard ..."."""

from __future__ import annotations

import dataclasses

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, tagged, values_of


class LayerChoiceBuilder(PhraseBuilder):
    """Brave the Elements', Illusionary Terrain's, Mercurial Transformation's, Crawling Barrens' and Anger's words."""

    def choose_color_line(self, c: list) -> s.ChooseColorLine:
        return s.ChooseColorLine(values_of(c, s.EffectLine)[0])

    def choose_type_line(self, c: list) -> s.ChooseTypeLine:
        kind = next(t for t in c if isinstance(t, Token) and t.type == "CARDTYPE")
        if str(kind) != "creature":  # 205.3: "choose a creature type" (a land type's choice is another's)
            raise Unmeant(f"choose a {kind} type", "a type chosen as it resolves other than a creature type")
        return s.ChooseTypeLine(values_of(c, s.EffectLine)[0])

    def of_first_chosen(self, c: list) -> tuple:
        return ("chosen", "first chosen type")

    def set_second_chosen(self, c: list) -> s.SetSecondChosen:
        return s.SetSecondChosen(tagged(c, "verb"))

    def becomes_option(self, c: list) -> s.Becomes:
        return self._kind(c, "")

    def becomes_choice(self, c: list) -> s.BecomesChoice:
        first, second = values_of(c, s.Becomes)
        return s.BecomesChoice(first, second)

    def then_may_have_one_shot(self, c: list) -> s.OneShot:
        """"then you may have it become ..." (608.2c: after the sentence before it; 608.2d: listed, it was done)."""
        return dataclasses.replace(self.may_have_one_shot(c), then=True)

    def static_from_graveyard(self, c: list) -> s.GraveyardStatic:
        subject = values_of(c, (s.SelfRef, s.Attached, s.Group))[-1]  # (the SELF before "is in" is no subject)
        cond = next(iter(values_of(c, s.Condition.__args__)), None)
        return s.GraveyardStatic(s.Static(None, subject, values_of(c, s.Predicates)[0], cond, True))
