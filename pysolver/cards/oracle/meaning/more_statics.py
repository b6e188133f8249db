"""The meanings of more layer statics (issue i28, second part): "can't have or gain flying" (113.11, 613.1f: the
operation cant_have of asp/effects.lp), "as long as white is the most common color among all permanents or is tied
for most common" (105, 604.1: the condition most_common_color), "there are five or more mana values among cards in your
graveyard" (202.3: the condition mana_values_at_least), "as long as it's modified" (700.9) and conditions on an
opponent ("an opponent has eight or more cards in their graveyard", 102.2). The
characteristic-defining abilities of a value over a group ("~'s power is equal to the greatest mana value among
creatures you control") are in meaning/cdas.py."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import LAYERS, Meaning, named_selector
from pysolver.cards.oracle.meaning.grants import granted_terms
from pysolver.cards.oracle.meaning.predicates import add_operation, predicate

F, N = clingo.Function, clingo.Number


@predicate.register
def _(p: s.CantHave, m: Meaning, subject: s.Affected) -> None:
    if m.one_shot:
        raise Unmeant(p.render(), "\"can't have\" in a resolving effect")
    for k in p.grants.keywords:
        if not isinstance(k, (s.Keyword, s.Landwalk)):
            raise Unmeant(k.render(), "only a keyword ability is read after \"can't have\"")
        for term in granted_terms(k, m):
            # 113.11, 613.1f: the object loses the ability, and an effect that would give it to it gives it nothing
            add_operation(m, "l6", F("cant_have", [term]))
    m.words.append(f"can't have or gain {p.grants.render()}: loses it, and no effect gives it (113.11, "
                   f"{LAYERS['l6']})")


def more_static_condition(m: Meaning, c: s.Condition) -> bool:
    """The facts of a condition of this module's (whether `c` is one): "white is the most common color among all
    permanents or is tied for most common"."""
    if isinstance(c, s.ManaValuesAmong):
        mana_values_condition(m, c)
        return True
    if isinstance(c, s.OpponentHas):
        opponent_condition(m, c)
        return True
    if isinstance(c, s.StateIs) and c.kind == "modified":
        # 700.9: the object itself with a counter, an Equipment, or an Aura its controller controls attached to it
        sel = F("self_modified")
        m.add("scope", sel, N(1), F("pos"), F("self"))
        m.add("scope", sel, N(1), F("pos"), F("modified"))
        m.add("condition", m.key, F("at_least", [N(1), sel]))
        m.words.append(f"only while {c.render()} (700.9: a counter on it, an Equipment or an Aura its controller "
                       "controls attached to it)")
        return True
    if not isinstance(c, s.MostCommonColor):
        return False
    color = c.color.word
    if color is None or color.cls != "color":
        raise Unmeant(c.render(), "a colour of the five (105.1)")
    # 110.1: every permanent, whoever controls it (a selector of one condition on the zone)
    sel = F("all_permanents")
    m.add("scope", sel, N(1), F("pos"), F("zone", [F("battlefield")]))
    m.add("condition", m.key, F("most_common_color", [F(color.value), sel]))
    m.words.append(f"only while {c.render()} (105.2: a permanent counts for each of its colours; 604.1)")
    return True


def mana_values_condition(m: Meaning, c: s.ManaValuesAmong) -> None:
    """604.1, 202.3: the effect exists while the objects the group picks have N or more distinct mana values."""
    if c.amount.value is None or c.group.zone is None:
        raise Unmeant(c.render(), "only a number of mana values among cards in a zone is read")
    m.add("condition", m.key, F("mana_values_at_least", [N(c.amount.value), named_selector(m, c.group)]))
    m.words.append(f"only while {c.render()} (202.3: distinct mana values)")



def opponent_condition(m: Meaning, c: s.OpponentHas) -> None:
    """102.2, 604.1: the effect exists while one opponent of its controller (a player other than "you", 109.5) owns N
    or more cards in their graveyard (404.2) or no cards in their hand (402.1), or has N or less life (119)."""
    if c.amount is not None and c.amount.value is None:
        raise Unmeant(c.render(), "a condition on X")
    n = c.amount.value if c.amount is not None and c.amount.value is not None else 0
    if c.what == "life":
        m.add("condition", m.key, F("opponent_life_at_most", [N(n)]))
    else:
        sel = F(f"every_{c.what}_card")  # the cards of every player there; the condition counts them by owner
        m.add("scope", sel, N(1), F("pos"), F("zone", [F(c.what if c.what == "hand" else "graveyard")]))
        compare = F("at_least" if c.what == "graveyard" else "at_most")
        m.add("condition", m.key, F("opponent_owns", [compare, N(n), sel]))
    m.words.append(f"only while {c.render()} (102.2: a player other than its controller)")
