"""613.7c for keyword counters (122.1b): a counter's timestamp is when it was put on its object.

The scenario states an object's counters, not when each was put on it, and the layer engine gives the
effect of a keyword counter (asp/keyword_counters.lp) its object's timestamp: the counters it entered
with (613.7d). Among the effects of layer 6 that order changes a result only beside an effect that
removes abilities (613.1f: "loses flying", "loses all abilities"), applied in timestamp order; the
gains alone give the same abilities in any order. So a run in which such an effect applied to an object
with a keyword counter is refused here, naming both, never answered with a guessed order.
"""

from __future__ import annotations

from pysolver.cards.library import Library
from pysolver.cards.vocabulary import KEYWORD_COUNTERS, UNMODELLED_KEYWORD_COUNTERS
from pysolver.errors import ScenarioError
from pysolver.questions.layers.operations import effect_operations
from pysolver.scenario import Scenario
from pysolver.solving.runner import EngineRun

# the operations of layer 6 that remove abilities (asp/effects.lp)
REMOVING = frozenset({"lose", "lose_all"})
# the keyword counters the engine gives a meaning (asp/effects.lp keyword_counter/2)
MODELLED = frozenset(KEYWORD_COUNTERS) - frozenset(UNMODELLED_KEYWORD_COUNTERS)


def check_counter_order(run: EngineRun, sc: Scenario, library: Library) -> None:
    """Refuse the run when an effect that removes abilities applied in layer 6 to an object with a
    keyword counter (ScenarioError: the counter's timestamp would decide the result)."""
    countered = {o.id: kind for o in sc.objects for kind, n in o.counters.items() if n > 0 and kind in MODELLED}
    if not countered:
        return
    in_layer_6 = {sym.arguments[2] for sym in run.applied if sym.arguments[1].name == "l6"}
    for sym in run.applied_to:
        eff, obj = sym.arguments
        if obj.name in countered and eff in in_layer_6 and eff.name != "kc" \
                and REMOVING & effect_operations(sc, library, eff):
            index = next(i for i, o in enumerate(sc.objects) if o.id == obj.name)
            raise ScenarioError(sc.source, f"objects[{index}].counters",
                                f"the timestamp of the {countered[obj.name]} counter on {obj.name} (613.7c) is not "
                                f"stated, and an effect that removes abilities in layer 6 ({eff}) applies to it: "
                                "their order would decide its abilities")

