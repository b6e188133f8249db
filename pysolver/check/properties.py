"""The properties `mtgsolve check` asks of the engine's answers, one function per question.

Each takes a board (a scenario as a dict) and `draw` (hypothesis's, for the random variants: a
renaming, a shift, an order of timestamps) and raises Failure when a property does not hold.

layers (CR 613):
- one outcome: all timestamps distinct, so no 613.7m choice exists: exactly one outcome;
- renaming: giving every object and effect another id changes no characteristic;
- shift: adding one number to every timestamp changes nothing (613.7 reads only their order);
- untouched: an object no effect applied to (applied_to/2, the engine's record) keeps its printed
  values (613.1: only continuous effects change characteristics);
- layer-wise independence: any order of timestamps that keeps the relative order of every two
  objects or effects whose effects share a (sub)layer gives the same characteristics (613.1: the
  layers apply one after another; 613.7, 613.8 order only effects of the same layer);
- 613.6: an effect that started to apply in one layer applies in each later layer it has a part in;
- JSON round trip: the JSON answer reads back equal, and the scenario written as a YAML file and
  read back as the command line reads it gives the same answer.
attacks, blocks: agreement with the brute-force judge of pysolver.check.combat_brute.
replace: agreement with the brute-force enumerator of pysolver.check.replace_brute.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from hypothesis import assume
from hypothesis import strategies as st

from pysolver.cards.library import Library
from pysolver.cards.vocabulary import BASIC_LAND_TYPES, const
from pysolver.check.combat_brute import Combat, legal_attacks, legal_blocks, to_scenario
from pysolver.check.replace_brute import as_tuples, brute_force
from pysolver.errors import ScenarioError
from pysolver.questions.layers.model import LAYER_NAMES, LAYER_ORDER
from pysolver.questions.layers.outcomes import FinalState
from pysolver.questions.layers.question import final_states
from pysolver.scenario import Scenario, load_scenario
from pysolver.scenario.choices import check_required_choices
from pysolver.scenario.facts import object_facts
from pysolver.solving.limits import Limits

Draw = Callable[[st.SearchStrategy[Any]], Any]
# seconds one engine run may take before the check reports it as a failure
RUN_TIMEOUT = 120.0
# layers whose effects may give an object any ability or text (copy 707, face down 708, text 612):
# with one on the board, every two objects or effects are taken to share a layer
ANY_LAYER = {"l1a", "l1b", "l3"}


@dataclass
class Failure(Exception):
    """A property that does not hold on `scenario` (a scenario dict for `question`); `variant` the
    scenario the answer was compared with, when the property compares two."""

    question: str
    prop: str
    detail: str
    scenario: dict[str, Any]
    variant: dict[str, Any] | None = None
    notes: list[str] = field(default_factory=list)
    key: str | None = None  # which of a question's properties (check_layers)

    def __str__(self) -> str:
        return f"{self.question}: {self.prop}: {self.detail}"


def _load(data: dict[str, Any], library: Library, source: str = "<check>") -> Scenario:
    return load_scenario(data, source, library)


def _states(sc: Scenario, library: Library) -> list[FinalState]:
    """Every outcome of the layers (solve_layers, keeping the engine's atoms)."""
    check_required_choices(sc, library)
    return final_states(sc, library, Limits(timeout=RUN_TIMEOUT))


def _answer(question: str, prop: str, board: dict[str, Any], data: dict[str, Any], library: Library,
            source: str = "<check>") -> list[FinalState]:
    """The layers of a variant: any refusal or error is a failure of `prop` (the board was accepted)."""
    try:
        return _states(_load(data, library, source), library)
    except Exception as exc:  # the variant of an accepted board must be answered too
        raise Failure(question, prop, f"the variant was not answered: {exc}", board, data) from None


def _json(states: list[FinalState]) -> list[dict[str, Any]]:
    return [s.outcome.to_json() for s in states]


def _first_difference(before: dict[str, Any], after: dict[str, Any]) -> str:
    """The first object whose characteristics differ, in words."""
    for oid in sorted(set(before) | set(after)):
        if before.get(oid) != after.get(oid):
            old, new = (json.dumps(side.get(oid), sort_keys=True) for side in (before, after))
            return f"{oid}: {old} became {new}"
    return "the answers differ"


# --- layers ------------------------------------------------------------------------------------------
def check_layers(board: dict[str, Any], draw: Draw, library: Library, only: str | None = None) -> None:
    """Every layers property on one board (Failure on the first that does not hold, its `key` the
    property's). `only`: check that property alone (and that the board is answered, with one
    outcome): while hypothesis shrinks a counterexample, the others need not be asked again."""
    try:
        sc = _load(board, library)
        states = _states(sc, library)
    except ScenarioError:
        assume(False)  # a board the generator made but the rules refuse: not a question
        raise
    except Exception as exc:
        raise Failure("layers", "answered", f"the engine failed: {exc!r}", board) from None
    if len(states) != 1:
        raise Failure("layers", "one outcome", f"{len(states)} outcomes with distinct timestamps", board)
    base = states[0]
    checks: dict[str, Callable[[], None]] = {
        "untouched": lambda: _untouched(sc, base, board),
        "613.6": lambda: _continuity(sc, base, board, library),
        "renaming": lambda: _renaming(base, board, draw, library),
        "shift": lambda: _shift(base, board, draw, library),
        "independence": lambda: _independence(sc, base, board, draw, library),
        "round trip": lambda: _round_trip(base, board, library),
    }
    for key, run in checks.items():
        if only is None or key == only:
            try:
                run()
            except Failure as failure:
                failure.key = key
                raise


def _untouched(sc: Scenario, base: FinalState, board: dict[str, Any]) -> None:
    touched = {sym.arguments[1].name for sym in base.applied_to}
    final: dict[str, set[tuple[str, str]]] = {}
    for sym in base.characteristics:
        oid, attr, value = sym.arguments
        final.setdefault(oid.name, set()).add((attr.name, str(value)))
    # 700.5: the mana cost's symbols are an attribute of the engine only where an ability counts devotion (state.lp)
    symbols_held = any(sym.arguments[1].name == "mana_symbol" for sym in base.characteristics)
    for obj in sc.objects:
        if obj.id in touched:
            continue
        printed = {(f.arguments[1].name, str(f.arguments[2])) for f in object_facts(obj, const(obj.id))
                   if f.name == "printed" and (symbols_held or f.arguments[1].name != "mana_symbol")}
        printed.add(("controller", obj.controller))
        # 305.6: a basic land type gives its intrinsic mana ability
        printed |= {("ability", f"intrinsic_mana({t})") for t in obj.printed.subtypes if t in BASIC_LAND_TYPES}
        # the engine holds a power and toughness of 0 for an object printed without them
        printed |= {(attr, "0") for attr in ("power", "toughness") if getattr(obj.printed, attr) is None}
        if final.get(obj.id, set()) != printed:
            gained = sorted(final.get(obj.id, set()) - printed)
            lost = sorted(printed - final.get(obj.id, set()))
            raise Failure("layers", "untouched objects keep printed values",
                          f"no effect applied to {obj.id}, yet it has {gained} and lacks {lost}", board)


def _continuity(sc: Scenario, base: FinalState, board: dict[str, Any], library: Library) -> None:
    """613.6: each effect appears in the order of every layer of its ability from its first one on."""
    applied: dict[str, list[str]] = {}
    for layer, names in base.outcome.order.items():
        for name in names:
            applied.setdefault(name, []).append(layer)
    abilities = _effect_abilities(sc)
    for name, layers in applied.items():
        ability = abilities.get(name)
        if ability is None:
            continue
        first = min(LAYER_ORDER.index(layer) for layer in layers)
        owed = {LAYER_NAMES[layer] for layer in library.layers.get(ability, set())}
        missing = sorted((layer for layer in owed if LAYER_ORDER.index(layer) > first and layer not in layers),
                         key=LAYER_ORDER.index)
        if missing:
            raise Failure("layers", "613.6: a started effect keeps applying",
                          f"{name} applied in layer {LAYER_ORDER[first]} but not in its later layer(s) "
                          f"{', '.join(missing)}", board)


def _effect_abilities(sc: Scenario) -> dict[str, Any]:
    """The name of each printed ability's effect and of each resolved effect (results.EffectNamer's
    ids) -> its ability."""
    found: dict[str, Any] = {}
    for obj in sc.objects:
        for i, ability in enumerate(obj.printed.abilities, start=1):
            found[f"{obj.id}#{i}"] = ability
    for eff in sc.effects:
        if eff.ability is not None:
            found[eff.id] = eff.ability
    return found


def _rename(board: dict[str, Any], mapping: dict[str, str]) -> dict[str, Any]:
    """The board with every object and effect id replaced (and every reference to one)."""
    def ref(x: str) -> str:
        return mapping.get(x, x)

    objects = [{**o, "id": ref(o["id"]), **({"attached_to": ref(o["attached_to"])} if "attached_to" in o else {})}
               for o in board["objects"]]
    effects = [{**e, "id": ref(e["id"]), "targets": [ref(t) for t in e.get("targets", [])]}
               for e in board.get("effects", [])]
    return {**board, "objects": objects, **({"effects": effects} if effects else {})}


def _renaming(base: FinalState, board: dict[str, Any], draw: Draw, library: Library) -> None:
    ids = [o["id"] for o in board["objects"]] + [e["id"] for e in board.get("effects", [])]
    names = draw(st.permutations([f"x{i}" for i in range(len(ids))]))
    mapping = dict(zip(ids, names, strict=True))
    variant = _rename(board, mapping)
    after = _answer("layers", "renaming ids changes nothing", board, variant, library)
    before = {mapping[k]: v for k, v in base.outcome.objects.items()}
    if len(after) != 1 or after[0].outcome.objects != before:
        got = after[0].outcome.objects if after else {}
        raise Failure("layers", "renaming ids changes nothing", _first_difference(before, got), board, variant,
                      [f"ids renamed: {mapping}"])


def _restamp(board: dict[str, Any], stamps: dict[str, int]) -> dict[str, Any]:
    objects = [{**o, "timestamp": stamps[o["id"]]} for o in board["objects"]]
    effects = [{**e, "timestamp": stamps[e["id"]]} for e in board.get("effects", [])]
    return {**board, "objects": objects, **({"effects": effects} if effects else {})}


def _items(board: dict[str, Any]) -> list[dict[str, Any]]:
    return board["objects"] + board.get("effects", [])


def _shift(base: FinalState, board: dict[str, Any], draw: Draw, library: Library) -> None:
    shift = draw(st.integers(1, 10_000))
    variant = _restamp(board, {i["id"]: i["timestamp"] + shift for i in _items(board)})
    after = _answer("layers", "shifting every timestamp changes nothing", board, variant, library)
    if _json(after) != _json([base]):
        got = after[0].outcome.objects if after else {}
        detail = _first_difference(base.outcome.objects, got)
        if got == base.outcome.objects:
            detail = "the order of application or the dependencies differ"
        raise Failure("layers", "shifting every timestamp changes nothing", detail, board, variant,
                      [f"every timestamp + {shift}"])


def _layer_sets(sc: Scenario, board: dict[str, Any], library: Library) -> dict[str, set[str]]:
    """The (sub)layers each object's or effect's timestamp can matter in: those of its abilities'
    effects (and of the abilities they grant); for every object also the layers of any ability an
    effect on the board may grant it (613.7a: the later of the two timestamps), and 7c for counters."""
    def of(abilities: list[Any]) -> set[str]:
        layers: set[str] = set()
        for ability in abilities:
            layers |= library.layers.get(ability, set())
            for granted in library.grants.get(ability, set()):
                layers |= library.layers.get(granted, set())
        return layers

    sets = {obj.id: of(obj.printed.abilities) | ({"l7c"} if obj.counters else set()) for obj in sc.objects}
    for eff in sc.effects:
        sets[eff.id] = of([eff.ability] if eff.ability is not None else [])
    grantable: set[str] = set()
    for abilities in [o.printed.abilities for o in sc.objects] + [[e.ability] for e in sc.effects if e.ability]:
        for ability in abilities:
            for granted in library.grants.get(ability, set()):
                grantable |= library.layers.get(granted, set())
    for obj in sc.objects:
        sets[obj.id] |= grantable
    if any(layers & ANY_LAYER for layers in sets.values()):
        everything = set(LAYER_NAMES)
        return {key: everything for key in sets}
    return sets


def _independence(sc: Scenario, base: FinalState, board: dict[str, Any], draw: Draw, library: Library) -> None:
    sets = _layer_sets(sc, board, library)
    remaining = sorted(_items(board), key=lambda i: i["timestamp"])
    stamps = [i["timestamp"] for i in remaining]
    order: list[str] = []
    while remaining:  # a random order that keeps every two items sharing a layer as they were
        free = [x for n, x in enumerate(remaining) if not any(sets[y["id"]] & sets[x["id"]] for y in remaining[:n])]
        pick = draw(st.sampled_from(free))
        order.append(pick["id"])
        remaining.remove(pick)
    variant = _restamp(board, dict(zip(order, stamps, strict=True)))
    prop = "timestamps of effects sharing no layer do not matter"
    after = _answer("layers", prop, board, variant, library)
    if len(after) != 1 or after[0].outcome.objects != base.outcome.objects:
        got = after[0].outcome.objects if after else {}
        raise Failure("layers", prop, _first_difference(base.outcome.objects, got), board, variant,
                      ["the variant keeps the order of every two objects or effects whose effects share a layer"])


def _round_trip(base: FinalState, board: dict[str, Any], library: Library) -> None:
    from pysolver.scenario.files import read_scenario

    answer = base.outcome.to_json()
    if json.loads(json.dumps(answer)) != answer:
        raise Failure("layers", "JSON round trip", "the JSON answer does not read back equal", board)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "scenario.yaml"
        path.write_text(yaml.safe_dump(board, sort_keys=False), encoding="utf-8")
        try:
            after = _states(read_scenario(str(path), library), library)
        except Exception as exc:
            raise Failure("layers", "JSON round trip", f"the scenario written as a file was not answered: {exc}",
                          board) from None
    if _json(after) != [answer]:
        raise Failure("layers", "JSON round trip", "the scenario written as a file and read back gives another answer",
                      board)


# --- attacks and blocks ------------------------------------------------------------------------------
def canonical(decls: list[dict[str, Any]]) -> list[str]:
    """Declarations as sorted JSON texts (to compare sets of them)."""
    return sorted(json.dumps(d, sort_keys=True) for d in decls)


def combat_answer(combat: Combat, question: str, library: Library) -> tuple[int, list[str], bool | None]:
    """The engine's max_requirements, legal declarations and whether the combat's declaration (if
    any) is legal, with its JSON answer read back."""
    from pysolver.questions.combat.question import solve_combat

    sc = load_scenario(to_scenario(combat, question), "<check>", library)
    answer = solve_combat(sc, library, Limits(timeout=RUN_TIMEOUT), question, 100_000)
    if answer.truncated:
        raise RuntimeError("more than 100000 legal declarations")
    data = answer.to_json()
    if json.loads(json.dumps(data)) != data:
        raise RuntimeError("the JSON answer does not read back equal")
    return answer.max_requirements, canonical(answer.legal), None if answer.checked is None else answer.checked.legal


def brute_combat(combat: Combat, question: str) -> tuple[int, list[str], bool | None]:
    """The brute force's answer in the terms of combat_answer."""
    top, legal = legal_attacks(combat) if question == "attacks" else legal_blocks(combat)
    found = canonical(legal)
    if combat.declared is None:
        return top, found, None
    declared = ({k: sorted(v) for k, v in combat.declared.items() if v} if question == "blocks"
                else combat.declared)
    return top, found, json.dumps(declared, sort_keys=True) in found


def check_combat(combat: Combat, question: str, library: Library) -> None:
    """The engine agrees with the brute force on max_requirements, the legal declarations and the
    check of the given declaration."""
    scenario = to_scenario(combat, question)
    try:
        got = combat_answer(combat, question, library)
    except Exception as exc:
        raise Failure(question, "answered", f"the engine failed: {exc!r}", scenario) from None
    expected = brute_combat(combat, question)
    if got != expected:
        parts = [f"max_requirements {got[0]}, brute force {expected[0]}"] if got[0] != expected[0] else []
        extra, missing = sorted(set(got[1]) - set(expected[1])), sorted(set(expected[1]) - set(got[1]))
        parts += [f"legal only for the engine: {extra[:3]}"] if extra else []
        parts += [f"legal only for the brute force: {missing[:3]}"] if missing else []
        parts += [f"the given declaration judged legal={got[2]}, brute force {expected[2]}"] if got[2] != expected[2] \
            else []
        raise Failure(question, "agrees with the brute-force judge", "; ".join(parts), scenario)


# --- replace -------------------------------------------------------------------------------------------
def check_replace(board: dict[str, Any], event: dict[str, Any], library: Library) -> None:
    """The engine's outcomes are the brute-force enumerator's, and its JSON answer reads back equal."""
    from pysolver.questions.replace.question import solve_replace

    scenario = dict(board, event=event)
    try:
        answer = solve_replace(load_scenario(scenario, "<check>", library), library, Limits(timeout=RUN_TIMEOUT))
    except Exception as exc:
        raise Failure("replace", "answered", f"the engine failed: {exc!r}", scenario) from None
    data = [o.to_json() for o in answer.outcomes]
    if json.loads(json.dumps(data)) != data:
        raise Failure("replace", "JSON round trip", "the JSON answer does not read back equal", scenario)
    got = {as_tuples(o.events) for o in answer.outcomes}
    expected = brute_force(board, event)
    if got != expected:
        raise Failure("replace", "agrees with the brute-force enumerator",
                      f"engine {_outcomes(got)}, brute force {_outcomes(expected)}", scenario)


def _outcomes(found: set[frozenset[tuple[Any, ...]]]) -> list[list[str]]:
    """Outcomes of the enumerator's terms, sorted, for a message."""
    return sorted(sorted(map(str, outcome)) for outcome in found)
