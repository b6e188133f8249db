"""An independent brute-force enumerator of replacement and prevention outcomes, in plain Python written
from the cards' Oracle texts and 614.5, 614.7, 615, 616.1: it tries every order of every applicable
effect on boards of the cards below (REPLACE_CARDS), separate from asp/replace.

A board is a scenario's `players`, `objects` and `effects` (Mending Hands shields) as the generator
of pysolver.check.boards makes them; events are the enumerator's tuples (`as_tuples` turns the
engine's events into them).
"""

from __future__ import annotations

import itertools
from typing import Any

# the cards the enumerator knows, by the event they can modify
COUNTERS = ["Hardened Scales", "Corpsejack Menace", "Doubling Season", "Vorinclex, Monstrous Raider"]
DAMAGE = ["Furnace of Rath", "Daunting Defender"]
LIFE = ["Boon Reflection", "Platinum Emperion"]
ZONE = ["Rest in Peace", "Leyline of the Void", "Kalitas, Traitor of Ghet", "Doubling Season"]
REPLACE_CARDS = COUNTERS + DAMAGE + LIFE + ZONE


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
