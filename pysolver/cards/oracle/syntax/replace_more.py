"""The values of more replacement and prevention forms (614.12a, 615.1): a choice among kinds of counters an object
enters with, choices made as it enters, and the prevention of noncombat damage."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Prevention


@dataclass(frozen=True)
class CounterChoice:
    """"~ enters with your choice of a flying counter or a first strike counter on it.": one counter of one of
    `kinds`, chosen by its controller as it enters (614.12a)."""

    words: str
    kinds: tuple[str, ...]

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class NoncombatPrevention:
    """"Prevent all noncombat damage that would be dealt to ...": `prevention` the same words without
    "noncombat" (a "prevent all damage" effect), which applies to damage that is not combat damage (510.2)."""

    words: str
    prevention: Prevention

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class ChoicesAsEnters:
    """"As ~ enters, choose a color and an opponent.": the `keys` of the choices made as it enters (614.12a)."""

    words: str
    keys: tuple[str, ...]

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class CombatUnpreventable:
    """"Combat damage can't be prevented.": a "can't" effect (614.17, 615.12) on combat damage (510.2)."""

    words: str

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class PutterCounters:
    """Vorinclex's "If an opponent would put one or more counters on a permanent or player, they put half that many
    ..., rounded down.": the counters an opponent puts."""

    words: str

    def render(self) -> str:
        return self.words
