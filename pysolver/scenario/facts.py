"""Scenario -> clingo symbols (the input predicates documented in asp/state.lp).

Facts are built as symbols, never as program text: a string in the scenario can only ever be a
clingo String inside a fact.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math
import re

import clingo

from pysolver.cards.vocabulary import const, subtype_facts
from pysolver.errors import SolverLimitError
from pysolver.programs.terms import term_names
from pysolver.scenario import Effect, GameObject, Scenario
from pysolver.scenario.cast import cast_facts

F, N, S = clingo.Function, clingo.Number, clingo.String
MAX_ORDERINGS = 5040
MANA_LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def mana_symbols(cost: str) -> list[clingo.Symbol]:
    """700.5, 107.4: each coloured mana symbol of a mana cost as sym(I,Colour), I its place in the cost; a hybrid
    symbol has one of each of its colours ({W/U}: white and blue, counted once for a devotion to both), a Phyrexian
    or a {2/W} one its colour; generic, {C}, {X} and {S} none."""
    return [F("sym", [N(i), const(MANA_LETTERS[part])])
            for i, symbol in enumerate(re.findall(r"\{([^{}]*)\}", cost), start=1)
            for part in symbol.upper().split("/") if part in MANA_LETTERS]


def choice_symbol(key: str, value: str) -> clingo.Symbol:
    """A choice value as a term: names are strings, the option chosen and the life paid numbers, everything else a
    constant."""
    if key in ("option", "life_paid"):
        return N(int(value))
    return S(value) if key in ("card_name", "kicked_with") else const(value)


def choice_facts(o: clingo.Symbol, choices: dict[str, str]) -> list[clingo.Symbol]:
    """choice/3 of each choice; `kicked_with` one for each kicker cost paid (702.33c)."""
    return [F("choice", [o, const(k), choice_symbol(k, v)]) for k, value in choices.items()
            for v in (value.split() if k == "kicked_with" else [value])]


def scenario_facts(sc: Scenario, order: dict[str, int]) -> list[clingo.Symbol]:
    """All facts of a scenario, with `order` the unique timestamp rank of each object and effect."""
    if any(eff.after_layers for eff in sc.effects):
        raise RuntimeError("internal error: an `ability_of` effect not yet read after the layers "
                           "(pysolver.scenario.activated.with_activated_abilities)")
    facts = [F("player", [const(p)]) for p in sc.players] + list(subtype_facts())
    facts.append(F("active", [const(sc.active)]))
    # 119: the life totals the scenario gives (a static ability's "as long as you have N or more life")
    facts += [F("life_total", [const(p), N(n)]) for p, n in sc.life.items()]
    facts += turn_facts(sc) + player_state_facts(sc)
    facts += [F("loses_copy", [const(oid)]) for oid in sorted(sc.copies_lost)]
    for obj in sc.objects:
        o = F(obj.id)
        facts += [F("object", [o]), F("ts", [o, N(order[obj.id])])] + object_facts(obj, o)
    for eff in sc.effects:
        facts += resolved_facts(eff, order[eff.id], with_parts=True)
    # the definitions of the compiled cards' abilities, as the library's files give theirs
    return facts + sc.definitions + alike_facts(sc)


def turn_facts(sc: Scenario) -> list[clingo.Symbol]:
    """The turn's history (604.1 conditions: asp/turn_history.lp, asp/combat/conditions.lp): drawn_this_turn(P,N) for
    each player who drew N > 0 cards this turn (121.1), gained_life_this_turn(P) for each who gained life (119.3),
    cast_spell(P,I) for the I-th spell P cast this turn and cast_spell_is(P,I,Attr,V) its types, supertypes and
    subtypes as it was cast (601.2, asp/spells_cast.lp)."""
    facts = ([F("drawn_this_turn", [const(p), N(n)]) for p, n in sorted(sc.drawn_this_turn.items()) if n > 0]
             + [F("gained_life_this_turn", [const(p)]) for p in sorted(sc.gained_life_this_turn)])
    for p, spells in sorted(sc.spells_cast_this_turn.items()):
        for i, spell in enumerate(spells, start=1):
            facts.append(F("cast_spell", [const(p), N(i)]))
            facts += [F("cast_spell_is", [const(p), N(i), const(attr), const(v)])
                      for attr, values in (("type", spell.types), ("supertype", spell.supertypes),
                                           ("subtype", spell.subtypes)) for v in values]
    return facts


def player_state_facts(sc: Scenario) -> list[clingo.Symbol]:
    """What each player is or has (604.1 conditions: asp/player_state.lp, asp/combat/conditions.lp):
    starting_life(P,N) (103.4), player_counter(P,Kind,N) for N > 0 (122.1), monarch(P) (724), dungeons_completed(P,N)
    for N > 0 (309.7), citys_blessing(P) (702.131c), speed(P,N) (702.179)."""
    ps = sc.player_state
    return ([F("starting_life", [const(p), N(n)]) for p, n in sorted(ps.starting_life.items())]
            + [F("player_counter", [const(p), S(k), N(n)])
               for p, kinds in sorted(ps.counters.items()) for k, n in sorted(kinds.items()) if n > 0]
            + ([F("monarch", [const(ps.monarch)])] if ps.monarch else [])
            + [F("dungeons_completed", [const(p), N(n)]) for p, n in sorted(ps.dungeons_completed.items()) if n > 0]
            + [F("citys_blessing", [const(p)]) for p in sorted(ps.citys_blessing)]
            + [F("speed", [const(p), N(n)]) for p, n in sorted(ps.speed.items())])


def resolved_facts(eff: Effect, timestamp: int, with_parts: bool) -> list[clingo.Symbol]:
    """The facts of a resolved spell or ability (611.2c) at `timestamp`; `with_parts`: a custom
    effect's operations too (the layer engine applies them; the later questions read its result)."""
    e = const(eff.id)
    ability = eff.ability if eff.ability is not None else F("custom", [e])
    facts = [F("resolved", [e]), F("res_controller", [e, const(eff.controller)]), F("ts", [e, N(timestamp)]),
             F("res_ability", [e, ability])]
    if eff.ability is None and with_parts:
        for layer, op in eff.parts:
            facts += [F("layer_of", [ability, const(layer)]), F("does", [ability, const(layer), op])]
    if eff.source:
        facts.append(F("res_source", [e, const(eff.source)]))
    facts += [F("target", [e, const(t)]) for t in eff.targets]
    # 115.1: the targets in the order the board lists them (op_for/4: "another target creature ...")
    facts += [F("target_nth", [e, const(t), N(i)]) for i, t in enumerate(eff.targets, start=1)]
    facts += [F("exchange_gets", [e, const(o), const(p)]) for o, p in sorted(eff.exchanged.items())]
    if eff.described:  # 611.2c: its set fixed as it resolved, perhaps empty
        facts.append(F("set_fixed", [e]))
    if eff.x is not None:
        facts.append(F("res_x", [e, N(eff.x)]))
    facts += choice_facts(e, eff.choices)
    return facts


def object_facts(obj: GameObject, o: clingo.Symbol) -> list[clingo.Symbol]:
    """The facts of one object (all but object/1 and its timestamp), naming it `o`."""
    pr = obj.printed
    facts = [F("zone", [o, const(obj.zone)]), F("owner", [o, const(obj.owner)]),
             F("controller0", [o, const(obj.controller)]), F("printed", [o, const("name"), S(pr.name)]),
             F("printed", [o, const("mana_value"), N(pr.mana_value)])]
    for attr, values in (("color", pr.colors), ("type", pr.types), ("subtype", pr.subtypes),
                         ("supertype", pr.supertypes)):
        facts += [F("printed", [o, const(attr), const(v)]) for v in values]
    for attr in ("power", "toughness"):
        value = getattr(pr, attr)
        if value is not None:
            facts.append(F("printed", [o, const(attr), N(value)]))
    facts += [F("printed", [o, const("ability"), a]) for a in pr.abilities]
    # 202.1, 700.5: its mana cost's coloured symbols (read only where an ability counts devotion: asp/state.lp)
    facts += [F("printed", [o, const("mana_symbol"), sym]) for sym in mana_symbols(pr.mana_cost)]
    facts += [F("counter", [o, S(kind), N(n)]) for kind, n in obj.counters.items() if n > 0]
    if obj.attached_to:
        facts.append(F("attached", [o, const(obj.attached_to)]))
    facts += choice_facts(o, obj.choices)
    if obj.token:
        facts.append(F("token", [o]))
    if obj.face_down:
        facts.append(F("face_down", [o]))
    if obj.tapped:  # 110.5: a status a condition may read ("as long as it's untapped")
        facts.append(F("tapped", [o]))
    # 506.4, 508.1k, 509.1g: a status of combat a static ability may read ("attacking creatures you control get
    # +1/+0", "as long as it's attacking"), as the question sees it (GameObject.attacking)
    if obj.attacking:
        facts.append(F("attacking", [o]))
    if obj.blocking:
        facts.append(F("blocking", [o]))
    if obj.monstrous:  # 701.37b: a designation a condition may read ("as long as ~ is monstrous")
        facts.append(F("monstrous", [o]))
    if obj.renowned:  # 702.112b: a designation a condition may read ("as long as ~ is renowned")
        facts.append(F("renowned", [o]))
    if obj.entered_this_turn:  # 400.7: "as long as it entered this turn"
        facts.append(F("entered_this_turn", [o]))
    if obj.commander:  # 903.3: a designation of the card ("commander creatures you own", "your commander")
        facts.append(F("commander", [o]))
    if obj.emblem:  # 114.4: its abilities function in the command zone; "as long as you have one or more emblems"
        facts.append(F("emblem", [o]))
    if obj.level is not None:  # 716.2a: a Class's level, a designation its class abilities read
        facts.append(F("class_level_of", [o, N(obj.level)]))
    if obj.paired_with:  # 702.95b: the creature it is paired with (both sides: possible.check_pairs)
        facts.append(F("paired", [o, const(obj.paired_with)]))
    if obj.attached_to_player:  # 303.4a: the player an Aura with "enchant player" is attached to
        facts.append(F("attached_player", [o, const(obj.attached_to_player)]))
    return facts + cast_facts(o, obj.cast)


def board_facts(sc: Scenario, characteristics: list[clingo.Symbol]) -> list[clingo.Symbol]:
    """The board after every layer, for the questions that read it (combat, replacement), with the
    definitions of the compiled cards' abilities (Scenario.definitions).

    characteristic(O,Attr,V): the final characteristics (out/3 of the layer engine: name,
      mana_value, controller, power, toughness, and one atom per type, subtype, supertype, colour
      and ability; power and toughness of noncreatures included, as the engine computed them).
    player(P). active(P). turn_order(P,N) (1 = the active player, then in turn order: APNAP).
    drawn_this_turn(P,N). gained_life_this_turn(P). cast_spell(P,I). cast_spell_is(P,I,Attr,V) (turn_facts).
    starting_life(P,N). player_counter(P,Kind,N). monarch(P). dungeons_completed(P,N). citys_blessing(P). speed(P,N)
    (player_state_facts).
    object(O). zone(O,Z). owner(O,P). token(O). face_down(O). tapped(O). summoning_sick(O). monstrous(O). renowned(O).
    attacking(O). blocking(O) (506.4: as the question sees the scenario's `combat`). blocking_pair(B,A) (509.1g).
    entered_this_turn(O). cast_for(O,W) (the object's `cast`).
    attached(O,Host). attached_player(O,P) (303.4a). paired(O,P) (702.95b).
    counter(O,Kind,N). damage(O,N). damaged_by(O,S). choice(Src,Key,V).
    resolved(E). res_ability(E,A). res_source(E,O). res_controller(E,P). target(E,O). res_x(E,N).
    ts(X,T): the timestamp given in the scenario of every object and effect.
    """
    facts = [F("player", [const(p)]) for p in sc.players] + turn_facts(sc) + player_state_facts(sc)
    facts.append(F("active", [const(sc.active)]))
    start = sc.players.index(sc.active)
    for n, p in enumerate(sc.players[start:] + sc.players[:start], start=1):
        facts.append(F("turn_order", [const(p), N(n)]))
    for obj in sc.objects:
        o = const(obj.id)
        facts += [F("object", [o]), F("zone", [o, const(obj.zone)]), F("owner", [o, const(obj.owner)]),
                  F("ts", [o, N(obj.timestamp)])]
        facts += [F("counter", [o, S(kind), N(n)]) for kind, n in obj.counters.items() if n > 0]
        facts += choice_facts(o, obj.choices)
        if obj.attached_to:
            facts.append(F("attached", [o, const(obj.attached_to)]))
        if obj.paired_with:
            facts.append(F("paired", [o, const(obj.paired_with)]))
        if obj.attached_to_player:
            facts.append(F("attached_player", [o, const(obj.attached_to_player)]))
        if obj.damage:
            facts.append(F("damage", [o, N(obj.damage)]))
        facts += [F("damaged_by", [o, const(s)]) for s in obj.damaged_by]
        # 506.4: attacking and blocking as the question sees the scenario's `combat` (GameObject.attacking)
        for flag in ("token", "face_down", "tapped", "summoning_sick", "monstrous", "renowned", "entered_this_turn",
                     "attacking", "blocking"):
            if getattr(obj, flag):
                facts.append(F(flag, [o]))
        facts += cast_facts(o, obj.cast)  # the alternative cost it was cast for (flashback, 702.34a: replace reads)
    for eff in sc.effects:
        facts += resolved_facts(eff, eff.timestamp, with_parts=False)
    facts += blocking_pairs(sc)
    facts += [F("characteristic", list(sym.arguments)) for sym in characteristics]
    return facts + sc.definitions


def blocking_pairs(sc: Scenario) -> list[clingo.Symbol]:
    """blocking_pair(B,A): the blocking creature B is blocking the attacking creature A (509.1g), as the question sees
    the `combat` section (both still in combat, 506.4: GameObject.blocking, GameObject.attacking)."""
    blockers = (sc.combat or {}).get("blockers", {})
    return [F("blocking_pair", [const(bid), const(aid)]) for bid, attacked in blockers.items()
            if sc.object(bid).blocking for aid in attacked if sc.object(aid).attacking]


_ANYONE = F("_")


def _fields_but_names(obj: GameObject) -> tuple[object, ...]:
    """Every field of the object (and of its printed values) but its id and timestamp, lists and
    mappings as tuples: objects with equal fields have equal object_facts, which reads no other."""
    printed = tuple(_frozen(getattr(obj.printed, name)) for name in _field_names(type(obj.printed)))
    return printed, *(_frozen(getattr(obj, name)) for name in _field_names(type(obj))
                      if name not in ("id", "timestamp", "printed"))


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    """The names of a dataclass's fields (dataclasses.fields takes some µs a call)."""
    return tuple(f.name for f in dataclasses.fields(cls))


def _frozen(value: object) -> object:
    """A field's value as a key: a list or mapping as a tuple (of its items)."""
    if isinstance(value, list):
        return tuple(value)
    if isinstance(value, dict):
        return tuple(value.items())
    return value


def alike_facts(sc: Scenario) -> list[clingo.Symbol]:
    """same_as(O,R) for objects with the same facts, in the same order (object_facts; timestamps
    aside), that no fact names together with another object or effect; R is the first of its
    class. asp/symmetry.lp decides whether they may be computed once."""
    # the facts of each object with no name of its own: alike objects have the same (made once for the
    # objects whose fields are all equal: object_facts reads nothing else)
    made: dict[tuple[object, ...], tuple[clingo.Symbol, ...]] = {}
    keys: dict[str, tuple[clingo.Symbol, ...]] = {}
    for obj in sc.objects:
        fields = _fields_but_names(obj)
        if fields not in made:
            made[fields] = tuple(object_facts(obj, _ANYONE))
        keys[obj.id] = made[fields]
    ids = {o.id for o in sc.objects} | {e.id for e in sc.effects}
    related: set[str] = set()
    for obj in sc.objects:
        if obj.attached_to:
            related |= {obj.id, obj.attached_to}
        if obj.paired_with:
            related |= {obj.id, obj.paired_with}
        related |= {v for v in obj.choices.values() if v in ids}
    for eff in sc.effects:
        related |= set(eff.targets) | {v for v in eff.choices.values() if v in ids}
        if eff.source:
            related.add(eff.source)
        for _, op in eff.parts:
            related |= term_names(op) & ids
    naming = {a for a in {a for obj in sc.objects for a in obj.printed.abilities} if term_names(a) & ids}
    classes: dict[tuple[clingo.Symbol, ...], str] = {}
    out = []
    for obj in sc.objects:
        if obj.id in related or naming.intersection(obj.printed.abilities):
            continue
        rep = classes.setdefault(keys[obj.id], obj.id)
        if rep != obj.id:
            out.append(F("same_as", [F(obj.id), F(rep)]))
    return out


def timestamp_orders(sc: Scenario, timed: set[str] | None = None) -> list[dict[str, int]]:
    """The total orders of timestamps the active player may choose (613.7m) that can differ.

    Entries with equal timestamps are ordered APNAP: the active player's first, in any order,
    then each other player's in turn order. Only the order among the `timed` entries (those whose
    timestamps the rules read: timed/1 of asp/symmetry.lp; None: every entry) can change an answer,
    so the others keep their list order and only the timed ones are permuted, each within the
    places its player's timed entries take. The first order is the list order (no permutation).
    Returns one rank assignment per order.
    """
    entries = [(o.id, o.timestamp, o.controller) for o in sc.objects]
    entries += [(e.id, e.timestamp, e.controller) for e in sc.effects]
    turn = sc.players[sc.players.index(sc.active):] + sc.players[:sc.players.index(sc.active)]
    groups: dict[int, list[tuple[str, str]]] = {}
    for ident, stamp, controller in entries:
        groups.setdefault(stamp, []).append((ident, controller))
    blocks: list[list[str]] = []
    permuted: list[list[tuple[str, ...]]] = []
    count = 1
    for stamp in sorted(groups):
        for player in turn:
            block = [i for i, c in groups[stamp] if c == player]
            moving = [i for i in block if timed is None or i in timed]
            count *= math.factorial(len(moving))
            if count > MAX_ORDERINGS:
                raise SolverLimitError(
                    f"{sc.source}: more than {MAX_ORDERINGS} orders of equal timestamps (613.7m); "
                    "give the objects and effects distinct timestamps")
            blocks.append(block)
            permuted.append(list(itertools.permutations(moving)))
    orders = []
    for combo in itertools.product(*permuted):
        flat: list[str] = []
        for block, moving in zip(blocks, combo, strict=True):
            fill = iter(moving)
            flat += [next(fill) if timed is None or i in timed else i for i in block]
        orders.append({ident: rank for rank, ident in enumerate(flat, start=1)})
    return orders


def ordered_facts(sc: Scenario, timed: set[str], start: int = 0) -> list[tuple[dict[str, int], list[clingo.Symbol]]]:
    """The orders of equal timestamps that can differ (timestamp_orders: only those among the `timed`
    entries; with none, the list order alone), from the `start`-th on, each with the scenario's facts
    in that order."""
    orders = timestamp_orders(sc, timed)[start:]
    return [(order, scenario_facts(sc, order)) for order in orders]
