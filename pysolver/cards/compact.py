"""How a line of the compiled library (pysolver.cards.compiled) writes a value in few bytes, and
reads it back exactly: each writer gives the short form only when its reader gives back the very
value (else the value as it is), so a short form is never misread.

- the questions a line matters to: their first letters ("lc": layers and combat);
- a list of words (colours, types): one string, the words between single spaces;
- the words not understood of a refused line: [start, end] of the line's own text when they are
  that part of it in lower case (the compiler reads lines in lower case), else the words;
- why a line was refused: the id of a template of the file's header, where `{u}` stands for the
  words not understood and `{N}` for the Nth of them (as Python's repr quotes them: the
  compiler's reasons quote words so), `{{` and `}}` for braces;
- an accepted line whose ability key is oracle("<the line in lower case>") leaves its key out;
- a definition fact whose first argument is the ability key is written without it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import clingo

from pysolver.cards.modelled import QUESTIONS

# a question by its first letter (QUESTIONS: "layers", "combat", "replace")
LETTERS = {question[0]: question for question in QUESTIONS}
_PLACE = re.compile(r"\{(u|\d+)\}|\{\{|\}\}")
# the length of a reason template's id: hexadecimal digits of its SHA-256, the fewest from this
# many up that tell a file's templates apart (an id does not change when others are added)
ID_DIGITS = 4


def question_letters(questions: Iterable[str]) -> str:
    """The questions as their first letters, in the order of QUESTIONS."""
    given = set(questions)
    return "".join(q[0] for q in QUESTIONS if q in given)


def letter_questions(letters: str) -> frozenset[str]:
    """The questions the letters name (KeyError for a letter of none)."""
    return frozenset(LETTERS[letter] for letter in letters)


def words_value(words: tuple[str, ...]) -> str | list[str]:
    """A list of words as one string with single spaces, or the list when a word has a space or
    none (a string could not give it back)."""
    joined = " ".join(words)
    return joined if tuple(joined.split()) == words else list(words)


def value_words(value: str | list[str]) -> tuple[str, ...]:
    """The words of words_value's string (or list)."""
    return tuple(value.split()) if isinstance(value, str) else tuple(value)


def unknown_value(text: str, unknown: str) -> list[int] | str:
    """The words not understood as [start, end] of the line's text (when `text[start:end]` in lower
    case is them), else as they are."""
    low = text.lower()
    start = low.find(unknown) if unknown and len(low) == len(text) else -1
    return [start, start + len(unknown)] if start >= 0 and text[start:start + len(unknown)].lower() == unknown \
        else unknown


def value_unknown(text: str, value: list[int] | str) -> str:
    """The words not understood, from unknown_value's value (ValueError for a span not of the text)."""
    if isinstance(value, str):
        return value
    start, end = value
    if not 0 <= start < end <= len(text):
        raise ValueError(f"the span {value} is not part of the line")
    return text[start:end].lower()


def reason_template(reason: str, unknown: str) -> str:
    """The reason with the words not understood (`{u}`), or one of them (`{N}`), as a placeholder."""
    template = _braces(reason)
    if unknown and _braces(repr(unknown)) in template:
        template = template.replace(_braces(repr(unknown)), "{u}")
    else:
        for n, word in enumerate(unknown.split()):
            if _braces(repr(word)) in template:
                template = template.replace(_braces(repr(word)), "{" + str(n) + "}")
                break
    return template if expand(template, unknown) == reason else _braces(reason)


def expand(template: str, unknown: str) -> str:
    """The reason a template gives for these words not understood (IndexError: no such word)."""
    words = unknown.split()

    def place(match: re.Match[str]) -> str:
        what = match.group(1)
        if what is None:
            return match.group(0)[0]
        return repr(unknown) if what == "u" else repr(words[int(what)])

    return _PLACE.sub(place, template)


def _braces(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def template_ids(templates: Iterable[str]) -> dict[str, str]:
    """template -> its id: the first hexadecimal digits of its SHA-256, as few (from ID_DIGITS) as
    tell these templates apart (hashlib only here: a board reading the library does not load it)."""
    import hashlib

    digests = {t: hashlib.sha256(t.encode("utf-8")).hexdigest() for t in set(templates)}
    digits = ID_DIGITS
    while len({d[:digits] for d in digests.values()}) < len(digests):
        digits += 1
    return {t: d[:digits] for t, d in digests.items()}


def lower_key(text: str) -> clingo.Symbol:
    """The ability key an accepted line leaves out: oracle("<the line in lower case>")."""
    return clingo.Function("oracle", [clingo.String(text.lower())])


def fact_without_key(fact: clingo.Symbol, key: clingo.Symbol) -> str | None:
    """A definition fact without its first argument, the ability key, when it has it and the short
    text reads back to it (else None)."""
    if fact.type != clingo.SymbolType.Function or not fact.name or not fact.arguments or fact.arguments[0] != key:
        return None
    short = str(clingo.Function(fact.name, fact.arguments[1:], fact.positive))
    try:
        return short if fact_with_key(short, key) == fact else None
    except (RuntimeError, ValueError):  # a term clingo cannot read back
        return None


def fact_with_key(short: str, key: clingo.Symbol) -> clingo.Symbol:
    """A fact written by fact_without_key, with its key again (read with clingo.parse_term: data)."""
    term = clingo.parse_term(short)
    if term.type != clingo.SymbolType.Function or not term.name:
        raise ValueError(f"{short!r} is no fact")
    return clingo.Function(term.name, [key, *term.arguments], term.positive)


def definition_value(key: clingo.Symbol, facts: Iterable[clingo.Symbol]) -> dict[str, list[str]]:
    """An ability key's definition facts as its definition line holds them, each list sorted: those
    that start with the key, written without it ("f"), the others ("x", left out when none)."""
    short, other = [], []
    for fact in facts:
        without = fact_without_key(fact, key)
        if without is None:
            other.append(str(fact))
        else:
            short.append(without)
    return {"f": sorted(short)} | ({"x": sorted(other)} if other else {})


def value_definition(key: clingo.Symbol, row: dict[str, Any]) -> tuple[tuple[clingo.Symbol, ...], str]:
    """An ability key's definition facts (sorted as their text) and meaning ("m"), from its line."""
    facts = [fact_with_key(text, key) for text in row["f"]] + [clingo.parse_term(text) for text in row.get("x", ())]
    return tuple(sorted(facts, key=str)), row["m"]
