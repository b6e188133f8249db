"""The meaning of "you may have ~ enter as a copy of ..." (707.5, 614.1c): the copy effect of layer 1a
on the object itself, the kinds of permanent it may copy, and the exceptions (707.9b) as changes made
after the copy in the same layer; for `replace`, the copy it enters as (616.1c)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, keyword_facts
from pysolver.cards.oracle.meaning.copy_exceptions import exception_ops
from pysolver.cards.oracle.meaning.predicates import add_operation

F = clingo.Function
# 110.4: the permanent types a "permanent" may be (copy_kind/2 alternatives)
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


def _kinds(copied: s.Copied) -> tuple[list[str], str | None]:
    """The kinds of permanent it may copy (alternatives: card types or subtypes) and a card type it
    may not copy ("nonland")."""
    kinds: list[str] = []
    for term in copied.kinds:
        if term.word is None:  # "permanent"
            kinds.extend(PERMANENT_TYPES)
        elif term.word.cls in ("card_type", "artifact_type", "enchantment_type"):
            kinds.append(term.word.value)
        else:
            raise Unmeant(term.render(), "a kind of permanent a copy cannot be restricted to")
    if copied.non is not None and (copied.non.word is None or copied.non.word.cls != "card_type"):
        raise Unmeant(copied.non.render(), "a copy restricted by a word other than a card type")
    return kinds, copied.non.word.value if copied.non is not None and copied.non.word else None


def copy_exception(e: s.CopyException, m: Meaning, creatures_only: bool, copied: tuple[str, ...] = ()) -> None:
    """707.9b: the exception of the copy effect of `m`'s own ability: does(A,l1a,except(Op)); `copied`, the kinds
    the words name the object copied by."""
    for op in exception_ops(e, m, creatures_only, copied):
        m.add("does", m.key, F("l1a"), F("except", [op]))


def _enters_with(e: s.ExceptEntersWith, m: Meaning) -> None:
    """614.1c, 122.6: "except it enters with X additional +1/+1 counters on it" (Altered Ego): counters put on it as it
    enters as a copy, part of the same replacement; no copiable value (707.2: counters are not copied), so `layers`
    reads them on the board. 107.3m: X is the spell's, the enter event's `x`."""
    amount = F("x") if e.amount is None else clingo.Number(e.amount)
    if e.if_type is not None:  # 614.12: "if it's a creature" (Spark Double): the copy it enters as, of that card type
        m.add("repl_op", m.key, F("enters_with_counters_if", [clingo.String(e.counter), amount, F(e.if_type)]))
        m.words.append(f"except {e.render()} (614.1c, 614.12: put on it as it enters if the copy is a {e.if_type}; "
                       "no copiable value, 707.2)")
        return
    m.add("repl_op", m.key, F("enters_with_counters", [clingo.String(e.counter), amount]))
    m.words.append(f"except {e.render()} (614.1c, 122.6: put on it as it enters, the enter event's "
                   + ("`x`; " if e.amount is None else "") + "no copiable value, 707.2)")


def _if_type(e: s.ExceptIfType, m: Meaning) -> None:
    """614.1c, 614.12, 707.9b: ", if it's a creature, it enters with two additional +1/+1 counters on it and has
    changeling" (Moritte of the Frost): the counters put on it as it enters if the copy it enters as has that card type
    (as Spark Double's), and the keyword an exception of the copy effect only then (asp/effects.lp's
    if_copy_type/2: when the copied values have that type). 604.3a: a characteristic-defining keyword acquired by a
    copy effect is one (changeling: every creature type, 702.73a)."""
    if e.keyword != "changeling":
        raise Unmeant(e.render(), "a keyword a copy has only if it is of a card type, other than changeling")
    m.add("repl_op", m.key, F("enters_with_counters_if", [clingo.String(e.counter), clingo.Number(e.amount),
                                                           F(e.if_type)]))
    gained = F("kw", [F(e.keyword)])
    m.add("does", m.key, F("l1a"), F("except", [F("if_copy_type", [F(e.if_type), F("gain", [gained])])]))
    cda = Meaning(gained)  # the keyword's own facts (its effect of layer 4)
    keyword_facts(cda, s.Keyword(s.Term(e.keyword)))
    for fact in cda.facts:
        m.add(fact.name, *fact.arguments)
    m.words.append(f"except {e.render()[2:]} (614.1c, 614.12: the counters put on it as it enters, no copiable value, "
                   f"707.2; 707.9b, 604.3a: {e.keyword} part of the copiable values; both only if the copy is a "
                   f"{e.if_type})")


@ability.register
def _(a: s.EnterAsCopy, m: Meaning) -> None:
    k = m.key
    kinds, non = _kinds(a.copied)
    m.add("ability_class", k, F("static"))
    m.add("scope", k, clingo.Number(1), F("pos"), F("self"))
    add_operation(m, "l1a", F("copy_of", [F("chosen")]))
    for kind in kinds:
        m.add("copy_kind", k, F(kind))
    if non is not None:
        m.add("copy_kind_not", k, F(non))
    if a.copied.yours:
        m.add("copy_yours", k)
    for e in a.exceptions:
        if isinstance(e, s.ExceptEntersWith):
            _enters_with(e, m)
        elif isinstance(e, s.ExceptIfType):
            _if_type(e, m)
        elif isinstance(e, s.ExceptOwnName):  # 707.9b: the name it prints (asp/effects.lp: set_name(own))
            m.add("does", k, F("l1a"), F("except", [F("set_name", [F("own")])]))
            m.words.append("except its name is its own (707.9b: part of the copiable values)")
        else:
            copy_exception(e, m, kinds == ["creature"], tuple(kinds) if len(kinds) == 1 else ())
    # for `replace`: as it enters it becomes a copy of its `copy` choice (616.1c); with no `copy`
    # choice it enters as itself ("you may")
    m.add("replaces", k, F("enter"))
    m.add("repl_if", k, F("entering", [F("self")]))
    m.add("repl_if", k, F("has_choice", [F("copy")]))
    # 614.1c: "enter tapped as a copy" (Vesuva): one replacement, the copy entering tapped
    m.add("repl_op", k, F("become_copy_tapped" if a.tapped else "become_copy", [F("chosen")]))
    m.words.insert(0, f"a copy effect (707.5, 613.2a layer 1a) of the permanent of its `copy` choice: "
                      f"{a.copied.render()}" + (", entering tapped (614.1c)" if a.tapped else ""))
