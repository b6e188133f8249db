"""The rows of the forms table for the "can't" effects a resolved spell or ability makes for the turn (614.17), and
for a counterspell's own destination of a spell of either kind or with a mana value (614.15): oracle.lark's two blocks
of those names."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "Damage can't be prevented this turn. (a spell, a mode, a resolved ability's sentence)", "Damage "
         "can't be prevented this turn.", "Flaring Pain"),
    Form(REPLACE, "Players / Your opponents / You can't gain life this turn. [~ deals N damage to target player or "
         "planeswalker.]", "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 "
         "damage to target player or planeswalker.", "Skullcrack"),
    Form(REPLACE, "Counter target KIND or KIND spell / spell with mana value N or less [unless ...]. If that spell is "
         "countered this way, exile it instead of putting it into its owner's graveyard.", "Counter target creature or "
         "planeswalker spell. If that spell is countered this way, exile it instead of putting it into its owner's "
         "graveyard.", "No Escape"),
)
