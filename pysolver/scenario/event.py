"""The `event` section of a scenario (docs/scenario.md): the event about to happen, for `replace`.

Besides the contract's fields: damage may name `targets` (one event each, Pyroclasm) instead of
`target`, and say `cant_be_prevented` (615.12); enter may name `objects` entering at once instead
of `object`, `x` (107.3m, "enters with X counters"), how the object was cast, the creatures it devours, its
tribute, the chapter chosen by read ahead and the cards revealed for amplify (scenario/casting.py);
a zone change from the stack may say whether the spell is `resolving` and where it was `cast_from` (rebound);
counters may be put on a player (`object` a player id, poison counters); every kind may name its
`cause`, the resolving spell or ability whose effect it is (its self-replacement effects apply
first, 614.15, 616.1a; default for damage: the source when it is on the stack): an object, or the id of
a resolved effect (an activated or triggered ability's, `ability_of`).
"""

from __future__ import annotations

from typing import Any

from pysolver.cards import vocabulary as vocab
from pysolver.scenario.casting import (
    CAST_ZONES,
    CASTING_FIELDS,
    TURN_FIELDS,
    load_amplified,
    load_casting,
    load_devoured,
    load_read_ahead,
    load_tribute,
)
from pysolver.scenario.context import Context
from pysolver.scenario.fields import ZONES, show, sub_path, suggest
from pysolver.scenario.possible import NO_COUNTERS_ZONES
from pysolver.scenario.tokens import defined_token

# event kind -> (required keys, optional keys, keys of which exactly one is required) besides `kind`
EVENT_KEYS: dict[str, tuple[set[str], set[str], set[str]]] = {
    "zone_change": ({"object", "to"}, {"from", "cause", "resolving", "cast_from"}, set()),
    "damage": ({"source", "amount"}, {"cant_be_prevented", "combat", "cause"}, {"target", "targets"}),
    "destroy": ({"object"}, {"cause"}, set()),
    "counters": ({"object", "counter"}, {"amount", "player", "cause"}, set()),
    "create_token": ({"token"}, {"amount", "player", "cause"}, set()),
    "draw": (set(), {"amount", "player", "cause"}, set()),
    "gain_life": ({"amount"}, {"player", "cause"}, set()),
    "lose_life": ({"amount"}, {"player", "cause"}, set()),
    "enter": (set(), {"controller", "tapped", "copy_of", "x", *CASTING_FIELDS, *TURN_FIELDS,
                        "hands_complete", "devoured", "tribute", "read_ahead",
                        "amplified"},
              {"object", "objects"}),
}


def load_event(cx: Context, raw: Any, effect_ids: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The event with its defaults filled in; `effect_ids` the ids of the board's resolved effects, which a
    `cause` may name (the effect of an activated or triggered ability that resolved, 602.1, 603.1)."""
    event = cx.ck.mapping(raw, "event")
    if "kind" not in event:
        raise cx.fail("event.kind", f"missing; one of {', '.join(EVENT_KEYS)}")
    kind = event["kind"]
    if not isinstance(kind, str) or kind not in EVENT_KEYS:
        raise cx.fail("event.kind", f"unknown event kind {show(kind)}"
                        + suggest(kind, list(EVENT_KEYS)) + f"; expected one of {', '.join(EVENT_KEYS)}")
    check_keys(cx, event, kind)
    out: dict[str, Any] = {"kind": kind}
    LOADERS[kind](cx, event, out)
    if "cause" in event:
        cause = event["cause"]
        out["cause"] = cause if isinstance(cause, str) and cause in effect_ids else cx.ref(cause, "event.cause")
    return out


def check_keys(cx: Context, event: dict[str, Any], kind: str) -> None:
    """Every key belongs to the kind, every required one is there, exactly one of each alternative."""
    required, optional, one_of = EVENT_KEYS[kind]
    allowed = required | optional | one_of | {"kind"}
    for key in event:
        if key not in allowed:
            raise cx.fail(sub_path("event", key), f"not a field of a {kind} event"
                            + suggest(key, sorted(allowed)) + f"; expected {', '.join(sorted(allowed))}")
    for key in sorted(required):
        if key not in event:
            raise cx.fail(f"event.{key}", f"missing; a {kind} event needs {', '.join(sorted(required | one_of))}")
    given = sorted(one_of & set(event))
    if one_of and len(given) != 1:
        a, b = sorted(one_of)
        raise cx.fail(f"event.{given[-1] if given else a}", f"give exactly one of {a} or {b}")


def amount(cx: Context, event: dict[str, Any], default: int | None) -> int:
    """`amount`: a count (negative amounts are no event), required when there is no default."""
    if "amount" in event or default is None:
        return cx.ck.integer(event.get("amount"), "event.amount", minimum=0, arithmetic=True)
    return default


def who(cx: Context, event: dict[str, Any]) -> str:
    """`player`: who puts, creates, draws or gains; default the active player."""
    return cx.player(event.get("player", cx.active), "event.player")


def load_zone_change(cx: Context, event: dict[str, Any], out: dict[str, Any]) -> None:
    obj = cx.objects[cx.ref(event["object"], "event.object")]
    out["object"] = obj.id
    out["from"] = cx.ck.word(event.get("from", obj.zone), "event.from", ZONES, "zone")
    if out["from"] != obj.zone:
        raise cx.fail("event.from", f"{obj.id} is in the {obj.zone}, not in the {out['from']}")
    out["to"] = cx.ck.word(event["to"], "event.to", ZONES, "zone")
    if out["to"] == out["from"]:
        raise cx.fail("event.to", f"{obj.id} is already in the {obj.zone}; a zone change goes elsewhere")
    if out["to"] == "battlefield":
        raise cx.fail("event.to", "an object entering the battlefield is an `enter` event (with its "
                                    "controller, tapped or not, copy_of); use kind: enter")
    load_leaving_spell(cx, event, out, obj.cast)


def load_leaving_spell(cx: Context, event: dict[str, Any], out: dict[str, Any], cast: str | None) -> None:
    """A spell leaving the stack: `resolving` (608.2n: put into its owner's graveyard as the last step of its
    resolution, or not: countered, 701.6a, or moved by another effect) and `cast_from` (601.2a), which rebound reads
    (702.88a); a spell cast with flashback or jump-start (the object's `cast`) was cast from a graveyard (702.34a,
    702.133a)."""
    for field in ("resolving", "cast_from"):
        if field in event and out["from"] != "stack":
            raise cx.fail(f"event.{field}", f"{out['object']} is in the {out['from']}, not on the stack: only a spell "
                                            "resolves and was cast (601.2, 608.2)")
    if "resolving" in event:
        out["resolving"] = cx.ck.boolean(event["resolving"], "event.resolving")
    if "cast_from" in event:
        out["cast_from"] = cx.ck.word(event["cast_from"], "event.cast_from", CAST_ZONES, "zone (601.2a)")
        if cast in ("flashback", "jump-start") and out["cast_from"] != "graveyard":
            raise cx.fail("event.cast_from", f"{out['object']} was cast with {cast} (its `cast`), from a graveyard "
                                             "(702.34a, 702.133a), not from the " + out["cast_from"])


def load_destroy(cx: Context, event: dict[str, Any], out: dict[str, Any]) -> None:
    out["object"] = cx.ref(event["object"], "event.object")
    cx.on_battlefield(out["object"], "event.object", "destroyed (701.8a)")


def load_damage(cx: Context, event: dict[str, Any], out: dict[str, Any]) -> None:
    """Source, recipients, amount: each checked, every problem reported (Context.each)."""

    def recipients() -> None:
        if "target" in event:
            out["target"] = damage_target(cx, event["target"], "event.target")
            return
        targets = cx.ck.seq(event["targets"], "event.targets", "a list of objects and players")
        if not targets:
            raise cx.fail("event.targets", "an empty list: damage dealt to nothing is no event")
        out["targets"] = [damage_target(cx, t, f"event.targets[{i}]") for i, t in enumerate(targets)]
        if len(set(out["targets"])) != len(out["targets"]):
            raise cx.fail("event.targets", "names an object or player twice; damage from one source to one "
                                            "recipient is one amount")

    out["source"], _, out["amount"], out["cant_be_prevented"], out["combat"] = cx.each(
        lambda: cx.ref(event["source"], "event.source"), recipients, lambda: amount(cx, event, None),
        lambda: cx.ck.boolean(event.get("cant_be_prevented", False), "event.cant_be_prevented"),
        lambda: cx.ck.boolean(event.get("combat", False), "event.combat"))


def damage_target(cx: Context, target: Any, path: str) -> str:
    """A player, or a permanent (120.1: damage is dealt to players and permanents only)."""
    if isinstance(target, str) and target in cx.players:
        return target
    oid = cx.ref(target, path)
    cx.on_battlefield(oid, path, "dealt damage (120.1)")
    return oid


def load_counters(cx: Context, event: dict[str, Any], out: dict[str, Any]) -> None:
    recipient = event["object"]

    def recipient_of() -> str:
        if isinstance(recipient, str) and recipient in cx.players:
            return recipient
        oid = cx.ref(recipient, "event.object")
        zone = cx.objects[oid].zone
        if zone in NO_COUNTERS_ZONES:
            raise cx.fail("event.object", f"{oid} is in the {zone}: no counters are put on a card in the "
                                          f"{zone} (122.2, 400.7)")
        return oid

    out["object"], out["counter"], out["amount"], out["player"] = cx.each(
        recipient_of, lambda: cx.ck.counter_kind(event["counter"], "event.counter"), lambda: amount(cx, event, 1),
        lambda: who(cx, event))
    if out["object"] in cx.players and vocab.PT_COUNTER_RE.fullmatch(out["counter"]):
        raise cx.fail("event.counter", f"{out['counter']} counters go on creatures (122.1a): a player has no "
                                       "power or toughness; a player gets counters such as poison (122.1f)")


def load_create_token(cx: Context, event: dict[str, Any], out: dict[str, Any]) -> None:
    out["token"], out["amount"], out["player"] = cx.each(
        lambda: token(cx, event["token"]), lambda: amount(cx, event, 1), lambda: who(cx, event))


def load_draw(cx: Context, event: dict[str, Any], out: dict[str, Any]) -> None:
    out["amount"], out["player"] = cx.each(lambda: amount(cx, event, 1), lambda: who(cx, event))


def load_gain_life(cx: Context, event: dict[str, Any], out: dict[str, Any]) -> None:
    """`gain_life` and `lose_life`: the player [the active player] would gain or lose `amount` life (119.3)."""
    out["amount"], out["player"] = cx.each(lambda: amount(cx, event, None), lambda: who(cx, event))


def load_enter(cx: Context, event: dict[str, Any], out: dict[str, Any]) -> None:
    if "object" in event:
        ids = [cx.ref(event["object"], "event.object")]
        out["object"] = ids[0]
    else:
        raw = cx.ck.seq(event["objects"], "event.objects", "a list of objects")
        if not raw:
            raise cx.fail("event.objects", "an empty list: nothing enters")
        ids = [cx.ref(o, f"event.objects[{i}]") for i, o in enumerate(raw)]
        if len(set(ids)) != len(ids):
            raise cx.fail("event.objects", "names an object twice")
        out["objects"] = ids
    field = "event.object" if "object" in event else "event.objects"
    for oid in ids:
        obj = cx.objects[oid]
        if obj.zone == "battlefield":
            raise cx.fail(field, f"{oid} is already on the battlefield; an enter event is for an object "
                                 "about to enter")
    if "controller" in event:
        out["controller"] = cx.player(event["controller"], "event.controller")
    elif "object" in event:
        out["controller"] = cx.objects[ids[0]].owner
    out["tapped"] = cx.ck.boolean(event.get("tapped", False), "event.tapped")
    if "copy_of" in event:
        out["copy_of"] = cx.ref(event["copy_of"], "event.copy_of")
        if out["copy_of"] in ids:
            raise cx.fail("event.copy_of", "an object cannot enter as a copy of itself")
    if "x" in event:
        out["x"] = cx.ck.integer(event["x"], "event.x", minimum=0, arithmetic=True)
    load_casting(cx, event, out, ids)
    load_devoured(cx, event, out, ids)
    load_tribute(cx, event, out, ids)
    load_read_ahead(cx, event, out, ids)
    load_amplified(cx, event, out, ids)
    if "hands_complete" in event:  # every card in each player's hand is among the objects (a reveal reads it)
        out["hands_complete"] = cx.ck.boolean(event["hands_complete"], "event.hands_complete")


LOADERS = {"zone_change": load_zone_change, "damage": load_damage, "destroy": load_destroy,
           "counters": load_counters, "create_token": load_create_token, "draw": load_draw,
           "gain_life": load_gain_life, "lose_life": load_gain_life, "enter": load_enter}


def token(cx: Context, raw: Any) -> dict[str, str]:
    """`event.token`: a library card name, `copy_of` an object (111.5: never an instant or sorcery), or
    `of` the card whose ability defines it (pysolver.scenario.tokens)."""
    if isinstance(raw, str):
        return {"card": permanent_card(cx, raw, "event.token")}
    if isinstance(raw, dict) and "of" in raw:  # 111.3: a token a card's ability defines
        return {"def": defined_token(cx, raw, "event.token")[0].name}
    spec = cx.ck.mapping(raw, "event.token", {"card", "copy_of"})
    if len(spec) != 1:
        raise cx.fail("event.token", "give exactly one of card (a library card), copy_of (an object) or of (the "
                                     "card whose ability creates it)")
    if "card" in spec:
        return {"card": permanent_card(cx, spec["card"], "event.token.card")}
    original = cx.objects[cx.ref(spec["copy_of"], "event.token.copy_of")]
    if {"instant", "sorcery"} & set(original.printed.types):
        raise cx.fail("event.token.copy_of", f"{original.id} is an instant or sorcery: no token that is a copy "
                                               "of it can be created (111.5)")
    return {"copy_of": original.id}


def permanent_card(cx: Context, raw: Any, path: str) -> str:
    """A library card that can be a permanent (111.5: a token of an instant or sorcery is not created)."""
    card = cx.card(raw, path)
    if {"instant", "sorcery"} & set(card.printed.types):
        raise cx.fail(path, f"{card.name} is an instant or sorcery card: no token of it can be created (111.5)")
    if card.compiled is not None:  # the token's abilities are the card's (111.4)
        cx.definitions += card.compiled.definitions()
        cx.not_modelled += card.compiled.not_modelled("token", path, held=True)
    return card.name
