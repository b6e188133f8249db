"""The rows of the forms table (the package's docstring says its slots) for the requirements naming whom to block or
attack: Lures of some blockers or of either of two objects (509.1c), "attacks a player" and "attack enchanted
creature's controller" each combat if able, "attacks target opponent" (508.1d), the creatures the active player
controls (102.1), and "must be blocked each combat DURATION if able" (509.1c)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, Form

FORMS: tuple[Form, ...] = (
    Form(COMBAT, "All TYPES / creatures with KEYWORD able to block ~ / enchanted creature do so. (509.1c: only the "
         "creatures of the filter)", "All Walls able to block this creature do so.", "Marble Priest"),
    Form(COMBAT, "All creatures with KEYWORD able to block ~ do so.", "All creatures with flying able to block this "
         "creature do so.", "Talruum Piper"),
    Form(COMBAT, "All creatures able to block ~ or enchanted creature do so. (509.1c: blocking either obeys it)",
         "All creatures able to block this creature or enchanted creature do so.", "Noble Quarry"),
    Form(COMBAT, "GROUP attack enchanted creature's controller each combat if able (508.1d, 303.4: a static "
         "ability's)", "All creatures attack enchanted creature's controller each combat if able.", "Public Enemy"),
    Form(COMBAT, "SUBJECT attacks a player each combat if able (508.1d: not a planeswalker or battle)",
         "[+1]: Until your next turn, up to one target creature attacks a player each combat if able.",
         "Nahiri, the Unforgiving"),
    Form(COMBAT, "Creatures the active player controls PREDICATES this turn (102.1: a resolved effect of this turn)",
         "Creatures the active player controls attack this turn if able.", "Siren's Call"),
    Form(COMBAT, "Creatures enchanted player controls PREDICATES (303.4a: the player an Aura's static ability is "
         "attached to)", "Creatures enchanted player controls attack each combat if able.",
         "Curse of the Nightly Hunt"),
    Form(COMBAT, "Target creature attacks target opponent / player DURATION if able (508.1d: the effect's two targets)",
         "{U}, {T}: Target creature attacks target opponent this turn if able.", "Dulcet Sirens"),
    Form(COMBAT, "Each opponent must attack you or a planeswalker you control with at least one creature each combat "
         "if able. (508.1d: one requirement on the whole declaration)", "Each opponent must attack you or a "
         "planeswalker you control with at least one creature each combat if able.", "Trove of Temptation"),
    Form(COMBAT, "Creatures of the chosen color [FILTER] PREDICATES (105.1: its source's chosen colour)",
         "Creatures of the chosen color without flying can't attack you.", "Teferi's Moat"),
    Form(COMBAT, "If a creature you control attacks, ~ also attacks if able. (508.1d: once a creature attacks)",
         "If a creature you control attacks, this creature also attacks if able.", "Ekundu Cyclops"),
    Form(COMBAT, "If a creature an opponent controls attacks, all creatures that opponent controls attack if able.",
         "If a creature an opponent controls attacks, all creatures that opponent controls attack if able.",
         "War's Toll"),
    Form(COMBAT, "Up to one target creature attacks or blocks this combat if able and up to one target creature "
         "can't attack or block this combat (115.1: the first target, then the second; both given)",
         "At the beginning of each combat, up to one target creature attacks or blocks this combat if able and up to "
         "one target creature can't attack or block this combat.", "Boros Battleshaper"),
    Form(COMBAT, "During target opponent's next turn, creatures that player controls attack ~ if able. (508.1d: only "
         "by attacking the effect's source)", "[+2]: During target opponent's next turn, creatures that player "
         "controls attack Gideon Jura if able.", "Gideon Jura"),
    Form(COMBAT, "~ must be blocked each combat DURATION if able (509.1c: a resolved effect's)",
         "{3}{R}{R}{G}{G}: Anzrag must be blocked each combat this turn if able.", "Anzrag, the Quake-Mole"),
)
