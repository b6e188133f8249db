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
DURATION ("until end of turn", "this turn"), COST (mana, loyalty, {T}, sacrifice, discard, pay N life);
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
    Form(REPLACE, "~ enters tapped unless you control N or fewer/more [other] KIND.", "This land enters tapped "
         "unless you control two or fewer other lands.", "Copperline Gorge"),
    Form(REPLACE, "~ enters tapped unless you control a KIND [or a KIND].", "This land enters tapped unless you "
         "control a Plains or an Island.", "Glacial Fortress"),
    Form(REPLACE, "~ enters tapped unless your opponents control N or more KIND.", "This land enters tapped unless "
         "your opponents control eight or more lands.", "Turbulent Fen"),
    Form(REPLACE, "~ enters tapped unless you have N or more opponents.", "This land enters tapped unless you have "
         "two or more opponents.", "Bountiful Promenade"),
    Form(REPLACE, "~ enters tapped unless a player has N or less life.", "This land enters tapped unless a player "
         "has 13 or less life.", "Abandoned Campground"),
    Form(REPLACE, "If you control N or more other KIND, ~ enters tapped.", "If you control two or more other "
         "lands, this land enters tapped.", "Cave of the Frost Dragon"),
    Form(REPLACE, "~ enters tapped with N ... counters on it.", "This land enters tapped with two charge counters "
         "on it.", "Vivid Crag"),
    Form(REPLACE, "~ enters tapped. As it enters, choose a color.", "This land enters tapped. As it enters, choose "
         "a color.", "Tarnation Vista"),
    Form(REPLACE, "As ~ enters, choose an opponent.", "As this artifact enters, choose an opponent.", "Black Vise"),
    Form(REPLACE, "As ~ enters, choose a player.", "As this creature enters, choose a player.", "True-Name Nemesis"),
    Form(REPLACE, "As ~ enters, choose a card name.", "As this artifact enters, choose a card name.", "Pithing Needle"),
    Form(REPLACE, "As ~ enters, choose a basic land type.",
         "As this Aura enters, choose a basic land type.", "Phantasmal Terrain"),
    Form(REPLACE, "GROUP [your opponents control] enter tapped.", "Creatures your opponents control enter tapped.",
         "Urabrask the Hidden"),
    Form(REPLACE, "Each other GROUP you control enters with an additional +1/+1 counter on it.", "Each other Wizard "
         "creature you control enters with an additional +1/+1 counter on it.", "Sage of Fables"),
    Form(REPLACE, "If you would gain life, you gain that much life plus N instead.", "If you would gain life, you "
         "gain that much life plus 1 instead.", "Heron of Hope"),
    Form(REPLACE, "If a GROUP would die, exile it instead.", "If a creature an opponent controls would die, exile "
         "it instead.", "Misery's Shadow"),
    Form(REPLACE, "If a card or token would be put into your graveyard from anywhere, exile it instead.", "If a "
         "card or token would be put into your graveyard from anywhere, exile it instead.", "Festival of Embers"),
    Form(REPLACE, "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's "
         "library instead.", "If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and "
         "shuffle it into its owner's library instead.", "Progenitus"),
    Form(REPLACE, "~ deals N damage to TARGET. If that creature would die this turn, exile it instead.", "Lava Coil "
         "deals 4 damage to target creature. If that creature would die this turn, exile it instead.", "Lava Coil"),
    Form(REPLACE, "Regenerate TARGET.", "Regenerate target creature.", "Death Ward"),
    Form(REPLACE, "If ~ would be destroyed, regenerate it.", "If this creature would be destroyed, regenerate it.",
         "Clergy of the Holy Nimbus"),
    Form(REPLACE, "Destroy all GROUP. They can't be regenerated.", "Destroy all creatures. They can't "
         "be regenerated.", "Wrath of God"),
    Form(REPLACE, "Destroy TARGET. It can't be regenerated.",
         "Destroy target creature. It can't be regenerated.", ""),
    Form(REPLACE, "Counter target spell [unless its controller pays {N}]. If that spell is countered this way, exile "
         "it instead of putting it into its owner's graveyard.", "Counter target spell. If that spell is countered "
         "this way, exile it instead of putting it into its owner's graveyard.", "Dissipate"),
    Form(REPLACE, "If one or more tokens would be created under your control, twice that many ... instead.", "If "
         "one or more tokens would be created under your control, twice that many of those tokens are created "
         "instead.", "Adrix and Nev, Twincasters"),
    Form(REPLACE, "If one or more +1/+1 counters would be put on GROUP, that many plus N ... instead.",
         "If one or more +1/+1 counters would be put on a creature you control, that many plus one "
         "+1/+1 counters are put on it instead.", "Hardened Scales"),
    Form(REPLACE, "If one or more +1/+1 counters would be put on GROUP, twice that many ... instead.",
         "If one or more +1/+1 counters would be put on a creature you control, twice that "
         "many +1/+1 counters are put on that creature instead.", "Branching Evolution"),
    Form(REPLACE, "If an effect would put one or more counters on GROUP, it puts twice that many ... instead.", "If "
         "an effect would put one or more counters on a permanent you control, it puts twice that many of those "
         "counters on that permanent instead.", "Doubling Season"),
    Form(REPLACE, "If a source would deal damage to a permanent or player, it deals double that damage ... "
         "instead.", "If a source would deal damage to a permanent or player, it deals double that damage to that "
         "permanent or player instead.", "Furnace of Rath"),
    Form(REPLACE, "Prevent all combat damage that would be dealt this turn.", "Prevent all combat damage that would "
         "be dealt this turn.", "Fog"),
    Form(REPLACE, "Prevent all [combat] damage that would be dealt to ~ / you / GROUP [this turn].", "Prevent all "
         "combat damage that would be dealt to this creature.", "Everdawn Champion"),
    Form(REPLACE, "Prevent all damage that would be dealt to GROUP this turn.",
         "Prevent all damage that would be dealt to creatures you control this turn.", ""),
    Form(REPLACE, "If a [QUALITY] source [you control / an opponent controls] would deal damage to ~ / you / GROUP, "
         "prevent N of that damage.", "If a red source would deal damage to you, prevent 2 of that damage.",
         "Sphere of Law"),
    Form(REPLACE, "If a source would deal damage to GROUP, prevent N of that damage.",
         "If a source would deal damage to a Cleric creature you control, prevent 1 of "
         "that damage.", "Daunting Defender"),
    Form(REPLACE, "COST: Prevent the next N damage that would be dealt to TARGET / you this turn.", "{T}: Prevent "
         "the next 1 damage that would be dealt to target creature this turn.", "Oasis"),
    Form(REPLACE, "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.", "If damage "
         "would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature.",
         "Phantom Nantuko"),
    Form(REPLACE, "Damage can't be prevented.", "Damage can't be prevented.", "Sunspine Lynx"),
    Form(REPLACE, "Players / Your opponents / You can't gain life.", "Your opponents can't gain life.",
         "Archfiend of Despair"),
    Form(REPLACE, "~ can't be countered.", "This spell can't be countered.", "Supreme Verdict"),
    Form(REPLACE, "KIND spells [you control] can't be countered.", "Creature spells you control can't be countered.",
         "Prowling Serpopard"),
    # --- mana
    Form(MANA, "{T}: Add {C}.", "{T}: Add {B}.", "Barad-dûr"),
    Form(MANA, "{T}: Add one mana of any color.", "{T}: Add one mana of any color.", "A-Lantern of Revealing"),
)
