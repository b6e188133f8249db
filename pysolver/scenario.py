"""Load and validate a scenario file (../shared/spec/SCENARIO.md) into typed objects.

Every problem raises ScenarioError naming the file, the field path and what is expected; nothing
is executed and nothing is written before the whole scenario is valid. What passes is safe to
turn into clingo symbols: ids and words match [a-z][a-z0-9_]*, strings hold no control
characters, and numbers (alone and added up) stay inside clingo's 32-bit integers.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

import clingo
import yaml

from pysolver import vocabulary as vocab
from pysolver.errors import ScenarioError
from pysolver.library import Library, Printed

ID_RE = re.compile(r"[a-z][a-z0-9_]*")
WORD_RE = re.compile(r"[a-z][a-z0-9_]*")
ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "command")
COLORS = vocab.COLORS
CARD_TYPES = vocab.CARD_TYPES
SUPERTYPES = vocab.SUPERTYPES
BASIC_LAND_TYPES = vocab.BASIC_LAND_TYPES
INT_MIN, INT_MAX = -(2**31), 2**31 - 1
# the sum of the magnitudes of every number that enters the engine's arithmetic (P/T, counters,
# X, mana values, damage): kept well inside 32 bits so that no sum the engine forms can wrap
ARITHMETIC_BUDGET = 2**30
MAX_BYTES = 1_000_000
MAX_DEPTH = 20
MAX_ID = 64
MAX_NAME = 200
MAX_TEXT = 2000
OBJECT_KEYS = {"id", "card", "custom", "owner", "controller", "zone", "timestamp", "tapped",
               "summoning_sick", "token", "face_down", "counters", "attached_to", "choices", "damage"}
CUSTOM_KEYS = {"name", "mana_cost", "types", "subtypes", "supertypes", "colors", "power",
               "toughness", "abilities"}
EFFECT_KEYS = {"id", "spell", "ability_of", "ability", "custom", "targets", "x", "choices",
               "controller", "timestamp"}
CUSTOM_EFFECT_KEYS = {"set_pt", "modify_pt", "switch_pt", "set_colors", "add_colors", "make_colorless",
                      "add_types", "remove_types", "set_types", "add_subtypes", "remove_subtypes",
                      "set_creature_types", "set_land_types", "lose_all_creature_types",
                      "lose_all_land_types", "add_supertypes", "remove_supertypes",
                      "lose_all_abilities", "gain_abilities", "lose_abilities", "control",
                      "change_text", "copy_of"}
CHOICE_KEYS = {"color", "creature_type", "card_name", "land_type", "player", "copy"}
TOP_KEYS = {"players", "active", "objects", "effects", "combat", "event"}
COMBAT_KEYS = {"attackers", "blockers"}
# event kind -> (required keys, optional keys) besides `kind`
EVENT_KEYS: dict[str, tuple[set[str], set[str]]] = {
    "zone_change": ({"object", "to"}, {"from"}),
    "damage": ({"source", "target", "amount"}, set()),
    "destroy": ({"object"}, set()),
    "counters": ({"object", "counter"}, {"amount", "player"}),
    "create_token": ({"token"}, {"amount", "player"}),
    "draw": (set(), {"amount", "player"}),
    "gain_life": ({"amount"}, {"player"}),
    "enter": ({"object"}, {"controller", "tapped", "copy_of"}),
}
# 107.4: mana symbols of a mana cost (generic, variable, coloured, colourless, snow, hybrid, Phyrexian)
MANA_SYMBOL_RE = re.compile(r"[0-9]+|[XYZWUBRGCS]|[WUBRGC2]/[WUBRGP]|[WUBRG]/[WUBRG]/P")
# operations of the library that can change an object's card types or its controller
TYPE_CHANGING_OPS = {"add_type", "set_type", "copy_of", "face_down"}
CONTROL_CHANGING_OPS = {"control", "exchange_control"}
YAML_BOOLEAN_WORDS = {"yes", "no", "on", "off", "true", "false"}


@dataclass
class GameObject:
    """One object of the scenario."""

    id: str
    printed: Printed
    card: str | None
    owner: str
    controller: str
    zone: str
    timestamp: int
    tapped: bool = False
    token: bool = False
    face_down: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    choices: dict[str, str] = field(default_factory=dict)
    damage: int = 0
    summoning_sick: bool = False


@dataclass
class Effect:
    """A continuous effect of a spell or ability that already resolved (CR 611.2c)."""

    id: str
    label: str
    ability: clingo.Symbol | None
    parts: list[tuple[str, clingo.Symbol]]
    source: str | None
    controller: str
    timestamp: int
    targets: list[str] = field(default_factory=list)
    x: int | None = None
    choices: dict[str, str] = field(default_factory=dict)


@dataclass
class Scenario:
    """A validated scenario.

    `combat` is {"attackers": {attacker: player or object}, "blockers": {blocker: [attackers]}}
    with the keys the file gives; `event` is the event with its defaults filled in (SCENARIO.md).
    """

    source: str
    players: list[str]
    active: str
    objects: list[GameObject]
    effects: list[Effect]
    combat: dict[str, Any] | None = None
    event: dict[str, Any] | None = None
    _index: dict[str, GameObject] = field(default_factory=dict, repr=False, compare=False)

    def object(self, oid: str) -> GameObject:
        """The object with that id."""
        if len(self._index) != len(self.objects):
            self._index = {o.id: o for o in self.objects}
        return self._index[oid]


# --- YAML -------------------------------------------------------------------------------------

class _Hardened(yaml.composer.Composer, yaml.constructor.SafeConstructor):
    """Safe YAML, stricter: no aliases ("billion laughs"), no duplicate keys, bounded nesting;
    dates stay strings, and a value that cannot be built (`!!int x`) is a YAML error.

    The composer and constructor of both loaders below, which add a parser and the resolver."""

    _depth = 0  # nesting of the node being composed

    def compose_node(self, parent: Any, index: Any) -> Any:  # type: ignore[override]
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed", event.start_mark)
        if self._depth >= MAX_DEPTH:
            raise yaml.composer.ComposerError(None, None, f"nested deeper than {MAX_DEPTH} levels",
                                              event.start_mark)
        self._depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_object(self, node: Any, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except yaml.YAMLError:
            raise
        except (ValueError, TypeError, KeyError, AttributeError, IndexError, OverflowError) as exc:
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read the value as {node.tag.rsplit(':', 1)[-1]} ({exc})",
                node.start_mark) from None

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            seen: set[Any] = set()
            for key_node, _ in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge" or not isinstance(key_node, yaml.ScalarNode):
                    continue
                key = self.construct_object(key_node)
                try:
                    duplicate = key in seen
                    seen.add(key)
                except TypeError:
                    continue  # unhashable: the base class says so
                if duplicate:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"duplicate key {_show(key)} in a mapping", key_node.start_mark)
        return super().construct_mapping(node, deep)


_Hardened.add_constructor("tag:yaml.org,2002:timestamp", _Hardened.construct_yaml_str)


class _Loader(_Hardened, yaml.SafeLoader):
    """The reference loader: PyYAML's own scanner and parser, which word every YAML error."""


# The same checks on libyaml's parser, three to four times faster, for text both parsers read alike.
# They differ on tabs, "?" and "!" in places, block scalar headers (| >) and byte-order marks
# (tests/test_yaml_loader.py): text holding any of these, a Unicode line break (to be safe) or a
# character YAML does not accept goes to the reference loader alone, and so does text the fast
# loader refuses, so that every error reads as before.
_FastLoader: type | None = None
_NOT_FOR_FAST = re.compile(r"[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff?!|>]")
if yaml.__with_libyaml__:
    class _CLoader(_Hardened, yaml.cyaml.CParser, yaml.resolver.Resolver):
        """libyaml's scanner and parser under PyYAML's composer, constructor and resolver."""

        def __init__(self, stream: str) -> None:
            yaml.cyaml.CParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)
            yaml.composer.Composer.__init__(self)

    _FastLoader = _CLoader


def parse_text(text: str, source: str) -> Any:
    """YAML (or JSON) text into data, refusing aliases, duplicate keys, deep nesting and large input."""
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise ScenarioError(source, "", f"file larger than {MAX_BYTES} bytes")
    if _FastLoader is not None and not _NOT_FOR_FAST.search(text):
        try:
            return yaml.load(text, Loader=_FastLoader)  # noqa: S506 -- safe constructor
        except Exception:  # noqa: BLE001 -- whatever it is, the reference loader finds it and words it
            pass
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 -- a SafeLoader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or (str(exc).splitlines() or ["unreadable"])[0]
        raise ScenarioError(source, "", f"not valid YAML{where}: {problem}") from None
    except RecursionError:
        raise ScenarioError(source, "", f"not valid YAML: nested deeper than {MAX_DEPTH} levels") from None
    except ValueError:  # PyYAML lets an escape beyond Unicode ("\\U7fffffff") through as a plain error
        raise ScenarioError(source, "", "not valid YAML: an escape sequence names no Unicode character") from None


# --- helpers ----------------------------------------------------------------------------------

def _show(value: Any, limit: int = 60) -> str:
    """A value for a message: its repr, shortened."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _suggest(word: str, options: Any) -> str:
    """" (did you mean 'X'?)" for the closest option, or nothing."""
    if not isinstance(word, str) or len(word) > 100:
        return ""
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _sub(path: str, key: Any) -> str:
    """The field path of a mapping key: `a.b` for plain keys, `a["+1/+1"]` for others."""
    if isinstance(key, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
        return f"{path}.{key}" if path else key
    return f"{path}[{_show(key, 40)}]"


def _kind(value: Any) -> str:
    return {dict: "a mapping", list: "a list", str: "a string", bool: "a boolean", int: "an integer",
            float: "a number", type(None): "nothing (null)"}.get(type(value), type(value).__name__)


def _yaml_hint(value: Any) -> str:
    if isinstance(value, bool):
        return " (YAML reads yes/no/on/off/true/false as booleans: quote the id)"
    return ""


def mana_cost_colors(cost: str) -> tuple[int, list[str]]:
    """Mana value (202.3) and colours (202.2) of a mana cost such as "{2}{W/U}{G}"."""
    letters = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
    value, colors = 0, set()
    for symbol in re.findall(r"\{([^}]*)\}", cost):
        parts = symbol.upper().split("/")
        if symbol.isdigit():
            value += int(symbol)
        elif symbol.upper() in ("X", "Y", "Z"):
            continue
        else:
            value += 2 if parts[0] == "2" else 1
        colors.update(letters[p] for p in parts if p in letters)
    return value, sorted(colors)


# --- field checks -----------------------------------------------------------------------------

class _Checker:
    """Field-by-field validation with the file name and field path in every message."""

    def __init__(self, source: str, library: Library) -> None:
        self.source = source
        self.library = library
        self.arithmetic = 0

    def fail(self, path: str, problem: str) -> ScenarioError:
        return ScenarioError(self.source, path, problem)

    def mapping(self, value: Any, path: str, allowed: set[str] | None = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(path or "(top level)", f"expected a mapping, got {_kind(value)}")
        for key in value:
            if not isinstance(key, str):
                raise self.fail(path or "(top level)",
                                f"keys must be strings, got {_show(key)}; quote it")
            if allowed is not None and key not in allowed:
                raise self.fail(_sub(path, key), "unknown field" + _suggest(key, sorted(allowed))
                                + f"; expected one of {', '.join(sorted(allowed))}")
        return value

    def seq(self, value: Any, path: str, what: str = "a list") -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected {what}, got {_kind(value)}")
        return value

    def optional_mapping(self, value: Any, path: str, allowed: set[str] | None = None) -> dict[str, Any]:
        return {} if value is None else self.mapping(value, path, allowed)

    def optional_seq(self, value: Any, path: str, what: str = "a list") -> list[Any]:
        return [] if value is None else self.seq(value, path, what)

    def integer(self, value: Any, path: str, minimum: int = INT_MIN, arithmetic: bool = False) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"expected an integer, got {_show(value)}")
        if not INT_MIN <= value <= INT_MAX:
            raise self.fail(path, f"{_show(value)} is outside the 32-bit range the solver supports "
                                  f"({INT_MIN}..{INT_MAX})")
        if value < minimum:
            what = "a count" if minimum == 0 else "a number"
            raise self.fail(path, f"expected {what} of at least {minimum}, got {value}")
        if arithmetic:
            self.add_arithmetic(abs(value), path)
        return value

    def add_arithmetic(self, magnitude: int, path: str) -> None:
        self.arithmetic += magnitude
        if self.arithmetic > ARITHMETIC_BUDGET:
            raise self.fail(path, f"the numbers of the scenario add up to more than {ARITHMETIC_BUDGET}: "
                                  "sums of power, toughness and counters could leave the solver's "
                                  "32-bit integers; use smaller numbers")

    def boolean(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(path, f"expected true or false, got {_show(value)}")
        return value

    def text(self, value: Any, path: str, limit: int = MAX_NAME) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(path, f"expected a non-empty string, got {_show(value)}")
        if len(value) > limit:
            raise self.fail(path, f"longer than {limit} characters")
        bad = next((c for c in value if unicodedata.category(c) in ("Cc", "Cs", "Co")), None)
        if bad is not None:
            raise self.fail(path, f"contains the character {bad!r}, which is not printable text")
        return value

    def ident(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or len(value) > MAX_ID or not ID_RE.fullmatch(value):
            raise self.fail(path, f"expected an id matching [a-z][a-z0-9_]* (at most {MAX_ID} characters), "
                                  f"got {_show(value)}{_yaml_hint(value)}")
        return value

    def word(self, value: Any, path: str, options: dict[str, str] | tuple[str, ...] | None = None,
             what: str = "value") -> str:
        """A word in normal form (vocabulary.normal_word), one of `options` when given."""
        if isinstance(value, bool):
            hint = " (quote it)" if options else ""
            raise self.fail(path, f"expected a word, got {_show(value)}{hint}")
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_NAME:
            raise self.fail(path, f"expected a word, got {_show(value)}")
        word = vocab.normal_word(value)
        if options is not None:
            table = options if isinstance(options, dict) else {o: o for o in options}
            if word not in table:
                best = difflib.get_close_matches(word, list(table), 1, 0.6) if len(word) <= 100 else []
                suggestion = f" (did you mean {table[best[0]]!r}?)" if best else ""
                listing = f"; expected one of {', '.join(table.values())}" if len(table) <= 12 else ""
                name, _, rule = what.partition(" (")
                rule = f" ({rule}" if rule else ""
                raise self.fail(path, f"unknown {name} {_show(value)}{rule}{suggestion}{listing}")
        if not WORD_RE.fullmatch(word):
            raise self.fail(path, f"{_show(value)} is not a word")
        return word

    def words(self, value: Any, path: str, options: dict[str, str] | tuple[str, ...] | None = None,
              what: str = "value") -> list[str]:
        items = self.optional_seq(value, path)
        return [self.word(v, f"{path}[{i}]", options, what) for i, v in enumerate(items)]

    def ability(self, value: Any, path: str) -> clingo.Symbol:
        text = self.text(value, path, MAX_TEXT)
        term = self.library.parse_ability(text)
        if term is None:
            known = [t for t in self.library.templates.values() if "[" not in t]
            known += sorted(k.replace("_", " ") for k in self.library.keywords)
            raise self.fail(path, f"unknown ability {_show(text)}: not a keyword nor an Oracle text of the "
                                  "card library" + _suggest(text.strip(), known))
        return term

    def counter_kind(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_NAME:
            raise self.fail(path, f"expected a counter kind such as \"+1/+1\" or charge, got {_show(value)}")
        kind = vocab.normal_counter(value)
        if kind in vocab.KEYWORD_COUNTERS:
            raise self.fail(path, f"{kind} counters (122.1b) are not modelled; give the object the "
                                  "keyword instead (custom abilities or a custom effect's gain_abilities)")
        if vocab.PT_COUNTER_RE.fullmatch(kind) and kind not in vocab.PT_COUNTERS:
            raise self.fail(path, f"{kind} counters are not modelled: only +1/+1 and -1/-1 counters "
                                  "change power and toughness here (613.4c)")
        if kind not in vocab.COUNTER_KINDS:
            raise self.fail(path, f"unknown counter kind {_show(value)}"
                            + _suggest(kind, vocab.COUNTER_KINDS)
                            + "; expected +1/+1, -1/-1 or a named counter such as charge")
        return kind


# --- the scenario -----------------------------------------------------------------------------

def load_scenario(data: Any, source: str, library: Library) -> Scenario:
    """Validate parsed data as a scenario; raise ScenarioError on the first problem found."""
    return _Builder(source, library).build(data)


class _Builder:
    """Validates one scenario top-down: players, ids, objects, effects, combat, event."""

    def __init__(self, source: str, library: Library) -> None:
        self.ck = _Checker(source, library)
        self.library = library
        self.players: list[str] = []
        self.active = ""
        self.object_ids: list[str] = []
        self.objects: dict[str, GameObject] = {}

    def fail(self, path: str, problem: str) -> ScenarioError:
        return self.ck.fail(path, problem)

    # references
    def player(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or value not in self.players:
            raise self.fail(path, f"{_show(value)} is not a player{_yaml_hint(value)}; expected one of "
                                  + ", ".join(self.players) + _suggest(value, self.players))
        return value

    def ref(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or value not in self.object_ids:
            raise self.fail(path, f"{_show(value)} is not an object of the scenario{_yaml_hint(value)}"
                            + _suggest(value, self.object_ids))
        return value

    def card(self, value: Any, path: str) -> Any:
        name = self.ck.text(value, path)
        card = self.library.card(name)
        if card is None:
            names = {c.name.lower(): c.name for c in self.library.cards.values()}
            best = difflib.get_close_matches(name.strip().lower(), list(names), n=1, cutoff=0.6)
            hint = f" (did you mean {names[best[0]]!r}?)" if best and len(name) <= 100 else ""
            raise self.fail(path, f"unknown card {_show(name)}: not in the card library{hint}; "
                                  "describe it with `custom` instead")
        return card

    def build(self, data: Any) -> Scenario:
        ck = self.ck
        if data is None:
            raise self.fail("(top level)", "the file is empty (or null); expected a mapping with players "
                                           "and objects")
        top = ck.mapping(data, "", TOP_KEYS)
        if "players" not in top:
            raise self.fail("players", "missing; expected a list of player ids in turn order")
        raw_players = ck.seq(top["players"], "players", "a list of player ids")
        self.players = [ck.ident(p, f"players[{i}]") for i, p in enumerate(raw_players)]
        if not self.players:
            raise self.fail("players", "expected at least one player")
        for i, p in enumerate(self.players):
            if p in self.players[:i]:
                raise self.fail(f"players[{i}]", f"duplicate player id {p!r}")
        self.active = self.player(top.get("active", self.players[0]), "active")
        raw_objects = ck.optional_seq(top.get("objects"), "objects", "a list of objects")
        ids: set[str] = set(self.players)
        for i, raw in enumerate(raw_objects):
            obj = ck.mapping(raw, f"objects[{i}]", OBJECT_KEYS)
            if "id" not in obj:
                raise self.fail(f"objects[{i}].id", "missing; every object needs an id")
            oid = ck.ident(obj["id"], f"objects[{i}].id")
            if oid in ids:
                what = "a player's id" if oid in self.players else "the id of an earlier object"
                raise self.fail(f"objects[{i}].id", f"duplicate id {oid!r}: already {what}")
            ids.add(oid)
            self.object_ids.append(oid)
        objects = [self.game_object(raw, i) for i, raw in enumerate(raw_objects)]
        self.objects = {o.id: o for o in objects}
        for i, obj in enumerate(objects):
            if obj.choices.get("copy") == obj.id:
                raise self.fail(f"objects[{i}].choices.copy", "an object cannot be a copy of itself")
        effects = self.effects(top.get("effects"), ids, objects)
        combat = self.combat(top["combat"], effects) if "combat" in top else None
        event = self.event(top["event"]) if "event" in top else None
        return Scenario(ck.source, self.players, self.active, objects, effects, combat, event)

    # objects
    def choices(self, raw: Any, path: str) -> dict[str, str]:
        ck = self.ck
        out = {}
        for key, value in ck.optional_mapping(raw, path, CHOICE_KEYS).items():
            sub = f"{path}.{key}"
            if key == "color":
                out[key] = ck.word(value, sub, COLORS, "colour")
            elif key == "land_type":
                out[key] = ck.word(value, sub, vocab.LAND_TYPE_WORDS, "land type (205.3i)")
            elif key == "creature_type":
                out[key] = ck.word(value, sub, vocab.CREATURE_TYPE_WORDS, "creature type (205.3m)")
            elif key == "card_name":
                out[key] = ck.text(value, sub)
            elif key == "player":
                out[key] = self.player(value, sub)
            else:
                out[key] = self.ref(value, sub)
        return out

    def game_object(self, raw: dict[str, Any], i: int) -> GameObject:
        ck, path = self.ck, f"objects[{i}]"
        if ("card" in raw) == ("custom" in raw):
            raise self.fail(path, "give exactly one of card (a library card) or custom")
        if "card" in raw:
            card = self.card(raw["card"], f"{path}.card")
            printed = card.printed.copy()
        else:
            printed = self.custom_printed(raw["custom"], f"{path}.custom")
        owner = self.player(raw.get("owner", self.active), f"{path}.owner")
        zone = ck.word(raw.get("zone", "battlefield"), f"{path}.zone", ZONES, "zone")
        controller = self.player(raw.get("controller", owner), f"{path}.controller")
        counters: dict[str, int] = {}
        for kind, n in ck.optional_mapping(raw.get("counters"), f"{path}.counters").items():
            sub = _sub(f"{path}.counters", kind)
            name = ck.counter_kind(kind, sub)
            if name in counters:
                raise self.fail(sub, f"{name} counters are given twice")
            counters[name] = ck.integer(n, sub, minimum=0, arithmetic=True)
        attached = raw.get("attached_to")
        if attached is not None:
            attached = self.ref(attached, f"{path}.attached_to")
            if attached == raw["id"]:
                raise self.fail(f"{path}.attached_to", "an object cannot be attached to itself")
        return GameObject(
            id=raw["id"], printed=printed, card=printed.name if "card" in raw else None, owner=owner,
            controller=controller, zone=zone,
            timestamp=ck.integer(raw.get("timestamp", i + 1), f"{path}.timestamp"),
            tapped=ck.boolean(raw.get("tapped", False), f"{path}.tapped"),
            token=ck.boolean(raw.get("token", False), f"{path}.token"),
            face_down=ck.boolean(raw.get("face_down", False), f"{path}.face_down"),
            counters=counters, attached_to=attached,
            choices=self.choices(raw.get("choices"), f"{path}.choices"),
            damage=ck.integer(raw.get("damage", 0), f"{path}.damage", minimum=0, arithmetic=True),
            summoning_sick=ck.boolean(raw.get("summoning_sick", False), f"{path}.summoning_sick"))

    def custom_printed(self, raw: Any, path: str) -> Printed:
        ck = self.ck
        custom = ck.mapping(raw, path, CUSTOM_KEYS)
        name = ck.text(custom.get("name", "Custom Object"), f"{path}.name")
        mana_value, colors = self.mana_cost(custom.get("mana_cost", ""), f"{path}.mana_cost")
        if "colors" in custom:
            colors = sorted(set(ck.words(custom["colors"], f"{path}.colors", COLORS, "colour")))
        types = ck.words(custom.get("types"), f"{path}.types", CARD_TYPES, "card type (205.2a)")
        pt: dict[str, int | None] = {}
        star = False
        for key in ("power", "toughness"):
            value = custom.get(key)
            if value == "*":
                star, pt[key] = True, None
            elif value is None:
                pt[key] = None
            else:
                pt[key] = ck.integer(value, f"{path}.{key}", arithmetic=True)
        abilities = [ck.ability(a, f"{path}.abilities[{j}]")
                     for j, a in enumerate(ck.optional_seq(custom.get("abilities"), f"{path}.abilities"))]
        subtypes = ck.words(custom.get("subtypes"), f"{path}.subtypes", vocab.SUBTYPE_WORDS,
                            "subtype (205.3)")
        supertypes = ck.words(custom.get("supertypes"), f"{path}.supertypes", SUPERTYPES,
                              "supertype (205.4a)")
        return Printed(name, mana_value, colors, sorted(set(types)), sorted(set(subtypes)),
                       sorted(set(supertypes)), pt["power"], pt["toughness"], star, abilities)

    def mana_cost(self, cost: Any, path: str) -> tuple[int, list[str]]:
        if cost is None:
            cost = ""
        if not isinstance(cost, str) or len(cost) > MAX_NAME or not re.fullmatch(r"(\{[^{}]*\})*", cost):
            raise self.fail(path, f"expected a mana cost such as \"{{1}}{{G}}\", got {_show(cost)}")
        symbols = re.findall(r"\{([^{}]*)\}", cost)
        for symbol in symbols:
            if not MANA_SYMBOL_RE.fullmatch(symbol.upper()):
                raise self.fail(path, f"unknown mana symbol {{{symbol}}} (107.4); expected symbols such as "
                                      "{2}, {X}, {G}, {C}, {W/U}, {2/W}, {G/P}")
            if symbol.isdigit():
                self.ck.integer(int(symbol), path, minimum=0)
        mana_value, colors = mana_cost_colors(cost)
        self.ck.integer(mana_value, path, arithmetic=True)
        return mana_value, colors

    # effects
    def effects(self, raw_effects: Any, ids: set[str], objects: list[GameObject]) -> list[Effect]:
        ck = self.ck
        raws = [ck.mapping(r, f"effects[{i}]", EFFECT_KEYS)
                for i, r in enumerate(ck.optional_seq(raw_effects, "effects", "a list of effects"))]
        effect_ids: list[str] = []
        for i, raw in enumerate(raws):
            if "id" in raw:
                eid = ck.ident(raw["id"], f"effects[{i}].id")
                if eid in ids:
                    raise self.fail(f"effects[{i}].id", f"duplicate id {eid!r}: already the id of a player, "
                                                        "an object or an earlier effect")
                ids.add(eid)
        for i, raw in enumerate(raws):
            if "id" in raw:
                effect_ids.append(raw["id"])
                continue
            eid = f"e{i + 1}"
            while eid in ids:
                eid += "_"
            ids.add(eid)
            effect_ids.append(eid)
        last = max([o.timestamp for o in objects], default=0)
        return [self.effect(raw, i, effect_ids[i], last) for i, raw in enumerate(raws)]

    def effect(self, raw: dict[str, Any], i: int, eid: str, last: int) -> Effect:
        ck, path = self.ck, f"effects[{i}]"
        kinds = [k for k in ("spell", "ability_of", "custom") if k in raw]
        if len(kinds) != 1:
            raise self.fail(path, "give exactly one of spell, ability_of or custom")
        if "ability" in raw and "custom" in raw:
            raise self.fail(f"{path}.ability", "only for spell or ability_of, not with custom")
        targets = [self.ref(t, f"{path}.targets[{j}]")
                   for j, t in enumerate(ck.optional_seq(raw.get("targets"), f"{path}.targets"))]
        source, ability, parts, label = None, None, [], ""
        if "spell" in raw:
            card = self.card(raw["spell"], f"{path}.spell")
            ability = self.effect_ability(card.printed.abilities, path, "spell", card.name, raw.get("ability"))
            label = card.name
        elif "ability_of" in raw:
            source = self.ref(raw["ability_of"], f"{path}.ability_of")
            src = self.objects[source]
            ability = self.effect_ability(src.printed.abilities, path, "ability_of", src.printed.name,
                                          raw.get("ability"))
            label = f"ability of {source}"
        else:
            parts = self.custom_parts(raw["custom"], f"{path}.custom")
            label = "custom effect"
        default_controller = self.objects[source].controller if source else self.active
        return Effect(
            id=eid, label=label, ability=ability, parts=parts, source=source,
            controller=self.player(raw.get("controller", default_controller), f"{path}.controller"),
            timestamp=self.effect_timestamp(raw, path, last + i + 1),
            targets=targets,
            x=ck.integer(raw["x"], f"{path}.x", minimum=0, arithmetic=True) if "x" in raw else None,
            choices=self.choices(raw.get("choices"), f"{path}.choices"))

    def effect_timestamp(self, raw: dict[str, Any], path: str, default: int) -> int:
        if "timestamp" not in raw and default > INT_MAX:
            raise self.fail(f"{path}.timestamp", "missing, and the default (after every object) would leave "
                                                 "the 32-bit range; give one")
        return self.ck.integer(raw.get("timestamp", default), f"{path}.timestamp")

    def effect_ability(self, abilities: list[clingo.Symbol], path: str, key: str, name: str,
                       index: Any) -> clingo.Symbol:
        """The ability that made the effect: `ability: N` (Oracle order), else the only one that can.

        "The only one": the only activated, triggered or spell ability with a layer effect, or, when
        none has one, the only activated, triggered or spell ability at all (a combat requirement,
        a prevention shield, a replacement effect: continuous effects outside the layers).
        """
        library = self.library
        resolving = ("activated", "triggered", "spell")
        if index is not None:
            n = self.ck.integer(index, f"{path}.ability", minimum=1)
            if n > len(abilities):
                raise self.fail(f"{path}.ability", f"{name} has {len(abilities)} abilities, not {n}")
            ability = abilities[n - 1]
            kind = library.ability_class.get(ability, "unknown")
            if ability not in library.effect_abilities and kind not in resolving:
                raise self.fail(f"{path}.ability", f"ability {n} of {name} is a {kind} ability: it "
                                                   "creates no effect that resolves (611.2c)")
            return ability
        options = [a for a in abilities if library.ability_class.get(a) in resolving]
        layered = [a for a in options if a in library.effect_abilities]
        if len(layered) == 1:
            return layered[0]
        if not layered and len(options) == 1:
            return options[0]
        raise self.fail(f"{path}.{key}", f"{name} has {len(layered) or len(options)} activated, triggered or "
                                         "spell abilities that could have made this effect; say which with "
                                         "`ability: N`")

    def custom_parts(self, raw: Any, path: str) -> list[tuple[str, clingo.Symbol]]:
        """The (layer, operation) parts of a custom effect (asp/effects.lp operations)."""
        ck = self.ck
        custom = ck.mapping(raw, path, CUSTOM_EFFECT_KEYS)
        if not custom:
            raise self.fail(path, "an empty custom effect; give at least one part such as set_pt: [0, 1]")
        F, n = clingo.Function, clingo.Number
        parts: list[tuple[str, clingo.Symbol]] = []

        def pair(key: str) -> tuple[int, int]:
            value = ck.seq(custom[key], f"{path}.{key}", "[power, toughness]")
            if len(value) != 2:
                raise self.fail(f"{path}.{key}", f"expected [power, toughness], got {len(value)} numbers")
            return (ck.integer(value[0], f"{path}.{key}[0]", arithmetic=True),
                    ck.integer(value[1], f"{path}.{key}[1]", arithmetic=True))

        def flag(key: str) -> bool:
            return ck.boolean(custom.get(key, False), f"{path}.{key}")

        subtypes, creature_types, land_types = (vocab.SUBTYPE_WORDS, vocab.CREATURE_TYPE_WORDS,
                                                vocab.LAND_TYPE_WORDS)
        if "copy_of" in custom:
            parts.append(("l1a", F("copy_of", [F(self.ref(custom["copy_of"], f"{path}.copy_of"))])))
        if "control" in custom:
            parts.append(("l2", F("control", [F(self.player(custom["control"], f"{path}.control"))])))
        if "change_text" in custom:
            change = ck.mapping(custom["change_text"], f"{path}.change_text", {"from", "to"})
            words = []
            for k in ("from", "to"):
                if k not in change:
                    raise self.fail(f"{path}.change_text.{k}", "missing; a colour word or a basic land type")
                words.append(ck.word(change[k], f"{path}.change_text.{k}", COLORS + BASIC_LAND_TYPES,
                                     "colour word or basic land type (612.2)"))
            if (words[0] in COLORS) != (words[1] in COLORS):
                raise self.fail(f"{path}.change_text.to", "a colour word changes to a colour word and a "
                                                          "basic land type to a basic land type (612.2)")
            parts.append(("l3", F("change_text", [F(words[0]), F(words[1])])))
        type_ops = (("add_types", "add_type"), ("remove_types", "remove_type"), ("set_types", "set_type"))
        for key, op in type_ops:
            for t in ck.words(custom.get(key), f"{path}.{key}", CARD_TYPES, "card type (205.2a)"):
                parts.append(("l4", F(op, [F(t)])))
        for s in ck.words(custom.get("add_subtypes"), f"{path}.add_subtypes", subtypes, "subtype (205.3)"):
            parts.append(("l4", F("add_land_type" if s in BASIC_LAND_TYPES else "add_subtype", [F(s)])))
        for s in ck.words(custom.get("remove_subtypes"), f"{path}.remove_subtypes", subtypes,
                          "subtype (205.3)"):
            parts.append(("l4", F("remove_subtype", [F(s)])))
        for s in ck.words(custom.get("set_creature_types"), f"{path}.set_creature_types", creature_types,
                          "creature type (205.3m)"):
            parts.append(("l4", F("set_creature_type", [F(s)])))
        for s in ck.words(custom.get("set_land_types"), f"{path}.set_land_types", land_types,
                          "land type (205.3i)"):
            parts.append(("l4", F("set_land_type", [F(s)])))
        for s in ck.words(custom.get("add_supertypes"), f"{path}.add_supertypes", SUPERTYPES, "supertype"):
            parts.append(("l4", F("add_supertype", [F(s)])))
        for s in ck.words(custom.get("remove_supertypes"), f"{path}.remove_supertypes", SUPERTYPES,
                          "supertype"):
            parts.append(("l4", F("remove_supertype", [F(s)])))
        if flag("lose_all_creature_types"):
            parts.append(("l4", F("lose_creature_types")))
        if flag("lose_all_land_types"):
            parts.append(("l4", F("lose_land_types")))
        for c in ck.words(custom.get("set_colors"), f"{path}.set_colors", COLORS, "colour"):
            parts.append(("l5", F("set_color", [F(c)])))
        for c in ck.words(custom.get("add_colors"), f"{path}.add_colors", COLORS, "colour"):
            parts.append(("l5", F("add_color", [F(c)])))
        if flag("make_colorless"):
            parts.append(("l5", F("colorless")))
        if flag("lose_all_abilities"):
            parts.append(("l6", F("lose_all")))
        for j, a in enumerate(ck.optional_seq(custom.get("gain_abilities"), f"{path}.gain_abilities")):
            parts.append(("l6", F("gain", [ck.ability(a, f"{path}.gain_abilities[{j}]")])))
        for j, a in enumerate(ck.optional_seq(custom.get("lose_abilities"), f"{path}.lose_abilities")):
            parts.append(("l6", F("lose", [ck.ability(a, f"{path}.lose_abilities[{j}]")])))
        if "set_pt" in custom:
            p, t = pair("set_pt")
            parts.append(("l7b", F("set_pt", [F("n", [n(p)]), F("n", [n(t)])])))
        if "modify_pt" in custom:
            p, t = pair("modify_pt")
            parts.append(("l7c", F("modify_pt", [F("n", [n(p)]), F("n", [n(t)])])))
        if flag("switch_pt"):
            parts.append(("l7d", F("switch_pt")))
        if not parts:
            raise self.fail(path, "the custom effect does nothing; give at least one part such as "
                                  "set_pt: [0, 1]")
        return parts

    # combat (508.1, 509.1)
    def may_change(self, effects: list[Effect]) -> tuple[bool, bool]:
        """Whether some effect of the scenario could change card types, and controllers."""
        ops = self.library.operations
        names: set[str] = set()
        for obj in self.objects.values():
            for ability in obj.printed.abilities:
                names |= ops.get(ability, set())
            if obj.face_down or "copy" in obj.choices:
                names.add("copy_of")
        for eff in effects:
            if eff.ability is not None:
                names |= ops.get(eff.ability, set())
            names |= {op.name for _, op in eff.parts}
        return bool(names & TYPE_CHANGING_OPS), bool(names & CONTROL_CHANGING_OPS)

    def on_battlefield(self, oid: str, path: str, role: str) -> GameObject:
        obj = self.objects[oid]
        if obj.zone != "battlefield":
            raise self.fail(path, f"{oid} is in the {obj.zone}, not on the battlefield; only a permanent "
                                  f"can be {role}")
        return obj

    def combat(self, raw: Any, effects: list[Effect]) -> dict[str, Any]:
        ck = self.ck
        combat = ck.mapping(raw, "combat", COMBAT_KEYS)
        types_vary, control_varies = self.may_change(effects)

        def creature(obj: GameObject, path: str, role: str) -> None:
            if not types_vary and "creature" not in obj.printed.types:
                printed = " ".join(obj.printed.types) or "typeless"
                raise self.fail(path, f"{obj.id} ({obj.printed.name}) is not a creature (printed: "
                                      f"{printed}) and no effect of the scenario can make it one; only "
                                      f"creatures can be {role}")

        out: dict[str, Any] = {}
        attacked_player: dict[str, str | None] = {}
        if "attackers" in combat:
            attackers: dict[str, str] = {}
            for aid, target in ck.optional_mapping(combat["attackers"], "combat.attackers").items():
                path = _sub("combat.attackers", aid)
                obj = self.objects[self.ref(aid, path)]
                self.on_battlefield(aid, path, "declared as an attacker")
                creature(obj, path, "declared as attackers (508.1a)")
                if not control_varies and obj.controller != self.active:
                    raise self.fail(path, f"{aid} is controlled by {obj.controller}, but attackers are "
                                          f"declared by the active player, {self.active} (508.1a)")
                if isinstance(target, str) and target in self.players:
                    if target == obj.controller or (not control_varies and target == self.active):
                        raise self.fail(path, f"{aid} cannot attack {target}: a creature attacks an opponent "
                                              "of its controller (508.1b)")
                    attacked_player[aid] = target
                elif isinstance(target, str) and target in self.objects:
                    defender = self.on_battlefield(target, path, "attacked")
                    kinds = {"planeswalker", "battle"} & set(defender.printed.types)
                    if not kinds and not types_vary:
                        raise self.fail(path, f"{target} ({defender.printed.name}) is neither a planeswalker "
                                              "nor a battle; attack a player, a planeswalker or a battle "
                                              "(508.1b)")
                    own = defender.controller == obj.controller
                    if kinds == {"planeswalker"} and not control_varies and own:
                        raise self.fail(path, f"{aid} cannot attack {target}: its controller also controls "
                                              "that planeswalker (508.1b)")
                    attacked_player[aid] = defender.controller if kinds == {"planeswalker"} else None
                else:
                    raise self.fail(path, f"{_show(target)} is neither a player nor an object of the "
                                          "scenario; expected the defending player, a planeswalker or "
                                          "a battle" + _suggest(target, self.players + self.object_ids))
                attackers[aid] = target
            out["attackers"] = attackers
        if "blockers" in combat:
            blocks = ck.optional_mapping(combat["blockers"], "combat.blockers")
            if blocks and "attackers" not in out:
                raise self.fail("combat.blockers", "blockers need combat.attackers: the attacking creatures")
            blockers: dict[str, list[str]] = {}
            for bid, raw_list in blocks.items():
                path = _sub("combat.blockers", bid)
                obj = self.objects[self.ref(bid, path)]
                self.on_battlefield(bid, path, "declared as a blocker")
                creature(obj, path, "declared as blockers (509.1a)")
                if not control_varies and obj.controller == self.active:
                    raise self.fail(path, f"{bid} is controlled by {obj.controller}, the attacking player; "
                                          "blockers are declared by a defending player (509.1a)")
                listed: list[str] = []
                for j, aid in enumerate(ck.seq(raw_list, path, "a list of the attackers it blocks")):
                    sub = f"{path}[{j}]"
                    if not isinstance(aid, str) or aid not in out["attackers"]:
                        raise self.fail(sub, f"{_show(aid)} is not an attacking creature (combat.attackers)"
                                        + _suggest(aid, list(out["attackers"])))
                    if aid in listed:
                        raise self.fail(sub, f"{aid} is listed twice")
                    defender = attacked_player.get(aid)
                    if not control_varies and defender is not None and defender != obj.controller:
                        raise self.fail(sub, f"{bid}'s controller {obj.controller} cannot block {aid}, which "
                                             f"attacks {out['attackers'][aid]} (509.1a)")
                    listed.append(aid)
                blockers[bid] = sorted(listed)
            out["blockers"] = blockers
        return out

    # event (for `replace`)
    def event(self, raw: Any) -> dict[str, Any]:
        ck = self.ck
        event = ck.mapping(raw, "event")
        if "kind" not in event:
            raise self.fail("event.kind", f"missing; one of {', '.join(EVENT_KEYS)}")
        kind = event["kind"]
        if not isinstance(kind, str) or kind not in EVENT_KEYS:
            raise self.fail("event.kind", f"unknown event kind {_show(kind)}"
                            + _suggest(kind, list(EVENT_KEYS)) + f"; expected one of {', '.join(EVENT_KEYS)}")
        required, optional = EVENT_KEYS[kind]
        allowed = required | optional | {"kind"}
        for key in event:
            if key not in allowed:
                raise self.fail(_sub("event", key), f"not a field of a {kind} event"
                                + _suggest(key, sorted(allowed)) + f"; expected {', '.join(sorted(allowed))}")
        for key in sorted(required):
            if key not in event:
                raise self.fail(f"event.{key}", f"missing; a {kind} event needs "
                                                f"{', '.join(sorted(required))}")
        out: dict[str, Any] = {"kind": kind}

        def amount(default: int | None) -> None:
            if "amount" in event or default is None:
                out["amount"] = ck.integer(event.get("amount"), "event.amount", minimum=0, arithmetic=True)
            else:
                out["amount"] = default

        def who() -> None:
            out["player"] = self.player(event.get("player", self.active), "event.player")

        if kind in ("zone_change", "destroy", "counters", "enter"):
            out["object"] = self.ref(event["object"], "event.object")
            obj = self.objects[out["object"]]
        if kind == "zone_change":
            out["from"] = ck.word(event.get("from", obj.zone), "event.from", ZONES, "zone")
            if out["from"] != obj.zone:
                raise self.fail("event.from", f"{obj.id} is in the {obj.zone}, not in the {out['from']}")
            out["to"] = ck.word(event["to"], "event.to", ZONES, "zone")
            if out["to"] == out["from"]:
                raise self.fail("event.to", f"{obj.id} is already in the {obj.zone}; a zone change goes "
                                            "elsewhere")
        elif kind == "destroy":
            self.on_battlefield(obj.id, "event.object", "destroyed (701.8a)")
        elif kind == "damage":
            out["source"] = self.ref(event["source"], "event.source")
            target = event["target"]
            if isinstance(target, str) and target in self.players:
                out["target"] = target
            else:
                out["target"] = self.ref(target, "event.target")
                self.on_battlefield(target, "event.target", "dealt damage (120.1)")
            amount(None)
        elif kind == "counters":
            out["counter"] = ck.counter_kind(event["counter"], "event.counter")
            amount(1)
            who()
        elif kind == "create_token":
            out["token"] = self.token(event["token"])
            amount(1)
            who()
        elif kind == "draw":
            amount(1)
            who()
        elif kind == "gain_life":
            amount(None)
            who()
        elif kind == "enter":
            if obj.zone == "battlefield":
                raise self.fail("event.object", f"{obj.id} is already on the battlefield; an enter event is "
                                                "for an object about to enter")
            out["controller"] = self.player(event.get("controller", obj.owner), "event.controller")
            out["tapped"] = ck.boolean(event.get("tapped", False), "event.tapped")
            if "copy_of" in event:
                out["copy_of"] = self.ref(event["copy_of"], "event.copy_of")
                if out["copy_of"] == obj.id:
                    raise self.fail("event.copy_of", "an object cannot enter as a copy of itself")
        return out

    def token(self, raw: Any) -> dict[str, str]:
        if isinstance(raw, str):
            return {"card": self.card(raw, "event.token").name}
        token = self.ck.mapping(raw, "event.token", {"card", "copy_of"})
        if len(token) != 1:
            raise self.fail("event.token", "give exactly one of card (a library card) or copy_of (an object)")
        if "card" in token:
            return {"card": self.card(token["card"], "event.token.card").name}
        return {"copy_of": self.ref(token["copy_of"], "event.token.copy_of")}

