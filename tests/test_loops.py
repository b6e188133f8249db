"""Dependency loops (613.8b) named in the trace and the JSON of `layers`, and explored.

Life and Limb ("All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in
addition to their other types") and Yavimaya, Cradle of Growth ("Each land is a Forest in addition
to its other land types"), with a Plains and a (nonland) Saproling: Yavimaya would make the Plains a
Forest, changing what Life and Limb applies to; Life and Limb would make the Saproling a land,
changing what Yavimaya applies to. Each depends on the other (613.8a): a loop, so both apply in
timestamp order (613.8b), in layer 4 at the first step.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from pysolver.cards.library import load_library
from pysolver.questions.explore.question import explore
from pysolver.questions.layers.question import solve_layers
from pysolver.scenario import load_scenario
from pysolver.solving import runner as solve
from pysolver.solving.limits import Limits
from tests.cli_helpers import run_cli

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "life-and-limb-yavimaya-loop.yaml"
SAPROLING = {"id": "sap", "custom": {"name": "Test Saproling", "mana_cost": "{G}", "types": ["creature"],
                                     "subtypes": ["saproling"], "power": 1, "toughness": 1}}


def board(limb_first: bool) -> dict[str, Any]:
    limb, yav = {"id": "limb", "card": "Life and Limb"}, {"id": "yavimaya", "card": "Yavimaya, Cradle of Growth"}
    first, second = (limb, yav) if limb_first else (yav, limb)
    return {"players": ["alice", "bob"], "objects": [first, second, {"id": "plains", "card": "Plains"}, SAPROLING]}


def layers_json(tmp_path: Path, data: dict[str, Any], *extra: str) -> Any:
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data))
    result = run_cli("layers", str(path), *extra)
    assert result.status == 0, result.err
    return result.out


def test_loop_in_json_names_members_and_step(tmp_path: Path) -> None:
    for limb_first, first in ((True, "limb#1"), (False, "yavimaya#1")):
        outcome = json.loads(layers_json(tmp_path, board(limb_first), "--json"))["outcomes"][0]
        expected = ["limb#1", "yavimaya#1"] if limb_first else ["yavimaya#1", "limb#1"]
        assert outcome["loops"] == [{"layer": "4", "effects": expected, "step": 1, "applied": [first]}]
        # 613.8b: timestamp order decides; Life and Limb first makes only the Saproling a land
        plains = outcome["objects"]["plains"]
        assert ("creature" in plains["types"]) == (not limb_first)
        assert "forest" in plains["subtypes"]


def test_loop_in_trace(tmp_path: Path) -> None:
    text = " ".join(layers_json(tmp_path, board(True), "--trace").split())  # lines wrap at the width
    assert ("dependency loop (613.8b) in layer 4: limb#1, yavimaya#1; broken at step 1 by timestamp order: "
            "limb#1 applied first") in text


def test_no_loop_no_entry(tmp_path: Path) -> None:
    # Urborg (earlier) depends on Blood Moon (305.7 would remove its ability), not the other way round
    data = {"players": ["alice", "bob"], "objects": [{"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"},
                                                      {"id": "moon", "card": "Blood Moon"}]}
    outcome = json.loads(layers_json(tmp_path, data, "--json"))["outcomes"][0]
    assert "loops" not in outcome and outcome["dependencies"]


def test_loop_named_after_the_run_goes_on_in_new_controls(monkeypatch: pytest.MonkeyPatch) -> None:
    """A long run goes on in a new Control after a step (compaction, pysolver.solving.runner): the loop found
    at step 1 is carried into it and named as in a run that never moved."""
    library = load_library()
    sc = load_scenario(yaml.safe_load(EXAMPLE.read_text()), str(EXAMPLE), library)
    [whole] = solve_layers(sc, library, Limits())
    monkeypatch.setattr(solve, "COMPACT_ATOMS", 1)  # a new Control after every step
    [moved] = solve_layers(sc, library, Limits())
    assert [(lp.layer, lp.effects, lp.step) for lp in whole.loops] == [("4", ["limb#1", "yavimaya#1"], 1)]
    assert moved.loops == whole.loops


def test_explore_loop_board() -> None:
    """Two orders of the loop's members matter; the Plains and the Saproling's timestamps do not:
    24 orderings, 12 each way."""
    library = load_library()
    sc = load_scenario(yaml.safe_load(EXAMPLE.read_text()), str(EXAMPLE), library)
    result = explore(sc, library, Limits())
    assert (result.orderings, result.sampled, sorted(result.free)) == (24, False, ["plains", "sap"])
    counts = {"creature" in oc.objects["plains"]["types"]: oc.count for oc in result.outcomes}
    assert counts == {True: 12, False: 12}


def test_graph_drawn_as_png_svg_or_written_as_dot(tmp_path: Path) -> None:
    """--graph draws the picture with matplotlib (no Graphviz needed), by the file name's suffix."""
    for name, start in (("deps.png", b"\x89PNG\r\n\x1a\n"), ("deps.SVG", b"<?xml"), ("deps.gv", b"digraph")):
        target = tmp_path / name
        run = run_cli("layers", str(EXAMPLE), "--graph", str(target))
        assert run.status == 0, run.err
        data = target.read_bytes()
        assert data.startswith(start)
        assert not list(tmp_path.glob("*.tmp"))
    svg = (tmp_path / "deps.SVG").read_text()
    assert "limb#1" in svg and "yavimaya#1" in svg


# the order of a loop's members when some of them were never applied in its layer (a loop of five
# effects found at step 1, of which only effect0 was applied in layer 4), in a fresh process
_LOOP_ORDER = """
import json
from types import SimpleNamespace
import clingo
from pysolver.questions.layers.decode import _loops
names = [f"effect{i}" for i in range(5)]
syms = [clingo.Function(n) for n in names]
loops = [clingo.Function("in_loop_with", [clingo.Number(1), a, b]) for a in syms for b in syms if a != b]
effect_name = dict(zip(syms, names))
found = _loops(SimpleNamespace(loops=loops), [(1, "4", ["effect0"])], effect_name, {clingo.Number(1): 1})
print(json.dumps([loop.to_json() for loop in found]))
"""


def test_the_order_of_a_loops_effects_does_not_depend_on_the_hash_seed() -> None:
    """Issue 24: `loops[].effects` of --json changed with PYTHONHASHSEED (the members never applied came
    in the order of a set). Those come after the applied ones, by name, in every process."""
    answers = set()
    for seed in ("1", "2", "3", "5"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = subprocess.run([sys.executable, "-c", _LOOP_ORDER], env=env, capture_output=True, text=True,
                             check=True, timeout=60)
        answers.add(run.stdout)
    [answer] = answers
    assert json.loads(answer)[0]["effects"] == ["effect0", "effect1", "effect2", "effect3", "effect4"]


def test_layers_json_is_the_same_under_two_hash_seeds() -> None:
    outs = {subprocess.run([sys.executable, "-m", "pysolver", "layers", str(EXAMPLE), "--json"], capture_output=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}, check=True, timeout=60).stdout
            for seed in ("0", "4242")}
    assert len(outs) == 1
