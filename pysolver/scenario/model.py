"""The validated scenario: typed objects, effects, combat and event (docs/scenario.md, "Scenario file")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import clingo

from pysolver.cards.printed import Printed

if TYPE_CHECKING:
    from pysolver.cards.modelled import NotModelled


@dataclass(frozen=True)
class CastSpell:
    """A spell a player cast this turn (601.2), by its characteristics as it was cast: its card types (205.2a),
    supertypes (205.4a) and subtypes (205.3), each in normal form."""

    types: tuple[str, ...]
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    card: str | None = None  # the library card (or face) it was, when the file names one


@dataclass
class GameObject:
    """One object of the scenario."""

    id: str
    printed: Printed
    card: str | None
    owner: str
    controller: str
    zone: str
    timestamp: int
    tapped: bool = False
    token: bool = False
    face_down: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    choices: dict[str, str] = field(default_factory=dict)
    damage: int = 0
    summoning_sick: bool = False
    monstrous: bool = False  # 701.37b: a designation a permanent keeps until it leaves the battlefield
    renowned: bool = False  # 702.112b: a designation a permanent keeps until it leaves the battlefield
    entered_this_turn: bool = False  # 400.7: it entered the battlefield this turn (as this object)
    commander: bool = False  # 903.3: a card designated as a commander (kept in every zone)
    emblem: bool = False  # 114.1: an emblem in the command zone (pysolver.scenario.emblems)
    cast: str | None = None  # 601.2b: the alternative cost it was cast for: dash, blitz, prototype (scenario/cast.py)
    level: int | None = None  # 716.2a: a Class's level, a designation (None: not given, level 1)
    # 702.95b: the creature it is paired with by a soulbond ability (given on either side or both: the scenario's
    # loader makes it symmetric); whether the pair still holds (702.95e) is read from the layers' result
    paired_with: str | None = None
    # 303.4a, 702.5d: the player an Aura with "enchant player" is attached to (a Curse: "enchanted player")
    attached_to_player: str | None = None
    # the objects that dealt damage to it this turn (120.3; "a creature dealt damage by ~ this turn")
    damaged_by: tuple[str, ...] = ()
    # 506.4: the statuses of combat the question sees it in (the scenario's `combat` section as the question
    # reads it: pysolver.questions.layers.combat_statuses); a status, not a characteristic
    attacking: bool = False
    blocking: bool = False


@dataclass
class Effect:
    """A continuous effect of a spell or ability that already resolved (CR 611.2c)."""

    id: str
    label: str
    ability: clingo.Symbol | None
    parts: list[tuple[str, clingo.Symbol]]
    source: str | None
    controller: str
    timestamp: int
    targets: list[str] = field(default_factory=list)
    x: int | None = None
    choices: dict[str, str] = field(default_factory=dict)
    # `ability_of` a source whose abilities may not be those it prints (a copy, 707.2; a granted
    # ability, 613.1f): the ability (`ability: N`, or None for "the only one") is found among the
    # abilities the layers give it (pysolver.scenario.activated.with_activated_abilities); until then `ability`
    # is None and `index` its place in the file's `effects`
    after_layers: bool = False
    ability_number: int | None = None
    index: int = 0
    # 611.2c: `targets` were computed from the words of its ability ("creatures you control"), as the
    # board stood when it resolved (pysolver.scenario.fixed_sets.with_fixed_sets)
    described: bool = False
    # 701.12a: what an exchange of control gave each target, the controller the other had as it resolved
    # (pysolver.scenario.exchanges.with_exchanges); empty when it could not happen (701.12b)
    exchanged: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class PlayerStates:
    """What each player is or has (pysolver.scenario.player_state reads them): their starting life totals (103.4),
    counters (122.1: player -> kind -> N), the monarch (724), the dungeons each completed (309.7), the players with the
    city's blessing (702.131c) and the speed of each (702.179; a player not named has no speed)."""

    starting_life: dict[str, int] = field(default_factory=dict)
    counters: dict[str, dict[str, int]] = field(default_factory=dict)
    monarch: str | None = None
    dungeons_completed: dict[str, int] = field(default_factory=dict)
    citys_blessing: frozenset[str] = frozenset()
    speed: dict[str, int] = field(default_factory=dict)


@dataclass
class Scenario:
    """A validated scenario.

    `combat` is {"attackers": {attacker: player or object}, "blockers": {blocker: [attackers]}}
    with the keys the file gives; `event` is the event with its defaults filled in (docs/scenario.md).
    """

    source: str
    players: list[str]
    active: str
    objects: list[GameObject]
    effects: list[Effect]
    combat: dict[str, Any] | None = None
    event: dict[str, Any] | None = None
    # the definition facts of the abilities of its compiled cards (added to the board's facts), and
    # their abilities the engine does not understand (pysolver.cards.modelled)
    definitions: list[clingo.Symbol] = field(default_factory=list)
    not_modelled: list[NotModelled] = field(default_factory=list)
    # 305.7: the lands that lost the copiable effects affecting them (an effect set their subtype to
    # a basic land type), found by a layer run (pysolver.questions.layers.copies_lost)
    copies_lost: frozenset[str] = frozenset()
    # 612: each ability a text change made, mapped to every ability it may have been made from (the
    # text_variant facts among its definitions), set once with them
    # (pysolver.questions.layers.text_changes.with_text_variants)
    text_origins: dict[clingo.Symbol, set[clingo.Symbol]] = field(default_factory=dict)
    # 119.1: the life totals the scenario gives (player -> life), read by the state-based actions
    # (704.5a) and by `replace` (the totals after each outcome)
    life: dict[str, int] = field(default_factory=dict)
    # the turn's history static abilities read (604.1): the cards each player drew this turn (121.1; a player not
    # listed drew none) and the players who gained life this turn (119.3)
    drawn_this_turn: dict[str, int] = field(default_factory=dict)
    gained_life_this_turn: frozenset[str] = frozenset()
    # the spells each player cast this turn (601.2; a player not listed cast none), in the order the file lists them
    spells_cast_this_turn: dict[str, tuple[CastSpell, ...]] = field(default_factory=dict)
    # what each player is or has that static abilities read (604.1: pysolver.scenario.player_state)
    player_state: PlayerStates = field(default_factory=PlayerStates)
    # the question whose view of the `combat` section the objects' `attacking` and `blocking` are (506.4, 508.1k,
    # 509.1g), set once (pysolver.questions.layers.combat_statuses): a board of earlier effects keeps it
    statuses_for: str | None = None
    _index: dict[str, GameObject] = field(default_factory=dict, repr=False, compare=False)

    def object(self, oid: str) -> GameObject:
        """The object with that id."""
        if len(self._index) != len(self.objects):
            self._index = {o.id: o for o in self.objects}
        return self._index[oid]

    def resolving_cause(self) -> str | None:
        """The event's `cause` (for `replace`): the resolving spell or ability whose effect it is, an object or a
        resolved effect's id; by default, for damage, its source when that is on the stack (614.15: the resolving
        spell dealing the damage). None without an event or a cause."""
        event = self.event or {}
        if "cause" in event:
            return event["cause"]
        if event.get("kind") == "damage" and self.object(event["source"]).zone == "stack":
            return event["source"]
        return None

    def oracle_order(self, oid: str, abilities: set[clingo.Symbol]) -> list[clingo.Symbol]:
        """The `abilities` an object has, in Oracle order: those of the object whose copiable values it
        has (707.2: the object it copies, the latest copy effect first, through copies of copies) in that
        card's order, then its own printed ones, then the others (granted, 613.1f) by name. An ability a
        text change made keeps the place of the printed one it was made from (612, text_origins)."""
        chain: list[str] = []
        todo = [oid]
        while todo and todo[0] not in chain:
            current = todo.pop(0)
            chain.append(current)
            copied = [eff for eff in sorted(self.effects, key=lambda e: -e.timestamp) if current in eff.targets
                      and any(op.name == "copy_of" for _, op in eff.parts)]
            todo += [op.arguments[0].name for eff in copied for _, op in eff.parts if op.name == "copy_of"]
            if "copy" in self.object(current).choices:
                todo.append(self.object(current).choices["copy"])
        ordered: list[clingo.Symbol] = []
        for holder in reversed(chain):
            for printed in self.object(holder).printed.abilities:
                ordered += [a for a in sorted(abilities, key=lambda a: a != printed)
                            if a not in ordered and (a == printed or printed in self.text_origins.get(a, ()))]
        return ordered + sorted(abilities - set(ordered), key=str)

    def ignored_sections(self, question: str) -> list[str]:
        """The sections the scenario gives that `question` does not read (an `event` given to
        `layers`): they are ignored, and the answer says so."""
        read = SECTIONS_READ.get(question, set())
        return [name for name in SECTION_QUESTIONS if getattr(self, name) is not None and name not in read]


# the optional sections each question reads beside `combat`, which every question reads: the declarations to check
# (`attacks`, `blocks`), the statuses of combat its board's abilities see (506.4: `layers`, `explore`, `replace`)
SECTIONS_READ = {"replace": {"event"}}
# (`life` is read by every question: the state-based actions of the layers, 704.5a, and `replace`)
# which question reads each of the others, for the warning
SECTION_QUESTIONS = {"event": "`replace`"}
