"""The rows of the forms table (the package's docstring says its slots) for
combat: restrictions, requirements and costs (506-509)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import COMBAT, Form

FORMS: tuple[Form, ...] = (
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
    Form(COMBAT, "SUBJECT can attack as though it had haste (302.6, 702.10b)",
         "Enchanted creature can attack as though it had haste.", "Instill Energy"),
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
    Form(COMBAT, "SUBJECT is goaded (701.15b: attacks each combat and a player other than the goading player, if "
         "able)", "Enchanted creature gets +2/+2 and is goaded.", "Psychic Impetus"),
)
