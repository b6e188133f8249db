"""The meanings of the statuses of combat in static abilities (506.4: attacking, blocking): a static's affected set
("Attacking creatures you control get +1/+0.", Orcish Oriflamme) and its condition on the object itself ("This
creature has first strike as long as it's attacking.", Thorned Moloch; 611.3a: checked continuously).

Attacking and blocking are statuses, not characteristics: no continuous effect changes them (613.1), so they are
fixed conditions of asp/selectors.lp (attacking, blocking), which each question reads as it sees the scenario's
`combat` (pysolver.questions.layers.combat_statuses: for `attacks` no creature is attacking yet, 508.1k; for `blocks`
the attackers are and the blockers being declared are not yet blocking, 509.1g). A creature removed from combat
(506.4: it stops being a creature, or changes controller) is not attacking: an effect of such a static in layers 1-4
(copy, control, text, type) could remove from combat what it applies to, and is refused."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning, selector_conditions, self_condition

F, N = clingo.Function, clingo.Number
STATUSES = ("attacking", "blocking")
# the rule by which a creature has each status (508.1k: declared as an attacker; 509.1g: as a blocker)
BECOMES = {"attacking": "508.1k", "blocking": "509.1g"}
# the layers whose effects could remove an object from combat (506.4: control, card types) or copy, change text
EARLY_LAYERS = frozenset({"l1a", "l1b", "l2", "l3", "l4"})


def status_subject(m: Meaning, g: s.Group) -> str:
    """scope/4 of a static's affected set of a combat status ("attacking creatures you control"): the group's
    conditions and the fixed condition of its status (asp/selectors.lp); returns whom it picks, in words."""
    assert g.status is not None  # (the grammar's combat_status: attacking, blocking)
    for sign, cond in selector_conditions(dataclasses.replace(g, status=None)):
        m.add("scope", m.key, N(1), F(sign), cond)
    m.add("scope", m.key, N(1), F("pos"), F(g.status))
    m.words.append(f"{g.render()}: {g.status} as the question sees the scenario's `combat` (506.4, "
                   f"{BECOMES[g.status]}: a status no effect changes)")
    return g.render()


def combat_status_condition(m: Meaning, c: s.Condition) -> bool:
    """The facts of "as long as it's attacking / blocking" (whether `c` is one): 611.3a, 604.1: the effect exists
    while the object itself has the status of combat (asp/selectors.lp's fixed condition)."""
    if not isinstance(c, s.StateIs) or c.kind != "combat":
        return False
    self_condition(m, F(f"self_{c.quality}"), F(c.quality),
                   f"only while {c.render()} (506.4, {BECOMES[c.quality]}: as the question sees the scenario's "
                   "`combat`)")
    return True


def reads_status(m: Meaning) -> bool:
    """Whether a selector of the ability's facts reads a status of combat."""
    return any(f.name == "scope" and f.arguments[3] in (F(x) for x in STATUSES) for f in m.facts)


def refuse_early_layers(m: Meaning, words: str) -> None:
    """506.4: a static that reads a status of combat and changes what could remove its object from combat (its
    controller, layer 2; its card types, layer 4; or copies, changes text) is refused: whether it applies would
    depend on itself."""
    if reads_status(m) and any(f.name == "layer_of" and f.arguments[1].name in EARLY_LAYERS for f in m.facts):
        raise Unmeant(words, "a change of copy, control, text or type under a status of combat (506.4: it could "
                             "remove the creature from combat)")
