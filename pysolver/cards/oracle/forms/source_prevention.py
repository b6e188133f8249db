"""The rows of the forms table for the prevention of the damage a group of sources would deal (615.1): oracle.lark's
block "the damage a group of sources would deal, prevented"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "[COST:] Prevent all [combat] damage that would be dealt [this turn] by GROUP / QUALITY sources "
         "[this turn].", "Prevent all combat damage that would be dealt this turn by creatures with power 4 or less.",
         "Vine Snare"),
    Form(REPLACE, "Prevent all damage that would be dealt by TYPE and TYPE spells.", "Prevent all damage that would "
         "be dealt by instant and sorcery spells.", "Energy Storm"),
    Form(REPLACE, "[COST:] Prevent all [combat] damage that would be dealt to ~ / you / [you and] GROUP [this turn] by "
         "GROUP / sources [you don't control].", "Prevent all damage that would be dealt to you and creatures you "
         "control this turn by creatures.", "Eerie Interference"),
    Form(REPLACE, "Prevent all damage that QUALITY sources and QUALITY sources would deal [to ...] [this turn].",
         "Prevent all damage that black sources and red sources would deal this turn.", "Luminesce"),
    Form(REPLACE, "Prevent all damage that would be dealt by GROUP ... (a power, with / without a keyword, non-TYPE, "
         "nonCOLOR).", "Prevent all combat damage that would be dealt this turn by non-Elf creatures.",
         "Galadhrim Ambush"),
    Form(REPLACE, "Prevent all damage that would be dealt to you by sources you don't control.", "Prevent all damage "
         "that would be dealt to you by sources you don't control.", "Energy Field"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to players [this turn].", "Prevent all combat "
         "damage that would be dealt to players this turn.", "Defend the Hearth"),
    Form(REPLACE, "Prevent all damage that GROUP would deal to players [this turn].", "Prevent all damage that "
         "creatures would deal to players this turn.", "Chameleon Blur"),
    Form(REPLACE, "COST: Prevent all damage that would be dealt to you this turn by GROUP.", "{6}, {T}: Prevent all "
         "damage that would be dealt to you this turn by creatures with flying.", "Scarecrow"),
    Form(REPLACE, "Prevent all damage that would be dealt to enchanted / equipped creature / you / GROUP by sources of "
         "the chosen color. (614.12: the colour chosen as ~ entered, its `choices`; never guessed)",
         "Prevent all damage that would be dealt to enchanted creature by sources of the chosen color.",
         "Prismatic Ward"),
    Form(REPLACE, "Prevent all [combat] damage that ~ would deal to GROUP. (615.1: its own damage to an object of the "
         "group)", "Prevent all damage that this creature would deal to snow creatures.", "Goblin Furrier"),
)
