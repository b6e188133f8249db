"""Why the layers came out as they did, in words, from what the engine recorded (asp/history.lp).

Nothing here knows a card: every sentence is built from the engine's facts about the run -- which
effect touched which value at which step, which ability an object lost and to which operation, which
effect applied although its ability was gone (613.6), which effect's condition failed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, Any

import clingo

from pysolver.library import Library, Memo
from pysolver.scenario import Scenario
from pysolver.vocabulary import BASIC_LAND_TYPES, SUBTYPE_WORDS

if TYPE_CHECKING:  # results imports this module
    from pysolver.results import Outcome

SET_ATTRS = ("type", "subtype", "supertype", "color", "ability")
NUMBER_ATTRS = ("power", "toughness", "mana_value", "name", "controller")
# the words of an attribute in a sentence
ATTR_WORDS = {"type": "card type", "subtype": "subtype", "supertype": "supertype", "color": "colour",
              "ability": "ability", "power": "power", "toughness": "toughness", "mana_value": "mana value",
              "name": "name", "controller": "controller"}


@dataclass
class Touch:
    """One change an effect made to a value of an object at a step: `how` is added, removed, set,
    modified or switched; `value` the element or number in words."""

    step: int
    order: int
    effect: str
    attribute: str
    how: str
    value: str
    symbol: Any = None

    def to_json(self, layer: str) -> dict[str, Any]:
        """The change as JSON (`--explain` with `--json`)."""
        return {"attribute": self.attribute, "value": self.value, "how": self.how, "effect": self.effect,
                "layer": layer, "step": self.step}


@dataclass
class Lost:
    """An object lost a static ability at a step: `operation` of `effect` took it away."""

    step: int
    obj: str
    ability: clingo.Symbol
    effect: str
    operation: clingo.Symbol
    object_name: str = ""


@dataclass
class History:
    """What each step did, read from asp/history.lp's atoms of one engine run."""

    touches: dict[str, list[Touch]] = field(default_factory=dict)
    lost: list[Lost] = field(default_factory=list)
    # (step, effect, layer, object, ability): the effect's part in that layer never applies
    gone: list[tuple[int, str, str, str, clingo.Symbol]] = field(default_factory=list)
    # (step, effect, object, ability): applied although the object had lost the ability (613.6)
    kept: list[tuple[int, str, str, clingo.Symbol]] = field(default_factory=list)
    unmet: list[tuple[int, str, str]] = field(default_factory=list)
    twins: dict[str, str] = field(default_factory=dict)

    def of(self, oid: str) -> list[Touch]:
        """The changes made to an object (to the one it was computed with, asp/symmetry.lp), in order."""
        return self.touches.get(self.twins.get(oid, oid), [])


def _word(sym: clingo.Symbol) -> str:
    """A constant, string or number as plain text."""
    if sym.type == clingo.SymbolType.String:
        return sym.string
    if sym.type == clingo.SymbolType.Number:
        return str(sym.number)
    return str(sym)


def read_history(atoms: list[clingo.Symbol], sc: Scenario, library: Library,
                 effect_name: Callable[[clingo.Symbol], str], layer_names: dict[str, str],
                 final_names: dict[str, str]) -> History:
    """The History of one run from its history atoms (EngineRun.history); abilities are written with
    each object's final name, as the answer writes them."""
    history = History()
    names = Memo(attrgetter("name"))
    name_of = Memo(effect_name)
    for sym in atoms:
        args = sym.arguments
        if sym.name == "touched":
            k, eff, obj, attr, value, order, add = args
            oid, at = names[obj], names[attr]
            shown = library.render(value, final_names[oid]) if at == "ability" else _word(value)
            history.touches.setdefault(oid, []).append(
                Touch(k.number, order.number, name_of[eff], at, "added" if add.number else "removed", shown, value))
        elif sym.name == "numbered":
            k, eff, obj, prim, order = args
            if prim.name == "switch":
                for at in ("power", "toughness"):
                    history.touches.setdefault(names[obj], []).append(
                        Touch(k.number, order.number, name_of[eff], at, "switched", ""))
                continue
            at, value = names[prim.arguments[0]], prim.arguments[1]
            shown = _word(value) if prim.name == "set" else f"{value.number:+d}"
            history.touches.setdefault(names[obj], []).append(
                Touch(k.number, order.number, name_of[eff], at, "set" if prim.name == "set" else "modified", shown))
        elif sym.name == "lost":
            k, obj, ability, eff, op = args
            oid = names[obj]
            history.lost.append(Lost(k.number, oid, ability, name_of[eff], op, sc.object(oid).printed.name))
        elif sym.name == "gone":
            obj, ability = args[1].arguments
            history.gone.append((args[0].number, name_of[args[1]], layer_names[names[args[2]]], names[obj], ability))
        elif sym.name == "kept":
            obj, ability = args[1].arguments
            history.kept.append((args[0].number, name_of[args[1]], names[obj], ability))
        elif sym.name == "unmet":
            history.unmet.append((args[0].number, name_of[args[1]], layer_names[names[args[2]]]))
        elif sym.name == "twin":
            history.twins[names[args[0]]] = names[args[1]]
    for touches in history.touches.values():
        touches.sort(key=attrgetter("step", "order"))
    history.gone = sorted(set(history.gone))
    history.kept = sorted(set(history.kept))
    history.unmet = sorted(set(history.unmet))
    return history


def printed_elements(sc: Scenario, oid: str) -> dict[str, set[str]]:
    """The elements of the set attributes of an object as printed (s(0) of asp/state.lp: with the
    intrinsic mana ability of each basic land type, 305.6), as the history atoms name them."""
    printed = sc.object(oid).printed
    abilities = {str(a) for a in printed.abilities}
    abilities |= {f"intrinsic_mana({t})" for t in printed.subtypes if t in BASIC_LAND_TYPES}
    return {"type": set(printed.types), "subtype": set(printed.subtypes), "supertype": set(printed.supertypes),
            "color": set(printed.colors), "ability": abilities}


def last_changes(history: History, sc: Scenario, oid: str) -> list[Touch]:
    """The last effect that set each changed value of an object: for an element of a set attribute
    present now and not printed (or printed and gone), the last effect that added (removed) it; for a
    number, the last effect that set it and every modification or switch after it (613.4)."""
    printed = printed_elements(sc, oid)
    last: dict[tuple[str, str], Touch] = {}
    numbers: dict[str, list[Touch]] = {}
    for touch in history.of(oid):
        if touch.attribute in SET_ATTRS:
            last[(touch.attribute, str(touch.symbol))] = touch
        elif touch.how == "set":
            numbers[touch.attribute] = [touch]
        else:
            numbers.setdefault(touch.attribute, []).append(touch)
    changes = [t for (at, key), t in last.items() if (t.how == "added") != (key in printed[at])]
    changes.sort(key=lambda t: (SET_ATTRS.index(t.attribute), t.step, t.order))
    for at in NUMBER_ATTRS:
        changes += numbers.get(at, [])
    return changes


def _subject(touch: Touch) -> str:
    """The value a change is about, in words."""
    if touch.attribute == "subtype":
        text = SUBTYPE_WORDS.get(touch.value, touch.value.replace("_", " ").title())
    elif touch.attribute == "ability":
        text = f'"{touch.value}"'
    else:
        text = touch.value
    return f"{ATTR_WORDS[touch.attribute]} {text}"


def change_words(touch: Touch, effect_words: dict[str, str], layer: str) -> str:
    """One change in words: "power 4: set by opal#1 (Opalescence: ..., layer 7b, step 3)"."""
    who = f"{touch.effect} ({effect_words.get(touch.effect, touch.effect)}; layer {layer}, step {touch.step})"
    if touch.how in ("added", "removed"):
        return f"{_subject(touch)}: {touch.how} by {who}"
    if touch.how == "switched":
        return f"{ATTR_WORDS[touch.attribute]}: switched with the other by {who}"
    verb = "set to" if touch.how == "set" else "changed by"
    return f"{ATTR_WORDS[touch.attribute]}: {verb} {touch.value} by {who}"


def removal_words(operation: clingo.Symbol, object_name: str) -> str:
    """What an operation that took an object's ability away did, in words, with its rule."""
    op = operation.name
    if op == "set_land_type" and operation.arguments:
        land = SUBTYPE_WORDS.get(operation.arguments[0].name, operation.arguments[0].name.title())
        return (f"made {object_name} {'an' if land[0] in 'AEIOU' else 'a'} {land}, and a land whose land type is "
                "set that way loses every ability of its rules text (305.7)")
    if op == "lose_all":
        return f"took every ability from {object_name} (613.1f)"
    if op == "lose":
        return f"took the ability from {object_name} (613.1f)"
    if op == "copy_of":
        return f"made {object_name} a copy: the copied values replaced its own, abilities included (707.2)"
    if op == "face_down":
        return f"turned {object_name} face down: it has no abilities (708.2)"
    if op == "change_text":
        return f"changed the words of {object_name}'s text, and with them the ability (612)"
    return f"took the ability from {object_name}"


def explain_json(outcome: Outcome, sc: Scenario, oid: str) -> list[dict[str, Any]]:
    """`--explain OBJECT` with `--json`: the last changes of the object (last_changes), each with
    the effect, its layer and step."""
    layers = {k: layer for k, layer, _names in outcome.steps}
    history = outcome.history
    return [t.to_json(layers.get(t.step, "")) for t in last_changes(history, sc, oid)] if history else []
