"""The meaning of goad as an action (701.15a-b): "Goad target creature [an opponent controls].", "you may goad target
creature defending player controls.", and "goad it" / "goad that creature" after an action on a target ("Tap target
creature an opponent controls. Goad it.", "Put a +1/+1 counter on target creature and goad it.", "~ deals 1 damage to
target creature. Goad that creature.")."""

from __future__ import annotations

from collections.abc import Callable

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning


def goad(m: Meaning, e: s.GoadTarget, it: s.Affected | None, effect: Callable) -> s.Affected | None:
    """701.15a-b: until its controller's next turn the target is goaded by the effect's controller (the rule's
    controller of asp/combat/requirements.lp); the board's effects say whether the goad still exists (and, for "you
    may goad", whether its controller chose to: 608.2d). "it" is the target of the action before it (608.2c)."""
    if e.after is not None:
        it = effect(m, e.after, it)
    goaded = s.CombatRule("goaded", "is goaded", ("goaded",))
    affected = effect(m, s.OneShot(e.target, s.Predicates((goaded,), False), None, False), it)
    m.words.append("701.15a: until the goading player's next turn")
    if e.may:
        m.words.append("only if its controller chose to goad (608.2d: the board's effects say whether it did)")
    return affected if affected is not None else e.target


def check_goad_line(line: s.EffectLine) -> None:
    """A goad beside a sentence other than an action (an effect of its own duration, "It can't block this turn.") is
    refused: the one resolved effect of the board would have two durations (611.2a-b)."""
    goads = [e for e in line.effects if isinstance(e, s.GoadTarget)]
    if goads and any(not isinstance(e, (s.Action, s.GoadTarget)) for e in line.effects):
        raise Unmeant(line.render(), "a goad beside a sentence with a duration of its own")
    if len(goads) > 1:
        raise Unmeant(line.render(), "two goads in one effect")
