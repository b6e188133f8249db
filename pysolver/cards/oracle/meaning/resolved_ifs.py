"""The parts of one-shot effects under a condition checked once, as the effect resolved (608.2c, 608.2h): "If it's a
Vampire, it gains first strike until end of turn.", "If you control three or more creatures, it gets +4/+4 until end
of turn instead.", "If you have the city's blessing, those creatures get +2/+2 until end of turn instead.".

Whether the condition held as it resolved is the effect's `choices` (`condition`: true or false), as whether a spell
was kicked is (702.33d): the board may have changed since, and the condition is not checked again. The condition's
words are still read: one the grammar reads as a static ability's (checked here by reading its meaning, then
dropped), or the kind of the one object the sentence before affected."""

from __future__ import annotations

from collections.abc import Callable

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.conditions import condition_facts
from pysolver.cards.oracle.meaning.pumps import guarded_part

# the conditions read as the effect resolved: what its controller controls, is or has, and whose turn it is; a
# condition on an object ("it has a +1/+1 counter on it", "it's attacking") names the source in a static ability's
# grammar, not what the sentence before affected
PLAYER_CONDITIONS = (s.ControlAtLeast, s.PlayerState, s.YourTurn, s.LifeAtLeast)


def _one_object(it: s.Affected | None) -> bool:
    """Whether "it" names one object: one target, the source, or the object whose event triggered it."""
    if isinstance(it, s.Target):
        return it.up_to is None and it.many is None
    return isinstance(it, (s.SelfRef, s.Triggering))


def _condition_words(m: Meaning, c: object, it: s.Affected | None) -> str:
    """The condition in words; Unmeant for one not read as it resolved."""
    if isinstance(c, s.ItIs):
        # 608.2c: "it" / "that creature" is the object the sentence before affected, of that kind as it resolved
        if not _one_object(it):
            raise Unmeant(c.render(), "\"it\" in the condition names no one object before it")
        return f"{c.render()} (the object the sentence before affected, its characteristics as it resolved)"
    if not isinstance(c, PLAYER_CONDITIONS) or isinstance(c, s.ControlAtLeast) and c.who != "you control":
        raise Unmeant(c.render(), "a condition checked as the effect resolved other than what its controller "
                                  "controls, is or has, or whose turn it is")
    condition_facts(Meaning(m.key), c)  # its words read (Unmeant otherwise); the board gives whether it held
    return c.render()


def resolved_if(m: Meaning, e: s.ResolvedIf, it: s.Affected | None, previous: list[clingo.Symbol],
                effect: Callable[[Meaning, s.Effect, s.Affected | None], s.Affected | None]) -> s.Affected | None:
    """608.2c, 608.2h: "if CONDITION, EFFECT [instead]": the part exists only if the condition held as the effect
    resolved (the effect's `choices`: condition true or false); "instead", the sentence before only if it did not.
    One such condition per effect (one choice names it)."""
    if any(f.name == "op_if" and f.arguments[3].arguments[0] == clingo.Function("condition") for f in m.facts):
        raise Unmeant(e.render(), "a second condition checked as it resolved (the effect's `choices` name one)")
    words = _condition_words(m, e.condition, it)
    affected = guarded_part(m, e.render(), e.effect, e.how, "condition", it, previous, effect)
    m.words.append(f"(608.2c: that part only if {words} as it resolved"
                   + (", instead of the sentence before" if e.how != "also" else "")
                   + "; the effect's `choices`: condition)")
    return affected
