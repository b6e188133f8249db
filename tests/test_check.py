"""`mtgsolve check` (pysolver.check): clean on the real engine, and it finds planted bugs.

A planted bug is one rule of asp/ replaced by a wrong one: the test copies the rule files, edits
one, and points the engine at the copies (pysolver.solving.runner.rule_programs, the hook every engine run
loads its rules through). `check` must then exit 1 and write a shrunk counterexample that a user
can rerun with the command line.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import pysolver.solving.runner as solve_module
from pysolver.cards.library import load_library
from pysolver.cli.main import main
from pysolver.programs import files as resources
from pysolver.questions.layers.question import solve_layers
from pysolver.scenario import load_scenario
from pysolver.solving.limits import Limits

# 613.6: "If an effect starts to apply in one layer and/or sublayer, it will continue to be applied
# to the same set of objects in other layers and/or sublayers, even if the ability generating the
# effect is removed during this process." The planted bug drops the rule that keeps it existing.
RULE_613_6 = "exists(C,E) :- ctx(k,p,C), edom(C,E), started(k-1,E)."
# 613.7: effects of a layer apply in timestamp order. The planted bug ranks them by their names.
RULE_613_7 = "key(k,E,(1,T,E)) :- cand(k,E), not is_cda(k,E), eff_ts(k,E,T)."
PLANTED = {"613.6": ("effects.lp", RULE_613_6, ""),
           "613.7": ("layers.lp", RULE_613_7, RULE_613_7.replace("(1,T,E)", "(1,E,T)"))}


def plant(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, file: str, old: str, new: str) -> None:
    """Make every engine run of this test load a copy of the rules with `old` replaced by `new`."""
    folder = tmp_path / "asp"
    folder.mkdir()
    paths = []
    for path in resources.rule_programs():
        text = path.read_text(encoding="utf-8")
        if path.name == file:
            assert text.count(old) == 1, f"the rule to plant a bug in is not in {file}"
            text = text.replace(old, new)
        (folder / path.name).write_text(text, encoding="utf-8")
        paths.append(folder / path.name)
    monkeypatch.setattr(solve_module, "rule_programs", lambda: paths)


def test_the_planted_613_6_bug_changes_the_answer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The bug is real: Opalescence makes Humility a creature (layer 4), Humility removes its own
    ability in layer 6, and by 613.6 still sets creatures' base P/T to 1/1 in layer 7b after
    Opalescence's earlier 4/4 (613.7: Opalescence first; Humility's rulings: with Opalescence of the
    earlier timestamp, Humility is 1/1). Without the rule Humility's effect is gone in 7b: 4/4."""
    library = load_library()
    board = {"players": ["alice", "bob"], "objects": [{"id": "opal", "card": "Opalescence", "timestamp": 1},
                                                      {"id": "hum", "card": "Humility", "timestamp": 2}]}
    sc = load_scenario(board, "<test>", library)
    assert solve_layers(sc, library, Limits())[0].objects["hum"]["power"] == 1
    plant(monkeypatch, tmp_path, *PLANTED["613.6"])
    assert solve_layers(sc, library, Limits())[0].objects["hum"]["power"] == 4


def test_check_finds_the_planted_613_6_bug(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    plant(monkeypatch, tmp_path, *PLANTED["613.6"])
    files, printed = run_check(tmp_path, capsys, ["Humility", "Opalescence", "Grizzly Bears"])
    assert "613.6" in printed
    assert [f.name for f in files] == ["layers-613-6-a-started-effect-keeps-applying.yaml"]
    # a board that shows it needs Humility and Opalescence to animate it (how far hypothesis shrinks
    # further depends on its time budget: Grizzly Bears, Humility, Opalescence on a quiet machine)
    board = yaml.safe_load(files[0].read_text(encoding="utf-8"))
    assert {"Humility", "Opalescence"} <= {o["card"] for o in board["objects"]}, board
    # the file reruns with the command line (on the real engine again)
    monkeypatch.undo()
    assert main(["layers", str(files[0]), "--json"]) == 0


def test_check_finds_the_planted_613_7_bug(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """Effects ordered by name: renaming the ids changes the answer (two effects of one layer on one
    object: Act of Treason's control, layer 2, or its haste against Sudden Spoiling's, layer 6)."""
    plant(monkeypatch, tmp_path, *PLANTED["613.7"])
    files, printed = run_check(tmp_path, capsys, ["Act of Treason", "Sudden Spoiling", "Grizzly Bears"])
    assert "renaming ids changes nothing" in printed
    assert [f.name for f in files] == ["layers-renaming-ids-changes-nothing-variant.yaml",
                                       "layers-renaming-ids-changes-nothing.yaml"]
    board = yaml.safe_load(files[1].read_text(encoding="utf-8"))
    assert len(board["effects"]) == 2, board  # two effects of one layer, whose order the names decide


def run_check(tmp_path: Path, capsys: pytest.CaptureFixture[str], cards: list[str]) -> tuple[list[Path], str]:
    """`mtgsolve check --fail-on-counterexample` on layer boards of these cards: it must exit 1 and name
    the files it wrote."""
    out = tmp_path / "found"
    argv = ["check", "--questions", "layers", "--examples", "40", "--seed", "7", "--out", str(out), "--no-progress",
            "--fail-on-counterexample"]
    status = main(argv + [a for name in cards for a in ("--card", name)])
    printed = capsys.readouterr().out
    assert status == 1, printed
    files = sorted(out.glob("*.yaml"))
    assert all(str(f) in printed for f in files)
    return files, printed


def test_check_runs_clean_on_the_real_engine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "found"
    status = main(["check", "--examples", "5", "--seed", "3", "--out", str(out), "--no-progress"])
    printed = capsys.readouterr().out
    assert status == 0, printed
    assert not out.exists()
    for question in ("layers", "attacks", "blocks", "replace"):
        assert f"{question}: 5 boards, every property held" in printed


def test_check_refuses_an_unknown_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--card", "No Such Card", "--examples", "1"]) == 2
    assert "--card" in capsys.readouterr().err


def test_layer_sets_say_which_timestamps_may_matter() -> None:
    """Humility (6, 7b) and Opalescence (4, 7b) share 7b; Glorious Anthem (7c) shares nothing with
    either; a creature with no ability has no layer of its own (nothing on the board grants one)."""
    from pysolver.check.properties import _layer_sets

    library = load_library()
    board = {"players": ["alice", "bob"], "objects": [
        {"id": "hum", "card": "Humility", "timestamp": 1}, {"id": "opal", "card": "Opalescence", "timestamp": 2},
        {"id": "anthem", "card": "Glorious Anthem", "timestamp": 3},
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 4}]}
    sets = _layer_sets(load_scenario(board, "<test>", library), board, library)
    assert sets["hum"] & sets["opal"] == {"l7b"}
    assert not sets["anthem"] & (sets["hum"] | sets["opal"])
    assert sets["bears"] == set()
    # a copy effect (Clone, layer 1a) may give anything: every item then shares every layer
    with_clone = {**board, "objects": board["objects"] + [{"id": "clone", "card": "Clone", "timestamp": 5}]}
    sets = _layer_sets(load_scenario(with_clone, "<test>", library), with_clone, library)
    assert sets["bears"] == sets["anthem"] and "l1a" in sets["bears"]


def test_a_counterexample_file_reads_back_as_its_scenario(tmp_path: Path) -> None:
    from pysolver.check.properties import Failure
    from pysolver.check.runner import write_counterexample

    board = {"players": ["alice", "bob"], "objects": [{"id": "o0", "card": "Grizzly Bears", "timestamp": 1}]}
    variant = {**board, "objects": [{**board["objects"][0], "timestamp": 9}]}
    files = write_counterexample(Failure("layers", "shift: a test", "what differed", board, variant), tmp_path, 3)
    assert [f.name for f in files] == ["layers-shift-a-test.yaml", "layers-shift-a-test-variant.yaml"]
    text = files[0].read_text(encoding="utf-8")
    assert text.startswith("# mtgsolve check counterexample (seed 3)") and "# found: what differed" in text
    assert yaml.safe_load(text) == board and yaml.safe_load(files[1].read_text(encoding="utf-8")) == variant


def test_a_counterexample_is_written_through_no_link(tmp_path: Path) -> None:
    """Issue 24: `check --out DIR` wrote its predictable file names following a symbolic link planted
    there (into a file elsewhere). The file is made under a fresh name and renamed: the link is replaced."""
    from pysolver.check.properties import Failure
    from pysolver.check.runner import write_counterexample

    elsewhere = tmp_path / "precious.txt"
    elsewhere.write_text("mine")
    folder = tmp_path / "found"
    folder.mkdir()
    (folder / "layers-a-test.yaml").symlink_to(elsewhere)
    board = {"players": ["alice"], "objects": []}
    [written] = write_counterexample(Failure("layers", "a test", "what differed", board), folder, 3)
    assert elsewhere.read_text() == "mine"
    assert not written.is_symlink() and yaml.safe_load(written.read_text(encoding="utf-8")) == board
    assert sorted(path.name for path in folder.iterdir()) == ["layers-a-test.yaml"]
