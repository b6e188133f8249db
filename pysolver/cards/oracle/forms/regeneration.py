"""The rows of the forms table for "Destroy ... It can't be regenerated." (701.19c) as a sentence of a spell,
an activated or a triggered ability: oracle.lark's block of the same name."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "[COST: / TRIGGER, ] Destroy TARGET. It can't be regenerated.", "{T}: Destroy target creature. It "
         "can't be regenerated.", "Avatar of Woe"),
    Form(REPLACE, "[COST: / TRIGGER, ] Destroy ~. It can't be regenerated.", "Pay 4 life: Destroy this enchantment. "
         "It can't be regenerated. Any player may activate this ability.", "Aether Storm"),
    Form(REPLACE, "[TRIGGER, ] Destroy that / enchanted TYPE. The / That TYPE can't be regenerated.", "Whenever this "
         "creature deals combat damage to a creature, destroy that creature. The creature can't be regenerated.",
         "Mephitic Ooze"),
    Form(REPLACE, "Destroy TARGET. A TYPE destroyed this way can't be regenerated. (the kind of all it destroys)",
         "Destroy target creature. A creature destroyed this way can't be regenerated.", "Damn"),
    Form(REPLACE, "[TRIGGER, ] Destroy all / each GROUP [with power N or greater]. They can't be regenerated.", "When "
         "Child of Alara dies, destroy all nonland permanents. They can't be regenerated.", "Child of Alara"),
    Form(REPLACE, "Destroy TARGET and TARGET. They can't be regenerated. (both destructions; no later \"it\")",
         "Destroy target nonblack creature and target land. They can't be regenerated.", "Plague Spores"),
)
