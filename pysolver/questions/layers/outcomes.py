"""The reading step of the layers: a scenario's runs (one per order of equal timestamps) read back into
its final states. The copy choices are judged on the boards the layers give (707.5), each run is read
back (decode), those with the same characteristics count once (613.7m), and each distinct state gets
the state-based actions its board calls for (704) and the rules behind unexpected values (notes)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import clingo

from pysolver.cards.library import Library, article_for
from pysolver.errors import ScenarioError
from pysolver.questions.layers.common_color import check_colored_permanents
from pysolver.questions.layers.decode import EffectNamer, decode
from pysolver.questions.layers.keyword_counters import check_counter_order
from pysolver.questions.layers.model import Outcome
from pysolver.questions.layers.notes import rule_notes
from pysolver.questions.layers.source_control import check_source_control
from pysolver.questions.layers.state_based import state_based_actions
from pysolver.scenario import Effect, GameObject, Scenario
from pysolver.solving.runner import EngineRun


@dataclass
class FinalState:
    """One outcome of the layers: the answer as shown (with its state-based actions and notes), the
    scenario it answers (its resolved effects as they resolved: pysolver.questions.layers.prepare), the
    engine's final characteristics (out/3 of asp/layers.lp: object, attribute, value, one atom per
    element of a set), the objects each effect applied to (applied_to/2, 613.6)
    and the names of the effects, as the answer gives them (EffectNamer)."""

    outcome: Outcome
    scenario: Scenario
    characteristics: list[clingo.Symbol]
    applied_to: list[clingo.Symbol]
    namer: EffectNamer


def read_states(sc: Scenario, library: Library, orders: list[dict[str, int]],
                runs: list[EngineRun]) -> list[FinalState]:
    """The distinct final states of a scenario's runs (in the order of the runs), each run in its
    order of timestamps: those with the same characteristics of every object count once (613.7m).
    A copy choice that names what is not of the type copied is bad input (check_copied_creatures), and
    so is a run that a keyword counter's unstated timestamp would decide (613.7c, check_counter_order) or whose
    control change "for as long as you control ~" may decide its own end (611.2b, check_source_control).
    Each says the state-based actions its board calls for (704) and the rules behind unexpected
    values (notes), its effects named by one EffectNamer."""
    check_copied_creatures(sc.source, sc.objects, library, lambda: [_kinds(run.rows) for run in runs], sc.effects)
    for run in runs:
        check_counter_order(run, sc, library)
        check_colored_permanents(run, sc)
        check_source_control(run, sc, library)
    namer = EffectNamer(sc, library)
    seen: dict[str, tuple[Outcome, EngineRun]] = {}
    for order, run in zip(orders, runs, strict=True):
        outcome = decode(run, sc, library, order, namer)
        seen.setdefault(json.dumps(outcome.objects, sort_keys=True), (outcome, run))
    states = []
    for outcome, run in seen.values():
        outcome.state_based = state_based_actions(sc, run.rows)
        outcome.notes = rule_notes(sc, library, namer, outcome, run.applied_to)
        states.append(FinalState(outcome, sc, run.out, run.applied_to, namer))
    return states


def _kinds(characteristics: list[tuple[str, str, clingo.Symbol]]) -> dict[str, dict]:
    """The card types, subtypes, supertypes and controller of each object in a run's final characteristics
    (out/3 as EngineRun.rows gives them), named as the answer's objects name them."""
    kinds: dict[str, dict] = {}
    for obj, attr, value in characteristics:
        seen = kinds.setdefault(obj, {"types": [], "subtypes": [], "supertypes": []})
        if attr in ("type", "subtype", "supertype"):
            seen[f"{attr}s"].append(value.name)
        elif attr == "controller":
            seen["controller"] = value.name
    return kinds


def _copy_misfit(library: Library, ability: clingo.Symbol, copier: str, target: dict) -> str | None:
    """Why an object (`target`: its types, subtypes, controller) is not what an "enter as a copy"
    ability of a permanent `copier` controls may copy (707.5), or None."""
    have = set(target.get("types", [])) | set(target.get("subtypes", [])) | set(target.get("supertypes", []))
    kinds = library.copy_kinds[ability]
    if not have & kinds:
        words = " or ".join(sorted(kinds))
        return f"not {article_for(words)} {words}"
    barred = sorted(library.copy_not.get(ability, set()) & have)
    if barred:
        return f"{article_for(barred[0])} {barred[0]}"
    if ability in library.copy_yours and target.get("controller") != copier:
        return f"not a permanent {copier} controls"
    return None


def check_copied_creatures(source: str, objects: list[GameObject], library: Library,
                           read_boards: Callable[[], list[dict[str, dict]]], effects: Iterable[Effect] = ()) -> None:
    """707.5 ("a copy of any creature on the battlefield", "... an artifact or creature you control"):
    what a `copy` choice names is of a kind the ability may copy, judged on each board the layers give
    (each object's types, subtypes, supertypes and controller, as the answer's objects name them; the copied
    object's effects with later timestamps than the copy are not told apart: see README, copy effects);
    608.2d: so is a resolved effect's `copy` choice ("Choose a nonlegendary creature on the battlefield.",
    Cytoshape: an object on the battlefield). `read_boards` gives each run's objects, read only when one has such
    a choice."""
    asked = [(f"objects[{i}].choices.copy", obj.choices.get("copy"), obj.id, obj.controller, obj.printed.name,
              [a for a in obj.printed.abilities if a in library.copy_kinds], "may enter only as a copy of what its "
              "ability names (707.5)") for i, obj in enumerate(objects)]
    asked += [(f"effects[{i}].choices.copy", eff.choices.get("copy"), None, eff.controller, eff.label,
               [eff.ability] if eff.ability in library.copy_kinds else [], "copies an object of the kind its ability "
               "chooses (608.2d)") for i, eff in enumerate(effects)]
    zones = {obj.id: obj.zone for obj in objects}
    for path, target, oid, _controller, name, abilities, _rule in asked:
        if oid is None and abilities and target is not None and zones.get(target) != "battlefield":
            raise ScenarioError(source, path, f"{target} is in the {zones.get(target)}, not on the battlefield: "
                                              f"{name} copies an object chosen on the battlefield (608.2d)")
    boards: list[dict[str, dict]] | None = None
    for path, target, oid, controller, name, abilities, rule in asked:
        if target is None or not abilities:
            continue
        boards = read_boards() if boards is None else boards
        for board in boards:
            copier = str(board.get(oid, {}).get("controller", controller)) if oid else controller
            seen = board.get(target, {})
            for ability in abilities:
                misfit = _copy_misfit(library, ability, copier, seen)
                if misfit:
                    types = " ".join([*seen.get("supertypes", []), *seen.get("types", []),
                                      *seen.get("subtypes", [])])
                    raise ScenarioError(source, path, f"{target} is {misfit} (the layers make it "
                                                      f"{types or 'typeless'}): {name} {rule}")
