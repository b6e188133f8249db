"""The values of the one-shot effects whose parts depend on how the spell was cast or on a choice made as
it resolved: "gets +1/-1 or -1/+1" and "if ~ was kicked / bargained, ... [instead]" (611.2c, 702.33d, 702.166b)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.keywords import KeywordAbility
from pysolver.cards.oracle.syntax.subjects import PTChange


@dataclass(frozen=True)
class GetPTChoice:
    """"gets +1/-1 or -1/+1": one of two changes (613.4c), chosen by the controller as the effect resolved."""

    verb: str
    first: PTChange
    second: PTChange

    def render(self) -> str:
        return f"{self.verb} {self.first.render()} or {self.second.render()}"


# 702.33d kicked, 702.166b bargained, 702.174 gift, 207.2c addendum: how the spell was cast, a choice of the resolved
# effect (its `choices` key) and the words of its condition
CAST_CONDITIONS = {"kicked": "~ was kicked", "bargained": "~ was bargained", "gift_promised": "the gift was promised",
                   "cast_in_main_phase": "you cast ~ during your main phase"}


@dataclass(frozen=True)
class Kicked:
    """"if ~ was kicked, EFFECT [instead]." (702.33d), and so "if ~ was bargained" (702.166b), "if the gift was
    promised" (702.174), "if you cast ~ during your main phase" (207.2c): `key` names how the spell was cast (the
    effect's `choices` key, CAST_CONDITIONS); `how` is "instead" (it replaces the sentence before, "instead" last),
    "instead first" ("if ~ was kicked, instead EFFECT.") or "also" (an added part, written "also" or not)."""

    effect: object
    how: str
    key: str = "kicked"
    also: bool = False  # written "that creature also gains ..."

    def render(self) -> str:
        condition = CAST_CONDITIONS[self.key]
        effect = self.effect.render()
        if self.also:  # "that creature also gains ...": the word after its subject
            subject = self.effect.affected.render()
            effect = f"{subject} also{effect[len(subject):]}"
        if self.how == "instead first":
            return f"if {condition}, instead {effect}"
        return f"if {condition}, {effect}" + (" instead" if self.how == "instead" else "")


@dataclass(frozen=True)
class IfYouDo:
    """"you may pay {1}. if you do, EFFECT" (608.2d): the effect exists only if the payment was made."""

    payment: str
    effect: object

    def render(self) -> str:
        return f"you may {self.payment}. if you do, {self.effect.render()}"


@dataclass(frozen=True)
class Triggering:
    """The object whose event triggered the ability ("whenever a creature you control attacks, it ..."):
    what "it" names in its effect, the effect's `targets` on the board (603.2, 608.2c)."""

    words: str
    # a trigger naming two creatures (a block): only "that creature" names the triggering one, "it" either
    that_only: bool = False
    # several objects triggered it ("whenever one or more creatures you control attack"): "they", "those creatures"
    many: bool = False

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class ItIs:
    """"it's a Vampire", "it's an artifact creature", "it's legendary", "that creature is white": a condition on
    the one object the sentence before affected, checked as the effect resolved (608.2c). `qualities` are the
    words of its kind (one alternative each: "a Goblin or Orc")."""

    words: str
    qualities: tuple[str, ...]

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class ResolvedIf:
    """"if CONDITION, EFFECT [instead]." (608.2c, 608.2h): a part of the effect under a condition checked once, as
    the effect resolved; `how` is "instead" (it replaces the sentence before, "instead" last), "instead first"
    ("if ..., instead EFFECT.") or "also" (an added part, written "also" or not)."""

    condition: object
    effect: object
    how: str
    also: bool = False  # written "it also gets ..."

    def render(self) -> str:
        effect = self.effect.render()
        if self.also:  # "it also gets ...": the word after its subject
            subject = self.effect.affected.render()
            effect = f"{subject} also{effect[len(subject):]}"
        if self.how == "instead first":
            return f"if {self.condition.render()}, instead {effect}"
        return f"if {self.condition.render()}, {effect}" + (" instead" if self.how == "instead" else "")


@dataclass(frozen=True)
class SameNameAs:
    """"target creature and all other creatures with the same name as that creature" (201.2): the target and the
    objects that had its name as the effect resolved (611.2c), all the effect's `targets` on the board."""

    target: str  # "target creature"
    others: str  # "creatures"
    that: str  # "creature"

    def render(self) -> str:
        return f"{self.target} and all other {self.others} with the same name as that {self.that}"


@dataclass(frozen=True)
class GainsChoice:
    """"gains your choice of flying or lifelink", "... of flying, vigilance, or lifelink": one of the keywords, the
    one its controller chose as the effect resolved (608.2d; the effect's `choices`: option 1 is the first written);
    with `verb` "loses", "loses first strike or swampwalk" (Urborg), the one lost."""

    verb: str
    keywords: tuple[KeywordAbility, ...]

    def render(self) -> str:
        words = [k.render() for k in self.keywords]
        joined = " or ".join(words) if len(words) == 2 else ", ".join(words[:-1]) + ", or " + words[-1]
        if self.verb in ("lose", "loses"):  # "loses first strike or swampwalk" (Urborg)
            return f"{self.verb} {joined}"
        return f"{self.verb} your choice of {joined}"
