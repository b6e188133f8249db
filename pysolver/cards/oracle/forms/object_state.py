"""The rows of the forms table (the package's docstring says its slots) for conditions on the state of an object: a
counter of any kind on it, exactly N or N or more counters of a kind on it (122.1), the status of the equipped creature
(110.5), Equipment attached to it (301.5), its own power (208.1, combat) and a group with no abilities (113.1)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import CONDITIONS, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "as long as ~ has a counter on it, ... (122.1: of any kind)",
         "As long as this creature has a counter on it, it can attack as though it didn't have defender.",
         "Demon Wall"),
    Form(CONDITIONS, "as long as there are / is exactly N KIND counter(s) on ~, ... (122.1)",
         "As long as there are exactly three tide counters on this creature, it gets +1/+1.", "Homarid"),
    Form(CONDITIONS, "as long as there are N or more KIND counters on ~, ... (122.1)",
         "As long as there are five or more growth counters on this enchantment, creatures you control get +3/+3.",
         "Comforting Counsel"),
    Form(CONDITIONS, "as long as equipped / enchanted creature is tapped / untapped, ... (110.5)",
         "As long as equipped creature is tapped, tapped creatures you control get +2/+0.", "Sword of the Paruns"),
    Form(CONDITIONS, "~ / equipped creature ... as long as N or more Equipment are attached to it (301.5)",
         "Balan has double strike as long as two or more Equipment are attached to it.", "Balan, Wandering Knight"),
    Form(CONDITIONS, "as long as ~'s power is N or greater, it ... (208.1: a combat rule only)",
         "As long as Ichor Aberration's power is 7 or greater, it can attack as though it didn't have defender.",
         "Ichor Aberration"),
    Form(CONDITIONS, "each GROUP gets +N/+N for each Equipment / Aura attached to it (301.5, 608.2h: each one's own)",
         "Each creature you control gets +2/+0 for each Equipment attached to it.", "Bruenor Battlehammer"),
    Form(STATICS, "GROUP with no abilities ... (113.1: read after layer 6, 613.1f)",
         "Creatures with no abilities get +2/+2.", "Muraganda Petroglyphs"),
)
