"""Why the layers came out as they did, in words, from what the engine recorded (asp/history.lp).

Nothing here knows a card: every sentence is built from the engine's facts about the run -- which
effect touched which value at which step, which ability an object lost and to which operation, which
effect applied although its ability was gone (613.6), which effect's condition failed.
"""

from __future__ import annotations

from typing import Any

import clingo

from pysolver.cards.library import article_for
from pysolver.cards.vocabulary import BASIC_LAND_TYPES, SUBTYPE_WORDS
from pysolver.questions.layers.model import History, Outcome, Touch
from pysolver.scenario import Scenario

SET_ATTRS = ("type", "subtype", "supertype", "color", "ability")
NUMBER_ATTRS = ("power", "toughness", "mana_value", "name", "controller")
# the words of an attribute in a sentence
ATTR_WORDS = {"type": "card type", "subtype": "subtype", "supertype": "supertype", "color": "colour",
              "ability": "ability", "power": "power", "toughness": "toughness", "mana_value": "mana value",
              "name": "name", "controller": "controller"}


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
        chosen = operation.arguments[0].name == "chosen"
        land = SUBTYPE_WORDS.get(operation.arguments[0].name, operation.arguments[0].name.title())
        made = "the basic land type chosen as its source entered" if chosen else f"{article_for(land)} {land}"
        return (f"made {object_name} {made}, and a land whose land type is "
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
