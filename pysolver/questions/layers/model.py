"""The result types of the `layers` question: an outcome (every object's characteristics, the order
of application, the dependencies and loops, the JSON of the contract), and the record of what each
step did (History), which the trace and `--explain` put in words."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import clingo

from pysolver.cards.vocabulary import CREATURE_TYPES
from pysolver.questions.layers.state_based import StateBasedAction

LAYER_NAMES = {"l1a": "1a", "l1b": "1b", "l2": "2", "l3": "3", "l4": "4", "l5": "5", "l6": "6",
               "l7a": "7a", "l7b": "7b", "l7c": "7c", "l7d": "7d"}
LAYER_ORDER = list(LAYER_NAMES.values())


@dataclass
class Dependency:
    """613.8a: `effect` depends on `depends_on` in `layer`, with the reasons found."""

    layer: str
    effect: str
    depends_on: str
    reasons: list[tuple[str, str | None]] = field(default_factory=list)
    effect_source: str = ""
    depends_on_source: str = ""

    def because(self) -> str:
        """The reasons in words."""
        return "; ".join(describe_reason(r, o, f"{self.depends_on_source}'s effect", self.effect_source)
                         for r, o in self.reasons)


@dataclass
class Loop:
    """613.8b: effects of `layer` each depending on the next in a loop, in timestamp order; the
    dependencies were ignored at `step`, where `applied` (the earliest timestamps) were applied."""

    layer: str
    effects: list[str]
    step: int
    applied: list[str]

    def to_json(self) -> dict[str, Any]:
        """The loop as in the `loops` key of a `layers` outcome."""
        return {"layer": self.layer, "effects": self.effects, "step": self.step, "applied": self.applied}


@dataclass
class Outcome:
    """One result of `layers`: characteristics of every object, the order, the dependencies."""

    objects: dict[str, dict[str, Any]]
    order: dict[str, list[str]]
    dependencies: list[Dependency]
    steps: list[tuple[int, str, list[str]]]
    timestamps: dict[str, int]
    loops: list[Loop] = field(default_factory=list)
    # each effect of the steps, dependencies and history in words ("Blood Moon: Nonbasic lands are Mountains.")
    effect_words: dict[str, str] = field(default_factory=dict)
    # what each step did (pysolver.questions.layers.explain), when an explanation was asked for
    history: History | None = None
    # 305.7: the lands that lost the copiable effects affecting them (Scenario.copies_lost)
    copies_lost: list[str] = field(default_factory=list)
    # 704: the state-based actions the board calls for (questions.layers.state_based), not performed
    state_based: list[StateBasedAction] = field(default_factory=list)
    # object id -> its abilities in Oracle order, as the table shows them (the JSON's are sorted)
    oracle_abilities: dict[str, list[str]] = field(default_factory=dict)
    # 611.2c: effect id -> the objects fixed as it resolved, for an effect whose words describe them
    fixed_sets: dict[str, list[str]] = field(default_factory=dict)
    # the rules behind values a judge might not expect, in words (questions.layers.notes)
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The outcome as in docs/scenario.md (extra keys: reasons of each dependency; the state-based
        actions the board calls for, 704; `loops`, the dependency loops, only when there is one;
        `copies_lost`, only when a land lost them, 305.7; `fixed_sets`, only when an effect's set was
        computed from its words, 611.2c)."""
        answer: dict[str, Any] = {
            "objects": self.objects,
            "order": self.order,
            "dependencies": [{"layer": d.layer, "effect": d.effect, "depends_on": d.depends_on,
                              "why": d.because()} for d in self.dependencies],
            "state_based_actions": [action.to_json() for action in self.state_based],
        }
        if self.loops:
            answer["loops"] = [loop.to_json() for loop in self.loops]
        if self.copies_lost:
            answer["copies_lost"] = self.copies_lost
        if self.fixed_sets:
            answer["fixed_sets"] = self.fixed_sets
        return answer


# 205.3m, as the JSON spells them (decode)
ALL_CREATURE_TYPES = frozenset(w.lower() for w in CREATURE_TYPES)


def describe_reason(reason: str, obj: str | None, source: str = "the other effect",
                    owner: str = "the effect's source") -> str:
    """613.8a(b) in words: what applying `source`'s effect would do to the dependent effect."""
    if reason == "removes_ability":
        return f"applying {source} would remove {owner}'s ability"
    if reason == "begins_to_exist":
        return f"applying {source} would make the effect exist (its condition would hold)"
    if reason == "existence":
        return f"applying {source} would make the effect stop existing (its condition would no longer hold)"
    if reason == "applies_to":
        return f"applying {source} would change whether the effect applies to {obj}"
    return f"applying {source} would change what the effect does to {obj}"


@dataclass
class Touch:
    """One change an effect made to a value of an object at a step: `how` is added, removed, set,
    modified or switched; `value` the element or number in words."""

    step: int
    order: int
    effect: str
    attribute: str
    how: str
    value: str
    symbol: Any = None

    def to_json(self, layer: str) -> dict[str, Any]:
        """The change as JSON (`--explain` with `--json`)."""
        return {"attribute": self.attribute, "value": self.value, "how": self.how, "effect": self.effect,
                "layer": layer, "step": self.step}


@dataclass
class Lost:
    """An object lost a static ability at a step: `operation` of `effect` took it away."""

    step: int
    obj: str
    ability: clingo.Symbol
    effect: str
    operation: clingo.Symbol
    object_name: str = ""


@dataclass
class History:
    """What each step did, read from asp/history.lp's atoms of one engine run."""

    touches: dict[str, list[Touch]] = field(default_factory=dict)
    lost: list[Lost] = field(default_factory=list)
    # (step, effect, layer, object, ability): the effect's part in that layer never applies
    gone: list[tuple[int, str, str, str, clingo.Symbol]] = field(default_factory=list)
    # (step, effect, object, ability): applied although the object had lost the ability (613.6)
    kept: list[tuple[int, str, str, clingo.Symbol]] = field(default_factory=list)
    unmet: list[tuple[int, str, str]] = field(default_factory=list)
    twins: dict[str, str] = field(default_factory=dict)

    def of(self, oid: str) -> list[Touch]:
        """The changes made to an object (to the one it was computed with, asp/symmetry.lp), in order."""
        return self.touches.get(self.twins.get(oid, oid), [])
