"""The rows of the forms table (the package's docstring says its slots) for damage as counters (615.1, 614.1a,
122.1): counters removed as the damage to a permanent is prevented, or put instead of the damage."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "If damage would be dealt to ~ [while it has a +1/+1 counter on it], prevent that damage and remove "
         "a +1/+1 counter / that many +1/+1 counters from it / ~. (615.1, 615.12: removed even when the damage can't "
         "be prevented; 122.1: as many as it has)",
         "If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and "
         "remove that many +1/+1 counters from this creature.", "Ugin's Conjurant"),
    Form(REPLACE, "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove a "
         "+1/+1 counter from it. (615.1, 615.12)",
         "If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and "
         "remove a +1/+1 counter from it.", "Oathsworn Knight"),
    Form(REPLACE, "If damage would be dealt to ~, put that many +1/+1 / -1/-1 counters on it instead. (614.1a: an "
         "event of counters the counter effects then modify, 616.1)",
         "If damage would be dealt to this creature, put that many +1/+1 counters on it instead.", "Phytohydra"),
    Form(REPLACE, "If damage would be dealt to you, put that many KIND counters on ~ instead. (614.1a)",
         "If damage would be dealt to you, put that many delay counters on this enchantment instead.",
         "Delaying Shield"),
    Form(REPLACE, "All damage is dealt as though its source had wither. (702.80a, 120.3d: to a creature, -1/-1 "
         "counters)", "All damage is dealt as though its source had wither.", "Everlasting Torment"),
)
