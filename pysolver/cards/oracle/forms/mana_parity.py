"""The rows of the forms table (the package's docstring says its slots) for the combat rules reading the parity of a
mana value (202.3, 509.1b)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, Form

FORMS: tuple[Form, ...] = (
    Form(COMBAT, "your opponents can't block with creatures with even / odd mana values (509.1b; the mana value after "
         "every layer, 202.3: 0 is even)", "Your opponents can't block with creatures with even mana values.",
         "Void Winnower"),
)
