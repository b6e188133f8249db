"""The rows of the forms table (the package's docstring says its slots) for
static abilities: continuous effects (604, 613)."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import STATICS, Form

FORMS: tuple[Form, ...] = (
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
    Form(STATICS, "SUBJECT is all creature types", "Equipped creature gets +1/+1 and is all creature types.",
         "Stalactite Dagger"),
    Form(STATICS, "SUBJECT is SUPERTYPE", "Enchanted creature is legendary, gets +1/+1, and has flying, vigilance, "
         "and lifelink.", "On Serra's Wings"),
    Form(STATICS, "SUBJECT has/have base power and toughness N/N", "Other creatures have base power and "
         "toughness 1/1.", "Godhead of Awe"),
    Form(STATICS, "SUBJECT is/are [a] [COLOR] [subtypes] [card types] [with base power and toughness N/N]",
         "Enchanted creature is a Flagbearer.", "Coalition Flag"),
    Form(STATICS, "GROUP on the battlefield", "This creature gets +1/+1 for each Aura on the battlefield.",
         "Aura Gnarlid"),
    Form(STATICS, "You control enchanted ...", "You control enchanted land.", "Annex"),
    Form(STATICS, "You can't lose the game.", "You can't lose the game.", "Lich's Mastery"),
    Form(STATICS, "You can't lose the game and your opponents can't win the game.", "You can't lose the game and "
         "your opponents can't win the game.", "Platinum Angel"),
    Form(STATICS, "You don't lose the game for having 0 or less life. (704.5a does not apply)", "You don't lose the "
         "game for having 0 or less life.", "Phyrexian Unlife"),
    Form(STATICS, "The \"legend rule\" doesn't apply. (704.5j does not apply to any permanent)", "The \"legend "
         "rule\" doesn't apply.", "Mirror Gallery"),
    Form(STATICS, "The \"legend rule\" doesn't apply to GROUP you control. (704.5j; the group's card types, subtypes, "
         "tokens, commanders, after the layers)", "The \"legend rule\" doesn't apply to creature tokens you control.",
         "The Master, Multiplied"),
    Form(STATICS, "[other] tapped / untapped GROUP ... (110.5)", "Other tapped creatures you control have deathtouch.",
         "Saryth, the Viper's Fang"),
    Form(STATICS, "multicolored GROUP ... (105.2b: two or more colours)", "Multicolored creatures you control have "
         "flying.", "Maze Glider"),
    Form(STATICS, "GROUP with COUNTER counters on them ...", "Creatures you control with +1/+1 counters on them have "
         "trample.", "Training Regimen"),
    Form(STATICS, "SUBJECT is the chosen type in addition to its other types", "This creature is the chosen type "
         "in addition to its other types.", "Adaptive Automaton"),
    Form(STATICS, "SUBJECT is / are the chosen color (105.3: the colour chosen as its source entered, and no other)",
         "This creature is the chosen color.", "Alloy Golem"),
    Form(STATICS, "LAND SUBJECT is / are the chosen type (305.7: the basic land type chosen as its source entered)",
         "Enchanted land is the chosen type.", "Convincing Mirage"),
    Form(STATICS, "CREATURE SUBJECT is / are the chosen type (205.1a: the creature type chosen replaces the others)",
         "Creatures you control are the chosen type.", "Conspiracy"),
)
