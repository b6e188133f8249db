"""How a permanent was cast, where its abilities read it (docs/scenario.md `cast`): for its dash or blitz cost
(702.109a, 702.152a: "as long as this permanent's dash cost was paid, it has haste") or prototyped (702.160a, 718.3b:
its power, toughness and mana cost are the prototype's, its colours those of that cost, as copiable values, 718.3c),
or, a spell on the stack, with flashback or jump-start (702.34a, 702.133a: exiled instead as it leaves the stack);
and the `riot` choice made as it entered (702.136a). A permanent without `cast` was not cast for such a cost: cast for
its mana cost, or put onto the battlefield without being cast (as one not `entered_this_turn` did not enter this turn).
The keywords an object has are read from the definitions of its compiled card (entry_keyword/2, prototype/4 of
pysolver/cards/oracle/meaning/cast_keywords.py)."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

import clingo

from pysolver.cards.corpus.face import cost_colors, cost_value
from pysolver.cards.printed import Printed
from pysolver.scenario.context import Context
from pysolver.scenario.fields import show

CAST_WAYS = ("dash", "blitz", "prototype", "flashback", "jump-start")
# 702.34a, 702.133a: cast from a graveyard, a spell cast with them is exiled instead of put anywhere other than exile,
# onto the battlefield too: only a spell on the stack was (a card elsewhere is a new object, 400.7)
STACK_ONLY = ("flashback", "jump-start")
RIOT_CHOICES = ("counter", "haste")
RULES = {"dash": "702.109a", "blitz": "702.152a", "prototype": "702.160a", "flashback": "702.34a",
         "jump-start": "702.133a"}


def entry_keywords(definitions: Iterable[clingo.Symbol], abilities: Collection[clingo.Symbol]) -> set[str]:
    """The keywords read by the compiler (entry_keyword/2) among these printed abilities, as written ("jump-start")."""
    return {f.arguments[1].name.replace("_", "-") for f in definitions
            if f.name == "entry_keyword" and f.arguments[0] in abilities}


def has_keyword(cx: Context, printed: Printed, name: str) -> bool:
    """Whether one of the object's printed abilities is the keyword `name` (entry_keyword/2)."""
    return name in entry_keywords(cx.definitions, printed.abilities)


def cast_way(cx: Context, raw: dict[str, Any], path: str, printed: Printed, zone: str, token: bool) -> str | None:
    """The object's `cast` (None: not cast for an alternative cost its abilities read); a prototyped object's
    printed values become the prototype's (718.3b-c)."""
    if "cast" not in raw:
        return None
    way, sub = raw["cast"], f"{path}.cast"
    if not isinstance(way, str) or way not in CAST_WAYS:
        raise cx.fail(sub, f"expected one of {', '.join(CAST_WAYS)} (the alternative cost it was cast for), got "
                           f"{show(way)}")
    if way in STACK_ONLY and zone != "stack":
        raise cx.fail(sub, f"{raw['id']} is in the {zone}: only a spell on the stack was cast with {way} "
                           f"({RULES[way]}: exiled instead of put anywhere else as it leaves the stack; 400.7)")
    if zone not in ("battlefield", "stack"):  # 718.4: a prototype card elsewhere has only its normal values
        raise cx.fail(sub, f"{raw['id']} is in the {zone}: only a spell on the stack or a permanent was cast (601.2)")
    if token:  # 111.2: a token is created, never cast
        raise cx.fail(sub, "a token was not cast (111.2)")
    if not has_keyword(cx, printed, way):
        raise cx.fail(sub, f"{printed.name} has no {way} ability ({RULES[way]}) that the engine reads (a line it "
                           "refuses is none): it was not cast for that cost, or its cost is not read")
    if way == "prototype":
        prototype(cx, printed)
    return way


def prototype(cx: Context, printed: Printed) -> None:
    """718.3b: a prototyped spell or permanent has the prototype's power, toughness and mana cost, and the colours of
    that mana cost (105.2, 202.2)."""
    values = [f.arguments for f in cx.definitions if f.name == "prototype" and f.arguments[0] in printed.abilities]
    _key, cost, power, toughness = values[0]
    printed.mana_cost = cost.string
    printed.mana_value, printed.colors = cost_value(cost.string), sorted(cost_colors(cost.string))
    printed.power, printed.toughness = power.number, toughness.number


def riot_choice(cx: Context, value: Any, path: str, resolved: bool) -> str:
    """The `riot` choice: a +1/+1 counter or haste (702.136a), made as the object entered."""
    if resolved:
        raise cx.fail(path, "riot is chosen as a permanent enters (702.136a): the object's choice, not an effect's")
    if not isinstance(value, str) or value not in RIOT_CHOICES:
        raise cx.fail(path, f"expected counter or haste (702.136a: it entered with an additional +1/+1 counter, or "
                            f"gained haste), got {show(value)}")
    return value


def cast_facts(o: clingo.Symbol, way: str | None) -> list[clingo.Symbol]:
    """cast_for(O,W): the alternative cost the object `o` was cast for (asp/selectors.lp)."""
    return [] if way is None else [clingo.Function("cast_for", [o, clingo.Function(way.replace("-", "_"))])]
