"""The meanings of more characteristic-defining abilities (issue i28; 604.3, 613.4a: layer 7a, in every zone): "~'s
power and toughness are each equal to your life total." (119: the life total of its controller, asp/effects.lp's value
your_life, the scenario's `life`) and "~'s power is equal to the number of card types among cards in all graveyards /
your graveyard and its toughness is equal to that number plus 1." (205.2a); "~'s power [and toughness] is / are each
equal to the number of basic land types among lands you control / the greatest mana value among GROUP" (305.6, 202.3:
meaning/among_values.py)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.among_values import among_value
from pysolver.cards.oracle.meaning.base import Meaning, named_selector
from pysolver.cards.oracle.meaning.predicates import add_operation

F, N = clingo.Function, clingo.Number


def _cda(m: Meaning) -> None:
    k = m.key
    m.add("ability_class", k, F("static"))
    m.add("cda", k)  # 604.3: it works in every zone
    m.add("scope", k, N(1), F("pos"), F("self"))
    m.add("scope", k, N(1), F("pos"), F("anywhere"))


@ability.register
def _(a: s.CardTypesPT, m: Meaning) -> None:
    if a.zone == "in all graveyards":  # Tarmogoyf's value (asp/effects.lp)
        value = F("card_types_in_graveyards")
    elif a.zone == "in your graveyard":  # 404: the cards its controller owns there; 205.2a: their card types
        cards = s.Group(None, None, (), s.Term("cards"), None, a.zone)
        value = F("types", [named_selector(m, cards)])
    else:
        raise Unmeant(a.zone, "card types among cards of another zone")
    _cda(m)
    add_operation(m, "l7a", F("cda_pt", [value, F("plus", [value, N(int(a.plus))])]))
    m.words.append(f"a characteristic-defining ability (604.3, 613.4a layer 7a): its power = the number of card types "
                   f"(205.2a) among cards {a.zone}, its toughness that number plus {a.plus}")


@ability.register
def _(a: s.LifePT, m: Meaning) -> None:
    _cda(m)
    add_operation(m, "l7a", F("cda_pt", [F("your_life"), F("your_life")]))
    m.words.append("a characteristic-defining ability (604.3, 613.4a layer 7a): its power and toughness = its "
                   "controller's life total (119)")


@ability.register
def _(a: s.SpeedPower, m: Meaning) -> None:
    _cda(m)
    add_operation(m, "l7a", F("set_power", [F("your_speed")]))
    m.words.append("a characteristic-defining ability (604.3, 613.4a layer 7a): its power = its controller's speed "
                   "(702.179f: no speed is 0; the scenario's `speed`)")


@ability.register
def _(a: s.ValuePT, m: Meaning) -> None:
    _cda(m)
    value = among_value(m, a.value)
    if a.what.startswith("power and"):
        add_operation(m, "l7a", F("cda_pt", [value, value]))
    else:
        add_operation(m, "l7a", F("set_power" if a.what == "power is" else "set_toughness", [value]))
    what = a.what.removesuffix(" are each").removesuffix(" is")
    m.words.append(f"a characteristic-defining ability (604.3, 613.4a layer 7a): its {what} = {a.value.render()}")
