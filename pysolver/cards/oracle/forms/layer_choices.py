"""The rows of the forms table for layer effects whose words make a choice as they resolve (608.2d)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ONE_SHOT, Form

FORMS: tuple[Form, ...] = (
    Form(ONE_SHOT, "Choose a color. EFFECT (608.2d: the colour chosen as it resolves, the effect's `choices`; its "
         "sentences read it as \"the chosen color\")",
         "Choose a color. White creatures you control gain protection from the chosen color until end of turn.",
         "Brave the Elements"),
)
