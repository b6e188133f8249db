"""An independent brute-force enumerator of replacement and prevention outcomes, in plain Python written
from the cards' Oracle texts and 614.5, 614.7, 615, 616.1: it tries every order of every applicable
effect on boards of the cards below (REPLACE_CARDS), separate from asp/replace.

A board is a scenario's `players`, `objects` and `effects` (Mending Hands shields) as the generator
of pysolver.check.boards makes them; events are the enumerator's tuples (`as_tuples` turns the
engine's events into them). Cards of the compiled library come with their replacement effects as
pysolver.check.compiled_rules reads them from the compiler's facts (`rules`: object or effect id ->
its controller and Replacements), and the enumerator applies them by the same 614-616 rules.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from pysolver.check.compiled_rules import ENTERS_OP, FEWER, Replacement, op_number

# the cards the enumerator knows, by the event they can modify
COUNTERS = ["Hardened Scales", "Corpsejack Menace", "Doubling Season", "Vorinclex, Monstrous Raider"]
DAMAGE = ["Furnace of Rath", "Daunting Defender"]
LIFE = ["Boon Reflection", "Platinum Emperion"]
ZONE = ["Rest in Peace", "Leyline of the Void", "Kalitas, Traitor of Ghet", "Doubling Season"]
REPLACE_CARDS = COUNTERS + DAMAGE + LIFE + ZONE
BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def brute_force(board: dict[str, Any], event: dict[str, Any],
                rules: dict[str, tuple[str, list[Replacement]]] | None = None,
                noncreatures: frozenset[str] = frozenset()) -> set[frozenset[tuple[Any, ...]]]:
    """Every result of every order of the applicable effects (616.1e), each effect once per event
    and what it becomes (614.5), none on an event that no longer happens (614.7). `rules`: the
    compiled cards' effects (those of an object not on the battlefield only as it enters: 614.12); a
    resolved effect with none is a Mending Hands shield. `noncreatures`: objects that are no creature."""
    rules = rules or {}
    objects = board["objects"]
    on_field = {o["id"] for o in objects if o.get("zone", "battlefield") == "battlefield"}
    basics = [o["owner"] for o in objects if o["id"] in on_field and o.get("card") in BASIC_LANDS]
    owner = {o["id"]: o["owner"] for o in objects}
    shields = [(e["id"], e["targets"][0], 4) for e in board["effects"] if e["id"] not in rules]
    shields += [(eid, e["targets"][0], op_number(r.op)) for e in board["effects"] if (eid := e["id"]) in rules
                for r in rules[eid][1] if r.kind == "damage"]
    cards = [(o["id"], o["card"], o["owner"]) for o in objects if "card" in o and o["id"] not in ("bears", "shock")]
    emperions = {c for _, name, c in cards if name == "Platinum Emperion"}
    emperions |= {you for oid, (you, found) in rules.items() for r in found if r.kind == "life_change"}  # 614.17
    compiled = [(f"{oid}#{n}", oid, you, r) for oid, (you, found) in rules.items() if oid in on_field
                for n, r in enumerate(found) if r.kind in ("zone", "gain")]
    entering = [(f"{oid}#{n}", oid, r) for oid, (_you, found) in rules.items() if oid in owner
                for n, r in enumerate(found) if r.kind == "enter"]
    zone = {o["id"]: o.get("zone", "battlefield") for o in objects}
    active = board.get("active", board["players"][0])

    def effects(ev: tuple[Any, ...]) -> list[tuple[str, Any]]:
        """(effect id, function event -> events) of the effects that would modify ev now."""
        found: list[tuple[str, Any]] = []
        kind = ev[0]
        for oid, name, you in cards:
            key = oid + name
            if kind == "ctr":
                _, target, counter, n, putter = ev
                creature_of_you = owner[target] == you and target not in noncreatures  # bears: a creature
                if name == "Hardened Scales" and counter == "+1/+1" and creature_of_you:
                    found.append((key, lambda e: [e[:3] + (e[3] + 1, e[4])]))
                if name == "Corpsejack Menace" and counter == "+1/+1" and creature_of_you:
                    found.append((key, lambda e: [e[:3] + (e[3] * 2, e[4])]))
                if name == "Doubling Season" and owner[target] == you:  # a permanent you control
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
        for key, oid, r in entering:  # 614.1c-d, 614.12: how the object itself enters
            cast = _casting(event, oid, zone[oid])
            if kind == "enter" and ev[1] == oid and _enter_applies(r.conditions, basics.count(ev[2]), cast,
                                                                   _turn(event, ev[2], active)):
                found.append((key, _enter_op(r.op, cast, event.get("died_this_turn", 0), event.get("x"))))
        for key, oid, you, r in compiled:
            if r.kind == "zone" and kind == "zone" and _zone_applies(r.conditions, ev, oid, owner[ev[1]], you):
                found.append((key, lambda e: [("zone", e[1], "exile")]))
            if r.kind == "gain" and kind == "gain" and ev[1] == you and ev[1] not in emperions:
                factor = op_number(r.op)
                found.append((key, lambda e, n=factor: [("gain", e[1], e[2] * n)]))
        # Mending Hands and the like: prevent the next N damage to its target (615.7)
        found += [(sid, lambda e, n=amount: [("dmg", e[1], max(e[2] - n, 0))]) for sid, target, amount in shields
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
    elif event["kind"] == "enter":  # each object enters by its own replacements (614.12)
        found = {frozenset()}
        for oid in event.get("objects", [event.get("object")]):
            mine = results(("enter", oid, event.get("controller", owner[oid]), False), frozenset())
            found = {a | b for a in found for b in mine}
        return found
    else:
        start = ("zone", event["object"], event["to"])
    return results(start, frozenset())


def _casting(event: dict[str, Any], oid: str, zone: str) -> tuple[int, dict[str, int], str | None]:
    """(times kicked, mana spent by symbol, zone cast from) of an entering object: the event's for the
    spell on the stack (601.2), none for an object entering from elsewhere (it was not cast)."""
    if zone != "stack":
        return 0, {}, None
    spent = {k.lower(): v for k, v in event.get("mana_spent", {}).items()}
    return event.get("kicked", 0), spent, event.get("cast_from")


def _turn(event: dict[str, Any], you: str, active: str) -> dict[str, bool]:
    """What happened this turn, for the player `you` an object enters under: raid (the active player
    attacked, 506.2), an opponent lost life, a creature died, a permanent left the battlefield under
    their control, an opponent was dealt damage (bloodthirst, 702.54a)."""
    return {"attacked_this_turn": bool(event.get("attacked_this_turn")) and you == active,
            "opponent_lost_life": any(p != you for p in event.get("lost_life_this_turn", [])),
            "opponent_damaged": any(p != you for p in event.get("damaged_this_turn", [])),
            "creature_died": event.get("died_this_turn", 0) > 0,
            "permanent_left": you in event.get("left_battlefield_this_turn", [])}


def _enter_applies(conditions: frozenset[str], basic_lands: int, cast: tuple[int, dict[str, int], str | None],
                   turn: dict[str, bool]) -> bool:
    """"unless you control N or more basic lands": the controller's basic lands on the battlefield;
    "if ~ was kicked", "if at least N [colour] mana / of one colour was spent", "if you [didn't] cast it
    from your hand", and the turn's history (`turn`: raid, morbid, revolt, an opponent lost life)."""
    kicked, spent, cast_from = cast
    for c in conditions:
        fewer = FEWER.fullmatch(c)
        if fewer and basic_lands >= int(fewer.group(1)):
            return False
        numbers = [int(n) for n in re.findall(r"[0-9]+", c)]
        holds = {"kicked": kicked > 0, "cast_from(hand)": cast_from == "hand",
                 "not_cast_from(hand)": cast_from != "hand", **turn}.get(c, True)
        if c.startswith("spent_at_least("):
            holds = spent.get(c[-2], 0) >= numbers[0]
        elif c.startswith("spent_same_color("):
            holds = any(spent.get(color, 0) >= numbers[0] for color in "wubrg")
        if not holds:
            return False
    return True


def _enter_op(op: str, cast: tuple[int, dict[str, int], str | None], died: int, x: int | None = None) -> Any:
    """The event(s) an entering replacement makes of ("enter", object, controller, tapped): tapped, or
    with counters put by its controller as it enters (614.1c): N, X (the event's `x`, 107.3m), or N for each time it
    was kicked, each colour of mana spent (colourless is none), each mana spent, each creature that `died` this
    turn."""
    if op == "tapped":
        return lambda e: [e[:3] + (True,)]
    counters = ENTERS_OP.fullmatch(op)
    assert counters is not None
    kicked, spent = cast[0], cast[1]
    kind, amount = counters.group(1), counters.group(2) or counters.group(3)
    n = int(x if amount == "x" else amount)
    if counters.group(4):
        n *= {"kicked": kicked, "colors_spent": sum(1 for color in "wubrg" if spent.get(color, 0) > 0),
              "mana_spent": sum(spent.values()), "died": died}[counters.group(4)]
    return lambda e: [e, ("ctr", e[1], kind, n, e[2])]


def _zone_applies(conditions: frozenset[str], ev: tuple[Any, ...], oid: str, owner: str, you: str) -> bool:
    """Whether a compiled zone-change replacement of object `oid` (controlled by `you`) applies to a
    permanent (a card) moving to ev[2]: to(graveyard), from(battlefield), affected(self) (the object
    itself, 614.6), affected(card) (not a token: 111.1), owner(opponent) (its owner is an opponent)."""
    checks = {"to(graveyard)": ev[2] == "graveyard", "from(battlefield)": True, "affected(self)": ev[1] == oid,
              "affected(card)": True, "owner(opponent)": owner != you}
    return all(checks[c] for c in conditions)


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
        elif ev["kind"] == "enter":
            out.add(("enter", ev["object"], ev["controller"], bool(ev.get("tapped"))))
        elif ev["kind"] == "create_token":
            out.add(("tok", ev["player"], ev["amount"]))
    return frozenset(out)
