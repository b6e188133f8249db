"""The meaning of a copy effect's exceptions (707.9b: part of the copiable values; 707.9d): the operations the
same words make as a layer effect, for an "enter as a copy", a "becomes a copy" and a token's copy alike."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.predicates import predicate

F = clingo.Function


def _set_pt(power: int, toughness: int) -> clingo.Symbol:
    """707.9b, 707.9d: the power and toughness an exception gives (set in layer 1a, after the copy)."""
    return F("set_pt", [F("n", [clingo.Number(power)]), F("n", [clingo.Number(toughness)])])


def exception_ops(e: s.CopyException, m: Meaning, creatures_only: bool,
                  copied: tuple[str, ...] = ()) -> list[clingo.Symbol]:
    """707.9b: an exception is part of the copy effect: the operations the same words make as a layer
    effect, applied right after the copy (in layer 1a, asp/effects.lp); a quoted ability's own facts are
    added to `m`. `copied`: the kinds the words name the object copied by ("that creature's color")."""
    # 614.1c: only a permanent's own entering as a copy (meaning/copies.py)
    if isinstance(e, (s.ExceptEntersWith, s.ExceptIfType)):
        raise Unmeant(e.render(), "counters an object enters with, outside its own entering as a copy")
    rule = "707.9a" if isinstance(e, s.ExceptHas) else "707.9b"  # an ability gained / a characteristic changed
    m.words.append(f"except {e.render()} ({rule}: part of the copiable values)")
    if isinstance(e, s.ExceptPT):
        # 707.9d: the copy is this P/T, and the copied P/T-defining abilities are not copied
        m.words[-1] = f"except {e.render()} (707.9b, 707.9d)"
        return [_set_pt(e.power, e.toughness)]
    if isinstance(e, s.ExceptKeepColor):  # 707.9b: the copy's colour is not copied (asp/effects.lp: keep_color)
        if e.kind not in copied:
            raise Unmeant(e.render(), "\"that\" naming no object copied of that kind")
        return [F("keep_color")]
    if isinstance(e, s.ExceptSupertypes):  # 205.4: supertypes added to the copied ones
        return [F("add_supertype", [F(t.word.value)]) for t in e.supertypes]
    if isinstance(e, s.ExceptNotSupertype):  # 205.4: the copied supertype removed
        return [F("remove_supertype", [F(e.supertype.word.value)])]
    if isinstance(e, s.ExceptSets):
        # 707.9b, 707.9d: "a 4/4 black Zombie": this P/T, this colour instead of the copied ones (105.3), these
        # creature types instead of the copied ones (205.1a; its card types and other subtypes copied)
        if any(t.word is None or t.word.cls != "creature_type" for t in e.creature_types):
            raise Unmeant(e.render(), "a subtype set by a copy exception that is not a creature type")
        ops = [_set_pt(e.power, e.toughness)]
        if e.color is not None:
            ops.append(F("set_color", [F(e.color.word.value)]))
        return ops + [F("set_creature_type", [F(t.word.value)]) for t in e.creature_types]
    ops = []
    if isinstance(e, s.ExceptTypes) and e.pt is not None:  # 707.9d: "a 1/1 Soldier creature in addition to ..."
        power, toughness = e.pt.split("/")
        ops.append(_set_pt(int(power), int(toughness)))
    scratch = dataclasses.replace(m, facts=[], words=[])  # the same frame (a quoted ability's reader)
    if isinstance(e, s.ExceptHas):
        predicate(s.Gains(e.verb, e.grants), scratch, s.SelfRef())
    else:
        for term in e.types:
            if term.word is not None and term.word.value == "creature" and creatures_only:
                continue  # what it copies is a creature already (205.1b adds nothing)
            if term.word is not None and term.word.value == "creature" and e.pt is not None and e.other_kind == "types":
                ops.append(F("add_type", [F("creature")]))  # 208.3: its power and toughness are the exception's
                continue
            predicate(s.AddKind("is", None, term, "its", e.other_kind), scratch, s.SelfRef())
    for fact in scratch.facts:
        if fact.name == "does" and fact.arguments[0] == m.key:
            ops.append(fact.arguments[2])
        elif fact.name != "layer_of" or fact.arguments[0] != m.key:  # a quoted ability's own facts
            m.add(fact.name, *fact.arguments)
    return ops


def token_copy_facts(m: Meaning, e: s.CreateToken) -> None:
    """707.2: "create a token that's a copy of ...": creates_copy/1; 707.9b: each exception an operation of the
    token's copy effect (copy_except/2: the board's `token: {copy_of: ID, of: CARD}` copy effect,
    pysolver.scenario.tokens), not an effect of this ability; 611.2c: "That token gains haste." an effect of this
    ability on the token it created (copy_gains/3: its layer and operation), no copiable value (707.2)."""
    m.add("creates_copy", m.key)
    copied = e.copy_of.render() if e.copy_of is not None else "~"
    if e.for_each is not None:  # 115.1: Twinflame's "for each of them": one token for each target
        copied = f"each of {copied}, one token for each"
    if isinstance(e.copy_of, s.EachOfChosenType):  # 608.2c: Kindred Charge's creatures of the chosen type
        copied = f"each {e.copy_of.kind} you control of the type chosen as it resolved, one token for each"
    m.words.append(f"creates a token that's a copy of {copied} (707.2; the board states it, "
                   "`token: {copy_of: ID}`" + (", `of:` this card, its exceptions and what it gains)"
                                                if e.copy_exceptions or e.gains else ")"))
    for exception in e.copy_exceptions:
        for op in exception_ops(exception, m, False):
            m.add("copy_except", m.key, op)
    if e.kicked_count is not None:  # 702.33d, 111.2: each token the same copy; the board states them
        m.words.append(f"if kicked, {e.kicked_count} such tokens instead (702.33d: the board states the tokens, each "
                       "`token: {copy_of: ID, of: CARD}`)")
    if e.gains is None:
        return
    scratch = dataclasses.replace(m, facts=[], words=[])
    predicate(s.Gains("gains", e.gains), scratch, s.SelfRef())
    for fact in scratch.facts:
        if fact.name == "does" and fact.arguments[0] == m.key:
            m.add("copy_gains", m.key, fact.arguments[1], fact.arguments[2])
        elif fact.name != "layer_of" or fact.arguments[0] != m.key:  # a quoted ability's own facts
            m.add(fact.name, *fact.arguments)
    m.words.append(f"{e.gains_words} {e.gains.render()} (611.2c: an effect on the token created, with its "
                   "timestamp; no copiable value, 707.2: a copy of the token lacks it)")
