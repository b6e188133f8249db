"""The rows of the forms table for a replacement or prevention sentence of a resolved spell or ability on the one
target a sentence before it named (608.2c), or on the planeswalker itself ("him"): oracle.lark's block of the same
name."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "[COST: / TRIGGER, ] EFFECT on TARGET. Regenerate it / that TYPE. (701.19a)", "Target creature gets "
         "+2/+0 until end of turn. Regenerate it.", "Unnatural Endurance"),
    Form(REPLACE, "[COST: / TRIGGER, ] EFFECT on TARGET. Prevent all [combat] damage that would be dealt to / by / to "
         "and dealt by it / that TYPE this turn.", "Untap target creature. Prevent all damage that would be dealt to "
         "it this turn.", "Djeru's Resolve"),
    Form(REPLACE, "[COST: / TRIGGER, ] EFFECT on TARGET. If that creature would die this turn, exile it instead.",
         "Target creature gets -13/-13 until end of turn. If that creature would die this turn, exile it instead.",
         "Bleed Dry"),
    Form(REPLACE, "COST: EFFECT on ~. Prevent all [combat] damage that would be dealt to / by / to and dealt by him / "
         "her this turn. (615.1: on the planeswalker itself)", "[0]: Until end of turn, Gideon Jura becomes a 6/6 "
         "Human Soldier creature that's still a planeswalker. Prevent all damage that would be dealt to him this turn.",
         "Gideon Jura"),
    Form(REPLACE, "COST: Untap TARGET. Prevent all [combat] damage that would be dealt to / by / to and dealt by it / "
         "that TYPE / that permanent until your next turn. (611.2a)", "[+1]: Untap target creature or land. Prevent "
         "all damage that would be dealt to and dealt by that permanent until your next turn.",
         "Kiora, the Tide's Fury"),
)
