"""The value of a redirection effect of the damage to its controller, to a resolved effect's target or to the creature
an Aura enchants (614.9): "All combat damage that would be dealt to you this turn is dealt to target attacking creature
instead." (Turn the Tables), "All damage that would be dealt to enchanted creature is dealt to its controller instead."
(Treacherous Link)."""

from __future__ import annotations

from dataclasses import dataclass

from pysolver.cards.oracle.syntax.abilities import Cost
from pysolver.cards.oracle.syntax.subjects import Target


@dataclass(frozen=True)
class Redirection:
    """`damaged` whose damage is redirected: "you" (the effect's controller), "target" (the resolved effect's target),
    "enchanted" (the creature its source enchants, `kinds` the card type the words name); `by` the only source whose
    damage it is (None: any source; "target": the target; "chosen": a source of its controller's choice, 609.7a);
    `onto` who is dealt the damage instead: "~" (the ability's source), "target", "you" or "its controller" (of the
    enchanted creature); `combat`: only combat damage (510.2); `target` the one target the words name."""

    words: str
    damaged: str
    onto: str
    by: str | None = None
    combat: bool = False
    cost: Cost | None = None
    target: Target | None = None
    kinds: tuple[str, ...] = ()
    targets: int = 0  # how many times the words say "target"

    def render(self) -> str:
        return self.words
