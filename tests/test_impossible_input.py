"""Input that describes no possible game: exit status 2, one line naming the file, the field and the
problem (a choice an ability needs but missing or of the wrong kind, a `copy` choice naming what the
object could not have copied as it entered, a resolved effect without the targets its words need or
with a player where an object is needed, a printed * without its ability), and limits that used to
end in a traceback."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_helpers import BEARS, PLAINS, URBORG, assert_one_line_error, run_cli, run_subprocess, write_scenario

GOYF_TEXT = ("This creature's power is equal to the number of card types among cards in all graveyards and "
             "its toughness is equal to that number plus 1.")


def board(*objects: dict[str, Any], effects: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """alice's and bob's board: Grizzly Bears (bob), the given objects, the given effects."""
    data: dict[str, Any] = {"players": ["alice", "bob"],
                            "objects": [{"id": "bears", "card": BEARS, "owner": "bob"}, *objects]}
    if effects is not None:
        data["effects"] = effects
    return data


CASES = [
    # --- a choice an ability needs (614.12), derived from the encodings (needs_choice/2) ---------
    ("conspiracy-without-type", board({"id": "c", "card": "Conspiracy"}), "objects[1].choices.creature_type",
     "missing: Conspiracy needs a creature type chosen as it entered"),
    ("painter-without-color", board({"id": "p", "card": "Painter's Servant"}), "objects[1].choices.color",
     "missing: Painter's Servant needs a colour"),
    ("alpine-moon-without-name", board({"id": "m", "card": "Alpine Moon"}), "objects[1].choices.card_name",
     "missing: Alpine Moon needs a card name"),
    ("voice-of-all-without-color", board({"id": "v", "card": "Voice of All"}), "objects[1].choices.color",
     "missing"),
    ("custom-conspiracy-text-without-type",
     board({"id": "c", "custom": {"name": "Test", "types": ["enchantment"], "abilities": [
         "Creatures you control are the chosen type. The same is true for creature spells you control and "
         "creature cards you own that aren't on the battlefield."]}}),
     "objects[1].choices.creature_type", "missing: Test needs a creature type"),
    ("clone-of-painter-without-color",
     board({"id": "p", "card": "Painter's Servant", "choices": {"color": "red"}},
           {"id": "clone", "card": "Clone", "choices": {"copy": "p"}}),
     "objects[2].choices.color", "missing: Clone needs a colour"),
    ("custom-unknown-choice", board({"id": "x", "custom": {"name": "X", "abilities": [
        "As this enters, choose a banana."]}}), "objects[1].custom.abilities[0]",
     "'banana' is not a choice the engine knows"),
    # --- of the wrong kind ------------------------------------------------------------------------
    ("alpine-moon-names-basic-land", board({"id": "m", "card": "Alpine Moon", "choices": {"card_name": PLAINS}}),
     "objects[1].choices.card_name", "'Plains' is a basic land: Alpine Moon names a nonbasic land card"),
    ("alpine-moon-names-creature", board({"id": "m", "card": "Alpine Moon", "choices": {"card_name": BEARS}}),
     "objects[1].choices.card_name", "not a land card"),
    ("alpine-moon-names-custom-creature",
     board({"id": "x", "custom": {"name": "Dork", "types": ["creature"], "power": 1, "toughness": 1}},
           {"id": "m", "card": "Alpine Moon", "choices": {"card_name": "Dork"}}),
     "objects[2].choices.card_name", "not a land card"),
    # --- a copy choice (707.5) --------------------------------------------------------------------
    ("clone-copies-noncreature", board({"id": "moon", "card": "Blood Moon"},
                                       {"id": "clone", "card": "Clone", "choices": {"copy": "moon"}}),
     "objects[2].choices.copy", "moon is not a creature"),
    ("clone-copies-graveyard-card", board({"id": "dead", "card": BEARS, "zone": "graveyard"},
                                          {"id": "clone", "card": "Clone", "choices": {"copy": "dead"}}),
     "objects[2].choices.copy", "dead is in the graveyard, not on the battlefield"),
    ("copy-cycle", board({"id": "c1", "card": "Clone", "choices": {"copy": "c2"}},
                         {"id": "c2", "card": "Clone", "choices": {"copy": "c1"}}),
     "objects[1].choices.copy", "a cycle of copies (c1 -> c2 -> c1)"),
    ("copy-choice-without-copy-ability", board({"id": "x", "card": BEARS, "choices": {"copy": "bears"}}),
     "objects[1].choices.copy", "no ability that makes it enter as a copy"),
    # --- targets of resolved effects (611.2c) -----------------------------------------------------
    ("giant-growth-without-targets", board(effects=[{"spell": "Giant Growth"}]), "effects[0].targets",
     "missing: Giant Growth's effect affects 1 target object"),
    ("giant-growth-two-targets", board({"id": "b2", "card": BEARS},
                                       effects=[{"spell": "Giant Growth", "targets": ["bears", "b2"]}]),
     "effects[0].targets", "2 targets"),
    ("mending-hands-two-targets", board(effects=[{"spell": "Mending Hands", "targets": ["bears", "bob"]}]),
     "effects[0].targets", "2 targets: Mending Hands's effect affects 1 target object or player"),
    ("giant-growth-targets-player", board(effects=[{"spell": "Giant Growth", "targets": ["bob"]}]),
     "effects[0].targets[0]", "'bob' is a player: `targets` lists the objects the effect affects"),
    ("sudden-spoiling-targets-player", board(effects=[{"spell": "Sudden Spoiling", "targets": ["bob"]}]),
     "effects[0].targets[0]", "the creatures that player controlled"),
    ("giant-growth-graveyard-target", board({"id": "dead", "card": BEARS, "zone": "graveyard"},
                                            effects=[{"spell": "Giant Growth", "targets": ["dead"]}]),
     "effects[0].targets[0]", "dead is in the graveyard"),
    ("self-animation-with-targets", board({"id": "f", "card": "Mishra's Factory"},
                                          effects=[{"ability_of": "f", "ability": 2, "targets": ["bears"]}]),
     "effects[0].targets", "leave `targets` out"),
    ("custom-effect-without-targets", board(effects=[{"custom": {"set_pt": [1, 1]}}]), "effects[0].targets",
     "missing: a custom effect affects exactly its targets"),
    ("target-twice", board(effects=[{"custom": {"set_pt": [1, 1]}, "targets": ["bears", "bears"]}]),
     "effects[0].targets[1]", "listed twice"),
    # --- a printed * (604.3) ----------------------------------------------------------------------
    ("star-without-cda", board({"id": "x", "custom": {"name": "X", "types": ["creature"], "power": "*",
                                                      "toughness": 2}}),
     "objects[1].custom.power", "characteristic-defining ability"),
    ("star-bad-form", board({"id": "x", "custom": {"name": "X", "types": ["creature"], "power": "2*",
                                                   "toughness": 2, "abilities": [GOYF_TEXT]}}),
     "objects[1].custom.power", "\"1+*\""),
    # --- boards no game reaches (issue 24: each was answered with exit status 0) -------------------
    ("attachment-cycle", board({"id": "p1", "card": "Pacifism", "attached_to": "p2"},
                               {"id": "p2", "card": "Spreading Seas", "attached_to": "p1"}),
     "objects[1].attached_to", "a cycle of attachments (p1 -> p2 -> p1)"),
    ("creature-attached", board({"id": "b2", "card": BEARS, "attached_to": "bears"}),
     "objects[1].attached_to", "b2 is a creature: a creature is attached to nothing (301.5c, 303.4d)"),
    ("aura-in-hand-attached", board({"id": "lure", "card": "Lure", "zone": "hand", "attached_to": "bears"}),
     "objects[1].attached_to", "lure is in the hand: only a permanent is attached to something (701.3a)"),
    ("attached-to-graveyard-card", board({"id": "dead", "card": BEARS, "zone": "graveyard"},
                                         {"id": "lure", "card": "Lure", "attached_to": "dead"}),
     "objects[2].attached_to", "dead is in the graveyard: an Aura, Equipment or Fortification is attached to a "
                               "permanent"),
    ("attached-to-exiled-card", board({"id": "gone", "card": BEARS, "zone": "exile"},
                                      {"id": "axe", "card": "Darksteel Axe", "attached_to": "gone"}),
     "objects[2].attached_to", "gone is in the exile"),
    ("counters-in-library", board({"id": "x", "card": BEARS, "zone": "library", "counters": {"+1/+1": 1}}),
     "objects[1].counters", "x is in the library: counters cease to exist when an object changes zones (122.2"),
    ("counters-in-hand", board({"id": "x", "card": BEARS, "zone": "hand", "counters": {"charge": 2}}),
     "objects[1].counters", "x is in the hand"),
    ("damage-in-library", board({"id": "x", "card": BEARS, "zone": "library", "damage": 1}),
     "objects[1].damage", "x is in the library: damage is marked on a permanent"),
    ("damage-in-hand", board({"id": "x", "card": BEARS, "zone": "hand", "damage": 1}),
     "objects[1].damage", "x is in the hand"),
    ("tapped-in-library", board({"id": "x", "card": BEARS, "zone": "library", "tapped": True}),
     "objects[1].tapped", "x is in the library: only a permanent is tapped (110.5)"),
    ("tapped-in-hand", board({"id": "x", "card": BEARS, "zone": "hand", "tapped": True}),
     "objects[1].tapped", "x is in the hand"),
    ("two-spells-one-timestamp", board(effects=[{"spell": "Giant Growth", "targets": ["bears"], "timestamp": 5},
                                                {"spell": "Giant Growth", "targets": ["bears"], "timestamp": 5}]),
     "effects[1].timestamp", "5 is also the timestamp of effects[0]: two spells never resolve at the same moment"),
    ("counters-event-on-library-card",
     {**board({"id": "x", "card": BEARS, "zone": "library"}),
      "event": {"kind": "counters", "object": "x", "counter": "+1/+1"}},
     "event.object", "x is in the library: no counters are put on a card in the library"),
    ("pt-counters-on-a-player",
     {**board(), "event": {"kind": "counters", "object": "bob", "counter": "+1/+1"}},
     "event.counter", "+1/+1 counters go on creatures (122.1a): a player has no power or toughness"),
    ("instant-on-the-battlefield", board({"id": "g", "card": "Giant Growth"}),
     "objects[1].zone", "g is an instant: an instant or sorcery never enters the battlefield (304.4, 307.4)"),
    ("x-on-a-spell-without-x", board(effects=[{"spell": "Giant Growth", "targets": ["bears"], "x": 3}]),
     "effects[0].x", "Giant Growth has no X in its mana cost {G} (107.3)"),
]


@pytest.mark.parametrize("case,data,field,phrase", CASES, ids=[c[0] for c in CASES])
def test_impossible_input(tmp_path: Path, case: str, data: Any, field: str, phrase: str) -> None:
    path = write_scenario(tmp_path, data)
    line = assert_one_line_error(run_cli("layers", str(path), "--json"), 2)
    assert line.startswith(f"mtgsolve: {path}: {field}: "), line
    assert phrase in line, line


def layers_objects(tmp_path: Path, data: dict[str, Any]) -> dict[str, Any]:
    run = run_cli("layers", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["objects"]


def test_choices_not_needed_off_the_battlefield(tmp_path: Path) -> None:
    """614.12: the choice is made as the permanent enters; a card elsewhere has none."""
    objects = layers_objects(tmp_path, board({"id": "c", "card": "Conspiracy", "zone": "graveyard"},
                                             {"id": "p", "card": "Painter's Servant", "face_down": True}))
    assert objects["c"]["zone"] == "graveyard"


def test_copy_choice_of_a_card_not_yet_entered(tmp_path: Path) -> None:
    """A Clone on the stack may carry the choice it will make as it enters (for `replace`); until
    then it is the card Clone (707.5: it becomes a copy as it enters)."""
    objects = layers_objects(tmp_path, board({"id": "clone", "card": "Clone", "zone": "stack",
                                              "choices": {"copy": "bears"}}))
    assert (objects["clone"]["name"], objects["clone"]["power"]) == ("Clone", 0)


def test_alpine_moon_name_spelled_any_case(tmp_path: Path) -> None:
    """The chosen name is the card's (Oracle spelling), however the scenario writes it."""
    objects = layers_objects(tmp_path, board({"id": "u", "card": URBORG, "owner": "bob"},
                                             {"id": "m", "card": "Alpine Moon",
                                              "choices": {"card_name": URBORG.upper()}}))
    assert objects["u"]["subtypes"] == []
    assert objects["u"]["abilities"] == ["{T}: Add one mana of any color."]


def test_alpine_moon_may_name_a_card_outside_the_library(tmp_path: Path) -> None:
    """A nonbasic land card the library does not hold names no object here: nothing changes."""
    objects = layers_objects(tmp_path, board({"id": "m", "card": "Alpine Moon",
                                              "choices": {"card_name": "Gaea's Cradle"}}))
    assert objects["m"]["name"] == "Alpine Moon"


def test_clone_may_copy_an_animated_land(tmp_path: Path) -> None:
    """707.5 "any creature": judged on the board the layers give (the Factory is a creature)."""
    objects = layers_objects(tmp_path, board({"id": "f", "card": "Mishra's Factory", "timestamp": 1},
                                             {"id": "clone", "card": "Clone", "timestamp": 3,
                                              "choices": {"copy": "f"}},
                                             effects=[{"ability_of": "f", "ability": 2, "timestamp": 2}]))
    assert objects["clone"]["types"] == ["land"]


def test_huge_timeout_is_no_traceback(tmp_path: Path) -> None:
    """A time limit beyond what the platform can wait for is no limit at all (it used to overflow)."""
    path = write_scenario(tmp_path, board())
    run = run_subprocess("layers", str(path), "--json", "--timeout", "1e10")
    assert run.status == 0, run.err


def test_memory_limit(tmp_path: Path) -> None:
    """--max-memory: exit status 3 naming the limit and how to raise it."""
    path = write_scenario(tmp_path, board())
    run = run_subprocess("layers", str(path), "--json", "--max-memory", "1")
    line = assert_one_line_error(run, 3)
    assert "over the limit of 1 MB" in line and "--max-memory MB" in line
    assert run.out == ""


@pytest.mark.parametrize("value", ["0", "-5", "nan", "inf", "lots"])
def test_bad_memory_limit(tmp_path: Path, value: str) -> None:
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, board())), "--max-memory",
                                         value), 2)
    assert "--max-memory" in line


def test_two_merge_keys_are_refused(tmp_path: Path) -> None:
    """Issue 24: a mapping with two `<<` merge keys was read (PyYAML merges both): a key given twice."""
    text = ("players: [alice]\nobjects:\n  - <<: {id: a}\n    <<: {card: Grizzly Bears}\n")
    line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, text))), 2)
    assert "duplicate merge key '<<' in a mapping" in line and "line 4" in line


def test_a_spell_with_x_takes_x_and_counters_in_exile_stay(tmp_path: Path) -> None:
    """The checks refuse only what no game reaches: a card in exile may have counters (702.62a, suspend),
    a permanent attached to a permanent is fine, and a spell whose mana cost has {X} takes `x` (checked on
    a board that loads: objects as above)."""
    data = board({"id": "s", "card": BEARS, "zone": "exile", "counters": {"time": 3}},
                 {"id": "lure", "card": "Lure", "attached_to": "bears"})
    objects = layers_objects(tmp_path, data)
    assert objects["bears"]["power"] == 2


def test_a_200000_digit_integer_is_a_plain_message(tmp_path: Path) -> None:
    """Issue 24: the message named a Python internal (sys.set_int_max_str_digits)."""
    for text in ("players: [alice]\nobjects:\n  - {id: b, card: Grizzly Bears, timestamp: 1" + "0" * 200_000 + "}\n",
                 '{"players": ["alice"], "objects": [{"id": "b", "card": "Grizzly Bears", "timestamp": 1'
                 + "0" * 200_000 + "}]}"):
        line = assert_one_line_error(run_cli("layers", str(write_scenario(tmp_path, text))), 2)
        assert "an integer of 200001 characters, far outside the 32-bit range" in line, line
        assert "sys." not in line and "set_int_max_str_digits" not in line
