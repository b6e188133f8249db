"""The meanings of the "becomes" family's own predicates: "loses this ability" (613.1f), "loses all
other card types [and abilities]" (205.1a, 613.1f); and of "~ is all colors." (604.3)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate

F, N = clingo.Function, clingo.Number
# 105.1: the five colours
COLORS = ("white", "blue", "black", "red", "green")


@predicate.register
def _(p: s.LosesThisAbility, m: Meaning, subject: s.Affected) -> None:
    # 613.1f: the object the ability is on loses it (lose/1 of the ability's own term, the key the
    # card's card_ability/3 names); only a resolving ability's effect on that object says "this ability"
    if not m.one_shot or not isinstance(subject, s.SelfRef):
        raise Unmeant(p.render(), "\"this ability\" of an effect that is not an ability's own on its object")
    add_operation(m, "l6", F("lose", [m.key]))
    m.words.append(f"loses this ability ({LAYERS['l6']})")


@predicate.register
def _(p: s.LosesOtherCardTypes, m: Meaning, subject: s.Affected) -> None:
    # 205.1a: the card types the same effect sets (set_type, read before: "is an enchantment and loses
    # all other card types") replace the old ones; that is all "other card types" adds. "and abilities":
    # every ability but those the effect grants (613.1f, as "loses all other abilities")
    if not any(f.name == "does" and f.arguments[0] == m.key and f.arguments[2].name == "set_type" for f in m.facts):
        raise Unmeant(p.render(), "\"other card types\" than none the effect sets")
    if p.abilities:
        add_operation(m, "l6", F("lose_all"))
    m.words.append("its other card types replaced (205.1a)"
                   + (f", and loses all other abilities ({LAYERS['l6']})" if p.abilities else ""))


@ability.register
def _(a: s.AllColors, m: Meaning) -> None:
    # 604.3: a characteristic-defining ability, in every zone, applied first in its layer (613.3); 105.2:
    # it is each of the five colours (each set_color clears before any adds: removals first, apply.lp)
    k = m.key
    m.add("ability_class", k, F("static"))
    m.add("cda", k)
    m.add("scope", k, N(1), F("pos"), F("self"))
    m.add("scope", k, N(1), F("pos"), F("anywhere"))
    for color in COLORS:
        add_operation(m, "l5", F("set_color", [F(color)]))
    m.words.append(f"a characteristic-defining ability (604.3): it is all five colours ({LAYERS['l5']})")
