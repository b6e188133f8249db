"""The rows of the forms table for more redirection effects (614.9): oracle.lark's block "more redirection effects";
and for the prevention of the damage dealt to a creature by those it blocks or that block it (509.1g, 615.1)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "All [combat] damage that would be dealt to you this turn is dealt to TARGET instead.", "All combat "
         "damage that would be dealt to you this turn is dealt to target attacking creature instead.",
         "Turn the Tables"),
    Form(REPLACE, "COST: All [combat] damage that would be dealt to you this turn by TARGET is dealt to ~ instead.",
         "{B}, {T}: All damage that would be dealt to you this turn by target attacking creature is dealt to this "
         "creature instead.", "Shimian Night Stalker"),
    Form(REPLACE, "[COST:] All [combat] damage that would be dealt to TARGET this turn [by a source of your choice] is "
         "dealt to you / ~ instead.", "All damage that would be dealt to target creature this turn is dealt to you "
         "instead.", "Sivvi's Valor"),
    Form(REPLACE, "COST: All damage that would be dealt to TARGET this turn by a source of your choice is dealt to ~ "
         "instead. (609.7a: the source chosen as it resolved)", "{T}: All damage that would be dealt to target "
         "creature this turn by a source of your choice is dealt to this creature instead.", "Oracle's Attendants"),
    Form(REPLACE, "All [combat] damage that would be dealt to enchanted creature is dealt to its controller instead.",
         "All damage that would be dealt to enchanted creature is dealt to its controller instead.",
         "Treacherous Link"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to ~ by creatures it's blocking / blocking it.",
         "Prevent all damage that would be dealt to this creature by creatures it's blocking.", "Wall of Vapor"),
    Form(REPLACE, "Prevent all combat damage that would be dealt to ~ by creatures blocking it. (509.1g)",
         "Prevent all combat damage that would be dealt to this creature by creatures blocking it.",
         "Armored Transport"),
)
