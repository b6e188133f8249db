"""Properties of `replace` over random boards of the library's replacement cards (hypothesis).

- the outcomes do not depend on the order in which the scenario lists its objects;
- adding an effect that cannot apply to the event changes nothing;
- the outcomes are those of an independent brute-force enumerator (pysolver/check/replace_brute.py):
  plain Python written from the cards' Oracle texts and 614.5/614.7/616.1, trying every order of
  every applicable effect.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.cards.library import load_library
from pysolver.check.boards import PLAYERS, players, replace_boards, replace_events
from pysolver.check.replace_brute import COUNTERS, DAMAGE, LIFE, ZONE, as_tuples, brute_force
from pysolver.questions.replace.question import solve_replace
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits

LIBRARY = load_library()
PROPERTY = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# cards whose effects cannot modify events of a kind (nor anything those events become)
IRRELEVANT = {"counters": ["Furnace of Rath", "Boon Reflection", "Rest in Peace", "Orb of Dreams"],
              "damage": ["Boon Reflection", "Rest in Peace", "Orb of Dreams", "Hardened Scales"],
              "gain_life": ["Furnace of Rath", "Hardened Scales", "Rest in Peace", "Orb of Dreams"],
              "zone_change": ["Furnace of Rath", "Boon Reflection", "Hardened Scales"]}


POOL = COUNTERS + DAMAGE + LIFE + ZONE


def outcomes(board: dict[str, Any], event: dict[str, Any]) -> list[str]:
    """The engine's outcomes, each as its sorted events (JSON)."""
    sc = load_scenario(dict(board, event=event), "<property>", LIBRARY)
    answer = solve_replace(sc, LIBRARY, Limits(timeout=120))
    return sorted(json.dumps(o.events, sort_keys=True) for o in answer.outcomes)


@PROPERTY
@given(replace_boards(POOL), replace_events(), st.randoms(use_true_random=False))
def test_listing_order_changes_nothing(board: dict[str, Any], event: dict[str, Any], rnd: Any) -> None:
    shuffled = dict(board, objects=list(board["objects"]), effects=list(board["effects"]))
    rnd.shuffle(shuffled["objects"])
    rnd.shuffle(shuffled["effects"])
    assert outcomes(shuffled, event) == outcomes(board, event)


@PROPERTY
@given(replace_boards(POOL), replace_events(), st.data())
def test_an_effect_that_cannot_apply_changes_nothing(board: dict[str, Any], event: dict[str, Any],
                                                     data: st.DataObject) -> None:
    extra = data.draw(st.sampled_from(IRRELEVANT[event["kind"]]))
    more = dict(board, objects=board["objects"] + [{"id": "extra", "card": extra, "owner": data.draw(players()),
                                                    "timestamp": len(board["objects"]) + 1}])
    assert outcomes(more, event) == outcomes(board, event)


@PROPERTY
@given(replace_boards(COUNTERS + DAMAGE + LIFE + ZONE), replace_events())
def test_same_outcomes_as_a_brute_force_enumerator(board: dict[str, Any], event: dict[str, Any]) -> None:
    sc = load_scenario(dict(board, event=event), "<property>", LIBRARY)
    engine = {as_tuples(o.events) for o in solve_replace(sc, LIBRARY, Limits(timeout=120)).outcomes}
    assert engine == brute_force(board, event)


def test_brute_force_agrees_on_a_known_case() -> None:
    """The enumerator itself: Hardened Scales and Corpsejack Menace on one counter give 3 or 4."""
    objects = [{"id": "a", "card": "Hardened Scales", "owner": "alice"},
               {"id": "b", "card": "Corpsejack Menace", "owner": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "alice"}]
    event = {"kind": "counters", "object": "bears", "counter": "+1/+1", "amount": 1, "player": "alice"}
    board = {"players": PLAYERS, "objects": objects, "effects": []}
    assert brute_force(board, event) == {frozenset([("ctr", "bears", "+1/+1", n, "alice")]) for n in (3, 4)}
