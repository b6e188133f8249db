"""The rows of the forms table for more effects on entering objects (614.1c, 614.1d, 614.12): oracle.lark's block
"more effects on entering objects"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "GROUP you control enter untapped.", "Gates you control enter untapped.", "Gond Gate"),
    Form(REPLACE, "GROUP you control enter the battlefield untapped.", "Lands you control enter the battlefield "
         "untapped.", "Vigorous Farming"),
    Form(REPLACE, "Each [other] GROUP you control of the chosen type / color enters with an additional KIND counter on "
         "it.", "Each other creature you control of the chosen type enters with an additional +1/+1 counter on it.",
         "Metallic Mimic"),
    Form(REPLACE, "As long as ~ is tapped / untapped, other permanents enter tapped / untapped.", "As long as "
         "Archelos is untapped, other permanents enter untapped.", "Archelos, Lagoon Mystic"),
)
