"""105.2, 604.1: "as long as white is the most common color among all permanents or is tied for most common" (the
condition most_common_color of asp/effects.lp) on a board where no permanent has a colour: whether every colour is
then tied for most common (with none) or no colour is the most common, the rules do not say. So a run in which such an
effect was read on a board of colourless permanents is refused here, never answered with a guess.

The condition is read as its effect applies (604.1); an effect of layer 7 reads the colours every permanent ends with
(no effect changes a colour after layer 5, 613.1e), which is what this check reads. An effect of an earlier layer with
that condition would read the colours of that point, which the run does not keep: a board with one is refused too.
"""

from __future__ import annotations

from pysolver.errors import ScenarioError
from pysolver.scenario import Scenario
from pysolver.solving.runner import EngineRun

PT_LAYERS = frozenset({"l7a", "l7b", "l7c", "l7d"})


def check_colored_permanents(run: EngineRun, sc: Scenario) -> None:
    """Refuse the run when a permanent has, at the end, an ability whose effect exists only while a colour is the most
    common among all permanents, and no permanent has a colour (or the effect has a part before layer 7)."""
    reading = {f.arguments[0] for f in sc.definitions
               if f.name == "condition" and f.arguments[1].name == "most_common_color"}
    if not reading:
        return
    early = {f.arguments[0] for f in sc.definitions
             if f.name == "layer_of" and f.arguments[0] in reading and f.arguments[1].name not in PT_LAYERS}
    permanents = {o.id for o in sc.objects if o.zone == "battlefield"}
    final = [(sym.arguments[0].name, sym.arguments[1].name, sym.arguments[2]) for sym in run.out]
    holders = sorted(obj for obj, attr, value in final if obj in permanents and attr == "ability" and value in reading)
    if not holders:
        return
    colored = any(obj in permanents and attr == "color" for obj, attr, _value in final)
    if colored and not any(value in early for obj, attr, value in final if obj in holders and attr == "ability"):
        return
    index = next(i for i, o in enumerate(sc.objects) if o.id == holders[0])
    why = ("no permanent has a colour: whether every colour is then tied for most common the rules do not say"
           if not colored else "its effect reads the colours before layer 7, which the engine does not keep")
    raise ScenarioError(sc.source, f"objects[{index}]",
                        f"{holders[0]} has an ability whose effect exists only while a colour is the most common "
                        f"among all permanents (105.2, 604.1), and {why}")
