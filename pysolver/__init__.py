"""mtgsolve: Magic: The Gathering rules in answer-set programming (clingo).

The Python API: `Engine()` (pysolver.engine) answers many scenarios with the rules and the card
library read once; `pysolver.layers(scenario)`, `attacks`, `blocks`, `replace`, `explore` and
`ask(question, scenario)` ask a shared default engine, without a time or memory limit unless given
one (`timeout=`, `max_memory_mb=`, `max_atoms=`: that question's limits; a question with a time or
memory limit is answered in a worker process, which the limit stops). A scenario is a mapping,
YAML/JSON text or a path. The packages: `scenario` (the input), `cards` (the library), `programs`
and `solving` (the rules' files and how they are run), `questions` (one package per question),
`check`, `batch`, `cli`.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

# loaded on first use, so that `import pysolver` (and the command line) stays light
_ENGINE_NAMES = ("Engine", "LayersResult", "CombatResult", "ReplaceResult", "QUESTIONS", "default_engine")


def ask(question: str, scenario: Any, **options: Any) -> Any:
    """Any question by its command name on the shared default engine (pysolver.engine.Engine.ask: the
    options may hold the question's limits)."""
    from pysolver.engine import default_engine

    return default_engine().ask(question, scenario, **options)


def layers(scenario: Any, **options: Any) -> Any:
    """`mtgsolve layers` on the shared default engine (pysolver.engine.Engine.layers; `options`: its own
    and the question's limits, as Engine.ask takes them)."""
    return ask("layers", scenario, **options)


def attacks(scenario: Any, **options: Any) -> Any:
    """`mtgsolve attacks` on the shared default engine (pysolver.engine.Engine.attacks)."""
    return ask("attacks", scenario, **options)


def blocks(scenario: Any, **options: Any) -> Any:
    """`mtgsolve blocks` on the shared default engine (pysolver.engine.Engine.blocks)."""
    return ask("blocks", scenario, **options)


def replace(scenario: Any, **options: Any) -> Any:
    """`mtgsolve replace` on the shared default engine (pysolver.engine.Engine.replace; `options`: the
    question's limits, as Engine.ask takes them)."""
    return ask("replace", scenario, **options)


def explore(scenario: Any, **options: Any) -> Any:
    """`mtgsolve explore` on the shared default engine (pysolver.engine.Engine.explore)."""
    return ask("explore", scenario, **options)


def __getattr__(name: str) -> Any:
    """The engine's names (Engine, the result types, QUESTIONS) come from pysolver.engine, imported on
    first use."""
    if name in _ENGINE_NAMES:
        return getattr(importlib.import_module("pysolver.engine"), name)
    raise AttributeError(f"module 'pysolver' has no attribute {name!r}")
