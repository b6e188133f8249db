"""The meaning of "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2." (issue i28,
second part; 604.1, 608.2h): one static ability whose change to the object it is attached to is the first while the
object is of the kind and the second while it is not, read as the effect applies (asp/effects.lp's value
when(Sel,X,Y), Sel the object attached to with the kind's condition); and "Each Vehicle you control gets +1/+1 as long
as it's a creature." (Depala, Pilot Exemplar; 611.3a: the change to each object the subject names while that object is
of the kind, +0/+0 while it is not)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, group_conditions, scope_facts
from pysolver.cards.vocabulary import normal_word

F, N = clingo.Function, clingo.Number


@ability.register
def _(a: s.OtherwisePT, m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("static"))
    m.add("scope", k, N(1), F("pos"), F("attached"))
    # the object attached to, of the kind (a colour 105, a creature type 205.3d, a card type 205.2)
    sel = F(f"attached_is_{normal_word(a.kind.render()).replace(' ', '_')}")
    m.add("scope", sel, N(1), F("pos"), F("attached"))
    for sign, cond in group_conditions(s.Group(None, None, (), a.kind, None, None)):
        m.add("scope", sel, N(1), F(sign), cond)
    values = []
    for first, second in ((a.change.power, a.other_change.power), (a.change.toughness, a.other_change.toughness)):
        if first is None or second is None:
            raise Unmeant(a.render(), "X with no value")
        values.append(F("when", [sel, F("n", [N(first)]), F("n", [N(second)])]))
    m.add("layer_of", k, F("l7c"))
    m.add("does", k, F("l7c"), F("modify_pt", values))
    m.words.append(f"static ability (604.1) on the {a.subject.noun.render()} it is attached to: {a.change.render()} "
                   f"while it is {a.kind.render()}, else {a.other_change.render()}, read as it applies (608.2h) "
                   f"({LAYERS['l7c']})")


@ability.register
def _(a: s.PTWhileItIs, m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("static"))
    whom = scope_facts(m, k, a.subject)
    # the kind (a colour 105, a card type 205.2, a subtype 205.3) of the object the value is read for (608.2h)
    sel = F(f"it_is_{normal_word(a.kind.render()).replace(' ', '_')}")
    for sign, cond in group_conditions(s.Group(None, None, (), a.kind, None, None)):
        m.add("scope", sel, N(1), F(sign), cond)
    values = []
    for part in (a.change.power, a.change.toughness):
        if part is None:
            raise Unmeant(a.change.render(), "X with no value")
        values.append(F("when", [sel, F("n", [N(part)]), F("n", [N(0)])]))
    m.add("layer_of", k, F("l7c"))
    m.add("does", k, F("l7c"), F("modify_pt", values))
    m.words.append(f"static ability (604.1) on {whom}: {a.change.render()} to each while it is "
                   f"{a.kind.render()}, read as it applies (611.3a, 608.2h) ({LAYERS['l7c']})")
