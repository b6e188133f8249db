"""The `event` section of a scenario (SCENARIO.md): the event about to happen, for `replace`."""

from __future__ import annotations

from typing import Any

from pysolver.scenario.context import Context
from pysolver.scenario.fields import ZONES, show, sub_path, suggest

# event kind -> (required keys, optional keys) besides `kind`
EVENT_KEYS: dict[str, tuple[set[str], set[str]]] = {
    "zone_change": ({"object", "to"}, {"from"}),
    "damage": ({"source", "target", "amount"}, set()),
    "destroy": ({"object"}, set()),
    "counters": ({"object", "counter"}, {"amount", "player"}),
    "create_token": ({"token"}, {"amount", "player"}),
    "draw": (set(), {"amount", "player"}),
    "gain_life": ({"amount"}, {"player"}),
    "enter": ({"object"}, {"controller", "tapped", "copy_of"}),
}


def load_event(cx: Context, raw: Any) -> dict[str, Any]:
    """The event with its defaults filled in."""
    ck = cx.ck
    event = ck.mapping(raw, "event")
    if "kind" not in event:
        raise cx.fail("event.kind", f"missing; one of {', '.join(EVENT_KEYS)}")
    kind = event["kind"]
    if not isinstance(kind, str) or kind not in EVENT_KEYS:
        raise cx.fail("event.kind", f"unknown event kind {show(kind)}"
                        + suggest(kind, list(EVENT_KEYS)) + f"; expected one of {', '.join(EVENT_KEYS)}")
    required, optional = EVENT_KEYS[kind]
    allowed = required | optional | {"kind"}
    for key in event:
        if key not in allowed:
            raise cx.fail(sub_path("event", key), f"not a field of a {kind} event"
                            + suggest(key, sorted(allowed)) + f"; expected {', '.join(sorted(allowed))}")
    for key in sorted(required):
        if key not in event:
            raise cx.fail(f"event.{key}", f"missing; a {kind} event needs "
                                            f"{', '.join(sorted(required))}")
    out: dict[str, Any] = {"kind": kind}

    def amount(default: int | None) -> None:
        if "amount" in event or default is None:
            out["amount"] = ck.integer(event.get("amount"), "event.amount", minimum=0, arithmetic=True)
        else:
            out["amount"] = default

    def who() -> None:
        out["player"] = cx.player(event.get("player", cx.active), "event.player")

    if kind in ("zone_change", "destroy", "counters", "enter"):
        out["object"] = cx.ref(event["object"], "event.object")
        obj = cx.objects[out["object"]]
    if kind == "zone_change":
        out["from"] = ck.word(event.get("from", obj.zone), "event.from", ZONES, "zone")
        if out["from"] != obj.zone:
            raise cx.fail("event.from", f"{obj.id} is in the {obj.zone}, not in the {out['from']}")
        out["to"] = ck.word(event["to"], "event.to", ZONES, "zone")
        if out["to"] == out["from"]:
            raise cx.fail("event.to", f"{obj.id} is already in the {obj.zone}; a zone change goes "
                                        "elsewhere")
    elif kind == "destroy":
        cx.on_battlefield(obj.id, "event.object", "destroyed (701.8a)")
    elif kind == "damage":
        out["source"] = cx.ref(event["source"], "event.source")
        target = event["target"]
        if isinstance(target, str) and target in cx.players:
            out["target"] = target
        else:
            out["target"] = cx.ref(target, "event.target")
            cx.on_battlefield(target, "event.target", "dealt damage (120.1)")
        amount(None)
    elif kind == "counters":
        out["counter"] = ck.counter_kind(event["counter"], "event.counter")
        amount(1)
        who()
    elif kind == "create_token":
        out["token"] = token(cx, event["token"])
        amount(1)
        who()
    elif kind == "draw":
        amount(1)
        who()
    elif kind == "gain_life":
        amount(None)
        who()
    elif kind == "enter":
        if obj.zone == "battlefield":
            raise cx.fail("event.object", f"{obj.id} is already on the battlefield; an enter event is "
                                            "for an object about to enter")
        out["controller"] = cx.player(event.get("controller", obj.owner), "event.controller")
        out["tapped"] = ck.boolean(event.get("tapped", False), "event.tapped")
        if "copy_of" in event:
            out["copy_of"] = cx.ref(event["copy_of"], "event.copy_of")
            if out["copy_of"] == obj.id:
                raise cx.fail("event.copy_of", "an object cannot enter as a copy of itself")
    return out


def token(cx: Context, raw: Any) -> dict[str, str]:
    """`event.token`: a library card name, or `copy_of` an object."""
    if isinstance(raw, str):
        return {"card": cx.card(raw, "event.token").name}
    token = cx.ck.mapping(raw, "event.token", {"card", "copy_of"})
    if len(token) != 1:
        raise cx.fail("event.token", "give exactly one of card (a library card) or copy_of (an object)")
    if "card" in token:
        return {"card": cx.card(token["card"], "event.token.card").name}
    return {"copy_of": cx.ref(token["copy_of"], "event.token.copy_of")}
