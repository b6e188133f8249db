"""What a board's static abilities read of a player's state that the scenario must give, or the board is refused:
the starting life total (103.4: a condition or a count comparing a life total with it, condition/2 player_state(W,
life_vs_start(...)) or the value opponents_life_vs_start, needs every player's `starting_life`; their `life` is checked
by layers.life); a speed read as a value (702.179f) where a permanent with start your engines! would give a player with
no speed speed 1 (702.179a, a state-based action, 704.5z): every player's `speed`; and the city's
blessing where a permanent with ascend could give it (702.131b: "any time you control ten or more permanents and you
don't have the city's blessing, you get the city's blessing for the rest of the game"). The engine does not compute
who gets the blessing: a board with an ability that reads it, a permanent with ascend, ten or more permanents on the
battlefield and a player the scenario does not give the blessing is refused, whoever controls them."""

from __future__ import annotations

import re

import clingo

from pysolver.errors import ScenarioError
from pysolver.scenario import Scenario

# 702.131b: ten permanents give the city's blessing to the controller of a permanent with ascend
ASCEND_PERMANENTS = 10
_ASCEND = re.compile(r"ascend\b", re.IGNORECASE)
_ENGINES = re.compile(r"start your engines!", re.IGNORECASE)


def _states(sc: Scenario) -> list[clingo.Symbol]:
    """The player states the board's conditions read (player_state(W,Q) -> Q, also after "unless")."""
    out = []
    for f in sc.definitions:
        if f.name != "condition":
            continue
        cond = f.arguments[1]
        if cond.name == "unless" and cond.arguments:
            cond = cond.arguments[0]
        if cond.name == "player_state" and len(cond.arguments) == 2:
            out.append(cond.arguments[1])
    return out


def _reads_value(sc: Scenario, name: str) -> bool:
    """Whether an operation of an ability of the board reads a value of that name (asp/player_state.lp)."""
    return any(f.name == "does" and f"{name}" in str(f.arguments[2]) for f in sc.definitions)


def reads_life_total(sc: Scenario) -> bool:
    """Whether an ability of the board compares a life total with the starting life total (reads `life`)."""
    return any(q.name == "life_vs_start" for q in _states(sc)) or _reads_value(sc, "opponents_life_vs_start(")


def check_player_state_given(sc: Scenario) -> None:
    """Refuse the board when an ability on it reads a starting life total the scenario does not give, or the city's
    blessing a permanent with ascend may give a player during the question (702.131b)."""
    states = _states(sc)
    ps = sc.player_state
    missing = [p for p in sc.players if p not in ps.starting_life]
    if missing and reads_life_total(sc):
        raise ScenarioError(sc.source, "starting_life",
                            f"missing for {', '.join(missing)}: an ability on the board compares a life total with "
                            f"the starting life total (103.4, 604.1); give every player's starting life total")
    permanents = [o for o in sc.objects if o.zone == "battlefield"]
    no_speed = [p for p in sc.players if p not in ps.speed]
    engines = sorted({n.object for n in sc.not_modelled if _ENGINES.match(n.ability)} & {o.id for o in permanents})
    if no_speed and engines and _reads_value(sc, "your_speed"):
        raise ScenarioError(sc.source, "speed",
                            f"missing for {', '.join(no_speed)}: an ability on the board reads a player's speed and "
                            f"{engines[0]} has start your engines!, which gives a player with no speed speed 1 "
                            "(702.179a, 704.5z); give every player's speed")
    unblessed = [p for p in sc.players if p not in ps.citys_blessing]
    if not unblessed or not any(q.name == "citys_blessing" for q in states):
        return
    ascend = sorted({n.object for n in sc.not_modelled if _ASCEND.match(n.ability)}
                    & {o.id for o in permanents})
    if ascend and len(permanents) >= ASCEND_PERMANENTS:
        raise ScenarioError(sc.source, "citys_blessing",
                            f"{', '.join(unblessed)} may get the city's blessing: {ascend[0]} has ascend and there "
                            f"are {len(permanents)} permanents (702.131b: ten or more permanents give it); an ability "
                            "on the board reads it and the engine does not compute who gets it: list every player "
                            "who has it, or use fewer permanents")
