"""Properties of `replace` over random boards of the library's replacement cards (hypothesis).

- the outcomes do not depend on the order in which the scenario lists its objects;
- adding an effect that cannot apply to the event changes nothing;
- the outcomes are those of an independent brute-force enumerator: plain Python written from the
  cards' Oracle texts and 614.5/614.7/616.1, trying every order of every applicable effect.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.library import load_library
from pysolver.replace import solve_replace
from pysolver.scenario import load_scenario
from pysolver.solve import Limits

LIBRARY = load_library()
PROPERTY = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PLAYERS = ["alice", "bob"]
# the cards the enumerator below knows, by the event they can modify
COUNTERS = ["Hardened Scales", "Corpsejack Menace", "Doubling Season", "Vorinclex, Monstrous Raider"]
DAMAGE = ["Furnace of Rath", "Daunting Defender"]
LIFE = ["Boon Reflection", "Platinum Emperion"]
ZONE = ["Rest in Peace", "Leyline of the Void", "Kalitas, Traitor of Ghet", "Doubling Season"]
# cards whose effects cannot modify events of a kind (nor anything those events become)
IRRELEVANT = {"counters": ["Furnace of Rath", "Boon Reflection", "Rest in Peace", "Orb of Dreams"],
              "damage": ["Boon Reflection", "Rest in Peace", "Orb of Dreams", "Hardened Scales"],
              "gain_life": ["Furnace of Rath", "Hardened Scales", "Rest in Peace", "Orb of Dreams"],
              "zone_change": ["Furnace of Rath", "Boon Reflection", "Hardened Scales"]}


def players() -> st.SearchStrategy[str]:
    return st.sampled_from(PLAYERS)


@st.composite
def boards(draw: st.DrawFn, pool: list[str]) -> dict[str, Any]:
    """Cards of `pool` (up to 4, repeats allowed) with random owners and distinct timestamps, plus
    the objects events name: a creature `bears`, a Cleric `cleric`, a spell `shock` on the stack;
    and up to two resolved Mending Hands shields on those creatures."""
    cards = draw(st.lists(st.sampled_from(pool), min_size=0, max_size=4))
    objects = [{"id": f"c{i}", "card": c, "owner": draw(players())} for i, c in enumerate(cards)]
    objects += [{"id": "bears", "card": "Grizzly Bears", "owner": draw(players())},
                {"id": "cleric", "custom": {"name": "Test Cleric", "mana_cost": "{W}", "types": ["creature"],
                                            "subtypes": ["cleric"], "power": 1, "toughness": 1},
                 "owner": draw(players())},
                {"id": "shock", "card": "Shock", "zone": "stack", "owner": draw(players())}]
    for t, obj in enumerate(objects, start=1):
        obj["timestamp"] = t
    shields = draw(st.lists(st.sampled_from(["bears", "cleric"]), max_size=2))
    effects = [{"id": f"shield{i}", "spell": "Mending Hands", "targets": [t], "timestamp": 100 + i}
               for i, t in enumerate(shields)]
    return {"players": PLAYERS, "objects": objects, "effects": effects}


@st.composite
def events(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["counters", "damage", "gain_life", "zone_change"]))
    if kind == "counters":
        return {"kind": kind, "object": "bears", "counter": draw(st.sampled_from(["+1/+1", "charge"])),
                "amount": draw(st.integers(0, 3)), "player": draw(players())}
    if kind == "damage":
        return {"kind": kind, "source": "shock", "target": draw(st.sampled_from(["bears", "cleric", *PLAYERS])),
                "amount": draw(st.integers(0, 4))}
    if kind == "gain_life":
        return {"kind": kind, "player": draw(players()), "amount": draw(st.integers(1, 3))}
    return {"kind": kind, "object": "bears", "to": "graveyard"}


POOL = COUNTERS + DAMAGE + LIFE + ZONE


def outcomes(board: dict[str, Any], event: dict[str, Any]) -> list[str]:
    """The engine's outcomes, each as its sorted events (JSON)."""
    sc = load_scenario(dict(board, event=event), "<property>", LIBRARY)
    answer = solve_replace(sc, LIBRARY, Limits(timeout=120))
    return sorted(json.dumps(o.events, sort_keys=True) for o in answer.outcomes)


@PROPERTY
@given(boards(POOL), events(), st.randoms(use_true_random=False))
def test_listing_order_changes_nothing(board: dict[str, Any], event: dict[str, Any], rnd: Any) -> None:
    shuffled = dict(board, objects=list(board["objects"]), effects=list(board["effects"]))
    rnd.shuffle(shuffled["objects"])
    rnd.shuffle(shuffled["effects"])
    assert outcomes(shuffled, event) == outcomes(board, event)


@PROPERTY
@given(boards(POOL), events(), st.data())
def test_an_effect_that_cannot_apply_changes_nothing(board: dict[str, Any], event: dict[str, Any],
                                                     data: st.DataObject) -> None:
    extra = data.draw(st.sampled_from(IRRELEVANT[event["kind"]]))
    more = dict(board, objects=board["objects"] + [{"id": "extra", "card": extra, "owner": data.draw(players()),
                                                    "timestamp": len(board["objects"]) + 1}])
    assert outcomes(more, event) == outcomes(board, event)


# --- an independent enumerator, from the Oracle texts --------------------------------------------

def opponent(p: str) -> str:
    return "bob" if p == "alice" else "alice"


def brute_force(board: dict[str, Any], event: dict[str, Any]) -> set[frozenset[tuple[Any, ...]]]:
    """Every result of every order of the applicable effects (616.1e), each effect once per event
    and what it becomes (614.5), none on an event that no longer happens (614.7)."""
    objects = board["objects"]
    owner = {o["id"]: o["owner"] for o in objects}
    shields = [(e["id"], e["targets"][0]) for e in board["effects"]]
    cards = [(o["id"], o["card"], o["owner"]) for o in objects if "card" in o and o["id"] not in ("bears", "shock")]
    emperions = {c for _, name, c in cards if name == "Platinum Emperion"}

    def effects(ev: tuple[Any, ...]) -> list[tuple[str, Any]]:
        """(effect id, function event -> events) of the effects that would modify ev now."""
        found: list[tuple[str, Any]] = []
        kind = ev[0]
        for oid, name, you in cards:
            key = oid + name
            if kind == "ctr":
                _, target, counter, n, putter = ev
                creature_of_you = owner[target] == you  # bears is a creature and a permanent
                if name == "Hardened Scales" and counter == "+1/+1" and creature_of_you:
                    found.append((key, lambda e: [e[:3] + (e[3] + 1, e[4])]))
                if name == "Corpsejack Menace" and counter == "+1/+1" and creature_of_you:
                    found.append((key, lambda e: [e[:3] + (e[3] * 2, e[4])]))
                if name == "Doubling Season" and creature_of_you:
                    found.append((key + "c", lambda e: [e[:3] + (e[3] * 2, e[4])]))
                if name == "Vorinclex, Monstrous Raider":
                    if putter == you:
                        found.append((key + "2", lambda e: [e[:3] + (e[3] * 2, e[4])]))
                    else:
                        found.append((key + "h", lambda e: [e[:3] + (e[3] // 2, e[4])]))
            elif kind == "dmg":
                target = ev[1]
                if name == "Furnace of Rath":
                    found.append((key, lambda e: [("dmg", e[1], e[2] * 2)]))
                if name == "Daunting Defender" and target == "cleric" and owner["cleric"] == you:
                    found.append((key, lambda e: [("dmg", e[1], max(e[2] - 1, 0))]))
            elif kind == "gain":
                if name == "Boon Reflection" and ev[1] == you and ev[1] not in emperions:
                    found.append((key, lambda e: [("gain", e[1], e[2] * 2)]))
            elif kind == "zone":
                _, obj, to = ev
                if to == "graveyard" and name == "Rest in Peace":
                    found.append((key, lambda e: [("zone", e[1], "exile")]))
                if to == "graveyard" and name == "Leyline of the Void" and owner[obj] != you:
                    found.append((key, lambda e: [("zone", e[1], "exile")]))
                if to == "graveyard" and name == "Kalitas, Traitor of Ghet" and owner[obj] != you:
                    found.append((key, lambda e, you=you: [("zone", e[1], "exile"), ("tok", you, 1)]))
            elif kind == "tok" and name == "Doubling Season" and ev[1] == you:
                found.append((key + "t", lambda e: [("tok", e[1], e[2] * 2)]))
        # Mending Hands: prevent the next 4 damage to its target (615.7)
        found += [(sid, lambda e: [("dmg", e[1], max(e[2] - 4, 0))]) for sid, target in shields
                  if kind == "dmg" and ev[1] == target]
        return found

    def happens(ev: tuple[Any, ...]) -> bool:
        if ev[0] == "gain" and ev[1] in emperions:
            return False  # 614.17
        return ev[-1 if ev[0] != "ctr" else 3] != 0 if ev[0] in ("dmg", "gain", "tok", "ctr") else True

    def results(ev: tuple[Any, ...], used: frozenset[str]) -> set[frozenset[tuple[Any, ...]]]:
        if not happens(ev):
            return {frozenset()}
        options = [(k, f) for k, f in effects(ev) if k not in used]
        if not options:
            return {frozenset([ev])}
        found: set[frozenset[tuple[Any, ...]]] = set()
        for key, apply in options:
            parts = [results(e, used | {key}) for e in apply(ev)]
            for combo in itertools.product(*parts):
                found.add(frozenset().union(*combo))
        return found

    if event["kind"] == "counters":
        start: tuple[Any, ...] = ("ctr", "bears", event["counter"], event["amount"], event["player"])
    elif event["kind"] == "damage":
        start = ("dmg", event["target"], event["amount"])
    elif event["kind"] == "gain_life":
        start = ("gain", event["player"], event["amount"])
    else:
        start = ("zone", "bears", "graveyard")
    return results(start, frozenset())


def as_tuples(events: list[dict[str, Any]]) -> frozenset[tuple[Any, ...]]:
    """The engine's events in the enumerator's terms."""
    out = set()
    for ev in events:
        if ev["kind"] == "counters":
            out.add(("ctr", ev["object"], ev["counter"], ev["amount"], ev["player"]))
        elif ev["kind"] == "damage":
            out.add(("dmg", ev["target"], ev["amount"]))
        elif ev["kind"] == "gain_life":
            out.add(("gain", ev["player"], ev["amount"]))
        elif ev["kind"] == "zone_change":
            out.add(("zone", ev["object"], ev["to"]))
        elif ev["kind"] == "create_token":
            out.add(("tok", ev["player"], ev["amount"]))
    return frozenset(out)


@PROPERTY
@given(boards(COUNTERS + DAMAGE + LIFE + ZONE), events())
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
