"""The rows of the forms table (the package's docstring says its slots) for conditions on the state of an object: a
counter of any kind on it, exactly N or N or more counters of a kind on it (122.1), the status of the equipped creature
(110.5), Equipment attached to it (301.5), its own power (208.1, combat), no counters of a kind on it (122.1), its own
card type (205.2a), the Auras / Equipment attached to it (303.4, 301.5), keywords beside a base power and toughness
(613.4b, 613.1f) and a group with no abilities (113.1)."""

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
    Form(CONDITIONS, "as long as ~ has no KIND counters on it, it ... (122.1)",
         "As long as this creature has no shell counters on it, it gets +3/+2 and has flying.", "Roc Hatchling"),
    Form(CONDITIONS, "as long as ~ is a CARDTYPE, it ... (205.2a: its type as the layer applies)",
         "As long as this artifact is a creature, it can block an additional creature each combat.",
         "Foriysian Totem"),
    Form(CONDITIONS, "as long as ~ is enchanted or equipped, it ... (303.4, 301.5: an Aura or an Equipment on it)",
         "As long as this creature is enchanted or equipped, it can attack as though it didn't have defender.",
         "Novice Knight"),
    Form(CONDITIONS, "as long as ~ is enchanted by exactly N / N or more Auras, it ... (303.4)",
         "As long as this creature is enchanted by exactly one Aura, it has base power and toughness 3/3.",
         "Timber Paladin"),
    Form(STATICS, "... has base power and toughness N/N[, KEYWORD,] and KEYWORD (613.4b, 613.1f)",
         "As long as this creature is enchanted by three or more Auras, it has base power and toughness 10/10, "
         "vigilance, and trample.", "Timber Paladin"),
    Form(STATICS, "GROUP with no abilities ... (113.1: read after layer 6, 613.1f)",
         "Creatures with no abilities get +2/+2.", "Muraganda Petroglyphs"),
)
