"""The rows of the forms table for the layer statics of famous cards: a base power and toughness each equal to the
object's own mana value (202.3), a power and toughness, colour and kinds added in addition to the old types (205.1b),
"loses all other abilities, card types, and creature types" (205.1a, 613.1f)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "SUBJECT is a creature in addition to its other types and has base power and base toughness each "
         "equal to its mana value (202.3, 613.4b: layer 7b, read as it applies; not a characteristic-defining ability)",
         "Each other non-Aura enchantment is a creature in addition to its other types and has base power and base "
         "toughness each equal to its mana value.", "Opalescence"),
    Form(STATICS, "All KIND and all KIND are N/N COLOR TYPES and TYPES in addition to their other types (205.1b: each "
         "kind's card type and subtypes added; a land type added keeps the land's abilities, 305.7)",
         "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other "
         "types.", "Life and Limb"),
    Form(STATICS, "SUBJECT is a TYPE creature with base power and toughness N/N and has KEYWORDS, and it loses all "
         "other abilities, card types, and creature types (205.1a, 613.1f: the types it names and the abilities it "
         "grants are the object's only ones)",
         "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, "
         "and it loses all other abilities, card types, and creature types.", "Darksteel Mutation"),
)
