"""The builder's methods of layer effects whose words make a choice as they resolve ("Choose a color. ...")."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, values_of


class LayerChoiceBuilder(PhraseBuilder):
    """Brave the Elements' words."""

    def choose_color_line(self, c: list) -> s.ChooseColorLine:
        return s.ChooseColorLine(values_of(c, s.EffectLine)[0])
