"""The rows of the forms table (the package's docstring says its slots) for lines of famous cards:
a characteristic-defining count whose toughness is that number plus N (the Lhurgoyfs), "can block an additional N
creatures each combat", all combat damage dealt to and by the object itself prevented, "with power and toughness each
equal to its mana value", the counters put on "each artifact that became a creature this way", half the damage
prevented, rounded up, a card exiled instead with counters on it."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, CONDITIONS, ONE_SHOT, REPLACE, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "~'s power is equal to the number of GROUP and its toughness is equal to that number plus N "
         "(604.3)",
         "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to "
         "that number plus 1.", "Lhurgoyf"),
    Form(CONDITIONS, "... the number of cards you own in exile ... (406.1, 108.3)",
         "Cosmogoyf's power is equal to the number of cards you own in exile and its toughness is equal to that number "
         "plus 1.", "Cosmogoyf"),
    Form(COMBAT, "SUBJECT can block an additional N creatures each combat (509.1a)",
         "As long as this creature is monstrous, it has reach and can block an additional ninety-nine creatures each "
         "combat.", "Hundred-Handed One"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to and dealt by ~ (615.1)",
         "Prevent all combat damage that would be dealt to and dealt by this creature.", "Fog Bank"),
    Form(ONE_SHOT, "TARGET becomes an artifact creature with power and toughness each equal to its mana value DURATION "
         "(608.2h: the effect's x)",
         "Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana "
         "value until end of turn.", "Karn's Touch"),
    Form(STATICS, "SUBJECT is an artifact creature with power and toughness each equal to its mana value (202.3)",
         "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.",
         "March of the Machines"),
    Form(ONE_SHOT, "... Put N KIND counters on each TYPE that became a TYPE this way (an action: the board states the "
         "counters)",
         "Target noncreature artifact you control becomes a 0/0 artifact creature. Put four +1/+1 counters on each "
         "artifact that became a creature this way.", "Rise and Shine"),
    Form(REPLACE, "If a source would deal damage to RECIPIENT, prevent half that damage, rounded up (615, 107.1a)",
         "If a source would deal damage to you or a permanent you control, prevent half that damage, rounded up.",
         "Gisela, Blade of Goldnight"),
    Form(REPLACE, "If a card would be put into an opponent's graveyard from anywhere, instead exile it with N KIND "
         "counter(s) on it (614.1a, 122.1)",
         "If a card would be put into an opponent's graveyard from anywhere, instead exile it with a void counter on "
         "it.",
         "Dauthi Voidwalker"),
)
