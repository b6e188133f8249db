"""The `layers` question: every object's characteristics after all continuous effects (CR 613)."""

from __future__ import annotations

from pysolver.facts import scenario_facts, timestamp_orders
from pysolver.library import Library
from pysolver.results import Outcome, decode, distinct
from pysolver.scenario import Scenario
from pysolver.solve import Limits, run_engine


def solve_layers(sc: Scenario, library: Library, limits: Limits) -> list[Outcome]:
    """Distinct outcomes over every order of equal timestamps the active player may choose (613.7m)."""
    outcomes = []
    for order in timestamp_orders(sc):
        run = run_engine(scenario_facts(sc, order), limits, label=sc.source)
        outcomes.append(decode(run, sc, library, order))
    return distinct(outcomes)
