"""The rows of the forms table (the package's docstring says its slots) for compound conditions: a permanent of either
kind its controller controls (604.1, 611.3a), in a static ability and in a combat rule."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, CONDITIONS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "as long as you control a/an/another KIND or [a/an] KIND, ... (604.1, 611.3a: either kind)",
         "As long as you control an artifact or enchantment, this creature has flying.", "Flutterfox"),
    Form(COMBAT, "~ can't attack / block unless you control a/another KIND or [a] KIND (604.1, 611.3a)",
         "This creature can't block unless you control a Goblin or Orc.", "Olog-hai Crusher"),
)
