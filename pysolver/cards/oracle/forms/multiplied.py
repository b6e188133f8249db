"""The rows of the forms table for damage multiplied by its source's or its recipient's kind (614.1a): oracle.lark's
block of the same name."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "If a TYPE / source / CREATURE TYPE [source] you control would deal [combat / noncombat] damage "
         "[to a permanent or player], it deals double / triple that damage [to that permanent or player] instead.",
         "If a creature you control would deal damage to a permanent or player, it deals double that damage instead.",
         "Gratuitous Violence"),
    Form(REPLACE, "If a source would deal damage to an opponent, it deals double that damage to that player instead.",
         "If a source would deal damage to an opponent, it deals double that damage to that player instead.",
         "Fiendish Duo"),
    Form(REPLACE, "If a source would deal damage to you / ~, it deals double that damage to you / ~ instead.", "If a "
         "source would deal damage to you, it deals double that damage to you instead.", "Goldnight Castigator"),
    Form(REPLACE, "If a source would deal damage to ~, it deals double that damage to ~ instead.", "If a source would "
         "deal damage to this creature, it deals double that damage to this creature instead.", "Goldnight Castigator"),
    Form(REPLACE, "If ~ would deal combat damage to a player, it deals double that damage to that player instead.",
         "If this creature would deal combat damage to a player, it deals double that damage to that player instead.",
         "Charging Tuskodon"),
    Form(REPLACE, "If equipped / enchanted TYPE would deal combat damage, it deals double that damage instead.", "If "
         "equipped creature would deal combat damage, it deals double that damage instead.", "Inquisitor's Flail"),
    Form(REPLACE, "If a source you control would deal noncombat damage to an opponent or a permanent an opponent "
         "controls, it deals double that damage to that player or permanent instead.", "If a source you control would "
         "deal noncombat damage to an opponent or a permanent an opponent controls, it deals double that damage to "
         "that player or permanent instead.", "Solphim, Mayhem Dominus"),
    Form(REPLACE, "If a / another [COLOR] source you control would deal damage to ..., it deals that much damage "
         "plus N [to ...] instead.", "If a red source you control would deal damage to an opponent or a permanent an "
         "opponent controls, it deals that much damage plus 2 instead.", "Torbran, Thane of Red Fell"),
    Form(REPLACE, "If another COLOR source you control would deal damage to a permanent or player, it deals that much "
         "damage plus N to that permanent or player instead.", "If another red source you control would deal damage "
         "to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.",
         "Jaya, Venerated Firemage"),
)
