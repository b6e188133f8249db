"""Properties of the layer engine over random boards from the card library (hypothesis).

- exactly one outcome when all timestamps differ (613.7 gives a total order);
- renaming ids changes nothing; shifting every timestamp by a constant changes nothing;
- an object that no effect touches keeps its printed values (613.1);
- where no two effects share a layer, the order of timestamps does not matter (613.1, 613.7);
- computing identical objects once (asp/symmetry.lp) changes nothing: characteristics, order,
  dependencies and their reasons are those of the engine run on every object;
- applying several effects in one step after applications that change nothing another effect of
  the layer reads (613.8c: they stir nothing, or stir without altering) changes nothing either: the
  answer is that of one application per step.
"""

from __future__ import annotations

from typing import Any
from unittest import mock

import clingo
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pysolver.solving.runner as solve_module
from pysolver.cards.library import load_library
from pysolver.questions.layers.decode import decode
from pysolver.questions.layers.model import Outcome
from pysolver.questions.layers.question import solve_layers
from pysolver.scenario import Scenario, load_scenario
from pysolver.scenario.facts import scenario_facts, timestamp_orders
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine

BODIES = ["Grizzly Bears", "Plains", "Forest", "Swamp", "Island", "Memnite", "Serra Angel",
          "Steam Vents", "Dryad Arbor", "Ornithopter"]
STATICS = ["Humility", "Opalescence", "Blood Moon", "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth",
           "Glorious Anthem", "Honor of the Pure", "Crusade", "Mycosynth Lattice", "March of the Machines",
           "Enchanted Evening", "Life and Limb", "Prismatic Omen", "Kormus Bell", "Magus of the Moon",
           "Tempered Steel", "Goblin War Drums", "Starfield of Nyx"]
# cards whose effects reach only permanents, with the layers they apply in
LAYERS = {"Blood Moon": {"4"}, "Urborg, Tomb of Yawgmoth": {"4"}, "Prismatic Omen": {"4"},
          "Humility": {"6", "7b"}, "Glorious Anthem": {"7c"}, "Crusade": {"7c"}, "Goblin War Drums": {"6"},
          "Kormus Bell": {"4", "5", "7b"}, "Honor of the Pure": {"7c"}, "Tempered Steel": {"7c"}}
LIBRARY = load_library()
PROPERTY = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def available(names: list[str]) -> list[str]:
    """The names the library holds (the pool is written ahead of the library)."""
    return [n for n in names if LIBRARY.card(n) is not None]


def boards(pool: list[str], most: int = 5) -> st.SearchStrategy[list[dict[str, Any]]]:
    """Random boards: some statics from `pool`, some bodies, owners at random, distinct timestamps."""
    statics = st.lists(st.sampled_from(available(pool)), min_size=1, max_size=most)
    bodies = st.lists(st.sampled_from(available(BODIES)), min_size=1, max_size=4)

    def build(cards: list[str], owners: list[bool]) -> list[dict[str, Any]]:
        return [{"id": f"o{i}", "card": c, "owner": "bob" if b else "alice", "timestamp": i + 1}
                for i, (c, b) in enumerate(zip(cards, owners, strict=True))]

    return st.tuples(statics, bodies).flatmap(
        lambda sb: st.tuples(st.permutations(sb[0] + sb[1]),
                             st.lists(st.booleans(), min_size=len(sb[0] + sb[1]), max_size=len(sb[0] + sb[1])))
    ).map(lambda co: build(list(co[0]), co[1]))


def scenario(objects: list[dict[str, Any]]) -> Scenario:
    """A two-player scenario of these objects."""
    return load_scenario({"players": ["alice", "bob"], "objects": objects}, "<property>", LIBRARY)


def solve(objects: list[dict[str, Any]]) -> list[Outcome]:
    sc = scenario(objects)
    return solve_layers(sc, LIBRARY, Limits(timeout=120))


@PROPERTY
@given(boards(STATICS))
def test_distinct_timestamps_give_one_outcome(objects: list[dict[str, Any]]) -> None:
    assert len(solve(objects)) == 1


@PROPERTY
@given(boards(STATICS))
def test_renaming_ids_changes_nothing(objects: list[dict[str, Any]]) -> None:
    renamed = [{**o, "id": "x_" + o["id"]} for o in objects]
    before = solve(objects)[0].objects
    after = solve(renamed)[0].objects
    assert {"x_" + k: v for k, v in before.items()} == after


@PROPERTY
@given(boards(STATICS), st.integers(min_value=1, max_value=10_000))
def test_shifting_timestamps_changes_nothing(objects: list[dict[str, Any]], shift: int) -> None:
    shifted = [{**o, "timestamp": o["timestamp"] + shift} for o in objects]
    assert solve(objects)[0].objects == solve(shifted)[0].objects


@PROPERTY
@given(boards(list(LAYERS)))
def test_untouched_object_keeps_printed_values(objects: list[dict[str, Any]]) -> None:
    relic = {"id": "relic", "zone": "exile", "timestamp": 999,
             "custom": {"name": "Test Relic", "mana_cost": "{3}{U}", "types": ["artifact"], "subtypes": ["equipment"],
                        "abilities": ["flying"]}}
    got = solve(objects + [relic])[0].objects["relic"]
    assert (got["name"], got["types"], got["subtypes"], got["colors"], got["abilities"], got["power"]) == \
        ("Test Relic", ["artifact"], ["equipment"], ["blue"], ["flying"], None)


@st.composite
def disjoint_layer_boards(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Boards whose static effects share no layer."""
    chosen: list[str] = []
    used: set[str] = set()
    for name in draw(st.permutations(available(list(LAYERS)))):
        if not LAYERS[name] & used and draw(st.booleans()):
            chosen.append(name)
            used |= LAYERS[name]
    cards = chosen + draw(st.lists(st.sampled_from(available(BODIES)), min_size=1, max_size=4))
    return [{"id": f"o{i}", "card": c, "timestamp": i + 1} for i, c in enumerate(cards)]


@PROPERTY
@given(disjoint_layer_boards(), st.randoms(use_true_random=False))
def test_order_independent_without_shared_layers(objects: list[dict[str, Any]], rnd: Any) -> None:
    stamps = [o["timestamp"] for o in objects]
    rnd.shuffle(stamps)
    reordered = [{**o, "timestamp": t} for o, t in zip(objects, stamps, strict=True)]
    assert solve(objects)[0].objects == solve(reordered)[0].objects


COUNTING = ["Starfield of Nyx", "Auriok Sunchaser", "Etched Champion", "Tempered Steel", "Opalescence",
            "Enchanted Evening", "Mycosynth Lattice", "March of the Machines", "Blood Moon", "Humility",
            "Urborg, Tomb of Yawgmoth", "Life and Limb", "Kormus Bell", "Glorious Anthem"]


@st.composite
def shuffled_with_owners(draw: st.DrawFn, cards: list[str]) -> list[dict[str, Any]]:
    """The cards in a drawn order, each with a drawn owner and the timestamp of its place."""
    cards = draw(st.permutations(cards))
    owners = draw(st.lists(st.sampled_from(["alice", "bob"]), min_size=len(cards), max_size=len(cards)))
    return [{"id": f"o{i}", "card": c, "owner": p, "timestamp": i + 1}
            for i, (c, p) in enumerate(zip(cards, owners, strict=True))]


@st.composite
def boards_with_twins(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Boards where some bodies come in identical groups (same card, owner and zone)."""
    cards = draw(st.lists(st.sampled_from(available(COUNTING)), min_size=1, max_size=4))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        cards += [draw(st.sampled_from(available(BODIES)))] * draw(st.integers(min_value=2, max_value=4))
    return draw(shuffled_with_owners(cards))


def engine_answer(objects: list[dict[str, Any]], alike: bool = True, chain: bool = True,
                  skip: bool = True) -> tuple[Any, ...]:
    """Characteristics, order, dependencies (with reasons) and the objects each effect applied to (613.6),
    with or without the same_as facts, with or without several applications in one step, with or without
    the ordering skipped where the candidates need none (a lone candidate, an apart layer)."""
    sc = scenario(objects)
    order = timestamp_orders(sc)[0]
    facts = [f for f in scenario_facts(sc, order) if alike or f.name != "same_as"]
    if not chain:
        facts.append(clingo.Function("one_per_step"))
    if not skip:
        facts.append(clingo.Function("order_every_step"))
    run = run_engine(facts, Limits(timeout=120))
    outcome = decode(run, sc, LIBRARY, order)
    reasons = {(d.layer, d.effect, d.depends_on): d.because() for d in outcome.dependencies}
    return outcome.objects, outcome.order, reasons, sorted(str(sym) for sym in run.applied_to)


@PROPERTY
@given(boards_with_twins())
def test_identical_objects_computed_once_change_nothing(objects: list[dict[str, Any]]) -> None:
    assert engine_answer(objects, alike=True) == engine_answer(objects, alike=False)


@st.composite
def interacting_boards(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Boards of several interacting static abilities (many layer-4 type changers) and bodies."""
    cards = draw(st.lists(st.sampled_from(available(COUNTING + list(LAYERS))), min_size=2, max_size=6))
    cards += draw(st.lists(st.sampled_from(available(BODIES)), min_size=1, max_size=4))
    return draw(shuffled_with_owners(cards))


@PROPERTY
@given(interacting_boards())
def test_chained_applications_change_nothing(objects: list[dict[str, Any]]) -> None:
    """613.8c: applying the next ready effects in one step after applications that change nothing
    another effect of the layer reads gives the answer of re-evaluating after every application."""
    assert engine_answer(objects) == engine_answer(objects, chain=False)


def test_chained_applications_on_a_benchmark_board() -> None:
    """The same on the 50-permanent board with 40 interacting statics of benchmarks/ (chains of
    several applications occur there; the small boards above rarely have them)."""
    from benchmarks.bench_layers import board

    objects = board(50, 40)["objects"]
    assert engine_answer(objects) == engine_answer(objects, chain=False)


@PROPERTY
@given(interacting_boards())
def test_steps_without_ordering_change_nothing(objects: list[dict[str, Any]]) -> None:
    """A step with one candidate, or in an apart layer (none of its operations writes what an effect
    of the layer reads), applies its candidates without grounding their dependencies and order: the
    answer, the order and the dependencies with their reasons are those of ordering at every step."""
    assert engine_answer(objects) == engine_answer(objects, skip=False)


@pytest.mark.parametrize("size,statics", [(20, 8), (50, 40)])
def test_steps_without_ordering_on_benchmark_boards(size: int, statics: int) -> None:
    """The same on boards of benchmarks/ (lone candidates in layers 4-6, apart layers 5 and 7b)."""
    from benchmarks.bench_layers import board

    objects = board(size, statics)["objects"]
    assert engine_answer(objects) == engine_answer(objects, skip=False)


def test_lone_candidate_that_wakes_an_effect_is_ordered() -> None:
    """613.8a(b): Enchanted Evening is the only layer-4 candidate at the first step; applying it gives
    Starfield of Nyx's condition its five enchantments, so Starfield's effect, which does not exist
    yet, depends on it (dependency.lp's wake_pair/3). That step needs ordering although it has one
    candidate: the dependency is reported as when ordering at every step."""
    objects = [{"id": "evening", "card": "Enchanted Evening", "timestamp": 1},
               {"id": "starfield", "card": "Starfield of Nyx", "timestamp": 2},
               {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
               {"id": "elves", "card": "Llanowar Elves", "timestamp": 4},
               {"id": "angel", "card": "Serra Angel", "timestamp": 5}]
    answer = engine_answer(objects)
    assert answer == engine_answer(objects, skip=False)
    assert any(effect.startswith("starfield") and on.startswith("evening") for _layer, effect, on in answer[2])


def stored_and_shown(objects: list[dict[str, Any]]) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """The (context, object) pairs that have stored values (loc/4) and that are shown (view/2) in
    one engine run (the run's Control is captured where it grounds)."""
    sc = scenario(objects)
    grounded: list[clingo.Control] = []
    ground = solve_module.ground_within

    def spy(ctl: clingo.Control, *rest: Any, **options: Any) -> None:
        grounded[:] = [ctl]
        ground(ctl, *rest, **options)

    with mock.patch.object(solve_module, "ground_within", spy):
        run_engine(scenario_facts(sc, timestamp_orders(sc)[0]), Limits(timeout=120))
    atoms = grounded[0].symbolic_atoms
    stored = {(str(a.symbol.arguments[0]), str(a.symbol.arguments[1])) for a in atoms.by_signature("loc", 4)}
    shown = {(str(a.symbol.arguments[0]), str(a.symbol.arguments[1])) for a in atoms.by_signature("view", 2)}
    return stored, shown


@PROPERTY
@given(interacting_boards())
def test_contexts_store_values_only_for_objects_they_show(objects: list[dict[str, Any]]) -> None:
    """asp/state.lp: a real or hypothetical state has values only for the objects it shows (the
    selectors rely on it)."""
    stored, shown = stored_and_shown(objects)
    assert stored and stored <= shown


def test_contexts_store_values_only_for_objects_they_show_on_a_benchmark_board() -> None:
    """The same with full and partial hypothetical views (the 50-permanent, 30-static board)."""
    from benchmarks.bench_layers import board

    stored, shown = stored_and_shown(board(50, 30)["objects"])
    assert any(c.startswith("h(") for c, _ in stored) and stored <= shown
