"""An independent evaluator of layers 4-7 (CR 613.1d-f, 613.4, 613.6, 613.7) in plain Python, for boards
of compiled cards whose static abilities and resolved effects add card types or subtypes, set creature
types, set or add colours, grant or remove keyword abilities (or all abilities), and set or modify power
and toughness (read from their facts by `read_layers`; nothing in layers 1-3, no card type or land type
set, which would take abilities away: 205.1a, 305.7). Each (sub)layer applies its effects in timestamp order (613.7), an
effect's set read as it starts to apply and kept (613.6); a board where an effect of layer 4 or 5
reads what another of the same layer writes (a possible dependency, 613.8) is not evaluated
(Dependent); +1/+1 counters count in 7c (613.4c).

A board is a scenario's `players`, `objects` (cards, owners, timestamps, `attached_to`, +1/+1
`counters`, zones) and resolved `effects` (`spell`, `controller`, `targets`, `timestamp`); the cards
are looked up by the caller (`cards`: name -> what `read_layers` needs).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import clingo

from pysolver.cards.vocabulary import (
    ARTIFACT_TYPE_WORDS,
    CREATURE_TYPE_WORDS,
    ENCHANTMENT_TYPE_WORDS,
    LAND_TYPE_WORDS,
    PLANESWALKER_TYPE_WORDS,
)
from pysolver.check.compiled_rules import Ability, Unknown, ability_class, facts_of, keyword_word

# 205.3d: a subtype counts only while the object has a card type it belongs to
CORRELATED = ((CREATURE_TYPE_WORDS, {"creature", "kindred"}), (LAND_TYPE_WORDS, {"land"}),
              (ARTIFACT_TYPE_WORDS, {"artifact"}), (ENCHANTMENT_TYPE_WORDS, {"enchantment"}),
              (PLANESWALKER_TYPE_WORDS, {"planeswalker"}))
OBJECT_CONDITIONS = {"type", "subtype", "supertype", "color"}
EFFECT_CONDITIONS = {"self", "other", "attached", "you_control", "opponent_controls", "you_own", "colorless",
                     "anywhere", "zone", "counter"}
# what an object's abilities are compared by: the keyword terms (the others are printed, never granted)
KEYWORD_TERMS = ("kw", "landwalk", "protection_from", "cant_be_blocked_by")

# keywords that are characteristic-defining abilities (702.73a changeling, 702.114a devoid): layers 4, 5
CDA_KEYWORDS = {"kw(changeling)", "kw(devoid)"}

# the operations of layers 4 and 5 the evaluator applies (not those that set card types or land
# types: 205.1a, 305.7 take abilities away) -> their layer
TYPE_COLOR_OPS = {"add_type": "l4", "add_subtype": "l4", "set_creature_type": "l4", "set_color": "l5",
                  "add_color": "l5", "colorless": "l5"}

Alternative = tuple[tuple[str, clingo.Symbol], ...]  # (sign, condition) of one alternative of a selector


@dataclass(frozen=True)
class LayerEffect:
    """One static ability's or resolved effect's continuous effect: what it applies to (`scope`, the
    alternatives of its selector; None: its targets), when (`condition`: at least N objects of a
    selector), and its operations (layer, op) in layers 4, 5, 6, 7b, 7c."""

    key: str
    scope: tuple[Alternative, ...] | None
    condition: tuple[int, str] | None
    ops: tuple[tuple[str, clingo.Symbol], ...]
    selectors: dict[str, tuple[Alternative, ...]] = field(default_factory=dict, compare=False)
    # a resolved effect's number of targets (target_count/3: least, most; None: any number)
    targets: tuple[int, int | None] = (1, 1)


def _selector(ability: Ability, name: clingo.Symbol) -> tuple[Alternative, ...]:
    alts: dict[int, list[tuple[str, clingo.Symbol]]] = {}
    for f in ability.facts:
        if f.name == "scope" and f.arguments[0] == name:
            cond = f.arguments[3]
            if cond.name not in OBJECT_CONDITIONS | EFFECT_CONDITIONS:
                raise Unknown(f"selector condition {cond}")
            alts.setdefault(f.arguments[1].number, []).append((f.arguments[2].name, cond))
    return tuple(tuple(alt) for _, alt in sorted(alts.items()))


def read_layers(abilities: Iterable[Ability], spell: bool = False) -> list[LayerEffect]:
    """The layer effects of a card's accepted abilities: a permanent's static abilities, or with `spell`
    an instant's or sorcery's resolved effect; Unknown for anything else that changes characteristics."""
    out = []
    for ability in abilities:
        key = ability.key
        if key is None:
            continue
        if key.name in KEYWORD_TERMS or keyword_word(key) == "":
            if facts_of(ability, "layer_of") or facts_of(ability, "cda"):
                raise Unknown(f"{key}: a characteristic-defining keyword")
            continue
        layers = facts_of(ability, "layer_of")
        if not layers:
            continue
        cls = ability_class(ability)
        if cls in ("activated", "triggered"):
            continue  # its effect exists once it resolved (611.2): none on the board
        if (cls == "spell") != spell or cls not in ("static", "spell") or facts_of(ability, "cda"):
            raise Unknown(f"{key}: a {cls} ability's effect")
        ops = []
        for layer, op in facts_of(ability, "does"):
            if layer.name not in LAYERS:
                raise Unknown(f"{key}: an effect in layer {layer}")
            ops.append((layer.name, op))
            if op.name in TYPE_COLOR_OPS:
                if TYPE_COLOR_OPS[op.name] != layer.name or (op.name == "set_color"
                                                              and sum(o.name == "set_color" for _, o in ops) > 1):
                    raise Unknown(f"{key}: {op} in {layer}")
            elif op.name in ("gain", "lose"):
                if op.arguments[0].name not in KEYWORD_TERMS or str(op.arguments[0]) in CDA_KEYWORDS:
                    raise Unknown(f"{key}: {op}")
            elif op.name == "lose_all" and layer.name == "l6":
                pass
            elif op.name not in ("modify_pt", "set_pt") or any(v.name not in ("n", "count") for v in op.arguments):
                raise Unknown(f"{key}: {op}")
        conditions = facts_of(ability, "condition")
        condition = None
        selectors: dict[str, tuple[Alternative, ...]] = {}
        for (cond,) in conditions:
            if cond.name != "at_least" or len(conditions) > 1:
                raise Unknown(f"{key}: condition {cond}")
            condition = (cond.arguments[0].number, str(cond.arguments[1]))
            selectors[str(cond.arguments[1])] = _selector(ability, cond.arguments[1])
        for _layer, op in ops:
            for value in op.arguments:
                if value.name == "count":
                    selectors[str(value.arguments[0])] = _selector(ability, value.arguments[0])
        if facts_of(ability, "op_if") or facts_of(ability, "op_for") or facts_of(ability, "copied_target"):
            # 702.33d, 115.1: parts for a choice or for one of the targets; 707.2: a target copied, not affected
            raise Unknown(f"{key}: a part for a choice or for one target, or a target copied")
        counts = facts_of(ability, "target_count")
        if len(counts) > 1:
            raise Unknown(f"{key}: two numbers of targets")
        # 611.2c: its targets (as many as its words allow: the board gives them), else its words' objects
        targets = (counts[0][0].number, counts[0][1].number if counts[0][1].type == clingo.SymbolType.Number
                   else None) if counts else (1, 1)
        scope = None if counts else _selector(ability, key)
        if scope is not None and not scope:
            raise Unknown(f"{key}: no selector")
        out.append(LayerEffect(str(key), scope, condition, tuple(ops), selectors, targets))
    return out


@dataclass
class Thing:
    """An object of the board as the evaluator holds it (printed values, which layers 4-7 change)."""

    id: str
    controller: str
    owner: str
    zone: str
    types: set[str]
    subtypes: set[str]
    supertypes: set[str]
    colors: set[str]
    attached_to: str | None
    counters: dict[str, int]
    abilities: set[str]
    power: int  # the engine holds 0 for an object printed without them
    toughness: int


def _holds(alt: Alternative, obj: Thing, source: Thing | None, you: str) -> bool:
    """Whether an object is picked by one alternative of a selector of an effect whose source is
    `source` (None: a resolved spell's) and controller `you`."""
    zone_free = any(sign == "pos" and c.name in ("zone", "anywhere") for sign, c in alt)
    if not zone_free and obj.zone != "battlefield":
        return False  # 611.3a, 604.2: an effect picks permanents unless it names a zone
    for sign, c in alt:
        arg = c.arguments[0].name if c.arguments and c.arguments[0].type == clingo.SymbolType.Function else None
        if c.name == "type":
            found = arg in obj.types
        elif c.name == "subtype":
            found = arg in obj.subtypes and any(arg in words and types & obj.types for words, types in CORRELATED)
        elif c.name == "supertype":
            found = arg in obj.supertypes
        elif c.name == "color":
            found = arg in obj.colors
        elif c.name == "colorless":
            found = not obj.colors
        elif c.name in ("self", "other"):
            found = (source is not None and obj.id == source.id) == (c.name == "self")
        elif c.name == "attached":
            found = source is not None and source.attached_to == obj.id
        elif c.name == "you_control":
            found = obj.controller == you
        elif c.name == "opponent_controls":
            found = obj.controller != you
        elif c.name == "you_own":
            found = obj.owner == you
        elif c.name == "anywhere":
            found = True
        elif c.name == "zone":
            found = obj.zone == arg
        else:  # counter("+1/+1")
            found = obj.counters.get(c.arguments[0].string, 0) > 0
        if found != (sign == "pos"):
            return False
    return True


def _picked(alts: tuple[Alternative, ...], things: dict[str, Thing], source: Thing | None, you: str) -> list[str]:
    return sorted(oid for oid, obj in things.items() if any(_holds(alt, obj, source, you) for alt in alts))


class Dependent(Exception):
    """A board on which one effect may depend on another (613.8): its effects in a layer of types or
    colours change what another of the same layer reads, or a resolved effect's set (611.2c) would be
    fixed on types or colours that effects change. The evaluator does not order such effects."""


# the attributes each layer of types and colours writes, and those a selector condition reads
WRITES = {"l4": {"type", "subtype"}, "l5": {"color"}}
READS = {"type": {"type"}, "subtype": {"subtype", "type"}, "supertype": {"supertype"}, "color": {"color"},
         "colorless": {"color"}}
LAYERS = ("l4", "l5", "l6", "l7b", "l7c")


def _reads(eff: LayerEffect) -> set[str]:
    alts = [*(eff.scope or ()), *(alt for sel in eff.selectors.values() for alt in sel)]
    return {attr for alt in alts for _sign, c in alt for attr in READS.get(c.name, set())}


def evaluate(board: dict[str, Any], cards: dict[str, tuple[dict[str, Any], list[LayerEffect]]]) -> dict[str, Thing]:
    """Every object's characteristics after layers 4-7. `cards`: card name -> (its printed values:
    types, subtypes, supertypes, colors, power, toughness, keyword abilities as term text; its effects).
    An effect's set (and its condition) is read as it starts to apply, in its first layer, and kept in
    the later ones (613.6). Dependent when effects may depend on each other."""
    things: dict[str, Thing] = {}
    for o in board["objects"]:
        printed, _ = cards[o["card"]]
        things[o["id"]] = Thing(o["id"], o.get("controller", o["owner"]), o["owner"], o.get("zone", "battlefield"),
                                set(printed["types"]), set(printed["subtypes"]), set(printed["supertypes"]),
                                set(printed["colors"]), o.get("attached_to"), dict(o.get("counters", {})),
                                set(printed["abilities"]), printed["power"] or 0, printed["toughness"] or 0)
    stamps = {o["id"]: o["timestamp"] for o in board["objects"]}
    # [timestamp, effect, source (None: resolved), controller, targets or None, the objects it applies to]
    items: list[list[Any]] = []
    for o in board["objects"]:
        if things[o["id"]].zone == "battlefield":  # 113.6: a permanent's static abilities function there
            items += [[o["timestamp"], eff, things[o["id"]], things[o["id"]].controller, None, None]
                      for eff in cards[o["card"]][1]]
    for e in board.get("effects", []):
        items += [[e["timestamp"], eff, None, e["controller"], e.get("targets") if eff.scope is None else None, None]
                  for eff in cards[e["spell"]][1]]
    items.sort(key=lambda item: item[0])  # 613.7: timestamp order within each layer
    _independent(items)
    for layer in LAYERS:
        for item in items:
            stamp, eff, source, you, targets, objs = item
            if not any(op_layer == layer for op_layer, _op in eff.ops):
                continue
            if objs is None:  # it starts to apply: its set, and whether its condition holds
                objs = item[5] = _start(eff, things, source, you, targets, stamp, stamps)
            here = [op for op_layer, op in eff.ops if op_layer == layer]
            # 205.1a: "is a Demon Spirit" sets its creature types to these, all of them at once
            named = {op.arguments[0].name for op in here if op.name == "set_creature_type"}
            for oid in objs:
                if named:
                    things[oid].subtypes = {s for s in things[oid].subtypes if s not in CREATURE_TYPE_WORDS} | named
                if any(op.name == "lose_all" for op in here):
                    # 613.1f: it loses every ability but those the same effect gives ("has defender, loses
                    # all other abilities"), which it then has
                    if any(other[2] is not None and other[2].id == oid for other in items if other is not item):
                        raise Dependent(f"{eff.key} takes away the abilities of {oid}, the source of an effect")
                    things[oid].abilities = set()
                for op in here:
                    _apply(things[oid], op, eff, things, source, you)
        if layer == "l7c":  # 613.4c: +1/+1 counters
            for obj in things.values():
                n = obj.counters.get("+1/+1", 0)
                obj.power, obj.toughness = obj.power + n, obj.toughness + n
    return things


def _independent(items: list[list[Any]]) -> None:
    """Dependent when an effect starting in a layer of types or colours reads what another effect
    writes in that layer (613.8a), or a resolved effect described by its words shares the board with
    an effect of those layers."""
    firsts = [(min(LAYERS.index(op_layer) for op_layer, _ in item[1].ops), item) for item in items]
    for layer, attrs in WRITES.items():
        writers = [item for item in items if any(op_layer == layer for op_layer, _ in item[1].ops)]
        for first, item in firsts:
            if LAYERS[first] == layer and _reads(item[1]) & attrs and any(w is not item for w in writers):
                raise Dependent(f"{item[1].key} reads what another effect of layer {layer} writes")
        if writers and any(item[2] is None and item[4] is None for item in items):
            raise Dependent("a resolved effect's set fixed on what an effect of layer 4 or 5 changes")


def _start(eff: LayerEffect, things: dict[str, Thing], source: Thing | None, you: str, targets: list[str] | None,
           stamp: int, stamps: dict[str, int]) -> list[str]:
    """The objects an effect applies to as it starts: its targets; or, for a static ability whose
    condition holds, those its words pick; for a resolved effect, those its words picked as it resolved
    (611.2c: of earlier timestamps; one of a later timestamp entered afterwards, 400.7)."""
    if targets is not None:
        return list(targets)
    if eff.condition is not None:
        need, sel = eff.condition
        if len(_picked(eff.selectors[sel], things, source, you)) < need:
            return []
    assert eff.scope is not None
    picked = _picked(eff.scope, things, source, you)
    return picked if source is not None else [oid for oid in picked if stamps[oid] < stamp]


def _apply(obj: Thing, op: clingo.Symbol, eff: LayerEffect, things: dict[str, Thing], source: Thing | None,
           you: str) -> None:
    arg = op.arguments[0].name if op.arguments else ""
    if op.name == "add_type":  # 205.1b
        obj.types.add(arg)
    elif op.name == "add_subtype":
        obj.subtypes.add(arg)
    elif op.name == "set_creature_type":
        pass  # all of an effect's at once (evaluate)
    elif op.name == "set_color":  # 105.3
        obj.colors = {arg}
    elif op.name == "add_color":  # 105.3: "in addition to its other colors"
        obj.colors.add(arg)
    elif op.name == "lose_all":
        pass  # before the effect's other operations (evaluate)
    elif op.name == "colorless":
        obj.colors = set()
    elif op.name == "gain":
        obj.abilities.add(str(op.arguments[0]))
    elif op.name == "lose":
        obj.abilities.discard(str(op.arguments[0]))
    else:
        def value(v: clingo.Symbol) -> int:
            if v.name == "n":
                return v.arguments[0].number
            return len(_picked(eff.selectors[str(v.arguments[0])], things, source, you))

        p, t = value(op.arguments[0]), value(op.arguments[1])
        if op.name == "set_pt":
            obj.power, obj.toughness = p, t
        else:
            obj.power, obj.toughness = obj.power + p, obj.toughness + t
