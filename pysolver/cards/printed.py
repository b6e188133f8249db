"""A card as printed: its characteristics (CR 109.3, 202-208) and abilities, and how a card name is
looked up (case, spaces and curly apostrophes do not matter)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING

import clingo

if TYPE_CHECKING:
    from pysolver.cards.modelled import FromCorpus

# the curly apostrophe card databases print (’) is the straight one of the templates
CURLY = str.maketrans({"\u2019": "'", "\u2018": "'"})


@dataclass
class Printed:
    """Printed characteristics of an object (CR 109.3, 202-208): a library card's or a custom one's."""

    name: str
    mana_value: int = 0
    colors: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    power: int | None = None
    toughness: int | None = None
    # "power" and/or "toughness" when printed with a * that a characteristic-defining ability defines
    # (604.3); `power` and `toughness` then hold the number printed beside it ("1+*": 1, "*": 0), the
    # value where the ability is missing (a * counts as 0)
    stars: list[str] = field(default_factory=list)
    abilities: list[clingo.Symbol] = field(default_factory=list)
    # the place of each ability among the lines of its Oracle text (1, 2, ...), when some lines are
    # not abilities the engine has (a compiled card's lines not understood); empty: 1, 2, ... in order
    places: list[int] = field(default_factory=list)
    # 202.1: the mana cost as printed ("{1}{B}{B}"), a copiable value (707.2) whose coloured symbols devotion counts
    # (700.5); "" for none
    mana_cost: str = ""

    def place(self, index: int) -> int:
        """The Oracle place (`obj#N`, `ability: N`) of the ability at `index` of `abilities`."""
        return self.places[index] if self.places else index + 1

    def copy(self) -> Printed:
        """An independent copy: the lists are not shared (their items, strings and symbols, are immutable)."""
        lists = {f.name: list(value) for f in fields(self)
                 if isinstance(value := getattr(self, f.name), list)}
        return replace(self, **lists)

    def pt_text(self) -> str | None:
        """Power/toughness as printed ("2/2", "*/1+*"), or None for an object without them."""
        if self.power is None and self.toughness is None:
            return None

        def one(attr: str) -> str:
            value = getattr(self, attr) or 0
            if attr not in self.stars:
                return str(value)
            return f"{value}+*" if value else "*"

        return f"{one('power')}/{one('toughness')}"


@dataclass
class Card:
    """A card of the library: its mana cost, printed values (abilities in Oracle order) and what of
    it the engine does not model."""

    name: str
    mana_cost: str
    printed: Printed
    notes: list[str] = field(default_factory=list)
    # a card of the compiled library (pysolver.cards.compiled): its abilities as the compiler read them
    compiled: FromCorpus | None = None


def card_key(name: str) -> str:
    """A card name as the library looks it up: lower case, single spaces, straight apostrophes."""
    return " ".join(name.translate(CURLY).lower().split())

