"""The validated scenario: typed objects, effects, combat and event (SCENARIO.md, "Scenario file")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import clingo

from pysolver.cards.printed import Printed

if TYPE_CHECKING:
    from pysolver.cards.modelled import NotModelled


@dataclass
class GameObject:
    """One object of the scenario."""

    id: str
    printed: Printed
    card: str | None
    owner: str
    controller: str
    zone: str
    timestamp: int
    tapped: bool = False
    token: bool = False
    face_down: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    choices: dict[str, str] = field(default_factory=dict)
    damage: int = 0
    summoning_sick: bool = False


@dataclass
class Effect:
    """A continuous effect of a spell or ability that already resolved (CR 611.2c)."""

    id: str
    label: str
    ability: clingo.Symbol | None
    parts: list[tuple[str, clingo.Symbol]]
    source: str | None
    controller: str
    timestamp: int
    targets: list[str] = field(default_factory=list)
    x: int | None = None
    choices: dict[str, str] = field(default_factory=dict)


@dataclass
class Scenario:
    """A validated scenario.

    `combat` is {"attackers": {attacker: player or object}, "blockers": {blocker: [attackers]}}
    with the keys the file gives; `event` is the event with its defaults filled in (SCENARIO.md).
    """

    source: str
    players: list[str]
    active: str
    objects: list[GameObject]
    effects: list[Effect]
    combat: dict[str, Any] | None = None
    event: dict[str, Any] | None = None
    # the definition facts of the abilities of its compiled cards (added to the board's facts), and
    # their abilities the engine does not understand (pysolver.cards.modelled)
    definitions: list[clingo.Symbol] = field(default_factory=list)
    not_modelled: list[NotModelled] = field(default_factory=list)
    _index: dict[str, GameObject] = field(default_factory=dict, repr=False, compare=False)

    def object(self, oid: str) -> GameObject:
        """The object with that id."""
        if len(self._index) != len(self.objects):
            self._index = {o.id: o for o in self.objects}
        return self._index[oid]

