"""The answer types of the `attacks` and `blocks` questions: every legal declaration, the most
requirements obeyed, and the scenario's own declaration checked (508.1, 509.1)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import clingo


@dataclass
class Checked:
    """The scenario's own declaration, evaluated."""

    declaration: dict[str, Any]
    legal: bool
    obeyed: list[clingo.Symbol]
    broken: list[clingo.Symbol]
    best: int
    witness: dict[str, Any] | None
    witness_obeyed: list[clingo.Symbol]
    pays: list[str]
    # 508.1h, 509.1d: (player, the total cost they pay in mana symbols, the creatures it is for), one per paying player
    payments: list[tuple[str, str, list[str]]] = field(default_factory=list)
    bands: list[list[str]] | None = None  # the scenario's bands (508.1e, 702.22c)
    blocked_by: dict[str, list[str]] | None = None  # `blocks`: attacker -> what blocks it, with its band (702.22h)
    # the answer's words (pysolver.questions.combat.text), written when the answer is complete
    broken_words: list[str] = field(default_factory=list)
    reason: str = ""


@dataclass
class CombatAnswer:
    """The answer of `attacks` or `blocks`, with what the human output names."""

    question: str
    max_requirements: int
    legal: list[dict[str, Any]]
    truncated: bool
    checked: Checked | None
    names: dict[str, str]
    options: dict[str, list[str]]
    unable: dict[str, list[clingo.Symbol]]
    evasion: dict[tuple[str, str], list[clingo.Symbol]]
    requirements: list[clingo.Symbol]
    taxes: list[tuple[str, str, str]]  # (attacked player or planeswalker, source, cost a creature: "{2}")
    capacity: dict[str, int | None] = field(default_factory=dict)
    declaration_rules: list[clingo.Symbol] = field(default_factory=list)
    effects: dict[str, str] = field(default_factory=dict)  # effect id -> its source object id
    # 509.1c: (attacker, source) of each requirement about an attacker being blocked, obeyable or not
    blocked_requirements: list[tuple[str, clingo.Symbol]] = field(default_factory=list)
    # banding (702.22, pysolver.questions.combat.bands): `attacks`, the bands each legal declaration allows;
    # `blocks`, the scenario's bands and what each legal declaration makes blocked
    band_options: list[list[dict[str, Any]]] | None = None
    bands: list[list[str]] | None = None
    blocked_by: list[dict[str, list[str]]] | None = None
    # 508.1d, 509.1c-d: (creature, source, its cost: "{3}", the attacker it is for or None: any) of each cost on one
    # creature to attack (block)
    creature_costs: list[tuple[str, str, str, str | None]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The result of docs/combat.md (`checked` only when there is a declaration to check)."""
        out: dict[str, Any] = {"max_requirements": self.max_requirements, "legal": self.legal,
                               "truncated": self.truncated}
        if self.checked is not None:
            c = self.checked
            out["checked"] = {"declaration": c.declaration, "legal": c.legal,
                              "requirements_obeyed": len(c.obeyed),
                              "restrictions_broken": c.broken_words, "reason": c.reason}
            if c.pays:
                out["checked"]["pays_for"] = c.pays
            if c.bands is not None:
                out["checked"]["bands"] = c.bands
            if c.blocked_by is not None:
                out["checked"]["blocked_by"] = c.blocked_by
        if self.band_options is not None:
            out["band_options"] = self.band_options
        if self.blocked_by is not None:
            out["bands"], out["blocked_by"] = self.bands, self.blocked_by
        return out
