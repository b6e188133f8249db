"""612.2 on compiled abilities: the words of a parse are its slots.

A text-changing effect changes only the words used in the correct way: a colour word used as a colour
word, a land type word used as a land type, a creature type word used as a creature type (612.2). In
a parse of oracle.lark those are exactly the class words the grammar read as such, each a `Term` of
the typed value (syntax.py) whose class word (words.ClassWord) is a colour, a land type or a
creature type. The ability a text change makes of a compiled ability
is the same ability with those words changed: the typed value with each such Term replaced, rendered
back to text and compiled again (pysolver.cards.oracle.compile_normalised), with every check of a
compiled line (the whole line parsed, every part meant, the round trip). So "protection from green",
"swampwalk", "nongreen", "green creatures you control" and "are Forests" change alike, and whatever
the changed text means is what the rules get.

A production that keeps some of its words as written (a cost, "sacrifice a Swamp"; a trigger's
event, "whenever you cast a green spell"; a combat rule's words) holds its colour and type words
there: they are changed as the lexer classed them (the grammar read each with the terminal of its
class). When the changed rendering does not have every such word of the line changed, the change is
refused (NotASlot) rather than answered with a word unchanged.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from lark.exceptions import UnexpectedInput, VisitError

from pysolver.cards import vocabulary as vocab
from pysolver.cards.oracle import line_words, parse_normalised
from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.words import REMINDER, ClassWord, NotUnderstood, plural, printed_line

# 612.2: the classes of words a text-changing effect of the engine changes (its `change_text`
# changes a colour word, a basic land type or a creature type), and how each is written
SLOT_CLASSES = {"color": {c: c for c in vocab.COLORS}, "land_type": vocab.LAND_TYPE_WORDS,
                "creature_type": vocab.CREATURE_TYPE_WORDS}


class NotASlot(Exception):
    """A word to change that the line holds outside the slots of its parse (see the module's text)."""


def _surface(value: str, written_plural: bool) -> str:
    """A colour, land type or creature type (its normal form) as a normalised line writes it ("swamp",
    "swamps", "plains", "elves", "assembly-worker")."""
    written = next((table[value] for table in SLOT_CLASSES.values() if value in table), value).lower()
    return plural(written) if written_plural else written


def _is_slot(word: ClassWord | None, old: str) -> bool:
    return word is not None and word.cls in SLOT_CLASSES and word.value == old


def _changed_term(term: s.Term, new: str) -> s.Term:
    """The Term with its class word changed to `new`, written in the same form: singular or plural,
    "non"-prefixed (NONWORD), "-walk" (LANDWALK)."""
    word = term.word
    assert word is not None
    old_surface, new_surface = _surface(word.value, word.plural), _surface(new, word.plural)
    text = term.text.replace(old_surface, new_surface, 1)
    return dataclasses.replace(term, text=text, word=dataclasses.replace(word, value=new))


def _changed_words(text: str, old: str, new: str, swapped: list[ClassWord]) -> str:
    """Words a production keeps as written (a trigger's event, a cost: "whenever you cast a green
    spell"), with each word the lexer gives the class word `old` changed to `new` (612.2: the grammar
    read it as that colour or type); a text that is no words of a line (a name of the rules,
    "unblockable_by") is left as it is."""
    try:
        words = line_words(text)
    except NotUnderstood:
        return text
    out, at = [], 0
    for w in words:
        if isinstance(w.meaning, ClassWord) and _is_slot(w.meaning, old):
            swapped.append(w.meaning)
            out += [text[at:w.start], _changed_term(s.Term(w.text, w.meaning, w.kind == "NONWORD"), new).text]
            at = w.end
    return "".join(out) + text[at:] if out else text


def _swap(value: Any, old: str, new: str, swapped: list[ClassWord]) -> Any:
    """The typed value with the word `old` changed to `new` in every slot: each Term of that class
    word, and the words kept as written (_changed_words); what was changed is collected in `swapped`."""
    if isinstance(value, s.Term):
        if value.word is not None and _is_slot(value.word, old):
            swapped.append(value.word)
            return _changed_term(value, new)
        return value
    if isinstance(value, str):
        return _changed_words(value, old, new, swapped)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            before = getattr(value, f.name)
            if isinstance(before, str):
                continue
            after = _swap(before, old, new, swapped)
            if after is not before:
                changes[f.name] = after
        # a production that keeps its words as written (CombatRule.words) holds its changed parts'
        # words in them: changed there as they were in the parts (where they occur once)
        renders = [(getattr(value, name).render(), after.render()) for name, after in changes.items()
                   if hasattr(after, "render")]
        for f in dataclasses.fields(value):
            text = getattr(value, f.name)
            if isinstance(text, str):
                changed = text
                for was, now in renders:
                    if was != now and changed.count(was) == 1:
                        changed = changed.replace(was, now)
                if changed == text:
                    changed = _changed_words(text, old, new, swapped)
                if changed != text:
                    changes[f.name] = changed
        return dataclasses.replace(value, **changes) if changes else value
    if isinstance(value, tuple):
        items = tuple(_swap(v, old, new, swapped) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, list):
        return [_swap(v, old, new, swapped) for v in value]
    return value


@dataclass(frozen=True)
class SlotChange:
    """A line with a word changed in the slots of its parse: the changed normalised line, and
    whether each slot changed was written in the plural."""

    line: str
    plurals: tuple[bool, ...]


def changed_line(text: str, old: str, new: str) -> SlotChange | None:
    """The normalised line `text` with the colour, land type or creature type word `old` changed to `new` in every
    slot of its parse (612.2), or None when the line has no such word. NotASlot when the line has
    the word where its parse holds no slot; the line must parse (it is an accepted ability's)."""
    try:
        value, words = parse_normalised(text)
    except (NotUnderstood, UnexpectedInput, Unmeant, VisitError) as exc:
        # a line compiled by another version of the grammar: its slots are not known
        raise NotASlot(f"{text!r} does not parse ({type(exc).__name__})") from None
    written = sum(1 for w in words if isinstance(w.meaning, ClassWord) and _is_slot(w.meaning, old))
    if not written:
        return None
    swapped: list[ClassWord] = []
    line = _swap(value, old, new, swapped).render()
    # every word `old` of the line was in a slot, and the changed line has them all as `new`
    if len(swapped) != written or _count(line, old) or _count(line, new) != _count(text, new) + written:
        raise NotASlot(f"the word {old!r} of {text!r} is not only in slots of its parse (612.2)")
    return SlotChange(line, tuple(w.plural for w in swapped))


def changed_text(line: str, shown: str, old: str, new: str, name: str) -> tuple[str, str] | None:
    """A compiled ability of an object called `name` (its normalised `line`, its Oracle text as
    `shown`) with the word `old` changed to `new` in the slots of its parse (changed_line): the changed
    line, and the changed text to show (changed_oracle_text, else the changed line as printed); None
    when the line has no such word. NotASlot as changed_line."""
    change = changed_line(line, old, new)
    if change is None:
        return None
    return change.line, changed_oracle_text(shown, old, new, name, change) or printed_line(change.line, name)


def _count(text: str, word: str) -> int:
    """How many colour, land type or creature type words `word` a normalised line has (as the lexer reads it)."""
    return sum(1 for w in line_words(text) if isinstance(w.meaning, ClassWord) and _is_slot(w.meaning, word))


def _word_pattern(old: str) -> re.Pattern[str]:
    """A colour, land type or creature type word as printed text writes it: any case, singular or plural, "non-X",
    "Xwalk", as a word of its own (not inside a card name's "Greenwood")."""
    forms = sorted({_surface(old, False), _surface(old, True)}, key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z])(non-?)?(" + "|".join(map(re.escape, forms)) + r")(walk)?(?![A-Za-z])",
                      re.IGNORECASE)


def _outside_names(oracle: str, name: str) -> list[str]:
    """Printed rules text (reminder text aside, 207.2) cut at the object's name and its short name
    (201.4b): the even pieces are the text, the odd ones the name, which no text change changes (612.2)."""
    oracle = REMINDER.sub("", oracle).strip()
    names = sorted({n for n in (name, name.split(",")[0]) if n.strip()}, key=len, reverse=True)
    return re.split("(" + "|".join(map(re.escape, names)) + ")", oracle) if names else [oracle]


def word_occurrences(oracle: str, old: str, name: str) -> int:
    """How many times printed rules text of an object called `name` has the colour or type word `old`
    as a word of its own, outside the name."""
    pattern = _word_pattern(old)
    return sum(len(pattern.findall(piece)) for piece in _outside_names(oracle, name)[::2])


def changed_oracle_text(oracle: str, old: str, new: str, name: str, change: SlotChange | None) -> str | None:
    """An ability's Oracle text as printed ("Protection from green") by an object called `name`, with
    the word `old` changed to `new` outside the name (capitals kept: "Swampwalk" -> "Islandwalk"), for
    showing it; with `change`, as its slots were, and None when the printed text does not have the
    word as often as the slots, or the plural of the word is itself ("Plains") while the slots differ
    in it, so that the caller shows the compiled line instead. Without `change` (a text no parse
    reads), every such word is changed, in the form it had (None for "Plains": which form is not
    known)."""
    plurals = change.plurals if change is not None else ()
    ambiguous = _surface(old, False) == _surface(old, True)
    if ambiguous and (change is None or len(set(plurals)) > 1):
        return None
    if change is not None and word_occurrences(oracle, old, name) != len(plurals):
        return None
    plural_use = any(plurals)

    def respell(m: re.Match[str]) -> str:
        word = m.group(2)
        replaced = _surface(new, word.lower() != _surface(old, False) or (ambiguous and plural_use))
        if word[:1].isupper():
            replaced = replaced[:1].upper() + replaced[1:]
        return (m.group(1) or "") + replaced + (m.group(3) or "")

    pattern = _word_pattern(old)
    pieces = _outside_names(oracle, name)
    return "".join(pattern.sub(respell, piece) if i % 2 == 0 else piece for i, piece in enumerate(pieces))
