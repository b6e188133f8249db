"""The rows of the forms table (the package's docstring says its slots) for
conditions, counts and characteristic-defining abilities (604.3, 613.4a)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, CONDITIONS, Form

FORMS: tuple[Form, ...] = (
    Form(CONDITIONS, "... as long as you control N or more GROUP", "This creature gets +10/+10 as long as you "
         "control ten or more lands.", "Crash of Rhino Beetles"),
    Form(CONDITIONS, "... as long as you control a GROUP", "This creature gets +1/+0 as long as you control an "
         "artifact.", "Gearsmith Prodigy"),
    Form(CONDITIONS, "As long as you control ..., SUBJECT ...", "As long as you control a token, this creature "
         "gets +2/+0.", "Briarbridge Tracker"),
    Form(CONDITIONS, "... as long as it has a +1/+1 counter on it", "This creature has flying as long as it has a "
         "+1/+1 counter on it.", "Lightwalker"),
    Form(CONDITIONS, "ABILITY WORD — ...", "Metalcraft — This creature gets +1/+0 as long as you control three "
         "or more artifacts.", "Vedalken Infiltrator"),
    Form(CONDITIONS, "... +N/+N for each GROUP", "Akiri gets +1/+0 for each artifact you control.",
         "Akiri, Line-Slinger"),
    Form(CONDITIONS, "... -X/-0, where X is the number of GROUP", "All creatures get -X/-0, where X is the number "
         "of cards in your hand.", "Meishin, the Mind Cage"),
    Form(CONDITIONS, "GROUP in your hand", "This creature gets -1/-1 for each card in your hand.",
         "Geralf's Masterpiece"),
    Form(CONDITIONS, "~'s power and toughness are each equal to the number of GROUP", "Lumra's power and "
         "toughness are each equal to the number of lands you control.", "Lumra, Bellow of the Woods"),
    Form(CONDITIONS, "~'s power is equal to the number of GROUP", "Necrogoyf's power is equal to the number of "
         "creature cards in all graveyards.", "Necrogoyf"),
    Form(CONDITIONS, "~'s toughness is equal to the number of GROUP", "Treefolk Seedlings's toughness is equal "
         "to the number of Forests you control.", "Treefolk Seedlings"),
    Form(CONDITIONS, "As long as it's your turn, SUBJECT ...", "As long as it's your turn, this creature has first "
         "strike.", "Faithful Pikemaster"),
    Form(CONDITIONS, "During your turn, SUBJECT ...", "During your turn, Radha has first strike.",
         "Radha, Heart of Keld"),
    Form(CONDITIONS, "SUBJECT ... during your turn", "This creature has first strike during your turn.",
         "Razorkin Needlehead"),
    Form(CONDITIONS, "... as long as there are N or more GROUP", "This creature gets +2/+2 as long as there are "
         "three or more land cards in your graveyard.", "Elvish Reclaimer"),
    Form(CONDITIONS, "As long as enchanted/equipped noun is COLOR / a TYPE, it ...", "As long as enchanted "
         "creature is black, it gets +2/+1.", "Edge of the Divinity"),
    Form(CONDITIONS, "... as long as it's tapped/untapped", "This creature gets +0/+3 as long as it's untapped.",
         "Giant Tortoise"),
    Form(CONDITIONS, "... as long as there are N or more card types among cards in your graveyard", "Delirium — "
         "This creature gets +2/+2 as long as there are four or more card types among cards in your graveyard.",
         "Grim Flayer"),
    Form(CONDITIONS, "... as long as an opponent controls a GROUP", "This creature gets +1/+2 as long as an "
         "opponent controls a nonbasic land.", "Skyshroud Elite"),
    Form(CONDITIONS, "as long as ~ is equipped / enchanted, ... (an Equipment / Aura attached to it; combat too)",
         "As long as this creature is equipped, it has double strike.", "Kor Duelist"),
    Form(CONDITIONS, "... gets +N/+M for each GROUP (608.2h: the count times N and M)", "This creature gets +2/+0 "
         "for each Equipment attached to it.", "Goblin Gaveleer"),
    Form(CONDITIONS, "... as long as you have N or more / N or less life (119, the scenario's `life`)", "Fateful "
         "hour — As long as you have 5 or less life, other creatures you control get +2/+2.", "Thraben Doomsayer"),
    Form(CONDITIONS, "... as long as you've drawn N or more cards this turn (121.1, the scenario's `drawn_this_turn`; "
         "combat too)", "This creature gets +2/+0 as long as you've drawn two or more cards this turn.", "Eyekite"),
    Form(CONDITIONS, "... as long as you gained life this turn (119.3, the scenario's `gained_life_this_turn`; combat "
         "too)", "Infusion — Creatures you control get +1/+0 and have trample as long as you gained life this turn.",
         "Thornfist Striker"),
    Form(CONDITIONS, "... as long as you've cast a KIND spell / N or more KIND spells this turn (601.2, the scenario's "
         "`spells_cast_this_turn`; KIND: none, a card type, noncreature, instant or sorcery, historic; combat too)",
         "This creature gets +2/+0 as long as you've cast two or more spells this turn.", "Brightspear Zealot"),
    Form(COMBAT, "~ can't attack unless you've cast a KIND spell this turn (508.1c, 601.2)", "This creature can't "
         "attack unless you've cast a creature spell this turn.", "Goblin Cohort"),
    Form(COMBAT, "~ can't be blocked if you've cast a KIND spell / N or more spells this turn (509.1b, 700.6)",
         "This creature can't be blocked if you've cast a historic spell this turn.", "Relic Runner"),
    Form(CONDITIONS, "... as long as it entered this turn (400.7, the object's `entered_this_turn`; combat too)",
         "This creature has hexproof as long as it entered this turn.", "Drownyard Behemoth"),
    Form(CONDITIONS, "... as long as you control a PLANESWALKER-TYPE planeswalker (205.3j; combat too)", "This "
         "creature gets +2/+2 as long as you control a Garruk planeswalker.", "Predatory Wurm"),
    Form(CONDITIONS, "... as long as you control at least N [other] GROUP (N or more; \"other\": not itself)",
         "Svyelun has indestructible as long as you control at least two other Merfolk.", "Svyelun of Sea and Sky"),
    Form(CONDITIONS, "... as long as you control a GROUP with a counter on it (122.1: of any kind)", "As long as you "
         "control a creature with a counter on it, this creature gets +1/+2.", "Formation Breaker"),
    Form(CONDITIONS, "... a GROUP with N or more KIND counters on it (122.1)", "This creature gets +3/+3 as long as "
         "you control a creature with three or more level counters on it.", "Champion's Drake"),
    Form(CONDITIONS, "SUBJECT also ... as long as ... (613: added to the card's other abilities' effects)",
         "Creatures you control also get +1/+0 and have trample as long as you control six or more creatures.",
         "Jetmir, Nexus of Revels"),
)
