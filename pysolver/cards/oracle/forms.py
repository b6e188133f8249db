"""The forms of Oracle text the grammar (oracle.lark) reads, for people: a table kept beside the
grammar, one row per form, grouped by class, each with a real line the compiler accepts and its card
("" for a line of our own, where no card prints the form in words the grammar reads whole). It is what
`mtgsolve abilities` lists. tests/test_oracle_forms.py compiles every example (each must be
accepted) and checks that the examples together use every production of the grammar, so the table
cannot go stale: a new production needs a row here.

In a form, a word in capitals is a slot: QUALITY (colours, types, "everything", "all colors"), GROUP
("[all|each] [other] [adjectives] noun [you control | your opponents control | you own] [in your
graveyard ...] [with a +1/+1 counter on it]"), N (a number or a number word), KEYWORDS ("flying and
first strike"), TYPE, COLOR, SUBJECT (~, "enchanted creature", "equipped creature" or a GROUP),
TARGET ("[another | up to N] target [adjectives] noun [you control] [with power N or less]"),
DURATION ("until end of turn", "this turn"), COST (mana, loyalty, {T}, sacrifice, discard, pay N life),
FILTER (the creatures a combat rule selects: "creatures with power N or less", "creatures with greater
power", "creatures with KEYWORD [or KEYWORD]", "[adjectives] creatures", a noun such as "Walls");
~ is the card's own name (or "this creature").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Form:
    """One form of the grammar: its class, its words with slots, an example line and its card."""

    group: str
    form: str
    example: str
    card: str


KEYWORDS = "Keyword abilities (702)"
STATICS = "Static abilities: continuous effects (604, 613)"
CONDITIONS = "Conditions, counts and characteristic-defining abilities (604.3, 613.4a)"
ONE_SHOT = "One-shot effects of spells and abilities (611.2)"
ACTIVATED = "Activated and triggered abilities, modes, chapters (602, 603, 700.2, 714)"
COMBAT = "Combat: restrictions, requirements, costs (506-509)"
REPLACE = "Replacement and prevention effects (614, 615)"
MANA = "Mana abilities (605)"
GROUPS = (KEYWORDS, STATICS, CONDITIONS, ONE_SHOT, ACTIVATED, COMBAT, REPLACE, MANA)

FORMS: tuple[Form, ...] = (
    # --- keywords
    Form(KEYWORDS, "KEYWORD (flying, reach, menace, haste, changeling, devoid, first strike ...)", "Flash",
         "A-Cosmos Charger"),
    Form(KEYWORDS, "protection from QUALITY [and from QUALITY]", "Protection from Elk", "The Multifaceted Phyrexian"),
    Form(KEYWORDS, "protection from everything", "Protection from everything", "Hexdrinker"),
    Form(KEYWORDS, "protection from all colors / each color", "protection from each color", "Iridescent Angel"),
    Form(KEYWORDS, "[adjectives] LANDTYPEwalk", "Swampwalk", "Stalker Hag"),
    Form(KEYWORDS, "enchant [adjectives] noun", "Enchant land", "A-Find the Path"),
    Form(KEYWORDS, "equip {N}", "Equip {0}", "Lightning Greaves"),
    # --- statics
    Form(STATICS, "SUBJECT get(s) +N/+N", "All Goblins get +1/+1.", "Dralnu's Crusade"),
    Form(STATICS, "GROUP you control ...", "Boars you control get +1/+1.", "Porcine Portent"),
    Form(STATICS, "GROUP your opponents control ...", "Creatures your opponents control get -1/-0.",
         "Azorius Skyguard"),
    Form(STATICS, "GROUP you own ...", "Creatures you own get +1/+1.", ""),
    Form(STATICS, "GROUP in your graveyard / in graveyards ...", "Creature cards in your graveyard have haste.",
         "Over My Dead Bodies"),
    Form(STATICS, "GROUP with a +1/+1 counter on it ...", "Each creature you control with a +1/+1 counter on it has "
         "flying.", "Abzan Falconer"),
    Form(STATICS, "SUBJECT has/have KEYWORDS", "All Rats have fear.", "Marrow-Gnawer"),
    Form(STATICS, "SUBJECT has/have \"{T}: Add {C}.\"",
         "Elves you control have \"{T}: Add {B}.\"", "A-Tyvar Kell"),
    Form(STATICS, "SUBJECT has/have \"{T}: Add one mana of any color.\"",
         "All Slivers have \"{T}: Add one mana of any color.\"", "Gemhide Sliver"),
    Form(STATICS, "SUBJECT has/have protection from the chosen color",
         "All Slivers have protection from the chosen color.", "Ward Sliver"),
    Form(STATICS, "SUBJECT lose(s) KEYWORDS", "All creatures lose flying.", "Gravity Sphere"),
    Form(STATICS, "SUBJECT lose(s) all abilities", "Cards in graveyards lose all abilities.", "Yixlid Jailer"),
    Form(STATICS, "SUBJECT is/are [a] TYPE in addition to its/their other types",
         "Birds are Cowards in addition to their other types.", "Crow Scarer"),
    Form(STATICS, "SUBJECT is/are [a] LANDTYPE", "Enchanted land is a Swamp.", "Contaminated Ground"),
    Form(STATICS, "SUBJECT is/are COLOR", "All creatures are black.", "Darkest Hour"),
    Form(STATICS, "SUBJECT is colorless", "Ghostfire is colorless.", "Ghostfire"),
    Form(STATICS, "SUBJECT is every creature type", "Equipped creature gets +1/+1 and is every creature type.",
         "Runed Stalactite"),
    Form(STATICS, "SUBJECT has/have base power and toughness N/N", "Other creatures have base power and "
         "toughness 1/1.", "Godhead of Awe"),
    Form(STATICS, "SUBJECT is/are [a] [COLOR] [subtypes] [card types] [with base power and toughness N/N]",
         "Enchanted creature is a Flagbearer.", "Coalition Flag"),
    Form(STATICS, "GROUP on the battlefield", "This creature gets +1/+1 for each Aura on the battlefield.",
         "Aura Gnarlid"),
    Form(STATICS, "You control enchanted ...", "You control enchanted land.", "Annex"),
    # --- conditions, counts, CDAs
    Form(CONDITIONS, "... as long as you control N or more GROUP", "This creature gets +10/+10 as long as you "
         "control ten or more lands.", "Crash of Rhino Beetles"),
    Form(CONDITIONS, "... as long as you control a GROUP", "This spell has flash as long as you control a Spirit.",
         "Supernatural Rescue"),
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
    # --- one-shot effects
    Form(ONE_SHOT, "TARGET gets +N/+N DURATION", "Target creature gets +3/+3 until end of turn.", "Giant Growth"),
    Form(ONE_SHOT, "TARGET can't block DURATION", "Target creature can't block this turn.", "Demonic Dread"),
    Form(ONE_SHOT, "up to N target ... each ...", "Up to two target creatures each get +2/+0 until end of turn.",
         "Nahiri's Stoneblades"),
    Form(ONE_SHOT, "another target ...", "{G}: Regenerate another target Elf.", "Ezuri, Renegade Leader"),
    Form(ONE_SHOT, "target ... with power N or less", "Gain control of target creature with power 2 or less.",
         "Connive"),
    Form(ONE_SHOT, "TARGET becomes COLOR DURATION and ...", "Target creature becomes red until end of turn and "
         "attacks this turn if able.", "Incite"),
    Form(ONE_SHOT, "TARGET becomes [a] [N/N] [COLOR] [types] [with base power and toughness N/N] [with all "
         "creature types] [with KEYWORDS] [in addition to its other types] DURATION",
         "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
         "Mutavault"),
    Form(ONE_SHOT, "... becomes ... with base power and toughness N/N", "[−1]: Target artifact becomes an artifact "
         "creature with base power and toughness 5/5.", "Tezzeret, Agent of Bolas"),
    Form(ONE_SHOT, "... becomes ... in addition to its other types", "{1}{U}{U}: Target permanent becomes an "
         "artifact in addition to its other types.", "Memnarchitect"),
    Form(ONE_SHOT, "... It's still a land.", "Target Mountain becomes a 3/1 creature. It's still a land.",
         "Siege of Towers"),
    Form(ONE_SHOT, "Until end of turn, SUBJECT ...", "{1}: Until end of turn, this creature loses defender and "
         "gains flying.", "Manor Gargoyle"),
    Form(ONE_SHOT, "SUBJECT get(s) ... until end of turn for each GROUP", "All creatures get -1/-1 until end of "
         "turn for each Swamp you control.", "Mutilate"),
    Form(ONE_SHOT, "... until end of turn, where X is the number of GROUP", "{3}: Charix gets +X/-X until end of "
         "turn, where X is the number of Islands you control.", "Charix, the Raging Isle"),
    Form(ONE_SHOT, "gain control of TARGET [DURATION]", "When Keiga dies, gain control of target creature.",
         "Keiga, the Tide Star"),
    Form(ONE_SHOT, "switch TARGET's power and toughness [DURATION]", "Switch target creature's power and "
         "toughness until end of turn.", "About Face"),
    Form(ONE_SHOT, "you may have ~ become ...", "Whenever another artifact you control enters, you may have this "
         "artifact become a 2/2 Bird artifact creature with flying until end of turn.", "Glint Hawk Idol"),
    Form(ONE_SHOT, "... Draw a card. / Draw N cards.", "Target creature gets +1/+1 until end of turn. Draw a card.",
         "Killian's Confidence"),
    Form(ONE_SHOT, "Draw N cards. ...", "Draw three cards. Creatures your opponents control get -3/-0 until end of "
         "turn.", "Bewildering Blizzard"),
    Form(ONE_SHOT, "... Scry N.", "Target creature gets +3/+2 until end of turn. Scry 1.", "Inordinate Rage"),
    Form(ONE_SHOT, "... Surveil N.", "Target creature gets +2/+2 until end of turn. Surveil 1.", ""),
    Form(ONE_SHOT, "... You gain N life.", "Target creature gets +2/+2 until end of turn. You gain 2 life.",
         "Moment of Triumph"),
    Form(ONE_SHOT, "... Tap that creature.", "Target creature gets -1/-1 until end of turn. Tap that creature.",
         "Stabbing Pain"),
    Form(ONE_SHOT, "Untap that CARDTYPE / it.", "Whenever this creature becomes blocked, untap it.",
         "Silkenfist Fighter"),
    # --- activated and triggered
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
    # --- combat
    Form(COMBAT, "SUBJECT can't attack", "Enchanted creature can't attack.", "Calming Licid"),
    Form(COMBAT, "SUBJECT can't block", "Ozox can't block.", "Ozox, the Clattering King"),
    Form(COMBAT, "SUBJECT can't attack or block", "This creature can't attack or block.", "Vigean Hydropon"),
    Form(COMBAT, "SUBJECT can't attack alone", "This creature can't attack alone.", "Bonded Construct"),
    Form(COMBAT, "SUBJECT can't block alone", "This creature can't block alone.", "Craven Hulk"),
    Form(COMBAT, "SUBJECT can't attack or block alone", "This creature can't attack or block alone.",
         "Bonded Horncrest"),
    Form(COMBAT, "SUBJECT can't be blocked", "Sygg can't be blocked.", "Sygg, Wanderwine Wisdom"),
    Form(COMBAT, "~ can't be blocked by QUALITY", "This creature can't be blocked by Walls.", "Bog Rats"),
    Form(COMBAT, "SUBJECT attacks each combat if able", "Ares attacks each combat if able.", "Ares, God of War"),
    Form(COMBAT, "SUBJECT blocks each combat if able", "This creature blocks each combat if able.",
         "Razorgrass Screen"),
    Form(COMBAT, "SUBJECT can block an additional creature each combat", "This creature can block an additional "
         "creature each combat.", "Foriysian Brigade"),
    Form(COMBAT, "SUBJECT can block any number of creatures", "Noble Ox can block any number of creatures.",
         "Noble Ox"),
    Form(COMBAT, "SUBJECT can block only creatures with flying", "This creature can block only creatures with "
         "flying.", "Ascending Aven"),
    Form(COMBAT, "SUBJECT must be blocked if able", "Jurin must be blocked if able.", "Jurin, Leading the Charge"),
    Form(COMBAT, "All creatures able to block SUBJECT do so.", "All creatures able to block this creature do so.",
         "Breaker of Armies"),
    Form(COMBAT, "No more than one creature can attack each combat.", "No more than one creature can attack each "
         "combat.", "Dueling Grounds"),
    Form(COMBAT, "No more than one creature can block each combat.", "No more than one creature can block each "
         "combat.", "Dueling Grounds"),
    Form(COMBAT, "Creatures can't attack you unless their controller pays {N} for each creature they control "
         "that's attacking you.", "Creatures can't attack you unless their controller pays {2} for each creature "
         "they control that's attacking you.", "Ghostly Prison"),
    Form(COMBAT, "TARGET attacks this turn if able", "Target creature attacks this turn if able.", "Boiling Blood"),
    Form(COMBAT, "TARGET attacks you this turn if able", "{T}: Target creature an opponent controls attacks you "
         "this turn if able.", "Alluring Siren"),
    Form(COMBAT, "TARGET blocks this turn if able", "Target creature blocks this turn if able.", "Culling Mark"),
    Form(COMBAT, "TARGET blocks ~ this turn if able", "{G}: Target creature blocks this creature this turn if able.",
         "Rampant Elephant"),
    Form(COMBAT, "TARGET must be blocked this turn if able", "Target creature must be blocked this turn if able.",
         "Irresistible Prey"),
    Form(COMBAT, "SUBJECT attacks or blocks each combat if able", "This creature attacks or blocks each combat if "
         "able.", "Iron Golem"),
    Form(COMBAT, "SUBJECT can attack as though it didn't have KEYWORD", "Enchanted Wall can attack as though it "
         "didn't have defender.", "Animate Wall"),
    Form(COMBAT, "~ can attack DURATION as though it didn't have KEYWORD", "{W}: This creature can attack this "
         "turn as though it didn't have defender.", "Mirror Wall"),
    Form(COMBAT, "SUBJECT can block an additional creature DURATION", "{W}: This creature can block an additional "
         "creature this turn.", "Mounted Archers"),
    Form(COMBAT, "SUBJECT can't be blocked by FILTER", "This creature can't be blocked by creatures with flying.",
         "Gnat Alley Creeper"),
    Form(COMBAT, "SUBJECT can't be blocked by creatures with power N or less/greater", "Prowler can't be blocked "
         "by creatures with power 2 or less.", "Prowler, Misguided Mentor"),
    Form(COMBAT, "SUBJECT can't be blocked by creatures with greater power", "Locke can't be blocked by creatures "
         "with greater power.", "Locke, Treasure Hunter"),
    Form(COMBAT, "SUBJECT can't be blocked by FILTER or FILTER", "This creature can't be blocked by Knights or "
         "Walls.", "Rampart Smasher"),
    Form(COMBAT, "SUBJECT can't be blocked except by FILTER", "Slivers can't be blocked except by Slivers.",
         "Shifting Sliver"),
    Form(COMBAT, "SUBJECT can't be blocked except by [adjectives] creatures", "This creature can't be blocked "
         "except by black creatures.", "Dread Warlock"),
    Form(COMBAT, "TARGET can't be blocked DURATION except by FILTER", "{4}, {T}: Target creature can't be blocked "
         "this turn except by Walls.", "Joven's Tools"),
    Form(COMBAT, "SUBJECT can't be blocked by more than N creatures", "Tahngarth can't be blocked by more than one "
         "creature.", "Tahngarth, First Mate"),
    Form(COMBAT, "SUBJECT can't be blocked except by N or more creatures", "This creature can't be blocked except "
         "by three or more creatures.", "Pathrazer of Ulamog"),
    Form(COMBAT, "SUBJECT can't be blocked as long as it's attacking alone", "This creature can't be blocked as "
         "long as it's attacking alone.", "Dream Prowler"),
    Form(COMBAT, "SUBJECT can't be blocked as long as defending player controls a TYPE", "This creature can't be "
         "blocked as long as defending player controls an artifact.", "Bouncing Beebles"),
    Form(COMBAT, "SUBJECT can't block FILTER", "Cowards can't block Warriors.", "Boldwyr Intimidator"),
    Form(COMBAT, "SUBJECT can't block creatures with power N or less/greater", "This creature can't block "
         "creatures with power 2 or greater.", "Brassclaw Orcs"),
    Form(COMBAT, "TARGET can't block ~ DURATION", "{R}: Target creature can't block this creature this turn.",
         "Screeching Griffin"),
    Form(COMBAT, "Creatures with power less than ~'s power can't block it.", "Creatures with power less than this "
         "creature's power can't block it.", "Den Protector"),
    Form(COMBAT, "SUBJECT can't attack unless defending player controls a TYPE", "This creature can't attack "
         "unless defending player controls an Island.", "Dandân"),
    Form(COMBAT, "SUBJECT can't attack unless you control another TYPE", "This creature can't attack unless you "
         "control another artifact.", "Steelclad Serpent"),
    Form(COMBAT, "SUBJECT can't block unless you control another TYPE", "This creature can't block unless you "
         "control another Zombie.", "Marauding Boneslasher"),
    Form(COMBAT, "SUBJECT can't attack you", "Creatures can't attack you.", "Blazing Archon"),
    Form(COMBAT, "SUBJECT can't attack you or planeswalkers you control", "Enchanted creature can't attack you or "
         "planeswalkers you control.", "Spectral Grasp"),
    Form(COMBAT, "All creatures able to block TARGET DURATION do so.", "All creatures able to block target "
         "creature this turn do so.", "Alluring Scent"),
    Form(COMBAT, "SUBJECT's activated abilities can't be activated [unless they're mana abilities]", "Enchanted "
         "permanent can't attack or block, and its activated abilities can't be activated unless they're mana "
         "abilities.", "Faith's Fetters"),
    # --- replacement and prevention
    Form(REPLACE, "~ enters [the battlefield] tapped.", "Rift enters tapped.", "Rift"),
    Form(REPLACE, "~ enters with a / N +1/+1 (or named) counter(s) on it.", "Zack Fair enters with a +1/+1 counter "
         "on it.", "Zack Fair"),
    Form(REPLACE, "~ enters with X ... counters on it.", "Maga enters with X +1/+1 counters on it.",
         "Maga, Traitor to Mortals"),
    Form(REPLACE, "~ enters tapped unless you control N or more basic lands.", "This land enters tapped unless you "
         "control two or more basic lands.", "Canopy Vista"),
    Form(REPLACE, "As ~ enters, choose a color.", "As Iona enters, choose a color.", "Iona, Shield of Emeria"),
    Form(REPLACE, "As ~ enters, choose a creature type.", "As Morophon enters, choose a creature type.",
         "Morophon, the Boundless"),
    Form(REPLACE, "As ~ enters, choose a nonbasic land card name.", "As this enchantment enters, choose a nonbasic "
         "land card name.", "Alpine Moon"),
    Form(REPLACE, "As ~ enters, you may pay N life. If you don't, it enters tapped.", "As this land enters, you "
         "may pay 2 life. If you don't, it enters tapped.", "Blood Crypt"),
    Form(REPLACE, "Prevent the next N damage that would be dealt to any target this turn.", "Prevent the next 1 "
         "damage that would be dealt to any target this turn.", "Bandage"),
    Form(REPLACE, "COST: Prevent the next N damage that would be dealt to any target this turn.", "{T}: Prevent "
         "the next 1 damage that would be dealt to any target this turn.", "Abuna Acolyte"),
    Form(REPLACE, "COST: Prevent the next N damage that would be dealt to ~ this turn.", "{1}{W}: Prevent the next "
         "1 damage that would be dealt to Opal-Eye this turn.", "Opal-Eye, Konda's Yojimbo"),
    Form(REPLACE, "COST: Regenerate ~.", "{G}: Regenerate Silvos.", "Silvos, Rogue Elemental"),
    Form(REPLACE, "COST: Regenerate TARGET.", "{2}: Regenerate target Samurai.", "Isao, Enlightened Bushi"),
    Form(REPLACE, "If ~ would die, exile it instead.", "If this creature would die, exile it instead.",
         "Gloomshrieker"),
    Form(REPLACE, "If ~ would be put into a graveyard from anywhere, exile it instead.", "If this creature would "
         "be put into a graveyard from anywhere, exile it instead.", ""),
    Form(REPLACE, "If a card or token would be put into a graveyard from anywhere, exile it instead.", "If a card "
         "or token would be put into a graveyard from anywhere, exile it instead.", "Rest in Peace"),
    Form(REPLACE, "If a card would be put into an opponent's graveyard from anywhere, exile it instead.", "If a "
         "card would be put into an opponent's graveyard from anywhere, exile it instead.", "Leyline of the Void"),
    Form(REPLACE, "Permanents enter tapped.", "Permanents enter tapped.", "Orb of Dreams"),
    Form(REPLACE, "Your life total can't change.", "Your life total can't change.", "Platinum Emperion"),
    Form(REPLACE, "If you would gain life, you gain twice that much life instead.", "If you would gain life, you "
         "gain twice that much life instead.", "Alhammarret's Archive"),
    # --- mana
    Form(MANA, "{T}: Add {C}.", "{T}: Add {B}.", "Barad-dûr"),
    Form(MANA, "{T}: Add one mana of any color.", "{T}: Add one mana of any color.", "A-Lantern of Revealing"),
)
