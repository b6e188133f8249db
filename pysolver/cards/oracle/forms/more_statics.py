"""The rows of the forms table (the package's docstring says its slots) for more layer statics, second part (issue
i28): "can't have or gain KEYWORDS" and "as long as COLOR is the most common color among all permanents or is tied for
most common"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "SUBJECT lose(s) KEYWORDS and can't have or gain KEYWORDS (113.11: no effect gives it to them)",
         "Creatures your opponents control lose flying and can't have or gain flying.", "Archetype of Imagination"),
    Form(CONDITIONS, "as long as COLOR is the most common color among all permanents or is tied for most common "
         "(105.2, 604.1)",
         "This creature gets -2/-2 as long as white is the most common color among all permanents or is tied for most "
         "common.", "Ruham Djinn"),
)
