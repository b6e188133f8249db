"""The values of "you may have ~ enter as a copy of ..." (707.5, 614.1c): what the permanent may copy
and the exceptions to the copy (707.9b)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.keywords import Grants
from pysolver.cards.oracle.syntax.subjects import Term, join_words


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
    """"it's a Shapeshifter Rogue in addition to its other types" (707.9b, 205.1b)."""

    article: str | None
    types: tuple[Term, ...]
    other_kind: str

    def render(self) -> str:
        return join_words(["it's", self.article or "", *(t.render() for t in self.types),
                           f"in addition to its other {self.other_kind}"])


@dataclass(frozen=True)
class ExceptPT:
    """"it's 7/7" (707.9b, 707.9d)."""

    power: int
    toughness: int

    def render(self) -> str:
        return f"it's {self.power}/{self.toughness}"


@dataclass(frozen=True)
class ExceptHas:
    """"it has haste", "has defender" (707.9b): abilities the copy has besides those it copies."""

    subject: bool  # "it has" rather than "has" after "and"
    verb: str
    grants: Grants

    def render(self) -> str:
        return join_words(["it" if self.subject else "", self.verb, self.grants.render()])


CopyException = ExceptTypes | ExceptPT | ExceptHas


@dataclass(frozen=True)
class EnterAsCopy:
    """"You may have ~ enter as a copy of any creature on the battlefield[, except ...]." (707.5)"""

    copied: Copied
    exceptions: tuple[CopyException, ...]
    period: bool = True  # False when the line ends inside a quoted ability's quotes

    def render(self) -> str:
        except_words = " and ".join(e.render() for e in self.exceptions)
        return f"you may have ~ enter as a copy of {self.copied.render()}" \
               + (f", except {except_words}" if self.exceptions else "") + ("." if self.period else "")
