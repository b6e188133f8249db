"""The card library: read from the ASP encodings (the single source of truth) once per process.

Cards give printed values and their abilities as terms; abilities give Oracle-text templates, used
both to show an ability and to recognise a custom object's ability written as Oracle text.
Template placeholders: [~] the object's name, [1] [2] word arguments; [1:T] capitalised,
[1:Ts] capitalised plural, [1:U] upper case, [1:M] the mana symbol of a basic land type.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from operator import attrgetter
from typing import Any

import clingo

from pysolver.resources import library_programs

MANA_SYMBOL = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
SELF_WORDS = ("this creature", "this permanent", "this land", "this artifact", "this enchantment", "this")
_PLACEHOLDER = re.compile(r"\[(~|\d)(?::(\w+))?\]")


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


class Memo(dict[clingo.Symbol, Any]):
    """`read(symbol)` computed once per distinct symbol: every read of a symbol's name, number or
    arguments asks clingo again, and answers repeat the same constants and terms many times."""

    def __init__(self, read: Callable[[clingo.Symbol], Any]) -> None:
        super().__init__()
        self.read = read

    def __missing__(self, sym: clingo.Symbol) -> Any:
        value = self[sym] = self.read(sym)
        return value


def word_text(sym: clingo.Symbol, style: str | None) -> str:
    """Render one word argument of an ability term in the given placeholder style."""
    if sym.type == clingo.SymbolType.String:
        word = sym.string
    elif sym.type == clingo.SymbolType.Number:
        word = str(sym.number)
    else:
        word = sym.name
    if style == "M":
        return MANA_SYMBOL.get(word, word.upper())
    word = word.replace("_", " ")
    if style == "U":
        return word.upper()
    if style in ("T", "Ts"):
        word = "-".join(part[:1].upper() + part[1:] for part in word.split("-"))
        word = " ".join(part[:1].upper() + part[1:] for part in word.split(" "))
        if style == "Ts":
            word += "s"
    return word


def word_symbol(text: str, style: str | None) -> clingo.Symbol:
    """The ASP constant for a word as written in Oracle text (inverse of word_text)."""
    word = text.strip()
    if style == "M":
        inverse = {v: k for k, v in MANA_SYMBOL.items()}
        return clingo.Function(inverse.get(word.upper(), word.lower()))
    if style == "Ts" and word.lower().endswith("s"):
        word = word[:-1]
    word = word.lower().replace(" ", "_").replace("'", "")
    return clingo.Function(word)


def term_names(term: clingo.Symbol) -> set[str]:
    """Every function name inside a term (the operations and values of an effect, the constants)."""
    if term.type != clingo.SymbolType.Function:
        return set()
    found = {term.name}
    for arg in term.arguments:
        found |= term_names(arg)
    return found


class Library:
    """Cards and abilities of the encodings, with rendering and Oracle-text matching."""

    def __init__(self) -> None:
        ctl = clingo.Control(["--warn=none"])
        for path in library_programs():
            ctl.load(str(path))
        ctl.ground([("base", [])])
        self.cards: dict[str, Card] = {}
        self.templates: dict[str, str] = {}
        self.aliases: dict[str, list[str]] = {}
        self.ability_class: dict[clingo.Symbol, str] = {}
        self.keywords: set[str] = set()
        self.effect_abilities: set[clingo.Symbol] = set()
        # abilities whose replacement or prevention effects `replace` applies (replaces/2)
        self.replace_abilities: set[clingo.Symbol] = set()
        # abilities with a meaning in combat (combat_meaning/3: restrictions, requirements, costs)
        self.combat_abilities: set[clingo.Symbol] = set()
        # characteristic-defining abilities (604.3)
        self.cdas: set[clingo.Symbol] = set()
        # the choices an ability needs (needs_choice/2, choice_key/2: encodings/library.lp)
        self.needs_choice: dict[clingo.Symbol, set[str]] = {}
        self.choice_keys: dict[str, str] = {}
        # how many objects a resolved ability affects (target_count/3; None: any number)
        self.target_counts: dict[clingo.Symbol, tuple[int, int | None]] = {}
        # the resolved abilities whose targets may be players too (targets_players/1, 115.4)
        self.player_targets: set[clingo.Symbol] = set()
        # the card type of what an "enter as a copy" ability may copy (copy_kind/2)
        self.copy_kinds: dict[clingo.Symbol, str] = {}
        # ability -> the names of every operation its continuous effects perform (asp/effects.lp)
        self.operations: dict[clingo.Symbol, set[str]] = {}
        # ability -> the (sub)layers its continuous effect has parts in (layer_of/2: l1a ... l7d)
        self.layers: dict[clingo.Symbol, set[str]] = {}
        # ability -> the abilities its effect grants (does(A,L,gain(B)))
        self.grants: dict[clingo.Symbol, set[clingo.Symbol]] = {}
        # abilities only the rules give (never printed text): not matched against Oracle text
        self._rules_only: set[str] = set()
        atoms = [(sym.name, sym.arguments) for sym in (a.symbol for a in ctl.symbolic_atoms)]
        indexed: dict[str, list[tuple[int, clingo.Symbol]]] = {}
        names, numbers = Memo(attrgetter("name")), Memo(attrgetter("number"))
        card_key = Memo(lambda sym: sym.string.lower())
        for name, args in atoms:
            if name == "card" and len(args) == 3:
                self.cards[args[0].string.lower()] = Card(args[0].string, args[1].string,
                                                          Printed(args[0].string, args[2].number))
            elif name == "text" and len(args) == 2:
                self.templates[args[0].name] = args[1].string
            elif name == "alias" and len(args) == 2:
                self.aliases.setdefault(args[0].name, []).append(args[1].string)
            elif name == "ability_class" and len(args) == 2:
                self.ability_class[args[0]] = args[1].name
            elif name == "keyword" and len(args) == 1:
                self.keywords.add(args[0].name)
            elif name == "rules_only" and len(args) == 1:
                self._rules_only.add(args[0].name)
            elif name == "cda" and len(args) == 1:
                self.cdas.add(args[0])
            elif name == "needs_choice" and len(args) == 2:
                self.needs_choice.setdefault(args[0], set()).add(args[1].name)
            elif name == "choice_key" and len(args) == 2:
                self.choice_keys[args[0].name] = args[1].name
            elif name == "targets_players" and len(args) == 1:
                self.player_targets.add(args[0])
            elif name == "target_count" and len(args) == 3:
                most = None if args[2].type == clingo.SymbolType.Function else args[2].number
                self.target_counts[args[0]] = (args[1].number, most)
            elif name == "copy_kind" and len(args) == 2:
                self.copy_kinds[args[0]] = args[1].name
            elif name == "layer_of" and len(args) == 2:
                self.effect_abilities.add(args[0])
                self.layers.setdefault(args[0], set()).add(args[1].name)
            elif name in ("replaces", "cant") and len(args) == 2:
                self.replace_abilities.add(args[0])
            elif name == "combat_meaning" and len(args) == 3:
                self.combat_abilities.add(args[0])
            elif name == "does" and len(args) == 3:
                self.operations.setdefault(args[0], set()).update(term_names(args[2]))
                if args[2].name == "gain" and len(args[2].arguments) == 1:
                    self.grants.setdefault(args[0], set()).add(args[2].arguments[0])
        for name, args in atoms:
            if name == "card_printed" and len(args) == 3:
                printed = self.cards[card_key[args[0]]].printed
                attr, value = names[args[1]], args[2]
                if attr in ("color", "type", "subtype", "supertype"):
                    getattr(printed, {"color": "colors"}.get(attr, attr + "s")).append(names[value])
                elif attr in ("power", "toughness"):
                    setattr(printed, attr, numbers[value])
            elif name == "card_ability":
                indexed.setdefault(card_key[args[0]], []).append((numbers[args[1]], args[2]))
            elif name == "card_star":
                self.cards[card_key[args[0]]].printed.stars.append(names[args[1]])
            elif name == "card_note":
                self.cards[card_key[args[0]]].notes.append(args[1].string)
        for key, abilities in indexed.items():
            self.cards[key].printed.abilities = [a for _, a in sorted(abilities)]
        for card in self.cards.values():
            for lst in (card.printed.colors, card.printed.types, card.printed.subtypes, card.printed.supertypes):
                lst.sort()

    # --- rendering -------------------------------------------------------------------------
    def render(self, ability: clingo.Symbol, name: str) -> str:
        """An ability as shown to people: its Oracle text with the object's own name written out."""
        key = ability.name if ability.type == clingo.SymbolType.Function else str(ability)
        template = self.templates.get(key)
        if template is None:
            return str(ability)
        args = ability.arguments

        def fill(match: re.Match[str]) -> str:
            slot, style = match.group(1), match.group(2)
            if slot == "~":
                return name
            index = int(slot) - 1
            return word_text(args[index], style) if index < len(args) else match.group(0)

        return _PLACEHOLDER.sub(fill, template)

    # --- matching Oracle text --------------------------------------------------------------
    @functools.cached_property
    def _matchers(self) -> list[tuple[re.Pattern[str], str, list[tuple[int, str | None]]]]:
        """Patterns of every wording, except abilities only the rules give (never printed text).

        Built on first use: compiling them takes longer than reading the library, and only a custom
        object's abilities written as text need them."""
        matchers = []
        for key, template in self.templates.items():
            if key in self._rules_only:
                continue
            for wording in [template, *self.aliases.get(key, [])]:
                pattern, slots, pos = "", [], 0
                for m in _PLACEHOLDER.finditer(wording):
                    pattern += re.escape(wording[pos:m.start()])
                    if m.group(1) == "~":
                        pattern += r"(?:" + "|".join(re.escape(w) for w in SELF_WORDS) + r"|~|[^.]+?)"
                    else:
                        pattern += r"([a-z][a-z' -]*?)" if m.group(2) != "M" else r"([wubrg])"
                        slots.append((int(m.group(1)), m.group(2)))
                    pos = m.end()
                pattern += re.escape(wording[pos:])
                pattern = pattern.rstrip(r"\.")
                matchers.append((re.compile(r"^" + pattern + r"\.?$", re.IGNORECASE), key, slots))
        # constant abilities first, then fewer placeholders
        matchers.sort(key=lambda m: len(m[2]))
        return matchers

    def parse_ability(self, text: str) -> clingo.Symbol | None:
        """The ability term for an Oracle text (keywords by their CR names), or None."""
        cleaned = " ".join(text.strip().split())
        for pattern, key, slots in self._matchers:
            match = pattern.match(cleaned)
            if not match:
                continue
            args: list[clingo.Symbol | None] = [None] * max((slot for slot, _ in slots), default=0)
            for group, (slot, style) in enumerate(slots, start=1):
                word = word_symbol(match.group(group), style)
                if args[slot - 1] not in (None, word):  # a word written twice must be the same word
                    break
                args[slot - 1] = word
            else:
                if None in args or (key == "kw" and args[0].name not in self.keywords):
                    continue
                return clingo.Function(key, args) if args else clingo.Function(key)
        return None

    def defines_pt(self, ability: clingo.Symbol) -> bool:
        """Whether the ability is a characteristic-defining ability that defines power and/or
        toughness (604.3a(1); what a printed * needs)."""
        return ability in self.cdas and "cda_pt" in self.operations.get(ability, set())

    def required_choices(self, ability: clingo.Symbol) -> set[str] | None:
        """The choices (scenario `choices` keys) the ability needs made as its object entered or as
        its effect resolved; None for "As ~ enters, choose a Q" with a Q the engine does not know."""
        keys = set(self.needs_choice.get(ability, set()))
        if ability.name == "as_enters_choose" and len(ability.arguments) == 1:
            key = self.choice_keys.get(ability.arguments[0].name)
            if key is None:
                return None
            keys.add(key)
        return keys

    def modelled_by(self, ability: clingo.Symbol) -> str:
        """Which questions give the ability its meaning, in words (for `mtgsolve cards`)."""
        where = []
        if ability in self.effect_abilities:
            where.append("continuous effect: layers")
        if ability in self.combat_abilities:
            where.append("attacks/blocks")
        if ability in self.replace_abilities:
            where.append("replace")
        if where:
            return "modelled by " + ", ".join(where)
        if self.ability_class.get(ability) == "keyword":
            return "keyword (702): read by the questions its rules concern"
        return "text only"

    def card(self, name: str) -> Card | None:
        """The card of that English name, case-insensitive."""
        return self.cards.get(name.strip().lower())


@functools.lru_cache(maxsize=1)
def load_library() -> Library:
    """The library of this installation (read once per process)."""
    return Library()
