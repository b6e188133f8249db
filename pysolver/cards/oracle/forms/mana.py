"""The rows of the forms table (the package's docstring says its slots) for mana abilities (605)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import MANA, Form

FORMS: tuple[Form, ...] = (
    Form(MANA, "{T}: Add {C}.", "{T}: Add {B}.", "Barad-dûr"),
    Form(MANA, "{T}: Add one mana of any color.", "{T}: Add one mana of any color.", "A-Lantern of Revealing"),
)
