"""The rows of the forms table (the package's docstring says its slots) for costs to attack or block one creature
(508.1d, 508.1h, 509.1c-d): generic mana its controller pays, never forced."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, Form

FORMS: tuple[Form, ...] = (
    Form(COMBAT, "SUBJECT can't attack [or block] unless its controller pays {N} (~ or the enchanted or equipped "
         "creature)", "Enchanted creature can't attack unless its controller pays {3}.", "Brainwash"),
    Form(COMBAT, "SUBJECT can't attack or block unless its controller pays {N}", "Enchanted creature can't attack or "
         "block unless its controller pays {3}.", "Oppressive Rays"),
    Form(COMBAT, "~ can't attack [or block] unless you pay {N}", "This creature can't attack or block unless you pay "
         "{2}.", "Qal Sisma Behemoth"),
)
