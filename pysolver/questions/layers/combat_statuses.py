"""The statuses of combat a question sees (506.4: attacking, blocking), from the scenario's `combat` section, and
the declared attackers and blockers checked against a board after every layer.

Attacking and blocking are statuses, not characteristics: no continuous effect changes them (613.1 lists what
effects change), so a static ability that reads one ("Attacking creatures you control get +1/+0.", "~ has first
strike as long as it's attacking.") reads it as a fixed condition of the layers (asp/selectors.lp), as the
question sees it:

- `layers`, `explore`, `replace`: the creatures of `combat.attackers` are attacking (508.1k), those of
  `combat.blockers` that block an attacker are blocking (509.1g);
- `blocks`: the attackers are attacking while blockers are declared (508.1k came before); a blocker of the
  declaration checked is not yet blocking (509.1g comes after the checks of 509.1b-c);
- `attacks`: no creature is attacking yet: the restrictions and requirements of 508.1c-d are checked on the
  declaration before its creatures become attacking creatures (508.1k).

A creature that stops being a creature or changes controller is removed from combat (506.4): a creature the
question sees attacking or blocking that the layers make a noncreature, or give to another player, is a board that
cannot be (check_declared, exit 2)."""

from __future__ import annotations

import dataclasses
from typing import Any

from pysolver.errors import ScenarioError
from pysolver.scenario import Scenario

# the statuses each question sees (the module's text)
STATUSES_SEEN: dict[str, frozenset[str]] = {
    "layers": frozenset({"attacking", "blocking"}), "explore": frozenset({"attacking", "blocking"}),
    "replace": frozenset({"attacking", "blocking"}), "blocks": frozenset({"attacking"}), "attacks": frozenset()}

# the objects of the layers' answer (Outcome.objects): id -> name, controller, types, subtypes ...
Objects = dict[str, dict[str, Any]]


def with_combat_statuses(sc: Scenario, question: str) -> Scenario:
    """The scenario with the statuses of combat `question` sees on its objects (GameObject.attacking,
    .blocking: STATUSES_SEEN), set once: a scenario whose statuses are set (a board of earlier effects, which
    keeps the question's) is returned as it is."""
    if sc.statuses_for is not None:
        return sc
    seen = STATUSES_SEEN[question]
    combat = sc.combat or {}
    attacking = set(combat.get("attackers", {})) if "attacking" in seen else set()
    # 509.1g: a creature blocking the attackers chosen for it (a blocker listed with none blocks nothing)
    blocking = {b for b, blocked in combat.get("blockers", {}).items() if blocked} if "blocking" in seen else set()
    objects = [dataclasses.replace(o, attacking=o.id in attacking, blocking=o.id in blocking)
               if o.id in attacking | blocking else o for o in sc.objects]
    return dataclasses.replace(sc, objects=objects, statuses_for=question)


def statuses_read(sc: Scenario) -> bool:
    """Whether the scenario's objects carry statuses of combat from its `combat` section (with_combat_statuses):
    the declarations behind them are then checked on the board the layers give (check_declared)."""
    return sc.combat is not None and sc.statuses_for is not None and bool(STATUSES_SEEN[sc.statuses_for])


def check_declared(sc: Scenario, objects: Objects) -> None:
    """The scenario's combat section against the board after every layer, the `objects` of the layers'
    answer (exit 2): attackers are creatures of the active player (508.1a) attacking an opponent, their
    planeswalker or a battle (508.1b); blockers are creatures of a defending player blocking attackers
    attacking them (509.1a). (A creature that stopped being one, or changed controller, would have been
    removed from combat, 506.4.)"""
    combat = sc.combat or {}
    attackers: dict[str, str] = combat.get("attackers", {})
    defender_of: dict[str, str | None] = {}
    for aid, target in attackers.items():
        where = f"combat.attackers.{aid}"
        if "creature" not in objects[aid]["types"]:
            raise ScenarioError(sc.source, where, f"{aid} is not a creature after every continuous effect; "
                                                  "only creatures attack (506.3, 508.1a)")
        controller = objects[aid]["controller"]
        if controller != sc.active:
            raise ScenarioError(sc.source, where, f"{aid} is controlled by {controller} after every "
                                                  f"continuous effect; the active player {sc.active} "
                                                  "declares attackers (508.1a)")
        defender_of[aid] = _defending_player(sc, objects, target, where)
    for bid, blocked in combat.get("blockers", {}).items():
        where = f"combat.blockers.{bid}"
        if "creature" not in objects[bid]["types"]:
            raise ScenarioError(sc.source, where, f"{bid} is not a creature after every continuous effect; "
                                                  "only creatures block (506.3, 509.1a)")
        controller = objects[bid]["controller"]
        if controller == sc.active:
            raise ScenarioError(sc.source, where, f"{bid} is controlled by the attacking player {controller} "
                                                  "after every continuous effect; a defending player "
                                                  "declares blockers (509.1a)")
        for aid in blocked:
            if defender_of[aid] != controller:
                raise ScenarioError(sc.source, where, f"{bid}'s controller {controller} cannot block {aid}: "
                                                      f"it attacks {attackers[aid]}, defended by "
                                                      f"{defender_of[aid]} (509.1a)")


def _defending_player(sc: Scenario, objects: Objects, target: str, where: str) -> str:
    """The player defending `target` (a player, a planeswalker, a battle) after the layers (508.1b)."""
    if target in sc.players:
        if target == sc.active:
            raise ScenarioError(sc.source, where, f"a creature cannot attack its own controller {target} (508.1b)")
        return target
    if "planeswalker" in objects[target]["types"]:
        controller = objects[target]["controller"]
        if controller == sc.active:
            raise ScenarioError(sc.source, where, f"{target} is a planeswalker the attacking player controls; "
                                                  "attack an opponent's planeswalker (508.1b)")
        return controller
    if "battle" in objects[target]["types"]:
        protector = sc.object(target).choices.get("player")
        if protector is None and len(sc.players) == 2:
            controller = objects[target]["controller"]
            protector = next(p for p in sc.players if p != controller)
        if protector is None or protector == sc.active:
            raise ScenarioError(sc.source, where, f"{target} is a battle the attacking player protects (or "
                                                  "no protector is given: choices.player); attack a battle "
                                                  "an opponent protects (508.1b, 310.8)")
        return protector
    raise ScenarioError(sc.source, where, f"{target} is neither a player nor a planeswalker nor a battle "
                                          "after every continuous effect (508.1b)")
