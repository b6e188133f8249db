"""The rows of the forms table (the package's docstring says its slots) for "enter as a copy"
abilities (707.5, 614.1c) and their exceptions (707.9b)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "You may have ~ enter as a copy of any TYPE [or TYPE] on the battlefield.", "You may have this "
         "enchantment enter as a copy of any artifact or enchantment on the battlefield.", "Mirrormade"),
    Form(REPLACE, "You may have ~ enter as a copy of any nonTYPE permanent on the battlefield.", "You may have this "
         "creature enter as a copy of any nonland permanent on the battlefield.", "Clever Impersonator"),
    Form(REPLACE, "You may have ~ enter as a copy of a TYPE [or TYPE] you control.", "You may have this creature "
         "enter as a copy of an artifact or creature you control.", "Waxen Shapethief"),
    Form(REPLACE, "..., except it's [a] TYPES in addition to its other [TYPE] types.", "You may have this creature "
         "enter as a copy of a creature you control, except it's a Shapeshifter Rogue in addition to its other "
         "types.", "Visage Bandit"),
    Form(REPLACE, "..., except it's N/N.", "You may have this creature enter as a copy of any creature on the "
         "battlefield, except it's 7/7.", "Quicksilver Gargantuan"),
    Form(REPLACE, "..., except ... and it has \"QUOTED ABILITY\"", "You may have this creature enter as a copy of "
         "any creature on the battlefield, except it's an Illusion in addition to its other types and it has \"When "
         "this creature becomes the target of a spell or ability, sacrifice it.\"", "Phantasmal Image"),
    Form(REPLACE, "You may have ~ enter tapped as a copy of ...", "You may have this land enter tapped as a copy of "
         "any land on the battlefield.", "Vesuva"),
    Form(REPLACE, "..., except it enters with X/NUMBER additional +1/+1 counters on it.", "You may have this creature "
         "enter as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.",
         "Altered Ego"),
    Form(REPLACE, "..., except it enters with an additional KIND counter on it if it's a TYPE, ...", "You may have "
         "this creature enter as a copy of a creature or planeswalker you control, except it enters with an additional "
         "+1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a "
         "planeswalker, and it isn't legendary.", "Spark Double"),
    Form(REPLACE, "..., except its name is ~, ... and it has \"QUOTED ABILITY naming ~\"", "You may have this "
         "creature enter as a copy of any creature on the battlefield, except its name is ~ and it's legendary in "
         "addition to its other types.", "Sakashima the Impostor"),
    Form(REPLACE, "..., except it doesn't copy that TYPE's color ...", "You may have this creature enter as a copy of "
         "any creature on the battlefield, except it doesn't copy that creature's color and it has \"At the beginning "
         "of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that "
         "creature's color and it has this ability.\"", "Vesuvan Doppelganger"),
    Form(REPLACE, "..., except it's SUPERTYPE [and SUPERTYPE] in addition to its other types.", "You may have this "
         "creature enter as a copy of any creature on the battlefield, except it's legendary in addition to its other "
         "types.", ""),
    # 614.12, 707.9b, 604.3a: counters and changeling, both only if the copy is a creature
    Form(REPLACE, "..., except ... and, if it's a TYPE, it enters with NUMBER additional +1/+1 counters on it and has "
         "changeling.", "You may have Moritte enter as a copy of a permanent you control, except it's legendary and "
         "snow in addition to its other types and, if it's a creature, it enters with two additional +1/+1 counters "
         "on it and has changeling.", "Moritte of the Frost"),
    Form(REPLACE, "..., except [it] has KEYWORDS [and ...].", "You may have this creature enter as a copy of any "
         "creature on the battlefield, except it has flying.", ""),
)
