"""The words of Oracle text, before the grammar: normalisation and the lexer.

A line is normalised (reminder text dropped: it is not rules text, 207.2; curly quotes straightened;
the object's own name, its short name (201.4b) and "this creature", "this Aura" ... written `~`
(201.5); lower case; single spaces) and then cut into whole words, each given one terminal of the
grammar (oracle.lark): a literal word of the grammar, or one word class of the rules' lists (a
colour, a creature type, a keyword ...). A word of neither is not understood: the lexer stops there
and the line is refused naming it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from pysolver.cards import vocabulary as vocab
from pysolver.cards.vocabulary import normal_word

CURLY = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2212": "-"})
REMINDER = re.compile(r"\s*\([^()]*\)")
# 201.5: the words by which an object's text names the object itself
SELF_PHRASES = ("this creature", "this aura", "this equipment", "this land", "this enchantment", "this artifact",
                "this permanent", "this vehicle", "this spell", "this planeswalker", "this card", "this token")


def normalise(line: str, card_name: str) -> str:
    """A line of Oracle text as the grammar reads it: no reminder text, straight quotes, `~` for the
    object itself, lower case (but for a name given after "named", 201.2), single spaces."""
    text = line.translate(CURLY)
    text = REMINDER.sub("", text).strip()
    text = " ".join(text.split())
    # 201.2: a list of names after "named" ("named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra") is kept as
    # printed, the card's own name among them naming a card, not the object itself; a name with "and" of the card's
    # own ("named Syr Joshua and Syr Saxon") is no list
    own = _self_names(card_name) if card_name else set()
    out, at = [], 0
    for m in _NAMED_LIST.finditer(text):
        if m.group(1) not in own:
            out += [_normalise_part(text[at:m.start()], card_name), m.group(1)]
            at = m.end()
    return "".join([*out, _normalise_part(text[at:], card_name)])


def _normalise_part(text: str, card_name: str) -> str:
    """normalise of a part of a line with no list of names."""
    names = _self_names(card_name) if card_name else set()
    for name in sorted((n for n in names if n), key=len, reverse=True):
        # a name that is a word of the rules (a keyword, "Fear": "Enchanted creature has fear."; a word of the grammar,
        # "Turn // Burn": "Until end of turn, ..."; a creature type, "Juggernaut") names the card only as capitalised,
        # never the word it spells
        low = name.lower()
        text = _name_pattern(name, low in KEYWORDS or _known_word(low), _is_subtype(low)).sub("~", text)
    first = _first_name(card_name) if card_name else None
    if first is not None and first in text and not _known_word(first.lower()):
        text = _first_name_pattern(first).sub("~", text)
    # 201.2, 612.8: a name an effect gives ("... named Legitimate Businessperson"), its capitalised words after
    # "named", is kept as printed: one NAME word of the lexer (the line's other words are lower-cased)
    parts = _GIVEN_NAME.split(text)
    return "".join(p if i % 2 else _SELF.sub("~", p.lower()) for i, p in enumerate(parts))


_GIVEN_NAME = re.compile(r"(?<=\bnamed )([A-Z][\w'\-]*(?: [A-Z][\w'\-]*)*)(?![\w'\-])")
# a name of capitalised words, "of" between two of them ("Sword of Kaldra"), and a list of such names
_LISTED = r"[A-Z][\w'\-]*(?: (?:of )?[A-Z][\w'\-]*)*"
_NAMED_LIST = re.compile(rf"(?<=\bnamed )({_LISTED}(?:, {_LISTED})*,? and {_LISTED})(?![\w'\-])")


# "Hazoret the Fervent", "Daxos of Meletis", "Legolas Greenleaf": a name of two or more words whose first word is a
# capitalised name of its own
_FIRST_NAME = re.compile(r"([A-Z][^\W\d_]+) \S")


def _is_subtype(word: str) -> bool:
    """Whether a (lower-case) word is a subtype of the rules (205.3): a creature, land, artifact or enchantment type."""
    return any(c.cls.endswith("_type") and c.cls != "card_type" for c in CLASS_WORDS.get(word, ()))


def _first_name(card_name: str) -> str | None:
    """The first word of a card's name, by which its own text may name it ("Hazoret can't attack or block unless ...",
    Hazoret the Fervent; the legendary names' usage as 201.4b's short name, without a comma)."""
    m = _FIRST_NAME.match(card_name.translate(CURLY).split(" // ")[0])
    return m.group(1) if m else None


@functools.lru_cache(maxsize=4096)
def _first_name_pattern(first: str) -> re.Pattern[str]:
    """The first name, capitalised as the name writes it, as a whole word: not "named Nissa's Chosen" (another card's
    name) nor "a Gideon planeswalker" (a planeswalker type, 205.3j)."""
    return re.compile(r"(?<![\w~])(?<!named )" + re.escape(first) + r"(?![\w])(?! planeswalker)")


@functools.lru_cache(maxsize=4096)
def _known_word(word: str) -> bool:
    """A word the lexer gives a terminal of its own (a literal of the grammar, a class word, a keyword ...): the first
    word of a name that is one ("Angel of Mercy", "Goblin Spymaster") is no name in the text."""
    from pysolver.cards.oracle import _literal_words  # the grammar's words (imported when first needed)

    return word in _literal_words() or _single(word, frozenset()) is not None



def _self_names(card_name: str) -> set[str]:
    """The names by which a card's text names the object itself (201.5): its name; each face's name of a card
    of several faces ("Fire // Ice": one object, either face's name); an Alchemy card's name without its "A-"
    prefix (the rebalanced card's text keeps the original name); and each one's short name (201.4b: the part
    before the comma)."""
    names: set[str] = set()
    for face in card_name.translate(CURLY).split(" // "):
        face = " ".join(face.split())
        names |= {face, face.removeprefix("A-")}
    return {n for name in names for n in (name, name.split(",")[0].strip() if "," in name else name)}


def printed_line(line: str, card_name: str) -> str:
    """A normalised line as a card would print it (what normalise made of it, roughly undone): the
    object's name for ~, a capital first letter."""
    text = line.replace("~", card_name)
    return text[:1].upper() + text[1:]

# the self phrases as one pattern: no two overlap (each is "this" and one word), so replacing them
# at once is replacing them one after the other
_SELF = re.compile(r"\b(?:" + "|".join(SELF_PHRASES) + r")\b")


# 205.3m: a name that is a subtype too ("Aurochs", "Assembly-Worker", "Coward // Killer") is that subtype where a
# determiner or adjective comes before it or a card type after it ("each other attacking Aurochs", "target
# Assembly-Worker creature", "becomes a Coward"): the object's own text names the object otherwise (at a sentence's
# start, "Phelddagrif gains trample", or as a possessive, "Nightmare's power")
_TYPE_BEFORE = ("a", "an", "attacking", "blocking", "other", "another", "target", "each", "all", "nontoken", "tapped",
                "untapped")
_SUBTYPE_BEFORE = "".join(rf"(?<!\b{w} )" for w in _TYPE_BEFORE)
_SUBTYPE_AFTER = r"(?! (?:creature|card|permanent|spell)s?\b)"


@functools.lru_cache(maxsize=4096)
def _name_pattern(name: str, exact_case: bool = False, subtype: bool = False) -> re.Pattern[str]:
    """An object's name as its own text writes it (any case, or as written when `exact_case`, as a whole word; when
    it is a `subtype` word too, not where the text uses it as the subtype), compiled once."""
    before, after = (_SUBTYPE_BEFORE, _SUBTYPE_AFTER) if subtype else ("", "")
    return re.compile(r"(?<![\w~])" + before + re.escape(name) + r"(?![\w])" + after,
                      flags=0 if exact_case else re.IGNORECASE)


def plural(word: str) -> str:
    """The English plural of a type word ("elf" -> "elves", "sorcery" -> "sorceries")."""
    irregular = {"elf": "elves", "dwarf": "dwarves", "wolf": "wolves", "werewolf": "werewolves", "mouse": "mice",
                 "fish": "fish", "sheep": "sheep", "plains": "plains", "djinn": "djinn", "homunculus": "homunculi",
                 "cyclops": "cyclopes", "octopus": "octopuses", "efreet": "efreet", "kor": "kor",
                 "moonfolk": "moonfolk", "merfolk": "merfolk", "kithkin": "kithkin", "equipment": "equipment",
                 "samurai": "samurai", "leviathan": "leviathans", "urza's": "urza's",
                 "aurochs": "aurochs", "dryad": "dryads", "sphinx": "sphinxes", "fox": "foxes", "lynx": "lynxes",
                 "ox": "oxen", "human": "humans", "class": "classes", "powerstone": "powerstones"}
    if word in irregular:
        return irregular[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


@dataclass(frozen=True)
class ClassWord:
    """A word of a class of the rules: its class, its normal form (an ASP constant), and whether
    it was written in the plural."""

    cls: str
    value: str
    plural: bool


def _class_table() -> dict[str, list[ClassWord]]:
    """Written word (lower case, singular and plural) -> the class words it may be."""
    table: dict[str, list[ClassWord]] = {}

    def add(cls: str, words: tuple[str, ...] | list[str], plurals: bool = True) -> None:
        for word in words:
            low = word.lower()
            table.setdefault(low, []).append(ClassWord(cls, normal_word(word), False))
            if plurals and plural(low) != low:
                table.setdefault(plural(low), []).append(ClassWord(cls, normal_word(word), True))

    add("creature_type", vocab.CREATURE_TYPES)
    add("land_type", vocab.LAND_TYPES)
    add("artifact_type", vocab.ARTIFACT_TYPES)
    add("enchantment_type", vocab.ENCHANTMENT_TYPES)
    add("spell_type", vocab.SPELL_TYPES)  # 205.3k: "a Lesson card"
    add("color", vocab.COLORS, plurals=False)
    add("card_type", tuple(t for t in vocab.CARD_TYPES if t != "kindred"))
    add("supertype", vocab.SUPERTYPES, plurals=False)
    return table


CLASS_WORDS = _class_table()

# 702: keyword abilities that are triggered abilities (702.xa: "X is a triggered ability"), without a parameter:
# their effects exist only once the ability has resolved (608.2, 611.2c), as prowess's (702.108a); no question reads
# them (mentor 702.134a, exalted 702.83a, melee 702.121a, battle cry 702.91a, dethrone 702.105a, evolve 702.100a,
# extort 702.101a, persist 702.79a, undying 702.93a, myriad 702.116a, provoke 702.39a, ingest 702.115a, training
# 702.149a, exploit 702.110a, cascade 702.85a, storm 702.40a, living weapon 702.92a, gravestorm 702.69a, demonstrate
# 702.144a, job select 702.182a, increment 702.191a, soulbond 702.95a (two triggered abilities: the pair they make
# is the scenario's `paired_with`); flanking 702.25a is among KEYWORDS)
TRIGGERED_KEYWORDS = ("mentor", "exalted", "melee", "battle cry", "dethrone", "evolve", "extort", "persist", "undying",
                      "myriad", "provoke", "ingest", "training", "exploit", "cascade", "storm", "living weapon",
                      "gravestorm", "demonstrate", "job select", "increment", "soulbond")
TRIGGERED_KEYWORD_NAMES = frozenset(normal_word(k) for k in TRIGGERED_KEYWORDS)  # their kw/1 terms: battle_cry

# 702: the keyword abilities without a parameter whose meaning the engine has (kw/1 of
# encodings/abilities/keywords.lp), as written; devoid (702.114) is a colour CDA (oracle meanings)
KEYWORDS = ("deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste", "hexproof",
            "indestructible", "infect", "intimidate", "lifelink", "menace", "reach", "shadow", "horsemanship", "fear",
            "skulk", "shroud", "trample", "vigilance", "changeling", "split second", "wither", "prowess", "banding",
            "flanking", "phasing", "devoid", *TRIGGERED_KEYWORDS)

TOKEN_RE = re.compile(
    r"(?P<MANA>(?:\{[^{}]+\})+)"
    r"|(?P<LOYALTY>\[[+-]?(?:\d+|x)\])"
    r"|(?P<PTMOD>[+-](?:\d+|x)/[+-](?:\d+|x))"
    r"|(?P<PT>(?:\d+|x|\*)/(?:\d+|x|\*))"
    r"|(?P<NUMBER>\d+)"
    r"|(?P<SELF>~(?:'s)?)"
    r"|(?P<NAME>[A-Z][\w'\-]*(?: (?:of )?[A-Z][\w'\-]*)*)"  # a name an effect gives, as printed (normalise)
    # a quoted ability (113.1, 613.1f: granted, or a token's): one word, its text compiled on its own
    r'|(?P<QUOTED>"[^"]*")'
    r"|(?P<WORD>and/or|[a-z][a-z'\-]*)"
    r"|(?P<PUNCT>[.,:;\u2014\"\u2022+])"  # "+": a spree mode's plus sign (702.172b)
    r"|(?P<SPACE>\s+)"
)

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "ninety-nine": 99}  # 107.1: "ninety-nine" (Hundred-Handed One)


@dataclass(frozen=True)
class Word:
    """One token of a line: the terminal it is (a literal's text, or a class terminal), the text
    written, where it starts, and for a class word what it is."""

    kind: str
    text: str
    start: int
    end: int
    meaning: ClassWord | int | None = None


class NotUnderstood(Exception):
    """A word the lexer cannot give a terminal."""

    def __init__(self, index: int, words: list[Word], text: str) -> None:
        """`index`: the piece (raw_words) the lexer stopped at; `words` those it read before."""
        super().__init__(text)
        self.index = index
        self.words = words
        self.text = text


def raw_words(text: str) -> Iterator[tuple[str, str, int, int]]:
    """(group, text, start, end) of each piece of a normalised line; ('?', ...) for a character
    no piece starts with."""
    pos = 0
    while pos < len(text):
        m = TOKEN_RE.match(text, pos)
        if m is None:
            yield "?", text[pos], pos, pos + 1
            pos += 1
            continue
        if m.lastgroup != "SPACE":
            yield m.lastgroup or "?", m.group(0), m.start(), m.end()
        pos = m.end()


# 207.2d: a flavor word (a word or phrase with no rules meaning) before an em dash at the start of an ability or
# of a mode ("cunning action — {3}: ...", "• find a crossing — ..."): one FLAVOR word; an ability word (207.2c), a
# chapter number (714.2b) and "choose one —" are not flavor words
FLAVOR_LABEL = re.compile(r"(?:\u2022 )?([a-z][a-z'!\- ]*?) \u2014 ")
CHAPTERS = ("i", "ii", "iii", "iv", "v", "vi")


def flavor_label(text: str) -> tuple[str, int, int] | None:
    """The label before the em dash at the start of a normalised line (FLAVOR_LABEL), as one word: its terminal
    (ABILITY_WORD for an ability word of 207.2c, whatever its number of words; else FLAVOR), where it starts and
    where it ends; None when the line has none (or a chapter number, or "choose one —")."""
    m = FLAVOR_LABEL.match(text)
    if m is None:
        return None
    label = m.group(1)
    if label.split()[0] in CHAPTERS or label.split()[0] == "choose":
        return None
    return "ABILITY_WORD" if label in ABILITY_WORDS else "FLAVOR", m.start(1), m.end(1)


def lex(text: str, literals: frozenset[str]) -> list[Word]:
    """The words of a normalised line, each given its terminal: a literal word of the grammar first,
    then a class word (two- and three-word class words first: "first strike", "time lord"), a
    keyword, a "non-" word, a landwalk; a flavor word at its start is one word (FLAVOR); raises
    NotUnderstood at the first word of none."""
    pieces = list(raw_words(text))
    out: list[Word] = []
    label = flavor_label(text)
    i = 0
    while i < len(pieces):
        group, word, start, end = pieces[i]
        if label is not None and start == label[1]:
            out.append(Word(label[0], text[label[1]:label[2]], label[1], label[2]))
            while i < len(pieces) and pieces[i][2] < label[2]:
                i += 1
            continue
        if group == "?":
            raise NotUnderstood(i, out, word)
        if group == "PUNCT" and word not in literals:
            raise NotUnderstood(i, out, word)
        if group != "WORD":
            # a quoted text that is a literal of the grammar is that literal: the "legend rule" (704.5j), a name, not
            # an ability
            kind = word if group == "PUNCT" or group == "QUOTED" and word in literals else group
            meaning = int(word) if group == "NUMBER" else None
            out.append(Word(kind, word, start, end, meaning))
            i += 1
            continue
        joined = _joined(pieces, i)
        if joined is not None:
            n, kind, meaning = joined
            out.append(Word(kind, text[start:pieces[i + n - 1][3]], start, pieces[i + n - 1][3], meaning))
            i += n
            continue
        found = _single(word, literals)
        if found is None and _planeswalker_type(pieces, i):
            found = "PWTYPE", ClassWord("planeswalker_type", normal_word(word), False)
        if found is None and word.endswith("'s") and "'s" in literals:  # a possessive: "creature's"
            stem = _single(word[:-2], literals)
            if stem is not None:
                out.append(Word(stem[0], word[:-2], start, end - 2, stem[1]))
                out.append(Word("'s", "'s", end - 2, end))
                i += 1
                continue
        if found is None:
            raise NotUnderstood(i, out, word)
        out.append(Word(found[0], word, start, end, found[1]))
        i += 1
    return _keyword_counters(out)


# 205.3j: the planeswalker types, as written
PLANESWALKER_TYPE_WORDS = frozenset(w.lower() for w in vocab.PLANESWALKER_TYPES)


def _planeswalker_type(pieces: list[tuple[str, str, int, int]], i: int) -> bool:
    """205.3j: piece i is a planeswalker type written before "planeswalker(s)" ("a Garruk planeswalker"): a
    PWTYPE there only, so a name or word it also spells elsewhere keeps its reading (the normalisation of names,
    words.normalise, reads no PWTYPE)."""
    return (pieces[i][1] in PLANESWALKER_TYPE_WORDS and i + 1 < len(pieces) and pieces[i + 1][0] == "WORD"
            and pieces[i + 1][1] in ("planeswalker", "planeswalkers"))


# 122.1b: the keyword counters whose keyword the engine gives (asp/keyword_counters.lp)
KEYWORD_COUNTER_KINDS = frozenset(vocab.KEYWORD_COUNTERS) - frozenset(vocab.UNMODELLED_KEYWORD_COUNTERS)


def _keyword_counters(words: list[Word]) -> list[Word]:
    """A keyword just before "counter(s)" names a kind of counter (122.1b: "a flying counter"): a
    COUNTER_NAME, as the named counters are, when the engine models that keyword counter; so does a spell type that
    is also a counter's name ("omen counters", 205.3k Omen), and the word "time" ("a time counter", 702.63a)."""
    return [Word("COUNTER_NAME", w.text, w.start, w.end)
            if (w.kind == "KEYWORD" and w.text in KEYWORD_COUNTER_KINDS or w.kind == "time" or w.kind == "STYPE"
                and w.text in vocab.NAMED_COUNTERS) and i + 1 < len(words)
            and words[i + 1].text in ("counter", "counters") else w for i, w in enumerate(words)]


def _joined(pieces: list[tuple[str, str, int, int]], i: int) -> tuple[int, str, ClassWord | None] | None:
    """A class word of two or three words starting at piece i ("first strike", "time lord"), or an ability word of a
    word and a number ("descend 4")."""
    if _labels(pieces, i, 2) and pieces[i + 1][0] == "NUMBER" and f"{pieces[i][1]} {pieces[i + 1][1]}" in ABILITY_WORDS:
        return 2, "ABILITY_WORD", None
    for n in (3, 2, 1):
        if i + n > len(pieces) or any(p[0] != "WORD" for p in pieces[i:i + n]):
            continue
        phrase = " ".join(p[1] for p in pieces[i:i + n])
        if n > 1 and phrase in KEYWORDS:
            return n, "KEYWORD", ClassWord("keyword", normal_word(phrase), False)
        # 207.2c: an ability word ("landfall", "fateful hour") labels an ability: it is read before an em dash only
        # ("void", "survival" and "paradox" are words of rules text too: "a void counter")
        if phrase in ABILITY_WORDS and _labels(pieces, i, n):
            return n, "ABILITY_WORD", None
        if n == 1:
            continue
        for cw in CLASS_WORDS.get(phrase, []):
            return n, _CLASS_TERMINAL[cw.cls], cw
    return None


def _labels(pieces: list[tuple[str, str, int, int]], i: int, n: int) -> bool:
    """Whether the n pieces from piece i are followed by an em dash (a label's)."""
    return i + n < len(pieces) and pieces[i + n][1] == "\u2014"


_CLASS_TERMINAL = {"creature_type": "CTYPE", "land_type": "LTYPE", "artifact_type": "ATYPE",
                   "enchantment_type": "ETYPE", "spell_type": "STYPE", "color": "COLOR", "card_type": "CARDTYPE",
                   "supertype": "SUPERTYPE"}


def _single(word: str, literals: frozenset[str]) -> tuple[str, object] | None:
    """The terminal of one word: a literal, a class word, a keyword, a number word, "nonX", "Xwalk"."""
    if word in literals:
        return word, None
    if word in CHAPTERS:  # 714.2b: chapter numbers
        return "CHAPTER", None
    if word in KEYWORDS:
        return "KEYWORD", ClassWord("keyword", normal_word(word), False)
    for cw in CLASS_WORDS.get(word, []):
        return _CLASS_TERMINAL[cw.cls], cw
    if word in NUMBER_WORDS:
        return "NUMWORD", NUMBER_WORDS[word]
    if word in vocab.NAMED_COUNTERS:
        return "COUNTER_NAME", None
    if word.startswith("non"):
        rest = word[3:].lstrip("-")
        for cw in CLASS_WORDS.get(rest, []):
            return "NONWORD", cw
    if word.endswith("walk"):
        stem = word[:-4]
        for cw in CLASS_WORDS.get(stem, []):
            if cw.cls in ("land_type", "card_type") and not cw.plural:
                return "LANDWALK", cw
    return None

# 207.2c: ability words (no rules meaning; they label an ability): the rules' list, and "vivid"
ABILITY_WORDS = frozenset({
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "corrupted", "council's dilemma", "coven", "delirium", "descend 4", "descend 8",
    "domain", "eerie", "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious", "flurry", "formidable",
    "grandeur", "hellbent", "heroic", "imprint", "infusion", "inspired", "join forces", "kinship", "landfall",
    "lieutenant", "magecraft", "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally",
    "revolt", "secret council", "spell mastery", "strive", "survival", "sweep", "tempting offer", "threshold",
    "undergrowth", "valiant", "vivid", "void", "will of the council"})
# 207.2d: flavor words before a static ability, each checked on the cards printing it (Warhammer 40,000, Final
# Fantasy, Marvel, Doctor Who, Assassin's Creed, Dungeons & Dragons): a name for the ability and nothing more. Any
# other label there may be a keyword's condition or trigger (max speed, 702.178a; an Attraction's visit, 717.5;
# a Case's solved, 719.3) and is refused, naming it (pysolver.cards.oracle.build.abilities: unread_label)
FLAVOR_WORDS = frozenset({
    "aegis of the emperor", "animal may-ham", "bear form", "berzerker", "chef's knife", "command protocols",
    "designed only for killing", "devastating charge", "double overdrive", "fear gas", "hypertoxic miasma",
    "intangibility", "jump", "leap strike", "low gravity", "multi-threat eliminator", "negative", "proclamator hailer",
    "protector", "strategic coordinator", "synapse creature", "the will of the hive mind", "titanic",
    "top of the food chain", "unlock ability", "unquestionable wisdom", "wraith form"})
