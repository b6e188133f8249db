"""The rows of the forms table (the package's docstring says its slots) for quoted abilities (113.1):
an ability between quotes is compiled as a line of its own (ABILITY: any line the grammar reads whole,
its ~ the object that has it), granted by an effect (613.1f layer 6); one the grammar does not read is
granted only when it matters to no question, and activating it is refused."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import QUOTED, Form

FORMS: tuple[Form, ...] = (
    Form(QUOTED, "SUBJECT has/have \"ABILITY\"", "Enchanted creature has \"{B}: This creature gets +1/+1 until end "
         "of turn.\"", "Midnight Covenant"),
    Form(QUOTED, "SUBJECT get(s) +N/+N and has \"ABILITY\"", "Enchanted creature gets +1/+1 and has \"{B}: "
         "Regenerate this creature.\"", "Skeletal Grimace"),
    Form(QUOTED, "SUBJECT has \"ABILITY\" (not understood, matters to no question)", "Enchanted creature has "
         "\"{T}: This creature deals 1 damage to any target.\"", "Power of Fire"),
    Form(QUOTED, "As long as CONDITION, SUBJECT ... has \"ABILITY\"", "Threshold — As long as there are seven or "
         "more cards in your graveyard, this creature gets +1/+1 and has \"{T}: Target attacking or blocking "
         "creature gets +3/+3 until end of turn.\"", "Vigilant Sentry"),
    Form(QUOTED, "[DURATION,] TARGET ... gains \"ABILITY\"", "Until end of turn, target creature gets +2/+0 and "
         "gains \"When this creature dies, return it to the battlefield tapped under its owner's control.\"",
         "Supernatural Stamina"),
)
