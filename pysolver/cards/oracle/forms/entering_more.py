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
    Form(REPLACE, "~ enters tapped and with N KIND counters on it.", "This artifact enters tapped and with three "
         "charge counters on it.", "Sphere of the Suns"),
    Form(REPLACE, "If a GROUP would enter and it wasn't cast, exile it instead.", "If a nontoken creature would enter "
         "and it wasn't cast, exile it instead.", "Containment Priest"),
    Form(REPLACE, "Until end of turn, if a GROUP would enter and it wasn't cast, exile it instead.", "Until end of "
         "turn, if a creature would enter and it wasn't cast, exile it instead.", "Hallowed Moonlight"),
)
