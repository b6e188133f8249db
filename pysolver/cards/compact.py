"""How a line of the compiled library (pysolver.cards.compiled) writes a value in few bytes, and
reads it back exactly: each writer gives the short form only when its reader gives back the very
value (else the value as it is), so a short form is never misread.

- the questions a line matters to: their first letters ("lc": layers and combat);
- a list of words (colours, types): one string, the words between single spaces;
- the words not understood of a refused line: [start, end] of the line's own text when they are
  that part of it in lower case (the compiler reads lines in lower case), else the words;
- why a line was refused: the id (a number) of a template of the file's header, where `{u}` stands
  for the words not understood and `{N}` for the Nth of them (as Python's repr quotes them: the
  compiler's reasons quote words so), `{{` and `}}` for braces;
- an accepted line whose ability key is oracle("<the line in lower case>") leaves its key out;
- a definition fact whose first argument is the ability key is written without it;
- a face's line and each of its abilities are lists, their fields by their place (pack_face,
  pack_ability): the types as one text "supertypes|types|subtypes", power and toughness as "P/T";
- every text but a name (Oracle text, mana cost, types, ability keys, meanings, facts) is written
  with the file's lexicon (pysolver.cards.lexicon): `write` gives the short text, `read` the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
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


def template_ids(templates: Iterable[str]) -> dict[str, int]:
    """template -> its id: the number the first hexadecimal digits of its SHA-256 write, as few (from
    ID_DIGITS) as tell these templates apart (hashlib only here: a board reading the library does not
    load it)."""
    import hashlib

    digests = {t: hashlib.sha256(t.encode("utf-8")).hexdigest() for t in set(templates)}
    digits = ID_DIGITS
    while len({d[:digits] for d in digests.values()}) < len(digests):
        digits += 1
    return {t: int(d[:digits], 16) for t, d in digests.items()}


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


def pack_ability(ability: dict[str, Any], write: Callable[[str], str]) -> list[Any]:
    """An ability as a face's line holds it: CompiledAbility.to_json's fields (its definition moved
    to its key's line, its reason's template given its id) as a list, each by its place:
    accepted, [text, questions, key] ("k"), the key and then the questions left out when absent;
    refused, [text, questions, reason id (a number)] and the words not understood when the line
    gives them ("u")."""
    out: list[Any] = [write(ability["t"]), ability.get("q", "")]
    if "r" in ability:
        out.append(ability["r"])
        unknown = ability.get("u")  # a span of the line (a list) or the words
        return out if unknown is None else [*out, write(unknown) if isinstance(unknown, str) else unknown]
    if "k" in ability:
        return out + [write(ability["k"])]
    return out if out[1] else out[:1]


def unpack_ability(packed: list[Any], read: Callable[[str], str]) -> dict[str, Any]:
    """pack_ability's list as CompiledAbility.from_json reads it (ValueError: no such list)."""
    if not isinstance(packed, list) or not 1 <= len(packed) <= 4:
        raise ValueError(f"{packed!r} is no ability")
    out: dict[str, Any] = {"t": read(packed[0])}
    if len(packed) > 1 and packed[1]:
        out["q"] = packed[1]
    if len(packed) > 2:
        if type(packed[2]) is int:  # a reason's id
            out["r"] = str(packed[2])
            if len(packed) == 4:
                out["u"] = read(packed[3]) if isinstance(packed[3], str) else packed[3]
        elif len(packed) == 3:
            out["k"] = read(packed[2])
        else:
            raise ValueError(f"{packed!r} is no ability")
    return out


# a face's fields that are not given a place in its list (the rarer ones), written in a last object
_RARE = ("c", "l", "s", "v", "o", "y", "d", "x")
_TYPES = ("sp", "t", "st")


def printed_texts(row: dict[str, Any]) -> list[str]:
    """The texts of a face's line that come from its printing (not from the compiler): its mana
    cost, types, power and toughness as pack_face writes them, and its abilities' Oracle text."""
    return [text for text in (row.get("m"), _types_text(row), _pt_text(row)) if text] + \
        [ability["t"] for ability in row.get("a", ())]


def _types_text(row: dict[str, Any]) -> str | None:
    """The types "supertypes|types|subtypes" ("" for none), or None when a word has a space or a bar."""
    types = [row.get(field, "") for field in _TYPES]
    return "|".join(types) if any(types) else "" if all(isinstance(t, str) and "|" not in t for t in types) \
        else None


def _pt_text(row: dict[str, Any]) -> str | None:
    """Power and toughness "P/T" ("" for none), or None when one is not a text or has a slash."""
    pt = row.get("pt")
    return "" if pt is None else f"{pt[0]}/{pt[1]}" if all(isinstance(v, str) and "/" not in v for v in pt) \
        else None


def pack_face(row: dict[str, Any], write: Callable[[str], str]) -> list[Any]:
    """A face as its line holds it: CompiledCard.to_json's fields as [name, mana cost, types, power
    and toughness, abilities, {the rarer fields}], the last ones left out when empty; the types
    "supertypes|types|subtypes" (or the three values, when a word has a space or a bar), power and
    toughness "P/T" (or the pair, when one has a slash)."""
    types, pt = _types_text(row), _pt_text(row)
    rare = {field: row[field] for field in _RARE if field in row}
    out = [row["n"], write(row["m"]) if row.get("m") else "",
           [row.get(field, "") for field in _TYPES] if types is None else write(types) if types else "",
           row["pt"] if pt is None else write(pt) if pt else "", [pack_ability(a, write) for a in row.get("a", ())]]
    if rare:
        return [*out, rare]
    while len(out) > 1 and out[-1] in ("", []):
        out.pop()
    return out


def unpack_face(packed: list[Any], read: Callable[[str], str]) -> dict[str, Any]:
    """pack_face's list as CompiledCard.from_json reads it (ValueError: no such list)."""
    if not isinstance(packed, list) or not 1 <= len(packed) <= 6 or not isinstance(packed[0], str):
        raise ValueError("no face")
    name, cost, types, pt, abilities, rare = packed + ["", "", "", [], {}][len(packed) - 1:]
    if not isinstance(rare, dict) or not set(rare) <= set(_RARE):
        raise ValueError(f"{rare!r} holds no rare fields")
    out: dict[str, Any] = {"n": name} | ({"m": read(cost)} if cost else {})
    values = types if isinstance(types, list) else read(types).split("|") if types else ["", "", ""]
    if len(values) != 3:
        raise ValueError(f"the types {types!r}")
    out.update({field: value for field, value in zip(_TYPES, values, strict=True) if value or field == "t"})
    if pt != "":
        out["pt"] = pt if isinstance(pt, list) else read(pt).split("/")
    if abilities:
        out["a"] = [unpack_ability(a, read) for a in abilities]
    return out | rare


def pack_definition(definition: dict[str, Any], write: Callable[[str], str]) -> dict[str, Any]:
    """An ability key's definition line's fields (definition_value, and "m"), written with the lexicon."""
    return {"m": write(definition["m"])} | {field: [write(text) for text in definition[field]]
                                            for field in ("f", "x") if field in definition}


def unpack_definition(row: dict[str, Any], read: Callable[[str], str]) -> dict[str, Any]:
    """pack_definition's fields read back."""
    return {"m": read(row["m"])} | {field: [read(text) for text in row[field]] for field in ("f", "x") if field in row}
