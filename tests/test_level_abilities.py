"""The abilities of a level are refused, never read as if the permanent always had them (711.2a: the
abilities printed in a leveler's text box beside a level symbol are that symbol's static ability, which
applies only with that many level counters; 716.2a: a Class's abilities below "[cost]: Level N" apply only
at level N or greater). The engine does not model levels, so a question they matter to is refused, with
the level named; the lines above the first level (a leveler's own abilities, a Class's level 1) are read
as before. Real cards' Oracle text: tests/data/level_cards.json."""

from __future__ import annotations

from pathlib import Path

from pysolver.cards.build import compile_face
from pysolver.cards.compiled import CompiledCard
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.oracle import compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CORPUS = Path(__file__).parent / "data" / "level_cards.json"
library_dir, compiled = compiled_fixtures(CORPUS, ["Student of Warfare", "Innkeeper's Talent", "Figure of Destiny"])


def _face(name: str) -> CompiledCard:
    [face] = [f for f in read_corpus(CORPUS).faces if f.name == name]
    return compile_face(face, compile_ability)


def test_leveler_keywords_below_a_level_symbol_are_refused() -> None:
    abilities = {a.text: a for a in _face("Student of Warfare").abilities}
    # "First strike" alone would be a keyword the compiler reads (702.7): under LEVEL 2-6 it is the level's
    for text, level in (("First strike", "LEVEL 2-6"), ("Double strike", "LEVEL 7+"), ("3/3", "LEVEL 2-6")):
        assert not abilities[text].accepted
        assert abilities[text].unknown == level and "711.2a" in abilities[text].reason
    assert compile_ability("First strike", "Student of Warfare").key is not None  # the line itself is readable


def test_class_abilities_below_a_level_are_refused_and_level_one_is_read() -> None:
    abilities = _face("Innkeeper's Talent").abilities
    below = [a for a in abilities[abilities.index(next(a for a in abilities if a.text == "{G}: Level 2")) + 1:]
             if "Level" not in a.text]
    assert [a.text for a in below] == ["Permanents you control with counters on them have ward {1}.",
                                       "If you would put one or more counters on a permanent or player, put twice "
                                       "that many of each of those kinds of counters on that permanent or player "
                                       "instead."]
    assert {a.unknown for a in below} == {"{G}: Level 2", "{3}{G}: Level 3"}
    assert all("716.2a" in a.reason and not a.accepted for a in below)


def test_a_card_with_no_level_is_compiled_as_before() -> None:
    # "becomes ... with base power and toughness" (Figure of Destiny) has no level header: no line is held
    for ability in _face("Figure of Destiny").abilities:
        assert "711.2a" not in ability.reason


def test_layers_refuses_a_leveler_naming_its_level(tmp_path: Path, compiled: None) -> None:
    board = {"players": ["alice", "bob"],
             "objects": [{"id": "student", "card": "Student of Warfare", "timestamp": 1}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)))
    # a 1/1 with no level counter has neither first strike nor double strike (711.2a): never shown with them
    assert run.status == 2, run.out
    assert "LEVEL 2-6" in run.err and "not understood" in run.err
    assert len(run.err.strip().splitlines()) == 1
