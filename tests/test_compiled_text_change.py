"""612.2 on compiled abilities: the colour and land type words of a compiled ability are the slots of
its parse (pysolver.cards.oracle.slots), and a text change gives the object the ability of the
changed words, compiled again (pysolver.questions.layers.text_changes). The cases on whole boards
are tests/cases/layers_text_compiled.yaml; here the word changes themselves, a board of the crafted
corpus and what is still refused."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import clingo
import pytest

from pysolver.cards import oracle
from pysolver.cards.build import build_library, write_library
from pysolver.cards.compiled import load_compiled
from pysolver.cards.corpus.readers import read_corpus
from pysolver.cards.library import load_library
from pysolver.cards.oracle import Refused, compile_ability
from pysolver.cards.oracle.slots import changed_line, changed_oracle_text
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(("line", "old", "new", "changed"), [
    # 702.16a: a quality of protection; 702.14a: a landwalk keyword is one word
    ("protection from black and from green", "green", "red", "protection from black and from red"),
    ("swampwalk", "swamp", "island", "islandwalk"),
    # a colour filter, a negated class word, a land type in the plural
    ("black creatures get +1/+1.", "black", "blue", "blue creatures get +1/+1."),
    ("nongreen creatures get -1/-1.", "green", "red", "nonred creatures get -1/-1."),
    ("nonbasic lands are mountains.", "mountain", "island", "nonbasic lands are islands."),
    # words a production keeps as written: a cost, a trigger's event, a combat rule
    ("{t}, sacrifice a swamp: target creature gets +1/+1 until end of turn.", "swamp", "forest",
     "{t}, sacrifice a forest: target creature gets +1/+1 until end of turn."),
    ("whenever you cast a green spell, ~ gets +1/+0 and gains trample until end of turn.", "green", "white",
     "whenever you cast a white spell, ~ gets +1/+0 and gains trample until end of turn."),
    ("~ can't be blocked by black creatures.", "black", "red", "~ can't be blocked by red creatures."),
    # 612.2: creature types, in the plural and negated, written as the rules print them
    ("other elves you control get +1/+1.", "elf", "goblin", "other goblins you control get +1/+1."),
    ("non-human creatures get -1/-1.", "human", "elf", "non-elf creatures get -1/-1."),
    ("other goblin creatures you control get +1/+1 and have mountainwalk.", "goblin", "assembly_worker",
     "other assembly-worker creatures you control get +1/+1 and have mountainwalk."),
])
def test_a_word_is_changed_in_every_slot_of_the_parse(line: str, old: str, new: str, changed: str) -> None:
    change = changed_line(line, old, new)
    assert change is not None and change.line == changed
    assert not isinstance(oracle.compile_normalised(change.line), Refused)  # the changed line means something


def test_a_line_without_the_word_is_unchanged() -> None:
    assert changed_line("black creatures get +1/+1.", "green", "red") is None
    assert changed_line("flying", "green", "red") is None


def test_the_changed_ability_means_the_changed_words() -> None:
    """702.16a: the protection the changed Sword grants is from red, not from green (layer 6)."""
    change = changed_line("equipped creature gets +2/+2 and has protection from black and from green.", "green", "red")
    assert change is not None
    compiled = oracle.compile_normalised(change.line)
    assert not isinstance(compiled, Refused)
    grants = {str(f.arguments[2]) for f in compiled.facts if f.name == "does" and f.arguments[1].name == "l6"}
    assert grants == {"gain(protection_from(black))", "gain(protection_from(red))"}
    # the key is that of any card printing those words
    assert compiled.key == compile_ability("Equipped creature gets +2/+2 and has protection from black and from red.",
                                           "Sword of Fire and Ice").key


def test_the_printed_text_is_shown_with_the_changed_word() -> None:
    change = changed_line("swampwalk", "swamp", "island")
    assert change is not None
    # reminder text is not rules text (207.2): it is not shown
    assert changed_oracle_text("Swampwalk (This creature can't be blocked as long as defending player controls a "
                               "Swamp.)", "swamp", "island", "Bog Raiders", change) == "Islandwalk"
    change = changed_line("~ gets +1/+1 as long as you control a green permanent.", "green", "blue")
    assert change is not None
    # 612.2: the card's name holds the word, and is not changed
    shown = changed_oracle_text("Green Knight gets +1/+1 as long as you control a green permanent.", "green", "blue",
                                "Green Knight", change)
    assert shown == "Green Knight gets +1/+1 as long as you control a blue permanent."
    # the word as often as the slots or nothing: the caller shows the compiled line instead
    assert changed_oracle_text("It gets +1/+1 as long as you control a green or green permanent.", "green", "blue",
                               "Green Knight", change) is None


@pytest.fixture
def crafted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The crafted corpus compiled by the real Oracle compiler into a cache folder of its own."""
    write_library(build_library(read_corpus(DATA / "atomic_cards.json"), compile_ability)[0],
                  tmp_path / "cache" / "cards.jsonl")
    monkeypatch.setenv("MTGSOLVE_CACHE_DIR", str(tmp_path / "cache"))
    load_compiled.cache_clear()
    yield
    load_compiled.cache_clear()


def _board(effects: list[dict]) -> dict:
    return {"players": ["alice", "bob"],
            "objects": [{"id": "harbinger", "card": "Harbinger of the Seas", "timestamp": 1},
                        {"id": "pool", "card": "Breeding Pool", "owner": "bob", "timestamp": 2}],
            "effects": effects}


def _objects(run_out: str) -> dict:
    return json.loads(run_out)["outcomes"][0]["objects"]


def test_a_compiled_land_type_word_is_changed(crafted: None, tmp_path: Path) -> None:
    """612.2, 613.1c before 613.1d, 305.7: Harbinger of the Seas changed to "Nonbasic lands are Swamps."
    makes Breeding Pool a Swamp with only {T}: Add {B}."""
    run = run_cli("layers", str(write_scenario(tmp_path, _board([]))), "--json")
    assert run.status == 0, run.err
    assert _objects(run.out)["pool"]["subtypes"] == ["island"]
    change = {"id": "hack", "controller": "alice", "timestamp": 3, "targets": ["harbinger"],
              "custom": {"change_text": {"from": "island", "to": "swamp"}}}
    run = run_cli("layers", str(write_scenario(tmp_path, _board([change]))), "--json")
    assert run.status == 0, run.err
    objects = _objects(run.out)
    assert objects["harbinger"]["abilities"] == ["Nonbasic lands are Swamps."]
    assert objects["pool"]["subtypes"] == ["swamp"]
    assert objects["pool"]["abilities"] == ["{T}: Add {B}."]


def test_a_changed_line_the_compiler_refuses_refuses_the_board(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Exactly right or refused: a changed line without a meaning is not answered with the old words."""
    monkeypatch.setattr(oracle, "compile_normalised", lambda text: Refused(text, text, frozenset(), "stand-in"))
    board = {"players": ["alice", "bob"],
             "objects": [{"id": "moon", "card": "Bad Moon", "timestamp": 1}],
             "effects": [{"id": "hack", "targets": ["moon"], "timestamp": 2,
                          "custom": {"change_text": {"from": "black", "to": "blue"}}}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "Bad Moon" in line and "612.2" in line and "blue creatures get +1/+1." in line


def test_a_text_changing_ability_other_than_custom_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a `custom` change_text says which words it changes: an ability that changes text (none of
    the library's yet: one is made here) is refused, naming 612, rather than answered without the
    changes it would make to compiled words or words fixed in a text."""
    library = load_library()
    hack = clingo.Function("colored_creatures_you_control_get", [clingo.Function("white")])
    monkeypatch.setitem(library.operations, hack, {"change_text"})
    board = {"players": ["alice", "bob"],
             "objects": [{"id": "moon", "card": "Bad Moon", "timestamp": 1},
                         {"id": "honor", "card": "Honor of the Pure", "timestamp": 2}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "objects[1].card" in line and "Honor of the Pure" in line and "612" in line


def test_a_fixed_word_the_compiler_cannot_read_as_the_library_does_is_refused(tmp_path: Path) -> None:
    """Kalitas's replacement effect has "black" fixed in its text (the Zombie token's colour), which
    the Oracle compiler does not read as the library means it: a text change on it is refused rather
    than answered with the old colour."""
    board = {"players": ["alice", "bob"],
             "objects": [{"id": "kalitas", "card": "Kalitas, Traitor of Ghet", "timestamp": 1}],
             "effects": [{"id": "hack", "targets": ["kalitas"], "timestamp": 2,
                          "custom": {"change_text": {"from": "black", "to": "red"}}}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "Kalitas, Traitor of Ghet" in line and "612.2" in line and "'black'" in line


def test_a_text_change_elsewhere_changes_nothing_of_an_untargeted_object(tmp_path: Path) -> None:
    """A custom text change affects exactly its targets: Kalitas, not targeted, is answered as printed
    (nothing of its text is read for the change), and Bad Moon, targeted, changes (612.2)."""
    board = {"players": ["alice", "bob"],
             "objects": [{"id": "kalitas", "card": "Kalitas, Traitor of Ghet", "timestamp": 1},
                         {"id": "moon", "card": "Bad Moon", "timestamp": 2}],
             "effects": [{"id": "hack", "targets": ["moon"], "timestamp": 3,
                          "custom": {"change_text": {"from": "black", "to": "red"}}}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    objects = _objects(run.out)
    assert objects["moon"]["abilities"] == ["Red creatures get +1/+1."]
    assert objects["kalitas"]["power"] == 3 and objects["kalitas"]["toughness"] == 4  # Bad Moon: black, now red


def test_a_word_changes_to_a_word_of_its_kind(tmp_path: Path) -> None:
    """612.2: a creature type changes to a creature type (not to a colour)."""
    board = {"players": ["alice", "bob"],
             "objects": [{"id": "champ", "card": "Elvish Champion", "timestamp": 1}],
             "effects": [{"id": "hack", "targets": ["champ"], "timestamp": 2,
                          "custom": {"change_text": {"from": "elf", "to": "green"}}}]}
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board))), 2)
    assert "effects[0].custom.change_text.to" in line and "creature type to a creature type" in line
