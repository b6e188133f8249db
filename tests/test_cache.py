"""The cache on disk (pysolver.programs.cache): what it gives back is what would have been computed, in this
process and in another one; a damaged, stale or unwritable cache is never an error."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import clingo
import pytest

from pysolver.cards.library import Library
from pysolver.programs import cache

SYMBOLS = [clingo.Function("gain", [clingo.Function("kw", [clingo.Function("flying")])]),
           clingo.Number(-3), clingo.String('a "quoted" name'), clingo.Function("x", [], False),
           clingo.Tuple_([clingo.Number(1), clingo.Infimum, clingo.Supremum])]


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def builder(value: object, calls: list[int]):
    def build() -> object:
        calls.append(1)
        return value
    return build


def test_an_entry_is_built_once_then_read(folder: Path, tmp_path: Path) -> None:
    source = tmp_path / "input.lp"
    source.write_text("a.")
    calls: list[int] = []
    value = {"symbols": SYMBOLS, "text": "x"}
    assert cache.cached("thing", [source], builder(value, calls)) == value
    assert cache.cached("thing", [source], builder(None, calls)) == value
    assert len(calls) == 1
    assert len(list(folder.glob("thing-*.pickle"))) == 1


def test_a_changed_input_is_a_new_entry_and_the_old_one_goes(folder: Path, tmp_path: Path) -> None:
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: 1)
    source.write_text("b.")
    assert cache.cached("thing", [source], lambda: 2) == 2
    assert len(list(folder.glob("thing-*.pickle"))) == 1


def test_a_file_edited_within_the_same_clock_tick_is_read_again(tmp_path: Path) -> None:
    # an edit that leaves the size and the modification time as they were (two writes within one tick
    # of the kernel's clock): a file modified in the last seconds is read for every digest
    source = tmp_path / "rules.lp"
    source.write_text("a.")
    stamp = os.stat(source).st_mtime_ns
    first = cache.digest([source])
    source.write_text("b.")
    os.utime(source, ns=(stamp, stamp))
    assert cache.digest([source]) != first


def test_an_old_file_is_read_once_per_process(tmp_path: Path) -> None:
    # a file modified long ago is read once while its time and size stay the same (the same files name
    # several entries); restoring an old time after an edit hides it, as it does from make and git
    source = tmp_path / "rules.lp"
    source.write_text("a.")
    old = os.stat(source).st_mtime_ns - 3600 * 10**9
    os.utime(source, ns=(old, old))
    first = cache.digest([source])
    source.write_text("b.")
    os.utime(source, ns=(old, old))
    assert cache.digest([source]) == first
    os.utime(source, ns=(old + 1, old + 1))
    assert cache.digest([source]) != first


def test_a_damaged_entry_is_built_again(folder: Path, tmp_path: Path) -> None:
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: 1)
    [entry] = folder.glob("thing-*.pickle")
    entry.write_bytes(b"not a pickle")
    assert cache.cached("thing", [source], lambda: 2) == 2
    assert cache.cached("thing", [source], lambda: 3) == 2


def test_no_cache_when_turned_off_or_unwritable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "input.lp"
    source.write_text("a.")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", "")
    calls: list[int] = []
    cache.cached("thing", [source], builder(1, calls))
    cache.cached("thing", [source], builder(1, calls))
    assert len(calls) == 2
    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(blocked / "cache"))  # a folder inside a file
    assert cache.cached("thing", [source], lambda: 4) == 4


def test_symbols_are_written_as_what_makes_them(folder: Path, tmp_path: Path) -> None:
    """clingo's own pickling writes the symbol's address in this process: read in another process
    it crashed. An entry holds what makes the symbol again instead."""
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: SYMBOLS)
    [entry] = folder.glob("thing-*.pickle")
    program = ("import pickle, sys; symbols = pickle.load(open(sys.argv[1], 'rb'));"
               "print(';'.join(map(str, symbols)))")
    out = subprocess.run([sys.executable, "-c", program, str(entry)], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ";".join(map(str, SYMBOLS))


def test_the_library_from_the_cache_is_the_library(folder: Path) -> None:
    """Another process reads the library the first one wrote: every attribute the same as reading the
    encodings afresh."""
    program = "from pysolver.cards.library import load_library; load_library()"
    env = {**os.environ, "MTGSOLVE_CACHE_DIR": str(folder)}
    subprocess.run([sys.executable, "-c", program], env=env, check=True)
    [entry] = folder.glob("library-*.pickle")
    with open(entry, "rb") as fh:
        cached = pickle.load(fh)
    fresh = Library()
    assert vars(cached).keys() == vars(fresh).keys()
    for name, value in vars(fresh).items():
        assert getattr(cached, name) == value, name
