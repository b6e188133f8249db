"""Random boards of real cards of the compiled library (hypothesis strategies), one kind per question,
for the brute-force checkers: each card is drawn from a Pool, the cards of a sample that the checkers
read whole (pysolver.check.compiled_cards), mixed with the boards of pysolver.check.boards.

- attacks / blocks: the combats of pysolver.check.boards plus up to two compiled creatures (their
  evasion, restrictions, requirements), compiled Auras and Equipment attached to a creature, and
  permanents with rules of the whole game or attack costs;
- replace: the replacement boards plus compiled permanents and resolved compiled spells (prevention
  shields), and an event, now and then a compiled creature dying, cards entering from a hand or a
  spell resolving from the stack (how it was cast: kicked, mana spent, cast from, raid);
- layers: compiled permanents with static abilities of layers 4-7, bodies (creatures with none),
  basic lands, +1/+1 counters, Auras and Equipment attached, cards in a graveyard, and resolved
  compiled spells targeting a creature; every timestamp distinct.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from pysolver.cards.library import Library
from pysolver.cards.names import UnknownCard, find_card
from pysolver.check.boards import PLAYERS, attack_combats, block_combats, players, replace_boards, replace_events
from pysolver.check.combat_brute import Combat, Creature
from pysolver.check.compiled_cards import CardReading, matters, read_card
from pysolver.scenario.casting import kicker_limit, kicker_of

BASIC_LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


@dataclass
class Pool:
    """The compiled cards boards are drawn from, as the checkers read them, by the part they play;
    `unread`: the cards named that the checkers cannot read whole for that part (role, name, why)."""

    readings: dict[str, CardReading] = field(default_factory=dict)
    # how many times each card can be kicked (702.33a-d: its printed kicker)
    kicks: dict[str, float] = field(default_factory=dict)
    roles: dict[str, list[str]] = field(default_factory=dict)
    unread: list[tuple[str, str, str]] = field(default_factory=list)

    def names(self, role: str, test: Any = None) -> list[str]:
        """The cards of a role (those `test(reading)` holds for)."""
        return [n for n in self.roles.get(role, []) if test is None or test(self.readings[n])]


def load_pool(library: Library, roles: dict[str, list[str]]) -> Pool:
    """The cards named for each role ("combat", "replace", "layers", "bodies"), looked up as scenarios
    do (pysolver.cards.names) and read by the checkers."""
    pool = Pool()
    for role, names in roles.items():
        kept = []
        for name in names:
            try:
                card = find_card(library, name)
            except UnknownCard as exc:
                pool.unread.append((role, name, str(exc)))
                continue
            if card.compiled is None:
                pool.unread.append((role, name, "not a card of the compiled library"))
                continue
            reading = read_card(card.compiled)  # type: ignore[arg-type]
            question = "layers" if role == "bodies" else role
            body = role != "bodies" or (reading.creature and reading.layers == () and not reading.printed["abilities"])
            if not (body and (matters(reading, question) or role == "bodies")):
                pool.unread.append((role, name, "not read whole by the checker of " + question))
                continue
            pool.readings[reading.name] = reading
            pool.kicks[reading.name] = kicker_limit(kicker_of(card.compiled.oracle_lines()))
            kept.append(reading.name)
        pool.roles[role] = kept
    return pool


# --- attacks and blocks ---------------------------------------------------------------------------------
def _creature(r: CardReading, cid: str, controller: str, **more: Any) -> Creature:
    assert r.combat is not None
    return Creature(cid, controller, card=r.name, abilities=list(r.combat.own), colors=list(r.printed["colors"]),
                    artifact="artifact" in r.printed["types"], power=r.printed["power"], types=list(r.printed["types"]),
                    subtypes=list(r.printed["subtypes"]), supertypes=list(r.printed["supertypes"]), **more)


def _impose(combat: Combat, r: CardReading, owner: str) -> None:
    """What a compiled permanent imposes on the whole combat: rules of the game, attack costs."""
    assert r.combat is not None
    combat.rules += r.combat.game
    if r.combat.taxes:
        combat.card_taxes[owner] = combat.card_taxes.get(owner, 0) + r.combat.taxes


@st.composite
def compiled_combats(draw: st.DrawFn, pool: Pool, question: str) -> Combat:
    """A combat of pysolver.check.boards with up to two compiled creatures, up to two compiled Auras,
    Equipment or rules permanents, and a random declaration (now and then)."""
    combat = draw(attack_combats() if question == "attacks" else block_combats())
    opponents = combat.players[1:]
    creatures = pool.names("combat", lambda r: r.creature)
    for i in range(draw(st.integers(1, 2)) if creatures else 0):
        r = pool.readings[draw(st.sampled_from(creatures))]
        if question == "attacks":
            c = _creature(r, f"k{i}", "alice", tapped=draw(st.integers(0, 5)) == 0, sick=draw(st.integers(0, 3)) == 0)
        elif draw(st.booleans()):
            c = _creature(r, f"k{i}", "alice", attacks=draw(st.sampled_from(opponents)))
        else:
            c = _creature(r, f"k{i}", draw(st.sampled_from(opponents)), tapped=draw(st.integers(0, 5)) == 0)
        combat.creatures.append(c)
        _impose(combat, r, c.controller)
    others = pool.names("combat", lambda r: not r.creature and not r.spell)
    for i in range(draw(st.integers(0, 2)) if others else 0):
        r = pool.readings[draw(st.sampled_from(others))]
        assert r.combat is not None
        host = None
        if r.combat.attached:
            hosts = [c for c in combat.creatures if c.card is None or c.card not in ("Tangle Angler",)]
            if not hosts:
                continue
            target = draw(st.sampled_from(hosts))
            target.granted = target.granted + list(r.combat.attached)
            host, owner = target.id, target.controller
        else:
            owner = draw(st.sampled_from(combat.players))
        combat.permanents.append((f"p{i}", r.name, owner, host))
        _impose(combat, r, owner)
    spells = pool.names("combat", lambda r: r.spell)
    for i in range(draw(st.integers(0, 1)) if spells else 0):
        r = pool.readings[draw(st.sampled_from(spells))]
        assert r.combat is not None
        target = draw(st.sampled_from(combat.creatures)) if combat.creatures else None
        if target is None:
            break
        you = draw(st.sampled_from(combat.players))
        combat.spells.append((f"ks{i}", r.name, you, target.id))
        for word in r.combat.resolved:  # 611.2c: on its target, one requirement per effect
            if word == "attacks you":
                combat.calls.append((you, target.id))
            else:
                target.granted = target.granted + [word]
    combat.declared = None
    if draw(st.booleans()):
        combat.declared = _declaration(draw, combat, question, opponents)
    return combat


def _declaration(draw: st.DrawFn, combat: Combat, question: str, opponents: list[str]) -> dict[str, Any]:
    if question == "attacks":
        return {c.id: t for c in combat.creatures if c.controller == "alice"
                and (t := draw(st.sampled_from([None, *opponents])))}
    declared = {}
    for b in (c for c in combat.creatures if c.controller != "alice"):
        mine = [a.id for a in combat.creatures if a.attacks == b.controller]
        declared[b.id] = draw(st.lists(st.sampled_from(mine), unique=True, max_size=2)) if mine else []
    return declared


# --- replace ----------------------------------------------------------------------------------------------
@st.composite
def compiled_replace_cases(draw: st.DrawFn, pool: Pool) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """(board, event, rules): a replacement board with up to two compiled permanents and up to two
    resolved compiled spells, an event; `rules` the compiled effects by object or effect id (their
    controller and Replacements, for pysolver.check.replace_brute.brute_force)."""
    board = draw(replace_boards())
    rules: dict[str, Any] = {}
    permanents = pool.names("replace", lambda r: not r.spell)
    for i in range(draw(st.integers(0, 2)) if permanents else 0):
        r = pool.readings[draw(st.sampled_from(permanents))]
        oid, owner = f"k{i}", draw(players())
        board["objects"].append({"id": oid, "card": r.name, "owner": owner, "timestamp": 50 + i})
        rules[oid] = (owner, list(r.replacements or ()))
    spells = pool.names("replace", lambda r: r.spell)
    for i in range(draw(st.integers(0, 2)) if spells else 0):
        r = pool.readings[draw(st.sampled_from(spells))]
        eid, you = f"ks{i}", draw(players())
        target = draw(st.sampled_from(["bears", "cleric", *PLAYERS]))
        board["effects"].append({"id": eid, "spell": r.name, "controller": you, "targets": [target],
                                 "timestamp": 200 + i})
        rules[eid] = (you, list(r.replacements or ()))
    for i, land in enumerate(draw(st.lists(st.sampled_from(BASIC_LANDS[3:]), max_size=3))):
        board["objects"].append({"id": f"land{i}", "card": land, "owner": draw(players()), "timestamp": 60 + i})
    entering = pool.names("replace", lambda r: any(x.kind == "enter" for x in r.replacements or ()))
    for i in range(draw(st.integers(0, 2)) if entering else 0):  # 614.12: cards about to enter, in a hand
        r = pool.readings[draw(st.sampled_from(entering))]
        oid, owner = f"n{i}", draw(players())
        board["objects"].append({"id": oid, "card": r.name, "owner": owner, "zone": "hand", "timestamp": 70 + i})
        rules[oid] = (owner, list(r.replacements or ()))
    dying = [o["id"] for o in board["objects"] if o["id"] in rules and o.get("zone") is None
             and pool.readings[o["card"]].creature]
    hand = [o["id"] for o in board["objects"] if o.get("zone") == "hand"]
    choice = draw(st.integers(0, 2))
    spells = [o["id"] for o in board["objects"] if o.get("zone") == "hand" and "land" not in
              pool.readings[o["card"]].printed["types"]]
    if spells and choice == 2 and draw(st.booleans()):  # 601.2, 608.3: a spell cast, resolving from the stack
        chosen = draw(st.sampled_from(spells))
        cast = next(o for o in board["objects"] if o["id"] == chosen)
        cast["zone"] = "stack"
        event = {"kind": "enter", "object": cast["id"], **draw(turn_history()),
                 "kicked": draw(st.integers(0, int(min(3, pool.kicks.get(cast["card"], 0))))),
                 "cast_from": draw(st.sampled_from(["hand", "graveyard", "exile"])),
                 "mana_spent": draw(st.dictionaries(st.sampled_from(list("WUBRGC")), st.integers(0, 3), max_size=4))}
    elif hand and choice == 2:
        event = {"kind": "enter", "objects": draw(st.lists(st.sampled_from(hand), min_size=1, unique=True)),
                 **draw(turn_history())}
    elif dying and choice == 1:
        event = {"kind": "zone_change", "object": draw(st.sampled_from(dying)), "to": "graveyard"}
    else:
        event = draw(replace_events())
    return board, event, rules


def turn_history() -> st.SearchStrategy[dict[str, Any]]:
    """The enter event's account of the turn: raid, who lost life, who was dealt damage, how many creatures died,
    under whose control a permanent left the battlefield."""
    return st.fixed_dictionaries({"attacked_this_turn": st.booleans(),
                                  "lost_life_this_turn": st.lists(players(), unique=True),
                                  "damaged_this_turn": st.lists(players(), unique=True),
                                  "died_this_turn": st.integers(0, 2),
                                  "left_battlefield_this_turn": st.lists(players(), unique=True)})


# --- layers -----------------------------------------------------------------------------------------------
@st.composite
def compiled_layer_boards(draw: st.DrawFn, pool: Pool) -> dict[str, Any]:
    """Compiled statics, bodies, basic lands and resolved compiled spells (see the module's text)."""
    statics = pool.names("layers", lambda r: not r.spell)
    spells = pool.names("layers", lambda r: r.spell)
    cards = draw(st.lists(st.sampled_from(statics), min_size=1, max_size=3)) if statics else []
    cards += draw(st.lists(st.sampled_from(pool.names("bodies") or BASIC_LANDS), min_size=1, max_size=3))
    cards += draw(st.lists(st.sampled_from(BASIC_LANDS), max_size=2))
    cards = draw(st.permutations(cards))
    objects: list[dict[str, Any]] = []
    for i, name in enumerate(cards):
        obj: dict[str, Any] = {"id": f"o{i}", "card": name, "owner": draw(players())}
        r = pool.readings.get(name)
        subtypes = set(r.printed["subtypes"]) if r else set()
        creature = r is not None and r.creature
        if subtypes & {"aura", "equipment"}:
            hosts = [o["id"] for o in objects if o.get("zone") is None and o.get("creature")]
            if hosts and draw(st.integers(0, 3)) > 0:
                obj["attached_to"] = draw(st.sampled_from(hosts))
        elif creature and draw(st.integers(0, 3)) == 0:
            obj["counters"] = {"+1/+1": draw(st.integers(1, 2))}
        elif creature and draw(st.integers(0, 5)) == 0:
            obj["zone"] = "graveyard"
        obj["creature"] = creature
        objects.append(obj)
    for obj in objects:
        del obj["creature"]
    creatures = [o["id"] for o in objects if o.get("zone") is None and o["card"] in pool.readings
                 and pool.readings[o["card"]].creature]
    effects: list[dict[str, Any]] = []
    if spells and creatures:
        for i, spell in enumerate(draw(st.lists(st.sampled_from(spells), max_size=2))):
            # 611.2c: as many targets as its words allow (target_count/3), distinct creatures
            least, most = next((eff.targets for eff in pool.readings[spell].layers or () if eff.scope is None),
                               (0, 0))
            most = len(creatures) if most is None else min(most, len(creatures))
            if least > most:
                continue
            targets = draw(st.lists(st.sampled_from(creatures), min_size=least, max_size=most, unique=True))
            effects.append({"id": f"e{i}", "spell": spell, "controller": draw(players()),
                            **({"targets": targets} if most else {})})
    stamps = draw(st.permutations(range(1, len(objects) + len(effects) + 1)))
    for item, stamp in zip(objects + effects, stamps, strict=True):
        item["timestamp"] = stamp
    return {"players": PLAYERS, "objects": objects, **({"effects": effects} if effects else {})}
