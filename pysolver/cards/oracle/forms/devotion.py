"""The rows of the forms table (the package's docstring says its slots) for devotion (700.5): a characteristic-defining
ability's value and a static ability's condition, and "~ isn't a CARDTYPE" (205.1a)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, STATICS, Form

FORMS: tuple[Form, ...] = (
    # 604.3, 613.4a: a characteristic-defining ability, the devotion counted after layers 1-3 (700.5a)
    Form(CONDITIONS, "~'s power / toughness is equal to your devotion to COLOR", "Anax's power is equal to your "
         "devotion to red.", "Anax, Hardened in the Forge"),
    # 604.1, 205.1a: the Theros gods
    Form(STATICS, "As long as your devotion to COLOR [and COLOR] is less than N, ~ isn't a CARDTYPE.", "As long as "
         "your devotion to black and red is less than seven, Mogis isn't a creature.", "Mogis, God of Slaughter"),
)
