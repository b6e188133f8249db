"""The values of the replacements of counters put on a permanent or player (614.1a, 122.6): "If one or more +1/+1
counters would be put on a creature or Vehicle you control, that many plus one +1/+1 counters are put on it instead."
(Caradora), "If you would put one or more counters on a permanent or player, put twice that many of each of those
kinds of counters on that permanent or player instead." (Vorinclex)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class CountedOn:
    """What the counters would be put on: the object itself (`self`), a permanent of one of `kinds` (each a group
    without a controller, `relative` the controller said once after the last kind), "another" permanent of one kind
    (`another`), a permanent of one group (`group`), "a permanent or player" (`any`), "a permanent you control"
    (`permanent`), "you" (`you`: "if you would get ... counters"); `or_you` when "or on yourself" follows (the rule's
    controller is one too)."""

    words: str
    how: str
    kinds: tuple[Group, ...] = ()
    relative: str | None = None
    or_you: bool = False

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class CounterResult:
    """What is put instead: `op` "times" (twice that many) or "plus" (that many plus `amount`) of the counters of
    `kind` (None: of each of those kinds, whatever kinds they are)."""

    words: str
    op: str
    amount: int
    kind: str | None

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class CounterMod:
    """A replacement of counters put (614.1a): those of `kind` (None: of any kind) that `putter` puts ("you": the
    rule's controller; None: anyone) on what `on` names, put as `op` (times, plus, minus) `amount` instead."""

    words: str
    kind: str | None
    putter: str | None
    on: CountedOn
    op: str
    amount: int

    def render(self) -> str:
        return self.words
