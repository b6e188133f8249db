"""The rows of the forms table (the package's docstring says its slots) for sums in a characteristic-defining ability:
"N plus the number of GROUP" and "the number of GROUP plus the number of GROUP" (604.3, 608.2h), "twice the number of
GROUP" (608.2h); "as long as you have N or more cards in hand" (604.1); "permanent cards" (110.4a) and the ability words
"descend 4 / 8"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "~'s power and toughness are each equal to N plus the number of GROUP (604.3, 608.2h)",
         "Allosaurus Rider's power and toughness are each equal to 1 plus the number of lands you control.",
         "Allosaurus Rider"),
    Form(CONDITIONS, "~'s toughness / power is equal to N plus the number of GROUP (604.3)",
         "An-Havva Constable's toughness is equal to 1 plus the number of green creatures on the battlefield.",
         "An-Havva Constable"),
    Form(CONDITIONS, "~'s power and toughness are each equal to the number of GROUP plus the number of GROUP (604.3: "
         "each counted, an object of both twice)",
         "Abomination of Llanowar's power and toughness are each equal to the number of Elves you control plus the "
         "number of Elf cards in your graveyard.", "Abomination of Llanowar"),
    Form(CONDITIONS, "~'s power and toughness are each equal to twice the number of GROUP (604.3, 608.2h)",
         "Majestic Myriarch's power and toughness are each equal to twice the number of creatures you control.",
         "Majestic Myriarch"),
    Form(CONDITIONS, "~'s power and toughness are each equal to twice the number of basic land types among GROUP "
         "(604.3, 305.6)", "Domain \u2014 Territorial Maro's power and toughness are each equal to twice the number of "
         "basic land types among lands you control.", "Territorial Maro"),
    Form(CONDITIONS, "as long as you have N or more cards in hand (402.1, 604.1)",
         "As long as you have seven or more cards in hand, this creature gets +2/+1 and has first strike.",
         "Akki Underling"),
    Form(CONDITIONS, "Descend N \u2014 ... as long as there are N or more permanent cards in your graveyard (207.2c; "
         "110.4a: a card of any permanent type)",
         "Descend 4 \u2014 This creature gets +3/+0 as long as there are four or more permanent cards in your "
         "graveyard.",
         "Basking Capybara"),
)
