"""`mtgsolve batch`: one JSON line per scenario with the command's answer or error, failures recorded
without stopping the sweep, resumable, and the same map on a local Dask cluster."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from pysolver.engine import Engine
from tests.cli_helpers import run_cli

ROOT = Path(__file__).parent.parent
LAYER_EXAMPLES = ("blood-moon-urborg", "humility-opalescence", "lattice-march")


def sweep(tmp_path: Path) -> Path:
    """A folder of three layer boards, one bad file and one board in a sub-folder."""
    folder = tmp_path / "boards"
    (folder / "more").mkdir(parents=True)
    for name in LAYER_EXAMPLES[:2]:
        shutil.copy(ROOT / "examples" / f"{name}.yaml", folder / f"{name}.yaml")
    shutil.copy(ROOT / "examples" / f"{LAYER_EXAMPLES[2]}.yaml", folder / "more" / "lattice.yml")
    (folder / "bad.yaml").write_text("players: [alice]\nobjects: [{id: x, card: No Such Card}]\n")
    (folder / "notes.txt").write_text("not a scenario")
    return folder


def lines(out: Path) -> dict[str, dict[str, Any]]:
    """The result file's lines by file (each file at most once)."""
    read = [json.loads(line) for line in out.read_text().splitlines()]
    assert len({line["file"] for line in read}) == len(read)
    return {Path(line["file"]).name: line for line in read}


def expected(name: str) -> dict[str, Any]:
    """The warm engine's answer for an example (itself equal to the command line's: test_engine.py)."""
    return Engine().layers(ROOT / "examples" / f"{name}.yaml").to_json()


@pytest.mark.parametrize("workers", ["1", "2"])
def test_batch_records_answers_and_failures(tmp_path: Path, workers: str) -> None:
    out = tmp_path / "results.jsonl"
    run = run_cli("batch", str(sweep(tmp_path)), "--command", "layers", "--out", str(out), "--workers", workers,
                  "--no-progress")
    assert run.status == 0, run.err
    got = lines(out)
    assert set(got) == {"blood-moon-urborg.yaml", "humility-opalescence.yaml", "lattice.yml", "bad.yaml"}
    for name, file in (("blood-moon-urborg", "blood-moon-urborg.yaml"), ("lattice-march", "lattice.yml")):
        assert got[file]["status"] == "ok" and got[file]["result"] == expected(name)
    bad = got["bad.yaml"]
    assert (bad["status"], bad["exit_status"]) == ("error", 2) and "No Such Card" in bad["error"]
    assert "3 answered, 1 bad input" in run.err


def test_batch_records_a_limit_and_goes_on(tmp_path: Path) -> None:
    out = tmp_path / "results.jsonl"
    files = [str(ROOT / "examples" / f"{name}.yaml") for name in LAYER_EXAMPLES]
    run = run_cli("batch", *files, "--command", "layers", "--out", str(out), "--max-atoms", "10", "--workers", "1",
                  "--no-progress")
    assert run.status == 0, run.err
    got = lines(out)
    assert len(got) == 3
    assert all(line["status"] == "limit" and line["exit_status"] == 3 and "--max-atoms" in line["error"]
               for line in got.values())


def test_batch_answers_together_yet_records_a_limit_for_its_own_scenario(tmp_path: Path) -> None:
    # layers scenarios are answered in groups (Engine.layers_many): Blood Moon/Urborg grounds about
    # 2,100 atoms, Lattice/March about 2,700; together they reach the limit, alone only Lattice does
    out = tmp_path / "results.jsonl"
    files = [str(ROOT / "examples" / f"{name}.yaml") for name in ("blood-moon-urborg", "lattice-march")]
    run = run_cli("batch", *files, "--command", "layers", "--out", str(out), "--max-atoms", "2500", "--workers", "1",
                  "--no-progress")
    assert run.status == 0, run.err
    got = lines(out)
    assert got["blood-moon-urborg.yaml"]["status"] == "ok"
    assert got["blood-moon-urborg.yaml"]["result"] == expected("blood-moon-urborg")
    assert got["lattice-march.yaml"]["status"] == "limit" and "--max-atoms" in got["lattice-march.yaml"]["error"]


def test_batch_resumes_without_asking_again(tmp_path: Path) -> None:
    folder = sweep(tmp_path)
    out = tmp_path / "results.jsonl"
    # a line already there (whatever it says) is kept and its file not asked again; a last line cut
    # short by an interruption is dropped and asked again
    kept = {"file": str(folder / "blood-moon-urborg.yaml"), "status": "ok", "exit_status": 0, "result": "kept"}
    out.write_text(json.dumps(kept) + "\n" + '{"file": "' + str(folder / "bad.yaml") + '", "sta')
    run = run_cli("batch", str(folder), "--command", "layers", "--out", str(out), "--workers", "1", "--no-progress")
    assert run.status == 0, run.err
    got = lines(out)
    assert got["blood-moon-urborg.yaml"]["result"] == "kept"
    assert got["bad.yaml"]["status"] == "error" and len(got) == 4
    assert "1 already in" in run.err
    again = run_cli("batch", str(folder), "--command", "layers", "--out", str(out), "--no-progress")
    assert "0 answered, 0 bad input, 0 over a limit, 4 already in" in again.err
    assert len(out.read_text().splitlines()) == 4


def test_batch_combat_and_replace(tmp_path: Path) -> None:
    for command, name in (("blocks", "combat-lure-menace"), ("replace", "replace-kalitas-rest-in-peace")):
        out = tmp_path / f"{command}.jsonl"
        path = ROOT / "examples" / f"{name}.yaml"
        run = run_cli("batch", str(path), "--command", command, "--out", str(out), "--workers", "1", "--no-progress")
        assert run.status == 0, run.err
        cli = run_cli(command, str(path), "--json")
        assert lines(out)[path.name]["result"] == json.loads(cli.out)


def test_batch_on_a_local_dask_cluster(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    out = tmp_path / "results.jsonl"
    run = run_cli("batch", str(sweep(tmp_path)), "--command", "layers", "--out", str(out), "--dask",
                  "--workers", "2", "--no-progress")
    assert run.status == 0, run.err
    got = lines(out)
    assert got["humility-opalescence.yaml"]["result"] == expected("humility-opalescence")
    assert got["bad.yaml"]["exit_status"] == 2 and len(got) == 4


def test_batch_refuses_an_unknown_command() -> None:
    run = run_cli("batch", "x.yaml", "--command", "explain")
    assert run.status == 2 and "invalid choice" in run.err


def test_batch_on_a_running_dask_scheduler(tmp_path: Path) -> None:
    distributed = pytest.importorskip("dask.distributed")
    out = tmp_path / "results.jsonl"
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        run = run_cli("batch", str(ROOT / "examples" / "lattice-march.yaml"), "--command", "layers", "--out", str(out),
                      "--scheduler", cluster.scheduler_address, "--no-progress")
    assert run.status == 0, run.err
    assert lines(out)["lattice-march.yaml"]["result"] == expected("lattice-march")
