"""The rows of the forms table (the package's docstring says its slots) for "X can't be 0." after an activated
ability (107.3a, 601.2b)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, Form

FORMS: tuple[Form, ...] = (
    Form(ACTIVATED, "COST: EFFECT X can't be 0. (601.2b: the scenario's x of its effect is at least 1)",
         "{X}{G}: Until end of turn, this land becomes an X/X green Hydra creature. It's still a land. X can't be 0.",
         "Lair of the Hydra"),
)
