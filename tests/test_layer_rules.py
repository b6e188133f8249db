"""Rules of the layer engine whose answers a scenario case cannot state in its `expect` format: every
creature type of a changeling (702.73a), subtypes of every card type's list (205.3), and what later
questions read of the final board (pysolver.scenario.facts.board_facts)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import clingo
import pytest

from pysolver.cards import vocabulary as vocab
from pysolver.cards.library import load_library
from pysolver.questions.layers.question import final_state
from pysolver.scenario import load_scenario
from pysolver.scenario.facts import board_facts
from pysolver.solving.limits import Limits
from tests.cli_helpers import HUMILITY, run_cli, write_scenario

EVERY_CREATURE_TYPE = sorted(w.lower() for w in vocab.CREATURE_TYPES)
CHANGELING = {"name": "Test Changeling", "mana_cost": "{1}{B}", "types": ["creature"],
              "subtypes": ["shapeshifter"], "power": 2, "toughness": 2, "abilities": ["changeling"]}


def layers_json(tmp_path: Path, data: dict[str, Any]) -> dict[str, Any]:
    """The objects of the only outcome of `mtgsolve layers --json`."""
    run = run_cli("layers", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    [outcome] = json.loads(run.out)["outcomes"]
    return outcome["objects"]


def test_changeling_under_humility_keeps_every_creature_type(tmp_path: Path) -> None:
    """702.73a, 613.3: the changeling's layer-4 effect comes before Humility removes it in layer 6."""
    objects = layers_json(tmp_path, {"players": ["alice"], "objects": [
        {"id": "ch", "custom": CHANGELING, "timestamp": 1}, {"id": "hum", "card": HUMILITY, "timestamp": 2}]})
    assert objects["ch"]["subtypes"] == EVERY_CREATURE_TYPE
    assert {"wall", "time lord", "assembly-worker", "c'tan", "saproling"} <= set(objects["ch"]["subtypes"])
    assert objects["ch"]["abilities"] == [] and (objects["ch"]["power"], objects["ch"]["toughness"]) == (1, 1)


def test_changeling_card_in_a_graveyard_is_every_creature_type(tmp_path: Path) -> None:
    """604.3: a characteristic-defining ability works in every zone."""
    objects = layers_json(tmp_path, {"players": ["alice"], "objects": [
        {"id": "ch", "custom": CHANGELING, "zone": "graveyard"}]})
    assert objects["ch"]["subtypes"] == EVERY_CREATURE_TYPE


def test_changeling_table_says_every_creature_type(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "160")  # the type line on one line
    run = run_cli("layers", str(write_scenario(tmp_path, {"players": ["alice"], "objects": [
        {"id": "ch", "custom": CHANGELING}]})))
    assert run.status == 0
    assert "Creature — (every creature type)" in run.out
    assert "wall" not in run.out.lower()


def test_board_facts_give_each_creature_type_of_a_changeling(tmp_path: Path) -> None:
    """What combat reads ("can't be blocked by Walls"): one plain characteristic atom per type."""
    library = load_library()
    sc = load_scenario({"players": ["alice"], "objects": [{"id": "ch", "custom": CHANGELING}]}, "t.yaml",
                       library)
    state = final_state(sc, library, Limits(), "blocks")
    facts = set(board_facts(sc, state.characteristics))
    F = clingo.Function
    for word in ("wall", "time_lord", "saproling", "shapeshifter"):
        assert F("characteristic", [F("ch"), F("subtype"), F(word)]) in facts


def test_subtypes_of_every_card_types_list_are_kept(tmp_path: Path) -> None:
    """205.3d: a subtype stays while the object has the card type its list belongs to: planeswalker
    types (205.3j), spell types (205.3k), every artifact and land type of 205.3g and 205.3i."""
    objects = layers_json(tmp_path, {"players": ["alice"], "objects": [
        {"id": "pw", "custom": {"name": "Jace Test", "types": ["planeswalker"], "subtypes": ["jace"]}},
        {"id": "arcane", "zone": "hand", "custom": {"name": "Arcane Test", "types": ["instant"],
                                                     "subtypes": ["arcane"]}},
        {"id": "art", "custom": {"name": "Contraption Test", "types": ["artifact"], "subtypes": ["contraption"]}},
        {"id": "planet", "custom": {"name": "Planet Test", "types": ["land"], "subtypes": ["planet"]}},
        {"id": "siege", "custom": {"name": "Siege Test", "types": ["battle"], "subtypes": ["siege"]}}]})
    assert {oid: o["subtypes"] for oid, o in objects.items()} == {
        "pw": ["jace"], "arcane": ["arcane"], "art": ["contraption"], "planet": ["planet"], "siege": ["siege"]}


def test_library_subtypes_are_subtypes_of_the_rules() -> None:
    """Every subtype a library card prints belongs to a list of 205.3 (else 205.3d would drop it)."""
    for card in load_library().cards.values():
        for subtype in card.printed.subtypes:
            assert subtype in vocab.SUBTYPE_WORDS, (card.name, subtype)


def test_library_effects_name_subtypes_of_the_rules() -> None:
    """Every subtype an ability's effect adds or sets belongs to a list of 205.3 (subtype_class/2)."""
    from pysolver.cards.vocabulary import subtype_facts
    from pysolver.programs.files import library_programs

    ctl = clingo.Control(["--warn=none"])
    for path in library_programs():
        ctl.load(str(path))
    ctl.add("base", [], "named(X) :- does(_A,_L,Op), X != chosen,"
                        " Op = (add_subtype(X);set_creature_type(X);set_land_type(X);add_land_type(X))."
                        " known(X) :- subtype_class(X,_K). unknown(X) :- named(X), not known(X).")
    with ctl.backend() as backend:
        for fact in subtype_facts():
            backend.add_rule([backend.add_atom(fact)])
    ctl.ground([("base", [])])
    assert [str(a.symbol) for a in ctl.symbolic_atoms.by_signature("named", 1)], "no subtype found: test broken"
    assert [str(a.symbol) for a in ctl.symbolic_atoms.by_signature("unknown", 1)] == []


def library_atoms(predicate: str, arity: int) -> list[clingo.Symbol]:
    """The atoms of a predicate in the grounded card library."""
    from pysolver.programs.files import library_programs

    ctl = clingo.Control(["--warn=none"])
    for path in library_programs():
        ctl.load(str(path))
    ctl.ground([("base", [])])
    return [a.symbol for a in ctl.symbolic_atoms.by_signature(predicate, arity)]


def test_every_resolved_layer_effect_says_what_it_affects() -> None:
    """611.2c: a spell's or ability's continuous effect affects its targets (target_count/3) or the
    objects its own words pick (scope/4) -- exactly one of them, and the targets when its text says
    "target"."""
    library = load_library()
    scoped = {s.arguments[0] for s in library_atoms("scope", 4)}
    # the abilities of the encodings (a compiled card's, learnt by the library in this process when an
    # earlier test loaded one, have their facts on the board: test_oracle_meaning checks those)
    resolving = [a for a in library.effect_abilities if a not in library.compiled_texts
                 and library.ability_class.get(a) in ("spell", "activated", "triggered")]
    assert resolving
    for ability in resolving:
        assert (ability in library.target_counts) != (ability in scoped), ability
        if "target" in library.templates[ability.name].lower():
            assert ability in library.target_counts, ability


def test_every_enter_as_copy_ability_says_what_it_copies() -> None:
    """707.5: the `copy` choice of an "enter as a copy" ability is checked against copy_kind/2."""
    library = load_library()
    chosen = [a for a in library.effect_abilities if {"copy_of", "chosen"} <= library.operations.get(a, set())]
    assert chosen
    assert all(a in library.copy_kinds for a in chosen)


def test_every_choice_of_the_library_is_known() -> None:
    """Each "As [this] enters, choose a ..." of a library card names a choice of the scenario."""
    library = load_library()
    abilities = {a for card in library.cards.values() for a in card.printed.abilities}
    choosing = [a for a in abilities if a.name == "as_enters_choose"]
    assert choosing
    for ability in choosing:
        assert library.required_choices(ability), ability


def test_an_effect_depends_on_one_that_would_make_its_condition_hold(tmp_path: Path) -> None:
    """613.8a: an effect depends on another of its layer when applying the other would change its
    existence or what it applies to. Starfield of Nyx (timestamp 1: "as long as you control five
    or more enchantments, each other non-Aura enchantment you control is a creature") does not
    exist while alice controls two enchantments; Enchanted Evening (timestamp 2) makes all five of
    her permanents enchantments, so Starfield's effect begins to exist and applies to the four others.
    The dependency is named with both reasons, and Starfield applies after Evening in layer 4."""
    board = {"players": ["alice"], "objects": [
        {"id": "star", "card": "Starfield of Nyx", "timestamp": 1},
        {"id": "eve", "card": "Enchanted Evening", "timestamp": 2},
        *({"id": f"b{i}", "card": "Grizzly Bears"} for i in (1, 2, 3))]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    [outcome] = json.loads(run.out)["outcomes"]
    assert outcome["order"]["4"] == ["eve#1", "star#2"]
    [dep] = outcome["dependencies"]
    assert (dep["layer"], dep["effect"], dep["depends_on"]) == ("4", "star#2", "eve#1")
    assert "would make the effect exist (its condition would hold)" in dep["why"]
    assert all(f"would change whether the effect applies to {o}" in dep["why"] for o in ("b1", "b2", "b3", "eve"))
    assert outcome["objects"]["b1"]["types"] == ["creature", "enchantment"]
    text = " ".join(run_cli("layers", str(write_scenario(tmp_path, board)), "--trace").out.split())
    assert "star#2 (Starfield of Nyx) depends on eve#1 (Enchanted Evening)" in text
    # one Bears fewer: four enchantments after Evening, Starfield's condition still fails, no dependency
    board["objects"].pop()
    [outcome] = json.loads(run_cli("layers", str(write_scenario(tmp_path, board)), "--json").out)["outcomes"]
    assert outcome["dependencies"] == [] and "star#2" not in outcome["order"].get("4", [])


def test_ability_of_reads_the_abilities_after_layers(tmp_path: Path) -> None:
    """602.1, 707.2, 613.1f: the abilities an object can activate are those it has, not those it
    prints. Quicksilver Gargantuan entered as a copy of Mishra's Factory (animated by its own ability,
    2, before: a creature then, 707.5) has the Factory's abilities in its Oracle order ({T}: Add {C};
    the animation; the pump), so its ability 2 animates it: a 2/2 Assembly-Worker artifact creature
    land (layer 7b after the copy's 7/7, 707.9b). A custom land granted the animation (613.1f) by an
    earlier effect activates it too."""
    copy = {"players": ["alice"],
            "objects": [{"id": "factory", "card": "Mishra's Factory", "timestamp": 1},
                        {"id": "qg", "card": "Quicksilver Gargantuan", "timestamp": 3, "choices": {"copy": "factory"}}],
            "effects": [{"ability_of": "factory", "ability": 2, "timestamp": 2},
                        {"ability_of": "qg", "ability": 2, "timestamp": 4}]}
    qg = layers_json(tmp_path, copy)["qg"]
    assert (qg["types"], qg["subtypes"], qg["power"], qg["toughness"]) == (
        ["artifact", "creature", "land"], ["assembly-worker"], 2, 2)
    animate = "{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land."
    granted = {"players": ["alice"], "objects": [{"id": "land", "custom": {"name": "Test Land", "types": ["land"]}}],
               "effects": [{"custom": {"gain_abilities": [animate]}, "targets": ["land"]}, {"ability_of": "land"}]}
    land = layers_json(tmp_path, granted)["land"]
    assert (land["types"], land["power"], land["toughness"]) == (["artifact", "creature", "land"], 2, 2)
    # the abilities it has after the layers are counted: three, not five
    copy["effects"][1]["ability"] = 5
    run = run_cli("layers", str(write_scenario(tmp_path, copy)))
    assert run.status == 2 and "effects[1].ability: qg (Quicksilver Gargantuan, after the layers) has 3 abilities, " \
                               "not 5" in run.err, run.err


def test_305_7_a_land_whose_type_is_set_loses_its_copy_effects(tmp_path: Path) -> None:
    """305.7 (as the rules excerpt words it): "If an effect sets a land's subtype to one or more of
    the basic land types, ... it loses ... any copiable effects affecting that land." A nonbasic land
    that is a copy of Urborg, Tomb of Yawgmoth (a legendary land) is, under Blood Moon, a nonlegendary
    Mountain with its own name, and only the Mountain's mana ability; Urborg itself stays legendary
    (setting a subtype changes no supertype). Without Blood Moon it is a copy of Urborg: a land that
    gains a land type in addition (Urborg's Swamp) keeps its copy effect."""
    board: dict[str, Any] = {
        "players": ["alice", "bob"],
        "objects": [{"id": "urborg", "card": "Urborg, Tomb of Yawgmoth"},
                    {"id": "ves", "custom": {"name": "Test Vesuva", "types": ["land"]}},
                    {"id": "moon", "card": "Blood Moon", "owner": "bob"}],
        "effects": [{"custom": {"copy_of": "urborg"}, "targets": ["ves"], "timestamp": 0}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    [outcome] = json.loads(run.out)["outcomes"]
    ves, urborg = outcome["objects"]["ves"], outcome["objects"]["urborg"]
    assert (ves["name"], ves["types"], ves["supertypes"], ves["subtypes"], ves["abilities"]) == (
        "Test Vesuva", ["land"], [], ["mountain"], ["{T}: Add {R}."])
    assert (urborg["supertypes"], urborg["subtypes"]) == (["legendary"], ["mountain"])
    assert outcome["copies_lost"] == ["ves"]
    text = " ".join(run_cli("layers", str(write_scenario(tmp_path, board)), "--trace").out.split())
    assert "Copy effects lost (305.7): ves: an effect set its land type to a basic land type" in text
    board["objects"].pop()
    [outcome] = json.loads(run_cli("layers", str(write_scenario(tmp_path, board)), "--json").out)["outcomes"]
    ves = outcome["objects"]["ves"]
    assert (ves["name"], ves["supertypes"], ves["subtypes"]) == ("Urborg, Tomb of Yawgmoth", ["legendary"], ["swamp"])
    assert "copies_lost" not in outcome


def test_611_2c_a_set_described_by_words_is_fixed_as_the_effect_resolved(tmp_path: Path) -> None:
    """611.2c: "Creatures you control get +2/+1 until end of turn" (Inspired Charge, timestamp 10)
    affects the creatures alice controlled as it resolved: the Grizzly Bears. Not Mishra's Factory,
    animated afterwards (11), nor bob's Ogre, taken afterwards by Act of Treason (12), nor a Bears that
    entered afterwards (20, a new object). No `targets` needed; the answer names the set it fixed;
    `targets` may still name the set by hand."""
    board: dict[str, Any] = {
        "players": ["alice", "bob"],
        "objects": [{"id": "bears", "card": "Grizzly Bears"}, {"id": "ogre", "card": "Gray Ogre", "owner": "bob"},
                    {"id": "factory", "card": "Mishra's Factory"},
                    {"id": "late", "card": "Grizzly Bears", "timestamp": 20}],
        "effects": [{"spell": "Inspired Charge", "controller": "alice", "timestamp": 10},
                    {"ability_of": "factory", "ability": 2, "timestamp": 11},
                    {"spell": "Act of Treason", "targets": ["ogre"], "controller": "alice", "timestamp": 12}]}
    run = run_cli("layers", str(write_scenario(tmp_path, board)), "--json")
    [outcome] = json.loads(run.out)["outcomes"]
    pt = {oid: (o["power"], o["toughness"]) for oid, o in outcome["objects"].items()}
    assert pt == {"bears": (4, 3), "ogre": (2, 2), "factory": (2, 2), "late": (2, 2)}
    assert outcome["fixed_sets"] == {"e1": ["bears"]}
    text = " ".join(run_cli("layers", str(write_scenario(tmp_path, board)), "--trace").out.split())
    assert "Sets fixed as the effects resolved (611.2c): e1 (Inspired Charge): bears" in text
    board["effects"][0]["targets"] = ["bears", "late"]
    [outcome] = json.loads(run_cli("layers", str(write_scenario(tmp_path, board)), "--json").out)["outcomes"]
    assert outcome["objects"]["late"]["power"] == 4 and "fixed_sets" not in outcome


def test_the_trace_names_the_rules_behind_unexpected_values(tmp_path: Path) -> None:
    """707.9d: Quicksilver Gargantuan copying Tarmogoyf "except it's 7/7" does not get Tarmogoyf's
    characteristic-defining ability (so it is 7/7, not */1+*); 613.4: Giant Growth (timestamp 5,
    layer 7c) applies after Humility (timestamp 10, layer 7b) although it is earlier, so the Bears
    are 4/4. The trace says both, with the rule."""
    board = {"players": ["alice"], "objects": [
        {"id": "goyf", "card": "Tarmogoyf"},
        {"id": "qg", "card": "Quicksilver Gargantuan", "choices": {"copy": "goyf"}},
        {"id": "bears", "card": "Grizzly Bears"}, {"id": "hum", "card": HUMILITY, "timestamp": 10}],
        "effects": [{"spell": "Giant Growth", "targets": ["bears"], "timestamp": 5}]}
    path = write_scenario(tmp_path, board)
    objects = layers_json(tmp_path, board)
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (4, 4)
    text = " ".join(run_cli("layers", str(path), "--trace").out.split())
    assert ("Rules behind these values: qg (Quicksilver Gargantuan) is a copy of goyf (Tarmogoyf) with its own "
            "power and toughness: it does not get Tarmogoyf's characteristic-defining ability") in text
    assert ("bears: e1 (layer 7c, modifies power and toughness) applies after hum#1 (layer 7b, sets base power "
            "and toughness) although its timestamp is earlier") in text
