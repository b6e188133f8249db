"""The forms of Oracle text the grammar (oracle.lark) reads, for people: a table kept beside the
grammar, one row per form, grouped by class, each with a real line the compiler accepts and its card
("" for a line of our own, where no card prints the form in words the grammar reads whole). It is what
`mtgsolve abilities` lists. Each class has its module (keywords, statics, conditions, one_shot,
activated, combat with combat_groups, combat_more, combat_counts, combat_costs, defender_controls,
mana_parity and combat_requirements, x_floor (an activated ability's X),
replacement, entering, enter_cants, copies, shields, mana,
quoted, tokens, emblems (114); becomes holds the "becomes" family's rows, of several classes, and kinds those of more
kinds of objects,
commander those of commanders (903.3);
famous_cards those of famous cards' lines, of several classes, and famous_layers those of famous cards' layer statics;
layer_choices those of layer effects with a choice;
form.py: the row and the classes); FORMS is every row, class by class.
tests/test_oracle_forms.py compiles every example (each must be accepted) and checks that the
examples together use every production of the grammar, so the table cannot go stale: a new production
needs a row in the module of its class.

In a form, a word in capitals is a slot: QUALITY (colours, types, "everything", "all colors"), GROUP
("[all|each] [other] [adjectives] noun [you control | your opponents control | you own] [in your
graveyard ...] [with a +1/+1 counter on it]"), N (a number or a number word), KEYWORDS ("flying and
first strike"), TYPE, COLOR, SUBJECT (~, "enchanted creature", "equipped creature" or a GROUP),
TARGET ("[another | up to N] target [adjectives] noun [you control] [with power N or less]"),
DURATION ("until end of turn", "this turn", "until your next turn"), COST (mana, loyalty, {T}, sacrifice,
discard, pay N life, return to hand, remove a counter, exile cards from your graveyard),
FILTER (the creatures a combat rule selects: "creatures with power N or less", "creatures with greater
power", "creatures with KEYWORD [or KEYWORD]", "[adjectives] creatures", a noun such as "Walls"),
KIND (what is counted or named, "[adjectives] noun": "lands", "basic lands", "Plains", "Creature");
~ is the card's own name (or "this creature").
"""

from __future__ import annotations

from pysolver.cards.oracle.forms import (
    activated,
    becomes,
    becomes_copy,
    cast_keywords,
    combat,
    combat_costs,
    combat_counts,
    combat_groups,
    combat_more,
    combat_requirements,
    combat_statuses,
    commander,
    compound,
    conditions,
    controller_actions,
    copies,
    counted_values,
    counter_cants,
    counter_mods,
    counts_more,
    damage_counters,
    defender_controls,
    devotion,
    emblems,
    enter_cants,
    entering,
    entering_more,
    enters_values,
    every_object,
    exchanges,
    famous_cards,
    famous_layers,
    keywords,
    kinds,
    layer_choices,
    layer_statics,
    life_events,
    mana,
    mana_parity,
    more_statics,
    multiplied,
    named_shields,
    object_state,
    one_shot,
    oneshot_tail,
    player_keywords,
    player_state,
    prevent_more,
    pumps,
    quoted,
    redirections,
    regeneration,
    replace_more,
    replacement,
    returned,
    same_is_true,
    shields,
    soulbond,
    source_prevention,
    statics,
    token_mods,
    tokens,
    triggers,
    turn_cants,
    unions,
    unread_keywords,
    x_floor,
    zone_cards,
)
from pysolver.cards.oracle.forms.form import (
    ACTIVATED,
    COMBAT,
    CONDITIONS,
    GROUPS,
    KEYWORDS,
    MANA,
    ONE_SHOT,
    QUOTED,
    REPLACE,
    STATICS,
    TOKENS,
    Form,
)

__all__ = ["ACTIVATED", "COMBAT", "CONDITIONS", "FORMS", "GROUPS", "KEYWORDS", "MANA", "ONE_SHOT", "QUOTED",
           "REPLACE", "STATICS", "TOKENS", "Form"]

# every row, class by class in the order of GROUPS
FORMS: tuple[Form, ...] = (*keywords.FORMS, *statics.FORMS, *unions.FORMS, *kinds.FORMS, *becomes.FORMS,
                           *layer_statics.FORMS, *more_statics.FORMS, *counted_values.FORMS, *combat_statuses.FORMS,
                           *devotion.FORMS, *commander.FORMS, *player_state.FORMS, *object_state.FORMS,
                           *every_object.FORMS, *same_is_true.FORMS, *player_keywords.FORMS, *soulbond.FORMS,
                           *unread_keywords.FORMS,
                           *conditions.FORMS, *compound.FORMS, *counts_more.FORMS, *zone_cards.FORMS,
                           *one_shot.FORMS, *oneshot_tail.FORMS, *becomes_copy.FORMS, *pumps.FORMS, *activated.FORMS,
                           *x_floor.FORMS, *exchanges.FORMS, *returned.FORMS,
                           *combat.FORMS, *combat_groups.FORMS, *combat_more.FORMS, *combat_counts.FORMS,
                           *combat_costs.FORMS, *defender_controls.FORMS, *mana_parity.FORMS,
                           *combat_requirements.FORMS,
                           *replacement.FORMS,
                           *replace_more.FORMS, *life_events.FORMS, *counter_mods.FORMS, *counter_cants.FORMS,
                           *enter_cants.FORMS,
                           *source_prevention.FORMS,
                           *damage_counters.FORMS,
                           *token_mods.FORMS,
                           *regeneration.FORMS, *controller_actions.FORMS,
                           *named_shields.FORMS,
                           *prevent_more.FORMS,
                           *turn_cants.FORMS,
                           *multiplied.FORMS, *entering.FORMS, *entering_more.FORMS, *enters_values.FORMS,
                           *cast_keywords.FORMS,
                           *copies.FORMS, *shields.FORMS, *redirections.FORMS,
                           *mana.FORMS, *quoted.FORMS, *tokens.FORMS, *emblems.FORMS,
                           *famous_cards.FORMS, *famous_layers.FORMS, *layer_choices.FORMS,
                           *triggers.FORMS)
