"""The classes of words an ability template takes as arguments (encodings/library.lp: argument/3).

A template such as "Other [1] creatures you control get +1/+1." matches a text only when each word
in a slot belongs to the slot's class: "blue" is a colour (105.1), "Elf" a creature type (205.3m),
"Zebra" neither. A word outside its class is refused with a message instead of becoming a constant
that no object ever carries (an ability that would then silently change nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import clingo

from pysolver import vocabulary as vocab
from pysolver.vocabulary import normal_word


@dataclass(frozen=True)
class ArgClass:
    """One class of argument words: what it is called (for people), which words belong to it (in
    normal form, `accepts`), and a few of them in the words of the rules (listings, tests)."""

    name: str
    what: str
    accepts: Callable[[str], bool]
    samples: tuple[str, ...]
    # whether `words()` is every word of the class (else the class is decoded word by word)
    listed: bool = True

    def words(self) -> list[str]:
        """Every word of the class in the words of the rules, or the samples when it is not listed."""
        if self.name == "keyword":
            return sorted(k.replace("_", " ") for k in _keywords())
        if self.name == "choice":
            return sorted(k.replace("_", " ") for k in _choice_keys())
        return list(EVERY_WORD.get(self.name, self.samples))


def _quality(word: str) -> bool:
    """A protection or "can't be blocked by" quality combat can decode (702.16a)."""
    from pysolver.combat_words import quality_facts
    from pysolver.errors import ScenarioError

    try:
        quality_facts(clingo.Function(word), [], "", "")
    except ScenarioError:
        return False
    return True


def _landwalk(word: str) -> bool:
    """A landwalk word combat can decode (702.14a): "swamp", "nonbasic land", "snow forest"."""
    from pysolver.combat_words import landwalk_facts
    from pysolver.errors import ScenarioError

    try:
        landwalk_facts(clingo.Function(word), "", "")
    except ScenarioError:
        return False
    return True


def _in(words: dict[str, str] | tuple[str, ...]) -> Callable[[str], bool]:
    return lambda word: word in words


PERMANENT_KINDS = ("permanent", "artifact", "creature", "enchantment", "land", "planeswalker", "battle")
# card types a "... are [type]s in addition to their other types" effect may add to every permanent
# and that need no other value to be meaningful (a creature needs a power and toughness: 208.3)
ADDED_TYPES = ("artifact", "enchantment", "land")
# {C} is "{T}: Add {C}." (tap_add_colorless), an ability of its own
MANA_LETTERS = ("w", "u", "b", "r", "g")

ARG_CLASSES: dict[str, ArgClass] = {c.name: c for c in (
    ArgClass("color", "a colour (105.1)", _in(vocab.COLORS), vocab.COLORS),
    ArgClass("creature_type", "a creature type (205.3m)", _in(vocab.CREATURE_TYPE_WORDS),
             ("Elf", "Goblin", "Human", "Wall", "Zombie", "Assembly-Worker", "Time Lord", "C'tan")),
    ArgClass("land_type", "a land type (205.3i)", _in(vocab.LAND_TYPE_WORDS), vocab.LAND_TYPES),
    ArgClass("keyword", "a keyword ability without a parameter (702)", lambda w: w in _keywords(),
             ("flying", "menace", "first strike", "trample", "vigilance", "haste")),
    ArgClass("quality", "a quality: colours, card types, supertypes or subtypes, or everything (702.16a)",
             _quality, ("red", "everything", "artifacts", "black creatures", "Walls", "multicolored"), False),
    ArgClass("landwalk", "a land type, or a land with supertypes (702.14a)", _landwalk,
             ("swamp", "island", "forest", "nonbasic land", "snow swamp"), False),
    ArgClass("permanent_kind", "permanent or a permanent card type (110.4)", _in(PERMANENT_KINDS),
             PERMANENT_KINDS),
    ArgClass("added_type", "artifact, enchantment or land (205.2a)", _in(ADDED_TYPES), ADDED_TYPES),
    ArgClass("generic_mana", "a number of generic mana (107.4)", lambda w: w.isdigit() and len(w) <= 3,
             ("0", "1", "2", "3", "4", "7"), False),
    ArgClass("mana_letter", "a coloured mana symbol: W, U, B, R or G (106.1)", _in(MANA_LETTERS),
             ("W", "U", "B", "R", "G")),
    ArgClass("choice", "a choice the engine knows: color, creature type or nonbasic land card name",
             lambda w: w in _choice_keys(), ("color", "creature type", "nonbasic land card name")),
)}


# the classes whose samples are not all their words
EVERY_WORD = {"creature_type": vocab.CREATURE_TYPES}


def _keywords() -> set[str]:
    from pysolver.library import load_library

    return load_library().keywords


def _choice_keys() -> set[str]:
    from pysolver.library import load_library

    return set(load_library().choice_keys)


def describe(classes: list[str]) -> str:
    """What a word is not, in words: "not a colour (105.1)", "neither a colour (105.1) nor a
    creature type (205.3m)"."""
    named = [ARG_CLASSES[c].what for c in dict.fromkeys(classes)]
    return ("neither " if len(named) > 1 else "not ") + " nor ".join(named)


def nearest_word(word: str, classes: list[str]) -> str | None:
    """The closest word of the classes that list their words (a colour, a creature type ...)."""
    import difflib

    options: dict[str, str] = {}
    for name in dict.fromkeys(classes):
        cls = ARG_CLASSES[name]
        if cls.listed:
            options.update({normal_word(w): w for w in cls.words()})
    best = difflib.get_close_matches(normal_word(word), list(options), n=1, cutoff=0.6)
    return options[best[0]] if best else None
