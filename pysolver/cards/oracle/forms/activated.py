"""The rows of the forms table (the package's docstring says its slots) for
activated and triggered abilities, modes and chapters (602, 603, 700.2, 714)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import ACTIVATED, ONE_SHOT, Form

FORMS: tuple[Form, ...] = (
    Form(ACTIVATED, "COST: effect", "{2}{G}: Wolfsbane gets +2/+2 until end of turn. Activate only once each turn.",
         "Wolfsbane, Highland Hero"),
    Form(ACTIVATED, "[loyalty]: effect", "[−2]: Gain control of target artifact.", "Dack Fayden"),
    Form(ACTIVATED, "... Activate only as a sorcery.", "{3}, {T}: Target creature can't block this turn. Activate "
         "only as a sorcery.", "Sandstorm Verge"),
    Form(ACTIVATED, "... Any player may activate this ability.", "{1}: This creature gets +1/+1 until end of turn. "
         "Any player may activate this ability.", "Flailing Manticore"),
    Form(ACTIVATED, "Sacrifice a GROUP: effect", "Sacrifice a Bat: "
         "Regenerate this creature.", "Skeletal Vampire"),
    Form(ACTIVATED, "Sacrifice ~: effect", "Sacrifice this artifact: Regenerate target artifact.", "Welding Jar"),
    Form(ACTIVATED, "Discard a card: effect", "Discard a card: Regenerate this creature.", "Earsplitting Rats"),
    Form(ACTIVATED, "Discard ~: effect", "{1}{B}, Discard this card: Target creature gets -2/-2 until end of turn.",
         "Harvester of Misery"),
    Form(ACTIVATED, "Pay N life: effect", "Pay 1 life: Regenerate this creature.", "Mischievous Poltergeist"),
    Form(ACTIVATED, "When/Whenever ~ enters, effect", "When Zog enters, target creature can't block this turn.",
         "Zog, Triceraton Castaway"),
    Form(ACTIVATED, "When/Whenever ~ attacks / blocks / attacks or blocks, effect", "Whenever this creature attacks "
         "or blocks, other Humans you control get +1/+1 until end of turn.", "Hamlet Captain"),
    Form(ACTIVATED, "Whenever ~ attacks, it ...", "Whenever this creature attacks, it gets +0/+2 until end of turn.",
         "Joven's Ferrets"),
    Form(ACTIVATED, "When ~ blocks, it ...", "When this creature blocks, it loses defender.", "Elder Land Wurm"),
    Form(ACTIVATED, "Whenever ~ blocks or becomes blocked, effect", "Whenever Karn blocks or becomes blocked, it "
         "gets -4/+4 until end of turn.", "Karn, Silver Golem"),
    Form(ACTIVATED, "Whenever ~ deals combat damage to a player, effect", "Whenever this creature deals combat "
         "damage to a player, it gets +1/+1 until end of turn.", ""),
    Form(ACTIVATED, "Whenever a GROUP enters, effect", "Whenever an artifact enters, this creature gets +4/+4 until "
         "end of turn.", "Vermiculos"),
    Form(ACTIVATED, "ABILITY WORD — Whenever ..., effect", "Landfall — Whenever a land you control enters, Choco "
         "gets +1/+0 until end of turn.", "Choco, Seeker of Paradise"),
    Form(ACTIVATED, "Whenever you cast a [adjectives] spell, effect", "Whenever you cast a red spell, target "
         "creature can't block this turn.", "Goblin Battle Jester"),
    Form(ACTIVATED, "At the beginning of your upkeep / combat on your turn / the end step ..., effect",
         "At the beginning of combat on your turn, target Spider you control gets +2/+2 until end of turn.",
         "Ezekiel Sims, Spider-Totem"),
    Form(ACTIVATED, "• effect (a mode)", "• Untap that land.", "Tiller Engine"),
    Form(ACTIVATED, "I, II, III — effect (a Saga's chapter)", "III — Knights you control get +2/+1 until end of "
         "turn.", "History of Benalia"),
    Form(ACTIVATED, "... Activate no more than twice / N times each turn.", "{B}: This creature gets +1/+0 until "
         "end of turn. Activate no more than twice each turn.", "Pit Imp"),
    Form(ACTIVATED, "Pay {E}: effect", "Pay {E}: This creature gets +1/+1 until end of turn.", "Aetherwind Basker"),
    Form(ACTIVATED, "Remove N COUNTER counter(s) from ~: effect", "{1}, Remove a +1/+1 counter from this creature: "
         "Regenerate this creature.", "Golgari Grave-Troll"),
    Form(ACTIVATED, "Tap N untapped GROUP you control: effect", "Tap an untapped creature you control: This "
         "creature gets +1/+1 until end of turn.", "Bramblesnap"),
    Form(ACTIVATED, "Sacrifice N GROUP: effect", "Sacrifice three lands: This creature loses defender until end of "
         "turn.", "Torpid Moloch"),
    Form(ACTIVATED, "Exile ~ from your graveyard: effect", "{4}{U}{U}, Exile this card from your graveyard: "
         "Creatures you control gain flying until end of turn.", "Nephalia Moondrakes"),
    Form(ACTIVATED, "When/Whenever ~ is turned face up / becomes tapped / is dealt damage / leaves the battlefield, "
         "effect", "When this creature is turned face up, untap it.", "Liege of the Axe"),
    Form(ACTIVATED, "Whenever ~ enters or attacks, effect", "Whenever Syr Vondam enters or attacks, other creatures "
         "you control get +1/+0 and gain deathtouch until end of turn.", "Syr Vondam, the Lucent"),
    Form(ACTIVATED, "Whenever ~ blocks a creature [with KEYWORD] / becomes blocked by a creature, effect",
         "Whenever this creature blocks a creature with flying, this creature gets +0/+2 until end of turn.",
         "Woolly Spider"),
    Form(ACTIVATED, "Whenever you attack / gain life / cycle ~ / cast ~, effect", "Whenever you gain life, this "
         "creature gets +1/+1 until end of turn.", "Malakir Familiar"),
    Form(ACTIVATED, "Whenever a GROUP [you control / an opponent controls] attacks / dies / blocks, effect",
         "Whenever a creature dies, this creature gets +2/+2 until end of turn.", "Gristle Grinner"),
    Form(ACTIVATED, "Whenever ~ or another GROUP [you control] enters, effect", "Whenever this creature or another "
         "creature you control enters, target creature gets +2/+0 until end of turn.", "Fallaji Vanguard"),
    # 603.2, 608.2c: "that creature" is the object whose entering triggered it (the effect's one `targets`)
    Form(ACTIVATED, "Whenever ~ or another GROUP [you control] enters, that CARDTYPE ...", "Whenever this creature or "
         "another creature you control enters, that creature gets +2/+2 until end of turn.", "Ambuscade Shaman"),
    Form(ACTIVATED, "Whenever you cast or copy a [adjectives] spell, effect", "Magecraft — Whenever you cast or copy "
         "an instant or sorcery spell, Veyran gets +1/+1 until end of turn.", "Veyran, Voice of Duality"),
    Form(ACTIVATED, "Whenever equipped/enchanted creature attacks / blocks / deals combat damage to a player, "
         "effect", "Whenever equipped creature attacks, it gains deathtouch until end of turn.", "Reaper's Talisman"),
    Form(ACTIVATED, "Whenever ~ and at least N other creatures attack, effect", "Battalion — Whenever this creature "
         "and at least two other creatures attack, this creature gets +2/+2 until end of turn.", "Boros Elite"),
    Form(ACTIVATED, "COST: effect, with COST also: sacrifice another GROUP [or noun], discard a card at random / "
         "a TYPE card, return ~ / a GROUP you control to its owner's hand, remove a counter from ~, exile N cards "
         "from your graveyard, tap enchanted creature", "Sacrifice another creature: Yahenni gains indestructible "
         "until end of turn.", "Yahenni, Undying Partisan"),
    # 207.2d: a flavor word before a cost, a trigger or a mode's effect (before a static ability, only a flavor word
    # checked on its cards: words.FLAVOR_WORDS)
    Form(ACTIVATED, "FLAVOR WORD — COST: effect", "Cunning Action — {3}{U}: This creature can't be blocked this "
         "turn.", "Guild Thief"),
    Form(ACTIVATED, "FLAVOR WORD — TRIGGER, effect", "Acid Breath — When this creature enters, target creature an "
         "opponent controls gets -3/-3 until end of turn.", "Black Dragon"),
    Form(ACTIVATED, "CHECKED FLAVOR WORD — static ability", "Devastating Charge — Other creatures you control have "
         "trample.", "Bloodcrusher of Khorne"),
    Form(ACTIVATED, "• FLAVOR WORD — effect (a mode)", "• Charge Them — Creatures you control get +2/+0 "
         "until end of turn.", "You See a Pair of Goblins"),
    # 115.1, 603.2, 603.1: what a target or the creature of a trigger has, becoming the target of a spell or ability
    Form(ONE_SHOT, "target ... with KEYWORD (the words restrict the choice)", "{T}: Target creature with flying gets "
         "-1/-1 until end of turn.", "Skyshroud Archer"),
    Form(ACTIVATED, "Whenever a GROUP with KEYWORD attacks / blocks / enters, it ...", "Whenever a creature you "
         "control with flying enters, it gains haste until end of turn.", "Dragon Tempest"),
    Form(ACTIVATED, "Whenever ~ / a GROUP becomes the target of a SPELL [or ability] [you control] [for the first "
         "time each turn], ...", "Whenever this creature becomes the target of a spell or ability, it gets +0/+3 until "
         "end of turn.", "Task Force"),
    # 603.7: a delayed triggered ability an effect creates, its effect an action the board states
    Form(ONE_SHOT, "... When that CARDTYPE dies / leaves the battlefield this turn, ACTION / create TOKEN / "
         "sacrifice ~ / destroy ~.", "Target creature gets +1/+0 until end of turn. When that creature dies this "
         "turn, create a 3/2 red and white Spirit creature token.", "Make Your Mark"),
    Form(ONE_SHOT, "... When that CARDTYPE leaves the battlefield this turn, sacrifice ~.", "{T}: Target creature gets "
         "+2/+2 until end of turn. When that creature leaves the battlefield this turn, sacrifice this creature. "
         "Activate only during combat.", "Kjeldoran Elite Guard"),
    Form(ONE_SHOT, "... When that CARDTYPE dies this turn, ACTION.", "Target creature gets +2/+2 until end of turn. "
         "When that creature dies this turn, draw a card.", ""),
    # 608.2c: an action under a condition checked as the effect resolves; a spell of one of three kinds
    Form(ONE_SHOT, "... If you control a GROUP [or GROUP], ACTION / create TOKEN.", "Target creature gets -1/-1 until "
         "end of turn. If you control a Faerie, draw a card.", "Peppersmoke"),
    Form(ONE_SHOT, "... If you control a GROUP, create TOKEN.", "Target creature gets +2/+2 until end of turn. If you "
         "control an Equipment, create a 1/1 white Human Soldier creature token.", "Strength of Arms"),
    Form(ACTIVATED, "Whenever you cast a TYPE, TYPE, or TYPE spell, ...", "Whenever you cast an instant, sorcery, or "
         "Wizard spell, this creature gets +2/+0 until end of turn.", "Umara Mystic"),
    # 608.2c: "they" after an action on targets or a group, as "those creatures"
    Form(ONE_SHOT, "Untap TARGETS / all GROUP. They [each] ...", "Untap up to two target creatures. They each get "
         "+2/+2 until end of turn.", "Join Forces"),
)
