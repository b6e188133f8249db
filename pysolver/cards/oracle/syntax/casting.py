"""The values of "[this permanent] enters with ... counters" read on how it was cast (614.1c; 601.2,
702.33d kicked, 207.2c converge, adamant, raid, 702.44a sunburst): the counters, and what counts or conditions them."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.keywords import Keyword
from pysolver.cards.oracle.syntax.subjects import Group
from pysolver.cards.oracle.syntax.unions import CountedUnion


@dataclass(frozen=True)
class CastCheck:
    """A fact about the entering object's casting or its controller's turn, in the rules' names:
    `kicked` (702.33d), `kicked_with` (its kicker `cost` paid, 702.33c), `spent_at_least` (`amount` mana of `color`
    spent to cast it), `spent_same_color` (`amount` mana of one colour), `attacked_this_turn` (508.1), `cast_from_hand`,
    `not_cast_from_hand` (601.2a); or a count: `per_kick`, `per_color` (colours of mana spent),
    `per_mana` (mana spent)."""

    name: str
    words: str
    amount: int | None = None
    color: str | None = None
    cost: str | None = None  # `kicked_with`: the kicker cost paid, "{1}{u}" (702.33c)

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class EntersAsCast:
    """"[label —] ~ enters with N KIND counters on it [for each ... | if ...]", "if ~ was kicked / if at
    least three white mana was spent to cast ~, ~ enters with ...", "~ enters with a number of KIND
    counters on it equal to the amount of mana spent to cast it", "... for each other Zombie you
    control": `amount` counters of `counter`, `check` what counts them (a per_ count; per_group: each
    object of `group`, and of `second` when two counts are added, 608.2h; `base` more, "one plus the number of ...")
    or conditions them; `keyword` the ability it enters with beside them ("if ~ was kicked, it enters with two +1/+1
    counters on it and with flying", 614.1c). `words` is the line as read."""

    words: str
    amount: int | None  # None: X (107.3m, "if ~ was kicked, it enters with X ... counters")
    counter: str
    check: CastCheck
    label: str | None = None
    group: Group | CountedUnion | None = None  # 611.3a: a union, each object once
    second: Group | None = None
    base: int = 0
    keyword: Keyword | None = None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class Sunburst:
    """"Sunburst" (702.44a): entering from the stack as a creature, a +1/+1 counter for each colour of mana spent to
    cast it; otherwise a charge counter for each."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class Tribute:
    """"Tribute N" (702.104a): as it enters, its controller chooses an opponent, who may put N +1/+1 counters on it."""

    words: str
    amount: int

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class ReadAhead:
    """"Read ahead" (702.155b, 714.3b): as the Saga enters, a number from one to its final chapter number is chosen; it
    enters with that many lore counters."""

    words: str

    def render(self) -> str:
        return self.words
