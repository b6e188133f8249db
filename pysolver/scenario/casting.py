"""The enter event's account of how the entering object was cast and of its controller's turn
(docs/replace.md): `kicked` (702.33d), `mana_spent` (601.2h), `cast_from` (601.2a),
`attacked_this_turn` (508.1), `lost_life_this_turn` (119.3), `damaged_this_turn` (120.3), `died_this_turn` (700.4) and
`left_battlefield_this_turn`, read by "[this permanent] enters with ... counters" abilities
(asp/replace/casting.lp), `devoured`, the creatures sacrificed as it enters (devour, 702.82a), `tribute`, the
opponent's choice as it enters (702.104a), `read_ahead`, the chapter number chosen as a Saga enters
(702.155b), and `amplified`, the cards revealed as it enters (702.38a).

Only a resolving spell was cast (601.2, 608.3): the casting fields describe an object on the stack.
An object entering from elsewhere was not cast, and its abilities read it so (not kicked, no mana
spent, cast from no zone); the fields are refused for it. For an object on the stack a field left
out is not guessed: an ability that reads it makes the question refused (exit 2)."""

from __future__ import annotations

import re
from typing import Any

from pysolver.scenario.context import Context
from pysolver.scenario.fields import show
from pysolver.scenario.objects import kicker_costs

CASTING_FIELDS = ("kicked", "kicked_with", "mana_spent", "cast_from")
# what happened this turn (the turn's history), for raid, morbid, revolt and the like
TURN_FIELDS = ("attacked_this_turn", "lost_life_this_turn", "damaged_this_turn", "died_this_turn",
               "left_battlefield_this_turn")
# 106.1: the mana symbols (105.1 the five colours, 106.1b colourless)
MANA_SYMBOLS = ("w", "u", "b", "r", "g", "c")
# 601.2a: where a spell may have been cast from; none: put on the stack without being cast (707.10)
CAST_ZONES = ("hand", "graveyard", "library", "exile", "command", "none")
# 714.2b: a chapter ability's line begins with its chapter numbers, Roman numerals ("I, II — ...")
CHAPTER_LINE = re.compile(r"^((?:[IVX]+)(?:, [IVX]+)*) \u2014 ")
# 702.33a-c: a kicker line, "Kicker [cost]", "Kicker [cost 1] and/or [cost 2]", "Multikicker [cost]"
KICKER_LINE = re.compile(r"^(Kicker|Multikicker)(?: |\u2014)(.+?)(?: \(.*)?$")
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}


def load_casting(cx: Context, event: dict[str, Any], out: dict[str, Any], ids: list[str]) -> None:
    """`kicked`, `kicked_with`, `mana_spent`, `cast_from` (of one object on the stack), and the turn's history:
    `attacked_this_turn`, `lost_life_this_turn`, `damaged_this_turn`, `died_this_turn`, `left_battlefield_this_turn`."""
    if "attacked_this_turn" in event:
        out["attacked_this_turn"] = cx.ck.boolean(event["attacked_this_turn"], "event.attacked_this_turn")
    for field in ("lost_life_this_turn", "damaged_this_turn", "left_battlefield_this_turn"):  # 119.3; 120.3; 603.6c
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
    kickers = printed_kickers(cx, ids[0])
    if "kicked" in event:
        out["kicked"] = cx.ck.integer(event["kicked"], "event.kicked", minimum=0, arithmetic=True)
        if kickers is not None and out["kicked"] > kicker_limit(kickers):
            raise cx.fail("event.kicked", f"{ids[0]} can't be kicked {out['kicked']} time(s): "
                                          f"{kicker_words(kickers)}")
    if "kicked_with" in event:  # 702.33c: which of its kickers were paid; it was kicked that many times
        out["kicked_with"] = kicker_costs(cx, event["kicked_with"], "event.kicked_with")
        if out.setdefault("kicked", len(out["kicked_with"])) != len(out["kicked_with"]):
            raise cx.fail("event.kicked", f"it was kicked once for each kicker cost paid (702.33c): "
                                          f"{len(out['kicked_with'])} with `kicked_with`")
        paid = [cost for cost in out["kicked_with"] if kickers is not None and cost not in kickers[1]]
        if paid:
            raise cx.fail("event.kicked_with", f"{paid[0].upper()} is no kicker cost of {ids[0]}: "
                                               f"{kicker_words(kickers)}")
    if "mana_spent" in event:
        out["mana_spent"] = mana_spent(cx, event["mana_spent"])
    if "cast_from" in event:
        out["cast_from"] = cx.ck.word(event["cast_from"], "event.cast_from", CAST_ZONES, "zone (601.2a)")


def printed_kickers(cx: Context, oid: str) -> tuple[str, list[str]] | None:
    """The kicker of the card of the spell `oid` (702.33a): ("kicker" or "multikicker", its costs as the compiled lines
    write them, "{1}{u}"), ("", []) for a card without one, None when the scenario does not know the card's text (a
    spell has the kicker its card prints: no effect grants one while it is cast)."""
    card = cx.objects[oid].card
    compiled = cx.card(card, "event.object").compiled if card is not None else None
    return None if compiled is None else kicker_of(compiled.oracle_lines())


def kicker_of(lines: list[str]) -> tuple[str, list[str]]:
    """The kicker an Oracle text prints (702.33a-c): ("kicker" or "multikicker", its costs, "{1}{u}"), ("", [])
    for none."""
    for line in lines:
        found = KICKER_LINE.match(line)
        if found:
            return found.group(1).lower(), [cost.strip().lower() for cost in found.group(2).split(" and/or ")]
    return "", []


def kicker_limit(kickers: tuple[str, list[str]]) -> float:
    """How many times a spell with that kicker can be kicked: once per kicker cost (702.33a-b), any number of
    times with multikicker (702.33c-d)."""
    return float("inf") if kickers[0] == "multikicker" else len(kickers[1])


def kicker_words(kickers: tuple[str, list[str]] | None) -> str:
    """What the card's kicker allows, for a message."""
    if kickers is None or not kickers[0]:
        return "its card has no kicker (702.33a)"
    costs = " and/or ".join(c.upper() for c in kickers[1])
    return f"its card's {kickers[0]} is {costs} (702.33a-d)"


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


def load_devoured(cx: Context, event: dict[str, Any], out: dict[str, Any], ids: list[str]) -> None:
    """`devoured`: the creatures its controller sacrifices as the one entering object enters (702.82a: "you may
    sacrifice any number of creatures"); each a permanent that player controls (701.21a: a player sacrifices only
    their own permanents). Whether each is a creature is judged on the board the layers give (the question)."""
    devoured = _listed_once(cx, event, ids, "devoured", "the creatures are sacrificed as that object enters (702.82a)",
                            "names an object twice (each creature is sacrificed once)")
    if devoured is None:
        return
    for i, oid in enumerate(devoured):
        obj = cx.objects[oid]
        if obj.zone != "battlefield":
            raise cx.fail(f"event.devoured[{i}]", f"{oid} is in the {obj.zone}: only a permanent on the "
                                                  "battlefield is sacrificed (701.21a)")
        if obj.controller != out["controller"]:
            raise cx.fail(f"event.devoured[{i}]", f"{oid} is controlled by {obj.controller}, not by "
                                                  f"{out['controller']}, who sacrifices as it enters: a player "
                                                  "sacrifices only permanents they control (701.21a)")
    out["devoured"] = devoured


def load_tribute(cx: Context, event: dict[str, Any], out: dict[str, Any], ids: list[str]) -> None:
    """`tribute: {opponent: ID, paid: BOOL}`: the opponent the controller of the one entering object chose as it
    entered and whether that player put the counters on it (tribute, 702.104a)."""
    if "tribute" not in event:
        return
    if len(ids) != 1:
        raise cx.fail("event.tribute", "give one `object`: the tribute is chosen as that object enters (702.104a)")
    spec = cx.ck.mapping(event["tribute"], "event.tribute", {"opponent", "paid"})
    for key in ("opponent", "paid"):
        if key not in spec:
            raise cx.fail(f"event.tribute.{key}", "missing; give the opponent chosen and whether they paid the "
                                                  "tribute (702.104a)")
    opponent = cx.player(spec["opponent"], "event.tribute.opponent")
    if opponent == out["controller"]:
        raise cx.fail("event.tribute.opponent", f"{opponent} controls it as it enters: the tribute is paid by an "
                                                "opponent of that player (702.104a)")
    out["tribute"] = {"opponent": opponent, "paid": cx.ck.boolean(spec["paid"], "event.tribute.paid")}


def load_read_ahead(cx: Context, event: dict[str, Any], out: dict[str, Any], ids: list[str]) -> None:
    """`read_ahead`: the number chosen as the one entering Saga enters, from one to its final chapter number (read
    ahead, 702.155b, 714.3b; 714.2d: the final chapter number is the greatest of its chapter abilities)."""
    if "read_ahead" not in event:
        return
    if len(ids) != 1:
        raise cx.fail("event.read_ahead", "give one `object`: the number is chosen as that Saga enters (702.155b)")
    shown = copied_card_holder(cx, ids[0], out.get("copy_of"))
    card = cx.objects[shown].card
    compiled = cx.card(card, "event.object").compiled if card is not None else None
    chapters = [ROMAN.get(n, 0) for line in (compiled.oracle_lines() if compiled is not None else [])
                for match in [CHAPTER_LINE.match(line)] if match for n in match.group(1).split(", ")]
    as_what = "" if shown == ids[0] else f" (entering as a copy of {shown}, 707.2)"
    if not chapters:
        raise cx.fail("event.read_ahead", f"{ids[0]}{as_what} has no chapter abilities (714.2b) the scenario knows: no "
                                          "final chapter number to choose up to")
    final = max(chapters)
    chosen = cx.ck.integer(event["read_ahead"], "event.read_ahead", minimum=1)
    if chosen > final:
        raise cx.fail("event.read_ahead", f"{chosen} is more than {ids[0]}'s final chapter number{as_what}, {final} "
                                          "(702.155b: a number from one to it)")
    out["read_ahead"] = chosen


def copied_card_holder(cx: Context, oid: str, copy_of: str | None) -> str:
    """The object whose card gives the entering object's chapter abilities: the one it enters as a copy of (the
    event's `copy_of`, or its own `choices: {copy: ...}`, 707.2), through copies of copies (707.3), else itself."""
    seen = [oid]
    current = copy_of or cx.objects[oid].choices.get("copy")
    while current is not None and current not in seen and current in cx.objects:
        seen.append(current)
        current = cx.objects[current].choices.get("copy")
    return seen[-1]


def load_amplified(cx: Context, event: dict[str, Any], out: dict[str, Any], ids: list[str]) -> None:
    """`amplified`: the cards its controller reveals from their hand as the one entering object enters (amplify,
    702.38a: "you can't reveal this card or any other cards that are entering the battlefield at the same time");
    whether each shares a creature type with it is judged as it would enter (asp/replace/enter_choices.lp)."""
    revealed = _listed_once(cx, event, ids, "amplified", "the cards are revealed as that object enters (702.38a)",
                            "names a card twice (each card is revealed once)")
    if revealed is None:
        return
    for i, oid in enumerate(revealed):
        obj = cx.objects[oid]
        if oid in ids:
            raise cx.fail(f"event.amplified[{i}]", f"{oid} is the card entering: it can't reveal itself (702.38a)")
        if obj.zone != "hand" or obj.owner != out["controller"]:
            raise cx.fail(f"event.amplified[{i}]", f"{oid} is not a card in {out['controller']}'s hand, the player "
                                                   "it enters under, who reveals from their hand (702.38a)")
    out["amplified"] = revealed


def _listed_once(cx: Context, event: dict[str, Any], ids: list[str], field: str, entering: str,
                 twice: str) -> list[str] | None:
    """The objects the enter event's `field` lists (None when it has none), each once, for the one object entering
    (`entering` says why one: what happens as it enters; `twice` the error of an object listed twice)."""
    if field not in event:
        return None
    if len(ids) != 1:
        raise cx.fail(f"event.{field}", f"give one `object`: {entering}")
    raw = cx.ck.seq(event[field], f"event.{field}", "a list of objects")
    listed = [cx.ref(oid, f"event.{field}[{i}]") for i, oid in enumerate(raw)]
    if len(set(listed)) != len(listed):
        raise cx.fail(f"event.{field}", twice)
    return listed
