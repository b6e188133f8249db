"""The values of more layer statics (issue i28): a count of the counters of one kind ("for each age counter on
it", 122.1), the conditions "during turns other than yours" (101.4) and "you control a red or white permanent", and
"are every basic land type in addition to their other types" (305.7) and "is every land type in addition to its other
types" (205.3i)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group, Term


@dataclass(frozen=True)
class CounterCount:
    """"age counter on it", "charge counter on ~" after "for each": the counters of one kind on the affected
    object ("it") or on the source (~), counted as the effect applies (608.2h)."""

    kind: str  # the counter's kind as written: "age", "+1/+1"; "" for every kind ("for each counter on it")
    on: str  # "it" or "~"

    def render(self) -> str:
        return f"{self.kind} counter on {self.on}".lstrip()


@dataclass(frozen=True)
class OthersTurn:
    """"turns other than yours" after "during" (101.4: a turn of which its controller is not the active player)."""

    def render(self) -> str:
        return "turns other than yours"


@dataclass(frozen=True)
class EitherColorControl:
    """"you control a red or white permanent" (604.1): a permanent of either colour, one alternative a colour."""

    article: str
    first: Term
    second: Term
    noun: Term

    def render(self) -> str:
        return f"you control {self.article} {self.first.render()} or {self.second.render()} {self.noun.render()}"


@dataclass(frozen=True)
class EveryLandType:
    """"is every land type in addition to its other types" (205.3i: each land type, basic or not, added; 305.7)."""

    verb: str
    card_type: Term
    poss: str

    def render(self) -> str:
        return f"{self.verb} every {self.card_type.render()} type in addition to {self.poss} other types"


@dataclass(frozen=True)
class EveryBasicLandType:
    """"are every basic land type in addition to their other types" (305.7, 205.1b: the five basic land types
    added)."""

    verb: str
    supertype: Term
    card_type: Term
    poss: str

    def render(self) -> str:
        return (f"{self.verb} every {self.supertype.render()} {self.card_type.render()} type in addition to "
                f"{self.poss} other types")



@dataclass(frozen=True)
class SpellGroup:
    """"[red] instant and sorcery spells you control" (112.1: spells are on the stack): the objects of any of the card
    types (611.3a) on the stack, with the adjectives and the controller."""

    adjectives: tuple[Term, ...]
    types: tuple[Term, ...]
    relative: str

    def render(self) -> str:
        words = [*(a.render() for a in self.adjectives), " and ".join(t.render() for t in self.types), "spells",
                 self.relative]
        return " ".join(words)


@dataclass(frozen=True)
class LifePT:
    """"~'s power and toughness are each equal to your life total." (604.3: a characteristic-defining ability)."""

    def render(self) -> str:
        return "~'s power and toughness are each equal to your life total."


@dataclass(frozen=True)
class AnyPlayerControls:
    """"any player controls a black permanent" (604.1): at least one permanent of the group, whoever controls it."""

    article: str
    group: Group

    def render(self) -> str:
        return f"any player controls {self.article} {self.group.render()}"


@dataclass(frozen=True)
class CardTypesPT:
    """"~'s power is equal to the number of card types among cards in all graveyards and its toughness is equal to
    that number plus 1." (604.3: a characteristic-defining ability; 205.2a: card types)."""

    zone: str  # "in all graveyards", "in your graveyard"
    plus: str  # the number added to the toughness, as written

    def render(self) -> str:
        return (f"~'s power is equal to the number of card types among cards {self.zone} and its toughness is equal "
                f"to that number plus {self.plus}.")
