"""The classes of words an ability template takes as arguments (encodings/library.lp: argument/3).

A template such as "Other [1] creatures you control get +1/+1." matches a text only when each word
in a slot belongs to the slot's class: "blue" is a colour (105.1), "Elf" a creature type (205.3m),
"Zebra" neither. A word outside its class is refused with a message instead of becoming a constant
that no object ever carries (an ability that would then silently change nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import clingo

from pysolver.cards import vocabulary as vocab
from pysolver.cards.combat_words import landwalk_facts, quality_facts
from pysolver.cards.vocabulary import normal_word
from pysolver.errors import ScenarioError


class KnownWords(Protocol):
    """What the library itself knows of words (pysolver.cards.library.Library has both): its keyword
    abilities and the choices its abilities can ask for."""

    keywords: set[str]
    choice_keys: dict[str, str]


@dataclass(frozen=True)
class ArgClass:
    """One class of argument words: what it is called (for people), which words belong to it (in
    normal form, `test`; or, with `known`, the library's own words of that name: its keywords or its
    choices), and a few of them in the words of the rules (listings, tests)."""

    name: str
    what: str
    test: Callable[[str], bool] | None
    samples: tuple[str, ...]
    # whether `words()` is every word of the class (else the class is decoded word by word)
    listed: bool = True
    known: str | None = None

    def accepts(self, word: str, library: KnownWords) -> bool:
        """Whether the word (in normal form) belongs to the class."""
        if self.known is not None:
            return word in getattr(library, self.known)
        return self.test is not None and self.test(word)

    def words(self, library: KnownWords) -> list[str]:
        """Every word of the class in the words of the rules, or the samples when it is not listed."""
        if self.known is not None:
            return sorted(k.replace("_", " ") for k in getattr(library, self.known))
        return list(EVERY_WORD.get(self.name, self.samples))


def _quality(word: str) -> bool:
    """A protection or "can't be blocked by" quality combat can decode (702.16a)."""
    try:
        quality_facts(clingo.Function(word), [], "", "")
    except ScenarioError:
        return False
    return True


def _landwalk(word: str) -> bool:
    """A landwalk word combat can decode (702.14a): "swamp", "nonbasic land", "snow forest"."""
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
    ArgClass("keyword", "a keyword ability without a parameter (702)", None,
             ("flying", "menace", "first strike", "trample", "vigilance", "haste"), known="keywords"),
    ArgClass("quality", "a quality: colours, card types, supertypes or subtypes, or everything (702.16a)",
             _quality, ("red", "everything", "artifacts", "black creatures", "Walls", "multicolored"), False),
    ArgClass("landwalk", "a land type, or a land with supertypes (702.14a)", _landwalk,
             ("swamp", "island", "forest", "nonbasic land", "snow swamp"), False),
    ArgClass("permanent_kind", "permanent or a permanent card type (110.4)", _in(PERMANENT_KINDS),
             PERMANENT_KINDS),
    ArgClass("added_type", "artifact, enchantment or land (205.2a)", _in(ADDED_TYPES), ADDED_TYPES),
    ArgClass("generic_mana", "a number of generic mana (107.4)", lambda w: w.isdigit() and len(w) <= 3,
             ("0", "1", "2", "3", "4", "7"), False),
    ArgClass("positive_number", "a positive number (107.1)", lambda w: w.isdigit() and len(w) <= 3 and int(w) > 0,
             ("1", "2", "3"), False),
    ArgClass("mana_letter", "a coloured mana symbol: W, U, B, R or G (106.1)", _in(MANA_LETTERS),
             ("W", "U", "B", "R", "G")),
    ArgClass("choice", "a choice the engine knows: color, creature type or nonbasic land card name", None,
             ("color", "creature type", "nonbasic land card name"), known="choice_keys"),
)}


# the classes whose samples are not all their words
EVERY_WORD = {"creature_type": vocab.CREATURE_TYPES}


def describe(classes: list[str]) -> str:
    """What a word is not, in words: "not a colour (105.1)", "neither a colour (105.1) nor a
    creature type (205.3m)"."""
    named = [ARG_CLASSES[c].what for c in dict.fromkeys(classes)]
    return ("neither " if len(named) > 1 else "not ") + " nor ".join(named)


def nearest_word(word: str, classes: list[str], library: KnownWords) -> str | None:
    """The closest word of the classes that list their words (a colour, a creature type ...)."""
    import difflib

    options: dict[str, str] = {}
    for name in dict.fromkeys(classes):
        cls = ARG_CLASSES[name]
        if cls.listed:
            options.update({normal_word(w): w for w in cls.words(library)})
    best = difflib.get_close_matches(normal_word(word), list(options), n=1, cutoff=0.6)
    return options[best[0]] if best else None
