"""The rows of the forms table for a keyword ability of a player (702.11c, 702.18a)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "You have hexproof / shroud. (702.11c, 702.18a: what may target the player; no question chooses "
         "targets)", "You have hexproof.", "Enduring Angel"),
)
