"""The rules behind values a judge might not expect, in words, for the trace: a copy that does not get
the characteristic-defining ability of what it copies (707.9d), and an effect of an earlier timestamp
applied after a later one because of the sublayers of layer 7 (613.4)."""

from __future__ import annotations

import clingo

from pysolver.cards.library import Library
from pysolver.programs.terms import Memo
from pysolver.questions.layers.decode import EffectNamer
from pysolver.questions.layers.model import Outcome
from pysolver.scenario import Scenario

# the sublayers of power and toughness (613.4b-d) and what each does
PT_SUBLAYERS = {"7b": "sets base power and toughness", "7c": "modifies power and toughness",
                "7d": "switches power and toughness"}


def rule_notes(sc: Scenario, library: Library, namer: EffectNamer, outcome: Outcome,
               applied_to: list[clingo.Symbol]) -> list[str]:
    """The notes of one outcome: 707.9d, then 613.4 (each once per object; `namer` names the effects
    as the outcome does). Those of the outcome's values first, then those the library's abilities
    tell."""
    in_sublayers = sublayer_notes(namer, outcome, applied_to)
    return copy_exception_notes(sc, library) + in_sublayers


def copy_exception_notes(sc: Scenario, library: Library) -> list[str]:
    """707.9d: a copy effect whose exception gives the copy its power and toughness ("except it's
    7/7") does not copy the characteristic-defining abilities of the original that define them."""
    notes = []
    for obj in sc.objects:
        original = obj.choices.get("copy")
        sets_pt = any({"except", "set_pt"} <= library.operations.get(a, set()) for a in obj.printed.abilities)
        if original is None or not sets_pt or obj.zone != "battlefield":
            continue
        defining = [a for a in sc.object(original).printed.abilities if library.defines_pt(a)]
        if defining:
            name = sc.object(original).printed.name
            notes.append(f"{obj.id} ({obj.printed.name}) is a copy of {original} ({name}) with its own power and "
                         f"toughness: it does not get {name}'s characteristic-defining ability \""
                         f"{library.render(defining[0], name)}\" (707.9d)")
    return notes


def sublayer_notes(namer: EffectNamer, outcome: Outcome, applied_to: list[clingo.Symbol]) -> list[str]:
    """613.4: within layer 7 the sublayers come in order whatever the timestamps: an effect of a later
    sublayer applies after one of an earlier sublayer to the same object even when it has the earlier
    timestamp (Giant Growth before Humility: +3/+3 on top of Humility's 1/1)."""
    # a note needs effects of two sublayers of power and toughness; only their objects are read
    in_sublayers = {effect for layer in PT_SUBLAYERS for effect in outcome.order.get(layer, [])}
    if sum(1 for layer in PT_SUBLAYERS if outcome.order.get(layer)) < 2:
        return []
    effect_name = Memo(namer.name)
    by_object: dict[str, set[str]] = {}
    for sym in applied_to:
        eff, obj = sym.arguments
        name = effect_name[eff]
        if name in in_sublayers:
            by_object.setdefault(obj.name, set()).add(name)
    notes = []
    for oid, effects in sorted(by_object.items()):
        placed = [(layer, effect) for layer in PT_SUBLAYERS for effect in outcome.order.get(layer, [])
                  if effect in effects]
        # an effect placed after another of an earlier sublayer although its timestamp is earlier
        pair = next(((first, layer, second, lay) for i, (layer, first) in enumerate(placed)
                     for lay, second in placed[i + 1:]
                     if lay != layer and _stamp(outcome, second) < _stamp(outcome, first)), None)
        if pair is not None:
            first, layer, second, lay = pair
            notes.append(f"{oid}: {second} (layer {lay}, {PT_SUBLAYERS[lay]}) applies after {first} (layer {layer}, "
                         f"{PT_SUBLAYERS[layer]}) although its timestamp is earlier: the sublayers of layer 7 come "
                         "in order whatever the timestamps (613.4, 613.7)")
    return notes


def _stamp(outcome: Outcome, effect: str) -> int:
    """The timestamp rank of an effect (of its object for a printed ability's)."""
    return outcome.timestamps.get(effect.split("#")[0], 0)
