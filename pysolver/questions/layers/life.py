"""119: a static ability whose effect exists only while its controller has N or more (or N or less) life
(condition/2 life_at_least, life_at_most of asp/effects.lp), or whose change is its controller's life total (the value
your_life: "equal to your life total"), or that compares a life total with the starting life total (103.4:
layers.player_state), reads the scenario's `life`. A board with
such an ability and a player whose life total the scenario does not give is refused: the engine never
guesses a life total."""

from __future__ import annotations

from pysolver.errors import ScenarioError
from pysolver.questions.layers.player_state import reads_life_total
from pysolver.scenario import Scenario

LIFE_CONDITIONS = frozenset({"life_at_least", "life_at_most", "opponent_life_at_most"})


def check_life_given(sc: Scenario) -> None:
    """Refuse the board when an ability on it reads a life total the scenario does not give."""
    reading = [f for f in sc.definitions if f.name == "condition" and f.arguments[1].name in LIFE_CONDITIONS
               or f.name == "does" and "your_life" in str(f.arguments[2])] or reads_life_total(sc)
    missing = [p for p in sc.players if p not in sc.life]
    if reading and missing:
        raise ScenarioError(sc.source, "life",
                            f"missing for {', '.join(missing)}: an ability on the board reads its controller's life "
                            f"total (119, 604.1); give every player's life total")
