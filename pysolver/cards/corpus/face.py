"""One face of a card as the corpus gives it (CR 200-209 characteristics, 712 double-faced cards,
715 adventurers, 709 split cards, 710 flip cards), in the engine's words."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any

from pysolver.cards.vocabulary import SUPERTYPES, normal_word

COLOR_LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
# layouts with two faces or halves, and how the faces are placed (the corpus's layout names)
FACED_LAYOUTS = ("transform", "modal_dfc", "meld", "flip", "split", "aftermath", "adventure", "reversible_card",
                 "prepare")
# a printed power or toughness the engine holds (208, 604.3): a number, "*" or a number plus * ("1+*", or "*+1" as
# Consuming Blob prints it: the same sum)
_PT = re.compile(r"(?:([0-9]{1,3})\+)?\*|\*\+([0-9]{1,3})|([+-]?[0-9]{1,3})")


@dataclass(frozen=True, kw_only=True)
class PrintedFace:
    """The printed values of one face (CR 200-209) that the corpus gives and the compiled library
    keeps: where the face is placed (`side`: "a" the front or first half, "b" the back or second
    half ...), its cost, colours, types, and `power` / `toughness` as printed ("2", "*", "1+*"), None
    when the face has none."""

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

    def printed_values(self) -> dict[str, Any]:
        """The printed values by field name (to make another kind of face with the same)."""
        return {f.name: getattr(self, f.name) for f in fields(PrintedFace)}


@dataclass(frozen=True)
class Face(PrintedFace):
    """One face: the card's full name ("Fire // Ice"), the face's own name ("Fire"), its printed
    values (PrintedFace) and its Oracle text split into lines (reminder text kept: the compiler
    decides what it means)."""

    card_name: str
    face_name: str
    lines: tuple[str, ...]

    @property
    def name(self) -> str:
        """The name the face is known by on the battlefield or the stack: its own (709.4, 712.8,
        715.3), or the card's when it has one face."""
        return self.face_name or self.card_name


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(supertypes, card types, subtypes) of a type line, in the engine's words: "Legendary Creature
    — Human Wizard" -> (legendary,), (creature,), (human, wizard). A word before the dash that is no
    supertype is taken as a card type, known or not ("Token", "Emblem" of a Scryfall file): such a
    face is no card of the battlefield or stack, and the compiled library leaves it out."""
    left, _, right = type_line.replace("\u2014", "-").partition(" - ")
    supertypes, types = [], []
    for word in left.split():
        normal = normal_word(word)
        (supertypes if normal in SUPERTYPES else types).append(normal)
    return tuple(supertypes), tuple(types), tuple(normal_word(w) for w in right.split())


def words(values: list[str] | None) -> tuple[str, ...]:
    """Type words as the engine writes them ("Assembly-Worker" -> assembly_worker)."""
    return tuple(normal_word(v) for v in values or ())


def cost_colors(mana_cost: str) -> tuple[str, ...]:
    """202.2: the colours of the mana symbols of a cost, in WUBRG order."""
    found = {letter for symbol in re.findall(r"\{([^}]*)\}", mana_cost) for letter in symbol.upper().split("/")}
    return tuple(COLOR_LETTERS[letter] for letter in COLOR_LETTERS if letter in found)


def letter_colors(letters: list[str]) -> tuple[str, ...]:
    """Colours given as letters (["R", "G"]), in WUBRG order; an unknown letter raises ValueError."""
    for letter in letters:
        if letter not in COLOR_LETTERS:
            raise ValueError(f"unknown colour {letter!r}; expected some of W, U, B, R, G")
    return tuple(COLOR_LETTERS[letter] for letter in COLOR_LETTERS if letter in letters)


def cost_value(mana_cost: str) -> int:
    """202.3: the mana value of a mana cost ({X} counts 0, a hybrid {2/W} 2, a Phyrexian symbol 1)."""
    value = 0
    for symbol in re.findall(r"\{([^}]*)\}", mana_cost):
        parts = symbol.upper().split("/")
        if symbol.isdigit():
            value += int(symbol)
        elif parts[0] == "2" and len(parts) > 1:
            value += 2
        elif symbol.upper() not in ("X", "Y", "Z"):
            value += 1
    return value


def printed_pt(value: object) -> str | None:
    """A printed power, toughness, loyalty or defence as text ("3", "*", "1+*", "7-*"), None when
    absent. Whether the engine can hold it is for the compiled library to say (`engine_pt`)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise ValueError(f"a power or toughness {value!r} is not text or a number")
    return str(value)


def engine_pt(text: str) -> tuple[int, bool] | None:
    """A printed power or toughness as the engine holds it (208, 604.3): (the number, whether a *
    is beside it): "3" -> (3, False), "*" -> (0, True), "1+*" and "*+1" -> (1, True); None for what it
    cannot hold ("7-*", "?", "X", "1.5")."""
    match = _PT.fullmatch(text.replace(" ", ""))
    if not match:
        return None
    if match.group(3) is not None:
        return int(match.group(3)), False
    return int(match.group(1) or match.group(2) or 0), True


def oracle_lines(text: str | None) -> tuple[str, ...]:
    """The lines of an Oracle text (one ability a line, 113.2b), blank lines left out."""
    return tuple(line.strip() for line in (text or "").split("\n") if line.strip())
