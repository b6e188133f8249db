"""The board between the page's form and its YAML editor: YAML text read as the command line reads a
file (pysolver.scenario.parse_text, the same errors), a board written back as YAML in the style of
the examples (one object a line), the problems the engine finds in it, and the examples themselves.
"""

from __future__ import annotations

import copy
import importlib.util
import math
from pathlib import Path
from typing import Any

import yaml

from pysolver.engine import Engine
from pysolver.errors import MtgSolveError, ScenarioError
from pysolver.scenario import Scenario, load_scenario, parse_text

# the name the page gives the board: its messages name it, "download YAML" saves it so, and
# "copy as command line" reads it, so that the command line's messages are the page's
SOURCE = "board.yaml"
# the keys of a scenario in the order the examples write them (docs/scenario.md); others follow
KEY_ORDER = ("players", "active", "objects", "effects", "combat", "event")
# lists written one item a line, each item in flow style
LISTS_BY_LINE = ("objects", "effects")


def read_board(text: str) -> Any:
    """The board a YAML (or JSON) text holds, as `mtgsolve` reads a file (ScenarioError when bad)."""
    return parse_text(text, SOURCE)


def board_yaml(board: dict[str, Any]) -> str:
    """The board as YAML the command line reads back to the same data: the top-level keys in the
    examples' order, each object and effect on a line of its own."""
    keys = [k for k in KEY_ORDER if k in board] + [k for k in board if k not in KEY_ORDER]
    lines: list[str] = []
    for key in keys:
        value = board[key]
        if key in LISTS_BY_LINE and isinstance(value, list) and value:
            lines.append(f"{_flow(key)}:")
            lines += [f"  - {_flow(item)}" for item in value]
        else:
            lines.append(f"{_flow(key)}: {_flow(value)}")
    return "\n".join(lines) + "\n"


# characters YAML reads as line breaks, which PyYAML writes as they are when it may write Unicode
UNICODE_BREAKS = ("\x85", "\u2028", "\u2029")


def _flow(value: Any) -> str:
    """A value in YAML flow style on one line (Unicode written as it is, unless it holds a Unicode
    line break: then every character beyond ASCII is escaped, so that the text reads back the same)."""
    def dump(unicode: bool) -> str:
        # only line breaks are cut: str.strip() would also take a no-break space the text ends with
        text = yaml.safe_dump(value, default_flow_style=True, sort_keys=False, allow_unicode=unicode,
                              width=math.inf)
        return text.rstrip("\n").removesuffix("\n...").rstrip("\n")

    text = dump(True)
    # Unicode line breaks, and spaces other than YAML's own (a no-break space at the edge of a plain
    # scalar), are written escaped so that the text reads back the same
    unusual = any(c in UNICODE_BREAKS or (c.isspace() and c not in " \t\n") for c in text)
    return dump(False) if unusual else text


def board_scenario(engine: Engine, board: Any) -> Scenario:
    """The scenario of a board (parsed YAML, or the form's JSON), validated as `mtgsolve` validates
    board.yaml (ScenarioError when bad). Whatever the board is, it is data: a text is never taken for
    a file's path (as Engine.scenario would take one), and the board given is not changed."""
    return load_scenario(copy.deepcopy(board), SOURCE, engine.library)


def board_problems(engine: Engine, board: Any) -> list[dict[str, str]]:
    """What the engine refuses in the board, before any question: each problem's line (as the
    command line prints it) and the field it names (`objects[2].card`; empty for the whole board)."""
    try:
        board_scenario(engine, board)
    except ScenarioError as exc:
        return error_lines(exc)
    return []


def error_lines(exc: MtgSolveError) -> list[dict[str, str]]:
    """An error's lines as the command line prints them (one line each, without `mtgsolve: `), each
    with the field it names when it is bad input."""
    problems = getattr(exc, "errors", None) or [exc]
    return [{"message": " ".join(str(p).split()), "field": getattr(p, "field", "")} for p in problems]


def examples_dir() -> Path:
    """The project's example scenarios: shipped in the package (pysolver.examples), or beside the
    package in a source checkout."""
    try:
        spec = importlib.util.find_spec("pysolver.examples")
    except ModuleNotFoundError:
        spec = None
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return Path(__file__).resolve().parent.parent.parent / "examples"


def examples() -> list[dict[str, str]]:
    """Every example scenario: its name (the file's stem) and its text, in name order."""
    return [{"name": path.stem, "yaml": path.read_text(encoding="utf-8")}
            for path in sorted(examples_dir().glob("*.yaml"))]
