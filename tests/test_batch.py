"""`mtgsolve batch`: one JSON line per scenario with the command's answer or error, failures recorded
without stopping the sweep, resumable, and the same map on a local Dask cluster."""

from __future__ import annotations

import json
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from pysolver.engine import Engine
from tests.cli_helpers import run_cli, run_subprocess

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


def test_layers_jobs_go_in_few_groups_even_among_the_workers() -> None:
    from pysolver.batch.run import GROUP, Job, groups

    def sizes(count: int, workers: int, command: str = "layers") -> list[int]:
        found = groups([Job(f"b{i}.yaml", "", command) for i in range(count)], workers)
        assert [job.path for group in found for job in group] == [f"b{i}.yaml" for i in range(count)]
        return [len(group) for group in found]

    assert sizes(0, 2) == [] and sizes(1, 2) == [1] and sizes(3, 2) == [1, 2]
    # as few groups as GROUP allows, as many for each worker, of even sizes (no worker waits on
    # another's larger group at the end)
    assert sizes(2 * GROUP, 1) == [GROUP, GROUP] and sizes(2 * GROUP, 2) == [GROUP, GROUP]
    assert sizes(2 * GROUP + 1, 2) == [GROUP // 2] * 3 + [GROUP // 2 + 1]
    assert all(len(set(sizes(count, workers))) <= 2 and max(sizes(count, workers)) <= GROUP
               and len(sizes(count, workers)) % workers == 0 for count in (40, 99, 200, 1000) for workers in (1, 2, 3))
    # other questions: one scenario at a time
    assert sizes(3, 1, "attacks") == [1, 1, 1]


_PARSED = """
import json
from pysolver.batch.run import Job, answer_group
from pysolver.programs import parsed
jobs = [Job(path, open(path).read(), "layers", {{}}) for path in {paths!r}]
together = answer_group(jobs, in_worker=True)
print(json.dumps([len(parsed._parsed), together]))
alone = answer_group(jobs[:1], in_worker=True)
print(json.dumps([len(parsed._parsed), alone]))
"""


def test_a_worker_answering_boards_together_parses_no_rule_file() -> None:
    """Boards grounded together read the rewritten programs (pysolver.solving.boards): a worker's engine is
    made warm (Engine.warm: every rule file parsed) only when it answers a scenario alone; the answers
    are the same either way."""
    paths = [str(ROOT / "examples" / f"{name}.yaml") for name in LAYER_EXAMPLES]
    run = subprocess.run([sys.executable, "-c", _PARSED.format(paths=paths)], capture_output=True, text=True,
                         timeout=300, check=True)
    (together_parsed, together), (alone_parsed, alone) = map(json.loads, run.stdout.splitlines())
    assert together_parsed == 0 and alone_parsed > 100
    assert [line["result"] for line in together] == [expected(name) for name in LAYER_EXAMPLES]
    assert alone == together[:1]


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


# --- the results file: append-only, never rewritten, refused when it is not one (issue 24) ------------

def _batch_command(folder: Path, out: Path, workers: str = "1", command: str = "layers") -> list[str]:
    return [sys.executable, "-m", "pysolver", "batch", str(folder), "--command", command, "--out", str(out),
            "--workers", workers, "--no-progress"]


def _copies(tmp_path: Path, count: int, example: str | None = None) -> Path:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(count):
        shutil.copy(ROOT / "examples" / f"{example or LAYER_EXAMPLES[i % 2]}.yaml", folder / f"board{i:03}.yaml")
    return folder


def _complete(data: bytes) -> bytes:
    return data[: data.rfind(b"\n") + 1]


def test_batch_killed_at_random_moments_loses_no_line(tmp_path: Path) -> None:
    """Issue 24: resuming rewrote the whole results file to drop a cut last line, and a kill during the
    rewrite lost most of it. `batch` (blocks: a line per scenario, soon after it starts) is killed with
    SIGKILL, or SIGINT to its process group (Ctrl-C), at random moments for six seconds, resuming
    included, sometimes after a line cut short by hand (what a kill in the middle of a write leaves):
    every complete line written before a kill is still there, byte for byte, after the next run; the
    last run completes the sweep with each scenario once. (Run for a minute: 56 kills, 22 of them of a
    run that had written lines, 21 cut lines planted, nothing lost.)"""
    rng = random.Random(24)
    folder = _copies(tmp_path, 200, "combat-lure-menace")
    out = tmp_path / "results.jsonl"
    kept = b""
    kills = writing = 0
    deadline = time.monotonic() + 6
    while time.monotonic() < deadline:
        if kept and rng.random() < 0.4:
            with open(out, "ab") as fh:
                fh.write(b'{"file": "' + str(folder / "board000.yaml").encode()[: rng.randrange(1, 20)])
        process = subprocess.Popen(_batch_command(folder, out, rng.choice(["1", "2"]), "blocks"),
                                   start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.2, 2.0))
        try:
            os.killpg(process.pid, rng.choice([signal.SIGKILL, signal.SIGINT]))
        except ProcessLookupError:
            pass
        process.communicate(timeout=30)
        kills += 1
        data = out.read_bytes() if out.exists() else b""
        assert data.startswith(kept), f"kill {kills}: lines written before it are gone"
        writing += _complete(data).count(b"\n") > kept.count(b"\n")
        kept = _complete(data)
    run = subprocess.run(_batch_command(folder, out, "2", "blocks"), capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    data = out.read_bytes()
    assert data.startswith(kept)
    got = [json.loads(line) for line in data.splitlines()]
    assert sorted(line["file"] for line in got) == sorted(str(path) for path in folder.iterdir())
    assert all(line["status"] == "ok" for line in got)
    assert kills >= 3 and writing >= 1, (kills, writing)


def test_a_resume_that_fails_while_cutting_the_last_line_loses_nothing(tmp_path: Path) -> None:
    """A fault at the worst moment of a resume, made certain: the file-size limit of the process
    (RLIMIT_FSIZE) stops any write past the current length, as a full disk would. Rewriting the file
    lost every line (the old code truncated it to nothing, then failed to write it back); cutting the
    last line off loses only it."""
    folder = _copies(tmp_path, 2)
    out = tmp_path / "results.jsonl"
    lines = b"".join(json.dumps({"file": f"earlier{i}.yaml", "status": "ok", "exit_status": 0, "result": i}).encode()
                     + b"\n" for i in range(2000))
    out.write_bytes(lines + b'{"file": "cut')
    size = out.stat().st_size

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (size - 1000, size - 1000))
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)

    subprocess.run(_batch_command(folder, out), preexec_fn=small_files, capture_output=True, timeout=120)
    assert out.read_bytes().startswith(lines)


@pytest.mark.parametrize("notes", [b"my notes\nlast line without a newline", b"my notes\n", b"a single line",
                                   b'{"file": "x.yaml"}\n', b'{"file": "x.yaml", "status": "ok"}\nnot a line'])
def test_batch_refuses_a_file_that_is_not_a_results_file(tmp_path: Path, notes: bytes) -> None:
    """Issue 24: `--out` on a user's notes cut their last line. A file any of whose lines `batch` did
    not write is refused and left as it is."""
    out = tmp_path / "notes.txt"
    out.write_bytes(notes)
    run = run_cli("batch", str(ROOT / "examples" / "lattice-march.yaml"), "--command", "layers", "--out", str(out),
                  "--workers", "1", "--no-progress")
    assert run.status == 2 and "not a results file" in run.err and len(run.err.splitlines()) == 1, run.err
    assert out.read_bytes() == notes


def test_batch_out_that_cannot_be_written_is_one_line(tmp_path: Path) -> None:
    """Issue 24: `--out` into a missing folder, onto a folder, onto a FIFO (it waited forever) or where
    it cannot be written: one line and exit status 2, nothing asked."""
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    cases = {str(tmp_path / "missing" / "out.jsonl"): "its folder does not exist", str(tmp_path): "is a folder",
             str(fifo): "not a regular file"}
    if os.geteuid() != 0:  # root writes anywhere
        cases[str(locked / "out.jsonl")] = "Permission denied"
    elif Path("/sys/kernel").is_dir():  # (but not a new file in sysfs)
        cases["/sys/kernel/out.jsonl"] = "cannot open the results file"
    scenario = str(ROOT / "examples" / "lattice-march.yaml")
    for out, problem in cases.items():
        run = run_subprocess("batch", scenario, "--command", "layers", "--out", out, "--workers", "1",
                             "--no-progress", timeout=60)
        assert run.status == 2 and run.err == f"mtgsolve: {out}: --out: {problem}\n" or (
            run.status == 2 and problem in run.err and len(run.err.splitlines()) == 1), run.err


# --- files that are no scenario, and Ctrl-C (issue 24) ----------------------------------------------

@pytest.mark.parametrize("workers", ["1", "2"])
def test_files_that_hold_no_mapping_are_recorded_as_layers_refuses_them(tmp_path: Path, workers: str) -> None:
    """Issue 24: one YAML list file in the folder crashed `batch` with a TypeError (nothing written, every
    rerun the same); a file whose whole text is a path made batch answer that other file under this one's
    name. Each is recorded with the exit status and message `layers` gives it, and the sweep goes on."""
    folder = tmp_path / "boards"
    folder.mkdir()
    shutil.copy(ROOT / "examples" / "lattice-march.yaml", folder / "good.yaml")
    texts = {"list.yaml": "- a\n- b\n", "empty.yaml": "", "scalar.yaml": "hello\n", "number.json": "3",
             "path.yaml": str(ROOT / "examples" / "blood-moon-urborg.yaml") + "\n"}
    for name, text in texts.items():
        (folder / name).write_text(text)
    out = tmp_path / "results.jsonl"
    run = run_cli("batch", str(folder), "--command", "layers", "--out", str(out), "--workers", workers,
                  "--no-progress")
    assert run.status == 0, run.err
    got = lines(out)
    assert got["good.yaml"]["status"] == "ok" and got["good.yaml"]["result"] == expected("lattice-march")
    for name in texts:
        alone = run_cli("layers", str(folder / name))
        assert alone.status == 2
        assert got[name]["exit_status"] == 2 and got[name]["error"] + "\n" == alone.err, name


def test_ctrl_c_on_batch_exits_130_without_a_traceback(tmp_path: Path) -> None:
    """Issue 24: Ctrl-C on `batch` (SIGINT to the terminal's process group) printed a traceback from every
    worker. Interrupted at random moments (starting, reading, answering): exit status 130, no traceback."""
    rng = random.Random(130)
    folder = _copies(tmp_path, 60)
    out = tmp_path / "results.jsonl"
    for attempt in range(6):
        process = subprocess.Popen(_batch_command(folder, out, "2" if attempt % 2 else "1"), start_new_session=True,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        # from the moment the run has begun (its results file opened: the interpreter's own start-up, before
        # any code of ours runs, prints Python's traceback whatever a program does), at a random moment
        begun = time.monotonic()
        while not out.exists() and process.poll() is None and time.monotonic() - begun < 20:
            time.sleep(0.01)
        time.sleep(rng.uniform(0.0, 1.0))
        os.killpg(process.pid, signal.SIGINT)
        stdout, stderr = process.communicate(timeout=60)
        assert process.returncode in (0, 130), (process.returncode, stderr.decode())
        assert b"Traceback" not in stderr and b"KeyboardInterrupt" not in stderr, stderr.decode()
        out.unlink(missing_ok=True)


# --- limits per scenario, in worker processes a limit stops (issue 24) ---------------------------------

_PEAKS = """
import json
from pysolver.engine import Engine
from pysolver.solving.limits import peak_memory_mb, reset_peak_memory
engine = Engine()
reset_peak_memory()
engine.layers({board!r})
alone = peak_memory_mb()
reset_peak_memory()
engine.layers_many([{board!r}] * 16)
print(json.dumps([alone, peak_memory_mb()]))
"""


@pytest.mark.skipif(not Path("/proc/self/clear_refs").exists(), reason="memory is read this way on Linux")
def test_batch_memory_limit_is_per_scenario_not_per_group(tmp_path: Path) -> None:
    """Issue 24: batch grounds `layers` scenarios in groups and charged the group's peak memory to each
    (28 of 60 files were marked "limit" though each alone fitted). Under a limit between one board's
    peak and sixteen boards' together, every board is answered."""
    board = str(ROOT / "examples" / "layer-soup-6.yaml")
    # (a first process fills the cache: one that builds the library or rewrites the layer programs
    # holds more memory than a worker)
    subprocess.run([sys.executable, "-c", f"from pysolver.engine import Engine; Engine().layers_many([{board!r}] * 2)"],
                   check=True, timeout=120)
    peaks = subprocess.run([sys.executable, "-c", _PEAKS.format(board=board)], capture_output=True, text=True,
                           check=True, timeout=120)
    alone, together = json.loads(peaks.stdout)
    if together - alone < 8:
        pytest.skip(f"sixteen boards together take too little more than one ({alone:.0f}, {together:.0f} MB)")
    folder = tmp_path / "soup"
    folder.mkdir()
    for i in range(32):
        shutil.copy(board, folder / f"soup{i:02}.yaml")
    out = tmp_path / "results.jsonl"
    limit = f"{(alone + together) / 2 + 4:.0f}"
    run = run_cli("batch", str(folder), "--command", "layers", "--out", str(out), "--workers", "1",
                  "--max-memory", limit, "--no-progress")
    assert run.status == 0, run.err
    got = lines(out)
    assert len(got) == 32 and {line["status"] for line in got.values()} == {"ok"}, (limit, alone, together)


def test_a_scenario_over_the_memory_limit_leaves_the_others_unaffected(tmp_path: Path) -> None:
    """A scenario that takes its worker over --max-memory (3,000 Clones) is recorded at the limit, and
    its worker is replaced: the scenarios after it are answered as if it had never been asked."""
    folder = tmp_path / "boards"
    folder.mkdir()
    objects = [{"id": "c0", "card": "Grizzly Bears"}] + [
        {"id": f"c{i}", "card": "Clone", "choices": {"copy": f"c{i - 1}"}} for i in range(1, 3000)]
    (folder / "a-huge.yaml").write_text(json.dumps({"players": ["alice"], "objects": objects}))
    for name in LAYER_EXAMPLES:
        shutil.copy(ROOT / "examples" / f"{name}.yaml", folder / f"b-{name}.yaml")
    out = tmp_path / "results.jsonl"
    start = time.monotonic()
    run = run_cli("batch", str(folder), "--command", "layers", "--out", str(out), "--workers", "1",
                  "--max-memory", "120", "--timeout", "60", "--no-progress")
    assert run.status == 0, run.err
    got = lines(out)
    huge = got["a-huge.yaml"]
    assert huge["status"] == "limit" and "over the limit of 120 MB; raise it with --max-memory MB" in huge["error"]
    for name in LAYER_EXAMPLES:
        assert got[f"b-{name}.yaml"]["status"] == "ok" and got[f"b-{name}.yaml"]["result"] == expected(name)
    assert time.monotonic() - start < 60  # stopped at the memory limit, not at the time limit


def test_a_dask_worker_answers_each_scenario_within_its_own_limits() -> None:
    """Issue 24: on Dask, a worker answered its group in its own process, so a scenario cut off by a limit
    left its run grounding on there (for a second after the limit, on this board). What a Dask worker
    runs (answer_group) now answers in worker processes of its engine, which a limit stops: the group
    that reaches the limit together is asked again one scenario at a time, only the board of 200
    objects whose effects depend on one another is at the limit, the others are answered, and
    nothing grounds on in this process."""
    import threading

    from pysolver.batch.run import Job, answer_group

    def grounding() -> int:
        return sum(thread.name == "clingo-ground" for thread in threading.enumerate())

    cards = ("Glorious Anthem", "Opalescence", "Humility", "Grizzly Bears", "Blood Moon", "Urborg, Tomb of Yawgmoth",
             "Mycosynth Lattice", "March of the Machines")
    objects = [{"id": f"o{i}", "card": cards[i % len(cards)]} for i in range(200)]
    options = {"timeout": 1.0, "max_atoms": 5_000_000, "max_memory_mb": 2048.0}
    jobs = [Job(f"{name}.yaml", (ROOT / "examples" / f"{name}.yaml").read_text(), "layers", options)
            for name in LAYER_EXAMPLES]
    jobs.append(Job("soup.yaml", json.dumps({"players": ["alice", "bob"], "objects": objects}), "layers", options))
    before = grounding()
    got = answer_group(jobs)
    assert grounding() <= before
    assert isinstance(got, list)
    assert [line["status"] for line in got] == ["ok", "ok", "ok", "limit"]
    assert "time limit of 1 s" in got[-1]["error"]
    assert [line["result"] for line in got[:-1]] == [expected(name) for name in LAYER_EXAMPLES]
