"""The reading of the program files' rules (pysolver.programs.rule_reading) and its entry in the cache on
disk: a later process reads the same readings back instead of reading the syntax trees again, and an
entry that is damaged or of another shape is only a miss."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.engine import Engine
from pysolver.programs import rule_reading
from pysolver.programs.files import layer_program_files
from pysolver.programs.rule_reading import Rule, _read_file, readings


@pytest.fixture(autouse=True, scope="module")
def warm() -> None:
    """Every program file parsed, as in a warm engine."""
    Engine.warm()


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of its own, and no reading kept in this process yet."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(folder))
    monkeypatch.setattr(rule_reading, "_readings", {})
    return folder


def not_read_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading a statement from its syntax tree fails from now on (a reading must come from the cache)."""
    def fail(statement: Any, params: Any) -> Any:
        raise AssertionError(f"read from the syntax tree: {statement}")

    monkeypatch.setattr(rule_reading, "read_statement", fail)


def test_a_later_process_reads_the_kept_readings(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    files = layer_program_files()
    expected = {str(path): _read_file(str(path)) for path in files}
    assert sum(isinstance(r, Rule) for found in expected.values() for r in found) > 2000  # (the test reads rules)
    assert readings(files[-1]) == expected[str(files[-1])]
    assert [entry.name.split("-")[:2] for entry in fresh.iterdir()] == [["rule", "readings"]]
    # a later process: nothing kept in memory, and every reading from the entry
    monkeypatch.setattr(rule_reading, "_readings", {})
    not_read_here(monkeypatch)
    assert {str(path): readings(path) for path in files} == expected


@pytest.mark.parametrize("damage", ["{not json", "[]", '[["x"]]', "[[[1, 2]]]", "null"])
def test_a_damaged_entry_is_a_miss(fresh: Path, monkeypatch: pytest.MonkeyPatch, damage: str) -> None:
    files = layer_program_files()
    expected = _read_file(str(files[0]))
    readings(files[0])
    [entry] = fresh.iterdir()
    entry.write_text(damage)
    monkeypatch.setattr(rule_reading, "_readings", {})
    assert readings(files[0]) == expected


def test_a_file_of_no_layer_run_is_read_and_not_kept(fresh: Path, tmp_path: Path) -> None:
    program = tmp_path / "p.lp"
    program.write_text('p(X) :- q(X;"a"), -r(#sup). #program step(k). s(k) :- p(k). #external t(1).')
    base, rule, step, later, external = readings(program)
    assert base is None and step is None  # (the #program statements)
    q_pool = ((("q", 1), ("q", None)), (("q", 1), ("q", ('"', "a"))))  # (one literal, two atoms)
    assert rule == Rule(((("p", 1), ("p", None)),), (q_pool, ((("-r", 1), ("-r", ("#sup",))),)), frozenset())
    assert later == Rule(((("s", 1), ("s", None)),), (((("p", 1), ("p", None)),),), frozenset({"k"}))
    assert external == Rule(((("t", 1), ("t", 1)),), (), frozenset({"k"}))
    assert not fresh.exists()


@pytest.mark.parametrize("pattern", [None, 3, ("f", None, 2, ("g",)), ('"', "text"), ("|", ("a",), ("b", 1)),
                                     ("#inf",), ("-f", 1)])
def test_a_pattern_is_written_and_read_back(pattern: Any) -> None:
    head, atom = (("h", 1), ("h", pattern)), (("b", 1), ("b", pattern))
    reading = Rule((head,), ((atom,), (atom, atom)), frozenset({"k", "t"}))
    data = rule_reading._write_reading(reading)
    assert rule_reading._read_reading(json.loads(json.dumps(data))) == reading


@pytest.mark.parametrize("data", [[1, 2], [[["h", 1]], [], []], [[["h", "1", None]], [], []],
                                  [[["h", 1, ['"', 1]]], [], []], [[["h", 1, [1]]], [], []], [[], [], [1]], True])
def test_a_reading_of_another_shape_is_refused(data: Any) -> None:
    with pytest.raises(ValueError):
        rule_reading._read_reading(data)


def test_the_heads_of_choices_and_disjunctions_are_read(fresh: Path, tmp_path: Path) -> None:
    program = tmp_path / "heads.lp"
    program.write_text("{ q(X) : r(X) } :- s.  1 { t(1); t(2) } 1.  u(1) ; v(1) :- s.  -w(1) :- s.  "
                       "#count { X : h(X) : r(X) } = 1 :- s.")
    _base, choice, counted, disjunction, negated, aggregate = readings(program)
    assert choice.heads == ((("q", 1), ("q", None)),) and choice.body == (((("s", 0), ("s",)),),)
    assert counted.heads == ((("t", 1), ("t", 1)), (("t", 1), ("t", 2)))
    assert disjunction.heads == ((("u", 1), ("u", 1)), (("v", 1), ("v", 1)))
    assert negated.heads == ((("-w", 1), ("-w", 1)),)
    assert aggregate.heads == ((("h", 1), ("h", None)),)


def test_an_atom_it_cannot_read_is_refused_by_name() -> None:
    """No program the parser accepts has one; a syntax tree made by hand may (an atom that is a variable)."""
    from clingo import ast

    location = ast.Location(ast.Position("<test>", 1, 1), ast.Position("<test>", 1, 1))
    literal = ast.Literal(location, ast.Sign.NoSign, ast.SymbolicAtom(ast.Variable(location, "X")))
    with pytest.raises(ValueError, match="an atom it cannot read: X"):
        rule_reading._atoms(literal, frozenset())
