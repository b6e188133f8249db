"""The meaning of a typed parse as the facts the rules of asp/ read: one function per production.

Only the vocabulary of the rules is written: scope/4 selectors (asp/selectors.lp), layer_of/2 and
does/3 operations (asp/effects.lp), condition/2, target_count/3, combat_meaning/3 (asp/combat/board.lp)
and replaces/2, repl_if/2, repl_op/2 (asp/replace/). A part the rules cannot mean raises Unmeant
naming its words: the ability is refused, never half read.

One module per production group (base: the frame, keywords and subjects; predicates; abilities;
replacement; prevention; shields; copies; becomes). The whole abilities' meanings are one dispatch
(`ability`) that the abilities, replacement and prevention modules register on: importing the package
imports them.
"""

from __future__ import annotations

from pysolver.cards.oracle.meaning import (  # noqa: F401 -- register their meanings
    becomes,
    becomes_copy,
    cast_keywords,
    casting,
    cdas,
    combat,
    combat_costs,
    combat_counts,
    combat_requirements,
    copies,
    counted_values,
    counter_cants,
    counter_mods,
    crew,
    damage_counters,
    defender_controls,
    devotion,
    enter_cants,
    entering,
    entering_more,
    enters_values,
    every_object,
    exactly_one,
    famous_layers,
    layer_choices,
    layer_statics,
    life_events,
    mana_parity,
    max_speed,
    more_statics,
    multiplied,
    not_in_combat,
    not_removing,
    otherwise,
    player_conditions,
    player_keywords,
    prevent_triggered,
    prevention,
    redirections,
    replace_more,
    replacement,
    same_is_true,
    shields,
    source_prevention,
    target_cants,
    token_mods,
    unread_keywords,
    untap,
    x_floor,
)
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import (
    Inner,
    Meaning,
    keyword_facts,
    keyword_term,
    oracle_key,
    quality_word,
    questions_of,
)
from pysolver.cards.oracle.meaning.predicates import mana_term

__all__ = ["Inner", "Meaning", "ability", "keyword_facts", "keyword_term", "mana_term", "oracle_key", "quality_word",
           "questions_of"]
