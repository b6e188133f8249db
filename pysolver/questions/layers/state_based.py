"""The state-based actions (CR 704) that the board after every layer calls for: reported, never
performed.

704.3: whenever a player would get priority, the game performs every state-based action whose
condition holds, all at once. `layers` answers with the characteristics the continuous effects give;
this module says which state-based actions those characteristics would then cause (the table's
section "State-based actions" and the JSON's `state_based_actions`), so that lands Mycosynth Lattice
and March of the Machines make 0/0 creatures are said to be put into their owners' graveyards
(704.5f) rather than shown as if they stayed. Each check reads the final characteristics (types,
subtypes, supertypes, name, controller, toughness, abilities) and what the scenario states (zone,
counters, damage, attachments, tokens, commanders).

Checked: 704.5a (with the scenario's `life`), d, f, g, i, j (with the abilities that set it aside),
m, n, p, q. Not checked (the scenario does not describe what they read): 704.5b-c (draws from an
empty library, poison counters), 704.5e (copies of spells), 704.5h (damage from a source with
deathtouch), 704.5k (how long each permanent has had the world supertype), 704.5r-z.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import clingo

from pysolver.cards.library import article_for
from pysolver.scenario import GameObject, Scenario


class FinalBoard:
    """The characteristics after every layer (out/3 of asp/layers.lp), by object and attribute: what the
    state-based actions read."""

    def __init__(self, characteristics: list[tuple[str, str, clingo.Symbol]]) -> None:
        self.values: dict[tuple[str, str], list[clingo.Symbol]] = {}
        for obj, attr, value in characteristics:
            self.values.setdefault((obj, attr), []).append(value)

    def words(self, oid: str, attr: str) -> set[str]:
        """The elements of a set-valued characteristic (type, subtype, supertype) as words."""
        return {v.name for v in self.values.get((oid, attr), [])}

    def number(self, oid: str, attr: str) -> int:
        """A numeric characteristic (power, toughness), 0 when the engine gives none (208.3)."""
        got = self.values.get((oid, attr))
        return got[0].number if got else 0

    def text(self, oid: str, attr: str) -> str:
        """A single-valued characteristic (name, controller) as text."""
        got = self.values.get((oid, attr))
        if not got:
            return ""
        return got[0].string if got[0].type == clingo.SymbolType.String else got[0].name

    def abilities(self, oid: str) -> list[clingo.Symbol]:
        """The object's abilities after every layer."""
        return self.values.get((oid, "ability"), [])


@dataclass(frozen=True)
class StateBasedAction:
    """One state-based action the board calls for: its rule, the objects it concerns, in words."""

    rule: str
    objects: list[str]
    text: str

    def to_json(self) -> dict[str, Any]:
        """As in docs/scenario.md: {"rule", "objects", "text"}."""
        return {"rule": self.rule, "objects": self.objects, "text": self.text}


Check = Callable[[Scenario, FinalBoard], list[StateBasedAction]]


def state_based_actions(sc: Scenario, characteristics: list[tuple[str, str, clingo.Symbol]]) -> list[StateBasedAction]:
    """Every state-based action the board after the layers (its final `characteristics`, out/3 as
    EngineRun.rows gives them) calls for (704.3: all at once), in the order of 704.5."""
    board = FinalBoard(characteristics)
    return [action for check in CHECKS for action in check(sc, board)]


def _name(obj: GameObject, board: FinalBoard) -> str:
    """`id (Name)`, the name after the layers (a face-down permanent has none)."""
    name = board.text(obj.id, "name")
    return f"{obj.id} ({name})" if name else obj.id


def _permanents(sc: Scenario) -> list[GameObject]:
    return [obj for obj in sc.objects if obj.zone == "battlefield"]


def no_life(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5a: a player with 0 or less life loses the game (the life totals the scenario gives), unless
    a permanent they control has, after the layers, an ability saying they can't lose the game (a
    "can't" effect wins, 101.2) or that they don't lose it for having 0 or less life (this action then
    does not apply to them): the action changes nothing."""
    holders = _game_rule_holders(sc, board, ("cant_lose_game", "no_loss_for_life"))
    actions = []
    for player, life in sc.life.items():
        if life > 0:
            continue
        keeping = [(obj, rule.name) for obj, rule in holders if board.text(obj.id, "controller") == player]
        if keeping:
            obj, rule = keeping[0]
            why = "can't lose the game" if rule == "cant_lose_game" else \
                "doesn't lose the game for having 0 or less life"
            actions.append(StateBasedAction("704.5a", [player, obj.id],
                                            f"{player} has {life} life, but {why} ({_name(obj, board)}"
                                            f"{', 101.2' if rule == 'cant_lose_game' else ''}): nothing happens "
                                            "(704.5a)"))
        else:
            actions.append(StateBasedAction("704.5a", [player], f"{player} has {life} life: {player} loses the "
                                            "game (704.5a)"))
    return actions


def tokens_outside_the_battlefield(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5d: a token in a zone other than the battlefield ceases to exist."""
    return [StateBasedAction("704.5d", [obj.id], f"{_name(obj, board)} is a token in the {obj.zone}: it ceases "
                                                 "to exist (704.5d)")
            for obj in sc.objects if obj.token and obj.zone != "battlefield"]


def zero_toughness(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5f: a creature with toughness 0 or less is put into its owner's graveyard (regeneration
    can't replace this)."""
    return [StateBasedAction("704.5f", [obj.id], f"{_name(obj, board)} is a creature with toughness "
                                                 f"{board.number(obj.id, 'toughness')}: it is put into its owner "
                                                 f"{obj.owner}'s graveyard (704.5f; regeneration can't replace this)")
            for obj in _permanents(sc)
            if "creature" in board.words(obj.id, "type") and board.number(obj.id, "toughness") <= 0]


def lethal_damage(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5g: a creature with toughness greater than 0 and damage marked on it at least equal to its
    toughness has been dealt lethal damage and is destroyed; 702.12b: one with indestructible ignores
    this state-based action."""
    out = []
    for obj in _permanents(sc):
        toughness = board.number(obj.id, "toughness")
        indestructible = clingo.Function("kw", [clingo.Function("indestructible")]) in board.abilities(obj.id)
        if "creature" in board.words(obj.id, "type") and 0 < toughness <= obj.damage and not indestructible:
            out.append(StateBasedAction("704.5g", [obj.id], f"{_name(obj, board)} has {obj.damage} damage marked "
                                                            f"and toughness {toughness}: lethal damage, it is "
                                                            "destroyed (704.5g; regeneration can replace this)"))
    return out


def no_loyalty(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard; the loyalty of a
    planeswalker on the battlefield is the number of loyalty counters on it (`counters: {loyalty: N}`)."""
    return [StateBasedAction("704.5i", [obj.id], f"{_name(obj, board)} is a planeswalker with no loyalty "
                                                 f"counter: it is put into its owner {obj.owner}'s graveyard (704.5i)")
            for obj in _permanents(sc)
            if "planeswalker" in board.words(obj.id, "type") and obj.counters.get("loyalty", 0) == 0]


def legend_rule(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5j: of two or more legendary permanents with the same name controlled by the same player,
    that player chooses one; the rest are put into their owners' graveyards (the legend rule). An
    ability "the \"legend rule\" doesn't apply [to GROUP]" that a permanent has after the layers sets
    the rule aside for the legendary permanents of its group ("you": that permanent's controller after
    the layers), judged by their final characteristics: the rule applies to the others only, so that
    two exempt permanents both stay, and one exempt beside one that is not is no group of two."""
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for obj in _permanents(sc):
        name = board.text(obj.id, "name")
        if name and "legendary" in board.words(obj.id, "supertype"):
            groups.setdefault((board.text(obj.id, "controller"), name), []).append(obj)
    sources = _legend_rule_exemptions(sc, board)
    actions = []
    for (controller, name), objs in sorted(groups.items()):
        if len(objs) < 2:
            continue
        exempt = {}
        for obj in objs:
            src = next((src for src, conds in sources
                        if all(_meets(obj, cond, board, board.text(src.id, "controller")) for cond in conds)), None)
            if src is not None:
                exempt[obj.id] = src
        bound = [obj.id for obj in objs if obj.id not in exempt]
        said = f"{controller} controls {len(objs)} legendary permanents named {name} ({', '.join(o.id for o in objs)})"
        by_source: dict[str, list[str]] = {}
        for oid, src in exempt.items():
            by_source.setdefault(src.id, []).append(oid)
        if exempt:
            said += ", but the legend rule doesn't apply to " + "; ".join(
                f"{', '.join(ids)} ({_name(sc.object(src), board)})" for src, ids in by_source.items())
        if len(bound) > 1:
            rest = f"of {', '.join(bound)}, " if exempt else ""
            actions.append(StateBasedAction("704.5j", bound, f"{said}: {rest}{controller} chooses one, the rest are "
                                                             "put into their owners' graveyards (704.5j, the legend "
                                                             "rule)"))
        else:
            ids = [o.id for o in objs]
            actions.append(StateBasedAction("704.5j", ids + [src for src in by_source if src not in ids],
                                            f"{said}: nothing happens (704.5j)"))
    return actions


def _legend_rule_exemptions(sc: Scenario, board: FinalBoard) -> list[tuple[GameObject, tuple[clingo.Symbol, ...]]]:
    """Each permanent with, after the layers, an ability setting 704.5j aside, and the conditions of the
    permanents it exempts (game_rule(Key, no_legend_rule(Cond, ...)): none, every permanent)."""
    return [(obj, tuple(rule.arguments)) for obj, rule in _game_rule_holders(sc, board, ("no_legend_rule",))]


def _game_rule_holders(sc: Scenario, board: FinalBoard,
                       names: tuple[str, ...]) -> list[tuple[GameObject, clingo.Symbol]]:
    """Each permanent that has, after the layers, an ability with a rule of the game named in `names`
    (game_rule(Key, Rule) of the card definitions), with that rule, in the order of the permanents."""
    rules = {fact.arguments[0]: fact.arguments[1] for fact in sc.definitions
             if fact.name == "game_rule" and fact.arguments[1].name in names}
    return [(obj, rules[a]) for obj in _permanents(sc) for a in board.abilities(obj.id) if a in rules]


def _meets(obj: GameObject, cond: clingo.Symbol, board: FinalBoard, you: str) -> bool:
    """Whether a permanent meets a condition of an exemption from 704.5j, `you` the controller of the
    permanent with the ability: its final types, subtypes, supertypes (205), a token (111.1), a
    commander (903.3d: the scenario's `commander`), controlled by `you` (109.5)."""
    if cond.name in ("type", "subtype", "supertype"):
        return cond.arguments[0].name in board.words(obj.id, cond.name)
    if cond.name == "token":
        return obj.token
    if cond.name == "nontoken":
        return not obj.token
    if cond.name == "commander":
        return obj.commander
    if cond.name == "you_control":
        return board.text(obj.id, "controller") == you
    raise ValueError(f"no_legend_rule: a condition the state-based actions do not read: {cond}")


def _attached_creature_or_battle(obj: GameObject, board: FinalBoard) -> bool:
    return bool(obj.attached_to) and bool({"creature", "battle"} & board.words(obj.id, "type"))


def illegal_auras(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5m: an Aura attached to an illegal object, or attached to nothing, is put into its owner's
    graveyard. 702.5a, 702.5c: it may enchant only what matches every one of its enchant abilities
    (`enchant creature`: a creature permanent). (An Aura that is a creature or battle becomes
    unattached first: 704.5p.)"""
    out = []
    for obj in _permanents(sc):
        if "aura" not in board.words(obj.id, "subtype") or _attached_creature_or_battle(obj, board):
            continue
        host = sc.object(obj.attached_to) if obj.attached_to else None
        kinds = [a.arguments[0].name for a in board.abilities(obj.id) if a.name == "enchant" and a.arguments]
        if obj.attached_to_player is not None:  # 303.4a, 702.5d: legal on a player only with "enchant player"
            if kinds and all(k == "player" for k in kinds):
                continue
            why = f"is attached to the player {obj.attached_to_player} without \"enchant player\""
        elif host is None:
            why = "is attached to nothing"
        elif host.zone != "battlefield":
            why = f"is attached to {host.id}, which is in the {host.zone}, not a permanent"
        else:
            missing = [k for k in kinds if k != "permanent" and k not in board.words(host.id, "type")]
            if not missing:
                continue
            why = f"enchants {_name(host, board)}, which is not {' and not '.join(_a(k) for k in missing)}"
        out.append(StateBasedAction("704.5m", [obj.id], f"{_name(obj, board)} is an Aura that {why}: it is put "
                                                        f"into its owner {obj.owner}'s graveyard (704.5m, 702.5)"))
    return out


def _a(word: str) -> str:
    return f"{article_for(word)} {word}"


def illegal_equipment(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5n: an Equipment or Fortification attached to an illegal permanent becomes unattached and
    remains on the battlefield: an Equipment equips a creature (702.6a), a Fortification fortifies a
    land (702.67a). (One that is a creature or battle: 704.5p.)"""
    out = []
    for obj in _permanents(sc):
        subtypes = board.words(obj.id, "subtype")
        if not obj.attached_to or _attached_creature_or_battle(obj, board):
            continue
        host = sc.object(obj.attached_to)
        host_types = board.words(host.id, "type") if host.zone == "battlefield" else set()
        for kind, needed in (("equipment", "creature"), ("fortification", "land")):
            if kind in subtypes and needed not in host_types:
                out.append(StateBasedAction("704.5n", [obj.id], f"{_name(obj, board)} is {_a(kind.title())} "
                                                                f"attached to {_name(host, board)}, which is not "
                                                                f"{_a(needed)} permanent: it becomes unattached and "
                                                                "remains on the battlefield (704.5n)"))
    return out


def attached_non_attachments(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5p: a battle or creature attached to an object becomes unattached and remains on the
    battlefield; so does any other permanent attached to an object that is not an Aura, an Equipment
    or a Fortification."""
    out = []
    for obj in _permanents(sc):
        if not obj.attached_to:
            continue
        types = board.words(obj.id, "type")
        kind = next((t for t in ("creature", "battle") if t in types), None)
        if kind is None and not {"aura", "equipment", "fortification"} & board.words(obj.id, "subtype"):
            kind = "permanent that is neither an Aura, an Equipment nor a Fortification"
        if kind is not None:
            then = (" (then, attached to nothing, the Aura is put into its owner's graveyard: 704.5m)"
                    if "aura" in board.words(obj.id, "subtype") else "")
            out.append(StateBasedAction("704.5p", [obj.id], f"{_name(obj, board)} is {_a(kind)} attached to "
                                                            f"{obj.attached_to}: it becomes unattached and remains on "
                                                            f"the battlefield (704.5p){then}"))
    return out


def counters_annihilate(sc: Scenario, board: FinalBoard) -> list[StateBasedAction]:
    """704.5q (122.3): a permanent with both +1/+1 and -1/-1 counters loses N of each, N the smaller
    of the two numbers."""
    out = []
    for obj in _permanents(sc):
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        n = min(plus, minus)
        if n > 0:
            out.append(StateBasedAction("704.5q", [obj.id], f"{_name(obj, board)} has {plus} +1/+1 and {minus} "
                                                            f"-1/-1 counters: {n} of each are removed (704.5q), "
                                                            f"leaving {plus - n} +1/+1 and {minus - n} -1/-1"))
    return out


# in the order of 704.5 (all of them happen at once: 704.3)
CHECKS: list[Check] = [no_life, tokens_outside_the_battlefield, zero_toughness, lethal_damage, no_loyalty, legend_rule,
                       illegal_auras, illegal_equipment, attached_non_attachments, counters_annihilate]
