"""The cache on disk (pysolver.programs.cache): what it gives back is what would have been computed, in
this process and in another one; a damaged, stale or unwritable cache is never an error, and nothing
in the cache folder can run code or make a run hang."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import clingo
import pytest

from pysolver.cards.library import Library
from pysolver.cards.stored import library_shape
from pysolver.programs import cache

SYMBOLS = [clingo.Function("gain", [clingo.Function("kw", [clingo.Function("flying")])]),
           clingo.Number(-3), clingo.String('a "quoted" name'), clingo.Function("x", [], False),
           clingo.Tuple_([clingo.Number(1), clingo.Infimum, clingo.Supremum])]
VALUE_SHAPE = cache.dict_of(cache.TEXT, cache.list_of(cache.SYMBOL))
NUMBER = cache.INT


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
    value = {"symbols": SYMBOLS, "none": []}
    assert cache.cached("thing", [source], builder(value, calls), VALUE_SHAPE) == value
    assert cache.cached("thing", [source], builder(None, calls), VALUE_SHAPE) == value
    assert len(calls) == 1
    assert len(list(folder.glob("thing-*.json"))) == 1


def test_a_changed_input_is_a_new_entry_and_the_old_one_goes(folder: Path, tmp_path: Path) -> None:
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: 1, NUMBER)
    source.write_text("b.")
    assert cache.cached("thing", [source], lambda: 2, NUMBER) == 2
    assert len(list(folder.glob("thing-*.json"))) == 1


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
    cache.cached("thing", [source], lambda: 1, NUMBER)
    [entry] = folder.glob("thing-*.json")
    entry.write_bytes(b"not json")
    assert cache.cached("thing", [source], lambda: 2, NUMBER) == 2
    assert cache.cached("thing", [source], lambda: 3, NUMBER) == 2


def test_no_cache_when_turned_off_or_unwritable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "input.lp"
    source.write_text("a.")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", "")
    calls: list[int] = []
    cache.cached("thing", [source], builder(1, calls), NUMBER)
    cache.cached("thing", [source], builder(1, calls), NUMBER)
    assert len(calls) == 2
    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(blocked / "cache"))  # a folder inside a file
    assert cache.cached("thing", [source], lambda: 4, NUMBER) == 4


def test_symbols_are_read_back_in_another_process(folder: Path, tmp_path: Path) -> None:
    """clingo's own pickling writes the symbol's address in this process: read in another process
    it crashed. An entry holds the symbol's text."""
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: SYMBOLS, cache.list_of(cache.SYMBOL))
    [entry] = folder.glob("thing-*.json")
    program = ("import json, sys; from pysolver.programs import cache;"
               "symbols = cache.list_of(cache.SYMBOL).read(json.load(open(sys.argv[1])));"
               "print(';'.join(map(str, symbols)))")
    out = subprocess.run([sys.executable, "-c", program, str(entry)], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ";".join(map(str, SYMBOLS))


def test_the_library_from_the_cache_is_the_library(folder: Path) -> None:
    """Another process reads the library the first one wrote: every attribute the same as reading the
    encodings afresh."""
    program = "from pysolver.cards.library import load_library; load_library()"
    env = {**os.environ, "MTGSOLVE_CACHE_DIR": str(folder)}
    subprocess.run([sys.executable, "-c", program], env=env, check=True)
    [entry] = folder.glob("library-*.json")
    cached = library_shape(Library).read(json.loads(entry.read_bytes()))
    fresh = Library()
    assert vars(cached).keys() == vars(fresh).keys()
    for name, value in vars(fresh).items():
        assert getattr(cached, name) == value, name


class Planted:
    """A pickle that, unpickled, writes a file: what an attacker plants in a cache folder they can write."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, ...]:
        return (Path.write_text, (self.marker, "ran"))


def _only_entry(folder: Path, name: str) -> Path:
    [entry] = (path for path in folder.iterdir() if path.name.startswith(name + "-"))
    return entry


def test_a_planted_pickle_runs_nothing(folder: Path, tmp_path: Path) -> None:
    """Issue 24: an entry was unpickled, so whoever could write the cache folder ran code as the user.
    An entry is plain data now: the planted pickle is a damaged entry, built again."""
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: 1, NUMBER)
    entry = _only_entry(folder, "thing")
    marker = tmp_path / "ran"
    entry.write_bytes(pickle.dumps(Planted(marker)))
    assert cache.cached("thing", [source], lambda: 2, NUMBER) == 2
    assert not marker.exists()


def _library_in_a_process(folder: Path) -> subprocess.CompletedProcess[str]:
    program = "from pysolver.cards.library import load_library; print(len(load_library().cards))"
    env = {**os.environ, "MTGSOLVE_CACHE_DIR": str(folder)}
    return subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("content", [pickle.dumps(5), pickle.dumps({"cards": 1}), b"5", b'{"cards": []}', b"[]",
                                     b"[" * 100_000, b"\xff\xfe", b'["1' + b"1" * 200_000 + b'"]'],
                         ids=["pickled int", "pickled dict", "number", "object", "empty list", "deep", "bytes",
                              "long"])
def test_an_entry_of_the_wrong_shape_is_a_miss(folder: Path, content: bytes) -> None:
    """Issue 24: an entry of the wrong shape (an int where the library was) broke every later run with
    a traceback. It is a miss: the library is read from the encodings and the entry written again."""
    first = _library_in_a_process(folder)
    assert first.returncode == 0, first.stderr
    _only_entry(folder, "library").write_bytes(content)
    again = _library_in_a_process(folder)
    assert (again.returncode, again.stdout, again.stderr) == (0, first.stdout, "")
    assert library_shape(Library).read(json.loads(_only_entry(folder, "library").read_bytes())).cards


def test_an_entry_with_a_wrong_value_inside_is_a_miss(folder: Path) -> None:
    """Right at the top, wrong deep inside (a card's power as text, an ability that is no term)."""
    first = _library_in_a_process(folder)
    entry = _only_entry(folder, "library")
    plain = json.loads(entry.read_bytes())
    for damage in ("power", "ability"):
        damaged = json.loads(json.dumps(plain))
        printed = damaged[0][0][1][2]  # cards -> first card -> its Card -> printed
        if damage == "power":
            printed[6] = "2"
        else:
            printed[9] = ["not a term ("]
        entry.write_text(json.dumps(damaged))
        again = _library_in_a_process(folder)
        assert (again.returncode, again.stdout, again.stderr) == (0, first.stdout, ""), damage


def test_a_folder_writable_by_others_is_not_read(folder: Path, tmp_path: Path) -> None:
    """Issue 24: a cache folder others can write (MTGSOLVE_CACHE_DIR pointing at a shared folder) may hold
    anything: it is neither read nor written."""
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: 1, NUMBER)
    folder.chmod(0o777)
    try:
        assert cache.cached("thing", [source], lambda: 2, NUMBER) == 2
        entry = _only_entry(folder, "thing")
        assert json.loads(entry.read_bytes()) == 1  # nor written over
    finally:
        folder.chmod(0o700)
    assert cache.cached("thing", [source], lambda: 3, NUMBER) == 1


def test_an_entry_writable_by_others_or_a_link_is_not_read(folder: Path, tmp_path: Path) -> None:
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: 1, NUMBER)
    entry = _only_entry(folder, "thing")
    entry.chmod(0o666)
    assert cache.cached("thing", [source], lambda: 2, NUMBER) == 2  # built again, written as the user's
    assert cache.cached("thing", [source], lambda: 3, NUMBER) == 2
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text("7")
    entry.unlink()
    entry.symlink_to(elsewhere)
    assert cache.cached("thing", [source], lambda: 4, NUMBER) == 4
    assert elsewhere.read_text() == "7"  # the link was replaced, not followed


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a file to another user needs root")
def test_an_entry_of_another_user_is_not_read(folder: Path, tmp_path: Path) -> None:
    source = tmp_path / "input.lp"
    source.write_text("a.")
    cache.cached("thing", [source], lambda: 1, NUMBER)
    os.chown(_only_entry(folder, "thing"), 4242, -1)
    assert cache.cached("thing", [source], lambda: 2, NUMBER) == 2


def test_a_fifo_as_an_entry_does_not_hang(folder: Path) -> None:
    """Issue 24: a FIFO at an entry's name made every run wait forever to read it."""
    assert _library_in_a_process(folder).returncode == 0
    entry = _only_entry(folder, "library")
    entry.unlink()
    os.mkfifo(entry)
    again = _library_in_a_process(folder)  # (a timeout of two minutes: waiting forever fails the test)
    assert again.returncode == 0, again.stderr
