"""An independent evaluator of layers 6 and 7 (CR 613.1f, 613.4, 613.7) in plain Python, for boards of
compiled cards whose static abilities and resolved effects only grant or remove abilities and set or
modify power and toughness (read from their facts by `read_layers`): with nothing in layers 1-5, every
selector reads printed values, so no effect depends on another (613.8) and each (sub)layer applies its
effects in timestamp order (613.7); +1/+1 counters count in 7c (613.4c).

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

Alternative = tuple[tuple[str, clingo.Symbol], ...]  # (sign, condition) of one alternative of a selector


@dataclass(frozen=True)
class LayerEffect:
    """One static ability's or resolved effect's continuous effect: what it applies to (`scope`, the
    alternatives of its selector; None: its targets), when (`condition`: at least N objects of a
    selector), and its operations (layer, op) in layers 6, 7b, 7c."""

    key: str
    scope: tuple[Alternative, ...] | None
    condition: tuple[int, str] | None
    ops: tuple[tuple[str, clingo.Symbol], ...]
    selectors: dict[str, tuple[Alternative, ...]] = field(default_factory=dict, compare=False)


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
            if layer.name not in ("l6", "l7b", "l7c"):
                raise Unknown(f"{key}: an effect in layer {layer}")
            ops.append((layer.name, op))
            if op.name in ("gain", "lose"):
                if op.arguments[0].name not in KEYWORD_TERMS or str(op.arguments[0]) in CDA_KEYWORDS:
                    raise Unknown(f"{key}: {op}")
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
        targeted = bool(facts_of(ability, "target_count"))
        if targeted and facts_of(ability, "target_count") != [(clingo.Number(1), clingo.Number(1))]:
            raise Unknown(f"{key}: a number of targets")
        scope = None if targeted else _selector(ability, key)
        if scope is not None and not scope:
            raise Unknown(f"{key}: no selector")
        out.append(LayerEffect(str(key), scope, condition, tuple(ops), selectors))
    return out


@dataclass
class Thing:
    """An object of the board as the evaluator holds it (printed values; layers 6-7 change the last)."""

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
    power: int | None
    toughness: int | None


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


def evaluate(board: dict[str, Any], cards: dict[str, tuple[dict[str, Any], list[LayerEffect]]]) -> dict[str, Thing]:
    """Every object's characteristics after layers 6 and 7. `cards`: card name -> (its printed values:
    types, subtypes, supertypes, colors, power, toughness, keyword abilities as term text; its effects)."""
    things: dict[str, Thing] = {}
    for o in board["objects"]:
        printed, _ = cards[o["card"]]
        things[o["id"]] = Thing(o["id"], o.get("controller", o["owner"]), o["owner"], o.get("zone", "battlefield"),
                                set(printed["types"]), set(printed["subtypes"]), set(printed["supertypes"]),
                                set(printed["colors"]), o.get("attached_to"), dict(o.get("counters", {})),
                                set(printed["abilities"]), printed["power"], printed["toughness"])
    # (timestamp, effect, source, controller, the objects it applies to) of every effect that exists
    active = []
    for o in board["objects"]:
        source = things[o["id"]]
        if source.zone != "battlefield":
            continue  # 113.6: a permanent's static abilities function on the battlefield
        for eff in cards[o["card"]][1]:
            if eff.condition is not None:
                need, sel = eff.condition
                if len(_picked(eff.selectors[sel], things, source, source.controller)) < need:
                    continue
            assert eff.scope is not None
            active.append((o["timestamp"], eff, source, source.controller,
                           _picked(eff.scope, things, source, source.controller)))
    for e in board.get("effects", []):
        for eff in cards[e["spell"]][1]:
            you = e["controller"]
            # 611.2c: its targets, or the objects its words describe as it resolved: of earlier timestamps
            # (one of a later timestamp entered afterwards, 400.7)
            stamps = {o["id"]: o["timestamp"] for o in board["objects"]}
            objs = list(e["targets"]) if eff.scope is None else \
                [oid for oid in _picked(eff.scope, things, None, you) if stamps[oid] < e["timestamp"]]
            active.append((e["timestamp"], eff, None, you, objs))
    active.sort(key=lambda a: a[0])  # 613.7: timestamp order within each layer
    for layer in ("l6", "l7b", "l7c"):
        for _stamp, eff, source, you, objs in active:
            for op_layer, op in eff.ops:
                if op_layer != layer:
                    continue
                for oid in objs:
                    _apply(things[oid], op, eff, things, source, you)
        if layer == "l7c":  # 613.4c: +1/+1 counters
            for obj in things.values():
                n = obj.counters.get("+1/+1", 0)
                if n and obj.power is not None and obj.toughness is not None:
                    obj.power, obj.toughness = obj.power + n, obj.toughness + n
    return things


def _apply(obj: Thing, op: clingo.Symbol, eff: LayerEffect, things: dict[str, Thing], source: Thing | None,
           you: str) -> None:
    if op.name == "gain":
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
        elif obj.power is not None and obj.toughness is not None:
            obj.power, obj.toughness = obj.power + p, obj.toughness + t
