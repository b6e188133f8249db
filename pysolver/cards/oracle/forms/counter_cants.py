"""The rows of the forms table for the "can't" effects on counters (614.17, 122.1, 122.6): oracle.lark's block
"counters that can't be put"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "Players / You / Your opponents can't get [KIND] counters.", "Players can't get counters.",
         "Solemnity"),
    Form(REPLACE, "You can't get KIND counters.", "You can't get poison counters.", "Melira, Sylvok Outcast"),
    Form(REPLACE, "Counters can't be put on KIND, KIND, ..., or KIND.", "Counters can't be put on artifacts, "
         "creatures, enchantments, or lands.", "Solemnity"),
    Form(REPLACE, "GROUP [you control / your opponents control] can't have [KIND] counters put on them.", "Creatures "
         "you control can't have -1/-1 counters put on them.", "Melira, Sylvok Outcast"),
    Form(REPLACE, "~ can't have [KIND] counters put on it.", "This creature can't have counters put on it.",
         "Tatterkite"),
)
