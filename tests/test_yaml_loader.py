"""The two YAML loaders of pysolver.scenario read alike: libyaml's (fast) gives the same data as
PyYAML's own (the reference), or leaves the text to the reference, whose errors are the ones shown.

Compared on text made of YAML's significant pieces, on dumped data with a few characters changed,
and on the examples and acceptance scenarios (which must take the fast path).
Set MTGSOLVE_FUZZ_EXAMPLES to run more examples than the default.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysolver.errors import ScenarioError
from pysolver.scenario import yaml_text

pytestmark = pytest.mark.skipif(yaml_text._FastLoader is None, reason="PyYAML without libyaml: one loader")

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = int(os.environ.get("MTGSOLVE_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES * 2, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
PIECES = [
    "a", "key", "alice", " ", "  ", "\n", "\n  ", "\n- ", "- ", ": ", ":", ",", "[", "]", "{", "}", "#", " #c",
    "&a ", "*a", "'", "''", '"', "\\", "\\n", "\\x41", "\\u00e9", "\\ud800", "\\/", "\\N", "\\_", "\\0", "\\ ",
    "\r\n", "\r", "é", "’", "\U0001f600", "\u00a0", "\u3000", "---", "...", "--- ", "%YAML 1.1\n", "%YAML 2.0\n",
    "%TAG !e! tag:e.com,2000:\n", "~", "null", "yes", "No", "0x1F", "0o17", "017", "1_000", "1:30", "1.5e3", "1e3",
    ".inf", "-.Inf", ".nan", "2001-12-14", "2001-12-14t21:59:43.10-05:00", "<<: ", "=", "-1", "+1", "0b101", "@",
    "`", "%", "a:b", "a :b", ":a", "-a", "\x00", "\x7f",
    # read differently by the two parsers: these send the text to the reference loader
    "\t", "?", "? ", "!", "!!str ", "!!int ", "!foo ", "|", "|2#", ">", ">-", "\x85", "\u2028", "\ufeff",
]
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                    st.sampled_from(["alice", "Grizzly Bears", "Urborg, Tomb of Yawgmoth", "+1/+1", "{2}{W}", "yes",
                                     "1:30", "a: b", "- x", "# c", "'q'", '"q"', "a\nb", " lead", "trail ", ""]),
                    st.text(max_size=8))
DATA = st.recursive(SCALARS, lambda children: st.one_of(st.lists(children, max_size=4),
                                                        st.dictionaries(SCALARS, children, max_size=4)),
                    max_leaves=12)


def _canon(value: Any) -> Any:
    """Data as a comparable value that keeps the types apart (True, 1, 1.0) and lets NaN equal NaN."""
    if isinstance(value, dict):
        return ("map", [(_canon(k), _canon(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("seq", [_canon(v) for v in value])
    if isinstance(value, float) and math.isnan(value):
        return ("nan",)
    return (type(value).__name__, value)


def _read(text: str) -> Any:
    try:
        return ("data", _canon(yaml_text.parse_text(text, "t.yaml")))
    except ScenarioError as exc:
        return ("error", str(exc))
    except ValueError as exc:  # PyYAML's own scanner on an escape beyond Unicode (\U7fffffff)
        return ("crash", repr(exc))


def _same_as_reference(text: str) -> None:
    got = _read(text)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(yaml_text, "_FastLoader", None)
        assert got == _read(text), repr(text)


@FUZZ
@given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join))
def test_pieces(text: str) -> None:
    _same_as_reference(text)


@st.composite
def dumped(draw: st.DrawFn) -> str:
    """Data dumped in one of several styles, with up to three pieces put in or taken out."""
    text = yaml.safe_dump(draw(DATA), default_flow_style=draw(st.sampled_from([False, True, None])),
                          allow_unicode=draw(st.booleans()), width=draw(st.sampled_from([20, 80, 1000])),
                          default_style=draw(st.sampled_from([None, "'", '"'])), sort_keys=False)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        if draw(st.booleans()):
            text = text[:at] + draw(st.sampled_from(PIECES)) + text[at:]
        else:
            text = text[:at] + text[at + 1:]
    return text


@FUZZ
@given(dumped())
def test_dumped(text: str) -> None:
    _same_as_reference(text)


def _scenario_texts() -> list[str]:
    texts = [path.read_text(encoding="utf-8") for path in sorted((ROOT / "examples").glob("*.yaml"))]
    for path in sorted((ROOT / "tests" / "cases").glob("*.yaml")):
        for case in yaml.safe_load_all(path.read_text(encoding="utf-8")):
            if case and "scenario" in case:
                texts.append(yaml.safe_dump(case["scenario"], sort_keys=False, allow_unicode=True))
    return texts


@pytest.mark.parametrize("text", _scenario_texts())
def test_scenarios_take_the_fast_path(text: str) -> None:
    assert yaml_text._NOT_FOR_FAST.search(text) is None
    _same_as_reference(text)


# found by fuzzing: libyaml and PyYAML's scanner read these differently (the fast loader alone
# would return other data, or data where the reference reports an error)
READ_DIFFERENTLY = [
    "a: b\tc\n",  # a tab in a plain scalar: an error for the reference
    "players: [alice]\nx: 1\t\n",
    "a: !\n",  # an empty node tagged `!`: null for the reference, "" for libyaml
    "a: |2#c\n",  # a block scalar header with a comment and no space: an error for the reference
    "a: >#c\n",
    "[1? 2]\n",  # "?" in a flow scalar: an error for the reference
    "{a: b?c}\n",
    "\n\ufeff#",  # a byte-order mark at the start of a line: a character for the reference
]


@pytest.mark.parametrize("text", READ_DIFFERENTLY)
def test_texts_the_parsers_read_differently(text: str) -> None:
    assert yaml_text._NOT_FOR_FAST.search(text) is not None
    _same_as_reference(text)
