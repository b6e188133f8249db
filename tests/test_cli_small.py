"""Small command-line promises of issue 14: --version, --graph refuses what it cannot write (before
computing anything), and a permanent card given as a resolved `spell` is sent to `objects`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from tests.cli_helpers import run_cli, write_scenario

BOARD = {"players": ["alice"], "objects": [{"id": "moon", "card": "Blood Moon"},
                                           {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"}]}


def test_version_comes_from_the_package_metadata() -> None:
    run = run_cli("--version")
    assert run.status == 0 and run.out.strip() == f"mtgsolve {version('mtgsolve')}"


@pytest.mark.parametrize("name", ["graph.txt", "graph", "graph.jpeg"])
def test_graph_with_an_unknown_suffix_is_refused_before_solving(tmp_path: Path, name: str) -> None:
    target = tmp_path / name
    run = run_cli("layers", str(write_scenario(tmp_path, BOARD)), "--graph", str(target))
    assert run.status == 2 and run.out == "" and not target.exists()
    assert "--graph: cannot write a graph as" in run.err and ".dot, .gv (DOT text) or .png, .svg" in run.err


@pytest.mark.parametrize("name", ["graph.dot", "graph.gv"])
def test_graph_dot_and_gv_are_dot_text(tmp_path: Path, name: str) -> None:
    target = tmp_path / name
    run = run_cli("layers", str(write_scenario(tmp_path, BOARD)), "--graph", str(target))
    assert run.status == 0 and target.read_text().startswith("digraph dependencies {")


def test_graph_svg_is_svg_without_graphviz(tmp_path: Path) -> None:
    target = tmp_path / "graph.svg"
    run = run_cli("layers", str(write_scenario(tmp_path, BOARD)), "--graph", str(target))
    assert run.status == 0 and "<svg" in target.read_text()


def test_a_permanent_card_as_a_spell_belongs_in_objects(tmp_path: Path) -> None:
    run = run_cli("layers", str(write_scenario(tmp_path, {"players": ["alice"], "objects": [],
                                                          "effects": [{"spell": "Humility"}]})))
    assert run.status == 2
    assert "effects[0].spell: Humility is a permanent card (enchantment)" in run.err
    assert "put it in `objects`" in run.err


@pytest.mark.parametrize("options", [["--json"], []])
def test_a_layers_answer_imports_only_what_it_needs(options: list[str]) -> None:
    """Start-up is most of a small question's time from the command line: a board with a dependency
    loop (613.8b) is answered, as JSON or as text, without importing networkx (about 0.2 s), tabulate
    or the package metadata (each about 30 ms), and the version is read only for --version; nor clingo's
    syntax trees (a run that parses no program into them), difflib (suggestions for refused input) or
    the modules of other subcommands (the parser of `layers` alone is built); nor the trimming of the
    rules a warm engine makes (pysolver.programs.reachable, live_base: a fresh process keeps every rule),
    nor the readers of the `event` and `combat` sections the board does not have, nor the compiled library's
    modules and the levels' (a board of library cards with no text change and no Class level; where no bytecode is
    kept, a fresh process compiles every module it imports)."""
    example = Path(__file__).resolve().parent.parent / "examples" / "life-and-limb-yavimaya-loop.yaml"
    program = ("import contextlib, io, sys\n"
               "from pysolver.cli.main import main\n"
               "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
               f"    status = main(['layers', {str(example)!r}, *{options!r}])\n"
               "assert status == 0 and 'limb' in out.getvalue(), out.getvalue()\n"
               "print(sorted({'networkx', 'tabulate', 'importlib.metadata', 'clingo.ast', 'difflib',\n"
               "             'pysolver.batch.run', 'pysolver.check.runner', 'pysolver.programs.reachable',\n"
               "             'pysolver.programs.live_base', 'pysolver.scenario.event', 'pysolver.scenario.combat',\n"
               "             'pysolver.scenario.casting', 'pysolver.cards.compiled', 'pysolver.cards.levels'}\n"
               "            & set(sys.modules)))\n")
    # a first run fills the cache (building the library index parses its files into syntax trees)
    subprocess.run([sys.executable, "-m", "pysolver", "layers", str(example), "--json"], capture_output=True,
                   check=True)
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"


def test_python_m_pysolver_imports_with_the_collector_paused_and_answers_with_it_on() -> None:
    """`python -m pysolver` imports the command line with Python's cycle collector paused, sets the
    objects of the imports aside (gc.freeze) and answers with the collector on (a question that makes
    cycles must not keep them)."""
    program = ("import gc, json, os, runpy, sys\n"
               "seen = {}\n"
               "import pysolver.cli.main\n"
               "entry = sys.modules['pysolver.cli.main']\n"
               "def question(argv=None):\n"
               "    seen.update(enabled=gc.isenabled(), frozen=gc.get_freeze_count())\n"
               "    return 0\n"
               "entry.main = question\n"
               "leave = os._exit\n"
               "os._exit = lambda status: (print(json.dumps(seen)), sys.stdout.flush(), leave(status))\n"
               "runpy.run_module('pysolver', run_name='__main__')\n")
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    seen = json.loads(run.stdout)
    assert seen["enabled"] and seen["frozen"] > 10_000


def test_python_m_pysolver_leaves_the_collector_paused_only_while_it_imports() -> None:
    """The collector is paused from the first import of the command line to its end, not after."""
    program = ("import gc, sys\n"
               "class Watch:\n"
               "    def find_spec(self, name, path=None, target=None):\n"
               "        if name == 'pysolver.cli.options':\n"
               "            print('paused' if not gc.isenabled() else 'running')\n"
               "        return None\n"
               "sys.meta_path.insert(0, Watch())\n"
               "import runpy, os\n"
               "sys.argv = ['pysolver', 'layers', 'no such file.yaml']\n"
               "leave = os._exit\n"
               "os._exit = lambda status: (print('after', gc.isenabled()), sys.stdout.flush(), leave(status))\n"
               "runpy.run_module('pysolver', run_name='__main__')\n")
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=False)
    assert run.returncode == 2 and run.stdout == "paused\nafter True\n"


@pytest.mark.parametrize("line", [
    ["layers", "x.yaml", "--json", "--trace", "--explain", "a", "--graph", "g.dot", "--timeout", "5",
     "--max-atoms", "9"],
    ["attacks", "x.yaml", "--limit", "3", "--max-memory", "100"],
    ["blocks", "x.yaml", "--json"],
    ["replace", "x.yaml", "--json"],
    ["explore", "x.yaml", "--limit", "5", "--seed", "2"],
    ["batch", "d", "e.yaml", "--command", "blocks", "--out", "o.jsonl", "--workers", "2", "--no-progress"],
    ["check", "--examples", "3", "--seed", "1", "--questions", "layers,blocks", "--card", "Humility"],
    ["cards", "moon"],
    ["abilities", "land", "swamp"],
])
def test_the_parser_of_one_command_reads_its_line_as_the_whole_parser_does(line: list[str]) -> None:
    """main builds the parser of the command a line starts with alone: it must read the line as the
    parser of every command does (options, defaults and types)."""
    from pysolver.cli.main import COMMANDS, build_parser

    assert line[0] in COMMANDS
    assert vars(build_parser(line[0]).parse_args(line)) == vars(build_parser().parse_args(line))


def test_help_before_a_command_lists_every_command() -> None:
    """`mtgsolve -h layers`: the help of the program (every subcommand), not of one."""
    run = run_cli("-h", "layers")
    assert run.status == 0
    assert "{layers,attacks,blocks,replace,explore,batch,check,cards,abilities,serve}" in run.out


def test_graph_leaves_a_file_beside_it_alone_and_follows_no_link(tmp_path: Path) -> None:
    """Issue 24: --graph FILE wrote FILE.tmp beside it, overwriting and then deleting a file of that
    name, and following a symbolic link there. It writes a fresh name and renames it onto FILE; a link at
    FILE itself is replaced, not written through."""
    target = tmp_path / "graph.dot"
    beside = tmp_path / "graph.dot.tmp"
    beside.write_text("the user's own file")
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("not to be written")
    target.symlink_to(elsewhere)
    run = run_cli("layers", str(write_scenario(tmp_path, BOARD)), "--graph", str(target))
    assert run.status == 0, run.err
    assert beside.read_text() == "the user's own file" and elsewhere.read_text() == "not to be written"
    assert not target.is_symlink() and target.read_text().startswith("digraph dependencies {")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["elsewhere.txt", "graph.dot", "graph.dot.tmp",
                                                                 "scenario.yaml"]


def test_graph_through_a_planted_tmp_link_writes_nothing_there(tmp_path: Path) -> None:
    target = tmp_path / "graph.dot"
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("not to be written")
    (tmp_path / "graph.dot.tmp").symlink_to(elsewhere)
    run = run_cli("layers", str(write_scenario(tmp_path, BOARD)), "--graph", str(target))
    assert run.status == 0 and elsewhere.read_text() == "not to be written"
    assert (tmp_path / "graph.dot.tmp").is_symlink()


@pytest.mark.parametrize("command", ["layers", "attacks", "replace", "batch"])
def test_a_fifo_as_the_scenario_is_refused_at_once(tmp_path: Path, command: str) -> None:
    """Issue 24: a FIFO given as the scenario waited forever for a writer. It is refused in one line."""
    fifo = tmp_path / "board.yaml"
    os.mkfifo(fifo)
    argv = [sys.executable, "-m", "pysolver", command, str(fifo)]
    if command == "batch":
        argv += ["--command", "layers", "--out", str(tmp_path / "out.jsonl"), "--workers", "1", "--no-progress"]
    run = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    if command == "batch":
        assert run.returncode == 0 and "not a regular file" in (tmp_path / "out.jsonl").read_text()
    else:
        assert run.returncode == 2 and run.stderr == f"mtgsolve: {fifo}: cannot read the file: not a regular file " \
                                                      "(a FIFO, a device ...)\n"
