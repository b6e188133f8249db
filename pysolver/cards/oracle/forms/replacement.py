"""The rows of the forms table (the package's docstring says its slots) for
replacement and prevention effects (614, 615)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "~ enters [the battlefield] tapped.", "Rift enters tapped.", "Rift"),
    Form(REPLACE, "~ enters with a / N +1/+1 (or named) counter(s) on it.", "Zack Fair enters with a +1/+1 counter "
         "on it.", "Zack Fair"),
    Form(REPLACE, "~ enters with X ... counters on it.", "Maga enters with X +1/+1 counters on it.",
         "Maga, Traitor to Mortals"),
    Form(REPLACE, "~ enters tapped unless you control N or more basic lands.", "This land enters tapped unless you "
         "control two or more basic lands.", "Canopy Vista"),
    Form(REPLACE, "As ~ enters, choose a color.", "As Iona enters, choose a color.", "Iona, Shield of Emeria"),
    Form(REPLACE, "As ~ enters, choose a creature type.", "As Morophon enters, choose a creature type.",
         "Morophon, the Boundless"),
    Form(REPLACE, "As ~ enters, choose a nonbasic land card name.", "As this enchantment enters, choose a nonbasic "
         "land card name.", "Alpine Moon"),
    Form(REPLACE, "As ~ enters, you may pay N life. If you don't, it enters tapped.", "As this land enters, you "
         "may pay 2 life. If you don't, it enters tapped.", "Blood Crypt"),
    Form(REPLACE, "Prevent the next N damage that would be dealt to any target this turn.", "Prevent the next 1 "
         "damage that would be dealt to any target this turn.", "Bandage"),
    Form(REPLACE, "COST: Prevent the next N damage that would be dealt to any target this turn.", "{T}: Prevent "
         "the next 1 damage that would be dealt to any target this turn.", "Abuna Acolyte"),
    Form(REPLACE, "COST: Prevent the next N damage that would be dealt to ~ this turn.", "{1}{W}: Prevent the next "
         "1 damage that would be dealt to Opal-Eye this turn.", "Opal-Eye, Konda's Yojimbo"),
    Form(REPLACE, "COST: Regenerate ~.", "{G}: Regenerate Silvos.", "Silvos, Rogue Elemental"),
    Form(REPLACE, "COST: Regenerate TARGET.", "{2}: Regenerate target Samurai.", "Isao, Enlightened Bushi"),
    Form(REPLACE, "If ~ would die, exile it instead.", "If this creature would die, exile it instead.",
         "Gloomshrieker"),
    Form(REPLACE, "If ~ would be put into a graveyard from anywhere, exile it instead.", "If this creature would "
         "be put into a graveyard from anywhere, exile it instead.", ""),
    Form(REPLACE, "If a card or token would be put into a graveyard from anywhere, exile it instead.", "If a card "
         "or token would be put into a graveyard from anywhere, exile it instead.", "Rest in Peace"),
    Form(REPLACE, "If a card would be put into an opponent's graveyard from anywhere, exile it instead.", "If a "
         "card would be put into an opponent's graveyard from anywhere, exile it instead.", "Leyline of the Void"),
    Form(REPLACE, "Permanents enter tapped.", "Permanents enter tapped.", "Orb of Dreams"),
    Form(REPLACE, "Your life total can't change.", "Your life total can't change.", "Platinum Emperion"),
    Form(REPLACE, "If you would gain life, you gain twice that much life instead.", "If you would gain life, you "
         "gain twice that much life instead.", "Alhammarret's Archive"),
)
