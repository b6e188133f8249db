"""611.2b for a resolved control change that lasts "for as long as you control ~" (Dragonlord Silumgar).

Such an effect ends once its controller no longer controls its source: a question of the game state, the
board after every continuous effect, this one included. The layer engine reads the condition where the
effect would apply, in layer 2 (asp/resolved.lp), after every effect of layer 2 that changes the source's
controller and does not depend on it (613.8a: applying that effect changes whether this one exists). That
is the state's answer unless the source's controller may depend on the effect itself: the source among its
targets, an effect of layer 2 that applied to the source at its step or after it, or, where it ended, one that
applied to the source with a condition of its own or from one of its targets (whose controller it would
change). A run with one of those is refused here, naming the effect, never answered with a guess. An effect of a later
layer ("gains indestructible for as long as you control ~") reads the controller after layer 2, where it is
final, and needs no check.
"""

from __future__ import annotations

import clingo

from pysolver.cards.library import Library
from pysolver.errors import ScenarioError
from pysolver.questions.engine_terms import is_engine_term
from pysolver.scenario import Scenario
from pysolver.scenario.model import Effect
from pysolver.solving.runner import EngineRun

# the selectors of the durations on the control of the source (pysolver/cards/oracle/meaning/pumps.py)
SOURCE_CONTROL = frozenset({"self_controlled", "self_controlled_tapped"})


def _reads_source_control(library: Library, ability: clingo.Symbol | None) -> bool:
    return ability is not None and any(c.name == "at_least" and c.arguments[1].name in SOURCE_CONTROL
                                       for c in library.conditions.get(ability, ()))


def check_source_control(run: EngineRun, sc: Scenario, library: Library) -> None:
    """Refuse the run (ScenarioError) where a resolved control change lasting while its controller controls
    its source could decide that control itself (see the module's docstring)."""
    effects = {e.id: e for e in sc.effects}
    for index, effect in enumerate(sc.effects):
        if effect.source is None or "l2" not in library.layers.get(effect.ability, set()) \
                or not _reads_source_control(library, effect.ability):
            continue
        problem = _unsure(run, library, effects, effect)
        if problem:
            raise ScenarioError(sc.source, f"effects[{index}]",
                                f"{effect.id} lasts for as long as its controller controls {effect.source} (611.2b), "
                                f"and {problem}: whether it still exists is not computed")


def _unsure(run: EngineRun, library: Library, effects: dict[str, Effect], effect: Effect) -> str:
    """Why the controller of the effect's source may depend on the effect itself ("" when it cannot)."""
    if effect.source in effect.targets:
        return "its source is among its targets"
    steps = {str(sym.arguments[2]): sym.arguments[0].number for sym in run.applied if sym.arguments[1].name == "l2"}
    own = steps.get(effect.id)
    for sym in run.applied_to:
        other, obj = sym.arguments
        if obj.name != effect.source or str(other) not in steps or str(other) == effect.id:
            continue
        if own is not None:  # its condition was read at its step, before what that step and later ones did
            if steps[str(other)] >= own:
                return f"{other} changes its source's controller as or after it applied"
            continue
        if is_engine_term(other, "eff"):
            source, ability = other.arguments[0].name, other.arguments[1]
        elif other.name in effects:
            source, ability = effects[other.name].source, effects[other.name].ability
        else:
            return f"{other} changes its source's controller"
        if source in effect.targets or library.conditions.get(ability):
            return f"{other} changes its source's controller and may depend on it"
    return ""
