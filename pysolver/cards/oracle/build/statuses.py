"""The builder's methods of a group's tapped status and plural counters ("other tapped creatures you
control", "creatures you control with +1/+1 counters on them"), of "~ is equipped / enchanted" and of
"target spell or permanent"."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder


class StatusBuilder(PhraseBuilder):
    """Statuses and counters of a group's objects."""

    def tap_status(self, c: list) -> tuple:
        return ("tapped", str(c[0]))

    def with_counters(self, c: list) -> tuple:
        kind = str(c[1])
        return ("counter", (kind, f"with {kind} counters on them"))

    def self_attached(self, c: list) -> s.StateIs:
        # 301.5, 303.4: "~ is equipped / enchanted" (an Equipment / Aura is attached to it)
        return s.StateIs(" ".join(str(t) for t in c), s.SelfRef(), str(c[-1]), "attachment")

    def target_spell_or_permanent(self, c: list) -> s.Target:
        # 115.1: a spell on the stack or a permanent, the board's `targets`
        return s.Target(None, "spell or", s.Term("permanent"), None)
