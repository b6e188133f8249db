"""The card library as the cache on disk keeps it (pysolver.programs.cache): every attribute
`Library()` sets, written as plain JSON data and read back checked (a Shape), so that an entry can
run no code and an entry of another shape is a miss. tests/test_cache.py compares a library read
back with one read from the encodings, attribute by attribute."""

from __future__ import annotations

from typing import Any, TypeVar

from pysolver.cards.printed import Card, Printed
from pysolver.programs.cache import (
    INT,
    NOTHING,
    SYMBOL,
    TEXT,
    Shape,
    dict_of,
    list_of,
    optional,
    record,
    set_of,
    tuple_of,
)

T = TypeVar("T")

_TEXTS, _NAMES, _ABILITIES = list_of(TEXT), set_of(TEXT), set_of(SYMBOL)
_PRINTED = record(Printed, name=TEXT, mana_value=INT, colors=_TEXTS, types=_TEXTS, subtypes=_TEXTS,
                  supertypes=_TEXTS, power=optional(INT), toughness=optional(INT), stars=_TEXTS,
                  abilities=list_of(SYMBOL), places=list_of(INT), mana_cost=TEXT)
# a card of the encodings: none is compiled (pysolver.cards.compiled makes those, never cached here)
_CARD = record(Card, name=TEXT, mana_cost=TEXT, printed=_PRINTED, notes=_TEXTS, compiled=NOTHING)


def library_shape(library: type[T]) -> Shape[T]:
    """The shape of a `library` (the Library class) in the cache: read back, an object of that class
    with the attributes read, its encodings not read again."""

    def made(**attributes: Any) -> T:
        value = library.__new__(library)
        vars(value).update(attributes)
        return value

    return record(
        made, cards=dict_of(TEXT, _CARD), templates=dict_of(TEXT, TEXT), aliases=dict_of(TEXT, _TEXTS),
        arguments=dict_of(TEXT, dict_of(INT, TEXT)), ability_class=dict_of(SYMBOL, TEXT), keywords=_NAMES,
        effect_abilities=_ABILITIES, replace_abilities=_ABILITIES, replace_kinds=dict_of(SYMBOL, _NAMES),
        combat_abilities=_ABILITIES, cdas=_ABILITIES, needs_choice=dict_of(SYMBOL, _NAMES),
        choice_keys=dict_of(TEXT, TEXT), excluded_colors=dict_of(SYMBOL, _NAMES),
        target_counts=dict_of(SYMBOL, tuple_of(INT, optional(INT))), option_counts=dict_of(SYMBOL, INT),
        x_least=dict_of(SYMBOL, INT),
        player_targets=_ABILITIES, spell_targets=_ABILITIES, copy_kinds=dict_of(SYMBOL, _NAMES),
        copy_not=dict_of(SYMBOL, _NAMES),
        copy_yours=_ABILITIES, once_resolved=_ABILITIES, life_payers=_ABILITIES, opponent_choosers=_ABILITIES,
        operations=dict_of(SYMBOL, _NAMES),
        layers=dict_of(SYMBOL, _NAMES), grants=dict_of(SYMBOL, _ABILITIES), described=_ABILITIES, _rules_only=_NAMES,
        conditions=dict_of(SYMBOL, _ABILITIES),
        compiled_texts=dict_of(SYMBOL, TEXT))
