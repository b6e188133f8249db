"""The values of more effects on entering objects (614.1c, 614.1d, 614.12): a group that enters untapped, and an
additional counter on the objects of the type or colour chosen as the source entered."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class EntersUntapped:
    """"Lands you control enter untapped.": an object of `group` enters untapped (614.1d); `battlefield` when the
    words say "enter the battlefield untapped"."""

    group: Group
    battlefield: bool = False

    def render(self) -> str:
        return f"{self.group.render()} enter{' the battlefield' if self.battlefield else ''} untapped."


@dataclass(frozen=True)
class ChosenEntersWith:
    """"Each other creature you control of the chosen type enters with an additional +1/+1 counter on it.": an
    object of `group` (whose `chosen` is "type" or "color") enters with one more `counter` counter (614.1c)."""

    group: Group
    counter: str

    def render(self) -> str:
        return f"{self.group.render()} enters with an additional {self.counter} counter on it."


@dataclass(frozen=True)
class WhileStatusEnter:
    """"As long as ~ is tapped, other permanents enter tapped.": while its source is `status` (tapped or untapped,
    110.5), every other permanent enters `how` (614.1c-d)."""

    status: str
    how: str

    def render(self) -> str:
        return f"as long as ~ is {self.status}, other permanents enter {self.how}."


@dataclass(frozen=True)
class UncastExiled:
    """"If a nontoken creature would enter and it wasn't cast, exile it instead.": an object of `group` that would enter
    without having been cast is exiled instead (614.1a); `this_turn`: until end of turn, once its spell resolved."""

    article: str
    group: Group
    this_turn: bool = False  # "Until end of turn, ..." (Hallowed Moonlight: a resolved spell's effect, 611.2a)

    def render(self) -> str:
        lead = "until end of turn, " if self.this_turn else ""
        return f"{lead}if {self.article} {self.group.render()} would enter and it wasn't cast, exile it instead."
