"""The values of more layer statics (issue i28, second part): "can't have or gain flying" (113.11, 613.1f), "as long as
white is the most common color among all permanents or is tied for most common" (105, 604.1), values over the objects a
group picks ("basic land types among lands you control", 305.6; "the greatest mana value among creatures you control",
202.3), "there are five or more mana values among cards in your graveyard" (202.3) and "Enchanted creature gets +2/+2 as
long as it's a Vampire. Otherwise, it gets -2/-2." (604.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from pysolver.cards.oracle.syntax.counts_more import ColorsAmong, QualitiesAmong
from pysolver.cards.oracle.syntax.devotion import Devotion
from pysolver.cards.oracle.syntax.keywords import Grants
from pysolver.cards.oracle.syntax.subjects import Amount, Attached, Group, PTChange, SelfRef, Term, join_words


@dataclass(frozen=True)
class CantHave:
    """"can't have or gain flying" (113.11: the object loses the ability and no effect can give it to it)."""

    grants: Grants

    def render(self) -> str:
        return f"can't have or gain {self.grants.render()}"


@dataclass(frozen=True)
class MostCommonColor:
    """"white is the most common color among all permanents or is tied for most common" (105: the permanents of that
    colour at least as many as those of any other)."""

    color: Term

    def render(self) -> str:
        return f"{self.color.render()} is the most common color among all permanents or is tied for most common"


@dataclass(frozen=True)
class LandTypeCount(QualitiesAmong):
    """"basic land type among lands you control" after "for each", "the number of basic land types among lands you
    control" (domain: the basic land types, 305.6, among the lands the group picks)."""

    quality: ClassVar[str] = "basic land type"


@dataclass(frozen=True)
class SelfCounters:
    """"the number of charge counters on it" in a characteristic-defining ability (122.1, 604.3): the counters of one
    kind on the object itself, counted as the ability applies."""

    kind: str
    on: str  # "it" or "~"

    def render(self) -> str:
        return f"the number of {self.kind} counters on {self.on}"


@dataclass(frozen=True)
class GreatestManaValue:
    """"the greatest mana value among creatures you control" (202.3; 0 when the group picks nothing)."""

    group: Group

    def render(self) -> str:
        return f"the greatest mana value among {self.group.render()}"


@dataclass(frozen=True)
class NamedCount:
    """"other creature on the battlefield named ~" after "for each", "the number of creatures named ~ on the
    battlefield": the objects of a card type with the card's name (201.2)."""

    kind: Term  # the card type, as written ("creature", "creatures")
    where: str  # "on the battlefield named ~", "you control named ~", "named ~ you control", "named ~ on the ..."
    number: bool  # "the number of ..." (a characteristic-defining ability), else after "for each other"

    def render(self) -> str:
        if self.number:
            return f"the number of {self.kind.render()} {self.where}"
        return f"other {self.kind.render()} {self.where}"


@dataclass(frozen=True)
class CardsInHands:
    """"the total number of cards in all players' hands" (402.1: the cards the board lists in hands)."""

    def render(self) -> str:
        return "the total number of cards in all players' hands"


@dataclass(frozen=True)
class ValuePT:
    """"~'s power [and toughness] is / are each equal to VALUE." (604.3: a characteristic-defining ability)."""

    what: str  # "power and toughness are each", "power is", "toughness is"
    value: LandTypeCount | GreatestManaValue | CardsInHands | NamedCount | Devotion | ColorsAmong | SelfCounters
    ability_word: str | None = None  # 207.2c: "domain", no rules meaning

    def render(self) -> str:
        label = f"{self.ability_word} \u2014 " if self.ability_word else ""
        return f"{label}~'s {self.what} equal to {self.value.render()}."


@dataclass(frozen=True)
class ManaValuesAmong:
    """"there are five or more mana values among cards in your graveyard" (202.3: distinct mana values)."""

    amount: Amount
    group: Group

    def render(self) -> str:
        return f"there are {self.amount.render()} or more mana values among {self.group.render()}"


@dataclass(frozen=True)
class OtherwisePT:
    """"Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2.": one change while the object
    is of the kind (a colour, a creature type, a card type), the other while it is not (604.1)."""

    subject: Attached
    verb: str
    change: PTChange
    article: str | None
    kind: Term
    other_verb: str
    other_change: PTChange

    def render(self) -> str:
        kind = join_words([self.article or "", self.kind.render()])
        return (f"{self.subject.render()} {self.verb} {self.change.render()} as long as it's {kind}. otherwise, it "
                f"{self.other_verb} {self.other_change.render()}.")


@dataclass(frozen=True)
class PTWhileItIs:
    """"Each Vehicle you control gets +1/+1 as long as it's a creature." (Depala, Pilot Exemplar), "Each land gets +2/+2
    as long as it's a creature." (Earth Surge): the change to each object the subject names while that object is of
    the kind (604.1; 611.3a: checked continuously, as the effect applies)."""

    label: str | None
    subject: Group | Attached | SelfRef
    verb: str
    change: PTChange
    article: str | None
    kind: Term

    def render(self) -> str:
        label = f"{self.label} \u2014 " if self.label else ""
        kind = join_words([self.article or "", self.kind.render()])
        return f"{label}{self.subject.render()} {self.verb} {self.change.render()} as long as it's {kind}."


@dataclass(frozen=True)
class OpponentHas:
    """"an opponent has eight or more cards in their graveyard", "an opponent has no cards in hand", "an opponent has
    10 or less life": one opponent of its controller (102.2) with that many (604.1)."""

    what: str  # "graveyard", "hand", "life"
    amount: Amount | None  # None: "no cards in hand"

    def render(self) -> str:
        if self.what == "graveyard":
            return f"an opponent has {self.amount.render() if self.amount else ''} or more cards in their graveyard"
        if self.what == "life":
            return f"an opponent has {self.amount.render() if self.amount else ''} or less life"
        return "an opponent has no cards in hand"


@dataclass(frozen=True)
class SingleGraveyard:
    """"there are ten or more cards in a single graveyard" (404.2, 604.1): one player who owns that many cards in their
    graveyard."""

    amount: Amount

    def render(self) -> str:
        return f"there are {self.amount.render()} or more cards in a single graveyard"
