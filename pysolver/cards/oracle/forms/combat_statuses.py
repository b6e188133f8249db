"""The rows of the forms table (the package's docstring says its slots) for the statuses of combat in static
abilities (506.4): a static's set of attacking or blocking creatures, "as long as it's attacking / blocking", and the
attacking or blocking creatures damage to which is prevented (615.1)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, REPLACE, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "Attacking / Blocking GROUP get(s) +N/+N / have KEYWORDS (506.4: attacking and blocking as the "
         "question sees the scenario's `combat`; none for `attacks`, 508.1k)",
         "Attacking creatures you control get +1/+0 and have menace.", "Gruul War Chant"),
    Form(STATICS, "Blocking GROUP get(s) +N/+N for each KIND counter on ~ (506.4, 509.1g: no blocker of the "
         "declaration `blocks` checks is blocking yet)",
         "Blocking creatures you control get +1/+0 for each strife counter on this enchantment.", "Crescendo of War"),
    Form(CONDITIONS, "SUBJECT ... as long as it's attacking / blocking (506.4, 611.3a: the object itself, as the "
         "question sees the scenario's `combat`)",
         "This creature has first strike as long as it's attacking.", "Thorned Moloch"),
    Form(STATICS, "Each GROUP get(s) +N/+N / has KEYWORDS as long as it's not attacking / blocking (611.3a: each "
         "object of the set in turn; 506.4: as the question sees the scenario's `combat`)",
         "Each untapped creature you control gets +0/+2 as long as it's not attacking.", "Arcades Sabboth"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to [other] attacking / blocking GROUP (615.1, "
         "506.4: as `replace` sees the scenario's `combat`)",
         "Prevent all combat damage that would be dealt to attacking creatures you control.", "Dolmen Gate"),
)
