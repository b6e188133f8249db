"""305.7: a land whose subtype an effect sets to a basic land type loses the copiable effects
affecting it. A layer run shows which lands a copy effect and such an effect both applied to; the
board is then run again without the copiable effects affecting them (which may change what else
applies: until stable)."""

from __future__ import annotations

import dataclasses

import clingo

from pysolver.cards.library import Library
from pysolver.questions.layers.operations import effect_operations
from pysolver.questions.layers.prepare import Prepared
from pysolver.scenario.facts import ordered_facts
from pysolver.solving.runner import EngineRun


def without_lost_copies(prepared: Prepared, run: EngineRun, library: Library) -> Prepared | None:
    """305.7 (as the rules excerpt words it): "If an effect sets a land's subtype to one or more of
    the basic land types, ... it loses ... any copiable effects affecting that land." The board
    again, when the run shows lands that a copy effect (layer 1a) and an effect setting their land
    type (layer 4) applied to and that have not lost them yet: without the copiable effects
    affecting them (the same library files: only an effect's reach changes); None when there are none."""
    sc = prepared.scenario
    layers: dict[clingo.Symbol, set[str]] = {}
    for sym in run.applied:
        layers.setdefault(sym.arguments[2], set()).add(sym.arguments[1].name)
    if not any("l1a" in applied_in for applied_in in layers.values()):
        return None  # no copy effect applied: no land lost one
    copied, land_set = set(), set()
    for sym in run.applied_to:
        eff, obj = sym.arguments
        if "l1a" in layers.get(eff, set()) and "copy_of" in effect_operations(sc, library, eff):
            copied.add(obj.name)
        if "l4" in layers.get(eff, set()) and "set_land_type" in effect_operations(sc, library, eff):
            land_set.add(obj.name)
    lost = copied & land_set
    if not lost - sc.copies_lost:
        return None
    again = dataclasses.replace(sc, copies_lost=sc.copies_lost | lost)
    order, facts = ordered_facts(again, set())[0]
    return Prepared(again, order, facts, prepared.files)
