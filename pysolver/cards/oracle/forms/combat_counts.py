"""The rows of the forms table (the package's docstring says its slots) for combat rules reading a number their source
sees: a power compared with "the number of GROUP" or with ~'s power (208.1), attack costs of a Phyrexian mana symbol
or of {X} counted on the board (508.1d, 107.4f), and "must be blocked by exactly one creature if able" (509.1c)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, Form

FORMS: tuple[Form, ...] = (
    Form(COMBAT, "Creatures with power greater/less than the number of GROUP PREDICATES (its controller's count)",
         "Creatures with power greater than the number of cards in your hand can't attack.", "Ensnaring Bridge"),
    Form(COMBAT, "Creatures with power greater/less than ~'s power PREDICATES", "Creatures with power less than this "
         "creature's power can't block creatures you control.", "Champion of Lambholt"),
    Form(COMBAT, "Creatures can't attack you or planeswalkers you control unless their controller pays {C/P} for each "
         "of those creatures. (107.4f)", "Creatures can't attack you or planeswalkers you control unless their "
         "controller pays {W/P} for each of those creatures.", "Norn's Annex"),
    Form(COMBAT, "Creatures can't attack you or planeswalkers you control unless their controller pays {X} for each of "
         "those creatures, where X is the number of GROUP.", "Creatures can't attack you or planeswalkers you "
         "control unless their controller pays {X} for each of those creatures, where X is the number of "
         "enchantments you control.", "Sphere of Safety"),
    Form(COMBAT, "Domain — Creatures can't attack you unless their controller pays {X} for each creature they "
         "control that's attacking you, where X is the number of basic land types among GROUP. (305.6)",
         "Domain — Creatures can't attack you unless their controller pays {X} for each creature they control "
         "that's attacking you, where X is the number of basic land types among lands you control.",
         "Collective Restraint"),
    Form(COMBAT, "As long as CONDITION, creatures can't attack you [or planeswalkers you control] unless their "
         "controller pays ... (an attack cost while the condition holds, 604.1)", "As long as this creature is "
         "untapped, creatures can't attack you or planeswalkers you control unless their controller pays {1} for each "
         "of those creatures.", "Archangel of Tithes"),
    Form(COMBAT, "GROUP can't block ~ (a static rule: its creatures can't block the source)", "Creatures with power "
         "less than the number of Islands you control can't block this creature.", "Kraken of the Straits"),
    Form(COMBAT, "SUBJECT must be blocked by exactly one creature if able", "This creature must be blocked by exactly "
         "one creature if able.", "Nacatl War-Pride"),
)
