"""The rows of the forms table (the package's docstring says its slots) for commanders (903.3: a designation of the
card, the object's scenario field `commander`): "commander" in a group, "commanders" as its noun, and "as long as you
control your commander" (the Lieutenant ability word)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "commander GROUP ... (903.3: the objects of the group that are commanders)", "Commander creatures "
         "you own get +3/+3 and have flying, deathtouch, \"Ward—Pay 3 life,\" and \"At the beginning of your upkeep, "
         "sacrifice a creature.\"", "Cultist of the Absolute"),
    Form(STATICS, "[other] commanders you control ... (903.3d: the permanents that are commanders)", "Commanders you "
         "control have hexproof.", "Guardian Augmenter"),
    Form(CONDITIONS, "As long as you control your commander, ... (903.3d: a commander you own on the battlefield under "
         "your control)", "Lieutenant — As long as you control your commander, this creature gets +2/+2 and has "
         "\"Whenever this creature becomes blocked, you may draw two cards.\"", "Stormsurge Kraken"),
)
