"""The value of a "can't" effect on counters (614.17, 122.6): "Players can't get counters." / "You can't get poison
counters." (a player), "Counters can't be put on artifacts, creatures, enchantments, or lands." (Solemnity),
"Creatures you control can't have -1/-1 counters put on them." (Melira, Sylvok Outcast), "This creature can't have
counters put on it." (Tatterkite)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.subjects import Group


@dataclass(frozen=True)
class CounterCant:
    """Counters of `kind` (None: of any kind) can't be put on what `on` names: "players", "you", "your opponents"
    (players who can't get them), "self" (the object itself), "group" (a permanent of `kinds[0]`, its controller in
    the group's relative) or "kinds" (a permanent of one of `kinds`)."""

    words: str
    kind: str | None
    on: str
    kinds: tuple[Group, ...] = ()

    def render(self) -> str:
        return self.words
