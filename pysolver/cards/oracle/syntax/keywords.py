"""The values of keyword abilities (702) and of lists of granted abilities."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.crew import Crew
from pysolver.cards.oracle.syntax.grants import QuotedAbility
from pysolver.cards.oracle.syntax.subjects import Term, join_words


# ---- keywords (702) -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Keyword:
    """A keyword without a parameter: "flying", "first strike"."""

    term: Term

    def render(self) -> str:
        return self.term.render()


@dataclass(frozen=True)
class Quality:
    """A quality of protection or of "can't be blocked by" (702.16a): words, "everything", "all colors"."""

    words: tuple[Term, ...]

    def render(self) -> str:
        return " ".join(w.render() for w in self.words)


@dataclass(frozen=True)
class Protection:
    """"protection from A and from B" (702.16a, 702.16g)."""

    qualities: tuple[Quality, ...]
    listed: bool = False  # "from A, from B, and from C"

    def render(self) -> str:
        if self.listed:
            *first, last = (f"from {q.render()}" for q in self.qualities)
            return "protection " + ", ".join(first) + f", and {last}"
        return "protection from " + " and from ".join(q.render() for q in self.qualities)


@dataclass(frozen=True)
class Landwalk:
    """"swampwalk", "nonbasic landwalk" (702.14a)."""

    adjectives: tuple[Term, ...]
    walk: Term

    def render(self) -> str:
        return join_words([*(a.render() for a in self.adjectives), self.walk.render()])


@dataclass(frozen=True)
class Enchant:
    """"enchant creature" (702.5a)."""

    adjectives: tuple[Term, ...]
    noun: Term

    def render(self) -> str:
        return join_words(["enchant", *(a.render() for a in self.adjectives), self.noun.render()])


@dataclass(frozen=True)
class Equip:
    """"equip {2}" (702.6a)."""

    cost: str

    def render(self) -> str:
        return f"equip {self.cost}"


@dataclass(frozen=True)
class Ward:
    """"ward {2}" (702.21a: a triggered ability on targeting, which no question reads)."""

    cost: str

    def render(self) -> str:
        return f"ward {self.cost}"


@dataclass(frozen=True)
class Toxic:
    """"toxic 1" (702.164a: combat damage to a player also gives poison counters, 702.164c: `replace`)."""

    amount: str

    def render(self) -> str:
        return f"toxic {self.amount}"


@dataclass(frozen=True)
class UnreadKeyword:
    """A keyword ability granted (613.1f) whose rules no question of the engine reads: "afflict 3", "unearth {2}{b}",
    "scavenge" (its cost given by the next sentence: syntax/unread_keywords.py); `parameter` its number or cost."""

    name: str
    parameter: str | None = None

    def render(self) -> str:
        return f"{self.name} {self.parameter}" if self.parameter else self.name


KeywordAbility = Keyword | Protection | Landwalk | Enchant | Equip | Ward | Toxic | QuotedAbility | UnreadKeyword | Crew


@dataclass(frozen=True)
class KeywordList:
    """A line of keywords: "flying, vigilance"."""

    keywords: tuple[KeywordAbility, ...]

    def render(self) -> str:
        return ", ".join(k.render() for k in self.keywords)


def listed(items: tuple, oxford: bool) -> str:
    """"a", "a and b", "a, b and c" or "a, b, and c"; "a, and b" (two clauses, as written)."""
    words = [i.render() for i in items]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + ("," if oxford else "") + " and " + words[-1]


@dataclass(frozen=True)
class Grants:
    """Keyword abilities a predicate gives or takes: "flying and first strike"."""

    keywords: tuple[KeywordAbility, ...]
    oxford: bool

    def render(self) -> str:
        return listed(self.keywords, self.oxford)


@dataclass(frozen=True)
class AlsoHas:
    """A keyword after "has base power and toughness 5/5" in one list, sharing its verb: "... 5/5 and vigilance",
    "... 10/10, vigilance, and trample" (613.1f: the keyword granted, beside the base P/T of 613.4b)."""

    keyword: KeywordAbility

    def render(self) -> str:
        return self.keyword.render()
