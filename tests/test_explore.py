"""`explore` (pysolver/questions/explore/question.py) against brute force: the layer engine run on every ordering.

The brute force orders every entry that can be the source of an effect (an object with an ability
that has a layer part, +1/+1 or -1/-1 counters or face down, and every resolved effect) in every
way, and counts each ordering of those n!/r! times: the engine reads no other entry's timestamp
(ts/2 is read only for an effect's source, asp/effects.lp, counters.lp, face_down.lp), and the
boards here have no effect that could give an object such an ability (a granted ability, a copy),
except one, where every entry is ordered.
"""

from __future__ import annotations

import itertools
import json
import math
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards.library import load_library
from pysolver.questions.explore.question import explore
from pysolver.questions.layers.decode import decode
from pysolver.scenario import Scenario, load_scenario
from pysolver.scenario.facts import scenario_facts
from pysolver.solving.limits import Limits
from pysolver.solving.runner import run_engine
from tests.cli_helpers import run_cli

LIBRARY = load_library()
STATICS = ["Humility", "Opalescence", "Blood Moon", "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth",
           "Glorious Anthem", "Honor of the Pure", "Crusade", "Mycosynth Lattice", "March of the Machines",
           "Enchanted Evening", "Life and Limb", "Prismatic Omen", "Kormus Bell", "Magus of the Moon",
           "Tempered Steel", "Starfield of Nyx"]
BODIES = ["Grizzly Bears", "Forest", "Swamp", "Memnite", "Steam Vents", "Dryad Arbor", "Ornithopter"]


def scenario(data: dict[str, Any]) -> Scenario:
    return load_scenario(data, "<explore-test>", LIBRARY)


def is_source(sc: Scenario, ident: str) -> bool:
    """Whether an entry's timestamp is read by the engine (see the module docstring)."""
    obj = next((o for o in sc.objects if o.id == ident), None)
    if obj is None:
        return True
    return (any(a in LIBRARY.effect_abilities for a in obj.printed.abilities) or obj.face_down
            or any(obj.counters.get(k, 0) > 0 for k in ("+1/+1", "-1/-1")))


def brute_force(sc: Scenario, every_entry: bool = False) -> Counter[str]:
    """Characteristics (as JSON) -> number of orderings of all entries giving them (`every_entry`:
    every entry ordered, for boards where an effect may give an object an ability with an effect)."""
    entries = [o.id for o in sc.objects] + [e.id for e in sc.effects]
    sources = [e for e in entries if every_entry or is_source(sc, e)]
    others = [e for e in entries if e not in sources]
    weight = math.factorial(len(entries)) // math.factorial(len(sources))
    counts: Counter[str] = Counter()
    for perm in itertools.permutations(sources):
        rank = {ident: r for r, ident in enumerate(list(perm) + others, start=1)}
        outcome = decode(run_engine(scenario_facts(sc, rank), Limits(timeout=300)), sc, LIBRARY, rank)
        counts[json.dumps(outcome.objects, sort_keys=True)] += weight
    return counts


def explored(sc: Scenario) -> Counter[str]:
    result = explore(sc, LIBRARY, Limits(timeout=300))
    assert not result.sampled
    assert result.orderings == math.factorial(len(sc.objects) + len(sc.effects))
    assert sum(oc.count for oc in result.outcomes) == result.orderings
    # the assignment shown for each outcome gives it
    for oc in result.outcomes:
        again = decode(run_engine(scenario_facts(sc, oc.timestamps), Limits()), sc, LIBRARY, oc.timestamps)
        assert again.objects == oc.objects
    return Counter({json.dumps(oc.objects, sort_keys=True): oc.count for oc in result.outcomes})


HOBU = {"players": ["alice", "bob"],
        "objects": [{"id": "hum", "card": "Humility"}, {"id": "opal", "card": "Opalescence"},
                    {"id": "moon", "card": "Blood Moon"}, {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"},
                    {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]}


def test_humility_opalescence_blood_moon_urborg_bears() -> None:
    """Derived from the rules before running: in layer 4 Urborg's effect depends on Blood Moon's
    (613.8a: Blood Moon would remove Urborg's ability, 305.7), so Blood Moon applies first in every
    order and Urborg is a Mountain with only "{T}: Add {R}."; Opalescence makes Humility and Blood
    Moon creatures (not itself: "each other"). In layer 7b Humility (1/1) and Opalescence (base P/T
    = mana value) both set base P/T of Humility and Blood Moon: the later timestamp wins (613.7).
    Grizzly Bears is 1/1 either way. So two outcomes, each in half of the 5! = 120 orderings."""
    sc = scenario(HOBU)
    result = explore(sc, LIBRARY, Limits())
    assert (result.orderings, result.sampled) == (120, False)
    assert len(result.outcomes) == 2
    by_humility = {oc.objects["hum"]["power"]: oc for oc in result.outcomes}
    assert set(by_humility) == {1, 4}
    hum_later, opal_later = by_humility[1], by_humility[4]
    assert (opal_later.count, hum_later.count) == (60, 60)
    for oc, hum_pt, moon_pt in ((hum_later, (1, 1), (1, 1)), (opal_later, (4, 4), (3, 3))):
        objs = oc.objects
        assert (objs["hum"]["power"], objs["hum"]["toughness"]) == hum_pt
        assert (objs["moon"]["power"], objs["moon"]["toughness"]) == moon_pt
        assert (objs["bears"]["power"], objs["bears"]["toughness"]) == (1, 1)
        assert objs["opal"]["types"] == ["enchantment"] and objs["opal"]["power"] is None
        assert objs["urborg"]["subtypes"] == ["mountain"] and objs["urborg"]["abilities"] == ["{T}: Add {R}."]
        assert objs["hum"]["abilities"] == [] and objs["moon"]["abilities"] == []
    assert hum_later.timestamps["opal"] < hum_later.timestamps["hum"]
    assert opal_later.timestamps["hum"] < opal_later.timestamps["opal"]
    assert hum_later.always == [("opal", "hum")] and opal_later.always == [("hum", "opal")]
    assert result.free == ["bears"]
    # Blood Moon reaches only nonbasic lands, and no effect can make an enchantment a land
    assert result.pairs == {("hum", "opal"): ["7b"], ("moon", "urborg"): ["4"]}
    assert Counter({json.dumps(oc.objects, sort_keys=True): oc.count for oc in result.outcomes}) == brute_force(sc)


def test_resolved_effects_against_brute_force() -> None:
    """Resolved effects are timestamped too (613.7b): two base-P/T effects and a switch on the same
    creature, with Humility."""
    sc = scenario({"players": ["alice", "bob"],
                   "objects": [{"id": "bears", "card": "Grizzly Bears"}, {"id": "hum", "card": "Humility"}],
                   "effects": [{"id": "frog", "custom": {"set_pt": [0, 1]}, "targets": ["bears"]},
                               {"id": "pump", "custom": {"modify_pt": [3, 0]}, "targets": ["bears"]},
                               {"id": "twist", "custom": {"switch_pt": True}, "targets": ["bears"]}]})
    got = explored(sc)
    assert got == brute_force(sc)
    # 7b: the later of Humility (1/1) and the frog effect (0/1) wins; +3/+0 then the switch
    assert sorted((json.loads(k)["bears"]["power"], json.loads(k)["bears"]["toughness"], n) for k, n in got.items()) \
        == [(1, 3, 60), (1, 4, 60)]


def test_granted_layer_ability_makes_every_order_count() -> None:
    """An effect that grants an ability with a layer effect (613.1f; the granted effect's timestamp
    is the later of the object's and the granting effect's, 613.7a) is not known before the layers
    are applied: every pair of entries may matter, checked against brute force."""
    sc = scenario({"players": ["alice", "bob"],
                   "objects": [{"id": "bears", "card": "Grizzly Bears"},
                               {"id": "vents", "card": "Steam Vents"},
                               {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"}],
                   "effects": [{"id": "moonify", "custom": {"gain_abilities": ["Nonbasic lands are Mountains."]},
                                "targets": ["bears"]}]})
    result = explore(sc, LIBRARY, Limits())
    assert all(layers == ["any"] for layers in result.pairs.values()) and len(result.pairs) == 6
    assert explored(sc) == brute_force(sc, every_entry=True)


def test_two_entries_ordered_through_a_third() -> None:
    """613.8a, 613.8c: Yavimaya (each land is a Forest) changes what Life and Limb applies to (Forests), and
    Life and Limb what March of the Machines applies to (noncreature artifacts: Mycosynth Lattice makes the
    land an artifact). While Yavimaya has not applied, Life and Limb applies to nothing, so March does not
    depend on it: when March's timestamp is earlier than Yavimaya's, March is applied before Yavimaya and
    makes the land a 0/0 artifact creature before Life and Limb makes it a 1/1 Saproling (7b: the later
    of the two sets wins). Yavimaya and March never touch each other, yet their order matters: explore
    names them (every two entries of one group of a layer's interactions) and agrees with brute force."""
    names = ["Yavimaya, Cradle of Growth", "Mycosynth Lattice", "March of the Machines", "Life and Limb",
             "Grizzly Bears"]
    ids = ["yav", "lattice", "march", "ll", "bears"]
    sc = scenario({"players": ["alice", "bob"],
                   "objects": [{"id": i, "card": c} for i, c in zip(ids, names, strict=True)]})
    result = explore(sc, LIBRARY, Limits(timeout=300))
    assert "4" in result.pairs[("march", "yav")]
    got = explored(sc)
    assert got == brute_force(sc)
    # the land: 1/1 or 0/0 (7b), green or colourless (5: Life and Limb against Mycosynth Lattice)
    land = Counter()
    for key, count in got.items():
        yav = json.loads(key)["yav"]
        land[(yav["power"], tuple(yav["colors"]))] += count
    assert land == Counter({(1, ("green",)): 55, (1, ()): 50, (0, ()): 10, (0, ("green",)): 5})


@st.composite
def small_boards(draw: st.DrawFn) -> dict[str, Any]:
    """Random boards of 2 to 5 objects: 1 to 4 layer cards and at least one body."""
    statics = draw(st.lists(st.sampled_from([n for n in STATICS if LIBRARY.card(n)]), min_size=1, max_size=4))
    bodies = draw(st.lists(st.sampled_from([n for n in BODIES if LIBRARY.card(n)]), min_size=1,
                           max_size=5 - len(statics)))
    cards = draw(st.permutations(statics + bodies))
    owners = draw(st.lists(st.sampled_from(["alice", "bob"]), min_size=len(cards), max_size=len(cards)))
    return {"players": ["alice", "bob"],
            "objects": [{"id": f"o{i}", "card": c, "owner": p}
                        for i, (c, p) in enumerate(zip(cards, owners, strict=True))]}


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_boards())
def test_counts_match_brute_force(board: dict[str, Any]) -> None:
    sc = scenario(board)
    assert explored(sc) == brute_force(sc)


EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_cli_json_and_text() -> None:
    """Humility and Opalescence (and Grizzly Bears): 3! = 6 orderings; in 7b the later of the two
    sets Humility's base P/T (613.7): 4/4 when Opalescence is later, 1/1 when Humility is; the
    Bears' timestamp cannot matter. 3 orderings each."""
    run = run_cli("explore", str(EXAMPLES / "humility-opalescence.yaml"), "--json")
    assert run.status == 0, run.err
    answer = json.loads(run.out)
    assert (answer["orderings"], answer["sampled"], answer["free"]) == (6, False, ["bears"])
    got = {oc["objects"]["hum"]["power"]: (oc["count"], oc["timestamps"]) for oc in answer["outcomes"]}
    assert set(got) == {1, 4} and got[1][0] == got[4][0] == 3
    assert got[4][1]["hum"] < got[4][1]["opal"] and got[1][1]["opal"] < got[1][1]["hum"]
    assert set(got[4][1]) == {"hum", "opal", "bears"}
    text = run_cli("explore", str(EXAMPLES / "humility-opalescence.yaml")).out
    assert "Explored all 6 orderings" in text and "2 distinct outcomes" in text
    assert "hum (Humility) and opal (Opalescence): layer 7b" in text
    assert "power: outcome 1: " in text and "Timestamps that cannot matter: bears" in text


def test_sampled_beyond_the_limit() -> None:
    """More classes than --limit: a seeded sample of --limit orderings, counts from the sample."""
    sc = scenario(HOBU)
    result = explore(sc, LIBRARY, Limits(), limit=3, seed=1)
    assert result.sampled and result.orderings == 3
    assert sum(oc.count for oc in result.outcomes) == 3 and result.runs <= 3
    again = explore(sc, LIBRARY, Limits(), limit=3, seed=1)
    assert [(oc.count, oc.timestamps) for oc in again.outcomes] == [(oc.count, oc.timestamps) for oc in result.outcomes]


def test_bad_limit_is_refused() -> None:
    run = run_cli("explore", str(EXAMPLES / "humility-opalescence.yaml"), "--limit", "0")
    assert run.status == 2 and "--limit" in run.err and len(run.err.strip().splitlines()) == 1


def test_runs_on_several_threads_leave_no_thread_behind() -> None:
    """Each of explore's pool threads grounds on a worker of its own; when the pool's threads end,
    their workers end too (a long-lived process asking many questions kept two idle threads a call)."""
    import threading
    import time

    from pysolver.engine import Engine

    engine = Engine()
    engine.explore(EXAMPLES / "layer-soup-6.yaml")  # 36 classes of orderings: two pool threads
    before = threading.active_count()
    for _ in range(3):
        engine.explore(EXAMPLES / "layer-soup-6.yaml")
    deadline = time.monotonic() + 5
    while threading.active_count() > before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert threading.active_count() <= before
