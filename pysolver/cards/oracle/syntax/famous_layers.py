"""The values of the layer statics of famous cards: "has base power and base toughness each equal to its mana value"
(Opalescence; 202.3, 613.4b), "are 1/1 green Saproling creatures and Forest lands in addition to their other types"
(Life and Limb; 205.1b), "loses all other abilities, card types, and creature types" (Darksteel Mutation; 205.1a,
613.1f)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Term, join_words


@dataclass(frozen=True)
class BaseManaValuePT:
    """"has base power and base toughness each equal to its mana value": the base power and toughness (613.4b) of
    each object the effect applies to are its own mana value (202.3)."""

    verb: str

    def render(self) -> str:
        return f"{self.verb} base power and base toughness each equal to its mana value"


@dataclass(frozen=True)
class PTKinds:
    """"are 1/1 green Saproling creatures and Forest lands in addition to their other types": a power and toughness,
    colours, and one or two kinds, each its subtypes before its card types, all added to the object's old types."""

    verb: str
    article: str | None
    pt: str
    colors: tuple[Term, ...]
    kinds: tuple[tuple[tuple[Term, ...], tuple[Term, ...]], ...]  # (subtypes, card types) of each kind as written
    in_addition: str

    def render(self) -> str:
        kinds = " and ".join(join_words([*(t.render() for t in subtypes), *(t.render() for t in types)])
                             for subtypes, types in self.kinds)
        return join_words([self.verb, self.article or "", self.pt, " and ".join(c.render() for c in self.colors),
                           kinds, f"in addition to {self.in_addition}"])


@dataclass(frozen=True)
class LosesOtherKinds:
    """"loses all other abilities, card types, and creature types": other than those the same effect grants and
    names (613.1f, 205.1a)."""

    verb: str

    def render(self) -> str:
        return f"{self.verb} all other abilities, card types, and creature types"
