"""The enter event's account of how the entering object was cast and of its controller's turn
(docs/replace.md): `kicked` (702.33d), `mana_spent` (601.2h), `cast_from` (601.2a),
`attacked_this_turn` (508.1), `lost_life_this_turn` (119.3), `died_this_turn` (700.4) and
`left_battlefield_this_turn`, read by "[this permanent] enters with ... counters" abilities
(asp/replace/casting.lp).

Only a resolving spell was cast (601.2, 608.3): the casting fields describe an object on the stack.
An object entering from elsewhere was not cast, and its abilities read it so (not kicked, no mana
spent, cast from no zone); the fields are refused for it. For an object on the stack a field left
out is not guessed: an ability that reads it makes the question refused (exit 2)."""

from __future__ import annotations

from typing import Any

from pysolver.scenario.context import Context
from pysolver.scenario.fields import show
from pysolver.scenario.objects import kicker_costs

CASTING_FIELDS = ("kicked", "kicked_with", "mana_spent", "cast_from")
# what happened this turn (the turn's history), for raid, morbid, revolt and the like
TURN_FIELDS = ("attacked_this_turn", "lost_life_this_turn", "died_this_turn", "left_battlefield_this_turn")
# 106.1: the mana symbols (105.1 the five colours, 106.1b colourless)
MANA_SYMBOLS = ("w", "u", "b", "r", "g", "c")
# 601.2a: where a spell may have been cast from; none: put on the stack without being cast (707.10)
CAST_ZONES = ("hand", "graveyard", "library", "exile", "command", "none")


def load_casting(cx: Context, event: dict[str, Any], out: dict[str, Any], ids: list[str]) -> None:
    """`kicked`, `kicked_with`, `mana_spent`, `cast_from` (of one object on the stack), and the turn's history:
    `attacked_this_turn`, `lost_life_this_turn`, `died_this_turn`, `left_battlefield_this_turn`."""
    if "attacked_this_turn" in event:
        out["attacked_this_turn"] = cx.ck.boolean(event["attacked_this_turn"], "event.attacked_this_turn")
    for field in ("lost_life_this_turn", "left_battlefield_this_turn"):  # 119.3; 603.6c
        if field in event:
            raw = cx.ck.seq(event[field], f"event.{field}", "a list of players")
            out[field] = sorted({cx.player(p, f"event.{field}[{i}]") for i, p in enumerate(raw)})
    if "died_this_turn" in event:  # 700.4: how many creatures died this turn
        out["died_this_turn"] = cx.ck.integer(event["died_this_turn"], "event.died_this_turn", minimum=0,
                                              arithmetic=True)
    given = [f for f in CASTING_FIELDS if f in event]
    if not given:
        return
    path = f"event.{given[0]}"
    if len(ids) != 1:
        raise cx.fail(path, "objects entering at once were not all cast (one spell resolves at a time, 608.3); "
                            "give one `object`")
    zone = cx.objects[ids[0]].zone
    if zone != "stack":
        raise cx.fail(path, f"{ids[0]} is in the {zone}, not on the stack: only a resolving spell was cast "
                            "(601.2, 608.3); entering from elsewhere it was not kicked, no mana was spent to "
                            "cast it and it was cast from no zone")
    if "kicked" in event:
        out["kicked"] = cx.ck.integer(event["kicked"], "event.kicked", minimum=0, arithmetic=True)
    if "kicked_with" in event:  # 702.33c: which of its kickers were paid; it was kicked that many times
        out["kicked_with"] = kicker_costs(cx, event["kicked_with"], "event.kicked_with")
        if out.setdefault("kicked", len(out["kicked_with"])) != len(out["kicked_with"]):
            raise cx.fail("event.kicked", f"it was kicked once for each kicker cost paid (702.33c): "
                                          f"{len(out['kicked_with'])} with `kicked_with`")
    if "mana_spent" in event:
        out["mana_spent"] = mana_spent(cx, event["mana_spent"])
    if "cast_from" in event:
        out["cast_from"] = cx.ck.word(event["cast_from"], "event.cast_from", CAST_ZONES, "zone (601.2a)")


def mana_spent(cx: Context, raw: Any) -> dict[str, int]:
    """`mana_spent`: how much mana of each symbol was spent to cast it, {W: 2, U: 1} (601.2h)."""
    spent = cx.ck.mapping(raw, "event.mana_spent")
    out: dict[str, int] = {}
    for key, amount in spent.items():
        symbol = key.strip().strip("{}").lower()
        if symbol not in MANA_SYMBOLS:
            raise cx.fail(f"event.mana_spent.{key}", f"not a mana symbol: {show(key)}; expected one of W, U, B, R, "
                                                     "G (the colours, 105.1) or C (colourless, 106.1b)")
        if symbol in out:
            raise cx.fail(f"event.mana_spent.{key}", f"{symbol.upper()} is given twice")
        out[symbol] = cx.ck.integer(amount, f"event.mana_spent.{key}", minimum=0, arithmetic=True)
    return out
