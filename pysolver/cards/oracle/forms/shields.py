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
    Form(REPLACE, "COST: The next N damage that would be dealt to ~ this turn is dealt to TARGET instead.", "{0}: The "
         "next 1 damage that would be dealt to this creature this turn is dealt to target creature you control "
         "instead.", "Nomads en-Kor"),
    Form(REPLACE, "All damage that would be dealt to you is dealt to ~ instead.", "All damage that would be dealt to "
         "you is dealt to this creature instead.", "Empyrial Archangel"),
    Form(REPLACE, "All damage that would be dealt to you and [other] GROUP is dealt to ~ instead.", "All damage that "
         "would be dealt to you and other permanents you control is dealt to this creature instead.", "Palisade Giant"),
    Form(REPLACE, "All damage that would be dealt to you is dealt to enchanted creature instead.", "All damage that "
         "would be dealt to you is dealt to enchanted creature instead.", "Pariah"),
    Form(REPLACE, "[•] Prevent the next N damage that would be dealt to TARGET this turn.", "Prevent the next 3 "
         "damage that would be dealt to target creature this turn.", "Anoint"),
    Form(REPLACE, "[•] Prevent the next N damage ... (a mode)", "• Prevent the next 5 damage that would be dealt to "
         "target creature this turn.", "Abuna's Chant"),
    Form(REPLACE, "[COST: / •] Prevent all [combat] damage that would be dealt to / by / to and dealt by TARGET this "
         "turn.", "Prevent all combat damage that would be dealt by target attacking creature this turn.", "Warning"),
    Form(REPLACE, "[COST:] Until your next turn, prevent all [combat] damage that would be dealt to / by / to and "
         "dealt by TARGET. (611.2a)", "[+1]: Until your next turn, prevent all damage that would be dealt to and dealt "
         "by target permanent an opponent controls.", "Kiora, the Crashing Wave"),
    Form(REPLACE, "[COST:] Until your next turn, prevent all [combat] damage TARGET would deal.", "[+1]: Until your "
         "next turn, prevent all damage target permanent would deal.", "Gideon of the Trials"),
    Form(REPLACE, "COST: Prevent all [combat] damage that would be dealt to and dealt by ~ this turn.", "{3}{W}: "
         "Prevent all combat damage that would be dealt to and dealt by this creature this turn.", "Moonlight Geist"),
    Form(REPLACE, "COST: Prevent all combat damage that would be dealt this turn.", "Sacrifice this creature: Prevent "
         "all combat damage that would be dealt this turn.", "Spore Frog"),
    Form(REPLACE, "Prevent all damage that would be dealt to ~ by [COLOR / TYPE ...] TYPEs.", "Prevent all damage "
         "that would be dealt to this creature by artifact creatures.", "Argothian Pixies"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt this turn to GROUP.", "Prevent all damage that "
         "would be dealt this turn to creatures you control.", "Divine Light"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt this turn by TYPEs you control / your opponents "
         "control.", "Prevent all damage that would be dealt this turn by creatures your opponents control.",
         "Obscuring Haze"),
    Form(REPLACE, "COST: The next time a source of your choice of the chosen color would deal damage to you this "
         "turn, prevent that damage.", "{W}: The next time a source of your choice of the chosen color would deal "
         "damage to you this turn, prevent that damage.", "Story Circle"),
    Form(REPLACE, "COST: Untap TARGET. Prevent all [combat] damage that would be dealt to and dealt by that TYPE this "
         "turn.", "{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt "
         "by that creature this turn.", "Maze of Ith"),
    Form(REPLACE, "Damage that would be dealt by ~ can't be prevented.", "Damage that would be dealt by this creature "
         "can't be prevented.", "Excruciator"),
    Form(REPLACE, "[COST:] TARGET can't be regenerated this turn.", "{T}: Target creature can't be regenerated this "
         "turn.", "Hurr Jackal"),
    Form(REPLACE, "~ deals N damage to TARGET. It can't be regenerated this turn.", "Engulfing Flames deals 1 damage "
         "to target creature. It can't be regenerated this turn.", "Engulfing Flames"),
    Form(REPLACE, "[COST: / •] Regenerate each creature you control.", "{G}{W}, Sacrifice this creature: Regenerate "
         "each creature you control.", "Loxodon Hierarch"),
    Form(REPLACE, "Sacrifice another TYPE: Regenerate ~.", "Sacrifice another creature: Regenerate Varolz.",
         "Varolz, the Scar-Striped"),
    Form(REPLACE, "Destroy all TYPEs, TYPEs, and TYPEs. They can't be regenerated.", "Destroy all artifacts, "
         "creatures, and lands. They can't be regenerated.", "Jokulhaups"),
    Form(REPLACE, "The next time a source of your choice would deal damage to you this turn, prevent that damage. "
         "You gain life equal to the damage prevented this way.", "The next time a source of your choice would deal "
         "damage to you this turn, prevent that damage. You gain life equal to the damage prevented this way.",
         "Reverse Damage"),
    Form(REPLACE, "Prevent the next N damage that would be dealt to any target this turn. You gain life equal to the "
         "damage prevented this way.", "Prevent the next 3 damage that would be dealt to any target this turn. You "
         "gain life equal to the damage prevented this way.", "Candles' Glow"),
    Form(REPLACE, "Prevent all damage that would be dealt to ~ / enchanted creature by [COLOR / TYPE] sources.",
         "Prevent all damage that would be dealt to enchanted creature by artifact sources.", "Artifact Ward"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt this turn to TARGET.", "Prevent all damage that "
         "would be dealt this turn to up to two target creatures.", "Redeem"),
    Form(REPLACE, "• ~ deals N damage to TARGET. If that creature would die this turn, exile it instead. (a mode)",
         "• Agate Assault deals 4 damage to target creature. If that creature would die this turn, exile it "
         "instead.", "Agate Assault"),
    Form(REPLACE, "During your turn, prevent all [combat] damage that would be dealt to ~ / you.", "During your turn, "
         "prevent all damage that would be dealt to you.", "Personal Sanctuary"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt by [COLOR / TYPE] TYPEs this turn.", "Prevent all "
         "damage that would be dealt by creatures this turn.", "Ethereal Haze"),
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
