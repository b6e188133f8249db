"""The rows of the forms table (the package's docstring says its slots) for statics on every object (109.1) and "the
chosen color in addition to their other colors"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import STATICS, Form

FORMS: tuple[Form, ...] = (
    # 109.1: every object in every zone (asp/selectors.lp's anywhere); 105.2c, layer 5
    Form(STATICS, "All cards that aren't on the battlefield, spells, and permanents are colorless.", "All cards that "
         "aren't on the battlefield, spells, and permanents are colorless.", "Mycosynth Lattice"),
    # 614.12: the colour chosen as its source entered; 105.3, 205.1b
    Form(STATICS, "SUBJECT is / are the chosen color in addition to its / their other colors", "All cards that aren't "
         "on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
         "Painter's Servant"),
)
