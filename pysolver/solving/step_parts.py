"""Which program parts each step of a layer run grounds (pysolver.solving.runner._run_engines).

gringo prepares every rule of a part at every ground call, whether or not one can fire, so a step
grounds only the parts whose rules can fire there: the operation, apply and selector groups its
layer and board use (decided in the base part), and the parts that order the candidates only where
the step has what they read (decided by the step's earlier calls)."""

from __future__ import annotations

from collections.abc import Callable

import clingo

N = clingo.Number
Parts = list[tuple[str, list[clingo.Symbol]]]
# the derived atoms name/arity of each of the boards (pysolver.solving.runner._Grounding.atoms_of)
AtomsOf = Callable[[str, int, list[int]], dict[int, list[clingo.Symbol]]]
# for each board and (sub)layer: the operation parts (ops_G) and the parts of asp/apply.lp
Groups = dict[int, dict[str, tuple[list[str], list[str]]]]

# the groups of layer_uses/2 (asp/effects.lp) that are parts of asp/apply.lp (apply_G), not operations (ops_G)
APPLIED = {"numbers", "removes"}


def with_step(k: int, p: int, names: list[str]) -> Parts:
    """The parts `names`, each with the arguments (k, p)."""
    return [(name, [N(k), N(p)]) for name in names]


def layer_groups(atoms_of: AtomsOf, boards: list[int]) -> Groups:
    """For each board and each (sub)layer (layer_rank/2 in asp/layers.lp), the operation parts the
    board's steps ground (ops_G for each group G the layer's operations use, from layer_uses/2 in
    asp/effects.lp) and the parts of asp/apply.lp they apply with (apply, and apply_numbers and
    apply_removes where the layer uses them: a number set, modified or switched; an element removed
    or cleared).

    The rules of operations that cannot occur in a layer are left out of its steps."""
    uses: dict[int, dict[str, set[str]]] = {b: {} for b in boards}
    for board, syms in atoms_of("layer_rank", 2, boards).items():
        uses[board] = {sym.arguments[0].name: set() for sym in syms}
    for board, syms in atoms_of("layer_uses", 2, boards).items():
        for sym in syms:
            layer, group = sym.arguments
            uses[board][layer.name].add(group.name)
    return {b: {layer: ([f"ops_{group}" for group in sorted(used - APPLIED)],
                        ["apply", *(f"apply_{group}" for group in sorted(used & APPLIED))])
                for layer, used in layers.items()} for b, layers in uses.items()}


def selector_parts(atoms_of: AtomsOf, boards: list[int]) -> dict[int, list[str]]:
    """For each board, the parts of the selectors its steps ground: sel, and sel_G for each group G of
    conditions its selectors have (sel_uses/1 in asp/selectors.lp; the rules of the others cannot fire)."""
    used = atoms_of("sel_uses", 1, boards)
    return {b: ["sel", *sorted(f"sel_{sym.arguments[0].name}" for sym in used[b])] for b in boards}


def unused_parts(names: set[str], groups: Groups, selectors: dict[int, list[str]]) -> set[str]:
    """Of the parts `names`, those no board of a run will ground (_run_engines grounds them from
    `groups` and `selectors` alone): the operation groups (ops_G, apply_G) and the selectors'
    groups (sel_G) no board uses, and `carry`, grounded only to go on in a new Control (_compacted)."""
    used = {part for layers in groups.values() for ops, applied in layers.values() for part in ops + applied}
    used |= {part for parts in selectors.values() for part in parts}
    return {name for name in names if name.startswith(("ops_", "sel_", "apply_")) or name == "carry"} - used


def gated(k: int, parts: dict[str, bool]) -> Parts:
    """The parts `parts` (each with the argument k) whose condition holds."""
    return [(name, [N(k)]) for name, needed in parts.items() if needed]


def ordering_parts(atoms_of: AtomsOf, k: int, ordered: list[int], hypothetical: list[int],
                   dormant: set[int]) -> dict[int, Parts]:
    """For each board whose step k orders its candidates (`ordered`; with hypothetical states of 613.8a:
    `hypothetical`; with an effect of the layer that does not exist now: `dormant`), the parts that
    order them, grounded with choose(k): order; compare (dependency.lp: the footprints in the
    hypothetical states against those now) only with hypothetical states, and wake_compare only there
    with a dormant effect; pairs (613.8b: the dependencies carried and the loops) only where a dependency
    can hold: with hypothetical states, or a pair of candidates that keeps the dependency computed at
    step k-1 (carried_pair/3)."""
    carried = {b for b, syms in atoms_of("carried_pair", 3, [b for b in ordered if b not in hypothetical]).items()
               if any(sym.arguments[0].number == k for sym in syms)}
    return {b: gated(k, {"order": True, "compare": b in hypothetical,
                         "wake_compare": b in hypothetical and b in dormant,
                         "pairs": b in hypothetical or b in carried}) for b in ordered}
