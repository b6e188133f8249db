"""The values of layer effects whose words make a choice as they resolve: "Choose a color. [an effect reading the
chosen color]" (Brave the Elements; 608.2d, 611.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import EffectLine


@dataclass(frozen=True)
class ChooseColorLine:
    """"Choose a color. White creatures you control gain protection from the chosen color until end of turn.": a
    colour chosen as the spell resolves (608.2d), which the effect's sentences read as "the chosen color"."""

    effect: EffectLine

    def render(self) -> str:
        return f"choose a color. {self.effect.render()}"
