"""Many boards in one Control (pysolver.solving.boards, solve.run_engines): each board's answer is exactly
the one it has alone, on every layers case and example under several timestamp orders, on mixed
random boards, with explanations and with a new Control after every step; and what the rewriting
does to a program."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import clingo
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards.library import load_library
from pysolver.cards.vocabulary import subtype_facts
from pysolver.check.boards import layer_boards
from pysolver.errors import MtgSolveError
from pysolver.questions.explore.question import entry_ids
from pysolver.questions.layers.question import prepare_board
from pysolver.scenario import Scenario, load_scenario
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.boards import (
    BOARD,
    GROUNDING,
    GROUNDS,
    MAX_BOARDS_PER_RUN,
    MAX_OBJECTS_PER_RUN,
    _rewrite_statements,
    add_board_programs,
    board_fact,
    board_runs,
    control_facts,
    grounding_parts,
    unboard,
)
from pysolver.solving.limits import Limits
from pysolver.solving.runner import EngineRun, packed_runs, run_engine, run_engines
from tests.test_library_index import layer_scenarios

LIBRARY = load_library()


def answer(run: EngineRun) -> tuple[Any, ...]:
    """Everything a run answers (the explanation's record too), order aside."""
    return (sorted(map(str, run.out)), sorted(map(str, run.applied)), sorted(map(str, run.depends_on)),
            sorted(map(str, run.reasons)), sorted(map(str, run.applied_to)), sorted(map(str, run.loops)),
            sorted(run.timed), run.steps, None if run.history is None else sorted(map(str, run.history)))


def orders(sc: Scenario, count: int, seed: int) -> list[dict[str, int]]:
    """The list order and `count` random timestamp orders of the scenario's entries (as explore has)."""
    rng = random.Random(seed)
    found = [timestamp_orders(sc, set())[0]]
    for _ in range(count):
        ids = entry_ids(sc)
        rng.shuffle(ids)
        found.append({ident: rank for rank, ident in enumerate(ids, start=1)})
    return found


def same_together_as_alone(boards: list[list[clingo.Symbol]], **options: Any) -> list[EngineRun]:
    """Run the boards in one Control and each alone: the same answers, in order."""
    together = run_engines(boards, Limits(timeout=300), **options)
    assert [answer(run) for run in together] == [answer(run_engine(facts, Limits(timeout=300), **options))
                                                 for facts in boards]
    return together


@pytest.mark.parametrize(("index", "name", "data"), [(i, n, d) for i, (n, d) in enumerate(layer_scenarios())],
                         ids=[name for name, _ in layer_scenarios()])
def test_every_case_answers_together_as_alone_under_several_orders(index: int, name: str,
                                                                    data: dict[str, Any]) -> None:
    try:
        sc = load_scenario(data, name, LIBRARY)
    except MtgSolveError:  # a case the loader refuses (it expects an error) has no run to compare
        pytest.skip("refused by the loader")
    if any(eff.after_layers for eff in sc.effects):  # an `ability_of` read after earlier effects (602.1)
        sc = prepare_board(sc, LIBRARY, Limits(timeout=300), "layers", False).scenario
    boards = [scenario_facts(sc, order) for order in orders(sc, 2, index)]
    # every third case with the explanations' record, every fifth with a new Control after each step
    same_together_as_alone(boards, history=index % 3 == 0, compact_atoms=0 if index % 5 == 0 else None)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(layer_boards(LIBRARY), min_size=2, max_size=4), st.booleans())
def test_different_random_boards_answer_together_as_alone(scenarios: list[dict[str, Any]], history: bool) -> None:
    # boards of different scenarios: their layers, operations and steps differ at every point
    boards = []
    for i, data in enumerate(scenarios):
        sc = load_scenario(data, f"random-{i}.yaml", LIBRARY)
        boards.append(scenario_facts(sc, timestamp_orders(sc, set())[0]))
    same_together_as_alone(boards, history=history)


def test_a_board_that_finishes_first_keeps_its_answer_through_a_new_control() -> None:
    # one board ends after its first step, the others run on, each step in a new Control
    quiet = {"players": ["alice"], "objects": [{"id": "bear", "card": "Grizzly Bears"}]}
    busy = {"players": ["alice"], "objects": [{"id": "moon", "card": "Blood Moon"},
                                              {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"},
                                              {"id": "humility", "card": "Humility"},
                                              {"id": "opal", "card": "Opalescence"}]}
    facts = {}
    for name, data in (("busy", busy), ("quiet", quiet)):
        sc = load_scenario(data, f"{name}.yaml", LIBRARY)
        facts[name] = scenario_facts(sc, timestamp_orders(sc, set())[0])
    # two boards run on together; then one, which goes on in a Control of the programs as written
    for names in (["busy", "quiet", "busy"], ["quiet", "busy"]):
        runs = same_together_as_alone([facts[name] for name in names], history=True, compact_atoms=0)
        quiet_run = runs[names.index("quiet")]
        assert quiet_run.steps < runs[names.index("busy")].steps
        assert {str(s) for s in quiet_run.out if s.arguments[1].name == "power"} == {"out(bear,power,2)"}


def test_the_rewriting_gives_every_atom_its_board_and_every_rule_its_part(tmp_path: Path) -> None:
    program = tmp_path / "p.lp"
    program.write_text("#defined q/1.\n#defined subtype_class/2.\nfact(1).\n#program step(k).\n"
                       "p(k,X) :- q(X), not r(X), subtype_class(X,C), #count{ Y : s(X,Y) } > 1.\n")
    text = _rewrite_statements(program)
    assert "#defined q/2." in text and "#defined subtype_class/2." in text
    assert f"fact({BOARD},1) :- {GROUNDS}({BOARD},base)." in text
    assert "#program step(k)." in text
    # the rules' subtypes (GLOBAL) are the same facts for every board
    assert (f"p({BOARD},k,X) :- {GROUNDS}({BOARD},step(k)); q({BOARD},X); not r({BOARD},X); subtype_class(X,C); "
            f"1 < #count {{ Y: s({BOARD},X,Y) }}.") in text


def test_the_rewriting_refuses_what_it_cannot_give_a_board(tmp_path: Path) -> None:
    program = tmp_path / "p.lp"
    program.write_text("p(1).\n#show p/1.\n")
    with pytest.raises(ValueError, match="cannot rewrite"):
        _rewrite_statements(program)


def test_facts_take_their_board_and_the_rules_subtypes_come_once() -> None:
    alice = clingo.Function("player", [clingo.Function("alice")])
    facts = control_facts({0: [alice, *subtype_facts()], 3: [alice, *subtype_facts()]})
    assert facts.count(subtype_facts()[0]) == 1
    assert board_fact(3, alice) in facts and board_fact(0, alice) in facts
    assert unboard(board_fact(3, alice), "player") == (3, alice)
    # a board without the subtypes does not get them
    assert control_facts({0: [alice], 1: [alice]}) == [board_fact(0, alice), board_fact(1, alice)]


def test_boards_are_split_into_even_runs_within_the_bounds() -> None:
    assert board_runs(0, 5) == []
    assert board_runs(10, 5) == [range(0, 10)]
    assert board_runs(10, 5, runs=2) == [range(0, 5), range(5, 10)]
    assert board_runs(3, 5, runs=4) == [range(0, 1), range(1, 2), range(2, 3)]
    runs = board_runs(4 * MAX_BOARDS_PER_RUN - 4, 4)
    assert [len(r) for r in runs] == [MAX_BOARDS_PER_RUN - 1] * 4
    # big boards run one at a time
    assert board_runs(3, MAX_OBJECTS_PER_RUN + 1) == [range(0, 1), range(1, 2), range(2, 3)]


def test_boards_of_several_sizes_are_packed_into_few_even_runs_within_the_bounds() -> None:
    most, objects = MAX_BOARDS_PER_RUN, MAX_OBJECTS_PER_RUN
    assert packed_runs([]) == []
    assert packed_runs([5] * 10) == [range(0, 10)]
    # the objects of all the boards of a run count, not the largest board's times their number: boards
    # of 3 and of 12 objects are one run while their sum is within the bound
    sizes = [3, objects // most * 2 - 3] * (most // 2)
    assert max(sizes) * most > objects and packed_runs(sizes) == [range(0, most)]
    # more boards than a run takes: even runs
    assert [len(r) for r in packed_runs([4] * (4 * most - 4))] == [most - 1] * 4
    # over the objects: as few runs as hold them, each within the bounds
    big = objects // 3
    sizes = [objects // most] * (most - 2) + [big] * 4
    runs = packed_runs(sizes)
    assert [i for run in runs for i in run] == list(range(len(sizes)))
    assert all(len(run) <= most and sum(sizes[i] for i in run) <= objects for run in runs)
    assert len(runs) == 3
    # big boards run one at a time
    assert packed_runs([objects + 1, 5, objects + 1]) == [range(0, 1), range(1, 2), range(2, 3)]


def test_the_grounding_parts_name_exactly_the_boards_given() -> None:
    """One part for each run of consecutive boards, and grounding them makes grounds(b,Part) for exactly
    those boards."""
    boards = [0, 1, 2, 5, 7, 8]
    parts = grounding_parts("step", [clingo.Number(3)], boards)
    assert [[str(arg) for arg in params] for _name, params in parts] == [
        ["step(3)", "0", "2"], ["step(3)", "5", "5"], ["step(3)", "7", "8"]]
    assert grounding_parts("base", [], [4]) == [(GROUNDING, [clingo.Function("base"), clingo.Number(4),
                                                             clingo.Number(4)])]
    ctl = clingo.Control(["--warn=none"])
    add_board_programs(ctl, [])
    ctl.ground(parts)
    assert sorted(str(atom.symbol) for atom in ctl.symbolic_atoms.by_signature(GROUNDS, 2)) == [
        f"{GROUNDS}({b},step(3))" for b in boards]


def test_a_board_grounds_only_the_parts_named_for_it() -> None:
    """grounds(b,Part) is made for exactly the boards a ground call names (the part `grounding`): a board
    that finishes early gets no instance of the parts the others go on grounding."""
    sc = load_scenario({"players": ["alice"], "objects": [
        {"id": "moon", "card": "Blood Moon", "timestamp": 1}, {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth",
                                                               "timestamp": 2}]}, "<t>", LIBRARY)
    quiet = load_scenario({"players": ["alice"], "objects": [{"id": "bear", "card": "Grizzly Bears"}]}, "<q>", LIBRARY)
    captured: list[clingo.Control] = []
    original = clingo.Control.ground

    def keep(ctl: clingo.Control, *args: Any, **kwargs: Any) -> None:
        if ctl not in captured:
            captured.append(ctl)
        original(ctl, *args, **kwargs)

    boards = [scenario_facts(s, timestamp_orders(s, set())[0]) for s in (sc, quiet)]
    try:
        clingo.Control.ground = keep  # type: ignore[method-assign]
        runs = same_together_as_alone(boards)
    finally:
        clingo.Control.ground = original  # type: ignore[method-assign]
    assert runs[1].steps < runs[0].steps
    together = next(ctl for ctl in captured if any(True for _ in ctl.symbolic_atoms.by_signature(GROUNDS, 2)))
    parts = {b: {str(atom.symbol.arguments[1]) for atom in together.symbolic_atoms.by_signature(GROUNDS, 2)
                 if atom.symbol.arguments[0].number == b} for b in (0, 1)}
    assert "base" in parts[0] and "base" in parts[1]
    # the quiet board ends with its first step: it chooses nothing there, the busy one does
    assert runs[1].steps == 0 and "choose(1)" in parts[0] and "choose(1)" not in parts[1]


def test_rewritten_texts_serve_another_installation_and_copies(tmp_path: Path, monkeypatch: Any) -> None:
    # two installations of the same files (other folders, the same cache entry), and a test's copy
    # of a rule file that is not among them: each gets the text of its own files
    import pysolver.solving.boards as boards_module

    installed = boards_module.layer_program_files()[:3]
    texts = []
    for name in ("one", "two"):
        folder = tmp_path / name
        folder.mkdir()
        copies = []
        for path in installed:
            copy = folder / path.name
            copy.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
            copies.append(copy)
        monkeypatch.setattr(boards_module, "layer_program_files", lambda copies=copies: copies)
        monkeypatch.setattr(boards_module, "_rewritten", {})
        texts.append(boards_module.rewritten(copies))
    assert texts[0] == texts[1] == [_rewrite_statements(path) for path in installed]
    other = tmp_path / "other.lp"
    other.write_text("p(1).\n")
    assert boards_module.rewritten([other]) == [_rewrite_statements(other)]
