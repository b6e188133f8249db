"""Which parts a step grounds (pysolver.solving.step_parts): every part whose rules can fire there, and
no other. The answers with these parts are held to those of the code that grounded every part at
every ordered step by tests/test_properties.py, test_held_parts.py and the cases; here, the choice
itself, on atoms written by hand."""

from __future__ import annotations

import clingo

from pysolver.solving.step_parts import AtomsOf, gated, layer_groups, ordering_parts, unused_parts

F, N = clingo.Function, clingo.Number


def atoms(table: dict[str, list[clingo.Symbol]]) -> AtomsOf:
    """An atoms_of over one board's atoms: `table` maps each name/arity to its atoms."""
    return lambda name, arity, boards: {b: list(table.get(f"{name}/{arity}", [])) for b in boards}


def names(parts: list[tuple[str, list[clingo.Symbol]]]) -> list[str]:
    """The names of the parts."""
    return [name for name, _params in parts]


def test_gated_keeps_the_parts_whose_condition_holds() -> None:
    assert gated(3, {"plan": True, "wake": False, "pairs": True}) == [("plan", [N(3)]), ("pairs", [N(3)])]


def test_ordering_parts_by_what_the_step_has() -> None:
    """613.8a: compare only with hypothetical states, wake_compare only there with an effect that does not
    exist now; 613.8b: pairs with hypothetical states or a pair carried at this step (not an earlier one)."""
    carried = atoms({"carried_pair/3": [F("carried_pair", [N(2), F("a"), F("b")])]})
    assert names(ordering_parts(carried, 3, [0], [], set())[0]) == ["order"]
    assert names(ordering_parts(carried, 2, [0], [], set())[0]) == ["order", "pairs"]
    assert names(ordering_parts(carried, 2, [0], [], {0})[0]) == ["order", "pairs"]
    assert names(ordering_parts(atoms({}), 3, [0], [0], set())[0]) == ["order", "compare", "pairs"]
    assert names(ordering_parts(atoms({}), 3, [0], [0], {0})[0]) == ["order", "compare", "wake_compare", "pairs"]
    assert ordering_parts(atoms({}), 3, [], [], set()) == {}


def test_layer_groups_split_operations_from_apply_parts() -> None:
    """ops_G for each operation group of a layer; apply with apply_numbers and apply_removes where used."""
    table = {"layer_rank/2": [F("layer_rank", [F(layer), N(rank)]) for layer, rank in (("l4", 5), ("l7b", 9))],
             "layer_uses/2": [F("layer_uses", [F(layer), F(group)])
                            for layer, group in (("l4", "removes"), ("l4", "chosen"), ("l7b", "numbers"))]}
    assert layer_groups(atoms(table), [0]) == {0: {"l4": (["ops_chosen"], ["apply", "apply_removes"]),
                                                   "l7b": ([], ["apply", "apply_numbers"])}}


def test_unused_parts_are_the_groups_no_layer_uses() -> None:
    groups = {0: {"l4": (["ops_chosen"], ["apply", "apply_removes"]), "l6": ([], ["apply"])}}
    waiting = {"ops_chosen", "ops_copy", "apply_removes", "apply_numbers", "sel", "sel_effect", "carry", "plan"}
    assert unused_parts(waiting, groups, {0: ["sel"]}) == {"ops_copy", "apply_numbers", "sel_effect", "carry"}
