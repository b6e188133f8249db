"""Load and validate a scenario file (../shared/spec/SCENARIO.md) into typed objects.

Every problem raises ScenarioError naming the file, the field path and what is expected; nothing
is executed and nothing is written before the whole scenario is valid.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Any

import clingo
import yaml

from pysolver.errors import ScenarioError
from pysolver.library import Library

ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "command")
COLORS = ("white", "blue", "black", "red", "green")
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")
SUPERTYPES = ("basic", "legendary", "snow", "world", "ongoing")
BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
INT_MIN, INT_MAX = -(2**31), 2**31 - 1
MAX_BYTES = 1_000_000
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


@dataclass
class Printed:
    """Printed characteristics of an object (CR 109.3), from the library or `custom`."""

    name: str
    mana_value: int = 0
    colors: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    power: int | None = None
    toughness: int | None = None
    star: bool = False
    abilities: list[clingo.Symbol] = field(default_factory=list)


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
    """A validated scenario."""

    source: str
    players: list[str]
    active: str
    objects: list[GameObject]
    effects: list[Effect]
    combat: dict[str, Any] | None = None
    event: dict[str, Any] | None = None

    def object(self, oid: str) -> GameObject:
        """The object with that id."""
        return next(o for o in self.objects if o.id == oid)


class _Loader(yaml.SafeLoader):
    """Safe YAML without aliases: alias bombs ("billion laughs") are refused outright."""

    def compose_node(self, parent: Any, index: Any) -> Any:  # type: ignore[override]
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed", event.start_mark)
        return super().compose_node(parent, index)


def _suggest(word: str, options: list[str] | tuple[str, ...]) -> str:
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


class _Checker:
    """Field-by-field validation with the file name and field path in every message."""

    def __init__(self, source: str, library: Library) -> None:
        self.source = source
        self.library = library

    def fail(self, path: str, problem: str) -> ScenarioError:
        return ScenarioError(self.source, path, problem)

    def mapping(self, value: Any, path: str, allowed: set[str] | None = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(path, f"expected a mapping, got {type(value).__name__}")
        for key in value:
            if not isinstance(key, str):
                raise self.fail(path, f"keys must be strings, got {key!r}")
            if allowed is not None and key not in allowed:
                raise self.fail(f"{path}.{key}" if path else key,
                                "unknown field" + _suggest(key, sorted(allowed)))
        return value

    def seq(self, value: Any, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected a list, got {type(value).__name__}")
        return value

    def integer(self, value: Any, path: str, minimum: int = INT_MIN) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"expected an integer, got {value!r}")
        if not INT_MIN <= value <= INT_MAX:
            raise self.fail(path, f"{value} is outside the 32-bit range the solver supports")
        if value < minimum:
            raise self.fail(path, f"expected at least {minimum}, got {value}")
        return value

    def boolean(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(path, f"expected true or false, got {value!r}")
        return value

    def text(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(path, f"expected a non-empty string, got {value!r}")
        return value

    def ident(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or not ID_RE.match(value):
            raise self.fail(path, f"expected an id matching [a-z][a-z0-9_]*, got {value!r}")
        return value

    def word(self, value: Any, path: str, options: tuple[str, ...] | None = None) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(path, f"expected a word, got {value!r}")
        word = value.strip().lower().replace(" ", "_").replace("-", "_")
        if options is not None and word not in options:
            raise self.fail(path, f"unknown value {value!r}; expected one of {', '.join(options)}"
                            + _suggest(word, options))
        if not re.match(r"^[a-z][a-z0-9_']*$", word):
            raise self.fail(path, f"{value!r} is not a word")
        return word.replace("'", "")

    def words(self, value: Any, path: str, options: tuple[str, ...] | None = None) -> list[str]:
        return [self.word(v, f"{path}[{i}]", options) for i, v in enumerate(self.seq(value, path))]

    def ability(self, value: Any, path: str) -> clingo.Symbol:
        text = self.text(value, path)
        term = self.library.parse_ability(text)
        if term is None:
            known = [t for t in self.library.templates.values() if "[" not in t]
            raise self.fail(path, f"unknown ability {text!r}: not a keyword nor an Oracle text of the "
                                  "card library" + _suggest(text, known))
        return term


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


def parse_text(text: str, source: str) -> Any:
    """YAML (or JSON) text into data, refusing aliases and oversized input."""
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise ScenarioError(source, "", f"file larger than {MAX_BYTES} bytes")
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 -- a SafeLoader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ScenarioError(source, "", f"not valid YAML{where}: {problem}") from None


def load_scenario(data: Any, source: str, library: Library) -> Scenario:
    """Validate parsed data as a scenario; raise ScenarioError on the first problem found."""
    ck = _Checker(source, library)
    if data is None:
        raise ck.fail("", "the file is empty; expected a mapping with players and objects")
    top = ck.mapping(data, "", TOP_KEYS)
    if "players" not in top:
        raise ck.fail("players", "missing; expected a list of player ids in turn order")
    players = [ck.ident(p, f"players[{i}]") for i, p in enumerate(ck.seq(top["players"], "players"))]
    if not players:
        raise ck.fail("players", "expected at least one player")
    if len(set(players)) != len(players):
        dup = next(p for p in players if players.count(p) > 1)
        raise ck.fail("players", f"duplicate player id {dup!r}")
    active = top.get("active", players[0])
    if active not in players:
        raise ck.fail("active", f"{active!r} is not a player" + _suggest(str(active), players))
    raw_objects = ck.seq(top.get("objects") or [], "objects")
    ids: set[str] = set(players)
    for i, raw in enumerate(raw_objects):
        obj = ck.mapping(raw, f"objects[{i}]", OBJECT_KEYS)
        if "id" not in obj:
            raise ck.fail(f"objects[{i}].id", "missing")
        oid = ck.ident(obj["id"], f"objects[{i}].id")
        if oid in ids:
            raise ck.fail(f"objects[{i}].id", f"duplicate id {oid!r}")
        ids.add(oid)
    object_ids = [raw["id"] for raw in raw_objects]

    def player(value: Any, path: str) -> str:
        if value not in players:
            raise ck.fail(path, f"{value!r} is not a player" + _suggest(str(value), players))
        return value

    def ref(value: Any, path: str) -> str:
        if value not in object_ids:
            raise ck.fail(path, f"{value!r} is not an object of the scenario" + _suggest(str(value), object_ids))
        return value

    def choices(raw: Any, path: str) -> dict[str, str]:
        out = {}
        for key, value in ck.mapping(raw, path, CHOICE_KEYS).items():
            sub = f"{path}.{key}"
            if key == "color":
                out[key] = ck.word(value, sub, COLORS)
            elif key == "land_type":
                out[key] = ck.word(value, sub)
            elif key == "creature_type":
                out[key] = ck.word(value, sub)
            elif key == "card_name":
                out[key] = ck.text(value, sub)
            elif key == "player":
                out[key] = player(value, sub)
            else:
                out[key] = ref(value, sub)
        return out

    objects = []
    for i, raw in enumerate(raw_objects):
        path = f"objects[{i}]"
        if ("card" in raw) == ("custom" in raw):
            raise ck.fail(path, "give exactly one of card (a library card) or custom")
        if "card" in raw:
            name = ck.text(raw["card"], f"{path}.card")
            card = library.card(name)
            if card is None:
                raise ck.fail(f"{path}.card", f"unknown card {name!r}"
                              + _suggest(name.lower(), list(library.cards)))
            printed = Printed(card.name, card.mana_value, list(card.colors), list(card.types),
                              list(card.subtypes), list(card.supertypes), card.power, card.toughness,
                              card.star, list(card.abilities))
        else:
            printed = _custom_printed(ck, raw["custom"], f"{path}.custom")
        owner = player(raw.get("owner", active), f"{path}.owner")
        zone = ck.word(raw.get("zone", "battlefield"), f"{path}.zone", ZONES)
        controller = player(raw.get("controller", owner), f"{path}.controller")
        counters = {}
        for kind, n in ck.mapping(raw.get("counters") or {}, f"{path}.counters").items():
            counters[kind] = ck.integer(n, f"{path}.counters.{kind}", minimum=0)
        attached = raw.get("attached_to")
        if attached is not None:
            attached = ref(attached, f"{path}.attached_to")
            if attached == raw["id"]:
                raise ck.fail(f"{path}.attached_to", "an object cannot be attached to itself")
        objects.append(GameObject(
            id=raw["id"], printed=printed, card=raw.get("card"), owner=owner, controller=controller,
            zone=zone,
            timestamp=ck.integer(raw.get("timestamp", i + 1), f"{path}.timestamp"),
            tapped=ck.boolean(raw.get("tapped", False), f"{path}.tapped"),
            token=ck.boolean(raw.get("token", False), f"{path}.token"),
            face_down=ck.boolean(raw.get("face_down", False), f"{path}.face_down"),
            counters=counters, attached_to=attached,
            choices=choices(raw.get("choices") or {}, f"{path}.choices"),
            damage=ck.integer(raw.get("damage", 0), f"{path}.damage", minimum=0)))
        ck.boolean(raw.get("summoning_sick", False), f"{path}.summoning_sick")

    last = max([o.timestamp for o in objects], default=0)
    effects = []
    for i, raw_effect in enumerate(ck.seq(top.get("effects") or [], "effects")):
        path = f"effects[{i}]"
        raw = ck.mapping(raw_effect, path, EFFECT_KEYS)
        eid = ck.ident(raw["id"], f"{path}.id") if "id" in raw else f"e{i + 1}"
        if eid in ids:
            raise ck.fail(f"{path}.id", f"duplicate id {eid!r}")
        ids.add(eid)
        kinds = [k for k in ("spell", "ability_of", "custom") if k in raw]
        if len(kinds) != 1:
            raise ck.fail(path, "give exactly one of spell, ability_of or custom")
        targets = [ref(t, f"{path}.targets[{j}]") for j, t in enumerate(ck.seq(raw.get("targets") or [], f"{path}.targets"))]
        source, ability, parts, label = None, None, [], ""
        if "spell" in raw:
            name = ck.text(raw["spell"], f"{path}.spell")
            card = library.card(name)
            if card is None:
                raise ck.fail(f"{path}.spell", f"unknown card {name!r}" + _suggest(name.lower(), list(library.cards)))
            ability = _effect_ability(ck, card.abilities, library, f"{path}.spell", card.name, raw.get("ability"))
            label = card.name
        elif "ability_of" in raw:
            source = ref(raw["ability_of"], f"{path}.ability_of")
            src = next(o for o in objects if o.id == source)
            ability = _effect_ability(ck, src.printed.abilities, library, f"{path}.ability_of", src.printed.name,
                                      raw.get("ability"))
            label = f"ability of {source}"
        else:
            parts = _custom_parts(ck, raw["custom"], f"{path}.custom", player, ref)
            label = "custom effect"
        default_controller = next((o.controller for o in objects if o.id == source), active)
        effects.append(Effect(
            id=eid, label=label, ability=ability, parts=parts, source=source,
            controller=player(raw.get("controller", default_controller), f"{path}.controller"),
            timestamp=ck.integer(raw.get("timestamp", last + i + 1), f"{path}.timestamp"),
            targets=targets,
            x=ck.integer(raw["x"], f"{path}.x") if "x" in raw else None,
            choices=choices(raw.get("choices") or {}, f"{path}.choices")))
    combat = ck.mapping(top["combat"], "combat") if "combat" in top else None
    event = ck.mapping(top["event"], "event") if "event" in top else None
    return Scenario(source, players, active, objects, effects, combat, event)


def _custom_printed(ck: _Checker, raw: Any, path: str) -> Printed:
    custom = ck.mapping(raw, path, CUSTOM_KEYS)
    name = ck.text(custom.get("name", "Custom Object"), f"{path}.name")
    cost = custom.get("mana_cost", "")
    if not isinstance(cost, str) or not re.match(r"^(\{[0-9A-Za-z/]+\})*$", cost):
        raise ck.fail(f"{path}.mana_cost", f"expected a mana cost such as \"{{1}}{{G}}\", got {cost!r}")
    mana_value, colors = mana_cost_colors(cost)
    if "colors" in custom:
        colors = sorted(set(ck.words(custom["colors"], f"{path}.colors", COLORS)))
    types = ck.words(custom.get("types", []), f"{path}.types", CARD_TYPES)
    pt: dict[str, int | None] = {}
    star = False
    for key in ("power", "toughness"):
        value = custom.get(key)
        if value == "*":
            star, pt[key] = True, None
        elif value is None:
            pt[key] = None
        else:
            pt[key] = ck.integer(value, f"{path}.{key}")
    abilities = [ck.ability(a, f"{path}.abilities[{j}]")
                 for j, a in enumerate(ck.seq(custom.get("abilities", []), f"{path}.abilities"))]
    return Printed(name, mana_value, colors, sorted(set(types)),
                   sorted(set(ck.words(custom.get("subtypes", []), f"{path}.subtypes"))),
                   sorted(set(ck.words(custom.get("supertypes", []), f"{path}.supertypes", SUPERTYPES))),
                   pt["power"], pt["toughness"], star, abilities)


def _effect_ability(ck: _Checker, abilities: list[clingo.Symbol], library: Library, path: str, name: str,
                    index: Any) -> clingo.Symbol:
    """The ability that made the effect: `ability: N` (Oracle order), else the only one that can."""
    if index is not None:
        n = ck.integer(index, path.rsplit(".", 1)[0] + ".ability", minimum=1)
        if n > len(abilities):
            raise ck.fail(path.rsplit(".", 1)[0] + ".ability", f"{name} has {len(abilities)} abilities, not {n}")
        ability = abilities[n - 1]
        if ability not in library.effect_abilities:
            raise ck.fail(path.rsplit(".", 1)[0] + ".ability",
                          f"ability {n} of {name} creates no continuous effect the engine models")
        return ability
    options = [a for a in abilities if a in library.effect_abilities
               and library.ability_class.get(a) in ("activated", "triggered", "spell")]
    if len(options) != 1:
        raise ck.fail(path, f"{name} has {len(options)} activated, triggered or spell abilities that create a "
                            "continuous effect; say which with `ability: N`")
    return options[0]


def _custom_parts(ck: _Checker, raw: Any, path: str, player: Any, ref: Any) -> list[tuple[str, clingo.Symbol]]:
    """The (layer, operation) parts of a custom effect (asp/effects.lp operations)."""
    custom = ck.mapping(raw, path, CUSTOM_EFFECT_KEYS)
    if not custom:
        raise ck.fail(path, "an empty custom effect; give at least one part such as set_pt: [0, 1]")
    F, n = clingo.Function, clingo.Number
    parts: list[tuple[str, clingo.Symbol]] = []

    def pair(key: str) -> tuple[int, int]:
        value = ck.seq(custom[key], f"{path}.{key}")
        if len(value) != 2:
            raise ck.fail(f"{path}.{key}", "expected [power, toughness]")
        return ck.integer(value[0], f"{path}.{key}[0]"), ck.integer(value[1], f"{path}.{key}[1]")

    if "copy_of" in custom:
        parts.append(("l1a", F("copy_of", [F(ref(custom["copy_of"], f"{path}.copy_of"))])))
    if "control" in custom:
        parts.append(("l2", F("control", [F(player(custom["control"], f"{path}.control"))])))
    if "change_text" in custom:
        change = ck.mapping(custom["change_text"], f"{path}.change_text", {"from", "to"})
        words = [ck.word(change.get(k), f"{path}.change_text.{k}", COLORS + BASIC_LAND_TYPES) for k in ("from", "to")]
        parts.append(("l3", F("change_text", [F(words[0]), F(words[1])])))
    for key, op in (("add_types", "add_type"), ("remove_types", "remove_type"), ("set_types", "set_type")):
        for t in ck.words(custom.get(key, []), f"{path}.{key}", CARD_TYPES):
            parts.append(("l4", F(op, [F(t)])))
    for s in ck.words(custom.get("add_subtypes", []), f"{path}.add_subtypes"):
        parts.append(("l4", F("add_land_type" if s in BASIC_LAND_TYPES else "add_subtype", [F(s)])))
    for s in ck.words(custom.get("remove_subtypes", []), f"{path}.remove_subtypes"):
        parts.append(("l4", F("remove_subtype", [F(s)])))
    for s in ck.words(custom.get("set_creature_types", []), f"{path}.set_creature_types"):
        parts.append(("l4", F("set_creature_type", [F(s)])))
    for s in ck.words(custom.get("set_land_types", []), f"{path}.set_land_types"):
        parts.append(("l4", F("set_land_type", [F(s)])))
    for s in ck.words(custom.get("add_supertypes", []), f"{path}.add_supertypes", SUPERTYPES):
        parts.append(("l4", F("add_supertype", [F(s)])))
    for s in ck.words(custom.get("remove_supertypes", []), f"{path}.remove_supertypes", SUPERTYPES):
        parts.append(("l4", F("remove_supertype", [F(s)])))
    if ck.boolean(custom.get("lose_all_creature_types", False), f"{path}.lose_all_creature_types"):
        parts.append(("l4", F("lose_creature_types")))
    if ck.boolean(custom.get("lose_all_land_types", False), f"{path}.lose_all_land_types"):
        parts.append(("l4", F("lose_land_types")))
    for c in ck.words(custom.get("set_colors", []), f"{path}.set_colors", COLORS):
        parts.append(("l5", F("set_color", [F(c)])))
    for c in ck.words(custom.get("add_colors", []), f"{path}.add_colors", COLORS):
        parts.append(("l5", F("add_color", [F(c)])))
    if ck.boolean(custom.get("make_colorless", False), f"{path}.make_colorless"):
        parts.append(("l5", F("colorless")))
    if ck.boolean(custom.get("lose_all_abilities", False), f"{path}.lose_all_abilities"):
        parts.append(("l6", F("lose_all")))
    for j, a in enumerate(ck.seq(custom.get("gain_abilities", []), f"{path}.gain_abilities")):
        parts.append(("l6", F("gain", [ck.ability(a, f"{path}.gain_abilities[{j}]")])))
    for j, a in enumerate(ck.seq(custom.get("lose_abilities", []), f"{path}.lose_abilities")):
        parts.append(("l6", F("lose", [ck.ability(a, f"{path}.lose_abilities[{j}]")])))
    if "set_pt" in custom:
        p, t = pair("set_pt")
        parts.append(("l7b", F("set_pt", [F("n", [n(p)]), F("n", [n(t)])])))
    if "modify_pt" in custom:
        p, t = pair("modify_pt")
        parts.append(("l7c", F("modify_pt", [F("n", [n(p)]), F("n", [n(t)])])))
    if ck.boolean(custom.get("switch_pt", False), f"{path}.switch_pt"):
        parts.append(("l7d", F("switch_pt")))
    return parts
