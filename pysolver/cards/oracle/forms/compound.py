"""The rows of the forms table (the package's docstring says its slots) for compound conditions: a permanent of either
kind its controller controls (604.1, 611.3a), in a static ability and in a combat rule; exactly one creature (604.1);
more cards in hand than each opponent (402.1); "during your turn" and a condition on the object itself, both (101.4);
negated adjectives with commas, each a condition of the group."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, CONDITIONS, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "as long as you control a/an/another KIND or [a/an] KIND, ... (604.1, 611.3a: either kind)",
         "As long as you control an artifact or enchantment, this creature has flying.", "Flutterfox"),
    Form(COMBAT, "~ can't attack / block unless you control a/another KIND or [a] KIND (604.1, 611.3a)",
         "This creature can't block unless you control a Goblin or Orc.", "Olog-hai Crusher"),
    Form(CONDITIONS, "as long as you control exactly one CARDTYPE, that CARDTYPE ... (604.1)",
         "As long as you control exactly one creature, that creature gets +2/+0 and has deathtouch and lifelink.",
         "Deadly Wanderings"),
    Form(CONDITIONS, "as long as you have more cards in hand than each opponent, ... (402.1, 102.2, 604.1)",
         "As long as you have more cards in hand than each opponent, this creature gets +2/+2 and has flying.",
         "Secretkeeper"),
    Form(CONDITIONS, "during your turn, as long as ~ is equipped / CONDITION ON ~, it ... (101.4, 604.1: both)",
         "During your turn, as long as Cloud is equipped, it has double strike and indestructible.",
         "Cloud, Planet's Champion"),
    Form(STATICS, "non-X, non-Y GROUP (each adjective a condition: an object that is neither)",
         "Creatures you control get +1/+1 as long as you control no nonartifact, nonwhite creatures.",
         "Angelic Voices"),
)
