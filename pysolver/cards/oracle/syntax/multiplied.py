"""The value of damage multiplied by its source's or its recipient's kind (614.1a): "If a creature you control would
deal damage to a permanent or player, it deals double that damage instead."."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MultipliedDamage:
    """`factor` times the damage (2 double, 3 triple), or the damage plus `plus`, of a source (`source`: "any",
    "self", "yours", "other_yours", "attached"; its `kind` an (attribute, value) of the source or None) to a recipient
    (`recipient`: "any", "player", "you", "self", "opponent", "opponent_side"), of combat or noncombat damage only
    (`combat`)."""

    words: str
    factor: int
    source: str
    kind: tuple[str, str] | None
    recipient: str
    combat: str | None
    plus: int | None = None  # "that much damage plus N" (factor 1)

    def render(self) -> str:
        return self.words
