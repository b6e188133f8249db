"""The rows of the forms table (the package's docstring says its slots) for the shield family:
shields against a source of a player's choice (615.8), prevention around and regeneration of the
enchanted creature (615.1, 701.19), exile of what a spell damaged (614.1a)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "[COST:] The next time a COLOR / TYPE [or COLOR] source of your choice would deal damage to you "
         "this turn, prevent that damage.", "{1}: The next time a black source of your choice would deal damage to "
         "you this turn, prevent that damage.", "Circle of Protection: Black"),
    Form(REPLACE, "COST: The next time a source of your choice would deal damage to any target / TARGET this turn, "
         "prevent that damage.", "Sacrifice Sanctum Guardian: The next time a source of your choice would deal "
         "damage to any target this turn, prevent that damage.", "Sanctum Guardian"),
    Form(REPLACE, "COST: The next time a source of your choice would deal damage to TARGET this turn, prevent that "
         "damage.", "{W}, {T}, Discard a card: The next time a source of your choice would deal damage to target "
         "creature this turn, prevent that damage.", "Charm Peddler"),
    Form(REPLACE, "COST: The next time a COLOR or COLOR source of your choice ...", "{1}{W}: The next time a black or "
         "red source of your choice would deal damage to you this turn, prevent that damage.",
         "Greater Realm of Preservation"),
    Form(REPLACE, "COST: Regenerate enchanted creature.", "{G}: Regenerate enchanted creature.", "Regeneration"),
    Form(STATICS, "SUBJECT has / have \"COST: Regenerate ~.\" (a granted regeneration ability)", "Enchanted "
         "creature gets +2/+2 and has \"{1}{G}: Regenerate this creature.\"", "Trollhide"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to enchanted creature.", "Prevent all damage that "
         "would be dealt to enchanted creature.", "Inviolability"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt by enchanted creature.", "Prevent all damage that "
         "would be dealt by enchanted creature.", "Defang"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to and dealt by enchanted creature.", "Prevent all "
         "combat damage that would be dealt to and dealt by enchanted creature.", "Gaseous Form"),
    Form(REPLACE, "If a creature dealt damage by ~ this turn would die, exile it instead.", "If a creature dealt "
         "damage by this creature this turn would die, exile it instead.", "Frostwielder"),
    Form(REPLACE, "~ deals N damage to each creature. If a creature dealt damage this way would die this turn, exile "
         "it instead.", "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way would "
         "die this turn, exile it instead.", "Anger of the Gods"),
    Form(REPLACE, "~ deals N damage to target creature or planeswalker. If that creature or planeswalker would die "
         "this turn, exile it instead.", "Scorching Dragonfire deals 3 damage to target creature or planeswalker. If "
         "that creature or planeswalker would die this turn, exile it instead.", "Scorching Dragonfire"),
    Form(REPLACE, "Destroy TARGET (\"nonartifact, nonblack creature\"). It can't be regenerated.", "Destroy target "
         "nonartifact, nonblack creature. It can't be regenerated.", "Terror"),
)
