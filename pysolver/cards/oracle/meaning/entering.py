"""The meaning of what happens as a permanent enters, besides its counters (614.1c, 614.12): a card
revealed from the hand or it enters tapped (two options, asp/replace/reveal.lp), and "enters tapped"
beside a rule of the untap step that no question reads."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.build.entering import OTHER_THAN
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning, group_conditions
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number


def choice_term(key: str) -> clingo.Symbol:
    """The term of what is chosen as it enters (repl_op choose/1): the choice's key (`color`,
    `nonland_card_name` ...), or color_other_than(C) for "a color other than C" (the colour it may not
    choose: excluded_color/2 of encodings/library.lp)."""
    if key.startswith(OTHER_THAN):
        return F("color_other_than", [F(key.removeprefix(OTHER_THAN))])
    return F(key)


def choice_words(key: str | None) -> str:
    """What is chosen, in words: "nonland card name", "color other than green"."""
    return (key or "").replace("_", " ")


def enters_self(m: Meaning) -> None:
    """The ability is a replacement effect of its own object's entering the battlefield (614.1c, 614.12)."""
    m.add("ability_class", m.key, F("replacement"))
    m.add("replaces", m.key, F("enter"))
    m.add("repl_if", m.key, F("entering", [F("self")]))


@ability.register
def _(a: s.RevealOrTapped, m: Meaning) -> None:
    # the cards it may reveal: a selector named by its words, one scope/4 alternative per kind
    sel = F(normal_word(" or ".join(k.render() for k in a.kinds) + " card"))
    for alt, kind in enumerate(a.kinds, start=1):
        assert kind.word is not None
        m.add("scope", sel, N(alt), F("pos"), F("subtype", [F(kind.word.value)]))
    enters_self(m)
    m.add("repl_option", m.key, F("reveal"), F("reveal", [sel]))
    m.add("repl_option", m.key, F("dont_reveal"), F("tapped"))
    m.words.append(f"a replacement effect (614.1c, 614.12): its controller reveals a "
                   f"{' or '.join(k.render() for k in a.kinds)} card from their hand (one the scenario puts there), "
                   "or it enters tapped")


@ability.register
def _(a: s.EntersTappedNoUntap, m: Meaning) -> None:
    enters_self(m)
    m.add("repl_op", m.key, F("tapped"))
    m.words.append("a replacement effect (614.1c, 614.12): it enters tapped; \"doesn't untap during your untap "
                   "step\" is a rule of the untap step (502.3) that no question reads (the board states whether "
                   "it is tapped)")


@ability.register
def _(a: s.KindsEnterTapped, m: Meaning) -> None:
    # the kinds: a selector named by its words, one scope/4 alternative per kind (asp/replace/kinds.lp),
    # judged on the entering object as it would exist on the battlefield (614.12)
    sel = F(normal_word(" or ".join(g.render() for g in a.kinds) + " entering"))
    for alt, g in enumerate(a.kinds, start=1):
        for sign, cond in group_conditions(g):
            if cond.name not in ("type", "subtype", "supertype", "color"):  # what asp/replace/kinds.lp reads
                raise Unmeant(g.render(), "a quality of the entering object that no rule reads")
            m.add("scope", sel, N(alt), F(sign), cond)
    m.add("ability_class", m.key, F("replacement"))
    m.add("replaces", m.key, F("enter"))
    m.add("repl_if", m.key, F("affected_one_of", [sel]))
    if a.relative is not None:
        if a.relative not in ("you control", "your opponents control"):
            raise Unmeant(a.relative, "whose the entering objects are")
        m.add("repl_if", m.key, F("affected_controller", [F("you" if a.relative == "you control" else "opponent")]))
    m.add("repl_op", m.key, F("tapped"))
    m.words.append(f"a replacement effect (614.1c, 614.12): {' or '.join(g.render() for g in a.kinds)} "
                   f"{a.relative or ''} entering enter tapped")
