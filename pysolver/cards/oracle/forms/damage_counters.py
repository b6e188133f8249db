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
    Form(REPLACE, "If ~ would be dealt damage, prevent that damage and remove a +1/+1 counter from it. (615.1)",
         "If this creature would be dealt damage, prevent that damage and remove a +1/+1 counter from it.",
         "Unbreathing Horde"),
    Form(REPLACE, "If [noncombat] damage would be dealt to ~ / equipped creature / GROUP [while you're the monarch] "
         "(or: If ~ would be dealt damage; If a CARDTYPE / source would deal [combat] damage to ~ / you), prevent that "
         "damage and put that many +1/+1 counters / a KIND counter on it / ~. (615.1, 615.12: put even when the damage "
         "can't be prevented; an event of counters the counter effects then modify, 616.1; 724)",
         "If damage would be dealt to Anti-Venom, prevent that damage and put that many +1/+1 counters on him.",
         "Anti-Venom, Horrifying Healer"),
    Form(REPLACE, "If a CARDTYPE would deal combat damage to ~, prevent that damage and put a +1/+1 counter on ~. "
         "(615.1, 510.2: a source of that card type)",
         "If a creature would deal combat damage to this creature, prevent that damage and put a +1/+1 counter on "
         "this creature.", "Ironscale Hydra"),
    Form(REPLACE, "If [noncombat] damage would be dealt to ~ / GROUP, prevent that damage. Put a +1/+1 / -1/-1 counter "
         "on ~ / that creature for each 1 damage prevented this way. (615.1, 615.12: none when none is prevented)",
         "If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that "
         "creature for each 1 damage prevented this way.", "Vigor"),
    Form(REPLACE, "If damage would be dealt to ~, put that many +1/+1 / -1/-1 counters on it instead. (614.1a: an "
         "event of counters the counter effects then modify, 616.1)",
         "If damage would be dealt to this creature, put that many +1/+1 counters on it instead.", "Phytohydra"),
    Form(REPLACE, "If damage would be dealt to you, put that many KIND counters on ~ instead. (614.1a)",
         "If damage would be dealt to you, put that many delay counters on this enchantment instead.",
         "Delaying Shield"),
    Form(REPLACE, "All damage is dealt as though its source had wither. (702.80a, 120.3d: to a creature, -1/-1 "
         "counters)", "All damage is dealt as though its source had wither.", "Everlasting Torment"),
    Form(REPLACE, "As long as you have 0 or less life, all damage is dealt to you as though its source had infect. "
         "(702.90b: poison counters)", "As long as you have 0 or less life, all damage is dealt to you as though its "
         "source had infect.", "Phyrexian Unlife"),
)
