"""The `layers` and `cards` commands as a user runs them: trace, graph, JSON shape, the card list."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.test_cases import run_cli

EXAMPLES = Path(__file__).parent.parent / "examples"


def test_json_names_the_dependency_with_its_reason() -> None:
    status, out, _ = run_cli(["layers", str(EXAMPLES / "blood-moon-urborg.yaml"), "--json"])
    assert status == 0
    outcome = json.loads(out)["outcomes"][0]
    assert outcome["order"] == {"4": ["moon#1"]}
    [dep] = outcome["dependencies"]
    assert (dep["layer"], dep["effect"], dep["depends_on"]) == ("4", "urborg#1", "moon#1")
    assert "remove Urborg, Tomb of Yawgmoth's ability" in dep["why"]


def test_trace_shows_steps_and_dependencies() -> None:
    status, out, _ = run_cli(["layers", str(EXAMPLES / "blood-moon-urborg.yaml"), "--trace"])
    assert status == 0
    assert "step  1  layer 4   moon#1" in out
    assert "Urborg, Tomb of Yawgmoth's effect (urborg#1) depends on Blood Moon's (moon#1)" in out


def test_graph_is_written_as_dot(tmp_path: Path) -> None:
    target = tmp_path / "deps.dot"
    status, _, _ = run_cli(["layers", str(EXAMPLES / "lattice-march.yaml"), "--graph", str(target)])
    assert status == 0
    dot = target.read_text()
    assert dot.startswith("digraph dependencies {")
    assert '"march#1" -> "lattice#1"' in dot


def test_order_of_opalescence_humility_follows_timestamps() -> None:
    status, out, _ = run_cli(["layers", str(EXAMPLES / "humility-opalescence.yaml"), "--json"])
    outcome = json.loads(out)["outcomes"][0]
    assert status == 0 and outcome["order"]["7b"] == ["hum#1", "opal#1"]
    assert outcome["objects"]["hum"]["power"] == 4 and outcome["dependencies"] == []


def test_cards_lists_the_library_and_shows_a_card() -> None:
    status, out, _ = run_cli(["cards"])
    assert status == 0 and "Mycosynth Lattice" in out and "Humility" in out
    status, out, _ = run_cli(["cards", "blood moon"])
    assert status == 0 and "Nonbasic lands are Mountains." in out
    status, _, err = run_cli(["cards", "Blod Moon"])
    assert status == 2 and "unknown card" in err


def test_module_entry_point_and_stdin() -> None:
    text = (EXAMPLES / "humility-opalescence.yaml").read_text()
    proc = subprocess.run([sys.executable, "-m", "pysolver", "layers", "-", "--json"], input=text,
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["outcomes"][0]["objects"]["bears"]["power"] == 1
