"""The values of damage to a permanent or player as counters (615.1, 614.1a, 122.1): counters removed from a permanent
as the damage to it is prevented, or counters put instead of the damage."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class DamageCounters:
    """`how`: "prevent_remove" ("If damage would be dealt to ~ [while it has a +1/+1 counter on it], prevent that
    damage and remove a +1/+1 counter / that many +1/+1 counters from it."; `amount` 1, or None for that many;
    `while_counter` the kind of counter the object must have for the effect to apply), "counters_instead" ("If
    damage would be dealt to ~, put that many +1/+1 counters on it instead."), "counters_on_source" ("If damage would
    be dealt to you, put that many delay counters on ~ instead."), "prevent_put" ("If damage would be dealt to ~,
    prevent that damage and put that many +1/+1 counters / a +1/+1 counter on it."), "prevent_put_per" ("... prevent
    that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way."); `kind` the kind of
    counter. Of a prevention putting counters: the damaged (`recipient`: "~", "you", "equipped creature", or a
    `group`'s words), the object the counters go on (`holder`: "damaged" or "source"), `combat` ("combat",
    "noncombat" or None), `source_kind` (the card type of "a creature"; None: any source), `monarch` ("while you're
    the monarch", 724)."""

    how: str
    words: str
    kind: str
    amount: int | None
    while_counter: str | None = None
    recipient: str | None = None
    group: Group | None = None
    holder: str = "damaged"
    combat: str | None = None
    source_kind: str | None = None
    monarch: bool = False

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class DamageAsKeyword:
    """"All damage is dealt as though its source had wither." (Everlasting Torment): every source's damage has the
    results of damage from a source with `keyword` (702.80a, 120.3d: to a creature, -1/-1 counters its controller
    puts); `to_you`: "As long as you have 0 or less life, all damage is dealt to you as though its source had infect."
    (Phyrexian Unlife: damage to its controller at 0 or less life, poison counters, 702.90b, 120.3b)."""

    words: str
    keyword: str
    to_you: bool = False

    def render(self) -> str:
        return self.words
