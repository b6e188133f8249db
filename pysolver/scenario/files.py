"""A scenario as the user gives it: a file (or standard input), YAML/JSON text, a mapping or a path,
read and validated into a Scenario (ScenarioError when bad)."""

from __future__ import annotations

import copy
import os
import stat
import sys
from dataclasses import dataclass
from typing import Any

from pysolver.cards.library import Library
from pysolver.errors import ScenarioError
from pysolver.scenario import MAX_BYTES, Scenario, load_scenario, parse_text


@dataclass(frozen=True)
class ScenarioText:
    """A scenario file's text and the file's name, read as the scenario's text only (a file's content
    is never a path): what `mtgsolve batch` hands a worker, so that the scenario is read and checked
    within the limits of its question."""

    text: str
    source: str


ScenarioInput = dict[str, Any] | str | os.PathLike | ScenarioText
# a string is read as a file's path when it is one line ending so (or naming a file), else as text
SCENARIO_SUFFIXES = (".yaml", ".yml", ".json")


def read_scenario(path: str, library: Library) -> Scenario:
    """Read and validate a scenario file (or standard input for `-`)."""
    source = "<stdin>" if path == "-" else path
    return load_scenario(parse_text(read_text(path), source), source, library)


def read_text(path: str) -> str:
    """The text of a scenario file (or of standard input for `-`), ScenarioError when unreadable."""
    source = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            if sys.stdin is None:
                raise ScenarioError(source, "", "there is no standard input to read")
            text = sys.stdin.read(MAX_BYTES + 1)
        else:
            text = _regular_file_text(path)
    except OSError as exc:
        raise ScenarioError(source, "", f"cannot read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(source, "", f"not UTF-8 text (byte {exc.start} of the part read)") from None
    except ValueError as exc:  # e.g. a file name with a NUL character
        raise ScenarioError(source, "", f"cannot read the file: {exc}") from None
    return text


def _regular_file_text(path: str) -> str:
    """The text of a regular file (at most MAX_BYTES + 1 characters): a FIFO, a device or a folder is
    refused at once (opened without waiting for a writer, then looked at), never read."""
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        mode = os.fstat(handle).st_mode
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "not a regular file (a FIFO, a device ...)"
            raise ScenarioError(path, "", f"cannot read the file: {kind}")
        os.set_blocking(handle, True)
        stream = os.fdopen(handle, encoding="utf-8-sig")
    except BaseException:
        os.close(handle)
        raise
    with stream:
        return stream.read(MAX_BYTES + 1)


def is_path(text: str) -> bool:
    """Whether a scenario given as a string names a file rather than holding the scenario's text."""
    if "\n" in text or text.lstrip().startswith("{"):
        return False
    return text.strip().lower().endswith(SCENARIO_SUFFIXES) or os.path.isfile(text)


def to_scenario(scenario: ScenarioInput | Scenario, library: Library, source: str = "<scenario>") -> Scenario:
    """A validated scenario from a mapping, YAML/JSON text or a path (ScenarioError when bad). A
    mapping is copied first: the caller's data is never changed. `source`: the name error messages
    give a mapping or a text."""
    if isinstance(scenario, Scenario):
        return scenario
    if isinstance(scenario, ScenarioText):
        return load_scenario(parse_text(scenario.text, scenario.source), scenario.source, library)
    if isinstance(scenario, os.PathLike):
        return read_scenario(os.fspath(scenario), library)
    if isinstance(scenario, str):
        if is_path(scenario):
            return read_scenario(scenario, library)
        return load_scenario(parse_text(scenario, source), source, library)
    if isinstance(scenario, dict):
        return load_scenario(copy.deepcopy(scenario), source, library)
    raise TypeError(f"a scenario is a mapping, YAML/JSON text or a path, not {type(scenario).__name__}")
