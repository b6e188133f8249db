"""The values of layer effects whose words make a choice or give a permission: "Choose a color. [an effect reading
the chosen color]" (Brave the Elements; 608.2d, 611.2c), "Choose a creature type. [an effect reading the chosen
type]"; two basic land types chosen in order as the source entered,
"Basic lands of the first chosen type are the second chosen type." (Illusionary Terrain; 305.7, 614.12); "becomes your
choice of A or B" (Mercurial Transformation; 608.2d: the effect's `option`); a static ability that functions from its
owner's graveyard (Anger; 113.6)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import EffectLine, Static
from pysolver.cards.oracle.syntax.predicates import Becomes


@dataclass(frozen=True)
class ChooseColorLine:
    """"Choose a color. White creatures you control gain protection from the chosen color until end of turn.": a
    colour chosen as the spell resolves (608.2d), which the effect's sentences read as "the chosen color"."""

    effect: EffectLine

    def render(self) -> str:
        return f"choose a color. {self.effect.render()}"


@dataclass(frozen=True)
class ChooseTypeLine:
    """"Choose a creature type. Creatures you control of the chosen type get +1/+0 and gain indestructible until end of
    turn.": a creature type chosen as the spell resolves (608.2d), which the effect's sentences read as "of the chosen
    type"."""

    effect: EffectLine

    def render(self) -> str:
        return f"choose a creature type. {self.effect.render()}"


@dataclass(frozen=True)
class SetSecondChosen:
    """"are the second chosen type": the second of two basic land types chosen as the source entered replaces the old
    land types (305.7), on a group "of the first chosen type"."""

    verb: str

    def render(self) -> str:
        return f"{self.verb} the second chosen type"


@dataclass(frozen=True)
class BecomesChoice:
    """"becomes your choice of a blue Frog creature with base power and toughness 1/1 or a blue Octopus creature with
    base power and toughness 4/4": one of two kinds (each a "becomes" without its verb), the one its controller chose
    as the effect resolved (608.2d; the effect's `choices`: option 1 is the first written)."""

    first: Becomes
    second: Becomes

    def render(self) -> str:
        return f"becomes your choice of {self.first.render()} or {self.second.render()}"


@dataclass(frozen=True)
class GraveyardStatic:
    """"As long as this card is in your graveyard and you control a Mountain, creatures you control have haste.": a
    static ability that functions only while its card is in its owner's graveyard (113.6), `static` its effect with
    the rest of the condition, if any."""

    static: Static

    def render(self) -> str:
        body = f"{self.static.subject.render()} {self.static.predicates.render()}"
        also = f" and {self.static.condition.render()}" if self.static.condition else ""
        return f"as long as ~ is in your graveyard{also}, {body}."
