"""The meaning of "Lands can't enter the battlefield." (Worms of the Earth): cant(K, enter) with
cant_if(K, affected_has(type, land)), which asp/replace/enter_cants.lp reads (614.17: an object of that card type as it
would exist on the battlefield, 614.12, doesn't enter; 608.3e: a permanent spell that can't is put into its owner's
graveyard)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function
# 110.4: the card types of permanents
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


@ability.register
def _(a: s.KindsCantEnter, m: Meaning) -> None:
    word = a.noun.word
    if word is None or not word.plural or word.value not in PERMANENT_TYPES:
        raise Unmeant(a.noun.render(), "only permanents' card types, in the plural, enter the battlefield (110.4)")
    m.add("ability_class", m.key, F("static"))
    m.add("cant", m.key, F("enter"))
    m.add("cant_if", m.key, F("affected_has", [F("type"), F(word.value)]))
    m.words.append(f"614.17: {a.noun.render()} can't enter the battlefield (an object of that card type as it would "
                   "enter, 614.12, stays where it was; a permanent spell resolving is put into its owner's graveyard, "
                   "608.3e)")


@ability.register
def _(a: s.CardsCantEnter, m: Meaning) -> None:
    word = a.noun.word
    if word is None or word.plural or word.value not in PERMANENT_TYPES:
        raise Unmeant(a.noun.render(), "only a permanent's card type, in the singular, names such cards (110.4)")
    m.add("ability_class", m.key, F("static"))
    m.add("cant", m.key, F("enter"))
    for zone in ("graveyard", "library"):
        m.add("cant_if", m.key, F("card_in", [F(zone), F("type"), F(word.value)]))
    m.words.append(f"614.17: {a.noun.render()} cards in graveyards and libraries can't enter the battlefield (a card "
                   "of that card type in one of those zones, as it is there, stays where it was; from another zone "
                   "it enters)")
