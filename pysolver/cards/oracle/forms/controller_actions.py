"""The rows of the forms table for the actions of the controller of what the sentence before them named (608.2c):
oracle.lark's block of the same name."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "Destroy TARGET. It can't be regenerated. Its / That TYPE's controller loses N life.", "Destroy "
         "target nonblack creature. It can't be regenerated. Its controller loses 2 life.", "Death Bomb"),
    Form(REPLACE, "[COST:] Destroy TARGET. It can't be regenerated. Its / That TYPE's controller creates TOKEN.",
         "{T}, Return this creature to its owner's hand: Destroy target creature. It can't be regenerated. That "
         "creature's controller creates a 0/1 green Sheep creature token.", "Ovinomancer"),
)
