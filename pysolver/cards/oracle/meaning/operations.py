"""does/3 of one operation of an ability, and its guard op_if/4 under a choice made as it was cast or resolved.

A change of power and toughness said again in a part of a one-shot effect under a choice ("Target creature gets
+2/+2 until end of turn. If this spell was kicked, it also gets +2/+2 until end of turn."): both changes apply
(613.4c), but one does/3 fact holds one change, so such a line is refused, unless the two are answers to one choice
and never both apply ("... If this spell was kicked, it gets +2/+2 and gains flying until end of turn instead.")."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.base import Meaning

F, N = clingo.Function, clingo.Number


def repeated_pt_change(m: Meaning, layer: str, op: clingo.Symbol, done: bool) -> None:
    """Unmeant for `op`, a change of power and toughness already `done` by the effect, again under the choice
    `m.guard` (op_if/4), unless each of its guards so far is another answer to that same choice."""
    if not done or m.guard is None or op.name != "modify_pt":
        return
    guards = [f.arguments[3] for f in m.facts if f.name == "op_if" and f.arguments[1:3] == [F(layer), op]]
    if guards and all(g.arguments[0] == m.guard.arguments[0] and g.arguments[1] != m.guard.arguments[1]
                      for g in guards):
        return
    numbers = [a.arguments[0].number if a.name == "n" and a.arguments[0].type == clingo.SymbolType.Number else None
               for a in op.arguments]
    said = "/".join(f"{n:+d}" for n in numbers) if None not in numbers else "gets"
    raise Unmeant(said, "the same change of power and toughness again under a choice (613.4c: both apply)")


def add_operation(m: Meaning, layer: str, op: clingo.Symbol) -> None:
    """does/3 of one operation; under a choice (m.guard, 702.33d) its op_if/4 too, unless the operation is
    already done whatever the choice."""
    done = F("does", [m.key, F(layer), op]) in m.facts
    repeated_pt_change(m, layer, op, done)
    m.add("layer_of", m.key, F(layer))
    m.add("does", m.key, F(layer), op)
    if m.guard is not None and not (done and not any(f.name == "op_if" and f.arguments[1:3] == [F(layer), op]
                                                     for f in m.facts)):
        m.add("op_if", m.key, F(layer), op, m.guard)
    if m.target_index is not None:  # 115.1: for one of the effect's targets (asp/resolved.lp)
        m.add("op_for", m.key, F(layer), op, N(m.target_index))
