"""Words a scenario may use: the lists of the Comprehensive Rules (205, 122) and their normal forms.

Kept apart from the loader so that a new creature type or counter is a one-line change. Types and
subtypes are matched in a normal form: lower case, spaces and hyphens as `_`, apostrophes dropped
("Time Lord" -> time_lord, "Power-Plant" -> power_plant, "Urza's" -> urzas); that is how the card
library writes them as ASP constants.
"""

from __future__ import annotations

import functools
import re

import clingo

# 205.3g-m, in the words of the rules
ARTIFACT_TYPES = (
    "Attraction", "Blood", "Bobblehead", "Book", "Clue", "Contraption", "Equipment", "Food",
    "Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Mutagen", "Powerstone",
    "Spacecraft", "Stone", "Treasure", "Vehicle",
)

ENCHANTMENT_TYPES = (
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga",
    "Shard", "Shrine",
)

LAND_TYPES = (
    "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
    "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
)

PLANESWALKER_TYPES = (
    "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix", "Chandra",
    "Comet", "Dack", "Dakkon", "Daretti", "Davriel", "Dellian", "Dihada", "Domri", "Dovin", "Ellywick",
    "Elminster", "Elspeth", "Estrid", "Freyalise", "Garruk", "Gideon", "Grist", "Guff", "Huatli",
    "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya", "Kiora", "Koth", "Liliana",
    "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset", "Niko", "Nissa", "Nixilis", "Oko",
    "Quintorius", "Ral", "Rowan", "Saheeli", "Samut", "Sarkhan", "Serra", "Sivitri", "Sorin", "Szat",
    "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret", "Tibalt", "Tyvar", "Ugin", "Urza", "Venser",
    "Vivien", "Vraska", "Vronos", "Will", "Windgrace", "Wrenn", "Xenagos", "Yanggu", "Yanling", "Zariel",
)

SPELL_TYPES = (
    "Adventure", "Arcane", "Lesson", "Omen", "Trap",
)

CREATURE_TYPES = (
    "Time Lord", "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer",
    "Archon", "Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog",
    "Aurochs", "Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat", "Bear",
    "Beast", "Beaver", "Beeble", "Beholder", "Berserker", "Bird", "Bison", "Blinkmoth", "Boar",
    "Bringer", "Brushwagg", "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat", "Centaur",
    "Child", "Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct", "Coward", "Coyote",
    "Crab", "Crocodile", "C'tan", "Custodes", "Cyberman", "Cyclops", "Dalek", "Dauthi", "Demigod",
    "Demon", "Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor", "Dog", "Dragon", "Drake",
    "Dreadnought", "Drix", "Drone", "Druid", "Dryad", "Dwarf", "Echidna", "Efreet", "Egg", "Elder",
    "Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish",
    "Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Giraffe",
    "Gith", "Glimmer", "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn",
    "Gremlin", "Griffin", "Guest", "Hag", "Halfling", "Hamster", "Harpy", "Hedgehog", "Hellion", "Hero",
    "Hippo", "Hippogriff", "Homarid", "Homunculus", "Horror", "Horse", "Human", "Hydra", "Hyena",
    "Illusion", "Imp", "Incarnation", "Inkling", "Inquisitor", "Insect", "Jackal", "Jellyfish",
    "Juggernaut", "Kangaroo", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Llama",
    "Lamia", "Lammasu", "Leech", "Lemur", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Lobster",
    "Manticore", "Masticore", "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole",
    "Monger", "Mongoose", "Monk", "Monkey", "Moogle", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr",
    "Mystic", "Nautilus", "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble", "Noggle",
    "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter", "Ouphe", "Ox", "Oyster",
    "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer", "Pest", "Phelddagrif", "Phoenix",
    "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Platypus", "Porcupine", "Possum", "Praetor",
    "Primarch", "Prism", "Processor", "Qu", "Rabbit", "Raccoon", "Ranger", "Rat", "Rebel", "Reflection",
    "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai", "Sand", "Saproling", "Satyr",
    "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout", "Sculpture", "Seal", "Serf", "Serpent",
    "Servo", "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Siren", "Skeleton", "Skunk", "Slith",
    "Sliver", "Sloth", "Slug", "Snail", "Snake", "Soldier", "Soltari", "Sorcerer", "Spawn", "Specter",
    "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge", "Squid", "Squirrel",
    "Starfish", "Surrakar", "Survivor", "Symbiote", "Synth", "Tentacle", "Tetravite", "Thalakos",
    "Thopter", "Thrull", "Tiefling", "Toy", "Treefolk", "Trilobite", "Triskelavite", "Troll", "Turtle",
    "Tyranid", "Unicorn", "Utrom", "Vampire", "Varmint", "Vedalken", "Villain", "Volver", "Wall",
    "Walrus", "Warlock", "Warrior", "Weasel", "Weird", "Werewolf", "Whale", "Wizard", "Wolf",
    "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
)

# 205.2a (the traditional card types; the others never appear on a battlefield of this engine)
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")
# 205.4a
SUPERTYPES = ("basic", "legendary", "ongoing", "snow", "world")
# 105.1
COLORS = ("white", "blue", "black", "red", "green")
# 305.6
BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
# 205.3q, 205.3p
BATTLE_TYPES = ("Siege",)
DUNGEON_TYPES = ("Undercity",)

# 122.1a: the counters that change power and toughness in this engine (613.4c)
PT_COUNTERS = ("+1/+1", "-1/-1")
# 122.1b: keyword counters; each gives its object the keyword (layer 6: asp/keyword_counters.lp), but
# decayed and exalted, keywords the engine does not model
KEYWORD_COUNTERS = ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
                    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
                    "vigilance")
UNMODELLED_KEYWORD_COUNTERS = ("decayed", "exalted")
# named counters of Oracle text (122.1c-i and the like); a counter the rules give no meaning to
# still counts for abilities that read it ("for each charge counter on ...")
NAMED_COUNTERS = (
    "acorn", "aegis", "age", "aim", "arrow", "arrowhead", "awakening", "bait", "blaze", "blessing",
    "blight", "blood", "bloodline", "bloodstain", "book", "bore", "bounty", "brain", "bribery", "brick",
    "burden", "cage", "carrion", "charge", "chip", "chorus", "coin", "collection", "component",
    "contested", "corpse", "corruption", "croak", "credit", "crystal", "cube", "currency", "death",
    "defense", "delay", "depletion", "descent", "despair", "devotion", "discovery", "divinity", "doom",
    "dread", "dream", "duty", "echo", "egg", "elixir", "ember", "energy", "enlightened", "eon",
    "eruption", "everything", "experience", "exposure", "fade", "fate", "feather", "feeding",
    "fellowship", "fetch", "filibuster", "finality", "flame", "flood", "foreshadow", "fungus", "fury",
    "fuse", "gem", "ghostform", "glyph", "gold", "growth", "harmony", "hatching", "hatchling",
    "healing", "hit", "hone", "hope", "hoofprint", "hour", "hourglass", "hunger", "ice", "impostor",
    "incarnation", "incubation", "infection", "influence", "ingenuity", "intel", "intervention",
    "invitation", "isolation", "javelin", "judgment", "ki", "kick", "knickknack", "knowledge",
    "landmark", "level", "loot", "lore", "loyalty", "luck", "magnet", "manabond", "mannequin", "mask",
    "matrix", "mine", "mining", "mire", "music", "muster", "necrodermis", "net", "night", "oil", "omen",
    "ore", "page", "pain", "palliation", "paralyzation", "petal", "petrification", "phylactery",
    "phyresis", "pin", "plague", "plot", "point", "poison", "polyp", "pressure", "prey", "pupa", "quest",
    "rad", "rejection", "reprieve", "rev", "revival", "ribbon", "ritual", "rope", "rust", "scream",
    "scroll", "shell", "shield", "shred", "silver", "sleep", "sleight", "slime", "slumber", "soot",
    "soul", "spark", "spite", "spore", "stash", "storage", "story", "strife", "study", "stun", "suspect",
    "taint", "task", "theft", "tide", "time", "tower", "training", "trap", "treasure", "unity",
    "unlock", "valor", "velocity", "verse", "vitality", "void", "volatile", "vortex", "vow", "voyage",
    "wage", "winch", "wind", "wish", "wreck",
)
PT_COUNTER_RE = re.compile(r"[+-][0-9]+/[+-][0-9]+")


def normal_word(text: str) -> str:
    """The normal form of a type, subtype or other word: "Assembly-Worker" -> assembly_worker."""
    word = " ".join(text.replace("\u2019", "'").strip().lower().split())
    return word.replace(" ", "_").replace("-", "_").replace("'", "")


def normal_counter(text: str) -> str:
    """The normal form of a counter kind: lower case, single spaces ("First  Strike" -> first strike)."""
    return " ".join(text.replace("_", " ").strip().lower().split())


def _table(*groups: tuple[str, ...]) -> dict[str, str]:
    """Normal form -> the word as the rules print it."""
    return {normal_word(w): w for group in groups for w in group}


CREATURE_TYPE_WORDS = _table(CREATURE_TYPES)
LAND_TYPE_WORDS = _table(LAND_TYPES)
ARTIFACT_TYPE_WORDS = _table(ARTIFACT_TYPES)
ENCHANTMENT_TYPE_WORDS = _table(ENCHANTMENT_TYPES)
PLANESWALKER_TYPE_WORDS = _table(PLANESWALKER_TYPES)
SPELL_TYPE_WORDS = _table(SPELL_TYPES)
BATTLE_TYPE_WORDS = _table(BATTLE_TYPES)
# every subtype an object on the battlefield, in a hand or a library may have (205.3)
SUBTYPE_WORDS = _table(CREATURE_TYPES, LAND_TYPES, ARTIFACT_TYPES, ENCHANTMENT_TYPES, PLANESWALKER_TYPES,
                       SPELL_TYPES, BATTLE_TYPES, DUNGEON_TYPES)
COUNTER_KINDS = PT_COUNTERS + KEYWORD_COUNTERS + NAMED_COUNTERS


@functools.lru_cache(maxsize=4096)
def const(name: str) -> clingo.Symbol:
    """The constant `name` (made once: each clingo.Function call crosses into the library)."""
    return clingo.Function(name)


@functools.lru_cache(maxsize=1)
def subtype_facts() -> tuple[clingo.Symbol, ...]:
    """205.3g-m: subtype_class(X,Class) for every subtype of the rules (pysolver.cards.vocabulary), the
    word as the engine writes it; Class is the card type's list it belongs to (creature_type ...)."""
    classes = (("creature_type", CREATURE_TYPE_WORDS), ("land_type", LAND_TYPE_WORDS),
               ("artifact_type", ARTIFACT_TYPE_WORDS), ("enchantment_type", ENCHANTMENT_TYPE_WORDS),
               ("planeswalker_type", PLANESWALKER_TYPE_WORDS), ("spell_type", SPELL_TYPE_WORDS),
               ("battle_type", BATTLE_TYPE_WORDS))
    return tuple(clingo.Function("subtype_class", [const(word), const(cls)])
                 for cls, words in classes for word in words)
