"""The values of "you may have ~ enter as a copy of ..." (707.5, 614.1c): what the permanent may copy
and the exceptions to the copy (707.9b)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.keywords import Grants
from pysolver.cards.oracle.syntax.subjects import Term, join_words
from pysolver.cards.oracle.words import NUMBER_WORDS

NUMBER_NAMES = {n: w for w, n in NUMBER_WORDS.items()}


@dataclass(frozen=True)
class Copied:
    """What the copy may be of: "any creature on the battlefield", "any nonland permanent on the
    battlefield", "an artifact or creature you control" (the kinds are alternatives)."""

    article: str  # "any", or "a"/"an" before a permanent you control
    non: Term | None  # "nonland"
    kinds: tuple[Term, ...]
    yours: bool

    def render(self) -> str:
        kinds = " or ".join(k.render() for k in self.kinds)
        words = join_words([self.article, self.non.render() if self.non else "", kinds])
        return f"{words} you control" if self.yours else f"{words} on the battlefield"


@dataclass(frozen=True)
class ExceptTypes:
    """"it's a Shapeshifter Rogue in addition to its other types", "it's a 1/1 Soldier creature in addition to its
    other types" (707.9b, 205.1b; 707.9d: the power and toughness, `pt`, set)."""

    article: str | None
    types: tuple[Term, ...]
    other_kind: str
    pt: str | None = None
    verb: str = "it's"  # "is" after a comma or "and" ("except it isn't legendary, is a Reflection in addition ...")

    def render(self) -> str:
        return join_words([self.verb, self.article or "", self.pt or "", *(t.render() for t in self.types),
                           f"in addition to its other {self.other_kind}"])


@dataclass(frozen=True)
class ExceptPT:
    """"it's 7/7", "the token is 1/1" (707.9b, 707.9d)."""

    power: int
    toughness: int
    words: str = "it's"  # "the token is" in a token's creation

    def render(self) -> str:
        return f"{self.words} {self.power}/{self.toughness}"


@dataclass(frozen=True)
class ExceptHas:
    """"it has haste", "has defender", "the token has flying" (707.9b): abilities the copy has besides
    those it copies."""

    subject: str  # "it", "the token", or "" ("has" after "and")
    verb: str
    grants: Grants

    def render(self) -> str:
        return join_words([self.subject, self.verb, self.grants.render()])


@dataclass(frozen=True)
class ExceptNotSupertype:
    """"it isn't legendary", "it's not legendary", "the token isn't legendary" (707.9b, 205.4): the copy
    lacks that supertype of the copied object."""

    words: str  # the words before the supertype
    supertype: Term

    def render(self) -> str:
        return f"{self.words} {self.supertype.render()}"


@dataclass(frozen=True)
class ExceptSets:
    """"it's a 4/4 black Zombie" (707.9b, 205.1a, 105.3): the copy's power and toughness, colour and creature
    types are these instead of the copied ones (its card types and other subtypes are copied)."""

    power: int
    toughness: int
    color: Term | None
    creature_types: tuple[Term, ...]

    def render(self) -> str:
        return join_words(["it's a", f"{self.power}/{self.toughness}", self.color.render() if self.color else "",
                           *(t.render() for t in self.creature_types)])


@dataclass(frozen=True)
class ExceptEntersWith:
    """"it enters with X additional +1/+1 counters on it" (614.1c, 122.6): counters the copy enters with, no copiable
    value (707.2); `amount` None is X."""

    amount: int | None
    counter: str
    if_type: str | None = None  # "... counter on it if it's a creature" (Spark Double): the card type the copy has

    def render(self) -> str:
        if self.if_type is not None:
            return f"it enters with an additional {self.counter} counter on it if it's a {self.if_type}"
        return f"it enters with {'x' if self.amount is None else NUMBER_NAMES[self.amount]} additional " \
               f"{self.counter} counters on it"


@dataclass(frozen=True)
class ExceptKeepColor:
    """"it doesn't copy that creature's color" (707.9b, 707.3's Vesuvan Doppelganger): the copy's colour is the one it
    had before the copy effect (its copiable colour)."""

    kind: str  # "creature"

    def render(self) -> str:
        return f"it doesn't copy that {self.kind}'s color"


@dataclass(frozen=True)
class ExceptSupertypes:
    """"it's legendary [and snow] in addition to its other types" (707.9b, 205.4): supertypes the copy has besides the
    copied ones."""

    supertypes: tuple[Term, ...]

    def render(self) -> str:
        return f"it's {' and '.join(t.render() for t in self.supertypes)} in addition to its other types"


@dataclass(frozen=True)
class ExceptIfType:
    """", if it's a creature, it enters with two additional +1/+1 counters on it and has changeling" (Moritte of the
    Frost; 614.1c, 614.12, 707.9b): counters it enters with and a keyword among its copiable values, both only if the
    copy it enters as has that card type."""

    if_type: str
    amount: int
    counter: str
    keyword: str

    def render(self) -> str:
        return f", if it's a {self.if_type}, it enters with {NUMBER_NAMES[self.amount]} additional {self.counter} " \
               f"counters on it and has {self.keyword}"


CopyException = ExceptTypes | ExceptPT | ExceptHas | ExceptNotSupertype | ExceptSets | ExceptEntersWith \
    | ExceptKeepColor | ExceptSupertypes | ExceptIfType


def join_exceptions(exceptions: tuple) -> str:
    """The exceptions as Oracle lists them: "A", "A and B", "A, B, and C" (the round trip)."""
    words = [e.render() for e in exceptions]
    joined = " and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + ", and " + words[-1]
    return joined.replace(" and ,", " and,")  # "A and, if it's a creature, B" (ExceptIfType's own comma)


@dataclass(frozen=True)
class EnterAsCopy:
    """"You may have ~ enter as a copy of any creature on the battlefield[, except ...]." (707.5)"""

    copied: Copied
    exceptions: tuple[CopyException, ...]
    period: bool = True  # False when the line ends inside a quoted ability's quotes
    tapped: bool = False  # "enter tapped as a copy" (614.1c)

    def render(self) -> str:
        except_words = join_exceptions(self.exceptions)
        return f"you may have ~ enter {'tapped ' if self.tapped else ''}as a copy of {self.copied.render()}" \
               + (f", except {except_words}" if self.exceptions else "") + ("." if self.period else "")
