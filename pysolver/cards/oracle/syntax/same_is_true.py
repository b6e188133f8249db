"""The value of "The same is true for creature spells you control and creature cards you own that aren't on the
battlefield." after a static ability (Arcane Adaptation, Maskwood Nexus): the first sentence's effect applies to the
spells and to the cards of the other zones as well (611.3a: one effect, one selector of three kinds)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Static
from pysolver.cards.oracle.syntax.layer_statics import SpellGroup
from pysolver.cards.oracle.syntax.subjects import Term


@dataclass(frozen=True)
class CardsElsewhere:
    """"creature cards you own that aren't on the battlefield": the cards of the adjectives' kinds that "you" own in
    every zone but the battlefield and the stack (108.3 ownership; a card on the stack is a spell, 112.1)."""

    adjectives: tuple[Term, ...]
    permanent: bool = False  # "nonland permanent cards": of a permanent card type (110.4)

    def render(self) -> str:
        return " ".join([*(a.render() for a in self.adjectives), *["permanent"] * self.permanent,
                         "cards you own that aren't on the battlefield"])


@dataclass(frozen=True)
class AnySpells:
    """"spells you control": every spell of the controller, whatever its card types (112.1: on the stack)."""

    relative: str
    permanent: bool = False  # "permanent spells you control": of a permanent card type (110.4b)

    def render(self) -> str:
        return f"{'permanent ' * self.permanent}spells {self.relative}"


@dataclass(frozen=True)
class SameIsTrue:
    """A static ability, then "the same is true for SPELLS and CARDS.": its predicates hold for those too."""

    first: Static
    spells: SpellGroup | AnySpells
    cards: CardsElsewhere

    def render(self) -> str:
        return f"{self.first.render()} the same is true for {self.spells.render()} and {self.cards.render()}."
