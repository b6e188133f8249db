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
class EnteringChoice:
    """One more choice made as ~ enters, recorded as applied (614.12a): `what` names it (`colors`, `players`,
    `basic_land_types`: several of a kind, `values` their number; `number_between`: `values` the bounds; `one_of`:
    `values` the words listed; `secretly`: `values` the kind chosen; `after_looking`: a card name chosen after
    looking at an opponent's hand; `another`: `values` the card type of another permanent its controller controls)."""

    words: str
    what: str
    values: tuple[str, ...]

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class LifePaidAsEnters:
    """"As ~ enters, pay any amount of life.": its controller pays the amount of life they choose as it enters
    (614.12, 119.4); `lost`: "As ~ enters, you lose life equal to your life total." (Lich): they lose that much life
    (119.3: a loss, not a payment)."""

    words: str
    lost: bool = False

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class CombatUnpreventable:
    """"Combat damage can't be prevented.": a "can't" effect (614.17, 615.12) on combat damage (510.2); `yours`: only
    the combat damage creatures its controller controls would deal ("... that would be dealt by creatures you
    control ...")."""

    words: str
    yours: bool = False

    def render(self) -> str:
        return self.words


@dataclass(frozen=True)
class PutterCounters:
    """Vorinclex's "If an opponent would put one or more counters on a permanent or player, they put half that many
    ..., rounded down.": the counters an opponent puts."""

    words: str

    def render(self) -> str:
        return self.words
