"""The rows of the forms table (the package's docstring says its slots) for the "becomes" family: an
object set to be something whole (205.1a-b, 613.1d-f, 613.4b) and the activated abilities that make
their object so (611.2a)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, ONE_SHOT, STATICS, Form

FORMS: tuple[Form, ...] = (
    Form(STATICS, "SUBJECT loses all abilities and is a COLOR TYPE creature with base power and toughness N/N named "
         "NAME (201.2, 612.8: the name as printed, layer 3)", "Enchanted creature loses all abilities and is a green "
         "and white Citizen creature with base power and toughness 1/1 named Legitimate Businessperson.",
         "Witness Protection"),
    Form(STATICS, "SUBJECT has KEYWORDS, loses all other abilities, and is a COLOR TYPE in addition to its other "
         "colors and types", "Enchanted creature has base power and toughness 0/4, has defender, loses all other "
         "abilities, and is a blue Wall in addition to its other colors and types.", "Deep Freeze"),
    Form(STATICS, "SUBJECT is a COLOR TYPE with \"{T}: Add {C}\" and loses all other card types and abilities",
         "Enchanted permanent is a colorless land with \"{T}: Add {C}\" and loses all other card types and "
         "abilities.", "Imprisoned in the Moon"),
    Form(STATICS, "SUBJECT predicates. It predicates.", "Enchanted creature is a Citizen with base power and toughness "
         "1/1. It has defender and loses all other abilities.", "Spider-Man No More"),
    Form(STATICS, "SUBJECT are N/N [COLOR] [TYPES] creatures that are still lands", "Forests you control are 1/1 "
         "green Elf creatures that are still lands.", "Ambush Commander"),
    # 205.1b: a static making its subject a creature still of its old card type, in one sentence or two
    Form(STATICS, "SUBJECT is a N/N [COLOR] [TYPES] creature [with KEYWORDS]. It's still a TYPE.", "Enchanted land is "
         "a 2/2 blue Elemental creature with flying. It's still a land.", "Wind Zendikon"),
    Form(STATICS, "SUBJECT is a N/N [COLOR] [TYPES] creature [with KEYWORDS] that's still a TYPE",
         "Enchanted land is a 5/6 green Treefolk creature that's still a land.", "Living Terrain"),
    Form(STATICS, "During your turn, ~ is a N/N [TYPES] creature [with KEYWORDS] that's still a planeswalker",
         "During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with indestructible that's still a "
         "planeswalker.", "Gideon Blackblade"),
    Form(ONE_SHOT, "... become N/N creatures that are still lands", "\u2022 Until end of turn, lands you control "
         "become 2/2 creatures that are still lands.", "Rude Awakening"),
    Form(STATICS, "~ is all colors.", "Sphinx of the Guildpact is all colors.", "Sphinx of the Guildpact"),
    Form(ONE_SHOT, "Target TYPE or TYPE loses all abilities and becomes ...", "[+1]: Target artifact or creature loses "
         "all abilities and becomes a green Elk creature with base power and toughness 3/3.", "Oko, Thief of Crowns"),
    Form(ONE_SHOT, "GROUP become N/N TYPES DURATION. They're still TYPES.", "All lands become 2/2 creatures until end "
         "of turn. They're still lands.", "Natural Affinity"),
    Form(ONE_SHOT, "One or more target TYPES become COLOR DURATION", "One or more target creatures become white until "
         "end of turn.", "Heaven's Gate"),
    Form(ACTIVATED, "... becomes a TYPE in addition to its other creature types", "{4}{G}{G}: Until end of turn, each "
         "Elf creature you control has base power and toughness 5/5 and becomes a Dinosaur in addition to its other "
         "creature types.", "Allosaurus Shepherd"),
    Form(ACTIVATED, "When ~ enters, it becomes an Aura with enchant creature. Manifest the top card of your library "
         "and attach ~ to it.", "When this enchantment enters, it becomes an Aura with enchant creature. Manifest the "
         "top card of your library and attach this enchantment to it.", "Lightform"),
    Form(ACTIVATED, "COST: ~ becomes a TYPE TYPE with base power and toughness N/N", "{R/W}: This creature becomes a "
         "Kithkin Spirit with base power and toughness 2/2.", "Figure of Destiny"),
    Form(ACTIVATED, "COST: If ~ is a TYPE, it becomes ... with base power and toughness N/N, KEYWORDS",
         "{R/W}{R/W}{R/W}{R/W}{R/W}{R/W}: If this creature is a Warrior, it becomes a Kithkin Spirit Warrior Avatar "
         "with base power and toughness 8/8, flying, and first strike.", "Figure of Destiny"),
    Form(ACTIVATED, "COST: ~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to "
         "TARGET. You may pay {M} to end this effect.", "{1}{U}{U}, {T}: This creature loses this ability and becomes "
         "an Aura enchantment with enchant creature. Attach it to target creature. You may pay {U} to end this "
         "effect.", "Dominating Licid"),
    # 205.1b: one object's "that's still a land"; "It's still a land." after a quoted ability
    Form(ONE_SHOT, "TARGET becomes a N/N [COLOR] [TYPES] creature [with ...] that's still a land", "Until end of turn, "
         "target land becomes a 3/3 creature that's still a land.", "Animate Land"),
    Form(ACTIVATED, "COST: Until end of turn, ~ becomes ... with \"...\" It's still a land.", "{2}{R}{G}: Until end of "
         "turn, this land becomes a 3/3 red and green Elemental creature with \"Whenever this creature attacks, put a "
         "+1/+1 counter on it.\" It's still a land.", "Raging Ravine"),
    # 205.1b: "an artifact creature" keeps every old type; 208.3: a Vehicle has its printed power and toughness
    Form(ONE_SHOT, "SUBJECT becomes an artifact creature DURATION", "When this Vehicle enters, it becomes an artifact "
         "creature until end of turn.", "Fleetwheel Cruiser"),
    # 702.122a: an activated ability whose effect makes its Vehicle an artifact creature until end of turn
    Form(ACTIVATED, "Crew N", "Crew 2 (Tap any number of creatures you control with total power 2 or more: This "
         "Vehicle becomes an artifact creature until end of turn.)", "Fleetwheel Cruiser"),
    Form(ACTIVATED, "Crew N. Activate only once each turn.", "Crew 1. Activate only once each turn.",
         "Luxurious Locomotive"),
    # 702.122a, 613.1f: the crew ability granted, the ability the line "crew N" is
    Form(STATICS, "GROUP have crew N", "Vehicles you control have crew 1.", "Astor, Bearer of Blades"),
    # 301.7, 208.3: an attached Vehicle made a creature, with its printed power and toughness
    Form(STATICS, "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.",
         "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.",
         "Aerial Modification"),
    # 611.2a: a keyword's label before an activated ability on its own object with no duration
    Form(ACTIVATED, "LABEL \u2014 COST: ~ becomes ... . Put N COUNTER counter(s) on it.", "Exhaust \u2014 {4}: This "
         "Vehicle becomes an artifact creature. Put a +1/+1 counter on it.", "Rangers' Refueler"),
    # 702.122d: whenever a crew ability of it resolves
    Form(ACTIVATED, "Whenever ~ becomes crewed, ...", "Whenever this Vehicle becomes crewed, up to one other target "
         "Vehicle you control becomes an artifact creature until end of turn.", "Mobilizer Mech"),
    # 107.3a, 613.4b: X of a resolved effect is the value chosen for it (the effect's `x`)
    Form(ONE_SHOT, "... becomes an X/X TYPES / has base power and toughness X/X DURATION (X of a resolved effect: the "
         "effect's x)", "{X}: This artifact becomes an X/X Construct artifact creature until end of turn.",
         "Chimeric Staff"),
)
