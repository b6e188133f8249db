"""The board combat reads, after every layer (508.1, 509.1): the final state of the layers (the objects
of its answer, as `layers` shows them), the scenario's combat section checked against it (who may attack
whom, who defends, 506.3, 508.1b, 509.1a, 310.8), and everything the combat programs read as facts:
the final characteristics, the words of protection, "can't be blocked by" and landwalk abilities
decoded (702.14, 702.16), the attackers and the declaration to check; with the names their answer
gives objects and effects (CombatBoard)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import clingo

from pysolver.cards.combat_words import word_facts
from pysolver.errors import ScenarioError
from pysolver.questions.layers.combat_statuses import Objects, check_declared
from pysolver.questions.layers.outcomes import FinalState
from pysolver.scenario import Scenario
from pysolver.scenario.facts import board_facts

F = clingo.Function


def check_input(sc: Scenario, objects: Objects, question: str) -> None:
    """The scenario's combat section against the board after every layer, the `objects` of the layers'
    answer (exit 2): attackers are creatures of the active player (508.1a) attacking an opponent, their
    planeswalker or a battle (508.1b); blockers are creatures of a defending player blocking attackers
    attacking them (509.1a): check_declared."""
    combat = sc.combat or {}
    if question == "blocks" and "attackers" not in combat:
        raise ScenarioError(sc.source, "combat.attackers", "`blocks` needs the attacking creatures: "
                                                           "combat.attackers (attacker -> what it attacks)")
    if question == "attacks":
        _check_protectors(sc, objects)
    check_declared(sc, objects)


def _check_protectors(sc: Scenario, objects: Objects) -> None:
    """Every battle the active player might attack has a protector (310.8): given by `choices.player`,
    by default in a two-player game the opponent of its controller; a Siege's protector is an
    opponent of its controller (704.5x). Without it, whether the battle may be attacked is unknown."""
    for obj in sc.objects:
        if obj.zone != "battlefield" or "battle" not in objects[obj.id]["types"]:
            continue
        where = f"objects.{obj.id}.choices.player"
        protector = obj.choices.get("player")
        if protector is None and len(sc.players) != 2:
            raise ScenarioError(sc.source, where, f"{obj.id} is a battle in a game of {len(sc.players)} players: "
                                                  "name its protector, the player who may be attacked through "
                                                  "it (310.8, 508.1b)")
        siege = "siege" in objects[obj.id]["subtypes"]
        if siege and protector is not None and protector == objects[obj.id]["controller"]:
            raise ScenarioError(sc.source, where, f"{obj.id} is a Siege protected by its own controller "
                                                  f"{protector}; a Siege's protector is an opponent of its "
                                                  "controller (704.5x)")


@dataclass
class CombatBoard:
    """What the combat programs read and what their answer names: the facts (the board after every
    layer, its combat words, the attackers for `blocks`, the declared attackers or blockers), the
    scenario's declaration to check (None when it gives none), each object's name after the layers
    (its id when it has none) and the source of each resolved effect that has one, and the scenario's
    file (`source`) for a limit's message."""

    facts: list[clingo.Symbol]
    declared: dict[str, Any] | None
    names: dict[str, str]
    effects: dict[str, str]
    source: str


def combat_board(state: FinalState, question: str) -> CombatBoard:
    """The final state of the layers as the combat programs of `question` read it (CombatBoard), once
    the scenario's combat section is checked against it (check_input)."""
    sc, characteristics, objects = state.scenario, state.characteristics, state.outcome.objects
    check_input(sc, objects, question)
    names = {o.id: objects[o.id]["name"] or o.id for o in sc.objects}
    effects = {e.id: e.source for e in sc.effects if e.source}
    on_battlefield = {o.id for o in sc.objects if o.zone == "battlefield"}
    facts = board_facts(sc, characteristics) + word_facts(characteristics, on_battlefield, sc.players, sc.source)
    combat = sc.combat or {}
    attackers: dict[str, str] = combat.get("attackers", {})
    if question == "blocks":
        facts += [F("attacking", [F(a), F(t)]) for a, t in attackers.items()]
        declared = combat.get("blockers")
        if declared is not None:
            facts += [F("declared_block", [F(b), F(a)]) for b, lst in declared.items() for a in lst]
    else:
        declared = combat.get("attackers")
        if declared is not None:
            facts += [F("declared_attack", [F(a), F(t)]) for a, t in declared.items()]
    return CombatBoard(facts, declared, names, effects, sc.source)
