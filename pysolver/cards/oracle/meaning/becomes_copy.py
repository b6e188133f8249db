"""The meaning of "becomes a copy of target creature [, except ...]" in a resolving effect (707.2, 613.2a): a copy
effect of layer 1a whose target is the object copied, not one the effect affects (copied_target/2 of asp/resolved.lp,
the op copy_of(copied_target) of asp/effects.lp). The board's `targets`: the subject's target first where it has one
("Target Shapeshifter becomes a copy of target creature": the Shapeshifter, then the creature copied), else the object
copied alone (the source itself: "~ becomes a copy of target land"; or the objects its words describe as it resolved,
611.2c: "Each other creature becomes a copy of target nonlegendary creature", each creature but the target, its set
fixed then). 707.9b: its exceptions are part of the copy ("except it has this ability": the ability whose effect it
is)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.copies import copy_exception
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate
from pysolver.cards.oracle.meaning.pumps import given_group

F, N = clingo.Function, clingo.Number


@predicate.register
def _(p: s.BecomesCopy, m: Meaning, subject: s.Affected) -> None:
    if not m.one_shot or m.guard is not None or m.target_index is not None or m.tail is not None:
        raise Unmeant(p.render(), "a copy of a target outside a resolving effect's own sentence")
    t = p.target
    counts = [f for f in m.facts if f.name == "target_count"]
    if isinstance(t, s.CopyReferent) and t.chosen is not None:
        _copy_of_chosen(t.chosen, m, subject, counts)
    elif isinstance(t, s.CopyReferent):
        _copy_of_triggering(p, m, subject, counts)
    elif t.up_to is not None or t.many is not None or t.exactly:
        raise Unmeant(t.render(), "a copy of several targets or of none")
    else:
        _copy_of_target(p, m, subject, counts)
    _exceptions(p, m, subject)


def _copy_of_triggering(p: s.BecomesCopy, m: Meaning, subject: s.Affected, counts: list) -> None:
    """603.2, 608.2c: "~ becomes a copy of that creature": the object whose event triggered the ability, the board's
    `targets` (one), copied by the source itself."""
    t = p.target
    kind = t.words.split()[-1]  # "that creature": the kind the trigger's words name
    if t.triggering is None or t.triggering.many or t.triggering.that_only or kind not in t.triggering.words.split():
        raise Unmeant(t.render(), f"\"{t.render()}\" naming no one object whose event triggered the ability")
    if not isinstance(subject, s.SelfRef) or counts:
        raise Unmeant(f"{subject.render()} {p.render()}", "a copy of the triggering object on another object than "
                                                         "the source")
    m.add("target_count", m.key, N(1), N(1))
    m.add("copied_target", m.key, N(1))
    add_operation(m, "l1a", F("copy_of", [F("copied_target")]))
    m.words.append(f"becomes a copy of {t.render()}: {t.triggering.render()} (707.2, 613.2a layer 1a; 603.2, 608.2c: "
                   "the board's `targets`, one)")


def _copy_of_chosen(chosen: s.ChosenCopy, m: Meaning, subject: s.Affected, counts: list) -> None:
    """608.2d: "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature":
    the object chosen as it resolved, the effect's `copy` choice (required: needs_choice/2 of encodings/library.lp
    from copy_chosen/1), of the kind chosen (copy_kind/2, copy_kind_not/2: judged on the board the layers give);
    the targets are the objects that become copies (none copied, 115.1)."""
    if not counts or not isinstance(subject, s.Target):
        raise Unmeant(f"{subject.render()} becomes a copy", "an object chosen copied by other objects than targets")
    m.add("copy_chosen", m.key)
    m.add("copy_kind", m.key, F(chosen.kind))
    if chosen.nonlegendary:
        m.add("copy_kind_not", m.key, F("legendary"))
    add_operation(m, "l1a", F("copy_of", [F("chosen")]))
    m.words.append(f"becomes a copy of the object chosen as it resolved, {chosen.render()} (608.2d; 707.2, 613.2a "
                   "layer 1a: the effect's `copy` choice)")


def _copy_of_target(p: s.BecomesCopy, m: Meaning, subject: s.Affected, counts: list) -> None:
    """115.1: "becomes a copy of target creature": the target copied, after the subject's own target if any."""
    t = p.target
    if isinstance(subject, s.Target) and counts == [F("target_count", [m.key, N(1), N(1)])]:
        nth = 2  # 115.1: the subject's target, then the one copied
    elif isinstance(subject, s.SelfRef) and not counts:
        nth = 1
    elif isinstance(subject, s.Group) and not given_group(subject) and not counts:
        nth = 1
        if subject.other:  # "each other creature": but the target (and the source, when it is one)
            for alt in {f.arguments[1] for f in m.facts if f.name == "scope" and f.arguments[0] == m.key}:
                m.add("scope", m.key, alt, F("neg"), F("copied_target"))
    else:
        raise Unmeant(f"{subject.render()} {p.render()}", "a copy of a target on objects other than one target, "
                                                         "the source or the objects the words describe")
    m.facts = [f for f in m.facts if f.name != "target_count"]
    m.add("target_count", m.key, N(nth), N(nth))
    m.add("copied_target", m.key, N(nth))
    add_operation(m, "l1a", F("copy_of", [F("copied_target")]))
    m.words.append(f"becomes a copy of {t.render()} (707.2, 613.2a layer 1a; the board's `targets`: "
                   + ("the first target, then the one copied)" if nth == 2 else "the one copied)"))


def _exceptions(p: s.BecomesCopy, m: Meaning, subject: s.Affected) -> None:
    """707.9b: the copy effect's exceptions, part of the copiable values."""
    for e in p.exceptions:
        if isinstance(e, s.ExceptThisAbility):  # 707.9b: the copy has the ability that made it one
            m.add("does", m.key, F("l1a"), F("except", [F("gain", [m.key])]))
            m.words.append("except it has this ability (707.9b: part of the copiable values)")
        elif isinstance(e, s.ExceptOwnName):
            if not isinstance(subject, s.SelfRef):  # "its name is ~": the source's, on itself only
                raise Unmeant(e.render(), "the name of the source on another object than the source")
            # 707.9b: the name the object printed has (asp/effects.lp: set_name(own), the source's printed name)
            m.add("does", m.key, F("l1a"), F("except", [F("set_name", [F("own")])]))
            m.words.append("except its name is its own (707.9b: part of the copiable values)")
        else:  # "that creature's color": the kind the copied object was named by
            t = p.target
            copy_exception(e, m, False, (t.words.split()[-1],) if isinstance(t, s.CopyReferent) else (t.noun.text,))
