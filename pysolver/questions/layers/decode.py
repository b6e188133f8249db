"""One engine run read back: the atoms of a layer run (pysolver.solving.runner.EngineRun) turned into
an Outcome, its loops (613.8b) and, when asked for, its History; distinct outcomes (613.7m)."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

import clingo

from pysolver.cards.library import Library
from pysolver.cards.vocabulary import SUBTYPE_WORDS
from pysolver.programs.terms import Memo
from pysolver.questions.engine_terms import is_engine_term
from pysolver.questions.layers.model import LAYER_NAMES, Dependency, History, Loop, Lost, Outcome, Touch
from pysolver.scenario import GameObject, Scenario
from pysolver.scenario.fixed_sets import copied_targets
from pysolver.solving.runner import EngineRun


class EffectNamer:
    """Readable ids of effects: `obj#N` for the Nth printed ability of obj, the effect id for resolved ones."""

    def __init__(self, sc: Scenario, library: Library) -> None:
        self.sc = sc
        self.library = library
        self.resolved = {e.id: e for e in sc.effects}
        self.origins = sc.text_origins

    def name(self, eff: clingo.Symbol) -> str:
        """The id of an engine effect term."""
        if is_engine_term(eff, "eff"):
            oid, ability = eff.arguments[0].name, eff.arguments[1]
            printed = self.sc.object(oid).printed
            if ability in printed.abilities:
                return f"{oid}#{printed.place(printed.abilities.index(ability))}"
            # a printed ability whose words a text-changing effect replaced (612) keeps its number
            same = [i for i, a in enumerate(printed.abilities) if a in self.origins.get(ability, ())]
            if len(same) == 1:
                return f"{oid}#{printed.place(same[0])}"
            return f"{oid}#{ability}"
        if is_engine_term(eff, "ctr"):
            return f"{eff.arguments[0].name}#counters"
        if is_engine_term(eff, "kc"):  # 122.1b: the keyword counters of one kind
            return f"{eff.arguments[0].name}#{eff.arguments[1].string} counter"
        if is_engine_term(eff, "fd"):
            return f"{eff.arguments[0].name}#face-down"
        if is_engine_term(eff, "rt"):  # 702.136a: riot's haste
            return f"{eff.arguments[0].name}#riot"
        return eff.name

    def source(self, eff: clingo.Symbol) -> str:
        """Who an effect comes from, in words: the printed name of its object, or the spell."""
        if any(is_engine_term(eff, n) for n in ("eff", "ctr", "kc", "fd", "rt")):
            return in_words(self.sc.object(eff.arguments[0].name))
        effect = self.resolved.get(eff.name)
        return effect.label if effect else eff.name

    def words(self, eff: clingo.Symbol) -> str:
        """An effect in words: its source and the text of its ability ("Blood Moon: Nonbasic lands
        are Mountains."), the counters or face-down status, or a custom effect's id."""
        if is_engine_term(eff, "eff"):
            obj = self.sc.object(eff.arguments[0].name)
            return f"{in_words(obj)}: {self.library.render(eff.arguments[1], obj.printed.name)}"
        if is_engine_term(eff, "ctr"):
            return f"the +1/+1 and -1/-1 counters on {self.source(eff)} (613.4c)"
        if is_engine_term(eff, "kc"):
            return f"the {eff.arguments[1].string} counter on {self.source(eff)} (122.1b)"
        if is_engine_term(eff, "fd"):
            return f"{eff.arguments[0].name} is face down (708.2)"
        if is_engine_term(eff, "rt"):
            return f"{self.source(eff)} entered without riot's +1/+1 counter, so it gained haste (702.136a)"
        effect = self.resolved.get(eff.name)
        if effect is None or effect.ability is None:
            return f"{effect.label if effect else 'effect'} {eff.name}"
        name = self.sc.object(effect.source).printed.name if effect.source else effect.label
        return f"{effect.label}: {self.library.render(effect.ability, name)}"


def in_words(obj: GameObject) -> str:
    """An object's name in words; an emblem, which has none (114.3), as its owner's emblem (114.2)."""
    return f"{obj.owner}'s emblem" if obj.emblem else obj.printed.name


def _word(sym: clingo.Symbol) -> str:
    """A constant, string or number as plain text."""
    if sym.type == clingo.SymbolType.String:
        return sym.string
    if sym.type == clingo.SymbolType.Number:
        return str(sym.number)
    return str(sym)


def read_history(atoms: list[clingo.Symbol], sc: Scenario, rendered: Memo,
                 effect_name: Callable[[clingo.Symbol], str], layer_names: dict[str, str],
                 final_names: dict[str, str]) -> History:
    """The History of one run from its history atoms (EngineRun.history); abilities are written with
    each object's final name, as the answer writes them (`rendered`: the answer's texts of abilities,
    by ability and name)."""
    history = History()
    names = Memo(attrgetter("name"))
    name_of = Memo(effect_name)
    for sym in atoms:
        args = sym.arguments
        if sym.name == "touched":
            k, eff, obj, attr, value, order, add = args
            oid, at = names[obj], names[attr]
            shown = rendered[(value, final_names[oid])] if at == "ability" else _word(value)
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


def _reason(why: clingo.Symbol) -> tuple[str, str | None]:
    """A reason of changes/4 (asp/dependency.lp): its kind and the object it is about, if any."""
    args = why.arguments
    return why.name, args[0].name if args else None


def decode(run: EngineRun, sc: Scenario, library: Library, timestamps: dict[str, int],
           namer: EffectNamer | None = None) -> Outcome:
    """Turn the atoms of one engine run into an Outcome (`namer`: the scenario's, when the caller has
    made it already). The run is one the caller has checked (keyword_counters.check_counter_order)."""
    names, numbers = Memo(attrgetter("name")), Memo(attrgetter("number"))
    raw: dict[str, dict[str, Any]] = {o.id: {"types": [], "subtypes": [], "supertypes": [], "colors": [],
                                             "abilities": []} for o in sc.objects}
    for oid, attr, value in run.rows:
        entry = raw[oid]
        if attr == "subtype":
            # 205.3: subtypes as the rules spell them ("assembly-worker", "urza's", "time lord")
            word = value.name
            entry["subtypes"].append(SUBTYPE_WORDS.get(word, word).lower())
        elif attr in ("type", "supertype", "color"):
            entry[{"color": "colors"}.get(attr, attr + "s")].append(value.name)
        elif attr == "ability":
            entry["abilities"].append(value)
        elif attr in ("power", "toughness", "mana_value"):
            entry[attr] = value.number
        elif attr == "name":
            entry["name"] = value.string
        elif attr == "controller":
            entry["controller"] = value.name
    rendered = Memo(lambda key: library.render(*key))
    objects: dict[str, dict[str, Any]] = {}
    in_order: dict[str, list[str]] = {}
    for obj in sc.objects:
        entry = raw[obj.id]
        name = entry.get("name", "")
        in_order[obj.id] = list(dict.fromkeys(rendered[(a, name)]
                                              for a in sc.oracle_order(obj.id, set(entry["abilities"]))))
        creature = "creature" in entry["types"]
        objects[obj.id] = {
            "name": name,
            "controller": entry.get("controller", obj.controller),
            "types": sorted(set(entry["types"])),
            "subtypes": sorted(set(entry["subtypes"])),
            "supertypes": sorted(set(entry["supertypes"])),
            "colors": sorted(set(entry["colors"])),
            "abilities": sorted({rendered[(a, name)] for a in entry["abilities"]}),
            "power": entry.get("power", 0) if creature else None,
            "toughness": entry.get("toughness", 0) if creature else None,
            "mana_value": entry.get("mana_value", 0),
            "zone": obj.zone,
        }
    namer = namer or EffectNamer(sc, library)
    effect_name, effect_source = Memo(namer.name), Memo(namer.source)
    effect_words: dict[str, str] = {}

    def named(eff: clingo.Symbol) -> str:
        """The id of an effect, remembering its words."""
        oid = effect_name[eff]
        if oid not in effect_words:
            effect_words[oid] = namer.words(eff)
        return oid

    by_step: dict[int, tuple[str, list[tuple[int, str]]]] = {}
    for sym in run.applied:
        k, layer, eff, seq = sym.arguments
        step = by_step.setdefault(numbers[k], (LAYER_NAMES[names[layer]], []))
        step[1].append((numbers[seq], named(eff)))
    steps = [(k, layer, [n for _, n in sorted(effs)]) for k, (layer, effs) in sorted(by_step.items())]
    order: dict[str, list[str]] = {}
    for _, layer, names_applied in steps:
        order.setdefault(layer, []).extend(names_applied)
    # each dependency is reported once, with the reasons found at the first step it held (the
    # engine gives only those: reason/4, asp/layers.lp)
    first: dict[tuple[clingo.Symbol, clingo.Symbol, clingo.Symbol], int] = {}
    for sym in run.depends_on:
        k_sym, layer, b, a = sym.arguments
        k = numbers[k_sym]
        if first.get((layer, b, a), k + 1) > k:
            first[(layer, b, a)] = k
    reasons: dict[tuple[int, clingo.Symbol, clingo.Symbol], list[tuple[str, str | None]]] = {}
    reason = Memo(_reason)
    for sym in run.reasons:
        k_sym, b, a, why = sym.arguments
        reasons.setdefault((numbers[k_sym], b, a), []).append(reason[why])
    deps = [Dependency(LAYER_NAMES[names[layer]], named(b), named(a),
                       reasons=sorted(set(reasons.get((k, b, a), []))),
                       effect_source=effect_source[b], depends_on_source=effect_source[a])
            for (layer, b, a), k in sorted(first.items(), key=lambda kv: (kv[1], effect_name[kv[0][1]],
                                                                           effect_name[kv[0][2]]))]
    loops = _loops(run, steps, effect_name, numbers)
    history = None
    if run.history is not None:
        history = read_history(run.history, sc, rendered, named, LAYER_NAMES,
                               {oid: o["name"] for oid, o in objects.items()})
    return Outcome(objects, order, deps, steps, timestamps, loops, effect_words, history, sorted(sc.copies_lost),
                   oracle_abilities=in_order, fixed_sets={e.id: e.targets[copied_targets(library, e.ability):]
                                                             for e in sc.effects if e.described})


def _loops(run: EngineRun, steps: list[tuple[int, str, list[str]]], effect_name: Memo, numbers: Memo) -> list[Loop]:
    """613.8b: each dependency loop (effects of a layer depending on each other in a cycle, among
    the dependencies of one step: in_loop_with/3 of asp/layers.lp), its members in the order applied,
    with the step where the earliest of them were applied, the dependencies ignored (waits/2)."""
    together: dict[tuple[int, str], set[str]] = {}
    for sym in run.loops:
        k, b, a = sym.arguments
        together.setdefault((numbers[k], effect_name[b]), {effect_name[b]}).add(effect_name[a])
    applied_at = {k: (layer, effects) for k, layer, effects in steps}
    loops: dict[tuple[str, frozenset[str]], Loop] = {}
    for (k, _effect), members in sorted(together.items()):
        layer, effects = applied_at.get(k, ("", []))
        key = (layer, frozenset(members))
        if len(members) > 1 and key not in loops and members & set(effects):
            in_layer = [e for _k, lay, effs in steps if lay == layer for e in effs]
            # in the order applied; those never applied in the layer after them, by name (never by the
            # order of a set, which changes with the hash seed)
            ordered = sorted(members, key=lambda e: (in_layer.index(e) if e in in_layer else len(in_layer), e))
            loops[key] = Loop(layer, ordered, k, [e for e in effects if e in members])
    return list(loops.values())
