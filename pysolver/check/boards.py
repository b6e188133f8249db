"""Random boards for `mtgsolve check` (hypothesis strategies), one kind per question.

- layers: permanents drawn from the whole card library (every card that is not an instant or
  sorcery), with the choices their abilities need, Auras and Equipment attached, +1/+1 counters,
  some cards in a graveyard or exile, and resolved spells of the library with layer effects; all
  timestamps distinct;
- attacks / blocks: small combats of pysolver.check.combat_brute (custom creatures with words of the
  combat vocabulary, Lures, Echo Circlets, Silent Arbiter, Tangle Angler, Alluring Siren, Swamps,
  attack taxes; two or three players);
- replace: the cards pysolver.check.replace_brute knows, an event, Mending Hands shields.
"""

from __future__ import annotations

import functools
from typing import Any

from hypothesis import strategies as st

from pysolver.cards.library import Library
from pysolver.cards.names import find_card
from pysolver.cards.printed import Card
from pysolver.check.combat_brute import Combat, Creature
from pysolver.check.replace_brute import REPLACE_CARDS

PLAYERS = ["alice", "bob"]
COLORS = ["white", "blue", "black", "red", "green"]
CREATURE_TYPES = ["bear", "elf", "goblin", "wall", "human", "zombie"]
SPELL_TYPES = {"instant", "sorcery"}


def players() -> st.SearchStrategy[str]:
    return st.sampled_from(PLAYERS)


# --- layers -----------------------------------------------------------------------------------------
def card_of(library: Library, name: str) -> Card:
    """A card of the hand-written library or of the compiled one (pysolver.cards.names.find_card: a
    compiled card teaches the library its abilities)."""
    return find_card(library, name)


@functools.lru_cache(maxsize=4)
def _pools(library: Library, only: tuple[str, ...] | None) -> tuple[list[str], list[str], list[str]]:
    """(permanent cards, spells with a layer effect, nonbasic land names) of the library (or of the
    cards `only` names, of the hand-written or the compiled library), sorted."""
    permanents, spells, lands = [], [], []
    for card in sorted(library.cards.values(), key=lambda c: c.name):
        if "land" in card.printed.types and "basic" not in card.printed.supertypes:
            lands.append(card.name)  # what Alpine Moon may name, whatever the pool
    chosen = sorted(library.cards.values(), key=lambda c: c.name) if only is None \
        else [card_of(library, name) for name in sorted(only)]
    for card in chosen:
        if set(card.printed.types) & SPELL_TYPES:
            if any(a in library.effect_abilities for a in card.printed.abilities):
                spells.append(card.name)
        else:
            permanents.append(card.name)
    return permanents, spells, lands


def _choices(draw: st.DrawFn, library: Library, card: str, lands: list[str]) -> dict[str, str]:
    """The choices a card's abilities need as it enters (a colour, a creature type, a land name)."""
    keys: set[str] = set()
    for ability in card_of(library, card).printed.abilities:
        keys |= library.required_choices(ability) or set()
    values = {"color": COLORS, "creature_type": CREATURE_TYPES, "card_name": lands}
    return {key: draw(st.sampled_from(values[key])) for key in sorted(keys) if key in values}


@st.composite
def layer_boards(draw: st.DrawFn, library: Library, cards: tuple[str, ...] | None = None,
                 most: int = 6) -> dict[str, Any]:
    """A two-player scenario of up to `most` library permanents and up to two resolved spells (of
    the cards named, when `cards` is given)."""
    permanents, spells, lands = _pools(library, cards)
    cards = draw(st.lists(st.sampled_from(permanents), min_size=1, max_size=most))
    objects: list[dict[str, Any]] = []
    for i, name in enumerate(cards):
        obj: dict[str, Any] = {"id": f"o{i}", "card": name, "owner": draw(players())}
        printed = card_of(library, name).printed
        if choices := _choices(draw, library, name, lands):
            obj["choices"] = choices
        if {"aura"} & set(printed.subtypes) or "equipment" in printed.subtypes:
            hosts = [o["id"] for o in objects]
            if hosts and draw(st.booleans()):
                obj["attached_to"] = draw(st.sampled_from(hosts))
        if "creature" in printed.types and draw(st.integers(0, 4)) == 0:
            obj["counters"] = {"+1/+1": draw(st.integers(1, 2))}
        if draw(st.integers(0, 7)) == 0:
            obj["zone"] = draw(st.sampled_from(["graveyard", "exile"]))
        objects.append(obj)
    on_board = [o["id"] for o in objects if o.get("zone", "battlefield") == "battlefield"]
    for obj in objects:  # only a permanent is attached, to a permanent (303.4, 301.5: scenario/possible.py)
        if obj.get("attached_to") and (obj["id"] not in on_board or obj["attached_to"] not in on_board):
            del obj["attached_to"]
    effects: list[dict[str, Any]] = []
    if on_board and spells:
        for i, spell in enumerate(draw(st.lists(st.sampled_from(spells), max_size=2))):
            effects.append({"id": f"e{i}", "spell": spell, "controller": draw(players()),
                            "targets": [draw(st.sampled_from(on_board))]})
    stamps = draw(st.permutations(range(1, len(objects) + len(effects) + 1)))
    for item, stamp in zip(objects + effects, stamps, strict=True):
        item["timestamp"] = stamp
    board: dict[str, Any] = {"players": PLAYERS, "objects": objects}
    if effects:
        board["effects"] = effects
    return board


# --- attacks and blocks ------------------------------------------------------------------------------
ATTACK_WORDS = ["attacks each combat if able", "can't attack", "can't attack or block alone", "defender",
                "haste", "vigilance"]
EVASION_WORDS = ["flying", "menace", "shadow", "horsemanship", "fear", "intimidate", "skulk", "swampwalk",
                 "protection from red", "protection from green", "can't be blocked",
                 "All creatures able to block this creature do so.", "must be blocked if able"]
BLOCK_WORDS = ["flying", "reach", "shadow", "horsemanship", "blocks each combat if able", "can't block",
               "can block an additional creature each combat", "can block any number of creatures",
               "can't attack or block alone", "can block only creatures with flying."]


def _combat_players(draw: st.DrawFn) -> list[str]:
    return list(draw(st.sampled_from([["alice", "bob"], ["alice", "bob", "carol"]])))


def _arbiter(draw: st.DrawFn, opponents: list[str]) -> list[Creature]:
    if not draw(st.booleans()):
        return []
    return [Creature("arbiter", draw(st.sampled_from(opponents)), card="Silent Arbiter", artifact=True, power=1)]


@st.composite
def attack_combats(draw: st.DrawFn) -> Combat:
    """Up to 4 creatures of alice (the active player), requirements, restrictions, taxes, a declaration."""
    names = _combat_players(draw)
    opponents = names[1:]
    mine = [Creature(f"c{i}", "alice", abilities=draw(st.lists(st.sampled_from(ATTACK_WORDS), max_size=2, unique=True)),
                     tapped=draw(st.integers(0, 5)) == 0, sick=draw(st.integers(0, 3)) == 0)
            for i in range(draw(st.integers(0, 4)))]
    sirens = []
    if mine:
        sirens = draw(st.lists(st.tuples(st.sampled_from(opponents), st.sampled_from([c.id for c in mine])),
                               max_size=2))
    taxes = {p: n for p in opponents if (n := draw(st.integers(0, 2)))}
    declared = None
    if draw(st.booleans()):
        declared = {c.id: t for c in mine if (t := draw(st.sampled_from([None, *opponents])))}
    return Combat(names, mine + _arbiter(draw, opponents), taxes=taxes, sirens=sirens, declared=declared)


@st.composite
def block_combats(draw: st.DrawFn) -> Combat:
    """Up to 4 attackers (and Tangle Angler) and 4 blockers, evasion, requirements, a declaration."""
    names = _combat_players(draw)
    opponents = names[1:]
    attackers = []
    for i in range(draw(st.integers(1, 4))):
        attackers.append(Creature(
            f"a{i}", "alice", abilities=draw(st.lists(st.sampled_from(EVASION_WORDS), max_size=2, unique=True)),
            colors=draw(st.lists(st.sampled_from(COLORS), max_size=2, unique=True)), power=draw(st.integers(1, 3)),
            lures=draw(st.integers(0, 3)) // 2, attacks=draw(st.sampled_from(opponents))))
    blockers = []
    for i in range(draw(st.integers(0, 4))):
        blockers.append(Creature(
            f"b{i}", draw(st.sampled_from(opponents)),
            abilities=draw(st.lists(st.sampled_from(BLOCK_WORDS), max_size=2, unique=True)),
            colors=draw(st.lists(st.sampled_from(COLORS), max_size=2, unique=True)), artifact=draw(st.booleans()),
            power=draw(st.integers(1, 3)), tapped=draw(st.integers(0, 5)) == 0, circlets=draw(st.integers(0, 3)) // 2))
    anglers: list[str] = []
    if draw(st.booleans()):
        attackers.append(Creature("angler", "alice", card="Tangle Angler", abilities=["infect"], colors=["green"],
                                  power=1, attacks=draw(st.sampled_from(opponents))))
        if blockers:
            anglers = draw(st.lists(st.sampled_from([b.id for b in blockers]), max_size=2))
    swamps = draw(st.lists(st.sampled_from(opponents), unique=True))
    combat = Combat(names, attackers + blockers + _arbiter(draw, opponents), swamps=swamps, anglers=anglers)
    if draw(st.booleans()):
        combat.declared = {}
        for b in (c for c in combat.creatures if c.controller != "alice"):
            mine = [a.id for a in attackers if a.attacks == b.controller]
            combat.declared[b.id] = draw(st.lists(st.sampled_from(mine), unique=True, max_size=2)) if mine else []
    return combat


# --- replace -----------------------------------------------------------------------------------------
@st.composite
def replace_boards(draw: st.DrawFn, pool: list[str] | None = None) -> dict[str, Any]:
    """Cards of `pool` (default: every card the brute force knows; up to 4, repeats allowed) with
    random owners and distinct timestamps, plus the objects events name: a creature `bears`, a
    Cleric `cleric`, a spell `shock` on the stack; and up to two resolved Mending Hands shields."""
    cards = draw(st.lists(st.sampled_from(pool or REPLACE_CARDS), min_size=0, max_size=4))
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
def replace_events(draw: st.DrawFn) -> dict[str, Any]:
    """An event the brute force knows: counters on `bears`, damage from `shock`, life gain, `bears` dying."""
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
