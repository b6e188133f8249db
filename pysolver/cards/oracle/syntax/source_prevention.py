"""The values of the prevention of the damage a group of sources would deal (615.1): "Prevent all combat damage that
would be dealt this turn by creatures with power 4 or less." (Vine Snare), "Prevent all damage that black sources and
red sources would deal this turn." (Luminesce)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Cost, Prevention
from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class DamageSources:
    """The sources whose damage is prevented: an object of any of `kinds` (each a group; "sources" is a group of any
    object, its noun adding no condition), a spell (`spells`: on the stack, 112.1) when the words say "spells"; or a
    source of the colour chosen as the effect's source entered (`chosen_color`, 614.12: "sources of the chosen color",
    no kinds); or the effect's own object (`itself`: "that ~ would deal", no kinds)."""

    words: str
    kinds: tuple[Group, ...]
    spells: bool = False
    chosen_color: bool = False
    itself: bool = False

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class SourcePrevention:
    """"Prevent all [combat] damage that would be dealt [to RECIPIENT] [this turn] by SOURCES [this turn].":
    `prevention` the damaged, combat and duration as "prevent all damage that would be dealt to ..." reads them
    (its recipient None: anything damaged; "players": a player), `sources` whose damage it is (None: any source);
    `cost` an activated ability's."""

    words: str
    prevention: Prevention
    sources: DamageSources | None
    cost: Cost | None = None

    def render(self) -> str:
        return self.words
