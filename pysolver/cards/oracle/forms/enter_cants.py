"""The rows of the forms table (the package's docstring says its slots) for "TYPES can't enter the battlefield."
(614.17, 608.3e)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "TYPES can't enter the battlefield. (614.17: as it would enter, 614.12; a permanent spell resolving "
         "is put into its owner's graveyard, 608.3e)", "Lands can't enter the battlefield.", "Worms of the Earth"),
    Form(REPLACE, "TYPE cards in graveyards and libraries can't enter the battlefield. (614.17: a card of that type in "
         "those zones, as it is there)", "Creature cards in graveyards and libraries can't enter the battlefield.",
         "Grafdigger's Cage"),
)
