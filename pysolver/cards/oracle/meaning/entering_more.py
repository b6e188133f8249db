"""The meanings of more effects on entering objects (614.1c, 614.1d, 614.12): replaces/2, repl_if/2 and repl_op/2
of asp/replace/ (the operation `untapped` of modify.lp, the condition `affected_chosen/1` of chosen.lp,
`source_status/1` of applicability.lp)."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.unless import affected_conditions

F, N, S = clingo.Function, clingo.Number, clingo.String
# the choice a group "of the chosen ..." reads (the source's `choices`, made as it entered: 614.12)
CHOICE_KEYS = {"type": "creature_type", "color": "color"}


def _watches_entering(m: Meaning, group: s.Group, kind: str = "replacement") -> None:
    """An effect of the source's (a static ability, 614.1c-d; `kind` "spell": a resolved spell's effect, 611.2a) on the
    objects of the group as they would exist on the battlefield (614.12)."""
    m.add("ability_class", m.key, F(kind))
    m.add("replaces", m.key, F("enter"))
    for cond in affected_conditions(group):
        m.add("repl_if", m.key, cond)


@ability.register
def _(a: s.EntersUntapped, m: Meaning) -> None:
    # 614.1d: "[objects] enter untapped"; beside an effect making one enter tapped, its controller orders them (616.1e)
    _watches_entering(m, a.group)
    m.add("repl_op", m.key, F("untapped"))
    m.words.append(f"a replacement effect (614.1d, 614.12): {a.group.render()} enter untapped (as they would exist on "
                   "the battlefield; beside an effect that makes one enter tapped, its controller orders them, 616.1)")


@ability.register
def _(a: s.ChosenEntersWith, m: Meaning) -> None:
    # 614.1c, 614.12: the group read on the entering object, and its subtype / colour the one its source chose
    if a.group.chosen not in CHOICE_KEYS:
        raise Unmeant(a.group.render(), "a choice the replacement rules do not read")
    if a.counter == "loyalty":  # 306.5b: one event with the loyalty it enters with, which replace does not model
        raise Unmeant(f"an additional {a.counter} counter", "a planeswalker's own loyalty counters are not modelled")
    _watches_entering(m, dataclasses.replace(a.group, chosen=None))
    m.add("repl_if", m.key, F("affected_chosen", [F(CHOICE_KEYS[a.group.chosen])]))
    m.add("repl_op", m.key, F("enters_with_counters", [S(a.counter), N(1)]))
    m.words.append(f"a replacement effect (614.1c, 614.12): {a.group.render()} (chosen as its source entered) enters "
                   f"with an additional {a.counter} counter")


@ability.register
def _(a: s.WhileStatusEnter, m: Meaning) -> None:
    # 614.1c-d: every other permanent as it enters (any object but its source); 110.5: only while the source has the
    # status (applicability.lp's source_status)
    m.add("ability_class", m.key, F("replacement"))
    m.add("replaces", m.key, F("enter"))
    m.add("repl_if", m.key, F("affected_other"))
    m.add("repl_if", m.key, F("source_status", [F(a.status)]))
    m.add("repl_op", m.key, F(a.how))
    m.words.append(f"a replacement effect (614.1c-d): while it is {a.status} (110.5), every other permanent enters "
                   f"{a.how} (beside an effect that makes one enter otherwise, its controller orders them, 616.1)")


@ability.register
def _(a: s.UncastExiled, m: Meaning) -> None:
    # 614.1a, 614.6: the enter is replaced by a move to exile from where the object is; "it wasn't cast" (601.2, 608.3:
    # only a resolving spell that was cast enters as cast; asp/replace/casting.lp's `uncast`). "Until end of turn"
    # (Hallowed Moonlight): the spell's effect once it resolved (611.2a, the board's `effects`), not a static ability
    _watches_entering(m, a.group, "spell" if a.this_turn else "replacement")
    m.add("repl_if", m.key, F("uncast"))
    m.add("repl_op", m.key, F("move_to", [F("exile")]))
    m.words.append(f"a replacement effect (614.1a): {a.article} {a.group.render()} that would enter without having "
                   "been cast (601.2) is exiled instead" + (" (until end of turn, once the spell resolved: 611.2a)"
                                                            if a.this_turn else ""))
