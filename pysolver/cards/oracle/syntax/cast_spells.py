"""The value of "spells you cast" (601.2a): "artifact spells you cast", "each instant and sorcery spell you cast",
"spells you cast"."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Term, join_words


@dataclass(frozen=True)
class CastSpells:
    """The spells on the stack their controller cast (112.1, 601.2a): `each` with one spell named ("each noncreature
    spell you cast"), the adjectives every one of them has, and the card types of which each is one (611.3a: "instant
    and sorcery", "instant or sorcery"; `joiner` the word between them)."""

    each: bool
    adjectives: tuple[Term, ...]
    types: tuple[Term, ...]
    joiner: str | None

    def render(self) -> str:
        kinds = f" {self.joiner} ".join(t.render() for t in self.types)
        return join_words(["each" if self.each else "", *(a.render() for a in self.adjectives), kinds,
                           "spell" if self.each else "spells", "you cast"])
