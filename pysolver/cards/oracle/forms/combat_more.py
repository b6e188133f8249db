"""The rows of the forms table (the package's docstring says its slots) for goad's two requirements in words
(701.15b) and goad as an action (701.15a), counters in the group of a combat rule (122.1), more Lures (509.1c,
also under a condition), power compared with the object's own (208.1), "more lands than" a player (508.1c,
509.1b), "each of up to N target creatures" (115.1), "can't block or be blocked by" and "as long as it is attacking
alone" (509.1b)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, Form

FORMS: tuple[Form, ...] = (
    Form(COMBAT, "GROUP attack each combat if able and attack a player other than you if able (goaded by the "
         "rule's controller, 701.15b)", "When Kardur enters, until your next turn, creatures your opponents "
         "control attack each combat if able and attack a player other than you if able.", "Kardur, Doomscourge"),
    Form(COMBAT, "Creatures [you control / your opponents control] with COUNTER counters on them PREDICATES (at "
         "least one, 122.1)", "Creatures with bribery counters on them can't attack or block.",
         "Gwafa Hazid, Profiteer"),
    Form(COMBAT, "SUBJECT PREDICATES and all creatures able to block it do so (509.1c: it, the subject)",
         "As long as enchanted creature is green, it gets +1/+1 and all creatures able to block it do so.",
         "Gift of the Deity"),
    Form(COMBAT, "All creatures able to block equipped creature do so.", "All creatures able to block equipped "
         "creature do so.", "Nemesis Mask"),
    Form(COMBAT, "Creatures with power greater than ~'s power can't block it.", "Creatures with power greater than "
         "this creature's power can't block it.", "Silumgar Assassin"),
    Form(COMBAT, "~ can't block creatures with power greater than ~'s power.", "This creature can't block creatures "
         "with power greater than this creature's power.", "Spitfire Handler"),
    Form(COMBAT, "~ can't attack / block unless you control more lands than defending / attacking player",
         "This creature can't attack unless you control more lands than defending player.", "Monstrous Hound"),
    Form(COMBAT, "~ deals N damage to each of up to N target creatures. Those creatures PREDICATES DURATION (115.1)",
         "Sparkmage's Gambit deals 1 damage to each of up to two target creatures. Those creatures can't block this "
         "turn.", "Sparkmage's Gambit"),
    Form(COMBAT, "[ability word —] As long as CONDITION, all creatures able to block ~ / enchanted creature do so. "
         "(509.1c, 604.1)", "Threshold — As long as there are seven or more cards in your graveyard, all creatures "
         "able to block this creature do so.", "Stone-Tongue Basilisk"),
    Form(COMBAT, "Goad TARGET. (701.15a: the effect's only sentence with a duration; goaded until the goading player's "
         "next turn)", "{3}, {T}: Goad target creature.", "Laser Screwdriver"),
    Form(COMBAT, "ACTION on TARGET. Goad it / that creature. (608.2c: the action's target; the action's result the "
         "board's)", "When this creature enters, tap target creature an opponent controls. Goad it.", "Oceanus Dragon"),
    Form(COMBAT, "ACTION on TARGET and goad it.", "Whenever another nontoken creature you control dies, put a +1/+1 "
         "counter on target creature and goad it.", "Bhaal, Lord of Murder"),
    Form(COMBAT, "You may goad TARGET. (608.2d: the board lists the effect only if its controller did)", "Whenever "
         "this creature attacks, you may goad target creature defending player controls.", "Coveted Peacock"),
    Form(COMBAT, "TARGET attacks or blocks DURATION if able (508.1d, 509.1c)", "Target creature attacks or blocks "
         "this turn if able.", "Hustle // Bustle"),
    Form(COMBAT, "SUBJECT can't block or be blocked by FILTER (509.1b: both restrictions, one filter)", "This creature "
         "can't block or be blocked by creatures with power 2 or greater.", "Sneaky Homunculus"),
    Form(COMBAT, "As long as ~ / enchanted / equipped creature is attacking alone, it can't be blocked. (509.1b)",
         "As long as enchanted creature is attacking alone, it can't be blocked.", "Security Bypass"),
)
